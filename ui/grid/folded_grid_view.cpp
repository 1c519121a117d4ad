#include "ui/grid/folded_grid_view.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStringList>
#include <QTextLayout>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "core/rules/validator.h"
#include "ui/common/core_message_text.h"
#include "ui/common/finding_text.h"
#include "ui/common/fitting_text.h"
#include "ui/common/panel_format.h"
#include "ui/export/image_export.h"
#include "ui/grid/grid_legend.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {

// Kinds that apply to each mesh (PP spans both).
bool kindInMesh(GroupKind k, GridMesh mesh) {
    if (k == GroupKind::PP) return true;
    const bool expert = k == GroupKind::EP || k == GroupKind::ETP || k == GroupKind::EDP;
    return expert == (mesh == GridMesh::Expert);
}

constexpr int kLegendLines = 2;

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
    // Reached by Tab too: GPU selection, zoom and File ▸ Export Image work from the keyboard.
    setFocusPolicy(Qt::StrongFocus);
    connect(state_, &StudioState::recipeChanged, this, &FoldedGridView::rebuild);
    rebuild();
}

QSize FoldedGridView::sizeHint() const {
    return {640, 420};
}
QSize FoldedGridView::minimumSizeHint() const {
    return {240, 180};
}

int FoldedGridView::sentenceLines() const {
    // The domain sentence ("All 16 DP groups span 16 nodes; all 16 EP groups span 8 nodes; …") takes
    // a second line rather than ending in "…" on a laptop-width panel.
    const int width = std::max(1, this->width() - 12);
    const QString sentence = footerSentence();
    const QString fontKey = font().key();
    SentenceLinesCache& c = sentenceLinesCache_;
    if (c.width != width || c.sentence != sentence || c.fontKey != fontKey) {
        c.width = width;
        c.sentence = sentence;
        c.fontKey = fontKey;
        c.lines = fontMetrics().horizontalAdvance(sentence) > width ? 2 : 1;
    }
    return c.lines;
}

QString FoldedGridView::footerSentence() const {
    QString sentence = crossingSentence_;
    // Non-breaking spaces: the note wraps as one piece, not as "(zoom 6.0×: 0" over "resets)". The
    // literal is split after the escape: lupdate read an escape followed by a digit as a longer one.
    if (zoom_ > 1.001)
        sentence += tr("  (zoom\u00a0%1×:\u00a0"
                       "0\u00a0resets)")
                        .arg(formatDecimal(zoom_, 1));
    return sentence;
}

double FoldedGridView::footerHeight() const {
    return (fontMetrics().height() + 4) * (sentenceLines() + kLegendLines) + 4;
}

QRectF FoldedGridView::gridViewport() const {
    return {0, 0, static_cast<double>(width()), std::max(40.0, height() - footerHeight())};
}

double FoldedGridView::maxZoom() const {
    // No further once single GPUs are as large as a cell gets: beyond, the cells stay put and only
    // the space between the meshes grows, until one mesh is out of reach of the other by dragging.
    if (cellsAtLargest_) return zoom_;
    // Enough to reach single GPUs of a few dozen pixels at any world size.
    const double world = grid_ ? static_cast<double>(grid_->worldSize()) : 1;
    return std::clamp(2 * std::sqrt(world / 16), 4.0, 64.0);
}

