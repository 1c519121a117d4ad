#pragma once
// The estimate panel: the step time of the current recipe split into compute, recompute, exposed
// communication by kind, bubble, host and optimizer parts (a stacked bar and a table that doubles
// as its legend), tokens/s/GPU, model TFLOP/s/GPU, MFU, the dominant wall with its reason and the
// seeds' next single lever, with the uncertainty band beside the step time and every figure rounded
// to what the band supports (a gain of the next lever is claimed only beyond it). estimateStepTime runs on a jobs::LatestOnlyRunner on every recipe
// change, so only the newest recipe's estimate is ever shown. An invalid recipe (validation
// errors), a core error or a plan that does not fit in memory shows that instead of numbers.
#include <QBoxLayout>
#include <QWidget>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "core/flops/model_flops.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/lever_gain.h"
#include "core/perf/step_time_model.h"
#include "jobs/latest_only_runner.h"
#include "ui/estimate/step_breakdown_geometry.h"

class QCPBars;
class QCustomPlot;
class QLabel;
class QPushButton;
class QTableView;
class QToolButton;

namespace moe::ui {

class StepBreakdownModel;
class StudioState;

// One evaluation: the estimate, or why there is none.
struct EstimateOutcome {
    std::vector<QString> invalid;          // validation errors ("rule: message"); non-empty = invalid
    QString error;                         // the core error when estimateStepTime refused
    std::optional<StepEstimate> estimate;  // set when the step could be estimated
    QString precision;                     // the recipe's precision, for the MFU caption
    Uncertainty uncertainty;               // the estimate's band (cross-validated errors of comparable rows)
    LeverGain lever;                       // what the next lever buys, when it is one change
    QString toFit;                         // over usable HBM: the memory finding's fix (what makes it fit)
    QString calibrationNote;  // which constants made the figures, and a caution for a profile of other GPUs
    // The FLOPs counts other than the studio's that differ from it for this model (sliding windows,
    // a gate other than SwiGLU), and the sentence naming the count, for the TFLOP/s and MFU labels.
    std::vector<FlopsCountFigure> otherFlopsCounts;
    QString flopsCountHelp;
    [[nodiscard]] bool hasNumbers() const { return estimate && estimate->memory_fits; }
};

class EstimatePanel : public QWidget {
    Q_OBJECT
public:
    enum class Metric { StepTime, Tokens, Tflops, Mfu };

    explicit EstimatePanel(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] QLabel* headline() const { return headline_; }
    [[nodiscard]] QLabel* metricLabel(Metric metric) const;
    // Under TFLOP/s and MFU: which FLOPs count they use ("Bridge count") and, where another count
    // differs by more than 1 %, the figures under it ("By Megatron-LM's training.py count: ...").
    [[nodiscard]] QLabel* mfuDetailLabel() const { return mfuDetail_; }
    [[nodiscard]] QLabel* otherCountLabel() const { return otherCount_; }
    [[nodiscard]] QLabel* wallLabel() const { return wall_; }
    [[nodiscard]] QLabel* leverLabel() const { return lever_; }
    // "Uncertainty: ±14 % — 80 % of the cross-validated errors of ... rows; basis: ..."
    [[nodiscard]] QLabel* uncertaintyLabel() const { return uncertainty_; }
    [[nodiscard]] StepBreakdownModel* breakdownModel() const { return model_; }
    [[nodiscard]] QTableView* breakdownView() const { return table_; }
    // The sentences (uncertainty, wall, next lever) beside the breakdown from this panel width on,
    // above it below.
    static constexpr int kSideBySideWidth = 760;
    [[nodiscard]] bool breakdownBesideSentences() const { return body_->direction() == QBoxLayout::LeftToRight; }
    [[nodiscard]] QCustomPlot* plot() const { return plot_; }
    [[nodiscard]] QCPBars* bars(StepPart part) const;
    // "Show predicted timeline": asks the window to simulate the step and open it in the Trace dock.
    [[nodiscard]] QPushButton* predictedTimelineButton() const { return predicted_; }
    // "Details": the uncertainty sentence and the breakdown (chart and table), folded away by
    // default below kDetailsShownFromHeight px of window height so that the dock shows all it holds on a laptop or
    // projector (reviews 29, 30: they were cut at every size; the band stays beside the step time,
    // the sentence in its tooltip). The choice is remembered.
    [[nodiscard]] QToolButton* detailsButton() const { return details_; }
    [[nodiscard]] bool detailsShown() const { return detailsShown_; }
    void setDetailsShown(bool shown);
    static constexpr int kDetailsShownFromHeight = 1600;
    // The newest shown outcome; empty until the first result arrives.
    [[nodiscard]] const std::shared_ptr<const EstimateOutcome>& outcome() const { return outcome_; }
    // Blocks until the running estimate finishes and its result is shown (tests, screenshots).
    void settle();
    // Computes what edits made while the panel's dock was tabbed away skipped.
    void catchUp();
    // catchUp() and waits for its result: what an export of the breakdown picture reads must be the
    // recipe's now, even with the dock tabbed away (review: a slide showed an earlier recipe's bars).
    void bringUpToDate();
    // Keeps the outcome current while tabbed away, for a reader other than this panel (the Trace
    // dock holds a measured step against it); catches up at once when turned on.
    void setComputeWhileTabbedAway(bool on);

signals:
    // A new outcome was shown (queued replot requested).
    void updated();
    void predictedTimelineRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void applyDetails();
    void recompute();
    void submit();
    [[nodiscard]] QString calibrationNote() const;
    void present(quint64 generation, const QVariant& result);
    void showNoNumbers(const QString& headline, bool problem = true);
    void showNumbers(const StepEstimate& estimate);
    void showDiagnosis(const StepEstimate& estimate);

    StudioState* state_;
    jobs::LatestOnlyRunner runner_;
    QLabel* headline_;
    std::array<QLabel*, 4> metrics_{};
    QLabel* tflopsDetail_;
    QLabel* mfuDetail_;
    QLabel* otherCount_;
    QLabel* uncertainty_;
    QLabel* wall_;
    QLabel* lever_;
    QCustomPlot* plot_;
    std::array<QCPBars*, kStepParts.size()> bars_{};
    StepBreakdownModel* model_;
    QTableView* table_;
    QBoxLayout* body_ = nullptr;  // the sentences and the breakdown: side by side or stacked
    QPushButton* predicted_;
    QToolButton* details_;
    bool detailsShown_ = true;
    bool detailsDecided_ = false;  // by the user's remembered choice, or at the first show
    std::shared_ptr<const EstimateOutcome> outcome_;
    bool stale_ = false;  // an edit arrived while tabbed away
    bool computeWhileTabbedAway_ = false;
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(std::shared_ptr<const moe::ui::EstimateOutcome>)
