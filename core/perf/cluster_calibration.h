#pragma once
// Calibration of the step-time model's efficiency constants against measured runs on the user's
// cluster (issue 8, "Calibration"). Each run contributes one observation (the steady-window step
// time) and, when a step-aligned trace is attached, two more (compute union and exposed
// communication per step). Residuals are log(predicted / measured); parameters are the logs of the
// constants, so the Jacobian column of a constant is its elasticity d log t / d log c.
//
// Identifiability: a constant is fitted only when its column is not (near-)zero — some run
// exercises it — and not (near-)collinear with the columns already chosen (pivoted Gram–Schmidt, a
// rank-revealing QR). Asked-for constants the runs cannot determine are refused with an error
// naming each and why; automatic selection holds them instead and says why.
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"

namespace moe {

struct MeasuredRun {
    std::string name;    // shown in reports ("A", "recipe.yaml + train.log")
    Recipe recipe;
    double step_time_s = 0;                // steady-window mean
    std::optional<double> compute_s;       // per step, from a step-aligned trace
    std::optional<double> exposed_comm_s;  // per step, from a step-aligned trace
};

enum class ObservationKind { StepTime, Compute, ExposedComm };
const char* toString(ObservationKind k);  // "step_time", "compute", "exposed_comm"

// One constant's outcome: fitted, or held at its base value with the reason.
struct ConstantDecision {
    std::string key;
    double base = 0;
    double value = 0;        // fitted value (= base when held)
    double min = 0, max = 0;  // bounds used (from calibrationConstants())
    double sensitivity = 0;  // RMS over observations of d log t / d log c at the base
    bool at_bound = false;   // the fit ended on a bound
    std::string reason;      // English, for the CLI and the profile file
    Message reason_text;     // the same for the studio to translate (issue 42)
};

struct ObservationError {
    std::string run;
    ObservationKind kind = ObservationKind::StepTime;
    double measured_s = 0;
    double before_s = 0, after_s = 0;  // predictions with the base and the fitted calibration
    double before_pct = 0, after_pct = 0;  // (predicted − measured) / measured × 100
};

struct ClusterFitOptions {
    std::vector<std::string> constants;  // keys to fit; empty = choose automatically
    double zero_tolerance = 1e-3;        // RMS elasticity below which a constant is "not exercised"
    double collinearity_tolerance = 0.05;  // residual / original column norm below which it is "collinear"
    int max_iterations = 100;
};

struct ClusterFit {
    Calibration calibration;
    std::vector<ConstantDecision> fitted;
    std::vector<ConstantDecision> held;  // automatic mode: candidates not fitted, with reasons
    std::vector<ObservationError> errors;
    int observations = 0;
    double rms_before_pct = 0, rms_after_pct = 0;  // RMS of the log errors, as % (what the fit minimises)
    // RMS of the per-observation errors as listed (`errors[i].before_pct`, `after_pct`): the figure
    // the studio and the CLI both headline, so one fit reads the same everywhere.
    [[nodiscard]] double rmsListedBeforePct() const;
    [[nodiscard]] double rmsListedAfterPct() const;
    int iterations = 0;
};

// Candidates of the automatic mode, by op kind: compute (dense GEMM, grouped GEMM, attention,
// memory-bound elementwise), links (NVLink, NIC; EP all-to-all NCCL and flex), host launch cost and
// the fixed per-step overhead.
const std::vector<std::string>& defaultClusterFitCandidates();

// Sensitivity matrix and the split into determinable and undeterminable constants (no fitting).
// Errors: no runs, a non-positive measurement, a recipe the model cannot evaluate, an unknown key.
struct Identifiability {
    std::vector<ConstantDecision> determined;
    std::vector<ConstantDecision> undetermined;  // reason says why
    int observations = 0;
};
Result<Identifiability> analyzeIdentifiability(const std::vector<MeasuredRun>& runs, const Calibration& base,
                                               const std::vector<std::string>& candidates, const ClusterFitOptions& options = {});

// Fits (Levenberg–Marquardt in log space, bounded by each constant's range). With explicit
// options.constants, the error's field is "fit" and its reason names every constant refused and why
// (more constants than observations, not exercised by any run, collinear with another).
Result<ClusterFit> fitClusterCalibration(const std::vector<MeasuredRun>& runs, const Calibration& base,
                                         const ClusterFitOptions& options = {});

}  // namespace moe
