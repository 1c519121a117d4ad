#pragma once
// Finer kernel roles than the HTA classes, for holding a prediction against a measured trace:
// GEMM, grouped GEMM, attention, other compute, EP dispatch/combine, collectives, point-to-point,
// optimizer, memory. Ordered name rules (first match wins), the same for both traces.
#include <cstdint>
#include <string_view>

#include "core/trace/trace_model.h"

namespace moe::trace {

enum class KernelRole : uint8_t {
    Attention, GroupedGemm, Gemm, OtherCompute, DispatchCombine, Collective, PointToPoint, Optimizer, Memory, NotGpu
};
inline constexpr int kKernelRoleCount = 9;  // without NotGpu

const char* kernelRoleName(KernelRole role);   // "attention", "grouped_gemm", ...
const char* kernelRoleLabel(KernelRole role);  // "attention", "grouped GEMM (experts)", ...
bool isCommunicationRole(KernelRole role);

// Role of one kernel name (case-insensitive rules, documented in the .cpp).
KernelRole kernelRoleOfName(std::string_view name);
KernelRole kernelRoleOf(const Trace& trace, const Event& e);

}  // namespace moe::trace
