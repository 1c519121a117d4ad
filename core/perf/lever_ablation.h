#pragma once
// Lever effects as a check of their own (`moe-plan calibrate --levers FILE`): a published
// optimisation history (one run, one change per step, throughput after each) is modelled step by
// step, and for every step that changes an option the studio models ("knob") the predicted gain
// over the previous step is set against the published one. Steps that change software with the
// same options ("software") are shown, never fitted: the model, keyed on options, predicts no gain
// for them.
//
// The rule a knob step must pass: the sign of the gain right, and the predicted gain within ±50 %
// of the published one, or within ±3 points where the published gain is small (the larger of the
// two tolerances applies).
//
// Software eras: the history's early steps ran on older software with a slower host (the host-code
// step alone gained 10 %), which a model keyed on options cannot know. So the software steps split
// the history into eras, and each era's knob steps are predicted from the era's own start: the
// last step before them (the baseline or a software step) is the era's anchor, and the one unknown,
// the era's host time per eager operation (launch_cost_us, allowed above the calibration's range
// here only), is solved so that the model reproduces the anchor's published throughput. The
// anchor's throughput is therefore used, not predicted; what is predicted, and checked, is each
// knob step's gain inside its era at that host cost: an out-of-sample test of the knob gains.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"

namespace moe {

// The options a step lists as in force after it.
struct LeverOptions {
    Dispatcher dispatcher = Dispatcher::AllToAll;
    std::vector<RecomputeModule> recompute_modules;
    std::vector<CudaGraphScope> cuda_graph_scopes;   // TE-scoped graphs; empty = eager
    bool moe_router_fusion = false;                  // recorded; a software change to the model
    bool shared_expert_in_graph = false;             // graphs capture the shared expert: its overlap is off
};

struct LeverStep {
    int step = 0;
    std::string change;
    std::string kind;   // "baseline", "knob" or "software"
    // A knob step that arrived with a software change the options cannot show (the file's
    // "software_too"): only the sign of its gain is held to the rule.
    bool software_too = false;
    std::string note;
    LeverOptions options;
    double model_tflops_per_gpu = 0;
};

// The run every step shares.
struct LeverRun {
    std::string model, system, precision, pipeline_layout;
    int64_t gpus = 0, gbs = 0, mbs = 0, seq = 0;
    int tp = 1, pp = 1, vpp = 1, cp = 1, ep = 1, etp = 1, mtp_layers = -1;  // -1: the catalog's
    bool bf16_optimizer_states = false;
    bool forced_balance = false;
};

struct LeverHistory {
    LeverRun run;
    std::vector<LeverStep> steps;
};

// Parses lever-ablations.json ({"run": {...}, "steps": [...]}); a malformed entry is an error
// naming `origin`, the field ("steps[3].options.dispatcher") and the reason.
Result<LeverHistory> parseLeverHistory(const std::string& jsonText, const std::string& origin);
Result<LeverHistory> loadLeverHistory(const std::string& path);

// The recipe of one step: the run's layout on the catalog model and GPU, the step's options, and
// the knobs the history keeps throughout (MXFP8 with parameter gather, forced balance, manual GC,
// distributed optimizer with overlapped grad reduce and param gather, BF16 moments).
Result<Recipe> recipeForLeverStep(const LeverHistory& history, size_t index);

struct LeverStepResult {
    int step = 0;
    std::string change, kind;
    double published_tflops = 0, predicted_tflops = 0;
    double published_gain = 0;   // over the previous step, fraction (0 for the baseline)
    double predicted_gain = 0;   // with the shipped calibration (0 for software steps)
    // The step's era: its anchor (the baseline or software step that starts it; -1 for an era
    // without knob steps), the host cost solved there, the throughput at that cost (equal to the
    // published one on the anchor when it is reachable) and, for knob steps, the gain over the
    // previous step at that cost, which the rule checks.
    int era_anchor = -1;
    double era_launch_cost_us = 0;
    bool era_anchor_reached = false;  // false: even without host time the model is slower than the anchor
    double era_tflops = 0, era_gain = 0;
    double tolerance = 0;        // allowed |predicted − published| gain, fraction (knob steps)
    bool checked = false;        // a knob step: held to the rule
    bool sign_only = false;      // software_too: only the sign is checked
    bool passes = true;          // sign right and within the tolerance (true for unchecked steps)
    // The shipped model alone (no anchor): whether its gain has the published sign and passes the rule.
    bool shipped_sign_right = true, shipped_passes = true;
    // The step before, given as a measured run: the host cost per eager operation at which the
    // model meets it, and this knob step predicted from there.
    double measured_anchor_launch_cost_us = 0;
    double measured_anchor_gain = 0;
    bool measured_anchor_passes = true;
};

struct LeverCheck {
    std::vector<LeverStepResult> steps;
    int knob_steps = 0, passed = 0;
    int shipped_sign_right = 0, shipped_passed = 0;  // the shipped model alone
    int measured_anchor_passed = 0;                   // each step anchored on the step before as a measured run
    [[nodiscard]] bool allPass() const { return passed == knob_steps; }
};

// The tolerance on a knob step's gain: max(0.5 × |published|, 0.03).
double leverGainTolerance(double publishedGain);
// Whether a predicted gain passes the rule against a published one; `signOnly` (a knob step that
// came with a software change): the sign alone.
bool leverGainPasses(double predictedGain, double publishedGain, bool signOnly = false);

// The host cost per eager operation at which `recipe` runs at `targetTflops` (a 1-D root find: the
// throughput falls as the cost grows). `reached` is false, and the cost 0, when the model is
// slower than the target even with no host time.
Result<double> launchCostForThroughput(const Recipe& recipe, const Calibration& cal, double targetTflops, bool& reached);

// Predicts every step with `cal` and every era's knob steps from the era's anchor; the model's
// error (naming the step) when one cannot be evaluated.
Result<LeverCheck> checkLevers(const LeverHistory& history, const Calibration& cal);

// The table of `calibrate --levers`: one line per step, the verdict per knob step, the summary.
std::string leverCheckMarkdown(const LeverHistory& history, const LeverCheck& check);

}  // namespace moe
