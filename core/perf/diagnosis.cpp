#include "core/perf/diagnosis.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/common/text.h"
#include "core/common/units.h"
#include "core/perf/communication.h"
#include "core/rules/context_parallel_attention.h"

namespace moe {
namespace {

// A lever's advice and, where it is one concrete change of the recipe (an option switched on, a
// CUDA-graph scope added), that change; advice that needs an A/B or a choice has none.
struct Lever {
    std::string text;
    std::function<void(Recipe&)> change;
    Lever(const char* t) : text(t) {}  // NOLINT(google-explicit-constructor): plain advice
    Lever(std::string t) : text(std::move(t)) {}  // NOLINT(google-explicit-constructor)
    Lever(std::string t, std::function<void(Recipe&)> c) : text(std::move(t)), change(std::move(c)) {}
};

struct Diagnosis {
    Wall wall = Wall::Compute;
    std::string reason;
    Lever lever{""};
};

std::string pct(double share) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f%%", 100.0 * share);
    return buf;
}

bool flexDispatcher(Dispatcher d) {
    return d == Dispatcher::FlexDeepEP || d == Dispatcher::FlexHybridEP || d == Dispatcher::FlexNcclEP;
}

Lever memoryLever(const Recipe& r, const MemoryReport& mem) {
    const TrainingOptions& o = r.options;
    if (!mem.host_fits) return "lower --optimizer-offload-fraction (host RAM per node is exceeded)";
    // Recompute and smaller microbatches only shrink activations: when the weights, gradients and
    // optimizer state alone are over the HBM, they cannot make it fit.
    if (!mem.stages.empty()) {
        const StageMemory& b = mem.binding();
        const int64_t staticBytes = b.weights_bytes + b.grads_bytes + b.optimizer_bytes;
        if (staticBytes > mem.hbm_bytes) {
            char buf[200];
            std::snprintf(buf, sizeof buf,
                          "shard the model over more GPUs (more EP, PP or TP)%s: weights, gradients and optimizer state "
                          "alone need %.0f GiB of %.0f GiB usable, so recompute cannot help",
                          o.optimizer.cpu_offload ? "" : " or offload the optimizer",
                          static_cast<double>(staticBytes) / static_cast<double>(int64_t{1} << 30),
                          static_cast<double>(mem.hbm_bytes) / static_cast<double>(int64_t{1} << 30));
            return std::string(buf);
        }
    }
    if (o.recompute.granularity == RecomputeGranularity::None)
        return std::string("selective recompute first (") + (r.model.attention == AttentionKind::MLA ? "mla_up_proj, " : "") +
               "layernorm, moe_act; then moe/mlp) — keeps throughput near the no-recompute baseline";
    if (o.precision == Precision::BF16 && (r.hardware.fp8_tflops > 0))
        return r.hardware.supports_mxfp8 ? "lower precision: MXFP8 (after a validated BF16 baseline)"
                                         : "lower precision: FP8 blockwise/tensorwise (after a validated BF16 baseline)";
    if (o.recompute.granularity == RecomputeGranularity::Selective && !o.recompute.has(RecomputeModule::Moe))
        return "extend selective recompute to moe and mlp before full recompute";
    if (!o.optimizer.cpu_offload) return "optimizer CPU offload (--optimizer-cpu-offload with the precision-aware optimizer)";
    if (r.layout.cp * 4096 < r.layout.seq_length) {
        // Only a CP Transformer Engine runs for the model's attention: a sliding window with a
        // learnable softmax needs a2a, whose head split caps CP; no type left, no CP lever.
        const Layout& l = r.layout;
        const auto type = acceptedCpCommType(r.model, l.tp, int64_t{l.cp} * 2, l.cp_comm_type, l.hierarchical_cp_sizes);
        if (type && *type == l.cp_comm_type) return "raise CP towards seq/4096 (4–8K tokens per CP shard)";
        if (type)
            return std::string("raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type ") +
                   toString(*type) + " (Transformer Engine refuses " + toString(l.cp_comm_type) + " for this model's " +
                   cpRestrictingFeatures(r.model) + ")";
    }
    return "better PP layout (more PP stages or uneven first/last stages), then more GPUs";
}

Lever communicationLever(const Recipe& r, const std::string& kind) {
    const TrainingOptions& o = r.options;
    const Layout& l = r.layout;
    const bool nvl72 = r.hardware.isNvl72();
    if (kind == "ep") {
        if (!flexDispatcher(o.dispatcher))
            return nvl72 ? "A/B the flex dispatcher with hybridep (first choice on NVL72) against alltoall"
                         : "A/B the flex dispatcher: deepep and hybridep against alltoall (GPU name or EP size alone never decides)";
        if (!o.overlap.ep_a2a_overlap)
            return {"--overlap-moe-expert-parallel-comm (test alone: with shared-expert overlap or delayed wgrad it can regress)",
                    [](Recipe& x) { x.options.overlap.ep_a2a_overlap = true; }};
        if (!o.overlap.delay_wgrad_compute)
            return {"--delay-wgrad-compute on top of EP overlap (A/B it separately)", [](Recipe& x) { x.options.overlap.delay_wgrad_compute = true; }};
        const int d = effectiveDomain(r.hardware.nvlink_domain_size);
        if (int64_t{l.etpOrTp()} * l.ep > d) return "keep ETP·EP inside the NVLink domain of " + std::to_string(d) + " GPUs (fold EP into PP/EDP)";
        return "tune dispatcher SMs (--moe-flex-dispatcher-num-sms) and the PP layout";
    }
    if (kind == "tp") {
        if (l.tp > effectiveDomain(r.hardware.nvlink_domain_size)) return "keep TP inside the NVLink domain";
        if (!o.overlap.tp_comm_overlap) return {"--tp-comm-overlap", [](Recipe& x) { x.options.overlap.tp_comm_overlap = true; }};
        return "lower TP (trade for CP or PP)";
    }
    if (kind == "cp") {
        // Only a type Transformer Engine runs for the model's attention (no ring for a sliding
        // window or a learnable softmax, no a2a/allgather for MLA).
        const auto teRuns = [&](CpCommType t) {
            return cpAttentionRefusals(r.model, l.tp, l.cp, t, l.hierarchical_cp_sizes).empty();
        };
        if (nvl72 && l.cp_comm_type != CpCommType::A2AP2P && teRuns(CpCommType::A2AP2P))
            return {"cp_comm_type a2a+p2p on NVL72", [](Recipe& x) { x.layout.cp_comm_type = CpCommType::A2AP2P; }};
        if (!nvl72 && l.cp_comm_type != CpCommType::P2P && teRuns(CpCommType::P2P))
            return {"cp_comm_type p2p across nodes (a2a only inside a node)", [](Recipe& x) { x.layout.cp_comm_type = CpCommType::P2P; }};
        // Trading CP for TP only helps while TP has room inside the NVLink domain (the node on
        // HGX): at TP 8 on an 8-GPU node there is nothing to raise.
        const int domain = effectiveDomain(r.hardware.nvlink_domain_size);
        if (l.tp * 2 <= domain) return nvl72 ? "trade some CP for TP" : "lower CP (raise TP inside the node) or use newer attention kernels";
        return "lower CP if memory allows (more tokens per CP rank hide the ring's transfers behind attention; TP already "
               "fills the NVLink domain, so there is no TP to trade for), or use newer attention kernels";
    }
    if (kind == "dp") {
        if (!o.overlap.grad_reduce) return {"--overlap-grad-reduce", [](Recipe& x) { x.options.overlap.grad_reduce = true; }};
        if (!o.overlap.param_gather) return {"--overlap-param-gather", [](Recipe& x) { x.options.overlap.param_gather = true; }};
        return "larger GBS per step (more accumulation) to amortise DP traffic";
    }
    if (kind == "pp") return "raise VPP (p2p overlaps with interleaving)";
    // bubble
    if (l.vpp == 1 && l.pp > 1) return "VPP > 1 (bubble (PP−1)/(v·m)) or more microbatches per step";
    return "more microbatches per step (larger GBS or smaller MBS) or fewer PP stages";
}

Lever hostLever(const Recipe& r) {
    const CudaGraphOptions& g = r.options.cuda_graphs;
    if (g.impl == CudaGraphImpl::None) return "TE-scoped CUDA graphs moe_router + moe_preprocess (dropless), then add attn if it helps";
    if (g.impl != CudaGraphImpl::FullIteration && !g.has(CudaGraphScope::Attn))
        return {"add attn to the CUDA-graph scopes", [](Recipe& x) { x.options.cuda_graphs.scopes.push_back(CudaGraphScope::Attn); }};
    if (!r.options.manual_gc) return {"--manual-gc", [](Recipe& x) { x.options.manual_gc = true; }};
    return "larger MBS (more GPU work per launch), then CPU affinity";
}

Lever computeLever(const Recipe& r) {
    const TrainingOptions& o = r.options;
    if (o.recompute.granularity == RecomputeGranularity::Full) return "selective recompute instead of full (if memory allows)";
    if (!o.routing.grouped_gemm) return {"--moe-grouped-gemm", [](Recipe& x) { x.options.routing.grouped_gemm = true; }};
    if (o.precision == Precision::BF16 && r.hardware.fp8_tflops > 0) return "FP8 (expert and large GEMMs), after a validated BF16 baseline";
    if (!o.routing.permute_fusion) return {"--moe-permute-fusion", [](Recipe& x) { x.options.routing.permute_fusion = true; }};
    return "kernel work: grouped-GEMM shapes, fusions, dispatcher kernel tuning (compute is the wall)";
}

// The words for a part of the step the communication wall names ("ep" read as a bare id, review 23).
std::string exposedPartName(const std::string& kind) {
    if (kind == "bubble") return "the pipeline bubble";
    std::string upper = kind;
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return "exposed " + upper + " communication";
}

Diagnosis diagnose(const Recipe& r, const Calibration& cal, const MemoryReport& mem, const StepEstimate& e) {
    Diagnosis d;
    if (!mem.fits || !mem.host_fits) {
        d.wall = Wall::Memory;
        d.reason =
            !mem.fits ? "binding stage " + std::to_string(mem.binding_stage) + " needs " +
                            formatDouble(static_cast<double>(mem.binding().totalBytes()) / kGiB, "%.1f") + " GiB > " +
                            formatDouble(static_cast<double>(mem.hbm_bytes) / kGiB, "%.1f") + " GiB usable"
                      : "optimizer offload needs " +
                            formatDouble(static_cast<double>(mem.host_bytes_per_gpu) / kGiB, "%.1f") +
                            " GiB host RAM per GPU > budget " +
                            formatDouble(static_cast<double>(mem.host_budget_per_gpu) / kGiB, "%.1f") + " GiB";
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
        // communication passes the threshold, as the optimisation workflow orders them.
        d.reason = "exposed communication and pipeline bubble take " + pct(commTotal / step) +
                        " of the step (GPU kernels " + pct(b.compute_s / step) + "), above the " +
                        pct(cal.wall_threshold) + " at which they are attacked first; largest: " +
                        exposedPartName(comm.front().first) + ", " + pct(comm.front().second / step) + " of the step";
        d.lever = communicationLever(r, comm.front().first);
        return d;
    }
    if (b.host_s / step >= cal.wall_threshold) {
        d.wall = Wall::HostOverhead;
        d.reason = "launch-bound host time takes " + pct(b.host_s / step) + " of the step (GPU idle between kernels), above the " +
                   pct(cal.wall_threshold) + " at which it is attacked first";
        d.lever = hostLever(r);
        return d;
    }
    d.wall = Wall::Compute;
    // Communication and the bubble apart, as the breakdown lists them (review 25 added the
    // breakdown's exposed rows, 10.8 %, against "exposed communication 12%" that held the bubble).
    d.reason = "GPU kernels take " + pct(b.compute_s / step) + " of the step (recompute " + pct(b.recompute_s / step) +
               "); exposed communication " + pct(b.exposedCommS() / step) + ", pipeline bubble " +
               pct(b.bubble_s / step) + ", host " + pct(b.host_s / step);
    // Optimizer offload is time no kernel work removes: past the threshold it is the first thing to
    // undo where memory allows (review 26 read "selective recompute" as the lever beside an offload
    // that took 26 % of the step). The lever's gain check says when turning it off would not fit.
    if (b.offload_s > 0) d.reason += ", optimizer offload " + pct(b.offload_s / step);
    if (r.options.optimizer.cpu_offload && b.offload_s / step >= cal.wall_threshold) {
        d.lever = {"optimizer CPU offload off (its transfers and CPU step take " + pct(b.offload_s / step) +
                       " of the step), if the optimizer state fits in HBM without it",
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
    e.wall_reason = std::move(d.reason);
    e.next_lever = std::move(d.lever.text);
}

std::optional<Recipe> nextLeverRecipe(const Recipe& r, const Calibration& cal, const MemoryReport& mem, const StepEstimate& e) {
    const Diagnosis d = diagnose(r, cal, mem, e);
    if (!d.lever.change) return std::nullopt;
    Recipe changed = r;
    d.lever.change(changed);
    return changed;
}

}  // namespace moe
