#pragma once
// Host (CPU launch) time per layer per microbatch (domain §6.3): eager kernel launches × launch
// cost; CUDA-graph scopes remove the launches they capture, full_iteration removes all.
#include "core/options/training_options.h"
#include "core/perf/calibration.h"

namespace moe {

// Eager launches of one decoder layer per microbatch, fwd + bwd, after graph capture.
double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal, double localExperts = 0);
// Host seconds of one decoder layer per microbatch.
double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& graphs, const Calibration& cal, double localExperts = 0);
// A layer runs at the pace of the slower of its GPU work and its launches (the host queue drains
// when kernels are shorter than their launches); the excess is the exposed host time.
double exposedHostSeconds(double gpuS, double hostS);

}  // namespace moe
