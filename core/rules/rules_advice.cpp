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

// The selective-recompute modules that apply to `model`, joined by `separator`: mla_up_proj only
// with MLA, mlp only with dense layers, the MoE modules only with experts, shared_experts only
// with a shared expert (a review was told to try mla_up_proj on a GQA model, which Megatron refuses).
std::string applicableRecomputeModules(const ModelSpec& model, const char* separator, bool withMoeWhole) {
    std::vector<RecomputeModule> modules;
    if (model.attention == AttentionKind::MLA) modules.push_back(RecomputeModule::MlaUpProj);
    modules.push_back(RecomputeModule::Layernorm);
    if (model.isMoe()) modules.push_back(RecomputeModule::MoeAct);
    if (model.moeLayerCount() < model.num_layers) modules.push_back(RecomputeModule::Mlp);
    if (withMoeWhole && model.isMoe()) modules.push_back(RecomputeModule::Moe);
    if (withMoeWhole && model.moe.shared_expert_size > 0) modules.push_back(RecomputeModule::SharedExperts);
    std::string out;
    for (RecomputeModule m : modules) out += (out.empty() ? "" : separator) + std::string(toString(m));
    return out;
}

// RankGrid materialises every group; past this many GPUs the topology warnings are skipped so
// validation stays interactive.
constexpr int64_t kMaxWorldForTopology = int64_t{1} << 18;

void checkMeshAdvice(const RuleContext& c, DiagnosticSink& sink) {
    const bool moe = c.model.isMoe();
    if (moe && !c.layout.etp) {
        sink.warning("layout.etp_unset",
                     ruleText(MOE_TR("rules",
                                     "ETP is unset, so ETP defaults to TP (%1), not 1; the expert mesh is "
                                     "ETP·EP·EDP·PP = %2"),
                              integerArg(c.tp), textArg(product({c.etp, c.ep, c.edp, c.pp}))))
            .fields({"layout.etp", "layout.tp"})
            .suggest(ruleText(
                MOE_TR("rules", "write ETP explicitly; ETP 1 (experts sharded by EP, not TP) is the usual choice")))
            .source(MOE_TR("sources", "MoE Layout Studio advice (ETP unset means ETP = TP in Megatron-Core)"))
            .fix("layout.etp", num(c.tp));
    } else if (moe && c.etp > 1) {
        sink.warning("parallel.etp_above_one",
                     ruleText(MOE_TR("rules", "ETP %1 splits every expert GEMM over TP ranks"), integerArg(c.etp)))
            .fields({"layout.etp"})
            .suggest(ruleText(MOE_TR("rules",
                                     "prefer EP over TP for experts (ETP 1); fold once attention and experts want "
                                     "different meshes")))
            .source(MOE_TR("sources", "MoE Layout Studio advice; NVIDIA-NeMo/Megatron-Bridge MoE optimization docs"))
            .fix("layout.etp", "1");
    }
    if (c.world > 1 && c.dp > 0 && (c.dp == 1 || (moe && c.edp == 1))) {
        const bool edp1 = moe && c.edp == 1;
        const char* id = !moe        ? MOE_TR("rules", "DP squeezed: DP = 1 (DP %1)")
                         : !edp1     ? MOE_TR("rules", "DP squeezed: DP = 1 (DP %1, EDP %2)")
                         : c.dp == 1 ? MOE_TR("rules", "DP squeezed: DP and EDP = 1 (DP %1, EDP %2)")
                                     : MOE_TR("rules", "DP squeezed: EDP = 1 (DP %1, EDP %2)");
        sink.warning("parallel.dp_squeezed", ruleText(id, integerArg(c.dp), integerArg(c.edp)))
            .fields({"layout.world_size", "layout.tp", "layout.cp", "layout.pp", "layout.ep", "layout.etp"})
            .suggest(ruleText(MOE_TR(
                "rules", "keep data parallelism alive: add GPUs or shrink model parallelism where memory allows")))
            .source(MOE_TR("sources", "MoE Layout Studio advice"));
    }
}

