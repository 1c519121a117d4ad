// World size and mesh divisibility (domain §2.1, §2.2), batch shape, SP at TP 1, dist-opt
// instances and hierarchical CP sizes (§2.5).
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
        sink.error("layout.size_positive", std::string(s.name) + " is " + num(s.value) + "; every size must be >= 1")
            .fields({s.path})
            .suggest(std::string("set ") + s.path + " to 1 or more")
            .source(kSrcArguments)
            .fix(s.path, "1");
    }
    if (!c.sizesInRange) {
        sink.error("layout.size_range", "a layout size is out of range (TP " + num(c.tp) + ", CP " + num(c.cp) +
                                            ", PP " + num(c.pp) + ", VPP " + num(c.vpp) + ", EP " + num(c.ep) +
                                            ", ETP " + num(c.etp) + ", MBS " + num(c.mbs) + ", world " + num(c.world) +
                                            ", GBS " + num(c.gbs) + ", seq " + num(c.seq) + ")")
            .fields({"layout.tp", "layout.cp", "layout.pp", "layout.vpp", "layout.ep", "layout.etp",
                     "layout.micro_batch_size", "layout.world_size", "layout.global_batch_size", "layout.seq_length"})
            .suggest("parallel sizes and MBS must be <= " + num(kMaxParallelSize) +
                     "; world, GBS and sequence "
                     "length <= " +
                     num(kMaxCount))
            .source("MoE Layout Studio");
    }
}

void checkMeshes(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t attn = c.tp * c.cp * c.pp;
    const int64_t expert = c.etp * c.ep * c.pp;
    const int64_t step = lcm64(attn, expert);  // 0 on overflow: then no world is offered
    const int64_t next = roundUpToMultiple(c.world, step);
    const bool haveNext = step > 0 && next <= kMaxCount;
    const std::string validWorlds = "valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(" + num(attn) + ", " +
                                    num(expert) + ")" + (step > 0 ? " = " + num(step) : std::string());
    const std::string useWorld = haveNext ? "use " + num(next) + " GPUs (" + validWorlds + ")" : validWorlds;
    if (c.world % attn != 0) {
        auto d = sink.error("mesh.attention_divisible", "world " + num(c.world) + " is not divisible by TP·CP·PP = " +
                                                            product({c.tp, c.cp, c.pp}) + " = " + num(attn));
        d.fields({"layout.world_size", "layout.tp", "layout.cp", "layout.pp"})
            .suggest(useWorld + ", or change TP/CP/PP")
            .source(kSrcParallelState);
        if (haveNext) d.fix("layout.world_size", num(next));
    }
    if (c.world % expert != 0) {
        std::vector<std::string> fields{"layout.world_size", "layout.etp", "layout.ep", "layout.pp"};
        if (!c.layout.etp) fields.push_back("layout.tp");  // ETP defaults to TP
        auto d = sink.error("mesh.expert_divisible", "world " + num(c.world) + " is not divisible by ETP·EP·PP = " +
                                                         product({c.etp, c.ep, c.pp}) + " = " + num(expert) +
                                                         (c.layout.etp ? "" : " (ETP unset, so ETP = TP)"));
        d.fields(std::move(fields)).suggest(useWorld + ", or change ETP/EP/PP").source(kSrcParallelState);
        if (haveNext) d.fix("layout.world_size", num(next));
    }
    // §2.2: with PP not the slowest dimension the expert and dense generators only line up when
    // both meshes have the same data-parallel size.
    if (c.layout.rank_order == RankOrder::TpCpEpPpDp && c.pp > 1 && c.dp > 0 && c.edp > 0 && c.dp != c.edp) {
        sink.error("mesh.rank_order_edp", std::string("rank order ") + toString(c.layout.rank_order) + " with PP " +
                                              num(c.pp) + " needs EDP == DP, but EDP " + num(c.edp) + " != DP " +
                                              num(c.dp))
            .fields({"layout.rank_order", "layout.pp", "layout.ep", "layout.etp", "layout.tp", "layout.cp"})
            .suggest("use the default order tp-cp-ep-dp-pp, or make ETP·EP equal TP·CP")
            .source(kSrcParallelState)
            .fix("layout.rank_order", toString(RankOrder::TpCpEpDpPp));
    }
}

