#include "ui/feasibility/feasibility_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <utility>

#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"
#include "ui/common/status_colours.h"

namespace moe::ui {

FeasibilityModel::FeasibilityModel(QObject* parent) : QAbstractTableModel(parent) {}

void FeasibilityModel::setResult(std::shared_ptr<const FeasibilityResult> result) {
    beginResetModel();
    result_ = std::move(result);
    endResetModel();
}

void FeasibilityModel::setCurrentGpus(int64_t gpus) {
    if (gpus == currentGpus_) return;
    const int before = rowOfGpus(currentGpus_);
    currentGpus_ = gpus;
    const int after = rowOfGpus(currentGpus_);
    for (int row : {before, after}) {
        if (row >= 0) emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
    }
}

int FeasibilityModel::rowOfGpus(int64_t gpus) const {
    if (!result_) return -1;
    for (size_t i = 0; i < result_->rows.size(); ++i)
        if (result_->rows[i].gpus == gpus) return static_cast<int>(i);
    return -1;
}

int FeasibilityModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !result_ ? 0 : static_cast<int>(result_->rows.size());
}

int FeasibilityModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FeasibilityModel::display(const FeasibilityRow& row, int column) const {
    switch (column) {
        case GpusColumn:
            return QString::number(row.gpus);
        case FitsColumn:
            // The memory chart's verdict: a plan inside the model's own allowance may not fit.
            return row.fits_closely ? tr("fits closely") : row.feasible ? tr("fits") : tr("no");
        case PlanColumn:
            return row.layout ? formatLayout(row.layout->layout) : QString{};
        case LeversColumn:
            return messageOr(row.levers_message, row.levers);
        case BindingColumn:
            return row.binding_gib > 0 ? formatGib(row.binding_gib) : QString{};
        case GbsColumn:
            return row.global_batch_size > 0 ? QString::number(row.global_batch_size) : QString{};
        case GaColumn:
            return row.gradient_accumulation > 0 ? QString::number(row.gradient_accumulation) : QString{};
        case ReasonColumn:
            return messageOr(row.reason_message, row.reason);
        default:
            return {};
    }
}

QVariant FeasibilityModel::sortValue(const FeasibilityRow& row, int column) const {
    switch (column) {
        case GpusColumn:
            return QVariant::fromValue<qint64>(row.gpus);
        case FitsColumn:
            return row.feasible;
        case BindingColumn:
            return row.binding_gib;
        case GbsColumn:
            return QVariant::fromValue<qint64>(row.global_batch_size);
        case GaColumn:
            return QVariant::fromValue<qint64>(row.gradient_accumulation);
        default:
            return display(row, column);
    }
}

QVariant FeasibilityModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const FeasibilityRow& row = result_->rows[static_cast<size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            return display(row, index.column());
        case Qt::ToolTipRole:
            if (index.column() == FitsColumn && row.fits_closely)
                return tr("%1 headroom, less than the memory model's own %2 allocator-fragmentation allowance, so "
                          "it may not fit")
                    .arg(formatGib(row.hbm_gib - row.binding_gib), formatGib(row.allowance_gib));
            return index.column() == ReasonColumn || index.column() == LeversColumn ? display(row, index.column())
                                                                                    : QVariant{};
        case Qt::ForegroundRole:
            return index.column() == FitsColumn ? QVariant(QBrush(statusColour(row.fits_closely ? StatusTone::Caution
                                                                               : row.feasible   ? StatusTone::Good
                                                                                                : StatusTone::Problem)))
                                                : QVariant{};
        case Qt::FontRole:
            if (row.gpus == currentGpus_) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case Qt::TextAlignmentRole:
            switch (index.column()) {
                case GpusColumn:
                case BindingColumn:
                case GbsColumn:
                case GaColumn:
                    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
                default:
                    return {};
            }
        case SortRole:
            return sortValue(row, index.column());
        case FeasibleRole:
            return row.feasible;
        case GpusRole:
            return QVariant::fromValue<qint64>(row.gpus);
        default:
            return {};
    }
}

QVariant FeasibilityModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case GpusColumn:
            return tr("GPUs");
        case FitsColumn:
            return tr("Fits");
        case PlanColumn:
            return tr("Smallest plan");
        case LeversColumn:
            return tr("Memory levers");
        case BindingColumn:
            return tr("Binding stage");
        case GbsColumn:
            return tr("GBS");
        case GaColumn:
            return tr("GA");
        case ReasonColumn:
            return tr("Why not / notes");
        default:
            return {};
    }
}

}  // namespace moe::ui
