// Fine-grained activation offloading, as Megatron-Core's TransformerConfig.__post_init__
// (megatron/core/transformer/transformer_config.py) asserts it: modules named, attn_proj only with
// core_attn, nothing offloaded inside a recomputed MoE layer or under paged stash, and the CUDA-graph
// implementations it runs with.
#include <cmath>
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

constexpr const char* kFlag = "options.activation_cpu_offload";
constexpr const char* kModules = "options.offload_modules";

std::string withoutModules(const std::vector<OffloadModule>& modules, std::initializer_list<OffloadModule> drop) {
    std::string out;
    for (OffloadModule m : modules) {
        bool dropped = false;
        for (OffloadModule d : drop) dropped |= d == m;
        if (!dropped) out += (out.empty() ? "" : ",") + std::string(toString(m));
    }
    return "[" + out + "]";
}

std::string expertModulesIn(const TrainingOptions& o) {
    std::string out;
    for (OffloadModule m : {OffloadModule::ExpertFc1, OffloadModule::MoeAct})
        if (o.offloads(m)) out += (out.empty() ? "" : ", ") + std::string(toString(m));
    return out;
}

// A number with two decimals; what num() writes for a value that is not finite.
MessageArg twoDigits(double v) {
    return std::isfinite(v) ? realArg(v, 2) : textArg(num(v, 2));
}

}  // namespace

void checkActivationOffload(const RuleContext& c, DiagnosticSink& sink) {
    const TrainingOptions& o = c.opt;
    if (!o.activation_cpu_offload) {
        if (!o.offload_modules.empty())
            sink.warning("offload.modules_without_flag",
                         ruleText(MOE_TR("rules",
                                         "offload modules are listed but fine-grained activation offloading "
                                         "is off: nothing is offloaded")))
                .fields({kModules, kFlag})
                .suggest(ruleText(MOE_TR("rules", "turn activation offloading on, or clear the module list")))
                .source(MOE_TR("sources", "MoE Layout Studio advice"))
                .fix(kFlag, "true");
        return;
    }
    if (o.offload_modules.empty()) {
        sink.error("offload.no_modules",
                   ruleText(MOE_TR(
                       "rules", "fine-grained activation offloading needs at least one offload module, none is named")))
            .fields({kModules, kFlag})
            .suggest(ruleText(MOE_TR("rules", "name the modules whose inputs go to the host, e.g. %1"),
                              codeArg(toString(OffloadModule::ExpertFc1))))
            .source(kSrcTransformerConfig)
            .fix(kModules, "[expert_fc1]");
    }
    if (o.offloads(OffloadModule::AttnProj) && !o.offloads(OffloadModule::CoreAttn)) {
        sink.error("offload.attn_proj_without_core_attn",
                   ruleText(MOE_TR("rules",
                                   "%1 is offloaded without %2: %1's input is core attention's output, which "
                                   "core attention's backward still needs"),
                            codeArg(toString(OffloadModule::AttnProj)), codeArg(toString(OffloadModule::CoreAttn))))
            .fields({kModules})
            .suggest(ruleText(MOE_TR("rules", "offload %1 as well, or drop %2"),
                              codeArg(toString(OffloadModule::CoreAttn)), codeArg(toString(OffloadModule::AttnProj))))
            .source(kSrcTransformerConfig)
            .fix(kModules, withoutModules(o.offload_modules, {OffloadModule::AttnProj}));
    }
    const std::string experts = expertModulesIn(o);
    if (!experts.empty() && c.selectiveRecompute() && c.hasModule(RecomputeModule::Moe)) {
        sink.error("offload.inside_moe_recompute",
                   ruleText(MOE_TR("rules", "offloads %1 inside the MoE layer that '%2' recompute re-runs whole"),
                            textArg(experts), codeArg(toString(RecomputeModule::Moe))))
            .fields({kModules, "options.recompute.modules"})
            .suggest(ruleText(MOE_TR("rules", "drop %1 from the offload modules, or '%2' from the recompute modules"),
                              textArg(experts), codeArg(toString(RecomputeModule::Moe))))
            .source(kSrcTransformerConfig)
            .fix(kModules, withoutModules(o.offload_modules, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}));
    }
    if (!experts.empty() && o.routing.expert_rank_capacity_factor.has_value()) {
        sink.error("offload.paged_stash",
                   ruleText(MOE_TR("rules",
                                   "offloads %1 with paged stash (expert-rank capacity factor %2), which "
                                   "already holds those activations"),
                            textArg(experts), twoDigits(*o.routing.expert_rank_capacity_factor)))
            .fields({kModules, "options.routing.expert_rank_capacity_factor"})
            .suggest(
                ruleText(MOE_TR("rules", "drop %1 from the offload modules, or clear the expert-rank capacity factor"),
                         textArg(experts)))
            .source(kSrcTransformerConfig)
            .fix(kModules, withoutModules(o.offload_modules, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}));
    }
    if (!(o.activation_offload_fraction >= 0.0 && o.activation_offload_fraction <= 1.0)) {
        sink.error("offload.fraction_range",
                   ruleText(MOE_TR("rules", "activation offload fraction %1 is outside [0, 1]"),
                            twoDigits(o.activation_offload_fraction)))
            .fields({"options.activation_offload_fraction"})
            .suggest(ruleText(MOE_TR("rules", "use a fraction between 0 and 1")))
            .source(kSrcTransformerConfig)
            .fix("options.activation_offload_fraction", "1");
    }
}

}  // namespace moe::rules
