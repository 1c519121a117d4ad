#pragma once
// The feasibility panel: for the recipe's model × hardware × sequence × options, which GPU counts
// (up to a chosen maximum) can run it at all, the smallest plan each, or why not; the seed's CP
// starting point and the GBS/GA consequences. analyzeFeasibility runs on a jobs::LatestOnlyRunner
// with a progress bar and Cancel, only when an input it depends on changes (not on a TP edit),
// and only while the panel is visible (a hidden tab catches up when shown).
#include <QWidget>
#include <memory>
#include <optional>

#include "core/feasibility/feasibility.h"
#include "jobs/latest_only_runner.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace moe::ui {

class FeasibilityModel;
class StudioState;

// One analysis: the result, or the core error that prevented it.
struct FeasibilityOutcome {
    std::shared_ptr<const FeasibilityResult> result;
    QString error;
    QString inputs;  // "Qwen3-30B-A3B at seq 4096 on H100-SXM (bf16), up to 64 GPUs"
};

class FeasibilityPanel : public QWidget {
    Q_OBJECT
public:
    explicit FeasibilityPanel(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] FeasibilityModel* model() const { return model_; }
    [[nodiscard]] QSortFilterProxyModel* sortedModel() const { return proxy_; }
    [[nodiscard]] QTableView* view() const { return view_; }
    [[nodiscard]] QSpinBox* maxGpusBox() const { return maxGpus_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }
    [[nodiscard]] QProgressBar* progressBar() const { return progress_; }
    [[nodiscard]] QPushButton* cancelButton() const { return cancel_; }
    [[nodiscard]] const std::shared_ptr<const FeasibilityOutcome>& outcome() const { return outcome_; }
    [[nodiscard]] bool isRunning() const { return runner_.isBusy(); }
    // Blocks until the running analysis finishes and its result is shown (tests).
    void settle();
    // Analyses what changed while the panel's dock was hidden or tabbed away (no-op otherwise).
    void catchUp();

    // Makes the plan of the row for `gpus` the recipe's (layout, GPU count, batch and the memory
    // levers it needs) as one undoable edit. False, with the reason in the summary, when that row
    // does not fit or the analysis is older than the recipe.
    bool applyPlan(int64_t gpus);
    [[nodiscard]] QPushButton* applyButton() const { return apply_; }

public slots:
    // Runs the analysis now, even when the inputs did not change.
    void recompute();
    void cancel();

signals:
    // A new outcome was shown, or a cancel took effect.
    void updated();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void onRecipeChanged();
    void updateApply();
    [[nodiscard]] const FeasibilityRow* rowFor(int64_t gpus) const;
    [[nodiscard]] int64_t selectedGpus() const;
    void present(quint64 generation, const QVariant& result);

    StudioState* state_;
    jobs::LatestOnlyRunner runner_;
    FeasibilityModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* view_;
    QSpinBox* maxGpus_;
    // Until the user sets the maximum it follows the recipe (4× its GPUs, as the CLI), down as
    // well as up (a review in Chinese changed 64 → 1024 → 64 GPUs and kept a maximum of 4,096).
    bool maxGpusEdited_ = false;
    [[nodiscard]] int automaticMaxGpus() const;
    QLabel* summary_;
    QProgressBar* progress_;
    QPushButton* run_;
    QPushButton* cancel_;
    QPushButton* apply_;
    // What the analysis depends on; a recipe change that leaves these alone does not rerun it.
    struct Inputs {
        ModelSpec model;
        HardwareSpec hardware;
        int64_t seq = 0;
        TrainingOptions options;
        int64_t gbs = 0;
        int mbs = 0;
        int64_t maxGpus = 0;
        MemoryAssumptions assumptions;
        bool operator==(const Inputs&) const = default;
    };
    [[nodiscard]] Inputs currentInputs() const;

    std::shared_ptr<const FeasibilityOutcome> outcome_;
    std::optional<Inputs> submitted_;  // the inputs of the newest submitted analysis
    bool pending_ = true;              // inputs changed while hidden
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(std::shared_ptr<const moe::ui::FeasibilityOutcome>)