void checkBatch(const RuleContext& c, DiagnosticSink& sink) {
    if (c.dp <= 0) return;  // mesh error already reported; DP is undefined
    const int64_t unit = c.mbs * c.dp;
    if (c.gbs % unit == 0) return;
    const int64_t up = roundUpToMultiple(c.gbs, unit);
    sink.error("batch.gbs_divisible", "global batch " + num(c.gbs) +
                                          " is not divisible by MBS·DP = " + product({c.mbs, c.dp}) + " = " + num(unit))
        .fields({"layout.global_batch_size", "layout.micro_batch_size", "layout.world_size"})
        .suggest("set the global batch to a multiple of " + num(unit) + ", e.g. " + num(up))
        .source(kSrcArguments)
        .fix("layout.global_batch_size", num(up));
}

void checkSequenceParallel(const RuleContext& c, DiagnosticSink& sink) {
    // Megatron-Core's ModelParallelConfig raises when expert and tensor parallelism meet without
    // sequence parallelism (Megatron-LM's and Bridge's configs both build it).
    if (c.model.isMoe() && c.ep > 1 && c.tp > 1 && !c.layout.sequence_parallel) {
        sink.error("parallel.ep_tp_without_sp",
                   "EP " + num(c.ep) + " with TP " + num(c.tp) + " needs sequence parallelism, and it is off")
            .fields({"layout.sequence_parallel", "layout.tp", "layout.ep"})
            .suggest("turn sequence parallelism on")
            .source(kSrcModelParallelConfig)
            .fix("layout.sequence_parallel", "true");
    }
    if (!c.layout.sequence_parallel || c.tp != 1) return;
    // Megatron-LM's validate_args turns SP off at TP 1 with a warning (its importer does the same);
    // Megatron-Core's ModelParallelConfig, which Bridge builds directly, raises.
    sink.error("parallel.sp_at_tp1", "sequence parallelism is on with TP 1 (Megatron-Core's config, as Bridge builds it, "
                                     "rejects it; Megatron-LM turns it off)")
        .fields({"layout.sequence_parallel", "layout.tp"})
        .suggest("turn sequence parallelism off, or use TP > 1")
        .source(std::string(kSrcModelParallelConfig) + "; " + kSrcArguments)
        .fix("layout.sequence_parallel", "false");
}

void checkOptimizerInstances(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t inst = c.opt.optimizer.distributed_instances;
    if (inst < 1) {
        sink.error("optimizer.instances_divisible",
                   "distributed optimizer instances is " + num(inst) + "; it must be >= 1")
            .fields({"options.optimizer.distributed_instances"})
            .suggest("use 1 instance")
            .source(kSrcArguments)
            .fix("options.optimizer.distributed_instances", "1");
        return;
    }
    if (c.dp <= 0 || inst == 1) return;
    const int64_t dpcp = c.dp * c.cp;
    if (dpcp % inst == 0) return;
    sink.error("optimizer.instances_divisible", "DP·CP = " + product({c.dp, c.cp}) + " = " + num(dpcp) +
                                                    " is not divisible by " + num(inst) +
                                                    " distributed optimizer instances")
        .fields({"options.optimizer.distributed_instances", "layout.world_size", "layout.cp"})
        .suggest("use a number of instances that divides " + num(dpcp) + ", e.g. 1")
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
            sink.error("cp.hierarchical_product", "hierarchical CP sizes " + factors + " multiply to " +
                                                      (degenerate ? std::string("an invalid size") : num(prod)) +
                                                      ", not CP " + num(c.cp))
                .fields({"layout.hierarchical_cp_sizes", "layout.cp"})
                .suggest("give inner and outer sizes whose product is CP " + num(c.cp) +
                         " (inner inside the NVLink domain)")
                .source(kSrcArguments);
        }
    }
    if (c.layout.cp_comm_type == CpCommType::A2AP2P && sizes.empty()) {
        sink.error("cp.hierarchical_missing", "cp_comm_type a2a+p2p needs hierarchical CP sizes, none given")
            .fields({"layout.cp_comm_type", "layout.hierarchical_cp_sizes"})
            .suggest("set hierarchical_cp_sizes to [inner, outer] with inner·outer = CP " + num(c.cp) + ", or use p2p")
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
