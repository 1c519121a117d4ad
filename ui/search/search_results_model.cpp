#include "ui/search/search_results_model.h"

#include <QApplication>
#include <QFont>
#include <QMap>
#include <QStyle>
#include <algorithm>
#include <cmath>
#include <utility>

#include "core/search/search_explanation.h"
#include "ui/common/band_format.h"
#include "ui/common/finding_text.h"
#include "ui/common/flops_count_text.h"
#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"
#include "ui/common/status_colours.h"

namespace moe::ui {

SearchResultsModel::SearchResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void SearchResultsModel::setResult(std::shared_ptr<const SearchResult> result, const std::set<std::string>& alreadyWarned) {
    beginResetModel();
    result_ = std::move(result);
    onFront_.clear();
    tiesWithBest_.clear();
    warnings_.clear();
    otherFlopsCounts_.clear();
    flopsCountHelp_.clear();
    layoutSuffix_.clear();
    if (result_ && !result_->results.empty()) {
        const Recipe& first = result_->results.front().recipe;
        otherFlopsCounts_ = otherFlopsCounts(first.model, first.layout.seq_length);
        flopsCountHelp_ = flopsCountHelp(first.model, first.layout.seq_length);
    }
    digits_ = Uncertainty{};
    if (result_) {
        // One rounding for the table: every figure to the narrowest band's digits, so the column
        // falls in rank order and agrees with "vs #1" (review: #1 19,000, #2 18,600 "tie (0 %)",
        // #3 18,000, #4 18,200, each rounded to its own band). Each row keeps its own band text.
        for (const SearchCandidate& c : result_->results)
            if (c.uncertainty.known() && (!digits_.known() || c.uncertainty.halfWidth() < digits_.halfWidth()))
                digits_ = c.uncertainty;
        for (const SearchCandidate& c : result_->results) {
            onFront_.push_back(std::any_of(result_->pareto.begin(), result_->pareto.end(),
                                           [&c](const SearchCandidate& p) { return p.recipe == c.recipe; }));
            const SearchCandidate& best = result_->results.front();
            tiesWithBest_.push_back(&c != &best && tiesWithBest(best.estimate, best.uncertainty, c.estimate, c.uncertainty));
            QStringList warnings;
            for (const Diagnostic& d : c.warnings)  // the search validated each plan already
                if (!alreadyWarned.count(d.rule)) warnings << findingText(d);
            warnings_.push_back(warnings);
        }
        // Rows whose layout text is another row's say what else differs.
        const auto& results = result_->results;
        layoutSuffix_.assign(results.size(), QString());
        QMap<QString, QList<size_t>> byLayout;
        for (size_t i = 0; i < results.size(); ++i) byLayout[formatLayout(results[i].recipe.layout)] << i;
        for (const QList<size_t>& rows : std::as_const(byLayout)) {
            if (rows.size() < 2) continue;
            const auto differs = [&](auto field) {
                for (size_t i : rows)
                    if (field(results[i]) != field(results[rows.front()])) return true;
                return false;
            };
            // Short, so the layout column keeps its width: the optimizer offload, the recompute
            // choice, the dispatcher or the precision, whichever differs first (the Levers column
            // has the whole of it).
            const auto offload = [](const SearchCandidate& c) {
                const double f = c.recipe.options.optimizer.effectiveOffloadFraction();
                return f > 0 ? tr("offload %1 %").arg(std::lround(100 * f)) : tr("no offload");
            };
            const auto recompute = [](const SearchCandidate& c) {
                const RecomputeOptions& r = c.recipe.options.recompute;
                if (r.granularity == RecomputeGranularity::None) return tr("no recompute");
                if (r.granularity == RecomputeGranularity::Full) return tr("full recompute");
                QStringList modules;
                for (RecomputeModule m : r.modules) modules << QString::fromLatin1(toString(m));
                return tr("selective %1").arg(modules.join(QLatin1Char('+')));
            };
            const auto dispatcher = [](const SearchCandidate& c) {
                return QString::fromLatin1(toString(c.recipe.options.dispatcher));
            };
            const auto precision = [](const SearchCandidate& c) {
                return QString::fromLatin1(toString(c.recipe.options.precision));
            };
            for (size_t i : rows)
                layoutSuffix_[i] = differs(offload)      ? offload(results[i])
                                   : differs(recompute)  ? recompute(results[i])
                                   : differs(dispatcher) ? dispatcher(results[i])
                                   : differs(precision)  ? precision(results[i])
                                                         : QString();
        }
    }
    endResetModel();
}

const SearchCandidate* SearchResultsModel::candidate(int resultIndex) const {
    if (!result_ || resultIndex < 0 || static_cast<size_t>(resultIndex) >= result_->results.size()) return nullptr;
    return &result_->results[static_cast<size_t>(resultIndex)];
}

int SearchResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !result_ ? 0 : static_cast<int>(result_->results.size());
}

int SearchResultsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SearchResultsModel::display(const SearchCandidate& c, int row, int column) const {
    const StepEstimate& e = c.estimate;
    switch (column) {
        case RankColumn:
            return QString::number(row + 1);
        case TokensColumn:
            return formatCountInBand(e.tokens_per_s_per_gpu, digitsFor(c));
        case BandColumn:
            return bandText(c.uncertainty);
        case VsBestColumn: {
            if (row == 0) return tr("best");
            const double best = result_->results.front().estimate.tokens_per_s_per_gpu;
            if (best <= 0) return QString{};
            const QString gap = QStringLiteral("%1 %").arg(std::lround(100.0 * (e.tokens_per_s_per_gpu / best - 1.0)));
            return tiesWithBest_[static_cast<size_t>(row)] ? tr("tie (%1)").arg(gap) : gap;
        }
        case TflopsColumn:
            return formatTflopsInBand(e.model_tflops_per_gpu, digitsFor(c));
        case MfuColumn:
            return formatPercentInBand(e.mfu, digitsFor(c));
        case StepColumn:
            return formatSecondsInBand(e.step_time_s, digitsFor(c));
        case LayoutColumn:
            // An uneven split is part of the plan (review entry 4): its layout string is in the
            // cell's tooltip (a column wide enough for it pushed the throughput off a laptop screen).
            return static_cast<size_t>(row) < layoutSuffix_.size() && !layoutSuffix_[static_cast<size_t>(row)].isEmpty()
                       ? formatLayout(c.recipe.layout) + QStringLiteral(" · ") + layoutSuffix_[static_cast<size_t>(row)]
                       : formatLayout(c.recipe.layout);
        case LeversColumn:
            return messageOr(c.levers_message, c.levers);
        case DispatcherColumn:
            return QString::fromLatin1(toString(c.recipe.options.dispatcher));
        case PrecisionColumn:
            return QString::fromLatin1(toString(c.recipe.options.precision));
        case BindingColumn:
            return formatGib(c.binding_gib);
        case HeadroomColumn:
            // The memory chart's verdict on the plan, where the eye reads the plan.
            return c.fitsClosely() ? tr("%1, fits closely").arg(formatGib(c.headroom_gib)) : formatGib(c.headroom_gib);
        case ParetoColumn:
            return onFront_[static_cast<size_t>(row)] ? tr("yes") : QString{};
        default:
            return {};
    }
}

QVariant SearchResultsModel::sortValue(const SearchCandidate& c, int row, int column) const {
    const StepEstimate& e = c.estimate;
    switch (column) {
        case RankColumn:
            return row;
        case TokensColumn:
            return e.tokens_per_s_per_gpu;
        case BandColumn:
            return c.uncertainty.halfWidth();
        case VsBestColumn:
            return e.tokens_per_s_per_gpu;
        case TflopsColumn:
            return e.model_tflops_per_gpu;
        case MfuColumn:
            return e.mfu;
        case StepColumn:
            return e.step_time_s;
        case BindingColumn:
            return c.binding_gib;
        case HeadroomColumn:
            return c.headroom_gib;
        case ParetoColumn:
            return static_cast<bool>(onFront_[static_cast<size_t>(row)]);
        default:
            return display(c, row, column);
    }
}

