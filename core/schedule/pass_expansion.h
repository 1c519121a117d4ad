#pragma once
// One pass of one model chunk expanded into the operations the step-time model times, in the
// order Megatron-Core runs them: per layer the attention block (TP collective, projections, CP
// transfers around the attention core, norms) then the MLP block (router, EP dispatch, grouped
// GEMM, shared expert, EP combine), the backward in reverse with the recompute re-run first. A
// combined-1F1B pair (--overlap-moe-expert-parallel-comm) interleaves one microbatch's forward with
// another's backward layer by layer so each EP transfer runs beside the other's compute block.
// Times are offsets from the pass start; the pass length is where its compute stream ends.
#include <vector>

#include "core/perf/compute_time.h"
#include "core/perf/host_overhead.h"
#include "core/perf/layer_costs.h"
#include "core/schedule/sim_event.h"

namespace moe::schedule {

// The layers of one model chunk and the work around them.
struct ChunkWork {
    struct Layer {
        const LayerCost* cost = nullptr;
        const LayerComputeTime* compute = nullptr;
        int index = -1;  // global decoder layer (MTP layers: num_layers + k)
        bool moe = false;
    };
    std::vector<Layer> layers;
    int chunk = 0;            // model chunk on its rank
    double embedding_s = 0;   // fwd + bwd, memory-bound
    double head_s = 0;        // output layer(s) and MTP projections, fwd + bwd GEMMs
};

// What a pass exposes beyond its compute, by kind (seconds), for the per-rank summary.
struct PassExposure {
    double tp = 0, cp = 0, ep = 0, pp = 0, host = 0, recompute = 0;
    double forward_compute = 0, backward_compute = 0;
};

struct ExpandedPass {
    std::vector<SimEvent> ops;  // offsets from the pass start; pp_rank / microbatch filled by the caller
    std::vector<GraphLaunch> graph_launches;  // per-layer CUDA-graph replays, offsets likewise (kept with ops)
    double length_s = 0;        // compute-stream length, exposed waits included
    PassExposure exposure;
};

struct ExpansionContext {
    double sm_share = 0;        // share of a hidden transfer's time that slows the compute under it
    bool ep_overlap = false;    // combined 1F1B
    bool delay_wgrad = false;
    bool keep_ops = true;       // false: only lengths and exposure (fast path)
    // Per-layer CUDA graphs (local or Transformer Engine; full_iteration is one launch per step,
    // placed by the caller): where each graphed layer's replay starts.
    CudaGraphOptions cuda_graphs;
};

ExpandedPass expandForward(const ChunkWork& chunk, const ExpansionContext& ctx);
ExpandedPass expandBackward(const ChunkWork& chunk, const ExpansionContext& ctx);
// Forward of one microbatch on `fwd` and backward of another on `bwd`, merged (combined 1F1B).
// Ops carry their own pass kind.
ExpandedPass expandCombined(const ChunkWork& fwd, const ChunkWork& bwd, const ExpansionContext& ctx);

}  // namespace moe::schedule
