#pragma once
// The predicted-vs-measured table under the timeline: time per step by kernel role (largest
// difference first) and by step phase, predicted, measured and their difference, with the step
// times, whether the trace is the recipe's run at all, and the comparison's warnings above it. Hidden while no comparison is shown.
#include <QStringList>
#include <QWidget>
#include <memory>

#include "core/perf/estimate_uncertainty.h"
#include "core/schedule/prediction_comparison.h"

class QLabel;
class QTableWidget;

namespace moe::ui {

class PredictionTable : public QWidget {
    Q_OBJECT
public:
    explicit PredictionTable(QWidget* parent = nullptr);
    void setComparison(std::shared_ptr<const schedule::PredictionComparison> comparison);
    // What the measured trace records that contradicts the recipe, without sources ("GPU: recipe
    // H100-SXM, run Tesla V100"): the verdict names them, and with any the run is not the recipe's
    // whatever its step.
    void setRecordedConflicts(const QStringList& conflicts);
    // The Estimate's band: the predicted step is printed at its digits, as the Estimate prints it.
    void setStepBand(const Uncertainty& band);
    [[nodiscard]] QTableWidget* table() const { return table_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }
    // True when the verdict says the trace is another job's (its step or what it records).
    [[nodiscard]] bool notThisRecipesRun() const {
        return comparison_ && (comparison_->not_this_recipe || !conflicts_.isEmpty());
    }
    // The whole summary (the verdict) plus the table's header and two rows: the trace dock's splitter
    // never squeezes the summary's lines under the table.
    [[nodiscard]] QSize minimumSizeHint() const override;

private:
    void render();
    std::shared_ptr<const schedule::PredictionComparison> comparison_;
    QStringList conflicts_;
    Uncertainty band_;
    QLabel* summary_;
    QTableWidget* table_;
};

}  // namespace moe::ui
