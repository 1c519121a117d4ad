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
        sink.error("recompute.full_needs_method", std::string("full recompute needs a method (uniform/block) and a "
                                                              "layer count; got method ") +
                                                      toString(r.method) + ", " + num(int64_t{r.num_layers}) +
                                                      " layers")
            .fields({"options.recompute.granularity", "options.recompute.method", "options.recompute.num_layers"})
            .suggest("set method uniform and num_layers 1 (recompute every layer), or use selective recompute")
            .source(kSrcArguments)
            .fix("options.recompute.method", "uniform")
            .fix("options.recompute.num_layers", r.num_layers >= 1 ? num(int64_t{r.num_layers}) : "1");
    }
    if (c.selectiveRecompute() && (r.method != RecomputeMethod::None || r.num_layers != 0)) {
        sink.error("recompute.selective_with_method", std::string("selective recompute takes no method or layer "
                                                                  "count; got method ") +
                                                          toString(r.method) + ", " + num(int64_t{r.num_layers}) +
                                                          " layers")
            .fields({"options.recompute.granularity", "options.recompute.method", "options.recompute.num_layers"})
            .suggest("clear method and num_layers for selective recompute")
            .source(kSrcArguments)
            .fix("options.recompute.method", "none")
            .fix("options.recompute.num_layers", "0");
    }
}

void checkModules(const RuleContext& c, DiagnosticSink& sink) {
    const RecomputeOptions& r = c.opt.recompute;
    if (c.hasModule(RecomputeModule::MoeAct) && !c.opt.routing.grouped_gemm) {
        sink.error("recompute.moe_act_needs_grouped_gemm", "recompute module moe_act needs grouped GEMM, which is off")
            .fields({"options.recompute.modules", "options.routing.grouped_gemm"})
            .suggest("turn grouped GEMM on, or drop moe_act")
            .source(kSrcTransformerConfig)
            .fix("options.routing.grouped_gemm", "true");
    }
    if (c.hasModule(RecomputeModule::MlaUpProj) && c.model.attention != AttentionKind::MLA) {
        sink.error("recompute.mla_up_proj_needs_mla",
                   "recompute module mla_up_proj needs MLA attention; model " + quoted(c.model.name) + " uses GQA")
            .fields({"options.recompute.modules", "model.attention"})
            .suggest("drop mla_up_proj from the recompute modules")
            .source(kSrcTransformerConfig)
            .fix("options.recompute.modules", modulesWithout(r, RecomputeModule::MlaUpProj));
    }
    if (c.hasModule(RecomputeModule::SharedExperts) && c.opt.overlap.shared_expert_overlap) {
        sink.error("recompute.shared_experts_with_overlap",
                   "recompute module shared_experts cannot be combined with shared-expert overlap")
            .fields({"options.recompute.modules", "options.overlap.shared_expert_overlap"})
            .suggest("turn shared-expert overlap off, or drop shared_experts")
            .source(kSrcTransformerConfig)
            .fix("options.overlap.shared_expert_overlap", "false");
    }
    if (c.opt.precision == Precision::FP8Delayed &&
        (c.hasModule(RecomputeModule::MoeAct) || c.hasModule(RecomputeModule::Layernorm))) {
        std::string which = c.hasModule(RecomputeModule::MoeAct) ? "moe_act" : "";
        if (c.hasModule(RecomputeModule::Layernorm)) which += which.empty() ? "layernorm" : "/layernorm";
        sink.error("recompute.fp8_delayed_modules",
                   "FP8 delayed scaling cannot recompute " + which + " (needs current/blockwise/MX scaling)")
            .fields({"options.precision", "options.recompute.modules"})
            .suggest("use fp8_tensorwise or fp8_blockwise, or drop " + which)
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
