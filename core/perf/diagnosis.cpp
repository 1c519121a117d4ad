#include "core/perf/diagnosis.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/common/message.h"
#include "core/common/text.h"
#include "core/common/units.h"
#include "core/perf/communication.h"
#include "core/rules/context_parallel_attention.h"

namespace moe {
namespace {

// A sentence of the diagnosis as a message id (MOE_TR "perf"): the studio translates it, the CLI
// and JSON print its English.
template <typename... Args>
Message perfText(const char* id, Args&&... args) {
    return message("perf", id, std::forward<Args>(args)...);
}

// A share of the step in whole percent, as "%1%" of an id writes it ("12%").
MessageArg pct(double share) {
    return realArg(100.0 * share, 0);
}

// A share set against the threshold it passes: with one decimal where whole percent would print
// them equal ("take 20% ... above the 20%", review entry 2).
MessageArg pctAbove(double share, double threshold) {
    return realArg(100.0 * share, std::lround(100.0 * share) <= std::lround(100.0 * threshold) ? 1 : 0);
}

// A lever's advice and, where it is one concrete change of the recipe (an option switched on, a
// CUDA-graph scope added), that change; advice that needs an A/B or a choice has none. A bare flag
// has no id (it reads the same in every language): its English alone.
struct Lever {
    Message text;
    std::string flag;
    std::function<void(Recipe&)> change;
    Lever() = default;
    Lever(Message t) : text(std::move(t)) {}  // NOLINT(google-explicit-constructor): plain advice
    Lever(Message t, std::function<void(Recipe&)> c) : text(std::move(t)), change(std::move(c)) {}
    static Lever ofFlag(std::string f, std::function<void(Recipe&)> c) {
        Lever l;
        l.flag = std::move(f);
        l.change = std::move(c);
        return l;
    }
    [[nodiscard]] std::string english() const { return text.empty() ? flag : text.english(); }
};

struct Diagnosis {
    Wall wall = Wall::Compute;
    Message reason;
    Lever lever;
};

bool flexDispatcher(Dispatcher d) {
    return d == Dispatcher::FlexDeepEP || d == Dispatcher::FlexHybridEP || d == Dispatcher::FlexNcclEP;
}

// "raise CP towards seq/4096 ... with cp_comm_type T (Transformer Engine refuses U for this model's
// F)", one id per set of features that restrict the CP type. %1 the accepted type, %2 the refused
// one, %3 the softmax.
const char* raiseCpWithTypeId(unsigned bits) {
    switch (bits) {
        case kCpSlidingWindow:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's sliding-window attention)");
        case kCpMla:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's MLA)");
        case kCpSoftmax:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's %3 softmax)");
        case kCpSlidingWindow | kCpMla:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's sliding-window attention, MLA)");
        case kCpSlidingWindow | kCpSoftmax:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's sliding-window attention, %3 softmax)");
        case kCpMla | kCpSoftmax:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's MLA, %3 softmax)");
        case kCpSlidingWindow | kCpMla | kCpSoftmax:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model's sliding-window attention, MLA, %3 softmax)");
        default:
            return MOE_TR("perf",
                          "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer "
                          "Engine refuses %2 for this model)");
    }
}

Lever memoryLever(const Recipe& r, const MemoryReport& mem) {
    const TrainingOptions& o = r.options;
    if (!mem.host_fits)
        return perfText(MOE_TR("perf", "lower %1 (host RAM per node is exceeded)"),
                        codeArg("--optimizer-offload-fraction"));
    // Recompute and smaller microbatches only shrink activations: when the weights, gradients and
    // optimizer state alone are over the HBM, they cannot make it fit.
    if (!mem.stages.empty()) {
        const StageMemory& b = mem.binding();
        const int64_t staticBytes = b.weights_bytes + b.grads_bytes + b.optimizer_bytes;
        if (staticBytes > mem.hbm_bytes) {
            const MessageArg need =
                realArg(static_cast<double>(staticBytes) / static_cast<double>(int64_t{1} << 30), 0);
            const MessageArg usable =
                realArg(static_cast<double>(mem.hbm_bytes) / static_cast<double>(int64_t{1} << 30), 0);
            return o.optimizer.cpu_offload
                       ? perfText(
                             MOE_TR("perf",
                                    "shard the model over more GPUs (more EP, PP or TP): weights, gradients and "
                                    "optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help"),
                             need, usable)
                       : perfText(
                             MOE_TR("perf",
                                    "shard the model over more GPUs (more EP, PP or TP) or offload the optimizer: "
                                    "weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so "
                                    "recompute cannot help"),
                             need, usable);
        }
    }
    if (o.recompute.granularity == RecomputeGranularity::None)
        return r.model.attention == AttentionKind::MLA
                   ? perfText(MOE_TR("perf",
                                     "selective recompute first (%1, %2, %3; then %4/%5) — keeps throughput near the "
                                     "no-recompute baseline"),
                              codeArg("mla_up_proj"), codeArg("layernorm"), codeArg("moe_act"), codeArg("moe"),
                              codeArg("mlp"))
                   : perfText(MOE_TR("perf",
                                     "selective recompute first (%1, %2; then %3/%4) — keeps throughput near the "
                                     "no-recompute baseline"),
                              codeArg("layernorm"), codeArg("moe_act"), codeArg("moe"), codeArg("mlp"));
    if (o.precision == Precision::BF16 && (r.hardware.fp8_tflops > 0))
        return r.hardware.supports_mxfp8
                   ? perfText(MOE_TR("perf", "lower precision: MXFP8 (after a validated BF16 baseline)"))
                   : perfText(
                         MOE_TR("perf", "lower precision: FP8 blockwise/tensorwise (after a validated BF16 baseline)"));
    if (o.recompute.granularity == RecomputeGranularity::Selective && !o.recompute.has(RecomputeModule::Moe))
        return perfText(MOE_TR("perf", "extend selective recompute to %1 and %2 before full recompute"), codeArg("moe"),
                        codeArg("mlp"));
    if (!o.optimizer.cpu_offload)
        return perfText(MOE_TR("perf", "optimizer CPU offload (%1 with the precision-aware optimizer)"),
                        codeArg("--optimizer-cpu-offload"));
    if (r.layout.cp * 4096 < r.layout.seq_length) {
        // Only a CP Transformer Engine runs for the model's attention: a sliding window with a
        // learnable softmax needs a2a, whose head split caps CP; no type left, no CP lever.
        const Layout& l = r.layout;
        const auto type = acceptedCpCommType(r.model, l.tp, int64_t{l.cp} * 2, l.cp_comm_type, l.hierarchical_cp_sizes);
        if (type && *type == l.cp_comm_type)
            return perfText(MOE_TR("perf", "raise CP towards seq/4096 (4–8K tokens per CP shard)"));
        if (type)
            return perfText(raiseCpWithTypeId(cpFeatureBits(r.model)), codeArg(toString(*type)),
                            codeArg(toString(l.cp_comm_type)), codeArg(toString(r.model.softmax)));
    }
    return perfText(MOE_TR("perf", "better PP layout (more PP stages or uneven first/last stages), then more GPUs"));
}

Lever communicationLever(const Recipe& r, const std::string& kind) {
    const TrainingOptions& o = r.options;
    const Layout& l = r.layout;
    const bool nvl72 = r.hardware.isNvl72();
    if (kind == "ep") {
        if (!flexDispatcher(o.dispatcher))
            return nvl72
                       ? perfText(MOE_TR(
                             "perf", "A/B the flex dispatcher with hybridep (first choice on NVL72) against alltoall"))
                       : perfText(
                             MOE_TR("perf",
                                    "A/B the flex dispatcher: deepep and hybridep against alltoall (GPU name or EP "
                                    "size alone never decides)"));
        if (!o.overlap.ep_a2a_overlap)
            return {
                perfText(MOE_TR("perf", "%1 (test alone: with shared-expert overlap or delayed wgrad it can regress)"),
                         codeArg("--overlap-moe-expert-parallel-comm")),
                [](Recipe& x) { x.options.overlap.ep_a2a_overlap = true; }};
        if (!o.overlap.delay_wgrad_compute)
            return {perfText(MOE_TR("perf", "%1 on top of EP overlap (A/B it separately)"),
                             codeArg("--delay-wgrad-compute")),
                    [](Recipe& x) { x.options.overlap.delay_wgrad_compute = true; }};
        const int d = effectiveDomain(r.hardware.nvlink_domain_size);
        if (int64_t{l.etpOrTp()} * l.ep > d)
            return perfText(MOE_TR("perf", "keep ETP·EP inside the NVLink domain of %1 GPUs (fold EP into PP/EDP)"),
                            integerArg(d));
        return perfText(MOE_TR("perf", "tune dispatcher SMs (%1) and the PP layout"),
                        codeArg("--moe-flex-dispatcher-num-sms"));
    }
    if (kind == "tp") {
        if (l.tp > effectiveDomain(r.hardware.nvlink_domain_size))
            return perfText(MOE_TR("perf", "keep TP inside the NVLink domain"));
        if (!o.overlap.tp_comm_overlap)
            return Lever::ofFlag("--tp-comm-overlap", [](Recipe& x) { x.options.overlap.tp_comm_overlap = true; });
        return perfText(MOE_TR("perf", "lower TP (trade for CP or PP)"));
    }
    if (kind == "cp") {
        // Only a type Transformer Engine runs for the model's attention (no ring for a sliding
        // window or a learnable softmax, no a2a/allgather for MLA).
        const auto teRuns = [&](CpCommType t) {
            return cpAttentionRefusals(r.model, l.tp, l.cp, t, l.hierarchical_cp_sizes).empty();
        };
        if (nvl72 && l.cp_comm_type != CpCommType::A2AP2P && teRuns(CpCommType::A2AP2P))
            return {perfText(MOE_TR("perf", "%1 on NVL72"), codeArg("cp_comm_type a2a+p2p")),
                    [](Recipe& x) { x.layout.cp_comm_type = CpCommType::A2AP2P; }};
        if (!nvl72 && l.cp_comm_type != CpCommType::P2P && teRuns(CpCommType::P2P))
            return {perfText(MOE_TR("perf", "%1 across nodes (%2 only inside a node)"), codeArg("cp_comm_type p2p"),
                             codeArg("a2a")),
                    [](Recipe& x) { x.layout.cp_comm_type = CpCommType::P2P; }};
        // Trading CP for TP only helps while TP has room inside the NVLink domain (the node on
        // HGX): at TP 8 on an 8-GPU node there is nothing to raise.
        const int domain = effectiveDomain(r.hardware.nvlink_domain_size);
        if (l.tp * 2 <= domain)
            return nvl72
                       ? perfText(MOE_TR("perf", "trade some CP for TP"))
                       : perfText(MOE_TR("perf", "lower CP (raise TP inside the node) or use newer attention kernels"));
        return perfText(MOE_TR("perf",
                               "lower CP if memory allows (more tokens per CP rank hide the ring's transfers behind "
                               "attention; TP already fills the NVLink domain, so there is no TP to trade for), or use "
                               "newer attention kernels"));
    }
    if (kind == "dp") {
        if (!o.overlap.grad_reduce)
            return Lever::ofFlag("--overlap-grad-reduce", [](Recipe& x) { x.options.overlap.grad_reduce = true; });
        if (!o.overlap.param_gather)
            return Lever::ofFlag("--overlap-param-gather", [](Recipe& x) { x.options.overlap.param_gather = true; });
        return perfText(MOE_TR("perf", "larger GBS per step (more accumulation) to amortise DP traffic"));
    }
    if (kind == "pp") return perfText(MOE_TR("perf", "raise VPP (p2p overlaps with interleaving)"));
    // bubble
    if (l.vpp == 1 && l.pp > 1)
        return perfText(MOE_TR("perf", "VPP > 1 (bubble (PP−1)/(v·m)) or more microbatches per step"));
    return perfText(MOE_TR("perf", "more microbatches per step (larger GBS or smaller MBS) or fewer PP stages"));
}

Lever hostLever(const Recipe& r) {
    const CudaGraphOptions& g = r.options.cuda_graphs;
    if (g.impl == CudaGraphImpl::None)
        return perfText(MOE_TR("perf", "TE-scoped CUDA graphs %1 + %2 (dropless), then add %3 if it helps"),
                        codeArg("moe_router"), codeArg("moe_preprocess"), codeArg("attn"));
    if (g.impl != CudaGraphImpl::FullIteration && !g.has(CudaGraphScope::Attn))
        return {perfText(MOE_TR("perf", "add %1 to the CUDA-graph scopes"), codeArg("attn")),
                [](Recipe& x) { x.options.cuda_graphs.scopes.push_back(CudaGraphScope::Attn); }};
    if (!r.options.manual_gc) return Lever::ofFlag("--manual-gc", [](Recipe& x) { x.options.manual_gc = true; });
    return perfText(MOE_TR("perf", "larger MBS (more GPU work per launch), then CPU affinity"));
}

Lever computeLever(const Recipe& r) {
    const TrainingOptions& o = r.options;
    if (o.recompute.granularity == RecomputeGranularity::Full)
        return perfText(MOE_TR("perf", "selective recompute instead of full (if memory allows)"));
    if (!o.routing.grouped_gemm)
        return Lever::ofFlag("--moe-grouped-gemm", [](Recipe& x) { x.options.routing.grouped_gemm = true; });
    if (o.precision == Precision::BF16 && r.hardware.fp8_tflops > 0)
        return perfText(MOE_TR("perf", "FP8 (expert and large GEMMs), after a validated BF16 baseline"));
    if (!o.routing.permute_fusion)
        return Lever::ofFlag("--moe-permute-fusion", [](Recipe& x) { x.options.routing.permute_fusion = true; });
    return perfText(
        MOE_TR("perf", "kernel work: grouped-GEMM shapes, fusions, dispatcher kernel tuning (compute is the wall)"));
}

Diagnosis diagnose(const Recipe& r, const Calibration& cal, const MemoryReport& mem, const StepEstimate& e) {
    Diagnosis d;
    if (!mem.fits || !mem.host_fits) {
        d.wall = Wall::Memory;
        d.reason = !mem.fits
                       ? perfText(MOE_TR("perf", "binding stage %1 needs %2 GiB > %3 GiB usable"),
                                  integerArg(mem.binding_stage),
                                  realArg(static_cast<double>(mem.binding().totalBytes()) / kGiB, 1),
                                  realArg(static_cast<double>(mem.hbm_bytes) / kGiB, 1))
                       : perfText(MOE_TR("perf", "optimizer offload needs %1 GiB host RAM per GPU > budget %2 GiB"),
                                  realArg(static_cast<double>(mem.host_bytes_per_gpu) / kGiB, 1),
                                  realArg(static_cast<double>(mem.host_budget_per_gpu) / kGiB, 1));
        d.lever = memoryLever(r, mem);
        return d;
    }
    const StepBreakdown& b = e.breakdown;
    const double step = std::max(1e-12, e.step_time_s);
    std::vector<std::pair<std::string, double>> comm = {
        {"ep", b.ep_comm_s}, {"tp", b.tp_comm_s}, {"cp", b.cp_comm_s}, {"dp", b.dp_comm_s}, {"pp", b.pp_comm_s}, {"bubble", b.bubble_s}};
    std::sort(comm.begin(), comm.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
    const double commTotal = b.exposedCommS() + b.bubble_s;
    if (commTotal >= b.host_s && commTotal / step >= cal.wall_threshold) {
        d.wall = Wall::Communication;
        // Not the largest share (kernels usually are): the first wall to attack once exposed
        // communication passes the threshold, as the optimisation workflow orders them. The
        // largest part is named in words ("ep" read as a bare id, review 23).
        const std::string& largest = comm.front().first;
        if (largest == "bubble") {
            d.reason = perfText(MOE_TR("perf",
                                       "exposed communication and pipeline bubble take %1% of the step (GPU kernels "
                                       "%2%), above the %3% at which they are attacked first; largest: the pipeline "
                                       "bubble, %4% of the step"),
                                pctAbove(commTotal / step, cal.wall_threshold), pct(b.compute_s / step),
                                pct(cal.wall_threshold), pct(comm.front().second / step));
        } else {
            std::string upper = largest;
            for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            d.reason = perfText(MOE_TR("perf",
                                       "exposed communication and pipeline bubble take %1% of the step (GPU kernels "
                                       "%2%), above the %3% at which they are attacked first; largest: exposed %4 "
                                       "communication, %5% of the step"),
                                pctAbove(commTotal / step, cal.wall_threshold), pct(b.compute_s / step),
                                pct(cal.wall_threshold), codeArg(upper), pct(comm.front().second / step));
        }
        d.lever = communicationLever(r, largest);
        return d;
    }
    if (b.host_s / step >= cal.wall_threshold) {
        d.wall = Wall::HostOverhead;
        d.reason = perfText(MOE_TR("perf",
                                   "launch-bound host time takes %1% of the step (GPU idle between kernels), above the "
                                   "%2% at which it is attacked first"),
                            pctAbove(b.host_s / step, cal.wall_threshold), pct(cal.wall_threshold));
        d.lever = hostLever(r);
        return d;
    }
    d.wall = Wall::Compute;
    // Communication and the bubble apart, as the breakdown lists them (review 25 added the
    // breakdown's exposed rows, 10.8 %, against "exposed communication 12%" that held the bubble).
    // Optimizer offload is time no kernel work removes: past the threshold it is the first thing to
    // undo where memory allows (review 26 read "selective recompute" as the lever beside an offload
    // that took 26 % of the step). The lever's gain check says when turning it off would not fit.
    d.reason = b.offload_s > 0
                   ? perfText(MOE_TR("perf",
                                     "GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, "
                                     "pipeline bubble %4%, host %5%, optimizer offload %6%"),
                              pct(b.compute_s / step), pct(b.recompute_s / step), pct(b.exposedCommS() / step),
                              pct(b.bubble_s / step), pct(b.host_s / step), pct(b.offload_s / step))
                   : perfText(MOE_TR("perf",
                                     "GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, "
                                     "pipeline bubble %4%, host %5%"),
                              pct(b.compute_s / step), pct(b.recompute_s / step), pct(b.exposedCommS() / step),
                              pct(b.bubble_s / step), pct(b.host_s / step));
    if (r.options.optimizer.cpu_offload && b.offload_s / step >= cal.wall_threshold) {
        d.lever = {
            perfText(MOE_TR("perf",
                            "optimizer CPU offload off (its transfers and CPU step take %1% of the step), if the "
                            "optimizer state fits in HBM without it"),
                     pct(b.offload_s / step)),
            [](Recipe& x) { x.options.optimizer.cpu_offload = false; }};
        return d;
    }
    d.lever = computeLever(r);
    return d;
}

}  // namespace

void diagnoseWall(const Recipe& r, const Calibration& cal, const MemoryReport& mem, StepEstimate& e) {
    Diagnosis d = diagnose(r, cal, mem, e);
    e.dominant_wall = d.wall;
    e.wall_reason = d.reason.english();
    e.wall_reason_text = std::move(d.reason);
    e.next_lever = d.lever.english();
    e.next_lever_text = std::move(d.lever.text);
}

std::optional<Recipe> nextLeverRecipe(const Recipe& r, const Calibration& cal, const MemoryReport& mem, const StepEstimate& e) {
    const Diagnosis d = diagnose(r, cal, mem, e);
    if (!d.lever.change) return std::nullopt;
    Recipe changed = r;
    d.lever.change(changed);
    return changed;
}

}  // namespace moe
