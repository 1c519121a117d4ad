// Soft rules (warnings) of domain §2.6 and the seeds' rules of thumb (§7) that a recipe alone can
// check. Placement balance and the pipeline bubble live in rules_pipeline.cpp with the placement.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/layout/rank_grid.h"
#include "core/rules/context_parallel_attention.h"
#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

// RankGrid materialises every group; past this many GPUs the topology warnings are skipped so
// validation stays interactive.
constexpr int64_t kMaxWorldForTopology = int64_t{1} << 18;

void checkMeshAdvice(const RuleContext& c, DiagnosticSink& sink) {
    const bool moe = c.model.isMoe();
    if (moe && !c.layout.etp) {
        sink.warning("layout.etp_unset",
                     "ETP is unset, so ETP defaults to TP (" + num(c.tp) +
                         "), not 1; the expert mesh is ETP·EP·EDP·PP = " + product({c.etp, c.ep, c.edp, c.pp}))
            .fields({"layout.etp", "layout.tp"})
            .suggest("write ETP explicitly; ETP 1 (experts sharded by EP, not TP) is the usual choice")
            .source("MoE Layout Studio advice (ETP unset means ETP = TP in Megatron-Core)")
            .fix("layout.etp", num(c.tp));
    } else if (moe && c.etp > 1) {
        sink.warning("parallel.etp_above_one", "ETP " + num(c.etp) + " splits every expert GEMM over TP ranks")
            .fields({"layout.etp"})
            .suggest("prefer EP over TP for experts (ETP 1); fold once attention and experts want different meshes")
            .source("MoE Layout Studio advice; NVIDIA-NeMo/Megatron-Bridge MoE optimization docs")
            .fix("layout.etp", "1");
    }
    if (c.world > 1 && c.dp > 0 && (c.dp == 1 || (moe && c.edp == 1))) {
        std::string which = c.dp == 1 ? "DP" : "";
        if (moe && c.edp == 1) which += which.empty() ? "EDP" : " and EDP";
        sink.warning("parallel.dp_squeezed", "DP squeezed: " + which + " = 1 (DP " + num(c.dp) +
                                                 (moe ? ", EDP " + num(c.edp) : std::string()) + ")")
            .fields({"layout.world_size", "layout.tp", "layout.cp", "layout.pp", "layout.ep", "layout.etp"})
            .suggest("keep data parallelism alive: add GPUs or shrink model parallelism where memory allows")
            .source("MoE Layout Studio advice");
    }
}

// What to do about EP traffic that leaves the NVLink domain, given the dispatcher in use: the
// flex backends built for cross-domain EP, never the one already set.
std::string crossDomainEpAdvice(Dispatcher current, int64_t domain) {
    std::string advice = "keep ETP·EP <= " + num(domain) + " and dividing it";
    std::vector<Dispatcher> others;
    for (Dispatcher d : {Dispatcher::FlexDeepEP, Dispatcher::FlexHybridEP})
        if (d != current) others.push_back(d);
    const bool flex =
        current == Dispatcher::FlexDeepEP || current == Dispatcher::FlexHybridEP || current == Dispatcher::FlexNcclEP;
    if (current == Dispatcher::FlexHybridEP)
        return advice + "; the flex_hybridep dispatcher in use is already built for it";
    std::string names;
    for (size_t i = 0; i < others.size(); ++i) names += (i ? " or " : "") + std::string(toString(others[i]));
    return advice + (flex ? ", or A/B " + names + " against the " + toString(current) + " in use"
                          : ", or use a dispatcher built for cross-domain EP (" + names + ")");
}

