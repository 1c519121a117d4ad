// hardware.* fields of the recipe registry (see recipe_fields.h).
#include "core/common/message.h"
#include "core/recipe/field_builders.h"

namespace moe {

void appendHardwareFields(std::vector<FieldDescriptor>& out) {
    using namespace fields;
    out.push_back(text(
        "hardware.name", MOE_TR("recipe_fields", "GPU name"), [](auto& r) -> auto& { return r.hardware.name; }));
    out.push_back(text(
        "hardware.arch", MOE_TR("recipe_fields", "Architecture (Hopper, Blackwell, ...)"),
        [](auto& r) -> auto& { return r.hardware.arch; }));
    out.push_back(real(
        "hardware.hbm_gb",
        MOE_TR("recipe_fields",
               "HBM capacity as the datasheet states it, GB; memory is counted in binary units, so 80 GB is 80 GiB"),
        [](auto& r) -> auto& { return r.hardware.hbm_gb; }, 0.0, 1e5));
    out.push_back(real(
        "hardware.usable_gib", MOE_TR("recipe_fields", "Usable HBM, GiB (memory fits against this)"),
        [](auto& r) -> auto& { return r.hardware.usable_gib; }, 0.0, 1e5));
    out.push_back(real(
        "hardware.hbm_bandwidth_tbps", MOE_TR("recipe_fields", "HBM bandwidth, TB/s"),
        [](auto& r) -> auto& { return r.hardware.hbm_bandwidth_tbps; }, 0.0, 1e4));
    out.push_back(real(
        "hardware.bf16_tflops", MOE_TR("recipe_fields", "Dense BF16 peak, TFLOP/s"),
        [](auto& r) -> auto& { return r.hardware.bf16_tflops; }, 0.0, 1e7));
    out.push_back(real(
        "hardware.fp8_tflops", MOE_TR("recipe_fields", "Dense FP8 peak, TFLOP/s"),
        [](auto& r) -> auto& { return r.hardware.fp8_tflops; }, 0.0, 1e7));
    out.push_back(real(
        "hardware.fp4_tflops", MOE_TR("recipe_fields", "Dense FP4 peak, TFLOP/s (0 = unsupported)"),
        [](auto& r) -> auto& { return r.hardware.fp4_tflops; }, 0.0, 1e7));
    out.push_back(boolean(
        "hardware.supports_mxfp8", MOE_TR("recipe_fields", "Block-scaled MXFP8 support (Blackwell)"),
        [](auto& r) -> auto& { return r.hardware.supports_mxfp8; }));
    out.push_back(real(
        "hardware.nvlink_gbps_per_dir", MOE_TR("recipe_fields", "NVLink bandwidth per direction, GB/s"),
        [](auto& r) -> auto& { return r.hardware.nvlink_gbps_per_dir; }, 0.0, 1e6));
    out.push_back(integer<int>(
        "hardware.nvlink_domain_size", MOE_TR("recipe_fields", "GPUs per NVLink domain"),
        [](auto& r) -> auto& { return r.hardware.nvlink_domain_size; }, 1, 1 << 20));
    out.push_back(real(
        "hardware.nic_gbps_per_dir", MOE_TR("recipe_fields", "Scale-out NIC bandwidth per GPU per direction, GB/s"),
        [](auto& r) -> auto& { return r.hardware.nic_gbps_per_dir; }, 0.0, 1e6));
    out.push_back(integer<int>(
        "hardware.gpus_per_node", MOE_TR("recipe_fields", "GPUs per node"),
        [](auto& r) -> auto& { return r.hardware.gpus_per_node; }, 1, 1 << 16));
    out.push_back(real(
        "hardware.host_ram_per_gpu_gb", MOE_TR("recipe_fields", "Host RAM per GPU, GB"),
        [](auto& r) -> auto& { return r.hardware.host_ram_per_gpu_gb; }, 0.0, 1e6));
    out.push_back(real(
        "hardware.host_link_gbps_per_dir",
        MOE_TR("recipe_fields", "GPU-host link bandwidth per GPU per direction, GB/s (PCIe or NVLink-C2C)"),
        [](auto& r) -> auto& { return r.hardware.host_link_gbps_per_dir; }, 0.0, 1e6));
}

}  // namespace moe
