#pragma once
// The Search dock's constraints row: fixed dimensions as "tp=1, pp=8" text (the CLI's --fix syntax,
// parsed by core's parseFixedDimensions so both reject the same items with the same words), the
// precisions and dispatchers to try (checkable menus; none checked = the recipe's own), the share of
// usable HBM the binding stage may use, and whether full recompute is searched.
#include <QWidget>
#include <vector>

#include "core/common/error.h"
#include "core/options/training_options.h"
#include "core/search/layout_search.h"

class QAction;
class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QMenu;
class QToolButton;

namespace moe::ui {

class SearchConstraintsWidget : public QWidget {
    Q_OBJECT
public:
    explicit SearchConstraintsWidget(QWidget* parent = nullptr);

    [[nodiscard]] QLineEdit* fixedEdit() const { return fixed_; }
    [[nodiscard]] QToolButton* precisionButton() const { return precisionButton_; }
    [[nodiscard]] QToolButton* dispatcherButton() const { return dispatcherButton_; }
    [[nodiscard]] QAction* precisionAction(Precision p) const;
    [[nodiscard]] QAction* dispatcherAction(Dispatcher d) const;
    [[nodiscard]] QDoubleSpinBox* maxMemoryBox() const { return maxMemory_; }
    [[nodiscard]] QCheckBox* fullRecomputeBox() const { return fullRecompute_; }

    [[nodiscard]] std::vector<Precision> checkedPrecisions() const;
    [[nodiscard]] std::vector<Dispatcher> checkedDispatchers() const;

    // What "none checked" means: the recipe's own precision and dispatcher, shown in the buttons.
    void setRecipeDefaults(Precision precision, Dispatcher dispatcher);

    // Writes fixed, precisions, dispatchers, max_memory_fraction and allow_full_recompute into
    // `constraints`; on a bad fixed-dimension text returns its error and leaves `constraints` as it was.
    [[nodiscard]] Status applyTo(SearchConstraints& constraints) const;
    // The settings as they stand, in one line ("fix tp=1 · bf16 · flex_hybridep · ≤ 100 % · full
    // recompute"): equal texts, equal searches. For telling results of other settings apart.
    [[nodiscard]] QString settingsText() const;

signals:
    // Enter in the fixed-dimension field: the user means "search with this".
    void submitted();
    // Any setting changed (results searched with the old ones no longer answer these).
    void changed();

private:
    void updateButtonTexts();

    QLineEdit* fixed_;
    QToolButton* precisionButton_;
    QToolButton* dispatcherButton_;
    QMenu* precisionMenu_;
    QMenu* dispatcherMenu_;
    QDoubleSpinBox* maxMemory_;
    QCheckBox* fullRecompute_;
    std::vector<std::pair<Precision, QAction*>> precisionActions_;
    std::vector<std::pair<Dispatcher, QAction*>> dispatcherActions_;
    Precision recipePrecision_ = Precision::BF16;
    Dispatcher recipeDispatcher_ = Dispatcher::AllToAll;
};

}  // namespace moe::ui
