#include "ui/folded_grid_view.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <QToolTip>

#include <algorithm>

#include "ui/studio_state.h"

namespace moe::ui {

namespace {

QColor kindColour(GroupKind k) {
    switch (k) {
        case GroupKind::TP: return QColor(0xd6, 0x45, 0x45);
        case GroupKind::CP: return QColor(0xe8, 0x9a, 0x2c);
        case GroupKind::DP: return QColor(0x3d, 0x7e, 0xd6);
        case GroupKind::PP: return QColor(0x6a, 0x6a, 0x6a);
        case GroupKind::EP: return QColor(0x3c, 0xa8, 0x5b);
        case GroupKind::ETP: return QColor(0x9b, 0x59, 0xb6);
        case GroupKind::EDP: return QColor(0x1a, 0xa3, 0xa3);
        default: return QColor(0x80, 0x80, 0x80);
    }
}

QString kindName(GroupKind k) { return QString::fromLatin1(toString(k)).toUpper(); }

// Kinds that apply to each mesh (PP spans both).
bool kindInMesh(GroupKind k, GridMesh mesh) {
    if (k == GroupKind::PP) return true;
    const bool expert = k == GroupKind::EP || k == GroupKind::ETP || k == GroupKind::EDP;
    return expert == (mesh == GridMesh::Expert);
}

QString rankList(const std::vector<int64_t>& ranks) {
    constexpr size_t kShown = 16;  // tooltips stay readable for DP groups of thousands
    QStringList parts;
    for (size_t i = 0; i < std::min(kShown, ranks.size()); ++i) parts << QString::number(ranks[i]);
    QString text = parts.join(QStringLiteral(", "));
    if (ranks.size() > kShown) text += FoldedGridView::tr(", … (%1 GPUs)").arg(ranks.size());
    return text;
}

}  // namespace

const std::vector<GroupKind>& FoldedGridView::peerKinds() {
    static const std::vector<GroupKind> kinds = {GroupKind::TP,  GroupKind::CP,  GroupKind::DP, GroupKind::EP,
                                                 GroupKind::ETP, GroupKind::EDP, GroupKind::PP};
    return kinds;
}

FoldedGridView::FoldedGridView(StudioState* state, QWidget* parent) : QWidget(parent), state_(state) {
    setObjectName(QStringLiteral("foldedGridView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(state_, &StudioState::recipeChanged, this, &FoldedGridView::rebuild);
    rebuild();
}

QSize FoldedGridView::sizeHint() const { return {640, 360}; }
QSize FoldedGridView::minimumSizeHint() const { return {240, 160}; }

void FoldedGridView::rebuild() {
    const Recipe& r = state_->recipe();
    Result<RankGrid> created = RankGrid::create(r.layout, r.hardware.nvlink_domain_size, r.hardware.gpus_per_node);
    if (!created.ok()) {
        grid_.reset();
        problem_ = QString::fromStdString(created.error().toString());
        crossingSummary_.clear();
    } else {
        grid_ = std::move(created).value();
        problem_.clear();
        QStringList crossing;
        for (const DomainCrossing& c : grid_->domainCrossings()) {
            if (c.groups_crossing == 0) continue;
            if (std::find(peerKinds().begin(), peerKinds().end(), c.kind) == peerKinds().end()) continue;
            crossing << tr("%1 %2/%3").arg(kindName(c.kind)).arg(c.groups_crossing).arg(c.groups_total);
        }
        crossingSummary_ = crossing.isEmpty() ? tr("every group stays in its NVLink domain")
                                              : tr("groups leaving the NVLink domain: %1").arg(crossing.join(QStringLiteral(", ")));
    }
    if (grid_ && selected_ >= grid_->worldSize()) selected_ = -1;
    relayout();
}

void FoldedGridView::relayout() {
    geometry_ = grid_ ? GridGeometry::compute(*grid_, QSizeF(size())) : GridGeometry{};
    updateHighlights();
}

void FoldedGridView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void FoldedGridView::selectRank(int64_t rank) {
    selected_ = grid_ && rank >= 0 && rank < grid_->worldSize() ? rank : -1;
    updateHighlights();
    emit rankSelected(selected_);
}

void FoldedGridView::updateHighlights() {
    selectedGroups_.clear();
    cellKinds_.assign(geometry_.cells.size(), 0);
    if (grid_ && selected_ >= 0) {
        const auto& kinds = peerKinds();
        std::vector<uint16_t> rankKinds(static_cast<size_t>(grid_->worldSize()), 0);
        for (size_t k = 0; k < kinds.size(); ++k) {
            selectedGroups_.push_back(grid_->groupOf(kinds[k], selected_));
            for (int64_t r : selectedGroups_.back().ranks) rankKinds[static_cast<size_t>(r)] |= uint16_t(1u << k);
        }
        for (size_t i = 0; i < geometry_.cells.size(); ++i) {
            const GridCell& cell = geometry_.cells[i];
            uint16_t mask = 0;
            for (int64_t r : geometry_.ranksOf(cell)) mask |= rankKinds[static_cast<size_t>(r)];
            // A cell shows only the kinds of its own mesh: TP peers are not "highlighted" in the
            // MoE grid just because they share GPUs with it.
            for (size_t k = 0; k < kinds.size(); ++k)
                if (!kindInMesh(kinds[k], cell.mesh)) mask &= uint16_t(~(1u << k));
            cellKinds_[i] = mask;
        }
    }
    update();
}

std::vector<int64_t> FoldedGridView::highlighted(GroupKind kind) const {
    const auto& kinds = peerKinds();
    for (size_t k = 0; k < kinds.size() && k < selectedGroups_.size(); ++k)
        if (kinds[k] == kind) return selectedGroups_[k].ranks;
    return {};
}

QString FoldedGridView::rankTooltip(int64_t rank) const {
    if (!grid_ || rank < 0 || rank >= grid_->worldSize()) return {};
    const RankCoordinates c = grid_->coordinates(rank);
    QString tip = tr("<b>GPU %1</b> — node %2, NVLink domain %3<br>attention: tp %4, cp %5, dp %6, pp %7<br>"
                     "MoE: etp %8, ep %9, edp %10")
                      .arg(rank).arg(c.node).arg(c.domain).arg(c.tp).arg(c.cp).arg(c.dp).arg(c.pp)
                      .arg(c.etp).arg(c.ep).arg(c.edp);
    for (GroupKind k : RankGrid::allGroupKinds()) {
        const ProcessGroup g = grid_->groupOf(k, rank);
        tip += QStringLiteral("<br>%1: [%2]").arg(kindName(k), rankList(g.ranks));
        if (g.crosses_domain) tip += tr(" <span style='color:#c01c28'>leaves NVLink domain</span>");
    }
    return tip;
}

void FoldedGridView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    const int64_t rank = geometry_.rankAtPoint(event->position());
    // Clicking the selected GPU again (or empty space) clears the highlight.
    selectRank(rank == selected_ ? -1 : rank);
}

bool FoldedGridView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int cell = geometry_.cellAt(help->pos());
        if (cell < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const GridCell& c = geometry_.cells[static_cast<size_t>(cell)];
        QString tip = rankTooltip(geometry_.rankAt(c.mesh, c.stage, c.firstSlot));
        if (c.count > 1) tip = tr("<i>%1 GPUs aggregated; first:</i><br>").arg(c.count) + tip;
        QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void FoldedGridView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    p.setPen(palette().text().color());
    if (!grid_) {
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No folded grid: %1").arg(problem_));
        return;
    }
    const auto& kinds = peerKinds();
    const QString levelText = geometry_.level == AggregationLevel::Gpu    ? tr("one cell per GPU")
                              : geometry_.level == AggregationLevel::Node ? tr("one cell per node (%1 GPUs)").arg(geometry_.unit)
                                                                          : tr("one cell per NVLink domain (%1 GPUs)").arg(geometry_.unit);
    const QString titles[2] = {
        tr("Attention  TP %1 × CP %2 × DP %3 × PP %4 — %5").arg(grid_->tp).arg(grid_->cp).arg(grid_->dp).arg(grid_->pp).arg(levelText),
        tr("MoE  ETP %1 × EP %2 × EDP %3 × PP %4").arg(grid_->etp).arg(grid_->ep).arg(grid_->edp).arg(grid_->pp)};
    for (int mesh = 0; mesh < 2; ++mesh) {
        const QRectF& title = geometry_.panels[mesh].title;
        p.drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(titles[mesh], Qt::ElideRight, static_cast<int>(title.width())));
    }
    // The domain verdict goes under the MoE blocks: it is about both meshes.
    if (!geometry_.panels[1].blocks.empty()) {
        const QRectF below(geometry_.options.margin, geometry_.panels[1].blocks.front().bottom() + 2,
                           width() - 2 * geometry_.options.margin, fontMetrics().height() + 2);
        p.drawText(below, Qt::AlignLeft | Qt::AlignTop,
                   fontMetrics().elidedText(crossingSummary_, Qt::ElideRight, static_cast<int>(below.width())));
    }

    const bool drawBorders = geometry_.cellSize >= 5;
    const QColor domainTint[2] = {QColor(0xdc, 0xe6, 0xf2), QColor(0xf2, 0xe6, 0xd6)};
    const int selectedCells[2] = {geometry_.cellOfRank(GridMesh::Attention, selected_), geometry_.cellOfRank(GridMesh::Expert, selected_)};
    for (size_t i = 0; i < geometry_.cells.size(); ++i) {
        const GridCell& cell = geometry_.cells[i];
        const int64_t rank = geometry_.rankAt(cell.mesh, cell.stage, cell.firstSlot);
        const int64_t node = rank / std::max<int64_t>(1, grid_->gpus_per_node);
        const int64_t domain = rank / std::max<int64_t>(1, grid_->domain_size);
        // Domain picks the hue, node alternates its lightness: runs of a node read as one block.
        QColor fill = domainTint[domain % 2];
        if (node % 2) fill = fill.darker(112);
        bool crossing = false;
        const uint16_t mask = i < cellKinds_.size() ? cellKinds_[i] : 0;
        for (size_t k = 0; k < kinds.size(); ++k) {
            if (!(mask & (1u << k))) continue;
            fill = kindColour(kinds[k]);
            crossing = selectedGroups_[k].crosses_domain;
            break;
        }
        const bool isSelected = selectedCells[static_cast<int>(cell.mesh)] == static_cast<int>(i);
        if (isSelected) fill = fill.darker(160);
        const QRectF r = drawBorders ? cell.rect.adjusted(0.5, 0.5, -0.5, -0.5) : cell.rect;
        p.fillRect(r, fill);
        if (crossing && drawBorders) {
            p.setPen(QPen(QColor(0xc0, 0x1c, 0x28), 1.5, Qt::DashLine));
            p.drawRect(r.adjusted(1, 1, -1, -1));
        }
    }
    // Stage outlines and labels.
    p.setPen(QPen(palette().mid().color(), 1));
    for (int mesh = 0; mesh < 2; ++mesh) {
        const auto& blocks = geometry_.panels[mesh].blocks;
        for (size_t s = 0; s < blocks.size(); ++s) p.drawRect(blocks[s]);
    }
}

}  // namespace moe::ui