// What to do about EP traffic that leaves the NVLink domain, given the dispatcher in use: the
// flex backends built for cross-domain EP, never the one already set.
Message crossDomainEpAdvice(Dispatcher current, int64_t domain) {
    const MessageArg deepep = codeArg(toString(Dispatcher::FlexDeepEP));
    const MessageArg hybridep = codeArg(toString(Dispatcher::FlexHybridEP));
    switch (current) {
        case Dispatcher::FlexHybridEP:
            return ruleText(MOE_TR("rules",
                                   "keep ETP·EP <= %1 and dividing it; the %2 dispatcher in use is already "
                                   "built for it"),
                            integerArg(domain), hybridep);
        case Dispatcher::FlexDeepEP:
            return ruleText(MOE_TR("rules", "keep ETP·EP <= %1 and dividing it, or A/B %2 against the %3 in use"),
                            integerArg(domain), hybridep, codeArg(toString(current)));
        case Dispatcher::FlexNcclEP:
            return ruleText(MOE_TR("rules", "keep ETP·EP <= %1 and dividing it, or A/B %2 or %3 against the %4 in use"),
                            integerArg(domain), deepep, hybridep, codeArg(toString(current)));
        default:
            return ruleText(MOE_TR("rules",
                                   "keep ETP·EP <= %1 and dividing it, or use a dispatcher built for "
                                   "cross-domain EP (%2 or %3)"),
                            integerArg(domain), deepep, hybridep);
    }
}

// "keep the CP group inside the NVLink domain (CP <= n): Transformer Engine refuses the p2p ring
// for this model's F", one id per set of features that refuses p2p (a sliding window, a non-vanilla
// softmax; MLA beside them). %1 the domain, %2 p2p, %3 the softmax.
const char* p2pRefusedId(unsigned bits) {
    switch (bits) {
        case kCpSlidingWindow:
            return MOE_TR("rules",
                          "keep the CP group inside the NVLink domain (CP <= %1): Transformer Engine refuses "
                          "the %2 ring for this model's sliding-window attention");
        case kCpSlidingWindow | kCpMla:
            return MOE_TR("rules",
                          "keep the CP group inside the NVLink domain (CP <= %1): Transformer Engine refuses "
                          "the %2 ring for this model's sliding-window attention, MLA");
        case kCpSoftmax:
            return MOE_TR("rules",
                          "keep the CP group inside the NVLink domain (CP <= %1): Transformer Engine refuses "
                          "the %2 ring for this model's %3 softmax");
        case kCpSlidingWindow | kCpSoftmax:
            return MOE_TR("rules",
                          "keep the CP group inside the NVLink domain (CP <= %1): Transformer Engine refuses "
                          "the %2 ring for this model's sliding-window attention, %3 softmax");
        case kCpMla | kCpSoftmax:
            return MOE_TR("rules",
                          "keep the CP group inside the NVLink domain (CP <= %1): Transformer Engine refuses "
                          "the %2 ring for this model's MLA, %3 softmax");
        case kCpSlidingWindow | kCpMla | kCpSoftmax:
            return MOE_TR("rules",
                          "keep the CP group inside the NVLink domain (CP <= %1): Transformer Engine refuses "
                          "the %2 ring for this model's sliding-window attention, MLA, %3 softmax");
        default:
            return nullptr;
    }
}

