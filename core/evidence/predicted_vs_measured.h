#pragma once
// The planning core's estimate for a run's recipe beside what the run measured (issue 8): step
// time, TFLOP/s/GPU, tokens/s/GPU and peak memory against the steady window, and — when a trace is
// attached — compute, exposed communication and idle time per window against the estimate's
// breakdown. Error per component = predicted − measured, and its percentage of the measured value.
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/evidence/run_evidence.h"
#include "core/evidence/trace_evidence.h"
#include "core/logs/steady_window.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe::evidence {

struct ComponentError {
    std::string component;  // snake_case id: step_time_ms, tflops_per_gpu, ...
    std::string label;      // "step time (ms)"
    double predicted = 0;
    std::optional<double> measured;
    std::string measured_source;  // "log window 41-50", "trace (3 step windows)", or why unmeasured
    // The step-time model's own figures (step time, TFLOP/s, tokens/s), which carry its band.
    enum class Banded { No, Throughput, Time } banded = Banded::No;
    [[nodiscard]] std::optional<double> error() const;  // predicted − measured
    [[nodiscard]] std::optional<double> errorPct() const;
    // Whether the measured value lies inside the band as it is printed, ±halfWidth around the
    // prediction (on throughput: measured ÷ predicted − 1 for TFLOP/s and tokens/s, predicted ÷
    // measured − 1 for time); nullopt when unbanded, unmeasured or no band is known.
    [[nodiscard]] std::optional<bool> insideBand(const Uncertainty& band) const;
};

struct PredictedVsMeasured {
    StepEstimate estimate;
    Uncertainty band;  // how sure the estimate is (cross-validated residuals of comparable rows)
    std::vector<ComponentError> rows;
    std::vector<std::string> warnings;
    // False when the run is not the recipe's job: the rows then carry the prediction only (no
    // measured value, so no error) and `not_compared` says why (RunVerdict::summary).
    bool compared = true;
    std::string not_compared;
    Message not_compared_text;  // not_compared as a message for the studio (its english() is not_compared)
    // Why it is not compared, for views that name the case in a word.
    enum class NotCompared { No, OtherJob, FarFromPrediction, RecipeDoesNotFit } why_not_compared = NotCompared::No;
    // The FLOPs count the TFLOP/s/GPU row compares in: the log's own (RunEvidence::log_flops), whose
    // figure the prediction is converted to, else the studio's; and a sentence that names it on both
    // sides (empty where the counts agree for the model).
    FlopsCount tflops_count = kStudioFlopsCount;
    std::string tflops_note;
    // The row of one component ("step_time_ms", ...), or null.
    [[nodiscard]] const ComponentError* row(const std::string& component) const;
};

// Errors when the recipe cannot be estimated (the estimate's error, naming the field).
Result<PredictedVsMeasured> predictedVsMeasured(const Recipe& recipe, const Calibration& calibration,
                                                const logs::WindowEvidence* window, const TraceSummary* trace);

// The run's recipe against the run's own window and merged traces, as every view shows it: when
// the run's verdict says it is not the recipe's job, only the prediction. Errors when the run has
// no recipe or the recipe cannot be estimated.
Result<PredictedVsMeasured> predictRun(const RunEvidence& run, const Calibration& calibration);

}  // namespace moe::evidence
