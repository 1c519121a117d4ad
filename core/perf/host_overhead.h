#pragma once
// Host (CPU launch) time per layer per microbatch (domain §6.3): eager kernel launches × launch
// cost; CUDA-graph scopes remove the launches they capture, full_iteration removes all.
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

// Eager launches of one decoder layer per microbatch, fwd + bwd, after graph capture.
// `lowPrecisionExperts`: FP8/MXFP8/NVFP4 experts, which quantise each expert's operands on top of
// its GEMM launches (launches_per_local_expert_low_precision instead of the BF16 count).
double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal, double localExperts = 0,
                             bool lowPrecisionExperts = false);
// Host seconds of one decoder layer per microbatch.
double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal, double localExperts = 0,
                           bool lowPrecisionExperts = false);
// A layer runs at the pace of the slower of its GPU work and its launches (the host queue drains
// when kernels are shorter than their launches); the excess is the exposed host time.
double exposedHostSeconds(double gpuS, double hostS);

}  // namespace moe
