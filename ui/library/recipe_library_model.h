#pragma once
// Table model over an immutable snapshot of recipe-library entries (core/catalog/recipe_library.h):
// one row per recipe, columns recipe id, model, GPU, GPU count, sequence, precision, family.
// setEntries() swaps the snapshot with a model reset; nothing edits rows in place.
#include <QAbstractTableModel>
#include <vector>

#include "core/catalog/recipe_library.h"

namespace moe::ui {

class RecipeLibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { IdColumn, ModelColumn, GpuColumn, GpusColumn, SeqColumn, PrecisionColumn, FamilyColumn, ColumnCount };
    // Qt::UserRole on any column: the entry's id (builtin:ID).
    static constexpr int IdRole = Qt::UserRole;

    explicit RecipeLibraryModel(QObject* parent = nullptr);

    void setEntries(std::vector<RecipeLibraryEntry> entries);
    [[nodiscard]] const std::vector<RecipeLibraryEntry>& entries() const { return entries_; }
    [[nodiscard]] const RecipeLibraryEntry* entryAt(int row) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    std::vector<RecipeLibraryEntry> entries_;
};

}  // namespace moe::ui
