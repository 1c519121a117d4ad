// Token dispatcher vs hardware and routing options, and MoE bias with ETP (domain §2.5).
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

// Bridge allows DeepEP on SM 8.x/9.x and on B200/B300 by device name; the Grace-Blackwell NVL72
// parts (GB200/GB300) share B200's SM but fail the name test. Megatron-Core has no such check:
// Megatron-LM runs DeepEP on GB200 (NVIDIA/Megatron-LM docs/discussions/deepseek-v3-gb200-optimization).
constexpr const char* kSrcFlexDispatcher =
    "NVIDIA/Megatron-LM megatron/core/transformer/moe/token_dispatcher.py (MoEFlexTokenDispatcher.__init__)";

bool isGraceBlackwell(const HardwareSpec& hw) {
    return hw.name.rfind("GB", 0) == 0 || hw.arch.find("Grace") != std::string::npos;
}

}  // namespace

void checkDispatcher(const RuleContext& c, DiagnosticSink& sink) {
    const Dispatcher d = c.opt.dispatcher;
    if (!c.model.isMoe()) return;  // no token dispatch in a dense model
    if (d == Dispatcher::FlexDeepEP && isGraceBlackwell(c.hw)) {
        sink.rejectedOnlyBy(
                RejectedBy::Bridge, "dispatcher.deepep_hardware",
                ruleText(MOE_TR("rules",
                                "Megatron-Bridge refuses %1 on '%2' (it allows DeepEP on %3 and %4 only); "
                                "Megatron-LM runs it"),
                         codeArg("flex+deepep"), textArg(c.hw.name), codeArg("SM 8.x/9.x"), textArg("B200/B300")))
            .fields({"options.dispatcher", "hardware.name"})
            .suggest(ruleText(MOE_TR("rules", "for Megatron-Bridge use %1 (first choice on NVL72) or %2"),
                              codeArg(toString(Dispatcher::FlexHybridEP)), codeArg(toString(Dispatcher::AllToAll))))
            .source(kSrcBridgeFlexDispatcher)
            .fix("options.dispatcher", toString(Dispatcher::FlexHybridEP));
    }
    // MoEFlexTokenDispatcher asserts tp_size * ep_size > 1 at start-up, its tp_size being the expert
    // tensor-parallel group's: every flex backend needs an expert group of two GPUs at least (a review
    // exported EP 1 ETP 1 with HybridEP from Search's #1).
    const bool flex = d == Dispatcher::FlexDeepEP || d == Dispatcher::FlexHybridEP || d == Dispatcher::FlexNcclEP;
    if (flex && c.ep * c.etp <= 1) {
        sink.error("dispatcher.flex_needs_ep",
                   ruleText(MOE_TR("rules", "the %1 dispatcher needs ETP × EP > 1, but ETP %2 × EP %3 = 1"),
                            codeArg(toString(d)), integerArg(c.etp), integerArg(c.ep)))
            .fields({"options.dispatcher", "layout.ep", "layout.etp"})
            .suggest(ruleText(MOE_TR("rules", "use the %1 dispatcher, or raise EP"),
                              codeArg(toString(Dispatcher::AllToAll))))
            .source(kSrcFlexDispatcher)
            .fix("options.dispatcher", toString(Dispatcher::AllToAll));
    }
    if (d == Dispatcher::FlexHybridEP && c.hw.isNvl72() && c.ep > c.hw.nvlink_domain_size) {
        sink.error("dispatcher.hybridep_ep_domain",
                   ruleText(MOE_TR("rules", "%1 on '%2' needs EP <= %3 (one NVLink domain), EP is %4"),
                            codeArg("flex+hybridep"), textArg(c.hw.name), integerArg(c.hw.nvlink_domain_size),
                            integerArg(c.ep)))
            .fields({"options.dispatcher", "layout.ep", "hardware.nvlink_domain_size"})
            .suggest(ruleText(MOE_TR("rules", "keep EP within the NVL72 domain (<= %1), or use %2"),
                              integerArg(c.hw.nvlink_domain_size), codeArg(toString(Dispatcher::AllToAll))))
            .source(MOE_TR("sources", "Megatron-LM HybridEP dispatcher"));
    }
    if (c.opt.routing.expert_rank_capacity_factor.has_value() && d != Dispatcher::FlexHybridEP &&
        d != Dispatcher::FlexNcclEP) {
        sink.error(
                "dispatcher.paged_stash_backend",
                ruleText(MOE_TR("rules", "paged stash (expert-rank capacity factor) needs %1 or %2, dispatcher is %3"),
                         codeArg(toString(Dispatcher::FlexHybridEP)), codeArg(toString(Dispatcher::FlexNcclEP)),
                         codeArg(toString(d))))
            .fields({"options.routing.expert_rank_capacity_factor", "options.dispatcher"})
            .suggest(ruleText(MOE_TR("rules", "use %1, or clear the expert-rank capacity factor"),
                              codeArg(toString(Dispatcher::FlexHybridEP))))
            .source(kSrcArguments)
            .fix("options.routing.expert_rank_capacity_factor", "null");
    }
    if (c.model.add_bias_linear && c.etp != 1) {
        sink.error("moe.bias_with_etp",
                   c.layout.etp
                       ? ruleText(MOE_TR("rules", "MoE linear biases need ETP 1, ETP is %1"), integerArg(c.etp))
                       : ruleText(MOE_TR("rules", "MoE linear biases need ETP 1, ETP is %1 (unset, so ETP = TP)"),
                                  integerArg(c.etp)))
            .fields({"model.add_bias_linear", "layout.etp"})
            .suggest(ruleText(MOE_TR("rules", "set ETP to 1 (shard experts by EP instead)")))
            .source(kSrcTransformerConfig)
            .fix("layout.etp", "1");
    }
}

}  // namespace moe::rules
