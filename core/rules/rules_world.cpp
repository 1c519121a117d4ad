// World size and mesh divisibility (domain §2.1, §2.2), batch shape, SP at TP 1, dist-opt
// instances and hierarchical CP sizes (§2.5).
#include <algorithm>
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

void checkSizes(const RuleContext& c, DiagnosticSink& sink) {
    struct Size {
        const char* path;
        const char* name;
        int64_t value;
    };
    const Size sizes[] = {
        {"layout.tp", "TP", c.tp},
        {"layout.cp", "CP", c.cp},
        {"layout.pp", "PP", c.pp},
        {"layout.vpp", "VPP", c.vpp},
        {"layout.ep", "EP", c.ep},
        {"layout.etp", "ETP", c.etp},
        {"layout.world_size", "world", c.world},
        {"layout.micro_batch_size", "MBS", c.mbs},
        {"layout.global_batch_size", "GBS", c.gbs},
        {"layout.seq_length", "sequence length", c.seq},
    };
    for (const Size& s : sizes) {
        if (s.value >= 1) continue;
        sink.error("layout.size_positive",
                   ruleText(MOE_TR("rules", "%1 is %2; every size must be >= 1"), codeArg(s.name), integerArg(s.value)))
            .fields({s.path})
            .suggest(ruleText(MOE_TR("rules", "set %1 to 1 or more"), codeArg(s.path)))
            .source(kSrcArguments)
            .fix(s.path, "1");
    }
    if (!c.sizesInRange) {
        sink.error("layout.size_range",
                   ruleText(MOE_TR("rules",
                                   "a layout size is out of range (TP %1, CP %2, PP %3, VPP %4, EP %5, ETP %6, "
                                   "MBS %7, world %8, GBS %9)"),
                            integerArg(c.tp), integerArg(c.cp), integerArg(c.pp), integerArg(c.vpp), integerArg(c.ep),
                            integerArg(c.etp), integerArg(c.mbs), integerArg(c.world), integerArg(c.gbs)))
            .fields({"layout.tp", "layout.cp", "layout.pp", "layout.vpp", "layout.ep", "layout.etp",
                     "layout.micro_batch_size", "layout.world_size", "layout.global_batch_size", "layout.seq_length"})
            .suggest(
                ruleText(MOE_TR("rules", "parallel sizes and MBS must be <= %1; world, GBS and sequence length <= %2"),
                         integerArg(kMaxParallelSize), integerArg(kMaxCount)))
            .source(MOE_TR("sources", "MoE Layout Studio"));
    }
}

void checkMeshes(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t attn = c.tp * c.cp * c.pp;
    const int64_t expert = c.etp * c.ep * c.pp;
    const int64_t step = lcm64(attn, expert);  // 0 on overflow: then no world is offered
    const int64_t next = roundUpToMultiple(c.world, step);
    const bool haveNext = step > 0 && next <= kMaxCount;
    // The suggestion, one whole sentence per case; `change` names the sizes to change instead.
    auto useWorld = [&](const char* change) {
        if (haveNext)
            return ruleText(MOE_TR("rules",
                                   "use %1 GPUs (valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = "
                                   "lcm(%2, %3) = %4), or change %5"),
                            integerArg(next), integerArg(attn), integerArg(expert), integerArg(step), codeArg(change));
        if (step > 0)
            return ruleText(MOE_TR("rules",
                                   "valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3, "
                                   "or change %4"),
                            integerArg(attn), integerArg(expert), integerArg(step), codeArg(change));
        return ruleText(
            MOE_TR("rules", "valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2), or change %3"),
            integerArg(attn), integerArg(expert), codeArg(change));
    };
    if (c.world % attn != 0) {
        auto d = sink.error("mesh.attention_divisible",
                            ruleText(MOE_TR("rules", "world %1 is not divisible by TP·CP·PP = %2 = %3"),
                                     integerArg(c.world), textArg(product({c.tp, c.cp, c.pp})), integerArg(attn)));
        d.fields({"layout.world_size", "layout.tp", "layout.cp", "layout.pp"})
            .suggest(useWorld("TP/CP/PP"))
            .source(kSrcParallelState);
        if (haveNext) d.fix("layout.world_size", num(next));
    }
    if (c.world % expert != 0) {
        std::vector<std::string> fields{"layout.world_size", "layout.etp", "layout.ep", "layout.pp"};
        if (!c.layout.etp) fields.push_back("layout.tp");  // ETP defaults to TP
        auto d = sink.error(
            "mesh.expert_divisible",
            c.layout.etp
                ? ruleText(MOE_TR("rules", "world %1 is not divisible by ETP·EP·PP = %2 = %3"), integerArg(c.world),
                           textArg(product({c.etp, c.ep, c.pp})), integerArg(expert))
                : ruleText(MOE_TR("rules", "world %1 is not divisible by ETP·EP·PP = %2 = %3 (ETP unset, so ETP = TP)"),
                           integerArg(c.world), textArg(product({c.etp, c.ep, c.pp})), integerArg(expert)));
        d.fields(std::move(fields)).suggest(useWorld("ETP/EP/PP")).source(kSrcParallelState);
        if (haveNext) d.fix("layout.world_size", num(next));
    }
    // §2.2: with PP not the slowest dimension the expert and dense generators only line up when
    // both meshes have the same data-parallel size.
    if (c.layout.rank_order == RankOrder::TpCpEpPpDp && c.pp > 1 && c.dp > 0 && c.edp > 0 && c.dp != c.edp) {
        sink.error(
                "mesh.rank_order_edp",
                ruleText(MOE_TR("rules", "rank order %1 with PP %2 needs EDP == DP, but EDP %3 != DP %4"),
                         codeArg(toString(c.layout.rank_order)), integerArg(c.pp), integerArg(c.edp), integerArg(c.dp)))
            .fields({"layout.rank_order", "layout.pp", "layout.ep", "layout.etp", "layout.tp", "layout.cp"})
            .suggest(ruleText(MOE_TR("rules", "use the default order %1, or make ETP·EP equal TP·CP"),
                              codeArg(toString(RankOrder::TpCpEpDpPp))))
            .source(kSrcParallelState)
            .fix("layout.rank_order", toString(RankOrder::TpCpEpDpPp));
    }
}