// The CP sizing advice: "start from CP ≈ s/4096 ...: CP n[, but Transformer Engine runs this model's
// F at TP t only up to CP r][ (with cp_comm_type T)]". A limit comes from a feature that refuses
// p2p (a sliding window, a non-vanilla softmax), one id per set. %1 the suggested CP, %2 TP, %3 the
// reachable CP, %4 the softmax, %5 cp_comm_type, %6 the type.
const char* shardAdviceId(unsigned bits, bool limited, bool withType) {
    if (!limited)
        return withType ? MOE_TR("rules", "start from CP ≈ s/4096 rounded to a power of two: CP %1 (with %5 %6)")
                        : MOE_TR("rules", "start from CP ≈ s/4096 rounded to a power of two: CP %1");
    switch (bits) {
        case kCpSlidingWindow:
            return withType ? MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention at TP "
                                     "%2 only up to CP %3 (with %5 %6)")
                            : MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention at TP "
                                     "%2 only up to CP %3");
        case kCpSlidingWindow | kCpMla:
            return withType ? MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention, MLA at "
                                     "TP %2 only up to CP %3 (with %5 %6)")
                            : MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention, MLA at "
                                     "TP %2 only up to CP %3");
        case kCpSoftmax:
            return withType ? MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's %4 softmax at TP %2 only up to CP "
                                     "%3 (with %5 %6)")
                            : MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's %4 softmax at TP %2 only up to CP "
                                     "%3");
        case kCpSlidingWindow | kCpSoftmax:
            return withType ? MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention, %4 "
                                     "softmax at TP %2 only up to CP %3 (with %5 %6)")
                            : MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention, %4 "
                                     "softmax at TP %2 only up to CP %3");
        case kCpMla | kCpSoftmax:
            return withType ? MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's MLA, %4 softmax at TP %2 only up "
                                     "to CP %3 (with %5 %6)")
                            : MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's MLA, %4 softmax at TP %2 only up "
                                     "to CP %3");
        case kCpSlidingWindow | kCpMla | kCpSoftmax:
            return withType ? MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention, MLA, %4 "
                                     "softmax at TP %2 only up to CP %3 (with %5 %6)")
                            : MOE_TR("rules",
                                     "start from CP ≈ s/4096 rounded to a power of two: CP %1, but "
                                     "Transformer Engine runs this model's sliding-window attention, MLA, %4 "
                                     "softmax at TP %2 only up to CP %3");
        default:
            return nullptr;
    }
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
        const MessageArg crossing = integerArg(x.groups_crossing);
        const MessageArg total = integerArg(x.groups_total);
        if (x.kind == GroupKind::TP) {
            sink.warning("topology.tp_outside_domain",
                         ruleText(MOE_TR("rules",
                                         "TP group of %1 leaves the NVLink domain of %2 GPUs (%3 of %4 "
                                         "groups cross)"),
                                  integerArg(c.tp), integerArg(domain), crossing, total))
                .fields({"layout.tp", "hardware.nvlink_domain_size"})
                .suggest(ruleText(MOE_TR("rules", "keep TP within one NVLink domain (TP <= %1 and dividing it)"),
                                  integerArg(domain)))
                .source(MOE_TR("sources", "MoE Layout Studio advice (NVLink domain topology)"));
        } else if (moe && !epReported &&
                   (x.kind == GroupKind::EP || x.kind == GroupKind::ETP || x.kind == GroupKind::EtpEp)) {
            epReported = true;
            const int64_t group = c.etp * c.ep;
            const bool straddles = group <= domain;
            Message message;
            if (group > domain) {
                // Share of uniform-routing EP traffic leaving the domain, 1 − min(EP, D/ETP)/EP (§2.3).
                const double inside =
                    std::min(static_cast<double>(c.ep), static_cast<double>(domain) / static_cast<double>(c.etp));
                message = ruleText(MOE_TR("rules",
                                          "ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 "
                                          "groups cross for %6); ~%7% of EP traffic crosses the network"),
                                   textArg(product({c.etp, c.ep})), integerArg(group), integerArg(domain), crossing,
                                   total, codeArg(toString(x.kind)),
                                   realArg(std::max(0.0, 1.0 - inside / static_cast<double>(c.ep)) * 100.0, 0));
            } else {
                message = ruleText(MOE_TR("rules",
                                          "ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 "
                                          "groups cross for %6); the group fits a domain but %3 is not a "
                                          "multiple of ETP·EP, so some groups straddle two"),
                                   textArg(product({c.etp, c.ep})), integerArg(group), integerArg(domain), crossing,
                                   total, codeArg(toString(x.kind)));
            }
            sink.warning("topology.ep_outside_domain", std::move(message))
                .fields({"layout.ep", "layout.etp", "hardware.nvlink_domain_size", "options.dispatcher"})
                .suggest(straddles ? ruleText(MOE_TR("rules",
                                                     "place a multiple of ETP·EP = %1 GPUs in each NVLink "
                                                     "domain (e.g. %2 of %3 per rack, as Slurm's %4 does), so "
                                                     "every group stays inside one; the grid packs ranks %3 to "
                                                     "a domain"),
                                              integerArg(group), integerArg(domain / group * group), integerArg(domain),
                                              codeArg("--segment"))
                                   : crossDomainEpAdvice(c.opt.dispatcher, domain))
                .source(MOE_TR("sources", "MoE Layout Studio advice (NVLink domain topology)"));
        } else if (x.kind == GroupKind::CP && cpNeedsDomain) {
            // p2p only where Transformer Engine runs it for this model's attention (not for a
            // sliding window or a learnable softmax, which need a2a/allgather): the advice must
            // not trade a slow layout for one that stops at the first step.
            const bool p2pAccepted = cpAttentionRefusals(c.model, c.tp, c.cp, CpCommType::P2P).empty();
            auto d = sink.warning("topology.cp_outside_domain",
                                  ruleText(MOE_TR("rules",
                                                  "CP group of %1 uses %2 but leaves the NVLink domain (%3 of "
                                                  "%4 groups cross)"),
                                           integerArg(c.cp), codeArg(toString(c.layout.cp_comm_type)), crossing, total))
                         .fields({"layout.cp", "layout.cp_comm_type", "hardware.nvlink_domain_size"})
                         .source(MOE_TR(
                             "sources",
                             "MoE Layout Studio advice; Megatron-Core hierarchical context parallelism (a2a+p2p)"));
            if (p2pAccepted) {
                d.suggest(ruleText(MOE_TR("rules", "use %1 across nodes, or %2 with the %3 part inside the domain"),
                                   codeArg(toString(CpCommType::P2P)), codeArg(toString(CpCommType::A2AP2P)),
                                   codeArg(toString(CpCommType::A2A))))
                    .fix("layout.cp_comm_type", toString(CpCommType::P2P));
            } else {
                // p2p is refused for a sliding window and for a non-vanilla softmax.
                if (const char* id = p2pRefusedId(cpFeatureBits(c.model)))
                    d.suggest(ruleText(id, integerArg(domain), codeArg(toString(CpCommType::P2P)),
                                       codeArg(toString(c.model.softmax))));
                else  // no set of features reaches this (see p2pRefusedId); English as before
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
        sink.warning("cp.not_power_of_two", ruleText(MOE_TR("rules", "CP %1 is not a power of two"), integerArg(c.cp)))
            .fields({"layout.cp"})
            .suggest(ruleText(MOE_TR("rules", "use a power-of-two CP, e.g. %1"), integerArg(nearestPowerOfTwo(c.cp))))
            .source(MOE_TR("sources", "MoE Layout Studio advice"));
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
        const bool limited = reachable < suggested;
        const bool withType = reachable > 1 && type && *type != c.layout.cp_comm_type;
        const char* id = shardAdviceId(limited ? cpFeatureBits(c.model) : 0u, limited, withType);
        auto d =
            sink.warning("cp.shard_length", ruleText(MOE_TR("rules",
                                                            "each CP rank holds s/CP = %1/%2 = %3 tokens, far from the "
                                                            "4–8K sweet spot"),
                                                     integerArg(c.seq), integerArg(c.cp), integerArg(shard)))
                .fields({"layout.cp", "layout.seq_length"});
        if (id) {
            d.suggest(ruleText(id, integerArg(suggested), integerArg(c.tp), integerArg(reachable),
                               codeArg(toString(c.model.softmax)), codeArg("cp_comm_type"),
                               codeArg(type ? toString(*type) : "")));
        } else {  // no set of features reaches this (see shardAdviceId); English as before
            std::string advice = "start from CP ≈ s/4096 rounded to a power of two: CP " + num(suggested);
            if (limited)
                advice += ", but Transformer Engine runs this model's " + cpRestrictingFeatures(c.model) + " at TP " +
                          num(c.tp) + " only up to CP " + num(reachable);
            if (withType) advice += std::string(" (with cp_comm_type ") + toString(*type) + ")";
            d.suggest(advice);
        }
        d.source(MOE_TR("sources", "MoE Layout Studio advice (long-context CP sizing)"));
    }
}

