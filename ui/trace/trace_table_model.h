#pragma once
// A read-only table over an immutable snapshot (header + rows of values). The trace panels build
// snapshots off the model and swap them in whole, so a view never sees a half-updated table.
// DisplayRole shows formatted text; Qt::UserRole gives the raw value (ns as qint64, % as double).
#include <QAbstractTableModel>
#include <QStringList>
#include <QVariant>
#include <vector>

namespace moe::ui {

struct TableCell {
    QVariant raw;
    QString text;
};

struct TableSnapshot {
    QStringList header;
    QStringList headerToolTips;  // optional, same length as header
    std::vector<std::vector<TableCell>> rows;
};

class TraceTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setSnapshot(TableSnapshot snapshot);
    [[nodiscard]] const TableSnapshot& snapshot() const { return snap_; }
    // Column of a header title, or -1.
    [[nodiscard]] int column(const QString& title) const { return static_cast<int>(snap_.header.indexOf(title)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    TableSnapshot snap_;
};

}  // namespace moe::ui
