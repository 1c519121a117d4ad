#include "core/trace/kernel_roles.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace moe::trace {
namespace {

bool contains(const std::string& lowered, std::string_view needle) { return lowered.find(needle) != std::string::npos; }

}  // namespace

const char* kernelRoleName(KernelRole role) {
    switch (role) {
        case KernelRole::Attention: return "attention";
        case KernelRole::GroupedGemm: return "grouped_gemm";
        case KernelRole::Gemm: return "gemm";
        case KernelRole::OtherCompute: return "other_compute";
        case KernelRole::DispatchCombine: return "dispatch_combine";
        case KernelRole::Collective: return "collective";
        case KernelRole::PointToPoint: return "p2p";
        case KernelRole::Optimizer: return "optimizer";
        case KernelRole::Memory: return "memory";
        case KernelRole::NotGpu: return "not_gpu";
    }
    return "?";
}

const char* kernelRoleLabel(KernelRole role) {
    switch (role) {
        case KernelRole::Attention: return "attention";
        case KernelRole::GroupedGemm: return "grouped GEMM (experts)";
        case KernelRole::Gemm: return "GEMM";
        case KernelRole::OtherCompute: return "other compute (norms, activations, router, casts)";
        case KernelRole::DispatchCombine: return "EP dispatch/combine";
        case KernelRole::Collective: return "collectives (TP/CP/DP all-gather, reduce-scatter, all-reduce)";
        case KernelRole::PointToPoint: return "send/receive (PP, CP ring)";
        case KernelRole::Optimizer: return "optimizer";
        case KernelRole::Memory: return "memcpy/memset";
        case KernelRole::NotGpu: return "not a GPU activity";
    }
    return "?";
}

bool isCommunicationRole(KernelRole role) {
    return role == KernelRole::DispatchCombine || role == KernelRole::Collective || role == KernelRole::PointToPoint;
}

KernelRole kernelRoleOfName(std::string_view name) {
    std::string s(name);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    // Communication first: NCCL kernel names carry the collective; the MoE dispatchers their own.
    if (contains(s, "alltoall") || contains(s, "dispatch") || contains(s, "combine") || contains(s, "deep_ep") ||
        contains(s, "dpsk::ep") || contains(s, "hybrid_ep"))
        return KernelRole::DispatchCombine;
    if (contains(s, "allgather") || contains(s, "reducescatter") || contains(s, "allreduce") || contains(s, "all_gather") ||
        contains(s, "reduce_scatter") || contains(s, "all_reduce") || contains(s, "userbuffers"))
        return KernelRole::Collective;
    if (contains(s, "sendrecv") || contains(s, "ncclkernel_send") || contains(s, "ncclkernel_recv") ||
        contains(s, "_send") || contains(s, "_recv"))
        return KernelRole::PointToPoint;
    if (contains(s, "multi_tensor") || contains(s, "adam") || contains(s, "optimizer")) return KernelRole::Optimizer;
    // Attention kernels: FlashAttention, cuDNN fused attention (fmha / sdpa), TE's fused attention.
    if (contains(s, "flash") || contains(s, "fmha") || contains(s, "sdpa") || contains(s, "attention") || contains(s, "attn"))
        return KernelRole::Attention;
    if (contains(s, "grouped") || contains(s, "group_gemm") || contains(s, "groupgemm") || contains(s, "moe_gemm"))
        return KernelRole::GroupedGemm;
    if (contains(s, "gemm") || contains(s, "cutlass") || contains(s, "cublas") || contains(s, "xmma") || contains(s, "nvjet") ||
        contains(s, "matmul") || contains(s, "wgmma"))
        return KernelRole::Gemm;
    return KernelRole::OtherCompute;
}

KernelRole kernelRoleOf(const Trace& trace, const Event& e) {
    if (e.kind == EventKind::Memcpy || e.kind == EventKind::Memset) return KernelRole::Memory;
    if (e.kind != EventKind::Kernel) return KernelRole::NotGpu;
    return kernelRoleOfName(trace.name(e));
}

}  // namespace moe::trace
