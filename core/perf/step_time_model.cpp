#include "core/perf/step_time_model.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "core/common/message.h"
#include "core/common/units.h"
#include "core/flops/model_flops.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/activation_offload_time.h"
#include "core/perf/communication.h"
#include "core/perf/compute_time.h"
#include "core/perf/diagnosis.h"
#include "core/perf/layer_costs.h"
#include "core/perf/overlap.h"

namespace moe {

const char* toString(Wall w) {
    switch (w) {
        case Wall::Memory: return "memory";
        case Wall::Communication: return "communication";
        case Wall::HostOverhead: return "host_overhead";
        case Wall::Compute: return "compute";
    }
    return "?";
}

const char* wallWords(Wall w) {
    return w == Wall::HostOverhead ? "host overhead" : toString(w);
}

namespace {

// One PP rank's share of a microbatch, by kind (seconds, fwd + bwd, already exposed).
// `pp`/`ppAll` are the rank's point-to-point sends per microbatch: they belong to the rank, not to a
// layer (a microbatch crosses each virtual stage boundary once per pass, however many layers the
// stage holds), so the layer costs carry none and the estimate sets them once per rank after the
// layers are summed. add() still sums every field: an earlier version left pp and ppAll out, which
// was harmless only because every addend had them at zero, and would have dropped any PP time a
// later term put on a layer without a word.
struct RankTime {
    double compute = 0, recompute = 0, tp = 0, cp = 0, ep = 0, pp = 0, host = 0;
    double gemm = 0, attention = 0, hbm = 0;        // compute + recompute by kernel kind
    double tpAll = 0, cpAll = 0, epAll = 0, ppAll = 0;  // communication before overlap
    [[nodiscard]] double total() const { return compute + recompute + tp + cp + ep + pp + host; }
    void add(const RankTime& x) {
        compute += x.compute; recompute += x.recompute; tp += x.tp; cp += x.cp; ep += x.ep; pp += x.pp; host += x.host;
        gemm += x.gemm; attention += x.attention; hbm += x.hbm;
        tpAll += x.tpAll; cpAll += x.cpAll; epAll += x.epAll; ppAll += x.ppAll;
    }
};

Error fieldError(const std::string& field, const std::string& reason) { return Error{{}, 0, 0, field, reason}; }

// `given` is the recipe's memory report when the caller already has one (search loops), so it is
// not computed twice and the caller's memory assumptions apply; null computes it with defaults.
Result<StepEstimate> estimate(const Recipe& r, const Calibration& cal, const MemoryReport* given, const PipelinePlacement* placed) {
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    if (l.seq_length < 1) return fieldError("layout.seq_length", "must be >= 1");
    if (l.micro_batch_size < 1) return fieldError("layout.micro_batch_size", "must be >= 1");
    if (l.global_batch_size < 1) return fieldError("layout.global_batch_size", "must be >= 1");
    if (l.world_size < 1) return fieldError("layout.world_size", "must be >= 1");
    if (m.hidden_size < 1 || m.num_layers < 1) return fieldError("model", "hidden_size and num_layers must be positive");
    if (r.hardware.bf16_tflops <= 0) return fieldError("hardware.bf16_tflops", "peak must be positive");
    if (r.hardware.hbm_bandwidth_tbps <= 0) return fieldError("hardware.hbm_bandwidth_tbps", "must be positive");
    if (l.dp() < 1 || l.edp() < 1)
        return fieldError("layout.world_size", "world size " + std::to_string(l.world_size) + " does not divide into TP·CP·PP = " +
                                                   std::to_string(int64_t{l.tp} * l.cp * l.pp) + " and ETP·EP·PP = " +
                                                   std::to_string(int64_t{l.etpOrTp()} * l.ep * l.pp));
    const int64_t micro = l.microbatchesPerStep();
    if (micro < 1)
        return fieldError("layout.global_batch_size", "GBS " + std::to_string(l.global_batch_size) + " is not a multiple of MBS·DP = " +
                                                          std::to_string(int64_t{l.micro_batch_size} * l.dp()));
    std::optional<Result<PipelinePlacement>> ownPlacement;
    if (!placed) {
        ownPlacement = placeLayers(m, l);
        if (!*ownPlacement) return ownPlacement->error();
    }
    const PipelinePlacement* placement = placed ? placed : &ownPlacement->value();
    std::optional<Result<MemoryReport>> computed;
    const MemoryReport* memory = given;
    if (!memory) {
        computed = estimateMemory(r);
        if (!*computed) return computed->error();
        memory = &computed->value();
    }

    const ComputeTimes ct = computeTimes(r, cal);
    const CommTimes comm = stepCommunicationTimes(r, cal, *memory);
    const OverlapOptions& ov = r.options.overlap;
    const LayerCosts costs = layerCosts(r, cal, ct, comm, micro);
    auto layerTime = [](const LayerCost& c) {
        RankTime t;
        t.compute = c.compute; t.recompute = c.recompute; t.tp = c.tp; t.cp = c.cp; t.ep = c.ep; t.host = c.host;
        t.gemm = c.gemm; t.attention = c.attention; t.hbm = c.hbm;
        t.tpAll = c.tpAll; t.cpAll = c.cpAll; t.epAll = c.epAll;
        return t;
    };
    const RankTime moeLayerTime = layerTime(costs.moe), denseLayerTime = layerTime(costs.dense);

    std::vector<RankTime> ranks(static_cast<size_t>(l.pp));
    for (const VirtualStage& vs : placement->stages) {
        RankTime& rt = ranks[static_cast<size_t>(vs.pp_rank)];
        for (int layer : vs.decoder_layers) rt.add(m.isMoeLayer(layer) ? moeLayerTime : denseLayerTime);
        for (int k : vs.mtp_layers) {
            rt.add(m.isMoeLayer(m.num_layers + k) ? moeLayerTime : denseLayerTime);
            rt.compute += ct.mtp_projection_s + ct.logits_s;
            rt.gemm += ct.mtp_projection_s + ct.logits_s;
        }
        if (vs.has_embedding) {
            rt.compute += ct.embedding_s;
            rt.hbm += ct.embedding_s;
        }
        if (vs.has_loss) {
            rt.compute += ct.logits_s;
            rt.gemm += ct.logits_s;
        }
    }
    int slowest = 0;
    // Combined 1F1B: the simulator's rule (core/schedule/step_simulator.cpp), EP overlap on a MoE model.
    const bool combined1f1b = ov.ep_a2a_overlap && m.isMoe();
    for (size_t i = 0; i < ranks.size(); ++i) {
        if (l.pp > 1) {
            ranks[i].ppAll = comm.pp_per_microbatch_s;
            const double chunkCompute = ranks[i].compute / std::max(1, l.vpp);
            ranks[i].pp = combined1f1b ? exposedPpCommCombined(comm.pp_per_microbatch_s, l.vpp, chunkCompute, epOverlapPairedShare(micro, l.pp))
                                       : exposedPpComm(comm.pp_per_microbatch_s, l.vpp, chunkCompute);
        }
        if (ranks[i].total() > ranks[static_cast<size_t>(slowest)].total()) slowest = static_cast<int>(i);
    }
    const RankTime& sr = ranks[static_cast<size_t>(slowest)];

    StepEstimate e;
    e.microbatches = micro;
    e.slowest_pp_rank = slowest;
    e.microbatch_time_s = sr.total();
    e.bubble_fraction = pipelineBubbleFraction(l.pp, l.vpp, micro);
    StepBreakdown& b = e.breakdown;
    const double md = static_cast<double>(micro);
    b.compute_s = md * (sr.compute + sr.recompute);
    b.recompute_s = md * sr.recompute;
    b.tp_comm_s = md * sr.tp;
    b.cp_comm_s = md * sr.cp;
    b.ep_comm_s = md * sr.ep;
    b.pp_comm_s = md * sr.pp;
    b.host_s = md * sr.host;
    b.bubble_s = e.bubble_fraction * md * sr.total();
    const StageMemory& bs = memory->binding();
    const double hbm = r.hardware.hbm_bandwidth_tbps * 1e12 * cal.hbm_efficiency;
    // Adam reads and writes master weights and moments, reads grads, writes params (HBM-bound).
    b.optimizer_s = (2.0 * static_cast<double>(bs.optimizer_bytes) + static_cast<double>(bs.grads_bytes) +
                     static_cast<double>(bs.weights_bytes)) / hbm;
    const double mbCompute = sr.compute + sr.recompute;
    b.dp_comm_s = exposedDpComm(comm.dp_reduce_scatter_s, comm.dp_all_gather_s, comm.dp_buckets, 2.0 * mbCompute / 3.0, mbCompute / 3.0,
                                b.optimizer_s, ov);
    b.gemm_s = md * sr.gemm;
    b.attention_s = md * sr.attention;
    b.hbm_s = md * sr.hbm;
    auto overlapRow = [&](const char* kind, double total, double exposed, const char* by) {
        if (total <= 0) return;
        b.overlaps.push_back({kind, total, exposed, total - exposed > 1e-12 ? by : ""});
    };
    overlapRow("tp", md * sr.tpAll, b.tp_comm_s, MOE_TR("overlap", "the GEMMs each chunk feeds (--tp-comm-overlap)"));
    overlapRow("cp", md * sr.cpAll, b.cp_comm_s, MOE_TR("overlap", "the attention block of the previous ring step"));
    overlapRow("ep", md * sr.epAll, b.ep_comm_s,
               ov.ep_a2a_overlap
                   ? MOE_TR("overlap", "the other microbatch's attention and MLP blocks (EP overlap, combined 1F1B)")
                   : MOE_TR("overlap", "the shared expert (--moe-shared-expert-overlap)"));
    overlapRow(
        "pp", md * sr.ppAll, b.pp_comm_s,
        combined1f1b
            ? MOE_TR("overlap",
                     "the next virtual stage's compute in warm-up and cool-down (merged steps wait for their sends)")
            : MOE_TR("overlap", "the next virtual stage's compute (interleaved 1F1B)"));
    overlapRow("dp", comm.dp_reduce_scatter_s + comm.dp_all_gather_s, b.dp_comm_s,
               ov.param_gather_with_optimizer_step
                   ? MOE_TR("overlap", "the last microbatch's backward and the optimizer step")
                   : MOE_TR("overlap", "the last microbatch's backward and the first microbatch's forward"));
    b.offload_s = comm.offload_per_step_s;
    {
        std::vector<double> rankCompute;
        for (const RankTime& t : ranks) rankCompute.push_back(t.compute + t.recompute);
        const ActivationOffloadTime act = activationOffloadTime(r, *memory, *placement, micro, rankCompute);
        b.activation_offload_s = act.exposed_s;
        overlapRow(
            "host", act.total_s, act.exposed_s,
            MOE_TR("overlap", "the compute of the pass that saves (forward) or needs (backward) the activations"));
    }
    b.fixed_s = cal.step_fixed_overhead_s;
    if (!r.options.manual_gc) b.host_s += cal.gc_stall_fraction * (b.compute_s + b.bubble_s);

    e.step_time_s = b.total();
    const double world = static_cast<double>(l.world_size);
    const double tokens = static_cast<double>(l.global_batch_size) * static_cast<double>(l.seq_length);
    e.tokens_per_s_per_gpu = tokens / (e.step_time_s * world);
    e.model_flops_per_step = modelFlopsPerStep(m, l.seq_length, l.global_batch_size);
    e.model_tflops_per_gpu = e.model_flops_per_step / (e.step_time_s * 1e12 * world);
    e.mfu = e.model_tflops_per_gpu / std::max(1e-9, gemmDatasheetPeak(r.hardware, r.options.precision));
    e.mfu_bf16 = e.model_tflops_per_gpu / r.hardware.bf16_tflops;
    e.memory_fits = memory->fits && memory->host_fits;
    e.memory_fit = memoryFitOf(*memory);
    e.memory_headroom_gib = static_cast<double>(memory->headroom_bytes) / kGiB;
    e.memory_allowance_gib = static_cast<double>(fragmentationAllowanceBytes(*memory)) / kGiB;
    e.binding_stage_gib = static_cast<double>(bs.totalBytes()) / kGiB;
    e.efficiency = ct.efficiency;
    diagnoseWall(r, cal, *memory, e);
    return e;
}

}  // namespace

Result<StepEstimate> estimateStepTime(const Recipe& recipe, const Calibration& calibration) {
    return estimate(recipe, calibration, nullptr, nullptr);
}

Result<StepEstimate> estimateStepTime(const Recipe& recipe, const Calibration& calibration, const MemoryReport& memory) {
    return estimate(recipe, calibration, &memory, nullptr);
}

Result<StepEstimate> estimateStepTime(const Recipe& recipe, const Calibration& calibration, const MemoryReport& memory,
                                      const PipelinePlacement& placement) {
    return estimate(recipe, calibration, &memory, &placement);
}

}  // namespace moe
