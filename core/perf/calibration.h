#pragma once
// Efficiency constants of the step-time model (domain §6). Every constant is named, has a unit, a
// plausible range and an origin; the built-in values live in resources/calibration/default.yaml
// (compiled in) and were fitted to the published Megatron-Bridge rows (docs/calibration.md). A user
// file may override any subset.
#include <map>
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe {

struct Calibration {
    // --- compute -------------------------------------------------------------------------------
    double eta_dense_gemm = 0.7;            // dense GEMM efficiency at large M (fraction of peak)
    double dense_gemm_half_tokens = 256;    // tokens per GPU per microbatch at which dense η halves
    double eta_grouped_gemm = 0.55;         // grouped (expert) GEMM efficiency at large sizes
    double grouped_gemm_half_rows = 512;    // rows per local expert at which grouped η halves
    double grouped_gemm_half_ffn = 256;     // expert FFN width at which grouped η halves
    double eta_attention = 0.5;             // fused attention kernel efficiency (BF16 peak)
    double low_precision_gemm_factor = 0.8; // η multiplier for FP8/FP4 GEMMs (scaling, casts)
    double elementwise_passes_per_layer = 40;  // non-GEMM HBM traffic per token per layer, × h·2 B
    double moe_elementwise_passes_per_route = 6;  // extra per routed copy (permute, act, unpermute)
    double hbm_efficiency = 0.8;            // achieved fraction of HBM bandwidth
    // --- communication ---------------------------------------------------------------------------
    double eta_nvlink = 0.75;               // collectives inside the NVLink domain
    double eta_nic = 0.8;                   // ring collectives over the scale-out NIC
    double eta_a2a_nccl = 0.6;              // NCCL all-to-all (alltoall/allgather dispatcher)
    double eta_a2a_flex = 0.75;             // DeepEP / HybridEP / NCCL-EP kernels
    double collective_latency_us = 10;      // per ring step / per all-to-all
    // --- overlap ---------------------------------------------------------------------------------
    double tp_overlap_hidden = 0.8;         // share of TP AG/RS hidden by --tp-comm-overlap
    double ep_overlap_hidden = 0.7;         // share of EP a2a hidden by EP overlap (1F1B a2a overlap)
    double delay_wgrad_extra_hidden = 0.1;  // additional share hidden by --delay-wgrad-compute
    double dp_overlap_hidden = 0.9;         // share of DP RS/AG hidden by overlap-grad-reduce/param-gather
    double pp_overlap_hidden = 0.9;         // share of PP p2p hidden (VPP interleaving)
    double cp_ring_overlap = 0.9;           // share of core-attention time that can hide CP ring steps
    // --- host ------------------------------------------------------------------------------------
    double launch_cost_us = 6;              // host time per eager kernel launch
    double launches_attention = 80;         // per layer per microbatch, fwd + bwd
    double launches_router = 40;
    double launches_preprocess = 40;        // permute, token counts, dispatch setup
    double launches_experts = 60;           // expert GEMMs, activation, combine
    double launches_dense_mlp = 30;
    double launches_other = 20;             // norms, residuals, misc
    double gc_stall_fraction = 0.03;        // step share lost to Python GC without --manual-gc
    // --- routing, optimizer, step ----------------------------------------------------------------
    double routing_imbalance_training = 1.25;  // busiest expert rank ÷ mean, training-equivalent routing
    double host_link_gbps_pcie = 50;        // GPU↔host per GPU per direction, PCIe systems
    double host_link_gbps_c2c = 200;        // GPU↔host per GPU per direction, Grace (NVL72) systems
    double host_optimizer_gparams_per_s = 2;  // CPU Adam throughput per GPU, 10^9 params/s
    double step_fixed_overhead_s = 0.05;    // per-step fixed cost (data, logging, launches of the step)
    double wall_threshold = 0.2;            // share of the step a non-compute term needs to be "the wall"

    // Software-release factor (multiplies every compute η): later containers have faster kernels.
    // Keys are Bridge container tags; `release` picks the one estimates use.
    std::map<std::string, double> release_efficiency;
    std::string release = "26.08";
    // Per-GPU sustained-clock factor (multiplies every compute η); 1 for GPUs without rows.
    std::map<std::string, double> hardware_efficiency;

    [[nodiscard]] double releaseFactor(const std::string& tag) const;
    [[nodiscard]] double hardwareFactor(const std::string& gpu) const;
};

// One scalar constant: key (YAML and --set spelling), unit, accepted range, origin.
struct CalibrationConstant {
    const char* key;
    double Calibration::*member;
    const char* unit;
    double min;
    double max;
    const char* what;
};
const std::vector<CalibrationConstant>& calibrationConstants();

// Parses a calibration YAML (format of resources/calibration/default.yaml) on top of `base`: keys
// present replace base values. Unknown keys, values outside a constant's range and malformed
// entries are errors naming the key.
Result<Calibration> parseCalibration(const std::string& yamlText, const std::string& origin, const Calibration& base);
Result<Calibration> loadCalibrationFile(const std::string& path, const Calibration& base);
// The compiled-in default.yaml, parsed once (a broken built-in file aborts: the tests parse it).
const Calibration& builtinCalibration();
// YAML text of a calibration (same schema), e.g. to freeze a fit.
std::string calibrationToYaml(const Calibration& c);

}  // namespace moe
