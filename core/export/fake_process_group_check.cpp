#include "core/export/fake_process_group_check.h"

#include "core/export/megatron_args_export.h"

namespace moe {

Result<FakeProcessGroupCheck> fakeProcessGroupCheck(const Recipe& recipe, MegatronVersion version) {
    FakeProcessGroupCheck out;
    Recipe r = recipe;
    const Dispatcher d = r.options.dispatcher;
    if (d == Dispatcher::FlexDeepEP || d == Dispatcher::FlexHybridEP || d == Dispatcher::FlexNcclEP) {
        r.options.dispatcher = Dispatcher::AllToAll;
        out.notes.push_back(std::string("dispatcher ") + toString(d) +
                            " switched to alltoall for this check: --fake-process-group is incompatible with the flex "
                            "dispatcher; memory of the dispatch buffers differs from the real run");
    }
    auto groups = megatronArgumentGroups(r, version);
    if (!groups) return groups.error();
    std::string cmd;
    for (const auto& env : {std::string("CUDA_DEVICE_MAX_CONNECTIONS=") +
                                (r.options.cuda_device_max_connections ? std::to_string(*r.options.cuda_device_max_connections) : "1")})
        cmd += env + " ";
    cmd += "torchrun --nproc-per-node 1 pretrain_gpt.py";
    for (const auto& w : flattenArguments(*groups)) cmd += " " + shellQuote(w);
    cmd += " --fake-process-group --train-iters 3";
    out.command = cmd;
    out.notes.push_back("runs one rank of the " + std::to_string(recipe.layout.world_size) +
                        "-GPU layout on a single GPU with collectives skipped: peak memory is real, step time is not");
    return out;
}

}  // namespace moe
