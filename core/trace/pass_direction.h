#pragma once
// Which pass each GPU activity of a measured trace belongs to: forward, backward or the optimizer
// step. Kernel names do not say it; the CPU side does, where the trace kept it:
// - PyTorch profiler (Kineto): the autograd engine runs each backward function inside a cpu_op
//   named "autograd::engine::evaluate_function: XBackward0"; a kernel whose launching runtime call
//   (linked by correlation id or ac2g flow) starts inside such an operator on the same thread is
//   backward. In a trace that has these operators, a launch outside all of them and outside the
//   optimizer ("Optimizer.step#…", "Optimizer.zero_grad#…") is forward.
// - Nsight Systems: NVTX ranges whose name has the word "forward" or "backward" (Megatron-Core's
//   EP-overlap nodes "moe_dispatch forward", "moe_combine backward", …); the kernels launched
//   inside them on the range's thread take their direction, the others stay unknown.
// A backward range wins over a forward one around it (recompute re-runs the forward inside the
// backward). Pure functions over the trace model.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/trace/trace_model.h"

namespace moe::trace {

enum class PassDirection : uint8_t { Unknown, Forward, Backward, Optimizer };
const char* passDirectionName(PassDirection d);  // "unknown", "forward", ...

// How the trace told the directions apart.
enum class DirectionSource : uint8_t {
    None,        // it cannot: no autograd backward operators and no forward/backward ranges
    Autograd,    // autograd backward operators (Kineto cpu_op events)
    NamedRanges  // CPU ranges (NVTX, record_function) named forward / backward
};

// "autograd::engine::evaluate_function: …", or an autograd node name ending in "Backward" and
// digits ("AddmmBackward0", "All2All_Pooled_WaitBackward").
bool isAutogradBackwardName(std::string_view name);
// Direction a range name states by its words (case-insensitive; a name with both says none).
PassDirection rangeDirectionOfName(std::string_view name);

struct PassDirections {
    // One entry per RankTrace::events entry; Unknown for everything but GPU activities.
    std::vector<std::vector<PassDirection>> of_event;
    DirectionSource source = DirectionSource::None;
    uint64_t forward = 0, backward = 0, optimizer = 0, unknown = 0;  // GPU activities
    std::string how;  // how the directions were found, or why they could not be
};

PassDirections classifyPassDirections(const Trace& trace);

}  // namespace moe::trace
