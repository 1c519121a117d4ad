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

Message searchOptionsMessage(const TrainingOptions& o) {
    std::vector<Message> parts;
    auto add = [&parts](Message part) { parts.push_back(std::move(part)); };
    const OverlapOptions& ov = o.overlap;
    if (ov.grad_reduce && ov.param_gather)
        add(message("search", MOE_TR("search", "DP overlap grad-reduce + param-gather")));
    else if (ov.grad_reduce)
        add(message("search", MOE_TR("search", "DP overlap grad-reduce only")));
    else if (ov.param_gather)
        add(message("search", MOE_TR("search", "DP overlap param-gather only")));
    else
        add(message("search", MOE_TR("search", "no DP overlap")));
    add(ov.tp_comm_overlap ? message("search", MOE_TR("search", "TP overlap"))
                           : message("search", MOE_TR("search", "no TP overlap")));
    add(ov.ep_a2a_overlap ? (ov.delay_wgrad_compute ? message("search", MOE_TR("search", "EP overlap + delayed wgrad"))
                                                    : message("search", MOE_TR("search", "EP overlap")))
                          : message("search", MOE_TR("search", "no EP overlap")));
    if (ov.shared_expert_overlap) add(message("search", MOE_TR("search", "shared-expert overlap")));
    const CudaGraphOptions& g = o.cuda_graphs;
    if (g.impl == CudaGraphImpl::None) {
        add(message("search", MOE_TR("search", "no CUDA graphs")));
    } else {
        std::string graphs = toString(g.impl);
        if (!g.scopes.empty()) {
            graphs += " [";
            for (size_t i = 0; i < g.scopes.size(); ++i) graphs += (i ? ", " : "") + std::string(toString(g.scopes[i]));
            graphs += "]";
        }
        add(message("search", MOE_TR("search", "CUDA graphs %1"), codeArg(graphs)));
    }
    add(o.optimizer.distributed ? message("search", MOE_TR("search", "distributed optimizer"))
                                : message("search", MOE_TR("search", "no distributed optimizer")));
    if (o.routing.force_load_balancing)
        add(message("search", MOE_TR("search", "forced load balancing (benchmark-only)")));
    else
        add(o.routing.dropless() ? message("search", MOE_TR("search", "dropless routing"))
                                 : message("search", MOE_TR("search", "capacity-factor routing")));
    if (o.manual_gc) add(message("search", MOE_TR("search", "manual GC")));
    // Kept on every plan as the recipe has it (review 38: the sentence left it out, applied plans
    // kept it).
    if (o.activation_cpu_offload && !o.offload_modules.empty()) {
        std::string modules;
        for (size_t i = 0; i < o.offload_modules.size(); ++i)
            modules += (i ? ", " : "") + std::string(toString(o.offload_modules[i]));
        add(message("search", MOE_TR("search", "activation offload [%1]"), codeArg(modules)));
    }
    return Message{{}, "%1", {messagesArg(std::move(parts), ", ")}};
}

std::string searchOptionsText(const TrainingOptions& o) {
    return searchOptionsMessage(o).english();
}

}  // namespace moe
