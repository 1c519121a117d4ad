#pragma once
// Exhaustive layout search (issue 4, domain §6–7): for model × sequence × hardware × GPU count,
// enumerate TP, CP, PP, VPP, EP, ETP, MBS, recompute presets (none, the seeds' selective sets,
// full), dispatcher, precision and optimizer-offload fraction steps; keep the plans that fit in
// memory and pass the hard rules; rank them by estimated tokens/s/GPU. Returns the top K, the
// Pareto front of memory headroom vs throughput, and why the runner-up loses.
//
// Branch and bound, exact for the top K and the Pareto front. A "config" is a mesh × precision ×
// dispatcher × MBS; its variants are the recompute presets × offload steps. Phase 1 (threads over
// meshes) evaluates each config's lightest-memory variant (heaviest recompute, largest offload):
// if it overflows, no variant fits (memory falls monotonically along both levers) and a larger
// MBS is skipped too; its headroom bounds every variant's headroom; and the step time of the
// no-recompute variant, less its optimizer and offload terms (the only terms that depend on the
// offload step or the binding stage), bounds every variant's step time from below — recompute
// only adds work. Phase 2 expands configs fully in order of that throughput bound and skips a
// config whose bound cannot reach the current K-th best plan and whose (bound, headroom bound)
// corner is dominated by a plan already found. `exhaustive` expands every config (tests compare
// the two). The result order is deterministic (throughput, then a stable layout key).
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/common/error.h"
#include "core/memory/memory_assumptions.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe {

struct SearchConstraints {
    // Fixed dimensions; keys: tp, cp, pp, vpp, ep, etp, mbs. Unknown keys or values < 1 are errors.
    std::map<std::string, int> fixed;
    int64_t global_batch_size = 0;     // 0 = about 16M tokens per step, dropped to a multiple of MBS·DP
    double max_memory_fraction = 1.0;  // binding stage must stay within this share of usable HBM
    // Benchmark-only plans (forced load balancing, synthetic data) are kept only when allowed;
    // otherwise the base options' benchmark-only switches are cleared before the search.
    bool allow_benchmark_only = false;
    std::vector<Dispatcher> dispatchers;       // empty = the base options' dispatcher
    std::vector<Precision> precisions;         // empty = the base options' precision
    std::vector<double> offload_fractions = {0.0, kOptimizerOffloadSteps[0],
                                             kOptimizerOffloadSteps[1]};  // optimizer offload steps (0 = none)
    bool allow_full_recompute = true;
    std::vector<int> micro_batch_sizes = {1, 2, 4};  // tried unless mbs is fixed
};

struct SearchRequest {
    ModelSpec model;
    HardwareSpec hardware;
    int64_t gpus = 0;
    int64_t seq_length = 4096;
    TrainingOptions options;  // base: overlaps, CUDA graphs, routing... (recompute/offload are searched)
    // The CP communication of plans with CP > 1 (the recipe's). Kept where Transformer Engine runs
    // it for the model's attention at the plan's TP·CP; otherwise the plan takes the type TE accepts
    // (p2p, a2a, allgather in that order: a2a for a sliding window with a learnable softmax) and
    // says so in `cp_comm_note`; a mesh no type serves yields no plan. a2a+p2p needs hierarchical
    // sizes the search does not choose, so it is searched as p2p.
    CpCommType cp_comm_type = CpCommType::P2P;
    SearchConstraints constraints;
    int top_k = 10;
    // Called from the calling thread with progress in [0, 1]; returning false cancels.
    std::function<bool(double)> progress;
    int threads = 0;  // 0 = std::thread::hardware_concurrency()
    MemoryAssumptions assumptions;
    const Calibration* calibration = nullptr;  // null = builtinCalibration()
    bool exhaustive = false;  // expand every config (no bound pruning); same results, slower
};

struct SearchCandidate {
    Recipe recipe;               // a complete plan (layout + options)
    StepEstimate estimate;
    double binding_gib = 0;      // binding stage total
    double headroom_gib = 0;     // usable HBM − binding stage
    double allowance_gib = 0;    // the binding stage's fragmentation allowance (the memory model's uncertainty)
    // Less headroom than that allowance: it may not fit (memory.fit_close); ranked after the plans
    // that fit with room.
    [[nodiscard]] bool fitsClosely() const { return headroom_gib < allowance_gib; }
    std::string levers;          // e.g. "selective [moe_act, layernorm] + optimizer offload 50%"
    Message levers_message;      // the same for the studio (MOE_TR "search"); its english() is levers
    // Why the plan's cp_comm_type is not the requested one (Transformer Engine refuses that for the
    // model's attention); empty when it is. The levers end with " + cp_comm_type <type>" then.
    std::string cp_comm_note;
    Uncertainty uncertainty;     // the estimate's band (GPU generation, precision family, dispatcher)
    std::vector<Diagnostic> warnings;  // the validator's warnings on the plan (it passes every hard rule)
};

struct SearchResult {
    std::vector<SearchCandidate> results;  // top K: fitting with room before fitting closely, fastest first in each
    std::vector<SearchCandidate> pareto;   // headroom vs throughput front, fastest first
    int64_t candidates_evaluated = 0;      // plans whose memory (at least) was estimated
    int64_t fitting = 0;                   // plans of the expanded configs that fit and pass the hard rules
    int64_t meshes = 0;                    // TP·CP·PP·VPP·EP·ETP meshes enumerated
    int64_t configs = 0;                   // mesh × precision × dispatcher × MBS with a fitting variant
    int64_t configs_expanded = 0;          // of those, fully evaluated (the rest were bounded out)
    double elapsed_s = 0;
    bool cancelled = false;
    std::string runner_up_reason;          // why #2 is slower than #1, or that the two tie (empty with < 2 results)
    Message runner_up_message;             // the same for the studio (MOE_TR "search"); english() is runner_up_reason
};

// Appended to the runner-up reason: when #1 and #2 tie (inside the band) and only #1 carries a
// validator warning, the tie is decided by that finding, which the estimate cannot see. Empty otherwise.
std::string findingTieBreakNote(const SearchCandidate& best, const SearchCandidate& runnerUp);
// The note as a message (MOE_TR "search"), without the leading space; empty when there is none.
Message findingTieBreakMessage(const SearchCandidate& best, const SearchCandidate& runnerUp);

// The recompute presets searched, lightest first: none, the seeds' light and heavy selective
// sets for this model, full (uniform, 1 layer) when allowed.
std::vector<RecomputeOptions> searchRecomputePresets(const ModelSpec& model, bool allowFull);

// Errors: GPUs < 1, sequence < 1, unknown fixed key or value < 1, bad fractions, top_k < 1,
// benchmark-only base options when not allowed is NOT an error (they are cleared).
Result<SearchResult> searchLayouts(const SearchRequest& request);

}  // namespace moe
