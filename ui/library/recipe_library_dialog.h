#pragma once
// File ▸ Open from Library…: the built-in recipe library (seed configurations and the
// Megatron-Bridge performance recipes of domain §8.5) as a table filtered by model, GPU,
// precision and sequence length. Opening a recipe replaces the studio's recipe as one undoable
// step (StudioState::replaceRecipe), like opening a file.
#include <QDialog>
#include <functional>
#include <vector>

#include "core/catalog/recipe_library.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace moe::ui {

class RecipeLibraryModel;
class StudioState;

class RecipeLibraryDialog : public QDialog {
    Q_OBJECT
public:
    // `entries` defaults to the built-in library; tests may pass their own.
    explicit RecipeLibraryDialog(StudioState* state, QWidget* parent = nullptr);
    RecipeLibraryDialog(StudioState* state, std::vector<RecipeLibraryEntry> entries, QWidget* parent = nullptr);

    [[nodiscard]] QComboBox* modelFilter() const { return model_; }
    [[nodiscard]] QComboBox* gpuFilter() const { return gpu_; }
    [[nodiscard]] QComboBox* precisionFilter() const { return precision_; }
    [[nodiscard]] QComboBox* seqFilter() const { return seq_; }
    [[nodiscard]] QTableView* table() const { return table_; }
    [[nodiscard]] RecipeLibraryModel* libraryModel() const { return tableModel_; }
    [[nodiscard]] QPushButton* openButton() const { return openButton_; }
    [[nodiscard]] QLabel* detailLabel() const { return detail_; }
    // The filter the combo boxes currently express.
    [[nodiscard]] RecipeLibraryFilter currentFilter() const;
    // Asked before a recipe replaces the studio's (unsaved edits: Save / Discard / Cancel); false
    // keeps the current recipe and the dialog open.
    void setConfirmReplace(std::function<bool()> confirm) { confirmReplace_ = std::move(confirm); }

public slots:
    // Loads the selected recipe into the studio (undoable) and accepts the dialog. False (and the
    // reason in the detail label) when nothing is selected or the recipe does not load.
    bool openSelected();

signals:
    void recipeOpened(const QString& id);

protected:
    // Enter on the table opens the selected recipe (the view would swallow it otherwise).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildUi();
    void fillFilters();
    void applyFilter();
    void updateDetail();
    [[nodiscard]] const RecipeLibraryEntry* selectedEntry() const;

    StudioState* state_;
    std::vector<RecipeLibraryEntry> all_;
    QString loadError_;
    QComboBox* model_ = nullptr;
    QComboBox* gpu_ = nullptr;
    QComboBox* precision_ = nullptr;
    QComboBox* seq_ = nullptr;
    QTableView* table_ = nullptr;
    RecipeLibraryModel* tableModel_ = nullptr;
    QLabel* detail_ = nullptr;
    QPushButton* openButton_ = nullptr;
    std::function<bool()> confirmReplace_;
};

}  // namespace moe::ui