void FoldedGridView::rebuild() {
    // A tooltip about a GPU of the previous layout is untrue of this one (review 22: "GPU 528 …"
    // stayed over a 16-GPU grid across two undos until the mouse moved).
    if (QToolTip::isVisible() && tooltipShown_) QToolTip::hideText();  // Qt fades it within 300 ms
    tooltipShown_ = false;
    const Recipe& r = state_->recipe();
    Result<RankGrid> created = RankGrid::create(r.layout, r.hardware.nvlink_domain_size, r.hardware.gpus_per_node);
    if (!created.ok()) {
        grid_.reset();
        problem_ = errorText(created.error());
        crossingSentence_.clear();
        spans_.clear();
    } else {
        // Another recipe (opened from a file or the library) starts unzoomed even at the same GPU
        // count: the zoom and pan were about the previous picture.
        const std::string identity = r.name + "\n" + r.model.name + "\n" + r.hardware.name;
        const bool sameShape = grid_ && grid_->worldSize() == created.value().worldSize() && identity == shownIdentity_;
        shownIdentity_ = identity;
        grid_ = std::move(created).value();
        problem_.clear();
        std::vector<GroupKind> kinds = peerKinds();
        kinds.erase(std::remove(kinds.begin(), kinds.end(), GroupKind::PP), kinds.end());
        spans_ = moe::ui::groupSpans(*grid_, kinds);
        crossingSentence_ = domainCrossingSentence(*grid_, spans_);
        if (!sameShape) {
            zoom_ = 1;
            pan_ = {};
            // The selected GPU's groups were of the old shape: at 16384 GPUs a DP group picked at
            // 1024 touches every aggregated cell and floods both grids with its colour.
            selected_ = -1;
        }
    }
    if (grid_ && selected_ >= grid_->worldSize()) selected_ = -1;
    // Hard rules about the mesh, the pipeline and the model's split; memory, overlaps, options and
    // dispatchers leave the grid true (it is the layout, whatever it fits or runs with).
    QStringList blocking;
    for (const Diagnostic& d : state_->validation()) {
        if (d.severity != Severity::Error) continue;
        if (isLayoutRule(d.rule)) blocking << findingMessage(d);
    }
    cannotRun_ = blocking.isEmpty() ? QString()
                 : blocking.size() == 1
                     ? tr("This layout cannot run: %1").arg(blocking.front())
                     : tr("This layout cannot run: %1 (and %2 more in the findings)").arg(blocking.front()).arg(blocking.size() - 1);
    relayout();
}

void FoldedGridView::paintCannotRunNotice(QPainter& p, const QRectF& viewport) {
    if (cannotRun_.isEmpty()) return;
    // Veiled like the search's out-of-date plot: readable, plainly not a plan.
    QColor veil = palette().base().color();
    veil.setAlpha(170);
    p.fillRect(viewport, veil);
    const double width = std::min(viewport.width() - 24, 560.0);
    constexpr double kPadding = 8;
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    // Measured at the width it is drawn in (inside the padding): measured at the box's width it
    // wrapped into fewer lines than it drew, and the box cut its first and last (review 24).
    const QRectF text = p.fontMetrics().boundingRect(QRect(0, 0, static_cast<int>(width - 2 * kPadding), 0), flags, cannotRun_);
    QRectF box(0, 0, width, text.height() + 2 * kPadding);
    box.moveCenter(viewport.center());
    p.setPen(QPen(QColor(0xc0, 0x39, 0x2b), 1.5));
    p.setBrush(palette().base());
    p.drawRoundedRect(box, 4, 4);
    p.setPen(palette().text().color());
    p.drawText(box.adjusted(kPadding, kPadding, -kPadding, -kPadding), flags, cannotRun_);
}

void FoldedGridView::relayout() {
    GridLayoutOptions options;
    if (grid_) {
        // The gutter holds the widest row label this grid can have ("edp 12–15"), in the label font.
        QFont labelFont = font();
        labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
        const QFontMetrics lfm(labelFont);
        const int64_t last = std::max(grid_->dp, grid_->edp) - 1;
        const double widest = lfm.horizontalAdvance(QStringLiteral("edp %1–%2").arg(last).arg(last));
        options.gutter = std::clamp(widest + 8, options.gutter, 120.0);
    }
    if (grid_ && zoom_ > 1) {
        // Zoomed: the arrangement of the whole view at zoom 1, scaled (no re-flow under the cursor).
        const GridGeometry whole = GridGeometry::compute(*grid_, gridViewport().size(), options);
        options.sideBySide = whole.sideBySide;
        options.packSideBySide = true;
        for (int m = 0; m < 2; ++m) options.stageColumns[m] = whole.panels[m].stageColumns;
    }
    laidOut_ = gridViewport();
    geometry_ = grid_ ? GridGeometry::compute(*grid_, laidOut_.size() * zoom_, options) : GridGeometry{};
    cellsAtLargest_ = grid_ && geometry_.unit == 1 && geometry_.cellSize >= options.maxCell;
    clampPan();
    updateHighlights();
}