QVariant SearchResultsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int row = index.row();
    const SearchCandidate& c = result_->results[static_cast<size_t>(row)];
    switch (role) {
        case Qt::DisplayRole:
            return display(c, row, index.column());
        case Qt::DecorationRole:
            if (index.column() == RankColumn && !warnings_[static_cast<size_t>(row)].isEmpty())
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
            return {};
        case Qt::ToolTipRole: {
            if (index.column() == LayoutColumn && !c.recipe.layout.pipeline_layout.empty())
                return tr("Pipeline layout (--pipeline-model-parallel-layout): %1")
                    .arg(QString::fromStdString(c.recipe.layout.pipeline_layout));
            // The table prints every row at its narrowest band's digits, so the column reads in rank
            // order; the Estimate prints the applied plan at its own band. Where the two roundings
            // differ the cell says both (review in Portuguese: 19.700 here, 20.000 there).
            if (index.column() == TokensColumn || index.column() == StepColumn) {
                const bool tokens = index.column() == TokensColumn;
                const QString here = tokens ? formatCountInBand(c.estimate.tokens_per_s_per_gpu, digitsFor(c))
                                            : formatSecondsInBand(c.estimate.step_time_s, digitsFor(c));
                const QString own = tokens ? formatCountInBand(c.estimate.tokens_per_s_per_gpu, c.uncertainty)
                                           : formatSecondsInBand(c.estimate.step_time_s, c.uncertainty);
                if (here != own)
                    return tr("%1 at the table's common digits (the narrowest band of these plans, so the column "
                              "reads in rank order); the Estimate prints this plan at its own band (%2): %3.")
                        .arg(here, bandText(c.uncertainty), own);
            }
            QString counts = tr("TFLOP/s and MFU: %1").arg(studioFlopsCountLabel());
            for (const FlopsCountFigure& f : otherFlopsCounts_)
                counts += tr("; %1: %2 TFLOP/s/GPU, MFU %3")
                              .arg(fromFlopsText(flopsCountInfo(f.count).by),
                                   formatTflopsInBand(c.estimate.model_tflops_per_gpu * f.ratio, digitsFor(c)),
                                   formatPercentInBand(c.estimate.mfu * f.ratio, digitsFor(c)));
            const QString fit = c.fitsClosely()
                                    ? tr("\nFits closely: %1 headroom, less than the memory model's own %2 "
                                         "allocator-fragmentation allowance, so it may not fit; ranked after the plans "
                                         "that fit with room.")
                                          .arg(formatGib(c.headroom_gib), formatGib(c.allowance_gib))
                                    : QString{};
            return tr("%1\n%2%9\nWall to attack first: %3 — %4\nUncertainty: %5\n%6%7%8")
                .arg(formatLayout(c.recipe.layout), messageOr(c.levers_message, c.levers),
                     QString::fromLatin1(toString(c.estimate.dominant_wall)),
                     messageOr(c.estimate.wall_reason_text, c.estimate.wall_reason),
                     uncertaintyDescription(c.uncertainty), counts,
                     tiesWithBest_[static_cast<size_t>(row)] ? tr("\nTies with #1: the difference is inside the band, "
                                                                  "so the model cannot tell the two apart.")
                                                             : QString{})
                .arg(warnings_[static_cast<size_t>(row)].isEmpty()
                         ? QString{}
                         : tr("\nWarnings the searched recipe did not have:\n• %1")
                               .arg(warnings_[static_cast<size_t>(row)].join(QStringLiteral("\n• "))))
                .arg(fit);
        }
        case Qt::TextAlignmentRole:
            switch (index.column()) {
                case LayoutColumn:
                case LeversColumn:
                case DispatcherColumn:
                case PrecisionColumn:
                case ParetoColumn:
                    return {};
                default:
                    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
            }
        case Qt::ForegroundRole:
            if (index.column() == HeadroomColumn && c.fitsClosely()) return QBrush(statusColour(StatusTone::Caution));
            return {};
        case Qt::FontRole:
            if (row == 0) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case SortRole:
            return sortValue(c, row, index.column());
        case ResultIndexRole:
            return row;
        case OnFrontRole:
            return static_cast<bool>(onFront_[static_cast<size_t>(row)]);
        case TiesWithBestRole:
            return static_cast<bool>(tiesWithBest_[static_cast<size_t>(row)]);
        default:
            return {};
    }
}

QVariant SearchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && (section == TflopsColumn || section == MfuColumn))
        return flopsCountHelp_.isEmpty()
                   ? tr("By the %1: %2")
                         .arg(studioFlopsCountLabel(), fromFlopsText(flopsCountInfo(kStudioFlopsCount).description))
                   : flopsCountHelp_;
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case RankColumn:
            return tr("#");
        case TokensColumn:
            return tr("Tokens/s/GPU");
        case BandColumn:
            return tr("±");
        case VsBestColumn:
            return tr("vs #1");
        case TflopsColumn:
            return tr("TFLOP/s/GPU");
        case MfuColumn:
            return tr("MFU");
        case StepColumn:
            return tr("Step");
        case LayoutColumn:
            return tr("Layout");
        case LeversColumn:
            return tr("Memory levers");
        case DispatcherColumn:
            return tr("Dispatcher");
        case PrecisionColumn:
            return tr("Precision");
        case BindingColumn:
            return tr("Binding stage");
        case HeadroomColumn:
            return tr("Headroom");
        case ParetoColumn:
            return tr("Pareto");
        default:
            return {};
    }
}

}  // namespace moe::ui
