#include "ui/estimate/step_breakdown_model.h"

#include <QFont>
#include <algorithm>
#include <utility>

#include "ui/common/panel_format.h"

namespace moe::ui {

QColor stepPartColour(StepPart part) {
    switch (part) {
        case StepPart::Compute:
            return {0x3b, 0x6e, 0xa8};
        case StepPart::Recompute:
            return {0x7f, 0xa7, 0xd4};
        case StepPart::TpComm:
            return {0xe0, 0x8e, 0x2b};
        case StepPart::CpComm:
            return {0xf0, 0xb4, 0x5c};
        case StepPart::EpComm:
            return {0xc0, 0x5a, 0x1c};
        case StepPart::PpComm:
            return {0xd9, 0x73, 0x6b};
        case StepPart::DpComm:
            return {0xa6, 0x3d, 0x40};
        case StepPart::Bubble:
            return {0x9a, 0x9a, 0x9a};
        case StepPart::Host:
            return {0x8e, 0x6c, 0xb8};
        case StepPart::Optimizer:
            return {0x4c, 0x9a, 0x6a};
        case StepPart::Offload:
            return {0x8c, 0xc0, 0x84};
        case StepPart::Fixed:
            return {0x5e, 0x5e, 0x5e};
        case StepPart::ActivationOffload:
            return {0xc9, 0xa2, 0x27};
    }
    return Qt::gray;
}

StepBreakdownModel::StepBreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

void StepBreakdownModel::setGeometry(StepBreakdownGeometry geometry) {
    // Same parts in the same order (every edit of a valid recipe): update in place, so the view
    // repaints the changed cells only instead of resetting headers, selection and scroll.
    const bool sameRows = geometry.segments.size() == geometry_.segments.size() &&
                          std::equal(geometry.segments.begin(), geometry.segments.end(), geometry_.segments.begin(),
                                     [](const auto& a, const auto& b) { return a.part == b.part; });
    if (!sameRows) {
        beginResetModel();
        geometry_ = std::move(geometry);
        endResetModel();
        return;
    }
    geometry_ = std::move(geometry);
    if (!geometry_.segments.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int StepBreakdownModel::rowOf(StepPart part) const {
    for (size_t i = 0; i < geometry_.segments.size(); ++i)
        if (geometry_.segments[i].part == part) return static_cast<int>(i);
    return -1;
}

int StepBreakdownModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(geometry_.segments.size());
}

int StepBreakdownModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepBreakdownModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const StepSegment& s = geometry_.segments[static_cast<size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case PartColumn:
                    return stepPartName(s.part);
                case SecondsColumn:
                    return formatSeconds(s.seconds);
                case ShareColumn:
                    return formatPercent(s.fraction);
                default:
                    return {};
            }
        case Qt::DecorationRole:
            return index.column() == PartColumn ? QVariant(stepPartColour(s.part)) : QVariant{};
        case Qt::ToolTipRole: {
            const QString detail = stepPartDetail(s);
            return detail.isEmpty() ? QVariant{} : QVariant(detail);
        }
        case Qt::TextAlignmentRole:
            return index.column() == PartColumn ? QVariant{} : QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::FontRole:
            if (s.part == geometry_.largest() && s.seconds > 0) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case SecondsRole:
            return s.seconds;
        case FractionRole:
            return s.fraction;
        case PartRole:
            return static_cast<int>(s.part);
        default:
            return {};
    }
}

QVariant StepBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case PartColumn:
            return tr("Part");
        case SecondsColumn:
            return tr("Time");
        case ShareColumn:
            return tr("Share");
        default:
            return {};
    }
}

}  // namespace moe::ui
