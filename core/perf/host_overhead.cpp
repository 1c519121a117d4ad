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

double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, double localExperts, bool lowPrecisionExperts) {
    if (g.impl == CudaGraphImpl::FullIteration) return 0;
    const GraphedLayerParts p = graphedLayerParts(moeLayer, g);
    double n = cal.launches_other;
    if (!p.attention) n += cal.launches_attention;
    if (moeLayer) {
        if (!p.router) n += cal.launches_router;
        if (!p.preprocess) n += cal.launches_preprocess;
        // Expert compute stays eager in dropless runs.
        if (!p.experts) {
            const double perExpert = lowPrecisionExperts ? cal.launches_per_local_expert_low_precision : cal.launches_per_local_expert;
            n += cal.launches_experts + perExpert * std::max(0.0, localExperts);
        }
    } else if (!p.dense_mlp) {
        n += cal.launches_dense_mlp;
    }
    return n;
}

double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, double localExperts, bool lowPrecisionExperts) {
    return eagerLaunchesPerLayer(moeLayer, g, cal, localExperts, lowPrecisionExperts) * cal.launch_cost_us * 1e-6;
}

double exposedHostSeconds(double gpuS, double hostS) { return std::max(0.0, hostS - gpuS); }

}  // namespace moe
