// Activation recompute: full vs selective settings and module compatibility (domain §2.5). The
// seeds' advice on full and core_attn recompute lives in rules_advice.cpp.
#include <string>
#include <vector>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

void checkGranularity(const RuleContext& c, DiagnosticSink& sink) {
    const RecomputeOptions& r = c.opt.recompute;
    if (c.fullRecompute() && (r.method == RecomputeMethod::None || r.num_layers < 1)) {
        sink.error("recompute.full_needs_method",
                   ruleText(MOE_TR("rules",
                                   "full recompute needs a method (%1/%2) and a layer count; got method %3, %4 layers"),
                            codeArg(toString(RecomputeMethod::Uniform)), codeArg(toString(RecomputeMethod::Block)),
                            codeArg(toString(r.method)), integerArg(r.num_layers)))
            .fields({"options.recompute.granularity", "options.recompute.method", "options.recompute.num_layers"})
            .suggest(
                ruleText(MOE_TR("rules", "set method %1 and %2 1 (recompute every layer), or use selective recompute"),
                         codeArg(toString(RecomputeMethod::Uniform)), codeArg("num_layers")))
            .source(kSrcArguments)
            .fix("options.recompute.method", "uniform")
            .fix("options.recompute.num_layers", r.num_layers >= 1 ? num(int64_t{r.num_layers}) : "1");
    }
    if (c.selectiveRecompute() && (r.method != RecomputeMethod::None || r.num_layers != 0)) {
        sink.error("recompute.selective_with_method",
                   ruleText(
                       MOE_TR("rules", "selective recompute takes no method or layer count; got method %1, %2 layers"),
                       codeArg(toString(r.method)), integerArg(r.num_layers)))
            .fields({"options.recompute.granularity", "options.recompute.method", "options.recompute.num_layers"})
            .suggest(ruleText(MOE_TR("rules", "clear method and %1 for selective recompute"), codeArg("num_layers")))
            .source(kSrcArguments)
            .fix("options.recompute.method", "none")
            .fix("options.recompute.num_layers", "0");
    }
}

void checkModules(const RuleContext& c, DiagnosticSink& sink) {
    const RecomputeOptions& r = c.opt.recompute;
    if (c.hasModule(RecomputeModule::MoeAct) && !c.opt.routing.grouped_gemm) {
        const MessageArg module = codeArg(toString(RecomputeModule::MoeAct));
        sink.error("recompute.moe_act_needs_grouped_gemm",
                   ruleText(MOE_TR("rules", "recompute module %1 needs grouped GEMM, which is off"), module))
            .fields({"options.recompute.modules", "options.routing.grouped_gemm"})
            .suggest(ruleText(MOE_TR("rules", "turn grouped GEMM on, or drop %1"), module))
            .source(kSrcTransformerConfig)
            .fix("options.routing.grouped_gemm", "true");
    }
    if (c.hasModule(RecomputeModule::MlaUpProj) && c.model.attention != AttentionKind::MLA) {
        const MessageArg module = codeArg(toString(RecomputeModule::MlaUpProj));
        sink.error("recompute.mla_up_proj_needs_mla",
                   ruleText(MOE_TR("rules", "recompute module %1 needs MLA attention; model '%2' uses GQA"), module,
                            textArg(c.model.name)))
            .fields({"options.recompute.modules", "model.attention"})
            .suggest(ruleText(MOE_TR("rules", "drop %1 from the recompute modules"), module))
            .source(kSrcTransformerConfig)
            .fix("options.recompute.modules", modulesWithout(r, RecomputeModule::MlaUpProj));
    }
    if (c.hasModule(RecomputeModule::SharedExperts) && c.opt.overlap.shared_expert_overlap) {
        const MessageArg module = codeArg(toString(RecomputeModule::SharedExperts));
        sink.error(
                "recompute.shared_experts_with_overlap",
                ruleText(MOE_TR("rules", "recompute module %1 cannot be combined with shared-expert overlap"), module))
            .fields({"options.recompute.modules", "options.overlap.shared_expert_overlap"})
            .suggest(ruleText(MOE_TR("rules", "turn shared-expert overlap off, or drop %1"), module))
            .source(kSrcTransformerConfig)
            .fix("options.overlap.shared_expert_overlap", "false");
    }
    if (c.opt.precision == Precision::FP8Delayed &&
        (c.hasModule(RecomputeModule::MoeAct) || c.hasModule(RecomputeModule::Layernorm))) {
        std::string which = c.hasModule(RecomputeModule::MoeAct) ? "moe_act" : "";
        if (c.hasModule(RecomputeModule::Layernorm)) which += which.empty() ? "layernorm" : "/layernorm";
        sink.error("recompute.fp8_delayed_modules",
                   ruleText(
                       MOE_TR("rules", "FP8 delayed scaling cannot recompute %1 (needs current/blockwise/MX scaling)"),
                       codeArg(which)))
            .fields({"options.precision", "options.recompute.modules"})
            .suggest(ruleText(MOE_TR("rules", "use %1 or %2, or drop %3"), codeArg(toString(Precision::FP8Tensorwise)),
                              codeArg(toString(Precision::FP8Blockwise)), codeArg(which)))
            .source(kSrcTransformerConfig)
            .fix("options.precision", toString(Precision::FP8Tensorwise));
    }
}

}  // namespace

void checkRecompute(const RuleContext& c, DiagnosticSink& sink) {
    checkGranularity(c, sink);
    checkModules(c, sink);
}

}  // namespace moe::rules
