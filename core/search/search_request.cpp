#include "core/search/search_request.h"

namespace moe {

SearchRequest searchRequestForRecipe(const Recipe& recipe, int64_t gpus) {
    SearchRequest req;
    req.model = recipe.model;
    req.hardware = recipe.hardware;
    req.gpus = gpus;
    req.seq_length = recipe.layout.seq_length;
    req.options = recipe.options;
    req.cp_comm_type = recipe.layout.cp_comm_type;
    req.constraints.global_batch_size = recipe.layout.global_batch_size;
    req.constraints.allow_benchmark_only = recipe.options.isBenchmarkOnly();
    return req;
}

TrainingOptions defaultSearchOptions() {
    TrainingOptions o;
    o.overlap.grad_reduce = true;
    o.overlap.param_gather = true;
    return o;
}

std::string searchOptionsText(const TrainingOptions& o) {
    std::string text;
    auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    const OverlapOptions& ov = o.overlap;
    if (ov.grad_reduce && ov.param_gather)
        add("DP overlap grad-reduce + param-gather");
    else if (ov.grad_reduce)
        add("DP overlap grad-reduce only");
    else if (ov.param_gather)
        add("DP overlap param-gather only");
    else
        add("no DP overlap");
    add(ov.tp_comm_overlap ? "TP overlap" : "no TP overlap");
    add(ov.ep_a2a_overlap ? (ov.delay_wgrad_compute ? "EP overlap + delayed wgrad" : "EP overlap") : "no EP overlap");
    if (ov.shared_expert_overlap) add("shared-expert overlap");
    const CudaGraphOptions& g = o.cuda_graphs;
    if (g.impl == CudaGraphImpl::None) {
        add("no CUDA graphs");
    } else {
        std::string graphs = std::string("CUDA graphs ") + toString(g.impl);
        if (!g.scopes.empty()) {
            graphs += " [";
            for (size_t i = 0; i < g.scopes.size(); ++i) graphs += (i ? ", " : "") + std::string(toString(g.scopes[i]));
            graphs += "]";
        }
        add(graphs);
    }
    add(o.optimizer.distributed ? "distributed optimizer" : "no distributed optimizer");
    if (o.routing.force_load_balancing)
        add("forced load balancing (benchmark-only)");
    else
        add(o.routing.dropless() ? "dropless routing" : "capacity-factor routing");
    if (o.manual_gc) add("manual GC");
    return text;
}

}  // namespace moe