void checkRouting(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.model.isMoe()) return;
    const int64_t e = c.model.moe.num_experts;
    if (e >= 32 && !c.opt.routing.router_dtype_fp32) {
        sink.warning("moe.router_fp32",
                     ruleText(MOE_TR("rules", "%1 experts routed without an FP32 router"), integerArg(e)))
            .fields({"options.routing.router_dtype_fp32", "model.moe.num_experts"})
            .suggest(ruleText(MOE_TR("rules",
                                     "set the router dtype to %1 (numerical stability; FP8 wins come from the expert "
                                     "GEMMs)"),
                              codeArg("fp32")))
            .source(MOE_TR("sources", "Megatron-Core warning"))
            .fix("options.routing.router_dtype_fp32", "true");
    }
    if (c.opt.routing.force_load_balancing) {
        sink.warning("routing.forced_balance",
                     ruleText(MOE_TR("rules",
                                     "forced load balancing makes the run benchmark-only: it changes "
                                     "routing and proves nothing about convergence")))
            .fields({"options.routing.force_load_balancing"})
            .suggest(ruleText(MOE_TR("rules",
                                     "use it only for kernel/throughput studies; turn it off for training-equivalent "
                                     "runs")))
            .source(MOE_TR("sources", "MoE Layout Studio advice"))
            .fix("options.routing.force_load_balancing", "false");
    } else if (c.opt.benchmark_only) {
        sink.warning("run.benchmark_only",
                     ruleText(MOE_TR("rules",
                                     "the run is marked benchmark-only (synthetic data or disabled "
                                     "optimizer/checkpoint paths)")))
            .fields({"options.benchmark_only"})
            .suggest(ruleText(MOE_TR("rules", "do not use its numbers as training-equivalent evidence")))
            .source(MOE_TR("sources", "MoE Layout Studio advice"));
    }
    if (c.ep > 1 && c.opt.dispatcher == Dispatcher::AllGather) {
        sink.warning("dispatcher.allgather",
                     ruleText(MOE_TR("rules",
                                     "the %1 dispatcher (MLM default) with EP %2 moves every token to every "
                                     "EP rank"),
                              codeArg(toString(Dispatcher::AllGather)), integerArg(c.ep)))
            .fields({"options.dispatcher"})
            .suggest(ruleText(MOE_TR("rules", "use %1 for bring-up, then A/B %2 and %3"),
                              codeArg(toString(Dispatcher::AllToAll)), codeArg(toString(Dispatcher::FlexDeepEP)),
                              codeArg(toString(Dispatcher::FlexHybridEP))))
            .source(MOE_TR("sources", "MoE Layout Studio advice"))
            .fix("options.dispatcher", toString(Dispatcher::AllToAll));
    }
}