void FoldedGridView::clampPan() {
    // Bounded by both meshes' blocks and labels, not by the zoomed area: at the area's far edge
    // a zoom over the MoE mesh's last rows could not keep the GPU under the cursor.
    const QSizeF view = gridViewport().size();
    pan_ = geometry_.clampPan(pan_, view, view * zoom_);
}

void FoldedGridView::setZoom(double zoom, QPointF anchor) {
    zoom = std::clamp(zoom, 1.0, maxZoom());
    if (zoom == zoom_) return;
    const QPointF content = toContent(anchor);
    // The GPU under the cursor stays under it: titles, gutters and margins keep their size while
    // the cells grow, and blocks re-flow when the level of detail changes, so scaling the pan
    // alone drifts. The anchor is one GPU (the nearest one when the cursor is in a gap or on a
    // label) and where the cursor is on it.
    const GridAnchor gpu = geometry_.anchorAt(content);
    pan_ = content * (zoom / zoom_) - anchor;
    zoom_ = zoom;
    relayout();
    if (const std::optional<QPointF> at = geometry_.pointOf(gpu)) {
        pan_ = *at - anchor;
        clampPan();
        updateHighlights();
    }
}

void FoldedGridView::resetView() {
    zoom_ = 1;
    pan_ = {};
    relayout();
}

void FoldedGridView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // Zoomed, the GPU at the centre of the view stays at its centre: the zoomed area follows the
    // window's size (and its arrangement may change), so the old pan looked elsewhere, or at
    // nothing (reviewers: a dock below the grids grew and the view jumped or went blank). A view
    // squeezed to a sliver keeps the anchor it had before, so growing back returns there.
    constexpr double kAnchorSide = 48;
    if (zoom_ > 1 && laidOut_.width() >= kAnchorSide && laidOut_.height() >= kAnchorSide)
        resizeAnchor_ = geometry_.anchorAt(toContent(laidOut_.center()));
    relayout();
    if (zoom_ <= 1 || !resizeAnchor_) return;
    if (const std::optional<QPointF> at = geometry_.pointOf(*resizeAnchor_)) {
        pan_ = *at - gridViewport().center();
        clampPan();
        update();
    }
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

bool FoldedGridView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        // Over a title strip: the full title, whatever shorter form fits the panel.
        if (gridViewport().contains(help->pos()))
            for (int mesh = 0; mesh < 2; ++mesh)
                if (geometry_.panels[mesh].title.contains(toContent(help->pos()))) {
                    QToolTip::showText(help->globalPos(), titleVariants()[static_cast<size_t>(mesh)].value(0), this);
                    tooltipShown_ = true;
                    return true;
                }
        const int cell = cellArea().contains(help->pos()) ? geometry_.cellAt(toContent(help->pos())) : -1;
        if (cell < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const GridCell& c = geometry_.cells[static_cast<size_t>(cell)];
        QString tip = rankTooltip(geometry_.rankAt(c.mesh, c.stage, c.firstSlot));
        if (c.count > 1)
            tip = tr("<i>%1 GPUs in this cell (double-click or zoom in for single GPUs); first:</i><br>").arg(c.count) + tip;
        QToolTip::showText(help->globalPos(), tip, this);
        tooltipShown_ = true;
        return true;
    }
    return QWidget::event(event);
}