void checkBatch(const RuleContext& c, DiagnosticSink& sink) {
    if (c.dp <= 0) return;  // mesh error already reported; DP is undefined
    const int64_t unit = c.mbs * c.dp;
    if (c.gbs % unit == 0) return;
    // Interleaved 1F1B wants whole groups of PP microbatches: a batch raised only to a multiple of
    // MBS·DP could leave fewer than PP (review: "GBS 2048" at 16384 GPUs led to a group-size error).
    const bool interleaved = c.pp > 1 && c.vpp > 1;
    const int64_t up = roundUpToMultiple(c.gbs, unit * (interleaved ? c.pp : 1));
    // A smaller MBS that divides the batch keeps the global batch, a training hyperparameter the
    // fix should not change when it need not (review: the fix doubled GBS where MBS 1 would do).
    int64_t smallerMbs = 0;
    if (c.gbs % c.dp == 0)
        for (int64_t b = c.mbs - 1; b >= 1 && smallerMbs == 0; --b)
            if ((c.gbs / c.dp) % b == 0 && (!interleaved || (c.gbs / (b * c.dp)) % c.pp == 0)) smallerMbs = b;
    auto d = sink.error("batch.gbs_divisible",
                        ruleText(MOE_TR("rules", "global batch %1 is not divisible by MBS·DP = %2 = %3"),
                                 integerArg(c.gbs), textArg(product({c.mbs, c.dp})), integerArg(unit)))
                 .fields({"layout.global_batch_size", "layout.micro_batch_size", "layout.world_size"})
                 .source(kSrcArguments);
    if (smallerMbs > 0) {
        d.suggest(ruleText(MOE_TR("rules",
                                  "set MBS to %1, which keeps the global batch %2, or the global batch to a multiple "
                                  "of %3, e.g. %4"),
                           integerArg(smallerMbs), integerArg(c.gbs), integerArg(unit), integerArg(up)))
            .fix("layout.micro_batch_size", num(smallerMbs));
    } else {
        d.suggest(ruleText(MOE_TR("rules", "set the global batch to a multiple of %1, e.g. %2"), integerArg(unit),
                           integerArg(up)))
            .fix("layout.global_batch_size", num(up));
    }
}

void checkSequenceParallel(const RuleContext& c, DiagnosticSink& sink) {
    // Megatron-Core's ModelParallelConfig raises when expert and tensor parallelism meet without
    // sequence parallelism (Megatron-LM's and Bridge's configs both build it).
    if (c.model.isMoe() && c.ep > 1 && c.tp > 1 && !c.layout.sequence_parallel) {
        sink.error("parallel.ep_tp_without_sp",
                   ruleText(MOE_TR("rules", "EP %1 with TP %2 needs sequence parallelism, and it is off"),
                            integerArg(c.ep), integerArg(c.tp)))
            .fields({"layout.sequence_parallel", "layout.tp", "layout.ep"})
            .suggest(ruleText(MOE_TR("rules", "turn sequence parallelism on")))
            .source(kSrcModelParallelConfig)
            .fix("layout.sequence_parallel", "true");
    }
    if (!c.layout.sequence_parallel || c.tp != 1) return;
    // Megatron-LM's validate_args turns SP off at TP 1 with a warning (its importer does the same);
    // Megatron-Core's ModelParallelConfig, which Bridge builds directly, raises.
    sink.error("parallel.sp_at_tp1", ruleText(MOE_TR("rules",
                                                     "sequence parallelism is on with TP 1 (Megatron-Core's config, "
                                                     "as Bridge builds it, rejects it; Megatron-LM turns it off)")))
        .fields({"layout.sequence_parallel", "layout.tp"})
        .suggest(ruleText(MOE_TR("rules", "turn sequence parallelism off, or use TP > 1")))
        .source(std::string(kSrcModelParallelConfig) + "; " + kSrcArguments)
        .fix("layout.sequence_parallel", "false");
}

