#pragma once
// The memory model's explicit, labelled assumptions (domain §4.6): overheads no public estimator
// models. Every value has a default, a plausible range and a one-line origin, and can be edited.
#include <optional>
#include <string_view>

#include "core/common/error.h"
#include <string>
#include <vector>

#include "core/options/training_options.h"

namespace moe {

struct MemoryAssumptions {
    // Routed tokens on the busiest expert rank relative to a perfectly balanced one (dropless).
    // Unset: 1.0 under forced balancing, 1.25 for training-equivalent routing.
    std::optional<double> routing_imbalance;
    // Dispatcher buffers, GiB. Unset: 0.5 alltoall/allgather, 2 DeepEP/HybridEP/NCCL-EP.
    std::optional<double> dispatcher_workspace_gib;
    // CUDA-graph memory pool, GiB. Unset: 4 TE-scoped/local, 8 full iteration, 0 without graphs.
    std::optional<double> cuda_graph_pool_gib;
    double cuda_context_nccl_gib = 2.5;     // CUDA context + NCCL communicator buffers
    double fragmentation_fraction = 0.08;   // allocator fragmentation, of allocated bytes
    double logit_bytes_per_element = 4.0;   // FP32 logits for the loss
    double fp8_weight_copy_bytes = 1.0;     // TE FP8 weight copies when FP8 compute lacks FP8 params
    double host_pinned_reserve_fraction = 0.1;  // host RAM kept for pinned buffers and the OS
    // Megatron's probs-into-SwiGLU fusion (default on) drops the unpermute a2a output tensor.
    bool probs_into_swiglu_fusion = true;
    bool operator==(const MemoryAssumptions&) const = default;
};

// The values actually applied for one run, with their origin, for display.
// Text fields are string literals: the memory model runs inside search loops.
struct ResolvedAssumption {
    const char* key = "";     // e.g. "routing_imbalance"
    const char* label = "";   // human name
    double value = 0;
    const char* unit = "";    // "×", "GiB", "fraction", "B"
    const char* range = "";   // plausible range
    const char* origin = "";  // why this value
};

struct ResolvedAssumptions {
    double routing_imbalance = 1.0;
    double dispatcher_workspace_gib = 0;
    double cuda_graph_pool_gib = 0;
    bool probs_into_swiglu_fusion = true;  // as given (MemoryAssumptions), for every user of the template
    std::vector<ResolvedAssumption> listing;
};

// Sets one assumption from "key=value" (keys as in ResolvedAssumption::key, plus
// probs_into_swiglu_fusion=true|false). Errors name the key and the accepted range.
Status applyMemoryAssumption(MemoryAssumptions& a, std::string_view assignment);

ResolvedAssumptions resolveAssumptions(const MemoryAssumptions& a, const TrainingOptions& options, bool isMoe, int ep);

}  // namespace moe
