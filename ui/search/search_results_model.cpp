#include "ui/search/search_results_model.h"

#include <QFont>
#include <algorithm>
#include <utility>

#include "ui/common/panel_format.h"

namespace moe::ui {

SearchResultsModel::SearchResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void SearchResultsModel::setResult(std::shared_ptr<const SearchResult> result) {
    beginResetModel();
    result_ = std::move(result);
    onFront_.clear();
    if (result_) {
        for (const SearchCandidate& c : result_->results) {
            onFront_.push_back(std::any_of(result_->pareto.begin(), result_->pareto.end(),
                                           [&c](const SearchCandidate& p) { return p.recipe == c.recipe; }));
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
            return formatCount(e.tokens_per_s_per_gpu);
        case TflopsColumn:
            return formatTflops(e.model_tflops_per_gpu);
        case MfuColumn:
            return formatPercent(e.mfu);
        case StepColumn:
            return formatSeconds(e.step_time_s);
        case LayoutColumn:
            return formatLayout(c.recipe.layout);
        case LeversColumn:
            return QString::fromStdString(c.levers);
        case DispatcherColumn:
            return QString::fromLatin1(toString(c.recipe.options.dispatcher));
        case PrecisionColumn:
            return QString::fromLatin1(toString(c.recipe.options.precision));
        case BindingColumn:
            return formatGib(c.binding_gib);
        case HeadroomColumn:
            return formatGib(c.headroom_gib);
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
        case Qt::ToolTipRole:
            return tr("%1\n%2\nDominant wall: %3 — %4")
                .arg(formatLayout(c.recipe.layout), QString::fromStdString(c.levers),
                     QString::fromLatin1(toString(c.estimate.dominant_wall)),
                     QString::fromStdString(c.estimate.wall_reason));
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
        default:
            return {};
    }
}

QVariant SearchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case RankColumn:
            return tr("#");
        case TokensColumn:
            return tr("Tokens/s/GPU");
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
