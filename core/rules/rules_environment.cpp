// Environment variables Megatron requires (domain §2.5, §8.4).
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

void checkEnvironment(const RuleContext& c, DiagnosticSink& sink) {
    // On Hopper, TP/CP collectives must be ordered behind compute on one hardware queue for their
    // overlap to work; EP overlap schedules its own streams and is exempt (FSDP is not modelled).
    const auto& cdmc = c.opt.cuda_device_max_connections;
    if (c.hw.isHopper() && (c.tp > 1 || c.cp > 1) && !c.opt.overlap.ep_a2a_overlap && cdmc != 1) {
        sink.error("env.cuda_device_max_connections", "on Hopper with TP " + num(c.tp) + " / CP " + num(c.cp) +
                                                          " CUDA_DEVICE_MAX_CONNECTIONS must be 1, it is " +
                                                          (cdmc ? num(int64_t{*cdmc}) : "unset"))
            .fields({"options.cuda_device_max_connections", "layout.tp", "layout.cp", "hardware.name"})
            .suggest("set CUDA_DEVICE_MAX_CONNECTIONS=1")
            .source(kSrcArguments)
            .fix("options.cuda_device_max_connections", "1");
    }
}

}  // namespace moe::rules
