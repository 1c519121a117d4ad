#include "core/perf/host_overhead.h"

#include <algorithm>

namespace moe {

double eagerLaunchesPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, double localExperts) {
    if (g.impl == CudaGraphImpl::FullIteration) return 0;
    const bool graphs = g.impl != CudaGraphImpl::None;
    auto captured = [&](CudaGraphScope s) { return graphs && g.has(s); };
    double n = cal.launches_other;
    if (!captured(CudaGraphScope::Attn)) n += cal.launches_attention;
    if (moeLayer) {
        const bool wholeMoe = captured(CudaGraphScope::Moe);  // static shapes only (drop-and-pad)
        if (!wholeMoe && !captured(CudaGraphScope::MoeRouter)) n += cal.launches_router;
        if (!wholeMoe && !captured(CudaGraphScope::MoePreprocess)) n += cal.launches_preprocess;
        // Expert compute stays eager in dropless runs.
        if (!wholeMoe) n += cal.launches_experts + cal.launches_per_local_expert * std::max(0.0, localExperts);
    } else if (!captured(CudaGraphScope::Mlp)) {
        n += cal.launches_dense_mlp;
    }
    return n;
}

double hostSecondsPerLayer(bool moeLayer, const CudaGraphOptions& g, const Calibration& cal, double localExperts) {
    return eagerLaunchesPerLayer(moeLayer, g, cal, localExperts) * cal.launch_cost_us * 1e-6;
}

double exposedHostSeconds(double gpuS, double hostS) { return std::max(0.0, hostS - gpuS); }

}  // namespace moe
