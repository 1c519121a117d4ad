#pragma once
// Why a calibration row misses: for each published row the model can evaluate, the shares of the
// predicted step time taken by each component (GEMMs, attention, HBM-bound kernels, each kind of
// exposed communication, host overhead, pipeline bubble, the rest), the kernels' effective
// efficiencies and the knobs the row was modelled with (`moe-plan calibrate --breakdown`).
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/step_time_model.h"

namespace moe {

// Fractions of StepBreakdown::total() (the step time); they sum to 1.
struct StepShares {
    double gemm = 0, attention = 0, hbm = 0;      // kernels, recompute included
    double tp = 0, cp = 0, ep = 0, pp = 0, dp = 0;  // exposed communication
    double host = 0, bubble = 0;
    // Optimizer step, optimizer offload, fixed per-step overhead, and any kernel time the model
    // does not attribute to GEMM, attention or HBM-bound work.
    double rest = 0;
    [[nodiscard]] double sum() const { return gemm + attention + hbm + tp + cp + ep + pp + dp + host + bubble + rest; }
};
// All zero when the breakdown's total is not positive.
StepShares stepShares(const StepBreakdown& breakdown);

struct RowBreakdown {
    PublishedRun run;
    bool controlled_run = false;    // one of seedFigureCases(), not a published row
    bool known_regression = false;  // footnoted in the source table: not fitted, not gated
    std::string layout;             // the layout and knobs it was modelled with
    std::string precision;          // the precision it was modelled in ("FP8-MX" rows read as MXFP8)
    double predicted_tokens_per_s_per_gpu = 0;
    double error = 0;               // (predicted − published) / published, tokens/s/GPU
    double step_time_s = 0;
    StepShares shares;
    ComputeEfficiency efficiency;   // groupedVsPeak(), denseVsPeak(), attention_fwd, attention_bwd
    std::string wall;
};

// One prepared row predicted with `cal`; the model's error when it cannot be evaluated.
Result<RowBreakdown> breakdownRow(const FitCase& row, const Calibration& cal);

struct CalibrationBreakdown {
    std::vector<RowBreakdown> rows;
    std::vector<std::string> unmodelled;  // "model on system (container): reason"
};
// Every row of `runs` the model can evaluate (footnoted regressions included, flagged), in file
// order, followed by the controlled-run figures of seedFigureCases() that the fit also uses.
CalibrationBreakdown calibrationBreakdown(const std::vector<PublishedRun>& runs, const Calibration& cal,
                                          KnobEra era = KnobEra::ByContainer);

// One Markdown table row per modelled row (shares and efficiencies in %), a legend, the unmodelled.
std::string calibrationBreakdownMarkdown(const CalibrationBreakdown& breakdown);

}  // namespace moe
