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

double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, const EagerLayerWork& w) {
    if (g.impl == CudaGraphImpl::FullIteration) return 0;
    const GraphedLayerParts p = graphedLayerParts(moeLayer, g);
    double n = cal.launches_other;
    if (!p.attention) n += cal.launches_attention;
    const double perExpert = w.lowPrecisionExperts ? cal.launches_per_local_expert_low_precision : cal.launches_per_local_expert;
    const double expertPath = cal.launches_experts + perExpert * std::max(0.0, w.localExperts);
    const bool sharedCaptured = p.experts || (p.router && !w.sharedExpertOverlap);
    if (moeLayer) {
        if (!p.router) n += cal.launches_router;
        if (!p.preprocess) n += cal.launches_preprocess;
        // Expert compute stays eager in dropless runs.
        if (!p.experts) {
            n += expertPath;
            // Counts and split sizes gathered, copied to the host, chunks sorted around the experts.
            if (w.dispatcher == Dispatcher::AllToAll) n += cal.launches_alltoall_dispatcher;
        }
        if (w.sharedExpert && !sharedCaptured) n += cal.launches_dense_mlp;
    } else if (!p.dense_mlp) {
        n += cal.launches_dense_mlp;
    }
    // Selective recompute re-runs a module's forward in the backward; graphs replay it instead
    // (the captured backward holds the re-run).
    if (w.recompute && w.recompute->granularity == RecomputeGranularity::Selective) {
        const RecomputeOptions& rc = *w.recompute;
        // A module's forward: a third of its fwd + bwd operations (the backward runs a data and a
        // weight gradient per forward operation).
        if (rc.has(RecomputeModule::CoreAttn) && !p.attention) n += cal.launches_recompute_core_attn;
        if (rc.has(RecomputeModule::MlaUpProj) && !p.attention) n += cal.launches_recompute_mla_up_proj;
        if (rc.has(RecomputeModule::Layernorm)) n += cal.launches_recompute_layernorm;
        if (moeLayer) {
            if (rc.has(RecomputeModule::MoeAct) && !p.experts) n += cal.launches_recompute_moe_act;
            if (rc.has(RecomputeModule::Moe) && !p.experts) n += expertPath / 3.0;
            if ((rc.has(RecomputeModule::SharedExperts) || rc.has(RecomputeModule::Moe)) && w.sharedExpert && !sharedCaptured)
                n += cal.launches_dense_mlp / 3.0;
        } else if (rc.has(RecomputeModule::Mlp) && !p.dense_mlp) {
            n += cal.launches_dense_mlp / 3.0;
        }
    }
    return n;
}

double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, const EagerLayerWork& w) {
    return eagerLaunchesPerLayer(moeLayer, g, cal, w) * cal.launch_cost_us * 1e-6;
}

double exposedHostSeconds(double gpuS, double hostS) { return std::max(0.0, hostS - gpuS); }

}  // namespace moe
