#include "core/perf/layer_costs.h"

#include <algorithm>

#include "core/perf/host_overhead.h"

namespace moe {

CommTimes stepCommunicationTimes(const Recipe& r, const Calibration& cal, const MemoryReport& memory) {
    double denseParams = 0, expertParams = 0, offloaded = 0;
    for (const StageMemory& s : memory.stages) {
        denseParams = std::max(denseParams, static_cast<double>(s.dense_params_per_gpu));
        expertParams = std::max(expertParams, static_cast<double>(s.expert_params_per_gpu));
        if (s.offload_fraction > 0)
            offloaded = std::max(offloaded, s.offload_fraction * (static_cast<double>(s.dense_params_per_gpu) / std::max(1.0, s.dense_optimizer_shards) +
                                                                  static_cast<double>(s.expert_params_per_gpu) / std::max(1.0, s.expert_optimizer_shards)));
    }
    return communicationTimes(r, cal, denseParams, expertParams, offloaded);
}

bool hostSyncEachForward(const Recipe& r, double localExperts) {
    const TrainingOptions& o = r.options;
    if (!r.model.isMoe() || !o.routing.dropless()) return false;  // drop-and-pad sizes are static
    if (graphedLayerParts(true, o.cuda_graphs).experts || o.cuda_graphs.impl == CudaGraphImpl::FullIteration) return false;
    // Sync-free dispatch (paged_stash.md): HybridEP with buffers pre-sized by a capacity factor.
    if (o.dispatcher == Dispatcher::FlexHybridEP && o.routing.expert_rank_capacity_factor) return false;
    return r.layout.ep > 1 || localExperts > 1;
}

LayerCosts layerCosts(const Recipe& r, const Calibration& cal, const ComputeTimes& ct, const CommTimes& comm, int64_t micro) {
    const Layout& l = r.layout;
    const OverlapOptions& ov = r.options.overlap;
    const RecomputeOptions& rc = r.options.recompute;
    // Recompute re-runs forward communication too: full re-runs every forward collective, the
    // `moe` module another dispatch/combine (half the fwd + bwd volume).
    const bool full = rc.granularity == RecomputeGranularity::Full;
    const double commRerun = full ? 1.5 : 1.0;
    const double epFwdRerun = (full || rc.has(RecomputeModule::Moe)) ? 2.0 : 1.0;
    const bool ring = l.cp_comm_type == CpCommType::P2P || l.cp_comm_type == CpCommType::A2AP2P;
    LayerCosts out;
    out.pairedShare = epOverlapPairedShare(micro, l.pp);

    auto cost = [&](bool moeLayer) {
        LayerCost t;
        const LayerComputeTime& c = moeLayer ? ct.moe_layer : ct.dense_layer;
        t.compute = c.total();
        t.recompute = ct.recompute_per_layer_s;
        t.attention = c.attentionCoreS();
        t.hbm = c.elementwiseS();
        t.gemm = t.compute - t.attention - t.hbm + t.recompute;
        t.forward = c.attentionBlockFwdS() + c.mlpBlockFwdS();
        t.backward = c.attentionBlockBwdS() + c.mlpBlockBwdS();
        // TP: the collectives feed the projections and the TP-sharded MLP GEMMs; half the volume
        // is forward, the recompute re-run falls in the backward.
        t.tpAll = (moeLayer ? comm.tp_per_moe_layer_s : comm.tp_per_dense_layer_s) * commRerun;
        const double tpGemms = c.attention_linear_s + c.dense_mlp_s + c.shared_experts_s + (l.etpOrTp() > 1 ? c.routed_experts_s : 0.0);
        t.tp = exposedTpComm(t.tpAll, tpGemms, l.tp, ov);
        t.tpFwdShare = 0.5 / commRerun;
        // CP: ring steps against the attention block of the chunk before; a2a / allgather parts wait.
        t.cpAll = comm.cp_per_layer_s * commRerun;
        if (ring && comm.cp_ring_steps > 0) {
            const double ringPart = comm.cp_ring_steps * (comm.cp_ring_step_fwd_s + comm.cp_ring_step_bwd_s);
            const double blocks = std::max(1, comm.cp_ring_steps + 1);
            const double rest = std::max(0.0, comm.cp_per_layer_s - ringPart);
            const double fwdRing = exposedCpRing(comm.cp_ring_steps, comm.cp_ring_step_fwd_s, c.attention_core_fwd_s / blocks, 0, 1);
            const double bwdRing = exposedCpRing(comm.cp_ring_steps, 0, 1, comm.cp_ring_step_bwd_s, c.attention_core_bwd_s / blocks);
            t.cp = (rest + fwdRing + bwdRing) * commRerun;
            t.cpRingSteps = comm.cp_ring_steps;
            t.cpStepFwd = comm.cp_ring_step_fwd_s * commRerun;
            t.cpStepBwd = comm.cp_ring_step_bwd_s * commRerun;
            t.cpRest = rest * commRerun;
            t.cpFwdShare = t.cp > 0 ? (0.5 * rest + fwdRing) / t.cp : 0.5;
        } else {
            t.cp = t.cpAll;
            t.cpFwdShare = 0.5 / commRerun;
        }
        if (moeLayer && comm.ep_per_moe_layer_s > 0) {
            t.epTransfers = {comm.ep_dispatch_fwd_s * epFwdRerun, comm.ep_combine_fwd_s * epFwdRerun, comm.ep_dispatch_bwd_s, comm.ep_combine_bwd_s};
            t.blocks = {c.attentionBlockFwdS(), c.mlpBlockFwdS(), c.attentionBlockBwdS(), c.mlpBlockBwdS(), c.shared_experts_s / 3.0};
            t.epAll = t.epTransfers.total();
            // Hidden transfers still occupy SMs: the compute under them runs that much slower.
            const double smShare = overlappedCommSmShare(cal, r.hardware, r.options.dispatcher);
            auto withSmShare = [&](double exposed) { return exposed + (t.epAll - exposed) * smShare; };
            t.epAlone = withSmShare(exposedEpComm(t.epTransfers, t.blocks, 0.0, ov));
            // Layers per merged chunk (balanced placement): the first of each has no delayed wgrad beside it.
            const double layersPerChunk =
                std::max(1.0, static_cast<double>(r.model.num_layers + r.model.mtp_layers) / (std::max(1, l.pp) * std::max(1, l.vpp)));
            const double carry = (layersPerChunk - 1.0) / layersPerChunk;
            t.epPaired = ov.ep_a2a_overlap ? withSmShare(exposedEpComm(t.epTransfers, t.blocks, 1.0, ov, carry)) : t.epAlone;
            t.ep = withSmShare(exposedEpComm(t.epTransfers, t.blocks, out.pairedShare, ov, carry));
            t.epFwdShare = (comm.ep_dispatch_fwd_s + comm.ep_combine_fwd_s) / t.epAll;
        }
        const double gpu = t.total();
        EagerLayerWork work;
        work.localExperts = ct.shape.local_experts;
        work.lowPrecisionExperts = r.options.precision != Precision::BF16;
        work.sharedExpert = r.model.moe.shared_expert_size > 0;
        work.sharedExpertOverlap = ov.shared_expert_overlap;
        // Without EP the alltoall dispatcher exchanges nothing: no counts to gather or copy.
        work.dispatcher = l.ep > 1 ? r.options.dispatcher : Dispatcher::FlexHybridEP;
        work.recompute = &rc;
        const EagerLaunchSplit split = eagerLaunchSplit(moeLayer, r.options.cuda_graphs, cal, work);
        const double perLaunch = cal.launch_cost_us * 1e-6;
        if (moeLayer && hostSyncEachForward(r, ct.shape.local_experts)) {
            // The GPU's side of the same split: attention (with its TP/CP exposure) and a shared
            // expert that runs before the router, then the MoE block with its forward EP exposure.
            const bool sharedBefore = r.model.moe.shared_expert_size > 0 && !ov.shared_expert_overlap;
            const double sharedFwd = sharedBefore ? c.shared_experts_s / 3.0 : 0.0;
            const double gpuBefore = c.attentionBlockFwdS() + sharedFwd + t.tp * t.tpFwdShare + t.cp * t.cpFwdShare;
            const double gpuAfter = c.mlpBlockFwdS() - sharedFwd + t.ep * t.epFwdShare;
            const double gpuBackward = std::max(0.0, gpu - gpuBefore - gpuAfter);
            const double layer = syncedLayerSeconds({split.forward_before_sync * perLaunch, gpuBefore},
                                                    {split.forward_after_sync * perLaunch, gpuAfter},
                                                    {split.backward * perLaunch, gpuBackward});
            t.host = std::max(0.0, layer - gpu);
        } else {
            t.host = exposedHostSeconds(gpu, split.total() * perLaunch);
        }
        return t;
    };
    out.moe = cost(true);
    out.dense = cost(false);
    return out;
}

}  // namespace moe