void checkTopology(const RuleContext& c, DiagnosticSink& sink) {
    if (c.dp <= 0 || c.edp <= 0 || c.world > kMaxWorldForTopology || c.hw.nvlink_domain_size < 1) return;
    Result<RankGrid> grid = RankGrid::create(c.layout, c.hw.nvlink_domain_size, c.hw.gpus_per_node);
    if (!grid.ok()) return;  // world/mesh errors already say why
    const int64_t domain = c.hw.nvlink_domain_size;
    const bool moe = c.model.isMoe();
    const bool cpNeedsDomain =
        c.layout.cp_comm_type == CpCommType::A2A || c.layout.cp_comm_type == CpCommType::AllGather;
    bool epReported = false;
    for (const DomainCrossing& x : grid->domainCrossings()) {
        if (x.groups_crossing <= 0) continue;
        const std::string counts = num(x.groups_crossing) + " of " + num(x.groups_total) + " groups cross";
        if (x.kind == GroupKind::TP) {
            sink.warning("topology.tp_outside_domain", "TP group of " + num(c.tp) + " leaves the NVLink domain of " +
                                                           num(domain) + " GPUs (" + counts + ")")
                .fields({"layout.tp", "hardware.nvlink_domain_size"})
                .suggest("keep TP within one NVLink domain (TP <= " + num(domain) + " and dividing it)")
                .source("MoE Layout Studio advice (NVLink domain topology)");
        } else if (moe && !epReported &&
                   (x.kind == GroupKind::EP || x.kind == GroupKind::ETP || x.kind == GroupKind::EtpEp)) {
            epReported = true;
            const int64_t group = c.etp * c.ep;
            std::string share;
            const bool straddles = group <= domain;
            if (group > domain) {
                // Share of uniform-routing EP traffic leaving the domain, 1 − min(EP, D/ETP)/EP (§2.3).
                const double inside =
                    std::min(static_cast<double>(c.ep), static_cast<double>(domain) / static_cast<double>(c.etp));
                share = "; ~" + num(std::max(0.0, 1.0 - inside / static_cast<double>(c.ep)) * 100.0, 0) +
                        "% of EP traffic crosses the network";
            } else {
                share = "; the group fits a domain but " + num(domain) +
                        " is not a multiple of ETP·EP, so some "
                        "groups straddle two";
            }
            sink.warning("topology.ep_outside_domain", "ETP·EP = " + product({c.etp, c.ep}) + " = " + num(group) +
                                                           " leaves the NVLink domain of " + num(domain) + " GPUs (" +
                                                           counts + " for " + toString(x.kind) + ")" + share)
                .fields({"layout.ep", "layout.etp", "hardware.nvlink_domain_size", "options.dispatcher"})
                .suggest(straddles ? "place a multiple of ETP·EP = " + num(group) + " GPUs in each NVLink domain (e.g. " +
                                         num(domain / group * group) + " of " + num(domain) +
                                         " per rack, as Slurm's --segment does), so every group stays inside one; the "
                                         "grid packs ranks " + num(domain) + " to a domain"
                                   : crossDomainEpAdvice(c.opt.dispatcher, domain))
                .source("MoE Layout Studio advice (NVLink domain topology)");
        } else if (x.kind == GroupKind::CP && cpNeedsDomain) {
            // p2p only where Transformer Engine runs it for this model's attention (not for a
            // sliding window or a learnable softmax, which need a2a/allgather): the advice must
            // not trade a slow layout for one that stops at the first step.
            const bool p2pAccepted = cpAttentionRefusals(c.model, c.tp, c.cp, CpCommType::P2P).empty();
            auto d = sink.warning("topology.cp_outside_domain", std::string("CP group of ") + num(c.cp) + " uses " +
                                                                    toString(c.layout.cp_comm_type) +
                                                                    " but leaves the NVLink domain (" + counts + ")")
                         .fields({"layout.cp", "layout.cp_comm_type", "hardware.nvlink_domain_size"})
                         .source("MoE Layout Studio advice; Megatron-Core hierarchical context parallelism (a2a+p2p)");
            if (p2pAccepted) {
                d.suggest("use p2p across nodes, or a2a+p2p with the a2a part inside the domain")
                    .fix("layout.cp_comm_type", toString(CpCommType::P2P));
            } else {
                d.suggest("keep the CP group inside the NVLink domain (CP <= " + num(domain) +
                          "): Transformer Engine refuses the p2p ring for this model's " +
                          cpRestrictingFeatures(c.model));
            }
        }
    }
}

int64_t nearestPowerOfTwo(int64_t v) {
    int64_t p = 1;
    while (p <= v / 2) p *= 2;  // largest power of two <= v
    return (v - p > 2 * p - v) ? 2 * p : p;
}

void checkContextParallel(const RuleContext& c, DiagnosticSink& sink) {
    if (c.cp > 1 && !isPowerOfTwo(c.cp)) {
        sink.warning("cp.not_power_of_two", "CP " + num(c.cp) + " is not a power of two")
            .fields({"layout.cp"})
            .suggest("use a power-of-two CP, e.g. " + num(nearestPowerOfTwo(c.cp)))
            .source("MoE Layout Studio advice");
    }
    const int64_t shard = c.seq / c.cp;
    const int64_t suggested = nearestPowerOfTwo(std::max<int64_t>(1, c.seq / 4096));
    // "Far from 4–8K": more than a factor of two outside it. Short sequences at CP 1 are fine.
    if (shard > 16384 || (c.cp > 1 && shard < 2048)) {
        // Only a CP Transformer Engine runs for the model's attention: with a sliding window and a
        // learnable softmax only a2a serves, and a2a needs the heads per TP rank to divide by CP.
        int64_t reachable = suggested;
        std::optional<CpCommType> type = acceptedCpCommType(c.model, c.tp, reachable, c.layout.cp_comm_type);
        while (reachable > 1 && !type) {
            reachable /= 2;
            type = acceptedCpCommType(c.model, c.tp, reachable, c.layout.cp_comm_type);
        }
        std::string advice = "start from CP ≈ s/4096 rounded to a power of two: CP " + num(suggested);
        if (reachable < suggested)
            advice += ", but Transformer Engine runs this model's " + cpRestrictingFeatures(c.model) + " at TP " +
                      num(c.tp) + " only up to CP " + num(reachable);
        if (reachable > 1 && type && *type != c.layout.cp_comm_type)
            advice += std::string(" (with cp_comm_type ") + toString(*type) + ")";
        sink.warning("cp.shard_length", "each CP rank holds s/CP = " + num(c.seq) + "/" + num(c.cp) + " = " +
                                            num(shard) + " tokens, far from the 4–8K sweet spot")
            .fields({"layout.cp", "layout.seq_length"})
            .suggest(advice)
            .source("MoE Layout Studio advice (long-context CP sizing)");
    }
}

