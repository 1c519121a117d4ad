#pragma once
// Calibration against published Megatron-Bridge throughput rows (../shared/data/published-runs.json,
// MXFP8, seq 4096): builds a Recipe per row from the catalog model and GPU plus the row's layout and
// the Bridge perf-recipe knobs of domain §8.5, predicts it, reports the error, and fits the
// efficiency constants by coordinate search on the squared log error.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/memory_model.h"
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

// Which knobs a published row ran with (the tables give the layout only). Latest: every container
// with the knobs of the current Bridge perf recipes (domain reference, built-in library). ByContainer
// (default): the same, except that containers before 26.06 ran the recipes that now use
// full-iteration CUDA graphs with TE-scoped graphs and without EP overlap — an assumption, reported
// as such in docs/calibration.md.
enum class KnobEra { Latest, ByContainer };

// The recipe a row describes, or the reason it cannot be modelled (model not in the catalog,
// layers that cannot be placed).
Result<Recipe> recipeForRun(const PublishedRun& run, KnobEra era = KnobEra::ByContainer);
// The layout and the knobs a row is modelled with: "TP1 PP2 VP8 EP32 MBS1 GBS4096, hybridep, FI".
std::string describeModelledLayout(const Recipe& recipe);
// The source table footnotes a regression for the row: reported, but neither fitted nor gated.
bool isFootnotedRegression(const PublishedRun& run);

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

// Predicts every row with `cal` (no per-container or per-GPU factor: a row differs from another only
// by its recipe and hardware).
std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Calibration& cal, KnobEra era = KnobEra::ByContainer);

struct FitSummary {
    int rows = 0, modelled = 0, unmodelled = 0, gated = 0, known_regressions = 0, within_20pct = 0;
    double median_abs_error_pct = 0, max_abs_error_pct = 0;   // over gated rows
};
FitSummary summarizePredictions(const std::vector<RunPrediction>& predictions);

// A row prepared for fitting: its recipe with the memory report and placement computed once.
struct FitCase {
    FitCase(Recipe recipe, PublishedRun run);
    Recipe recipe;
    PublishedRun run;
    double published = 0;  // tokens/s/GPU
    std::shared_ptr<const MemoryReport> memory;
    std::shared_ptr<const PipelinePlacement> placement;
    [[nodiscard]] double predictTokens(const Calibration& cal) const;  // 0 when the row cannot be evaluated
    [[nodiscard]] Result<StepEstimate> predict(const Calibration& cal) const;
};
// The catalog model a published row's name stands for ("DeepSeekV3 (w/o MTP)" → "DeepSeek-V3"), or
// the published name when it has none.
std::string catalogModelName(const std::string& publishedModel);
// The seeds' measured figures that calibration may use, as fitting rows: the controlled 16×H100
// Qwen3-30B-A3B HybridEP run (built-in recipe qwen3-30b-a3b-16xh100-hybridep) with plain EP overlap
// (20.992 s per step) and without it (24.7138 s). Their container reads "controlled-run", their system
// "DGX-H100".
std::vector<FitCase> seedFigureCases();
// The modelled rows without a footnoted regression.
std::vector<FitCase> fitCases(const std::vector<PublishedRun>& runs, KnobEra era = KnobEra::ByContainer);

// Coordinate search (multiplicative steps, shrinking) on the constants marked fitted, inside their
// plausible ranges, minimising the sum of Huber losses (δ = 0.2) of the log errors of tokens/s/GPU.
// `log` receives one line per round.
Calibration fitCalibration(const std::vector<FitCase>& cases, const Calibration& start, int rounds,
                           const std::function<void(const std::string&)>& log = {});

// The fit's objective: the sum of Huber losses (δ = 0.2) of the rows' log errors.
double fitObjective(const std::vector<FitCase>& cases, const Calibration& c);
// Starting points that know nothing of the rows: `base` with every fitted constant at its prior
// (CalibrationConstant::prior), then all of them at the lower and at the upper geometric third of
// their ranges.
std::vector<Calibration> dataBlindStarts(const Calibration& base);
// fitCalibration from each data-blind start; the fit with the lowest objective wins. The result
// does not depend on the fitted constants' values in `base`, so a cross-validation fold cannot
// inherit anything from a fit that saw its held-out rows.
Calibration fitFromDataBlindStarts(const std::vector<FitCase>& cases, const Calibration& base, int rounds,
                                   const std::function<void(const std::string&)>& log = {});
Calibration fitFromDataBlindStarts(const std::vector<PublishedRun>& runs, const Calibration& base, int rounds,
                                   const std::function<void(const std::string&)>& log = {}, KnobEra era = KnobEra::ByContainer);

// docs/calibration.md body: the fit table and the summary.
std::string calibrationMarkdown(const std::vector<RunPrediction>& predictions, const FitSummary& summary);

}  // namespace moe