void checkRecomputeAdvice(const RuleContext& c, DiagnosticSink& sink) {
    if (c.fullRecompute()) {
        sink.warning("recompute.full",
                     ruleText(MOE_TR("rules",
                                     "full recompute re-runs the forward of %1 layer(s) per chunk (~1/3 more "
                                     "compute)"),
                              integerArg(c.opt.recompute.num_layers)))
            .fields({"options.recompute.granularity"})
            .suggest(ruleText(MOE_TR("rules",
                                     "try selective recompute first (%1); it keeps throughput near the "
                                     "no-recompute baseline"),
                              codeArg(applicableRecomputeModules(c.model, ", ", true))))
            .source(MOE_TR("sources", "MoE Layout Studio advice"));
    }
    if (c.selectiveRecompute() && c.opt.recompute.modules.empty()) {
        sink.warning("recompute.selective_no_modules",
                     ruleText(MOE_TR("rules",
                                     "selective recompute with no module named: Megatron then recomputes "
                                     "its default module, %1, which gains nothing with fused attention"),
                              codeArg(toString(RecomputeModule::CoreAttn))))
            .fields({"options.recompute.modules", "options.recompute.granularity"})
            .suggest(ruleText(MOE_TR("rules", "name the modules to recompute (%1, ...), or turn recompute off"),
                              codeArg(applicableRecomputeModules(c.model, ", ", false))))
            .source(MOE_TR("sources", "Megatron-LM arguments.py (--recompute-modules defaults to core_attn)"))
            .fix("options.recompute.granularity", "none");
    } else if (c.hasModule(RecomputeModule::CoreAttn)) {
        // Megatron's fused (flash) attention already recomputes its internals in backward.
        sink.warning("recompute.core_attn",
                     c.seq > 8192 ? ruleText(MOE_TR("rules",
                                                    "recompute module %1 gains nothing with fused attention "
                                                    "and is costly at sequence length %2"),
                                             codeArg(toString(RecomputeModule::CoreAttn)), integerArg(c.seq))
                                  : ruleText(MOE_TR("rules", "recompute module %1 gains nothing with fused attention"),
                                             codeArg(toString(RecomputeModule::CoreAttn))))
            .fields({"options.recompute.modules"})
            .suggest(ruleText(MOE_TR("rules", "drop %1; recompute %2 instead"),
                              codeArg(toString(RecomputeModule::CoreAttn)),
                              codeArg(applicableRecomputeModules(c.model, "/", false))))
            .source(MOE_TR("sources", "MoE Layout Studio advice"))
            .fix("options.recompute.modules", modulesWithout(c.opt.recompute, RecomputeModule::CoreAttn));
    }
}

void checkOverlapAdvice(const RuleContext& c, DiagnosticSink& sink) {
    if (c.opt.overlap.ep_a2a_overlap && c.opt.overlap.delay_wgrad_compute) {
        sink.warning("overlap.combined",
                     ruleText(MOE_TR("rules", "EP overlap and delayed wgrad are both on; combined they can regress")))
            .fields({"options.overlap.ep_a2a_overlap", "options.overlap.delay_wgrad_compute"})
            .suggest(ruleText(MOE_TR("rules", "A/B plain EP overlap and delayed wgrad separately before keeping both")))
            .source(MOE_TR("sources", "MoE Layout Studio advice"));
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
