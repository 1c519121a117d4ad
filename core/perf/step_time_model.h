#pragma once
// The step-time model (v2): t_step ≈ (m + (PP−1)/v)·t_mb + t_dp,exposed + t_opt + t_offload
// + t_host,exposed, with t_mb the forward + backward of one microbatch on the slowest pipeline rank:
// kernels timed from their FLOPs or bytes (compute_time), communication from bytes and link
// bandwidth (communication), and what stays exposed from the schedule (overlap). Reports
// tokens/s/GPU, model TFLOP/s/GPU, MFU, the dominant wall and the next lever.
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/common/message.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/compute_time.h"
#include "core/recipe/recipe.h"

namespace moe {

// One kind of communication over the step on the slowest rank: its time before overlap, what stays
// exposed, and what it hides behind.
struct CommOverlap {
    std::string kind;        // "tp", "cp", "ep", "pp", "dp"
    double total_s = 0;
    double exposed_s = 0;
    std::string hidden_by;   // "" when nothing hides it
};

struct StepBreakdown {
    double compute_s = 0;        // m × GPU kernel time on the slowest rank (incl. recompute)
    double recompute_s = 0;      // the recompute part of compute_s
    double tp_comm_s = 0;        // exposed, per step
    double cp_comm_s = 0;
    double ep_comm_s = 0;
    double pp_comm_s = 0;
    double dp_comm_s = 0;
    double host_s = 0;           // launch-bound time the GPU waits, plus GC stalls
    double bubble_s = 0;         // (PP−1)/v × t_mb
    double optimizer_s = 0;      // GPU optimizer step (HBM-bound)
    double offload_s = 0;        // optimizer offload transfers + CPU step
    double fixed_s = 0;          // per-step fixed overhead
    double activation_offload_s = 0;  // fine-grained activation offloading: host-link copies compute does not hide
    // compute_s split by kernel kind (per step, slowest rank, recompute included in gemm/hbm)
    double gemm_s = 0;           // dense, grouped, output-layer GEMMs
    double attention_s = 0;      // fused attention forward + backward
    double hbm_s = 0;            // norms, activations, router, permute, casts, embedding
    std::vector<CommOverlap> overlaps;  // tp, cp, ep, pp, dp (and host, with activation offload) with time, exposed and partner
    [[nodiscard]] double exposedCommS() const { return tp_comm_s + cp_comm_s + ep_comm_s + pp_comm_s + dp_comm_s; }
    [[nodiscard]] double total() const {
        return compute_s + exposedCommS() + host_s + bubble_s + optimizer_s + offload_s + fixed_s + activation_offload_s;
    }
};

enum class Wall { Memory, Communication, HostOverhead, Compute };
const char* toString(Wall w);  // "memory", "communication", "host_overhead", "compute"
const char* wallWords(Wall w);  // the same for prose: "host overhead"

struct StepEstimate {
    double step_time_s = 0;
    double tokens_per_s_per_gpu = 0;
    double model_tflops_per_gpu = 0;
    double mfu = 0;                   // vs the precision's dense peak
    double mfu_bf16 = 0;              // vs the BF16 dense peak
    double model_flops_per_step = 0;
    StepBreakdown breakdown;
    int64_t microbatches = 0;         // m per DP rank
    double bubble_fraction = 0;
    int slowest_pp_rank = 0;
    double microbatch_time_s = 0;     // t_mb on the slowest rank
    bool memory_fits = true;          // strictly under the usable HBM (and host memory enough)
    MemoryFit memory_fit = MemoryFit::Fits;  // the verdict every view shows (tight: may run)
    double memory_headroom_gib = 0;
    double memory_allowance_gib = 0;  // the binding stage's fragmentation allowance (the model's own uncertainty)
    // Fits, but with less headroom than that allowance (the findings' memory.fit_close).
    [[nodiscard]] bool fitsClosely() const { return memory_fit == MemoryFit::FitsClosely; }
    double binding_stage_gib = 0;
    ComputeEfficiency efficiency;     // the kernels' effective efficiencies (plausibility, breakdown)
    Wall dominant_wall = Wall::Compute;
    std::string wall_reason;          // why this wall, with numbers
    std::string next_lever;           // the one next change per the seeds
    // The two above as message ids for the studio (MOE_TR "perf"); next_lever_text is empty where
    // the lever is a bare flag ("--manual-gc"), which reads the same in every language.
    Message wall_reason_text;
    Message next_lever_text;
};

// Errors (naming the field) when the recipe cannot be evaluated: layout does not divide, layers
// cannot be placed, non-positive sizes or peaks, m not an integer.
Result<StepEstimate> estimateStepTime(const Recipe& recipe, const Calibration& calibration);
// Same, reusing the recipe's memory report (from estimateMemory of this recipe, with whatever
// assumptions the caller chose) instead of computing it again.
Result<StepEstimate> estimateStepTime(const Recipe& recipe, const Calibration& calibration, const MemoryReport& memory);
// Search loops: also reuse the placement (it must be placeLayers(recipe.model, recipe.layout)).
Result<StepEstimate> estimateStepTime(const Recipe& recipe, const Calibration& calibration, const MemoryReport& memory,
                                      const struct PipelinePlacement& placement);

}  // namespace moe
