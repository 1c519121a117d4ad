#pragma once
// Calibration against published Megatron-Bridge throughput rows (../shared/data/published-runs.json,
// MXFP8, seq 4096): builds a Recipe per row from the catalog model and GPU plus the row's layout and
// the Bridge perf-recipe knobs of domain §8.5, predicts it, reports the error, and fits the
// efficiency constants by coordinate search on the squared log error.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe {

struct PublishedRun {
    std::string container, model, system, precision, note;
    int64_t gpus = 0, gbs = 0, mbs = 0, seq = 0;
    int tp = 1, pp = 1, cp = 1, vp = 1, ep = 1;
    double tokens_per_s_per_gpu = 0;
    double tflops_per_gpu = 0;
};

// Parses the file's "runs" array; a malformed row is an error naming its index and key.
Result<std::vector<PublishedRun>> parsePublishedRuns(const std::string& jsonText, const std::string& origin);
Result<std::vector<PublishedRun>> loadPublishedRuns(const std::string& path);

// The recipe a row describes, or the reason it cannot be modelled (model not in the catalog,
// layers that cannot be placed).
Result<Recipe> recipeForRun(const PublishedRun& run);

struct RunPrediction {
    PublishedRun run;
    bool modelled = false;
    std::string reason;             // why not modelled
    bool known_regression = false;  // the source table footnotes a regression: not in the ±20 % gate
    std::string layout;             // "TP1 PP2 VP8 EP32 MBS1 GBS4096, hybridep, FI"
    double predicted_tokens_per_s_per_gpu = 0;
    double predicted_tflops_per_gpu = 0;
    double error_pct = 0;           // (predicted − published) / published × 100, tokens/s/GPU
    std::string wall;
};

// Predicts every row with `cal`, each under its own container's release factor.
std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Calibration& cal);

struct FitSummary {
    int rows = 0, modelled = 0, unmodelled = 0, gated = 0, known_regressions = 0, within_20pct = 0;
    double median_abs_error_pct = 0, max_abs_error_pct = 0;   // over gated rows
};
FitSummary summarizePredictions(const std::vector<RunPrediction>& predictions);

// Coordinate search (multiplicative steps, shrinking) on the constants that the rows constrain, the
// release factors (26.08 fixed at 1) and the hardware factors (GB300 fixed at 1), minimising the sum
// of Huber losses (δ = 0.2) of the log errors over gated rows. `log` receives one line per round.
Calibration fitCalibration(const std::vector<PublishedRun>& runs, const Calibration& start, int rounds,
                           const std::function<void(const std::string&)>& log = {});

// docs/calibration.md body: the fit table and the summary.
std::string calibrationMarkdown(const std::vector<RunPrediction>& predictions, const FitSummary& summary);

}  // namespace moe
