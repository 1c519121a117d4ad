#include "core/export/export_environment.h"

#include <algorithm>

namespace moe {

std::vector<EnvVar> exportEnvironment(const Recipe& r) {
    std::vector<EnvVar> out;
    const auto& o = r.options;
    if (o.cuda_device_max_connections) {
        out.push_back({"CUDA_DEVICE_MAX_CONNECTIONS", std::to_string(*o.cuda_device_max_connections), "from the recipe"});
    } else {
        // §8.4: 1 is required on Hopper with TP>1 or CP>1 unless EP overlap; Bridge uses 32 on
        // Blackwell or with the flex dispatcher, else 8.
        const bool flex = o.dispatcher == Dispatcher::FlexDeepEP || o.dispatcher == Dispatcher::FlexHybridEP ||
                          o.dispatcher == Dispatcher::FlexNcclEP;
        std::string v = "8";
        std::string why = "derived (domain 8.4): Bridge's default";
        if (r.hardware.isHopper() && (r.layout.tp > 1 || r.layout.cp > 1) && !o.overlap.ep_a2a_overlap) {
            v = "1";
            why = "derived (domain 8.4): required on Hopper with TP>1 or CP>1 and no EP overlap";
        } else if (r.hardware.isBlackwell() || flex) {
            v = "32";
            why = "derived (domain 8.4): Bridge's value on Blackwell or with the flex dispatcher";
        }
        out.push_back({"CUDA_DEVICE_MAX_CONNECTIONS", v, why});
    }
    if (o.activation_cpu_offload)
        out.push_back({"NVTE_CPU_OFFLOAD_V1", "1", "fine-grained activation offload (TE >= 2.10)"});
    if (o.dispatcher == Dispatcher::FlexHybridEP) {
        const int ranks = std::min(r.layout.ep, std::max(1, r.hardware.nvlink_domain_size));
        out.push_back({"NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN", std::to_string(ranks),
                       "HybridEP: min(EP, GPUs per NVLink domain)"});
    }
    return out;
}

bool isDerivedEnvironmentVariable(const std::string& name) {
    return name == "NVTE_CPU_OFFLOAD_V1" || name == "NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN";
}

}  // namespace moe
