// Environment variables Megatron-LM and Bridge require.
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

void checkEnvironment(const RuleContext& c, DiagnosticSink& sink) {
    // On Hopper, TP/CP collectives must be ordered behind compute on one hardware queue for their
    // overlap to work; EP overlap schedules its own streams and is exempt (FSDP is not modelled).
    // Megatron-LM's validate_args asserts CUDA_DEVICE_MAX_CONNECTIONS=1 before Blackwell with TP/CP > 1
    // (EP overlap and FSDP only warn); Bridge's CommOverlapConfig sets it to 1 itself. A recipe that
    // does not say it is therefore fine: every export writes the value.
    const auto& cdmc = c.opt.cuda_device_max_connections;
    if (c.hw.isHopper() && (c.tp > 1 || c.cp > 1) && !c.opt.overlap.ep_a2a_overlap && cdmc != 1) {
        const MessageArg env = codeArg("CUDA_DEVICE_MAX_CONNECTIONS");
        if (!cdmc) {
            sink.adjusted("env.cuda_device_max_connections",
                          ruleText(MOE_TR("rules",
                                          "on Hopper with TP %1 / CP %2 %3 must be 1 and the input does not set it: "
                                          "Bridge sets it itself, Megatron-LM asserts it; exports write %4"),
                                   integerArg(c.tp), integerArg(c.cp), env, codeArg("CUDA_DEVICE_MAX_CONNECTIONS=1")))
                .fields({"options.cuda_device_max_connections", "layout.tp", "layout.cp", "hardware.name"})
                .suggest(ruleText(MOE_TR("rules", "set %1 in the job environment"),
                                  codeArg("CUDA_DEVICE_MAX_CONNECTIONS=1")))
                .source(std::string(kSrcArguments) + "; " + kSrcBridgeCommOverlap)
                .fix("options.cuda_device_max_connections", "1");
        } else {
            sink.error("env.cuda_device_max_connections",
                       ruleText(MOE_TR("rules", "on Hopper with TP %1 / CP %2 %3 must be 1, it is %4"),
                                integerArg(c.tp), integerArg(c.cp), env, integerArg(*cdmc)))
                .fields({"options.cuda_device_max_connections", "layout.tp", "layout.cp", "hardware.name"})
                .suggest(ruleText(MOE_TR("rules", "set %1"), codeArg("CUDA_DEVICE_MAX_CONNECTIONS=1")))
                .source(kSrcArguments)
                .fix("options.cuda_device_max_connections", "1");
        }
    }
}

}  // namespace moe::rules
