#pragma once
// The simulated step as the same in-memory trace the Kineto and Nsight importers produce: one rank
// per pipeline rank, its compute and communication streams, kernels named so the default kernel
// classes and roles apply (NCCL-style names for collectives, "[predicted]" on every name), a
// GPU-side ProfilerStep#1 annotation over the step and one GPU-side annotation per pass. Every trace metric then works on the prediction as on a
// measurement.
#include <string>

#include "core/schedule/step_simulator.h"
#include "core/trace/trace_model.h"

namespace moe::schedule {

// Stream ids in the predicted trace (compute first, then one per kind of communication).
int64_t predictedStreamId(SimStream s);
// The kernel name an operation gets ("ncclDevKernel_AllToAll dispatch (EP) [predicted]", ...).
std::string predictedKernelName(OpRole role, PassKind pass);

// The annotation lanes of each predicted rank (GPU-side annotations, device 0): the step
// (ProfilerStep#1 over the whole step) and the passes, one annotation per pass named by passName()
// and spanning the pass as RankTimeline::pass_order has it (a combined-1F1B step's forward and
// backward both span the merged step, so they nest).
inline constexpr int64_t kPredictedStepLane = 1;
inline constexpr int64_t kPredictedPassLane = 3;
// "F mb3 c1": forward of microbatch 3 on model chunk 1 (both from 0); "B" for a backward.
std::string passName(const PassSpan& pass);

// The host thread of each predicted rank: CUDA-graph replays appear there as runtime calls.
inline constexpr int64_t kPredictedHostThread = 2;
inline constexpr const char* kPredictedGraphLaunchName = "cudaGraphLaunch [predicted]";

trace::Trace predictedTrace(const Simulation& sim, const std::string& label);

// Format of a predicted trace, alone or merged with a measured one ("predicted+kineto").
inline constexpr const char* kPredictedFormat = "predicted";
// True for predictedTrace()'s output and for mergePredictedAndMeasured()'s.
bool isPredictedTrace(const trace::Trace& trace);

}  // namespace moe::schedule
