#pragma once
// "Show predicted timeline": the schedule simulator run off the GUI thread for the current recipe,
// its predicted trace made into a Trace-dock document, and — when a measured trace is open — the
// two merged (measured first step aligned with the prediction's start) with the predicted-vs-
// measured table. Only the newest request's outcome reaches the GUI (LatestOnlyRunner).
#include <QObject>
#include <QString>
#include <memory>

#include "core/memory/memory_assumptions.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"
#include "core/schedule/prediction_comparison.h"
#include "ui/trace/trace_document.h"

namespace moe::jobs {
class LatestOnlyRunner;
}

namespace moe::ui {

struct PredictionOutcome {
    TraceDocumentPtr document;  // null on failure
    std::shared_ptr<const schedule::PredictionComparison> comparison;  // null without a measured trace
    double step_s = 0;
    double analytic_step_s = 0;
    QString error;              // core's Error::toString() on failure
    // The recipe cannot run (a hard rule or memory over usable HBM): no step is simulated for it,
    // as the Estimate dock shows none; `error` says why.
    bool cannotRun = false;
};

// In English, lane labels of the predicted ranks start with this ("pred PP0 compute", "pred PP0 ep"),
// so both kinds can be told apart on screen (other languages translate it; code asks
// TimelineLane::predicted); measured lanes keep the importer's "r0 GPU0 s7".
inline constexpr const char* kPredictedLanePrefix = "pred ";

// Synchronous body of the job (tests and the CLI-like paths): check that the recipe can run (its
// hard rules, its memory under `assumptions`), simulate, make the document, compare.
PredictionOutcome buildPrediction(const Recipe& recipe, const Calibration& cal, const TraceDocumentPtr& measured,
                                  const MemoryAssumptions& assumptions = {});

class PredictionJob : public QObject {
    Q_OBJECT
public:
    explicit PredictionJob(QObject* parent = nullptr);
    ~PredictionJob() override;
    void start(const Recipe& recipe, const Calibration& cal, TraceDocumentPtr measured,
               const MemoryAssumptions& assumptions = {});
    [[nodiscard]] bool isBusy() const;
    bool waitForDone(int msecs = -1);

signals:
    void finished(const moe::ui::PredictionOutcome& outcome);
    void busyChanged(bool busy);

private:
    jobs::LatestOnlyRunner* runner_;
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(moe::ui::PredictionOutcome)