QColor FoldedGridView::cellFill(size_t i, const QColor& background) const {
    const GridCell& cell = geometry_.cells[i];
    const int64_t rank = geometry_.rankAt(cell.mesh, cell.stage, cell.firstSlot);
    const auto& kinds = peerKinds();
    const int selectedCell = geometry_.cellOfRank(cell.mesh, selected_);
    if (selectedCell == static_cast<int>(i)) return gridSelectedFill(background);
    const uint16_t mask = i < cellKinds_.size() ? cellKinds_[i] : 0;
    for (size_t k = 0; k < kinds.size(); ++k)
        if (mask & (1u << k)) return gridKindColour(kinds[k]);
    // A line of the block that holds an even number of domain hues would put each domain right
    // above one of the same hue (review: at 32 GPUs, 16 a line, nodes 0 and 2 read as one domain):
    // every other line takes the other hue first, a checkerboard.
    const GridGeometry::Panel& panel = geometry_.panels[static_cast<int>(cell.mesh)];
    const int64_t unit = std::max<int64_t>(1, geometry_.unit);
    const int64_t perHue = std::max<int64_t>({1, grid_->domain_size, unit});
    const int64_t gpusPerLine = std::max<int64_t>(1, panel.columns) * unit;
    const int64_t line = cell.firstSlot / unit / std::max<int64_t>(1, panel.columns);
    const bool shift = gpusPerLine % (2 * perHue) == 0 && line % 2 == 1;
    return gridCellFill(rank, *grid_, background, unit, shift);
}

std::vector<LegendItem> FoldedGridView::legendItems() const {
    if (!grid_) return {};
    std::vector<LegendItem> items =
        gridLegendItems(*grid_, peerKinds(), palette().base().color(), geometry_.unit, selected_ >= 0);
    // An exported picture carries no on-screen hint ("click a GPU…"): nobody can click a slide.
    if (isExportingImage(this))
        items.erase(std::remove_if(items.begin(), items.end(), [](const LegendItem& i) { return i.textOnly; }),
                    items.end());
    return items;
}

