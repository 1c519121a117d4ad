// FoldedGridView's words: the mesh titles in the forms that fit a panel (longest first), and the
// text of a cell (a rank with its coordinates, or an aggregated node, domain or group of domains),
// and the tooltip that lists a GPU's groups.
#include <array>

#include "ui/common/fitting_text.h"
#include "ui/common/status_colours.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/grid/group_kind_label.h"

namespace moe::ui {

namespace {

// A group's ranks in a few words: Megatron's groups are arithmetic progressions, so "0–7",
// "3, 35, …, 1011 (step 32, 32 GPUs)"; anything else its first eight ranks and a count.
QString rankList(const std::vector<int64_t>& ranks) {
    if (ranks.empty()) return {};
    if (ranks.size() == 1) return QString::number(ranks.front());
    const int64_t step = ranks[1] - ranks[0];
    bool arithmetic = step > 0;
    for (size_t i = 2; i < ranks.size() && arithmetic; ++i) arithmetic = ranks[i] - ranks[i - 1] == step;
    if (arithmetic && ranks.size() > 3) {
        if (step == 1) return QStringLiteral("%1–%2").arg(ranks.front()).arg(ranks.back());
        return FoldedGridView::tr("%1, %2, …, %3 (step %4, %5 GPUs)")
            .arg(ranks[0])
            .arg(ranks[1])
            .arg(ranks.back())
            .arg(step)
            .arg(ranks.size());
    }
    constexpr size_t kShown = 8;
    QStringList parts;
    for (size_t i = 0; i < std::min(kShown, ranks.size()); ++i) parts << QString::number(ranks[i]);
    QString text = parts.join(QStringLiteral(", "));
    if (ranks.size() > kShown) text += FoldedGridView::tr(", … (%1 GPUs)").arg(ranks.size());
    return text;
}

}  // namespace


QString FoldedGridView::cellText(const GridCell& cell, bool twoLines) const {
    const int64_t rank = geometry_.rankAt(cell.mesh, cell.stage, cell.firstSlot);
    if (cell.count > 1) {
        const bool node = geometry_.level == AggregationLevel::Node;
        if (geometry_.level == AggregationLevel::Group) return tr("g%1").arg(rank / std::max<int64_t>(1, geometry_.unit));
        const int64_t unit = node ? grid_->gpus_per_node : grid_->domain_size;
        return (node ? tr("n%1") : tr("d%1")).arg(rank / std::max<int64_t>(1, unit));
    }
    if (!twoLines) return QString::number(rank);
    const RankCoordinates c = grid_->coordinates(rank);
    QString coords = cell.mesh == GridMesh::Attention
                         ? (grid_->cp > 1 ? tr("tp%1 cp%2").arg(c.tp).arg(c.cp) : tr("tp%1").arg(c.tp))
                         : (grid_->etp > 1 ? tr("ep%1 etp%2").arg(c.ep).arg(c.etp) : tr("ep%1").arg(c.ep));
    // "ep0 etp0" is wider than a cell that fits "ep0" (review 19 saw it spill into its neighbours):
    // one coordinate per line where three lines fit, else the rank alone (the tooltip has the rest).
    const double room = cell.rect.width() - 4;
    if (fontMetrics().horizontalAdvance(coords) > room) {
        const QStringList parts = coords.split(QLatin1Char(' '));
        double widest = 0;
        for (const QString& part : parts) widest = std::max(widest, static_cast<double>(fontMetrics().horizontalAdvance(part)));
        const double lines = 1.0 + static_cast<double>(parts.size());
        if (widest > room || cell.rect.height() < (lines + 0.6) * fontMetrics().height()) return QString::number(rank);
        coords = parts.join(QLatin1Char('\n'));
    }
    return QString::number(rank) + QLatin1Char('\n') + coords;
}

QStringList FoldedGridView::stageLabelForms(int stage) {
    //: Above one pipeline stage's block of GPUs in the folded grid (PP: pipeline parallelism); %1 is
    //: the stage number. The widest form: shorter ones replace it over narrow blocks.
    return {tr("PP stage %1").arg(stage),
            //: The stage label over a block too narrow for "PP stage %1": as short as it can be
            //: while still naming pipeline parallelism; %1 is the stage number.
            tr("PP %1").arg(stage), QString::number(stage)};
}

QString FoldedGridView::stageLabelText(int stage, double room, const std::function<double(const QString&)>& measure) {
    const QStringList forms = stageLabelForms(stage);
    for (const QString& form : forms)
        if (measure(form) <= room) return form;
    return forms.back();
}

std::array<QStringList, 2> FoldedGridView::titleVariants() const {
    if (!grid_) return {};
    const QString level = geometry_.level == AggregationLevel::Gpu ? QString()
                          : geometry_.level == AggregationLevel::Node
                              ? tr(" — one cell per node (%1 GPUs); double-click or zoom in for GPUs").arg(geometry_.unit)
                          : geometry_.level == AggregationLevel::Domain
                              ? tr(" — one cell per NVLink domain (%1 GPUs); double-click or zoom in for nodes").arg(geometry_.unit)
                              : tr(" — one cell per %1 GPUs (%2 NVLink domains); double-click or zoom in for fewer")
                                    .arg(geometry_.unit)
                                    .arg(geometry_.unit / std::max<int64_t>(1, grid_->domain_size));
    const QString perCell =
        geometry_.level == AggregationLevel::Gpu ? QString() : tr(" · %1 GPUs/cell").arg(geometry_.unit);
    // Short titles keep how many GPUs a cell is: without it an aggregated grid reads as GPUs.
    const QString shortCell = geometry_.level == AggregationLevel::Gpu ? QString() : tr(" · %1 GPUs/cell").arg(geometry_.unit);
    // The narrowest panel still says it (review 26: the MoE title at 16384 GPUs had lost it).
    const QString tinyCell = geometry_.level == AggregationLevel::Gpu ? QString() : tr(" · %1/cell").arg(geometry_.unit);
    const RankGrid& g = *grid_;
    // One mesh's forms, longest first; the view draws the first that fits its panel and shows the
    // first in a tooltip. `sizes` are the four dimensions named by `dims`, fastest first.
    const auto variants = [&](const QString& name, const QString& shortName, const std::array<QString, 4>& dims,
                              const std::array<int64_t, 4>& sizes, const QString& fastest, const QString& replicas) {
        QString spaced, dotted, compact;
        for (size_t i = 0; i < dims.size(); ++i) {
            spaced += (i ? QStringLiteral(" × ") : QString()) + dims[i] + QLatin1Char(' ') + QString::number(sizes[i]);
            dotted += (i ? QStringLiteral("·") : QString()) + dims[i] + QString::number(sizes[i]);
            compact += (i ? QStringLiteral(" ") : QString()) + dims[i] + QString::number(sizes[i]);
        }
        return QStringList{tr("%1  %2 · ranks in order (%3 fastest), rows named by their %4 replicas%5")
                               .arg(name, spaced, fastest, replicas, level),
                           name + QStringLiteral("  ") + spaced + perCell,
                           name + QLatin1Char(' ') + dotted + shortCell,
                           shortName + QLatin1Char(' ') + compact + shortCell,
                           shortName + QLatin1Char(' ') + compact + tinyCell,
                           shortName + QLatin1Char(' ') + compact};
    };
    return {variants(tr("Attention"), tr("Attn"), {tr("TP"), tr("CP"), tr("DP"), tr("PP")}, {g.tp, g.cp, g.dp, g.pp},
                     tr("tp"), tr("DP")),
            variants(tr("MoE"), tr("MoE"), {tr("ETP"), tr("EP"), tr("EDP"), tr("PP")}, {g.etp, g.ep, g.edp, g.pp},
                     tr("etp"), tr("EDP"))};
}

std::array<QString, 2> FoldedGridView::titles() const {
    const std::array<QStringList, 2> variants = titleVariants();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    std::array<QString, 2> out;
    for (size_t mesh = 0; mesh < 2; ++mesh) {
        if (variants[mesh].isEmpty()) continue;
        const double width = geometry_.panels[mesh].title.width();
        out[mesh] = fittingText(variants[mesh], fm, width);
    }
    return out;
}

QString FoldedGridView::rankTooltip(int64_t rank) const {
    if (!grid_ || rank < 0 || rank >= grid_->worldSize()) return {};
    const RankCoordinates c = grid_->coordinates(rank);
    QString tip = tr("<b>GPU %1</b> — node %2, NVLink domain %3<br>attention: tp %4, cp %5, dp %6, pp %7<br>"
                     "MoE: etp %8, ep %9, edp %10")
                      .arg(rank)
                      .arg(c.node)
                      .arg(c.domain)
                      .arg(c.tp)
                      .arg(c.cp)
                      .arg(c.dp)
                      .arg(c.pp)
                      .arg(c.etp)
                      .arg(c.ep)
                      .arg(c.edp);
    // Groups of this GPU alone are one line, not one each: the tooltip covered the grid it explains
    // at 1024 GPUs (review 18).
    QStringList alone;
    for (GroupKind k : RankGrid::allGroupKinds()) {
        const ProcessGroup g = grid_->groupOf(k, rank);
        if (g.ranks.size() <= 1) {
            alone << groupKindLabel(k);
            continue;
        }
        tip += QStringLiteral("<br>%1: [%2]").arg(groupKindLabel(k), rankList(g.ranks));
        if (g.crosses_domain)
            tip += QStringLiteral(" <span style='color:%1'>%2</span>")
                       .arg(statusColour(StatusTone::Problem).name(), tr("leaves NVLink domain"));
    }
    if (!alone.isEmpty()) tip += tr("<br>this GPU alone: %1").arg(alone.join(QStringLiteral(", ")));
    return tip;
}

}  // namespace moe::ui
