#pragma once
// What the schedule simulator places on a pipeline rank's timeline: one operation on one stream,
// with the pass it belongs to. Seconds from the start of the step.
#include <cstdint>

#include "core/schedule/pipeline_order.h"

namespace moe::schedule {

// What an operation is, at the granularity the step-time model times it.
enum class OpRole : uint8_t {
    Gemm,             // dense projections, shared experts, dense MLP, output layer
    GroupedGemm,      // routed experts
    Attention,        // fused attention core
    Elementwise,      // norms, residuals, RoPE, activations, router, permute, casts, embedding
    Recompute,        // forward re-run in the backward (activation recompute)
    TpComm,           // TP all-gather / reduce-scatter (sequence parallel) or all-reduce
    CpComm,           // CP ring step / all-to-all / all-gather
    EpDispatch,       // EP token dispatch (forward) or its gradient (backward)
    EpCombine,
    PpSend,           // pipeline activation / gradient send
    DpReduceScatter,  // gradient reduce-scatter buckets
    DpAllGather,      // parameter all-gather buckets
    Optimizer,        // the optimizer step (HBM-bound)
    Offload,          // optimizer offload transfers and CPU step
    ActivationOffload,  // fine-grained activation offload copies the passes' compute does not hide
};
inline constexpr int kOpRoleCount = 15;
const char* opRoleName(OpRole role);      // "gemm", "grouped_gemm", ...
bool isCommunication(OpRole role);

// Streams per rank, as Megatron runs them: compute on the default stream, each kind of
// communication on its own.
enum class SimStream : uint8_t { Compute, Tp, Cp, Ep, Pp, Dp };
inline constexpr int kSimStreamCount = 6;
const char* simStreamName(SimStream s);   // "compute", "tp", ...
SimStream streamOf(OpRole role);

struct SimEvent {
    double start_s = 0;
    double end_s = 0;
    int pp_rank = 0;
    OpRole role = OpRole::Gemm;
    PassKind pass = PassKind::Forward;  // the pass the operation belongs to (step-level work: Backward)
    int microbatch = -1;                // -1: step-level (DP, optimizer)
    int chunk = 0;
    int layer = -1;                     // global decoder layer, -1 when not a layer's
    [[nodiscard]] double duration() const { return end_s - start_s; }
};

// A host-side CUDA-graph replay (one cudaGraphLaunch): Megatron-Core replays one graph per
// graphed layer per pass (TransformerLayer._te_cuda_graph_replay; the captured parts of a layer
// are contiguous), or one for the whole forward-backward under full_iteration. Placed where the
// graphed block starts on the compute stream.
struct GraphLaunch {
    double at_s = 0;
    int pp_rank = 0;
    PassKind pass = PassKind::Forward;
    int microbatch = -1;  // -1: the whole iteration
    int layer = -1;       // global decoder layer, -1 for the whole iteration
};

}  // namespace moe::schedule
