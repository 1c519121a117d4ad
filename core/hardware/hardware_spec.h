#pragma once
// One GPU model and the node/rack it sits in (domain §6.4). Bandwidths are per direction.
#include <cstdint>
#include <string>

namespace moe {

struct HardwareSpec {
    std::string name;               // catalog key, e.g. "H100-SXM"
    std::string arch;               // "Hopper", "Blackwell", ...
    double hbm_gb = 0;              // datasheet capacity; DRAM "GB" are binary (80 GB = 80 GiB)
    double usable_gib = 0;          // what a framework sees, GiB (2^30 B); memory fits against this
    double hbm_bandwidth_tbps = 0;  // TB/s
    double bf16_tflops = 0;         // dense tensor-core peaks
    double fp8_tflops = 0;
    double fp4_tflops = 0;          // 0 = not supported
    bool supports_mxfp8 = false;    // Blackwell block-scaled FP8
    double nvlink_gbps_per_dir = 0;
    int nvlink_domain_size = 8;     // GPUs sharing one NVLink domain (72 on NVL72)
    double nic_gbps_per_dir = 0;    // scale-out bandwidth per GPU per direction, GB/s
    int gpus_per_node = 8;
    double host_ram_per_gpu_gb = 0; // host memory per GPU, 10^9 B (optimizer offload budget)
    double host_link_gbps_per_dir = 0;  // GPU <-> host memory per GPU per direction, GB/s (PCIe, NVLink-C2C); 0 = unknown
    bool operator==(const HardwareSpec&) const = default;

    [[nodiscard]] bool isHopper() const;
    [[nodiscard]] bool isBlackwell() const;
    [[nodiscard]] bool isNvl72() const { return nvlink_domain_size > 8; }
};

}  // namespace moe
