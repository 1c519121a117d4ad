#pragma once
// Table model over an immutable CompareTable snapshot: the first column names the field or result,
// then one column per compared recipe (pins first, the current recipe last). Cells that differ
// from the first recipe are highlighted; result cells after the first carry their delta.
// Unchanged field rows are hidden unless showUnchanged is set. Swapped whole on every change.
#include <QAbstractTableModel>
#include <functional>
#include <memory>
#include <vector>

#include "ui/compare/compare_table.h"

namespace moe::ui {

class CompareModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // headerData role of a column's whole one-line title (DisplayRole splits it over two lines).
    static constexpr int kFullTitleRole = Qt::UserRole + 50;
    enum Role {
        KeyRole = Qt::UserRole + 1,  // QString: the row key ("layout.tp", "derived.dp", "result.mfu")
        ChangedRole,                 // bool: the cell differs from the first recipe's
        ValueRole,                   // double: a result's number (invalid otherwise)
        DeltaRole,                   // double: value − first recipe's value (invalid without one)
        RelativeDeltaRole,           // double: delta ÷ |first value|
        RowKindRole,                 // int: CompareRowKind
    };

    explicit CompareModel(QObject* parent = nullptr);

    // Null clears the table.
    void setTable(std::shared_ptr<const CompareTable> table);
    [[nodiscard]] const std::shared_ptr<const CompareTable>& table() const { return table_; }
    void setShowUnchanged(bool show);
    [[nodiscard]] bool showUnchanged() const { return showUnchanged_; }
    // The shown row with `key`, or -1 (hidden or unknown).
    [[nodiscard]] int rowOfKey(const QString& key) const;
    // Fits a column's shown title to its width (ComparePanel wraps it to the header's section);
    // refreshTitles() asks the header to read them anew after a section changed width.
    void setTitleWrap(std::function<QString(int section, const QString& title)> wrap) { titleWrap_ = std::move(wrap); }
    void refreshTitles();

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    void refilter();
    static QString twoLineTitle(const QString& title);
    [[nodiscard]] QVariant cellData(const CompareRow& row, const CompareCell& cell, int role) const;

    std::shared_ptr<const CompareTable> table_;
    std::vector<int> visible_;  // indices into table_->rows
    bool showUnchanged_ = false;
    std::function<QString(int, const QString&)> titleWrap_;
};

}  // namespace moe::ui