void checkRouting(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.model.isMoe()) return;
    const int64_t e = c.model.moe.num_experts;
    if (e >= 32 && !c.opt.routing.router_dtype_fp32) {
        sink.warning("moe.router_fp32", num(e) + " experts routed without an FP32 router")
            .fields({"options.routing.router_dtype_fp32", "model.moe.num_experts"})
            .suggest("set the router dtype to fp32 (numerical stability; FP8 wins come from the expert GEMMs)")
            .source(kSrcMcoreWarning)
            .fix("options.routing.router_dtype_fp32", "true");
    }
    if (c.opt.routing.force_load_balancing) {
        sink.warning("routing.forced_balance",
                     "forced load balancing makes the run benchmark-only: it changes "
                     "routing and proves nothing about convergence")
            .fields({"options.routing.force_load_balancing"})
            .suggest("use it only for kernel/throughput studies; turn it off for training-equivalent runs")
            .source("MoE Layout Studio advice")
            .fix("options.routing.force_load_balancing", "false");
    } else if (c.opt.benchmark_only) {
        sink.warning("run.benchmark_only",
                     "the run is marked benchmark-only (synthetic data or disabled "
                     "optimizer/checkpoint paths)")
            .fields({"options.benchmark_only"})
            .suggest("do not use its numbers as training-equivalent evidence")
            .source("MoE Layout Studio advice");
    }
    if (c.ep > 1 && c.opt.dispatcher == Dispatcher::AllGather) {
        sink.warning("dispatcher.allgather", "the allgather dispatcher (MLM default) with EP " + num(c.ep) +
                                                 " moves every token to every EP rank")
            .fields({"options.dispatcher"})
            .suggest("use alltoall for bring-up, then A/B flex_deepep and flex_hybridep")
            .source("MoE Layout Studio advice")
            .fix("options.dispatcher", toString(Dispatcher::AllToAll));
    }
}

void checkRecomputeAdvice(const RuleContext& c, DiagnosticSink& sink) {
    if (c.fullRecompute()) {
        sink.warning("recompute.full", "full recompute re-runs the forward of " +
                                           num(int64_t{c.opt.recompute.num_layers}) +
                                           " layer(s) per chunk (~1/3 more compute)")
            .fields({"options.recompute.granularity"})
            .suggest(
                "try selective recompute first (mla_up_proj, layernorm, moe_act, mlp, moe, shared_experts); "
                "it keeps throughput near the no-recompute baseline")
            .source("MoE Layout Studio advice");
    }
    if (c.selectiveRecompute() && c.opt.recompute.modules.empty()) {
        sink.warning("recompute.selective_no_modules",
                     "selective recompute with no module named: Megatron then recomputes its default module, "
                     "core_attn, which gains nothing with fused attention")
            .fields({"options.recompute.modules", "options.recompute.granularity"})
            .suggest("name the modules to recompute (mla_up_proj, layernorm, moe_act, mlp, ...), or turn recompute off")
            .source("Megatron-LM arguments.py (--recompute-modules defaults to core_attn)")
            .fix("options.recompute.granularity", "none");
    } else if (c.hasModule(RecomputeModule::CoreAttn)) {
        // Megatron's fused (flash) attention already recomputes its internals in backward.
        sink.warning("recompute.core_attn",
                     "recompute module core_attn gains nothing with fused attention" +
                         (c.seq > 8192 ? " and is costly at sequence length " + num(c.seq) : std::string()))
            .fields({"options.recompute.modules"})
            .suggest("drop core_attn; recompute mla_up_proj/layernorm/moe_act/mlp instead")
            .source("MoE Layout Studio advice")
            .fix("options.recompute.modules", modulesWithout(c.opt.recompute, RecomputeModule::CoreAttn));
    }
}

void checkOverlapAdvice(const RuleContext& c, DiagnosticSink& sink) {
    if (c.opt.overlap.ep_a2a_overlap && c.opt.overlap.delay_wgrad_compute) {
        sink.warning("overlap.combined", "EP overlap and delayed wgrad are both on; combined they can regress")
            .fields({"options.overlap.ep_a2a_overlap", "options.overlap.delay_wgrad_compute"})
            .suggest("A/B plain EP overlap and delayed wgrad separately before keeping both")
            .source("MoE Layout Studio advice");
    }
}

}  // namespace

void checkAdvice(const RuleContext& c, DiagnosticSink& sink) {
    checkRecomputeAdvice(c, sink);
    checkOverlapAdvice(c, sink);
    checkRouting(c, sink);
    if (!c.sizesValid) return;
    checkMeshAdvice(c, sink);
    checkContextParallel(c, sink);
    checkTopology(c, sink);
}

}  // namespace moe::rules
