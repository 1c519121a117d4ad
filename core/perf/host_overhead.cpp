#include "core/perf/host_overhead.h"

#include <algorithm>

namespace moe {

GraphedLayerParts graphedLayerParts(bool moeLayer, const CudaGraphOptions& g) {
    GraphedLayerParts p;
    if (g.impl == CudaGraphImpl::None) return p;
    const bool all = g.impl == CudaGraphImpl::FullIteration;
    auto captured = [&](CudaGraphScope s) { return all || g.has(s); };
    p.attention = captured(CudaGraphScope::Attn);
    if (moeLayer) {
        p.experts = captured(CudaGraphScope::Moe);  // static shapes only (drop-and-pad)
        p.router = p.experts || captured(CudaGraphScope::MoeRouter);
        p.preprocess = p.experts || captured(CudaGraphScope::MoePreprocess);
    } else {
        p.dense_mlp = captured(CudaGraphScope::Mlp);
    }
    return p;
}

EagerLaunchSplit eagerLaunchSplit(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, const EagerLayerWork& w) {
    EagerLaunchSplit split;
    if (g.impl == CudaGraphImpl::FullIteration) return split;
    const GraphedLayerParts p = graphedLayerParts(moeLayer, g);
    // Fwd + bwd counts of the parts before the sync (norms, attention, router, preprocess, a shared
    // expert that runs before the router) and after it (the expert path, a shared expert beside the
    // dispatch); a dense layer has no sync and counts as "before".
    double before = cal.launches_other, after = 0;
    if (!p.attention) before += cal.launches_attention;
    const double perExpert = w.lowPrecisionExperts ? cal.launches_per_local_expert_low_precision : cal.launches_per_local_expert;
    const double expertPath = cal.launches_experts + perExpert * std::max(0.0, w.localExperts);
    const bool sharedCaptured = p.experts || (p.router && !w.sharedExpertOverlap);
    if (moeLayer) {
        if (!p.router) before += cal.launches_router;
        if (!p.preprocess) before += cal.launches_preprocess;
        // Expert compute stays eager in dropless runs.
        if (!p.experts) {
            after += expertPath;
            // Counts and split sizes gathered, copied to the host, chunks sorted around the experts.
            if (w.dispatcher == Dispatcher::AllToAll) after += cal.launches_alltoall_dispatcher;
        }
        if (w.sharedExpert && !sharedCaptured) (w.sharedExpertOverlap ? after : before) += cal.launches_dense_mlp;
    } else if (!p.dense_mlp) {
        before += cal.launches_dense_mlp;
    }
    // Selective recompute re-runs a module's forward in the backward; graphs replay it instead
    // (the captured backward holds the re-run).
    double rerun = 0;
    if (w.recompute && w.recompute->granularity == RecomputeGranularity::Selective) {
        const RecomputeOptions& rc = *w.recompute;
        // A module's forward: a third of its fwd + bwd operations (the backward runs a data and a
        // weight gradient per forward operation).
        if (rc.has(RecomputeModule::CoreAttn) && !p.attention) rerun += cal.launches_recompute_core_attn;
        if (rc.has(RecomputeModule::MlaUpProj) && !p.attention) rerun += cal.launches_recompute_mla_up_proj;
        if (rc.has(RecomputeModule::Layernorm)) rerun += cal.launches_recompute_layernorm;
        if (moeLayer) {
            if (rc.has(RecomputeModule::MoeAct) && !p.experts) rerun += cal.launches_recompute_moe_act;
            if (rc.has(RecomputeModule::Moe) && !p.experts) rerun += expertPath / 3.0;
            if ((rc.has(RecomputeModule::SharedExperts) || rc.has(RecomputeModule::Moe)) && w.sharedExpert && !sharedCaptured)
                rerun += cal.launches_dense_mlp / 3.0;
        } else if (rc.has(RecomputeModule::Mlp) && !p.dense_mlp) {
            rerun += cal.launches_dense_mlp / 3.0;
        }
    }
    split.forward_before_sync = before / 3.0;
    split.forward_after_sync = after / 3.0;
    split.backward = 2.0 * (before + after) / 3.0 + rerun;
    return split;
}

double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, const EagerLayerWork& w) {
    return eagerLaunchSplit(moeLayer, g, cal, w).total();
}

double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, const EagerLayerWork& w) {
    return eagerLaunchesPerLayer(moeLayer, g, cal, w) * cal.launch_cost_us * 1e-6;
}

double exposedHostSeconds(double gpuS, double hostS) { return std::max(0.0, hostS - gpuS); }

double syncedLayerSeconds(const PassWork& beforeSync, const PassWork& afterSync, const PassWork& backward) {
    // From one sync to the next the GPU runs this layer's part after the sync, then the next
    // layer's part before it. Neither side has a lead at the sync, so the segment ends at the later
    // of: the GPU through the whole segment once the host has launched the first part (the first
    // part at the pace of the slower side), and the host through the first part with the second at
    // its own slower side's pace.
    const double forward = std::max(std::max(afterSync.host_s, afterSync.gpu_s) + beforeSync.gpu_s,
                                    afterSync.host_s + std::max(beforeSync.host_s, beforeSync.gpu_s));
    // No sync in the backward: the host runs ahead of a GPU-bound pass.
    return forward + std::max(backward.host_s, backward.gpu_s);
}

}  // namespace moe