std::optional<FoldedGridView::PinnedTitle> FoldedGridView::scrollingTitle(int mesh) const {
    const QRectF visible(pan_, gridViewport().size());
    const auto& panel = geometry_.panels[static_cast<size_t>(mesh)];
    if (!visible.intersects(panel.title)) return std::nullopt;
    QFont bold = font();
    bold.setBold(true);
    // Zoomed in, the pinned row labels' column covers the view's left edge from top to bottom: a
    // title panned under it starts beside it (review in Chinese read "1 × EP 16 × EDP 64 × PP 1",
    // its "MoE ETP" under the column). Panned sideways, the title starts at the left edge in the
    // form that fits what is left of its panel, not the tail of a sentence ("rder (etp fastest)…").
    const double titleLeft = visible.left() + cellArea().left();
    QRectF strip = panel.title;
    QString text = titles()[static_cast<size_t>(mesh)];
    if (strip.left() < titleLeft || strip.right() > visible.right()) {
        strip.setLeft(std::max(strip.left(), titleLeft + GridLayoutOptions{}.margin));
        strip.setRight(std::min(strip.right(), visible.right()));
        text = fittingText(titleVariants()[static_cast<size_t>(mesh)], QFontMetrics(bold), strip.width());
    }
    return PinnedTitle{mesh, strip.translated(-pan_), text};
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
    const QRectF viewport = gridViewport();
    const QRectF visible(pan_, viewport.size());
    const QColor textColour = palette().text().color();
    const QColor muted = palette().placeholderText().color();
    const QColor base = palette().base().color();
    const auto& kinds = peerKinds();

    p.save();
    p.setClipRect(viewport);
    p.translate(-pan_);
    QFont bold = font();
    bold.setBold(true);
    for (int mesh = 0; mesh < 2; ++mesh) {
        const auto& panel = geometry_.panels[mesh];
        if (const std::optional<PinnedTitle> title = scrollingTitle(mesh)) {
            p.setFont(bold);
            p.setPen(textColour);
            p.drawText(title->strip.translated(pan_), Qt::AlignLeft | Qt::AlignVCenter, title->text);
        }
        QFont labelFont = font();
        labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
        p.setFont(labelFont);
        p.setPen(muted);
        for (const GridLabel& l : panel.labels) {
            if (!visible.intersects(l.rect)) continue;
            const bool stageLabel = l.stage >= 0;
            // Narrow blocks: "PP stage 3" → "PP 3" → "3", each form a whole translated string.
            QString text = stageLabel ? stageLabelText(l.stage, l.rect.width(),
                                                       [&](const QString& t) { return textWidth(labelFont, t); })
                                      : l.text;
            // A row label ("dp 16–19") shrinks to fit the gutter rather than losing its end.
            const double wide = textWidth(labelFont, text);
            if (!stageLabel && wide > l.rect.width()) {
                QFont narrow = labelFont;
                narrow.setPointSizeF(
                    std::max(labelFont.pointSizeF() * 0.7, labelFont.pointSizeF() * l.rect.width() / wide));
                p.setFont(narrow);
            }
            // Not clipped to the row: a row lower than the text keeps its descenders ("dp", not "do").
            if (textWidth(p.font(), text) > l.rect.width())
                text = QFontMetrics(p.font()).elidedText(text, Qt::ElideRight, static_cast<int>(l.rect.width()));
            drawCachedText(p, l.rect, stageLabel ? Qt::AlignLeft | Qt::AlignBottom : Qt::AlignRight | Qt::AlignVCenter,
                           text);
            p.setFont(labelFont);
        }
        p.setFont(font());
    }

    const double s = geometry_.cellSize;
    const bool borders = s >= 5;
    const CellTextMode textMode = cellTextMode();
    QFont small = font();
    // Cells scroll under the pinned row labels' column, not under the labels themselves.
    const QRectF cells = cellArea().translated(pan_);
    p.setClipRect(cells);
    for (size_t i = 0; i < geometry_.cells.size(); ++i) {
        const GridCell& cell = geometry_.cells[i];
        if (!cells.intersects(cell.rect)) continue;
        const QColor fill = cellFill(i, base);
        const QRectF r = borders ? cell.rect.adjusted(0.5, 0.5, -0.5, -0.5) : cell.rect;
        p.fillRect(r, fill);
        // Peer groups that leave their NVLink domain: dashed outline in the group's colour.
        const uint16_t mask = i < cellKinds_.size() ? cellKinds_[i] : 0;
        for (size_t k = 0; k < kinds.size() && borders; ++k) {
            if (!(mask & (1u << k)) || k >= selectedGroups_.size() || !selectedGroups_[k].crosses_domain) continue;
            p.setPen(QPen(gridCrossingOutline(kinds[k]), 1.5, Qt::DashLine));
            p.drawRect(r.adjusted(1, 1, -1, -1));
            break;
        }
        if (textMode.numbers) {
            p.setFont(small);
            const QString text = cellText(cell, textMode.twoLines);
            if (const std::optional<QRectF> place = cellTextPlace(r, text, cells.left())) {
                p.setPen(gridCellTextColour(fill));
                drawCellText(p, *place, text);
            }
        }
    }
    p.setPen(QPen(palette().mid().color(), 1));
    p.setBrush(Qt::NoBrush);
    for (int mesh = 0; mesh < 2; ++mesh)
        for (const QRectF& b : geometry_.panels[mesh].blocks)
            if (visible.intersects(b)) p.drawRect(b.adjusted(-0.5, -0.5, 0.5, 0.5));
    p.restore();
    paintPinnedHeaders(p);
    paintCannotRunNotice(p, viewport);

    // Footer (fixed while zooming): the domain sentence and the legend.
    const double line = fontMetrics().height() + 4;
    QRectF footer(6, viewport.bottom() + 2, width() - 12, height() - viewport.bottom() - 2);
    p.setPen(textColour);
    const int lines = sentenceLines();
    const QString sentence = footerSentence();
    if (lines == 1) {
        p.drawText(QRectF(footer.left(), footer.top(), footer.width(), line), Qt::AlignLeft | Qt::AlignVCenter, sentence);
    } else {
        // Wrapped at words; a sentence longer than two lines still ends in "…" (full text in the tooltip).
        QTextLayout layout(sentence, font());
        layout.beginLayout();
        double y = footer.top() + 2;
        int start = 0;
        for (int i = 0; i < lines; ++i) {
            QTextLine textLine = layout.createLine();
            if (!textLine.isValid()) break;
            textLine.setLineWidth(footer.width());
            const bool last = i == lines - 1;
            const QString part = last ? fontMetrics().elidedText(sentence.mid(start), Qt::ElideRight, static_cast<int>(footer.width()))
                                      : sentence.mid(start, textLine.textLength());
            p.drawText(QRectF(footer.left(), y - 2, footer.width(), line), Qt::AlignLeft | Qt::AlignVCenter, part);
            start += textLine.textLength();
            y += line;
        }
        layout.endLayout();
    }
    footer.setTop(footer.top() + line * lines);
    const std::vector<LegendItem> items = legendItems();
    const QFont legendFont = font();
    for (const LegendSlot& slot : flowLegend(items, footer, line, [&](const QString& t) { return textWidth(legendFont, t); })) {
        const LegendItem& item = items[slot.item];
        if (item.textOnly) {
            p.setPen(textColour);
            drawCachedText(p, slot.text, Qt::AlignLeft | Qt::AlignVCenter, item.label);
            continue;
        }
        if (item.fill2.isValid()) {
            const QRectF left(slot.swatch.topLeft(), QSizeF(slot.swatch.width() / 2, slot.swatch.height()));
            p.fillRect(left, item.fill);
            p.fillRect(left.translated(left.width(), 0), item.fill2);
        } else {
            p.fillRect(slot.swatch, item.fill);
        }
        if (item.outline.isValid()) {
            p.setPen(QPen(item.outline, 1.5, item.dashed ? Qt::DashLine : Qt::SolidLine));
            p.drawRect(slot.swatch);
        }
        p.setPen(textColour);
        drawCachedText(p, slot.text, Qt::AlignLeft | Qt::AlignVCenter, item.label);
    }
    paintFocusFrame(p);
}

