#pragma once
// Host (CPU launch) time per layer per microbatch: eager operations × their host cost; CUDA-graph
// scopes remove the operations they capture, full_iteration removes all.
#include "core/options/training_options.h"
#include "core/perf/calibration.h"

namespace moe {

// The parts of one decoder layer that CUDA graphs capture (--cuda-graph-scope; full_iteration
// captures all); the rest launches eagerly. Dispatch and combine stay eager unless the whole MoE
// block is captured (static shapes only: drop-and-pad).
struct GraphedLayerParts {
    bool attention = false, router = false, preprocess = false, experts = false, dense_mlp = false;
    [[nodiscard]] bool any() const { return attention || router || preprocess || experts || dense_mlp; }
    [[nodiscard]] bool mlpBlock() const { return experts || dense_mlp; }  // the whole MLP / MoE block
};
GraphedLayerParts graphedLayerParts(bool moeLayer, const CudaGraphOptions& graphs);

// What a layer's eager operations depend on beyond its graphs.
struct EagerLayerWork {
    double localExperts = 0;
    // FP8/MXFP8/NVFP4 experts quantise each expert's operands on top of its GEMM launches
    // (launches_per_local_expert_low_precision instead of the BF16 count).
    bool lowPrecisionExperts = false;
    // A MoE layer's shared expert (Megatron-Core's SharedExpertMLP is an MLP: launches_dense_mlp).
    // Without --moe-shared-expert-overlap it runs before the router (transformer_config.py), inside
    // the router's graph when that scope is captured; with it, after the router, eagerly.
    bool sharedExpert = false;
    bool sharedExpertOverlap = false;
    Dispatcher dispatcher = Dispatcher::FlexHybridEP;
    const RecomputeOptions* recompute = nullptr;  // selective modules re-launch their forward
};

// The same operations split the way a dropless MoE layer's host synchronisation splits them:
// forward before the sync (norms, attention, router, preprocess, a shared expert that runs before
// the router), forward after it (the expert path; a shared expert beside the dispatch), and the
// backward (two thirds of every part, plus selective recompute's re-runs). A module's forward is a
// third of its fwd + bwd operations.
struct EagerLaunchSplit {
    double forward_before_sync = 0, forward_after_sync = 0, backward = 0;
    [[nodiscard]] double total() const { return forward_before_sync + forward_after_sync + backward; }
};
EagerLaunchSplit eagerLaunchSplit(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal, const EagerLayerWork& work = {});

// Eager operations of one decoder layer per microbatch, fwd + bwd, after graph capture.
double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal,
                             const EagerLayerWork& work = {});
// Host seconds of one decoder layer per microbatch.
double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal,
                           const EagerLayerWork& work = {});
// A layer runs at the pace of the slower of its GPU work and its launches (the host queue drains
// when kernels are shorter than their launches); the excess is the exposed host time.
double exposedHostSeconds(double gpuS, double hostS);

// A dropless MoE layer synchronises the host with the GPU once per forward pass: the dispatcher
// needs the token counts on the host before its all-to-all (Megatron-Core token_dispatcher.py,
// cuda_sync_point "before_ep_alltoall"; the flex dispatchers size their receive buffers from the
// received count, the "per-step device query" that docs/user-guide/features/paged_stash.md's
// sync-free mode removes). At the sync the launch queue is empty, so the host's lead is lost: the
// GPU then waits for the host to launch what follows. Host and GPU seconds of one pass or part of it:
struct PassWork {
    double host_s = 0, gpu_s = 0;
};
// The layer's time per microbatch, forward with its sync and backward without one.
double syncedLayerSeconds(const PassWork& beforeSync, const PassWork& afterSync, const PassWork& backward);

}  // namespace moe
