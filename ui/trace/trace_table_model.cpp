#include "ui/trace/trace_table_model.h"

#include <QCoreApplication>

namespace moe::ui {

void TraceTableModel::setSnapshot(TableSnapshot snapshot) {
    beginResetModel();
    snap_ = std::move(snapshot);
    endResetModel();
}

int TraceTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(snap_.rows.size());
}

int TraceTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(snap_.header.size());
}

QVariant TraceTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const auto& row = snap_.rows[static_cast<size_t>(index.row())];
    if (static_cast<size_t>(index.column()) >= row.size()) return {};
    const TableCell& cell = row[static_cast<size_t>(index.column())];
    switch (role) {
        case Qt::DisplayRole:
            return cell.text;
        case Qt::UserRole:
            return cell.raw;
        case Qt::TextAlignmentRole:
            return cell.raw.typeId() == QMetaType::QString ? QVariant{}
                                                           : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
        default:
            return {};
    }
}

QVariant TraceTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= snap_.header.size()) return {};
    // The snapshot keeps the English titles (column lookups, exports); the reader sees them in the
    // studio's language (marked with QT_TRANSLATE_NOOP under this class in trace_metrics_tables).
    const auto translated = [](const QString& s) {
        return s.isEmpty() ? s : QCoreApplication::translate("moe::ui::TraceTableModel", s.toUtf8().constData());
    };
    if (role == Qt::DisplayRole) return translated(snap_.header[section]);
    if (role == Qt::ToolTipRole && section < snap_.headerToolTips.size())
        return translated(snap_.headerToolTips[section]);
    return {};
}

}  // namespace moe::ui
