#include "core/export/export_environment.h"

#include <algorithm>

namespace moe {

std::vector<EnvVar> exportEnvironment(const Recipe& r) {
    std::vector<EnvVar> out;
    const auto& o = r.options;
    if (o.cuda_device_max_connections) {
        out.push_back({"CUDA_DEVICE_MAX_CONNECTIONS", std::to_string(*o.cuda_device_max_connections), "from the recipe"});
    } else {
        // The value Bridge's CommOverlapConfig sets for itself (NVIDIA-NeMo/Megatron-Bridge
        // src/megatron/bridge/training/comm_overlap.py): 1 before Blackwell with TP or CP > 1, which
        // Megatron-LM's validate_args also asserts (EP overlap exempt); 32 from Blackwell on with
        // TP or CP > 1 and DP or PP > 1; otherwise unset, for which we write the CUDA default 8.
        // Flex dispatchers (DeepEP, HybridEP) want more queues, as Bridge's MoE recipes set.
        const bool flex = o.dispatcher == Dispatcher::FlexDeepEP || o.dispatcher == Dispatcher::FlexHybridEP ||
                          o.dispatcher == Dispatcher::FlexNcclEP;
        const bool tpcp = r.layout.tp > 1 || r.layout.cp > 1;
        std::string v = "8";
        std::string why = "8 is the CUDA default, written out: Bridge leaves it unset for this layout";
        if (r.hardware.isHopper() && tpcp && !o.overlap.ep_a2a_overlap) {
            v = "1";
            why = "required before Blackwell with TP>1 or CP>1 (Megatron-LM validate_args; Bridge sets 1 itself)";
        } else if (r.hardware.isBlackwell() || flex) {
            v = "32";
            why = "Bridge's value on Blackwell with TP/CP > 1, and for the flex dispatchers";
        }
        out.push_back({"CUDA_DEVICE_MAX_CONNECTIONS", v, why});
    }
    if (o.activation_cpu_offload)
        out.push_back({"NVTE_CPU_OFFLOAD_V1", "1", "fine-grained activation offload (TE >= 2.10)"});
    if (o.dispatcher == Dispatcher::FlexHybridEP) {
        const int domain = std::max(1, r.hardware.nvlink_domain_size);
        const int ranks = std::min(r.layout.ep, domain);
        // EP inside one domain but not dividing it: the value assumes each EP group sits in one
        // domain, which needs the job to place a multiple of EP GPUs per domain (the studio's grid
        // packs ranks `domain` to a domain, where some groups straddle two).
        const bool placement = r.layout.ep < domain && domain % r.layout.ep != 0;
        out.push_back({"NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN", std::to_string(ranks),
                       placement ? "HybridEP: min(EP, GPUs per NVLink domain); assumes each EP group of " + std::to_string(r.layout.ep) +
                                       " lies inside one NVLink domain of " + std::to_string(domain) + ": place " +
                                       std::to_string(domain / r.layout.ep * r.layout.ep) + " GPUs per domain, " +
                                       std::to_string(domain / r.layout.ep) + " whole EP groups (e.g. Slurm --segment)"
                                 : std::string("HybridEP: min(EP, GPUs per NVLink domain)")});
    }
    return out;
}

bool isDerivedEnvironmentVariable(const std::string& name) {
    return name == "NVTE_CPU_OFFLOAD_V1" || name == "NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN";
}

}  // namespace moe