void checkOptimizerInstances(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t inst = c.opt.optimizer.distributed_instances;
    if (inst < 1) {
        sink.error(
                "optimizer.instances_divisible",
                ruleText(MOE_TR("rules", "distributed optimizer instances is %1; it must be >= 1"), integerArg(inst)))
            .fields({"options.optimizer.distributed_instances"})
            .suggest(ruleText(MOE_TR("rules", "use 1 instance")))
            .source(kSrcArguments)
            .fix("options.optimizer.distributed_instances", "1");
        return;
    }
    if (c.dp <= 0 || inst == 1) return;
    const int64_t dpcp = c.dp * c.cp;
    if (dpcp % inst == 0) return;
    sink.error("optimizer.instances_divisible",
               ruleText(MOE_TR("rules", "DP·CP = %1 = %2 is not divisible by %3 distributed optimizer instances"),
                        textArg(product({c.dp, c.cp})), integerArg(dpcp), integerArg(inst)))
        .fields({"options.optimizer.distributed_instances", "layout.world_size", "layout.cp"})
        .suggest(ruleText(MOE_TR("rules", "use a number of instances that divides %1, e.g. 1"), integerArg(dpcp)))
        .source(kSrcParallelState)
        .fix("options.optimizer.distributed_instances", "1");
}

void checkHierarchicalCp(const RuleContext& c, DiagnosticSink& sink) {
    const auto& sizes = c.layout.hierarchical_cp_sizes;
    if (!sizes.empty()) {
        int64_t prod = 1;
        std::string factors;
        bool degenerate = false;
        for (int s : sizes) {
            if (s < 1) degenerate = true;
            // Saturate so absurd lists cannot overflow; any product past CP is already wrong.
            if (!degenerate && prod <= (int64_t{1} << 40)) prod *= s;
            if (!factors.empty()) factors += "·";
            factors += num(int64_t{s});
        }
        if (degenerate || prod != c.cp) {
            // One click: the largest inner size that divides CP and keeps TP·inner inside the
            // NVLink domain, with at least two outer groups (review: no fix was offered).
            const int64_t domain = std::max(1, c.recipe.hardware.nvlink_domain_size);
            int64_t inner = 0;
            for (int64_t i = c.cp / 2; i >= 1 && inner == 0; --i)
                if (c.cp % i == 0 && c.tp * i <= domain) inner = i;
            auto d =
                sink.error("cp.hierarchical_product",
                           degenerate
                               ? ruleText(
                                     MOE_TR("rules", "hierarchical CP sizes %1 multiply to an invalid size, not CP %2"),
                                     textArg(factors), integerArg(c.cp))
                               : ruleText(MOE_TR("rules", "hierarchical CP sizes %1 multiply to %2, not CP %3"),
                                          textArg(factors), integerArg(prod), integerArg(c.cp)))
                    .fields({"layout.hierarchical_cp_sizes", "layout.cp"})
                    .suggest(ruleText(MOE_TR("rules",
                                             "give inner and outer sizes whose product is CP %1 (inner inside the "
                                             "NVLink domain)"),
                                      integerArg(c.cp)))
                    .source(kSrcArguments);
            if (inner > 0) {
                d.fix("layout.hierarchical_cp_sizes", num(inner) + "," + num(c.cp / inner));
            } else {
                // No two levels fit (CP 1 after a CP change, or TP alone fills the NVLink domain):
                // drop the levels, and the comm type that needs them (review: no fix was offered).
                d.fix("layout.hierarchical_cp_sizes", "[]");
                if (c.layout.cp_comm_type == CpCommType::A2AP2P)
                    d.fix("layout.cp_comm_type", toString(CpCommType::P2P));
            }
        }
    }
    if (c.layout.cp_comm_type == CpCommType::A2AP2P && sizes.empty()) {
        sink.error("cp.hierarchical_missing", ruleText(MOE_TR("rules", "%1 %2 needs hierarchical CP sizes, none given"),
                                                       codeArg("cp_comm_type"), codeArg("a2a+p2p")))
            .fields({"layout.cp_comm_type", "layout.hierarchical_cp_sizes"})
            .suggest(ruleText(MOE_TR("rules", "set %1 to [inner, outer] with inner·outer = CP %2, or use %3"),
                              codeArg("hierarchical_cp_sizes"), integerArg(c.cp), codeArg("p2p")))
            .source(kSrcArguments)
            .fix("layout.cp_comm_type", toString(CpCommType::P2P));
    }
}

}  // namespace

void checkWorld(const RuleContext& c, DiagnosticSink& sink) {
    checkSizes(c, sink);
    checkSequenceParallel(c, sink);
    checkHierarchicalCp(c, sink);
    if (!c.sizesValid) return;  // the rest divides by the sizes
    checkMeshes(c, sink);
    checkBatch(c, sink);
    checkOptimizerInstances(c, sink);
}

}  // namespace moe::rules
