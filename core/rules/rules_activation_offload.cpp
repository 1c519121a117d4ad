// Fine-grained activation offloading, as Megatron-Core's TransformerConfig.__post_init__
// (megatron/core/transformer/transformer_config.py) asserts it: modules named, attn_proj only with
// core_attn, nothing offloaded inside a recomputed MoE layer or under paged stash, and the CUDA-graph
// implementations it runs with.
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

}  // namespace

void checkActivationOffload(const RuleContext& c, DiagnosticSink& sink) {
    const TrainingOptions& o = c.opt;
    if (!o.activation_cpu_offload) {
        if (!o.offload_modules.empty())
            sink.warning("offload.modules_without_flag", "offload modules are listed but fine-grained activation offloading is off: nothing is offloaded")
                .fields({kModules, kFlag})
                .suggest("turn activation offloading on, or clear the module list")
                .source("MoE Layout Studio advice")
                .fix(kFlag, "true");
        return;
    }
    if (o.offload_modules.empty()) {
        sink.error("offload.no_modules", "fine-grained activation offloading needs at least one offload module, none is named")
            .fields({kModules, kFlag})
            .suggest("name the modules whose inputs go to the host, e.g. expert_fc1")
            .source(kSrcTransformerConfig)
            .fix(kModules, "[expert_fc1]");
    }
    if (o.offloads(OffloadModule::AttnProj) && !o.offloads(OffloadModule::CoreAttn)) {
        sink.error("offload.attn_proj_without_core_attn",
                   "attn_proj is offloaded without core_attn: attn_proj's input is core attention's output, which core "
                   "attention's backward still needs")
            .fields({kModules})
            .suggest("offload core_attn as well, or drop attn_proj")
            .source(kSrcTransformerConfig)
            .fix(kModules, withoutModules(o.offload_modules, {OffloadModule::AttnProj}));
    }
    const std::string experts = expertModulesIn(o);
    if (!experts.empty() && c.selectiveRecompute() && c.hasModule(RecomputeModule::Moe)) {
        sink.error("offload.inside_moe_recompute",
                   "offloads " + experts + " inside the MoE layer that 'moe' recompute re-runs whole")
            .fields({kModules, "options.recompute.modules"})
            .suggest("drop " + experts + " from the offload modules, or 'moe' from the recompute modules")
            .source(kSrcTransformerConfig)
            .fix(kModules, withoutModules(o.offload_modules, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}));
    }
    if (!experts.empty() && o.routing.expert_rank_capacity_factor.has_value()) {
        sink.error("offload.paged_stash", "offloads " + experts + " with paged stash (expert-rank capacity factor " +
                                               num(*o.routing.expert_rank_capacity_factor, 2) +
                                               "), which already holds those activations")
            .fields({kModules, "options.routing.expert_rank_capacity_factor"})
            .suggest("drop " + experts + " from the offload modules, or clear the expert-rank capacity factor")
            .source(kSrcTransformerConfig)
            .fix(kModules, withoutModules(o.offload_modules, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}));
    }
    if (!(o.activation_offload_fraction >= 0.0 && o.activation_offload_fraction <= 1.0)) {
        sink.error("offload.fraction_range", "activation offload fraction " + num(o.activation_offload_fraction, 2) + " is outside [0, 1]")
            .fields({"options.activation_offload_fraction"})
            .suggest("use a fraction between 0 and 1")
            .source(kSrcTransformerConfig)
            .fix("options.activation_offload_fraction", "1");
    }
}

}  // namespace moe::rules
