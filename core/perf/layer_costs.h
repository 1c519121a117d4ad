#pragma once
// One decoder layer's share of a microbatch on one GPU, split the way the schedule sees it: compute
// forward and backward, each kind of communication before overlap and what stays exposed when the
// layer runs alone, and the EP transfers with their exposure when another microbatch's blocks pair
// with them (combined 1F1B). The step-time model sums these per pipeline rank; the schedule
// simulator places them as events. Pure functions over the step-time model's components.
#include <cstdint>

#include "core/perf/calibration.h"
#include "core/perf/communication.h"
#include "core/perf/compute_time.h"
#include "core/memory/memory_model.h"
#include "core/perf/overlap.h"
#include "core/recipe/recipe.h"

namespace moe {

struct LayerCost {
    // Compute, seconds per microbatch (forward + backward + recompute).
    double compute = 0;       // forward + backward kernels
    double recompute = 0;     // the forward re-run that activation recompute adds (in the backward)
    double gemm = 0, attention = 0, hbm = 0;  // compute + recompute by kernel kind
    double forward = 0, backward = 0;          // compute split: forward, backward (recompute excluded)
    // Communication before overlap, and exposed as the analytic model blends it over microbatches.
    double tpAll = 0, cpAll = 0, epAll = 0;
    double tp = 0, cp = 0, ep = 0;
    // EP exposure of this layer run alone (warm-up / cool-down) and paired (steady combined 1F1B),
    // both including the SM share that hidden transfers take from compute.
    double epAlone = 0, epPaired = 0;
    EpTransfers epTransfers;  // the four transfers, recompute re-runs included
    LayerBlocks blocks;       // the compute blocks they pair with
    double tpFwdShare = 0.5;  // share of tp / cp exposure that falls in the forward
    double cpFwdShare = 0.5;
    double epFwdShare = 0.5;
    // CP p2p ring: `cpRingSteps` transfers per pass, each beside one attention block of the chunk
    // before; the rest of the CP time (a2a / all-gather parts) waits outright. Recompute re-runs
    // included (×1.5 under full recompute).
    int cpRingSteps = 0;
    double cpStepFwd = 0, cpStepBwd = 0, cpRest = 0;
    double host = 0;          // launch-bound time the GPU waits
    [[nodiscard]] double total() const { return compute + recompute + tp + cp + ep + host; }
};

struct LayerCosts {
    LayerCost moe;
    LayerCost dense;
    double pairedShare = 0;  // share of microbatches with a combined-1F1B partner
};

// The recipe's communication times with the DP volumes of its busiest stage (the most parameters
// per GPU) and the offloaded optimizer share, from its memory report.
CommTimes stepCommunicationTimes(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory);

// Whether the recipe's MoE layers synchronise the host with the GPU in each forward pass (dropless
// routing with EP or several local experts, the experts not captured in a graph, not sync-free).
bool hostSyncEachForward(const Recipe& recipe, double localExperts);

// `micro` is the number of microbatches per step per DP rank (m).
LayerCosts layerCosts(const Recipe& recipe, const Calibration& cal, const ComputeTimes& ct, const CommTimes& comm, int64_t micro);

}  // namespace moe