const QStaticText& FoldedGridView::laidOutText(const QFont& font, const QString& text) const {
    if (textCache_.size() > 20000) textCache_.clear();
    const QString key = font.key() + QChar(0x1f) + text;
    auto it = textCache_.find(key);
    if (it == textCache_.end()) {
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.prepare(QTransform(), font);
        it = textCache_.insert(key, st);
    }
    return it.value();
}

void FoldedGridView::drawCachedText(QPainter& p, const QRectF& r, Qt::Alignment align, const QString& text) {
    const QStaticText& st = laidOutText(p.font(), text);
    const QSizeF size = st.size();
    const double x = align & Qt::AlignRight ? r.right() - size.width()
                     : align & Qt::AlignHCenter ? r.center().x() - size.width() / 2
                                                : r.left();
    const double y = align & Qt::AlignBottom ? r.bottom() - size.height()
                     : align & Qt::AlignTop  ? r.top()
                                             : r.center().y() - size.height() / 2;
    p.drawStaticText(QPointF(x, y), st);
}

void FoldedGridView::drawCellText(QPainter& p, const QRectF& r, const QString& text) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() == 1) {
        drawCachedText(p, r, Qt::AlignCenter, text);
        return;
    }
    const double line = laidOutText(p.font(), lines.front()).size().height();
    double y = r.center().y() - line * static_cast<double>(lines.size()) / 2;
    for (const QString& part : lines) {
        drawCachedText(p, QRectF(r.left(), y, r.width(), line), Qt::AlignHCenter | Qt::AlignTop, part);
        y += line;
    }
}

}  // namespace moe::ui
