#include "core/memory/memory_assumptions.h"

#include <cmath>
#include <locale>
#include <sstream>

namespace moe {

Status applyMemoryAssumption(MemoryAssumptions& a, std::string_view assignment) {
    const size_t eq = assignment.find('=');
    if (eq == std::string_view::npos) return Error{{}, 0, 0, std::string(assignment), "expected key=value"};
    const std::string key(assignment.substr(0, eq));
    const std::string text(assignment.substr(eq + 1));
    if (key == "probs_into_swiglu_fusion") {
        if (text != "true" && text != "false") return Error{{}, 0, 0, key, "expected true or false, got '" + text + "'"};
        a.probs_into_swiglu_fusion = text == "true";
        return okStatus();
    }
    std::istringstream in(text);
    in.imbue(std::locale::classic());
    double v = 0;
    in >> v;
    if (in.fail() || !in.eof() || !std::isfinite(v)) return Error{{}, 0, 0, key, "expected a number, got '" + text + "'"};
    struct Slot {
        const char* key;
        double min, max;
        double* plain;
        std::optional<double>* optional;
    };
    const Slot slots[] = {
        {"routing_imbalance", 1.0, 8.0, nullptr, &a.routing_imbalance},
        {"dispatcher_workspace_gib", 0.0, 64.0, nullptr, &a.dispatcher_workspace_gib},
        {"cuda_graph_pool_gib", 0.0, 128.0, nullptr, &a.cuda_graph_pool_gib},
        {"cuda_context_nccl_gib", 0.0, 64.0, &a.cuda_context_nccl_gib, nullptr},
        {"fragmentation_fraction", 0.0, 1.0, &a.fragmentation_fraction, nullptr},
        {"logit_bytes_per_element", 0.0, 16.0, &a.logit_bytes_per_element, nullptr},
        {"fp8_weight_copy_bytes", 0.0, 8.0, &a.fp8_weight_copy_bytes, nullptr},
        {"host_pinned_reserve_fraction", 0.0, 1.0, &a.host_pinned_reserve_fraction, nullptr},
    };
    for (const Slot& slot : slots) {
        if (key != slot.key) continue;
        if (v < slot.min || v > slot.max)
            return Error{{}, 0, 0, key, "value " + text + " outside [" + std::to_string(slot.min) + ", " + std::to_string(slot.max) + "]"};
        if (slot.plain) *slot.plain = v;
        else *slot.optional = v;
        return okStatus();
    }
    return Error{{}, 0, 0, key,
                 "unknown assumption (routing_imbalance, dispatcher_workspace_gib, cuda_graph_pool_gib, cuda_context_nccl_gib, "
                 "fragmentation_fraction, logit_bytes_per_element, fp8_weight_copy_bytes, host_pinned_reserve_fraction, "
                 "probs_into_swiglu_fusion)"};
}

ResolvedAssumptions resolveAssumptions(const MemoryAssumptions& a, const TrainingOptions& o, bool isMoe, int ep) {
    ResolvedAssumptions r;
    r.listing.reserve(8);
    r.probs_into_swiglu_fusion = a.probs_into_swiglu_fusion;
    const bool forced = o.routing.force_load_balancing;
    r.routing_imbalance = a.routing_imbalance.value_or(forced ? 1.0 : 1.25);
    r.listing.push_back({"routing_imbalance", "Routing imbalance on the busiest expert rank", r.routing_imbalance, "×",
                         "1.0–2.0",
                         a.routing_imbalance ? "set by user"
                                             : (forced ? "forced load balancing: 1.0"
                                                       : "dropless training-equivalent routing: 1.25")});

    const bool flex = o.dispatcher == Dispatcher::FlexDeepEP || o.dispatcher == Dispatcher::FlexHybridEP ||
                      o.dispatcher == Dispatcher::FlexNcclEP;
    double workspace = 0;
    const char* workspaceOrigin = "dense model or EP 1: no dispatcher buffers";
    if (isMoe && ep > 1) {
        workspace = flex ? 2.0 : 0.5;
        workspaceOrigin = flex ? "DeepEP/HybridEP buffers: 2 GiB" : "all-to-all buffers: 0.5 GiB";
    }
    if (a.dispatcher_workspace_gib) {
        workspace = *a.dispatcher_workspace_gib;
        workspaceOrigin = "set by user";
    }
    r.dispatcher_workspace_gib = workspace;
    r.listing.push_back({"dispatcher_workspace_gib", "Dispatcher workspace", workspace, "GiB", "0–8", workspaceOrigin});

    double pool = 0;
    const char* poolOrigin = "no CUDA graphs";
    if (o.cuda_graphs.impl == CudaGraphImpl::FullIteration) {
        pool = 8;
        poolOrigin = "full-iteration graphs: 8 GiB";
    } else if (o.cuda_graphs.impl != CudaGraphImpl::None) {
        pool = 4;
        poolOrigin = "scoped graphs: 4 GiB";
    }
    if (a.cuda_graph_pool_gib) {
        pool = *a.cuda_graph_pool_gib;
        poolOrigin = "set by user";
    }
    r.cuda_graph_pool_gib = pool;
    r.listing.push_back({"cuda_graph_pool_gib", "CUDA-graph memory pool", pool, "GiB", "2–16", poolOrigin});
    r.listing.push_back({"cuda_context_nccl_gib", "CUDA context + NCCL buffers", a.cuda_context_nccl_gib, "GiB", "1–6",
                         "default 2.5 GiB"});
    r.listing.push_back({"fragmentation_fraction", "Allocator fragmentation", a.fragmentation_fraction, "fraction",
                         "0–0.2", "8 % of allocated bytes (less with expandable segments)"});
    r.listing.push_back({"logit_bytes_per_element", "Logit bytes per element", a.logit_bytes_per_element, "B", "2–6",
                         "FP32 logits for the cross-entropy (MLM's charge)"});
    r.listing.push_back({"fp8_weight_copy_bytes", "FP8 weight copies per TE-linear parameter", a.fp8_weight_copy_bytes,
                         "B", "0–2", "TE keeps FP8 weight copies/transposes when params are not FP8"});
    r.listing.push_back({"host_pinned_reserve_fraction", "Host RAM reserved for pinned buffers and the OS",
                         a.host_pinned_reserve_fraction, "fraction", "0–0.3", "studio default"});
    return r;
}

}  // namespace moe
