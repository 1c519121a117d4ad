// Token dispatcher vs hardware and routing options, and MoE bias with ETP (domain §2.5).
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

// Bridge allows DeepEP on SM 8.x/9.x and on B200/B300 by device name; the Grace-Blackwell NVL72
// parts (GB200/GB300) share B200's SM but fail the name test. Megatron-Core has no such check:
// Megatron-LM runs DeepEP on GB200 (NVIDIA/Megatron-LM docs/discussions/deepseek-v3-gb200-optimization).
bool isGraceBlackwell(const HardwareSpec& hw) {
    return hw.name.rfind("GB", 0) == 0 || hw.arch.find("Grace") != std::string::npos;
}

}  // namespace

void checkDispatcher(const RuleContext& c, DiagnosticSink& sink) {
    const Dispatcher d = c.opt.dispatcher;
    if (!c.model.isMoe()) return;  // no token dispatch in a dense model
    if (d == Dispatcher::FlexDeepEP && isGraceBlackwell(c.hw)) {
        sink.rejectedOnlyBy(RejectedBy::Bridge, "dispatcher.deepep_hardware",
                            "Megatron-Bridge refuses flex+deepep on " + quoted(c.hw.name) +
                                " (it allows DeepEP on SM 8.x/9.x and B200/B300 only); Megatron-LM runs it")
            .fields({"options.dispatcher", "hardware.name"})
            .suggest("for Megatron-Bridge use flex_hybridep (first choice on NVL72) or alltoall")
            .source(kSrcBridgeFlexDispatcher)
            .fix("options.dispatcher", toString(Dispatcher::FlexHybridEP));
    }
    if (d == Dispatcher::FlexHybridEP && c.hw.isNvl72() && c.ep > c.hw.nvlink_domain_size) {
        sink.error("dispatcher.hybridep_ep_domain", "flex+hybridep on " + quoted(c.hw.name) +
                                                        " needs EP <= " + num(int64_t{c.hw.nvlink_domain_size}) +
                                                        " (one NVLink domain), EP is " + num(c.ep))
            .fields({"options.dispatcher", "layout.ep", "hardware.nvlink_domain_size"})
            .suggest("keep EP within the NVL72 domain (<= " + num(int64_t{c.hw.nvlink_domain_size}) +
                     "), or use alltoall")
            .source("Megatron-LM HybridEP dispatcher");
    }
    if (c.opt.routing.expert_rank_capacity_factor.has_value() && d != Dispatcher::FlexHybridEP &&
        d != Dispatcher::FlexNcclEP) {
        sink.error("dispatcher.paged_stash_backend", std::string("paged stash (expert-rank capacity factor) needs "
                                                                 "flex_hybridep or flex_ncclep, dispatcher is ") +
                                                         toString(d))
            .fields({"options.routing.expert_rank_capacity_factor", "options.dispatcher"})
            .suggest("use flex_hybridep, or clear the expert-rank capacity factor")
            .source(kSrcArguments)
            .fix("options.routing.expert_rank_capacity_factor", "null");
    }
    if (c.model.add_bias_linear && c.etp != 1) {
        sink.error("moe.bias_with_etp",
                   "MoE linear biases need ETP 1, ETP is " + num(c.etp) + (c.layout.etp ? "" : " (unset, so ETP = TP)"))
            .fields({"model.add_bias_linear", "layout.etp"})
            .suggest("set ETP to 1 (shard experts by EP instead)")
            .source(kSrcTransformerConfig)
            .fix("layout.etp", "1");
    }
}

}  // namespace moe::rules
