#pragma once
// GPU-count feasibility (issue 3): for a model × sequence length × hardware × options, which GPU
// counts can run it at all, the smallest fitting layout by the seeds' order (least model
// parallelism that fits, then selective before full recompute, offload last), and why the others
// fail (memory, a rule, DP squeezed below 1, GBS not divisible).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/common/message.h"
#include "core/memory/memory_assumptions.h"
#include "core/recipe/recipe.h"

namespace moe {

struct FeasibilityRequest {
    ModelSpec model;
    HardwareSpec hardware;
    int64_t seq_length = 4096;
    TrainingOptions options;           // precision, dispatcher, ... (recompute/offload are searched)
    int64_t max_gpus = 0;
    std::vector<int64_t> gpu_counts;   // explicit counts; empty = derived from max_gpus
    bool every_multiple = false;       // every multiple of the node size, even beyond 64 nodes
    int64_t global_batch_size = 0;     // 0 = about 16M tokens per step (at least 1 sequence)
    int micro_batch_size = 1;
    bool allow_offload = true;
    bool allow_full_recompute = true;
    MemoryAssumptions assumptions;
    // Called with progress in [0, 1]; returning false cancels (the result keeps finished rows).
    std::function<bool(double)> progress;
};

struct FeasibilityRow {
    int64_t gpus = 0;
    bool feasible = false;
    std::optional<Recipe> layout;      // the chosen plan when feasible
    std::string levers;                // memory levers the plan needs, e.g. "selective [..] + optimizer offload"
    std::string reason;                // why not (or notes on GBS/GA when feasible)
    // levers and reason as messages for the studio (MOE_TR "feasibility"); their english() is the
    // strings above.
    Message levers_message;
    Message reason_message;
    int64_t global_batch_size = 0;     // GBS actually used (may drop to stay divisible)
    int64_t gradient_accumulation = 0; // microbatches per step per DP rank
    bool gbs_reduced = false;
    double binding_gib = 0;            // binding stage total of the chosen (or closest) layout
    double hbm_gib = 0;
    double allowance_gib = 0;  // the chosen plan's fragmentation allowance (the memory model's uncertainty)
    int64_t candidates = 0;
    // A feasible plan with less headroom than its allowance: it may not fit (memory.fit_close), and
    // every view says "fits closely" rather than "fits". The memory report's own verdict.
    bool fits_closely = false;
};

struct FeasibilityResult {
    int cp_starting_point = 1;         // seed 000: CP ≈ seq/4096 rounded to a power of two
    int64_t global_batch_size = 0;     // requested (or defaulted) GBS
    std::vector<FeasibilityRow> rows;
    int64_t candidates_evaluated = 0;
    bool cancelled = false;
};

// Seed 000's CP starting point: seq/4096 rounded to the nearest power of two (at least 1).
int cpStartingPoint(int64_t seqLength);

// Candidate GPU counts: every multiple of the node size up to max when there are at most 64,
// otherwise the node size times powers of two (plus max itself when it is a multiple).
std::vector<int64_t> candidateGpuCounts(int64_t maxGpus, int gpusPerNode, bool everyMultiple = false);

Result<FeasibilityResult> analyzeFeasibility(const FeasibilityRequest& request);

// The request the studio's Feasibility tab makes for a recipe: its model, GPU, sequence, options,
// GBS and MBS; `maxGpus` 0 = the tab's default range, four times the recipe's GPUs (at least a node).
FeasibilityRequest feasibilityRequestForRecipe(const Recipe& recipe, int64_t maxGpus = 0);
// The largest --max-gpus the CLI and the studio accept.
inline constexpr int64_t kMaxFeasibilityGpus = int64_t{1} << 20;

}  // namespace moe
