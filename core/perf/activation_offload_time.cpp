#include "core/perf/activation_offload_time.h"

#include <algorithm>

#include "core/layout/pipeline_layout.h"
#include "core/memory/activation_model.h"
#include "core/memory/activation_offload.h"

namespace moe {

ActivationOffloadTime activationOffloadTime(const Recipe& r, const MemoryReport& memory, const PipelinePlacement& placement,
                                            int64_t microbatches, const std::vector<double>& rankComputeS) {
    ActivationOffloadTime out;
    const TrainingOptions& o = r.options;
    if (!o.activation_cpu_offload || o.offload_modules.empty() || r.hardware.host_link_gbps_per_dir <= 0) return out;
    const Layout& l = r.layout;
    // The same tensors as the memory model counted (same assumptions, probs fusion included).
    const ActivationContext ctx = activationContextOf(r, memory.assumptions);
    const bool full = o.recompute.granularity == RecomputeGranularity::Full;

    // Bytes one microbatch sends out per PP rank: each chunk's offload groups, less those the
    // offload fraction keeps (fully recomputed layers keep only their input, which is not offloaded;
    // the memory model counts them the same way).
    std::vector<double> perRank(static_cast<size_t>(std::max(1, l.pp)), 0.0);
    for (const VirtualStage& vs : placement.stages) {
        std::vector<double> groups;
        int index = 0;  // layer position in the chunk: full recompute (block) re-runs the first N
        auto addLayer = [&](int layer) {
            const bool recomputed = full && (o.recompute.method != RecomputeMethod::Block || index < o.recompute.num_layers);
            ++index;
            if (recomputed) return;
            const auto g = offloadGroups(layerActivations(r.model, layer, ctx));
            groups.insert(groups.end(), g.begin(), g.end());
        };
        for (int layer : vs.decoder_layers) addLayer(layer);
        for (int k : vs.mtp_layers) addLayer(r.model.num_layers + k);
        double sum = 0;
        for (double g : groups) sum += g;
        if (vs.pp_rank >= 0 && vs.pp_rank < static_cast<int>(perRank.size()))
            perRank[static_cast<size_t>(vs.pp_rank)] += sum - groupsKeptByFraction(groups, o.activation_offload_fraction);
    }
    const double bw = r.hardware.host_link_gbps_per_dir * 1e9;
    const double m = static_cast<double>(std::max<int64_t>(1, microbatches));
    out.link_gbps_per_dir = r.hardware.host_link_gbps_per_dir;
    bool any = false;
    for (size_t p = 0; p < perRank.size(); ++p) {
        if (perRank[p] <= 0) continue;
        const double copy = perRank[p] / bw;  // one direction, one microbatch
        const double compute = p < rankComputeS.size() ? rankComputeS[p] : 0.0;
        // Out during the forward (a third of the compute), back during the backward (two thirds).
        const double exposed = std::max(0.0, copy - compute / 3.0) + std::max(0.0, copy - 2.0 * compute / 3.0);
        if (!any || exposed * m > out.exposed_s) {
            out.bytes_per_microbatch = perRank[p];
            out.total_s = 2.0 * copy * m;
            out.exposed_s = exposed * m;
            out.pp_rank = static_cast<int>(p);
            any = true;
        }
    }
    return out;
}

}  // namespace moe
