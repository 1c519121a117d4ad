#pragma once
// Constants of the step-time model (v2). Every constant is named, has a unit, a plausible range, a
// public source or a labelled assumption, and says whether it is fitted to the published
// Megatron-Bridge rows (at most eight are). The built-in values live in
// resources/calibration/default.yaml (compiled in); a user file may override any subset.
//
// What the model measures against: GEMMs against the measured GEMM ceiling of each GPU and
// precision (`gemm_ceiling`), attention against the BF16 dense peak, HBM-bound work against the
// HBM bandwidth, collectives against the link bandwidth. There are no per-GPU or per-container
// free factors: a GPU differs from another only by its datasheet and benchmark figures.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/common/error.h"
#include "core/hardware/hardware_spec.h"
#include "core/options/training_options.h"

namespace moe {

// Measured large-GEMM throughput of one GPU (TFLOP/s, dense), per input precision.
// Measured on a reference part of the same die at `reference_power_w`; the part itself is rated
// `board_power_w` (datasheet TDP). Training keeps every GPU busy for minutes, so a part runs at the
// clock its power budget sustains: rates scale by (board / reference)^power_scaling_exponent.
struct GemmCeiling {
    double bf16 = 0;
    double fp8 = 0;   // also MXFP8 (same tensor-core rate on Blackwell)
    double fp4 = 0;   // 0 = not measured: FP8's share of its peak is used
    double board_power_w = 0;      // 0 = unknown: no power scaling
    double reference_power_w = 0;
    // Softmax exponentials per BF16 tensor-core FLOP the SM can issue (SFU exp rate ÷ MMA rate);
    // 0 = not limiting. Attention needs one exponential per score.
    double exp_per_mma_flop = 0;
    // Dense BF16 tensor-core FLOP per clock per SM (datasheet peak ÷ (SMs × boost clock)); 0 = not
    // listed. A GEMM tile's fixed costs (prologue, epilogue, ragged last tile) weigh more the faster
    // an SM chews through the tile, so small-GEMM shape laws scale with it (gemmTileScale).
    double mma_flop_per_clock_sm = 0;
    // Share of its short-kernel tensor rate the part keeps under sustained full load, relative to
    // the other parts (a power or thermal limit that a matmul benchmark's short runs do not reach);
    // 0 = not listed (1).
    double sustained_share = 0;
    // Streaming multiprocessors on the part (datasheet); 0 = not listed. Communication kernels that
    // run under compute take a fixed number of them (overlappedCommSmShare).
    double sm_count = 0;
    bool operator==(const GemmCeiling&) const = default;
};
// The ceiling's fields as (yaml key, value), in file order, for writers.
std::vector<std::pair<const char*, double>> gemmCeilingFields(const GemmCeiling& g);

struct Calibration {
    // --- GEMMs -----------------------------------------------------------------------------------
    double eta_dense_gemm = 0.9;            // training GEMMs ÷ the measured ceiling, at large shapes (fitted)
    double dense_gemm_half_tokens = 128;    // GEMM rows (tokens per GPU per microbatch) where η halves
    double eta_grouped_gemm = 0.9;          // grouped expert GEMM ÷ the measured ceiling of its precision, large sizes (fitted)
    double grouped_gemm_half_rows = 256;    // rows per local expert where grouped η halves (fitted)
    double grouped_gemm_half_k = 349;       // GEMM reduction depth (K) where a grouped expert GEMM tile's η halves
    // --- attention -------------------------------------------------------------------------------
    double eta_attention = 0.77;            // attention forward's MMA rate ÷ BF16 peak at long sequences (measured)
    double attention_bwd_ratio = 0.55;      // backward rate (Megatron's 2× FLOP count) ÷ the forward's MMA rate
    double gemm_tile_width = 256;           // output columns per GEMM tile (0 = no tile quantisation)
    double attention_sink_keys = 128;       // keys per block whose rate cuDNN's sink-attention path reaches at most
    double attention_half_seq = 800;        // keys per CP chunk where attention η halves
    double attention_half_head_dim = 38;    // head dim where attention η halves (η is stated at d = 128)
    double attention_exp_exposed_share = 0.25; // share of the forward's shorter pipeline (softmax exponentials or MMA) not hidden behind the longer
    // --- HBM-bound work --------------------------------------------------------------------------
    double hbm_efficiency = 0.85;           // achieved share of HBM bandwidth (fitted)
    // --- communication ---------------------------------------------------------------------------
    double eta_nvlink = 0.8;                // ring collectives inside the NVLink domain, large messages
    double eta_nic = 0.85;                  // ring collectives over the scale-out NIC, large messages
    double collective_half_mb = 4;          // message size (MB) where a collective reaches half its bus bandwidth
    double eta_a2a_nccl = 0.6;              // NCCL all-to-all (alltoall / allgather dispatcher) ÷ link
    double a2a_nccl_nvlink_cap_gbps = 383;  // NCCL all-to-all per GPU inside the NVLink domain at most (GB/s per direction; 0 = no cap), at 8 GPUs
    double a2a_nccl_nvlink_peer_k = 2.18;   // that ceiling ∝ 1 + k/peers (nccl-tests' table: 629 / 446 / 383 GB/s on 2 / 4 / 8 GPUs)
    double eta_a2a_flex = 0.8;              // HybridEP / NCCL-EP dispatch and combine ÷ NVLink (fitted)
    double eta_a2a_flex_nic = 0.86;         // their RDMA part ÷ the NIC (DeepEP's measured share: the same GPU-initiated RDMA design)
    double eta_a2a_deepep_nvlink = 0.81;    // DeepEP normal kernels ÷ NVLink (README table)
    double eta_a2a_deepep_nvl72 = 0.17;     // DeepEP normal kernels ÷ NVLink on GB200/GB300 racks (GB200 benchmark)
    double eta_a2a_deepep_nic = 0.86;       // DeepEP normal kernels' RDMA part ÷ the NIC (README table)
    double collective_latency_us = 10;      // per ring step / per all-to-all
    double overlapped_comm_sm_share = 0.1;  // share of SMs overlapped NCCL EP kernels take from compute
    double hybridep_sms = 32;               // SMs a HybridEP dispatch/combine kernel occupies (Bridge's perf recipes)
    double deepep_sms = 20;                 // SMs a DeepEP normal-kernel dispatch/combine occupies (Bridge's perf recipes)
    // --- host ------------------------------------------------------------------------------------
    double launch_cost_us = 6;              // host time per eager kernel launch (fitted)
    double launches_attention = 80;         // per layer per microbatch, fwd + bwd
    double launches_router = 40;
    double launches_preprocess = 40;        // permute, token counts, dispatch setup
    double launches_experts = 60;           // expert path, the part independent of the expert count
    double launches_per_local_expert = 0;   // expert path, per local expert, BF16 experts (one GEMM launch per expert per pass)
    double launches_per_local_expert_low_precision = 0;  // the same with FP8/MXFP8/NVFP4 experts (per-expert quantisation) (fitted)
    double launches_dense_mlp = 30;
    double launches_other = 20;             // norms, residuals, misc
    // Recomputed modules re-launch their forward operations in the backward: per module without a
    // count of its own (mlp, shared_experts and moe re-launch a third of theirs).
    double launches_recompute_core_attn = 0;
    double launches_recompute_layernorm = 0;
    double launches_recompute_moe_act = 0;
    double launches_recompute_mla_up_proj = 0;
    double launches_alltoall_dispatcher = 0;  // NCCL alltoall dispatcher's host operations beyond the flex dispatcher's
    double gc_stall_fraction = 0.03;        // step share lost to Python GC without --manual-gc
    // --- routing, optimizer, step ----------------------------------------------------------------
    double routing_imbalance_training = 1.25;  // busiest expert rank ÷ mean, training-equivalent routing
    double host_link_gbps_pcie = 50;        // GPU↔host per GPU per direction, PCIe systems
    double host_link_gbps_c2c = 200;        // GPU↔host per GPU per direction, Grace (NVL72) systems
    double host_optimizer_gparams_per_s = 2;  // CPU Adam throughput per GPU, 10^9 params/s
    double step_fixed_overhead_s = 0.05;    // per-step fixed cost (data, logging, launches of the step)
    double wall_threshold = 0.2;            // share of the step a non-compute term needs to be "the wall"

    // Measured GEMM ceilings by catalog GPU name; a GPU not listed uses `default_gemm_share` of its
    // datasheet peaks.
    std::map<std::string, GemmCeiling> gemm_ceiling;
    double default_gemm_share = 0.75;
    double power_scaling_exponent = 0.5;    // sustained rate ∝ board power^x within a die family (fitted)

    bool operator==(const Calibration&) const = default;
};

// One scalar constant: key (YAML and --set spelling), unit, plausible range, whether the published
// rows fit it, and what it is.
struct CalibrationConstant {
    const char* key;
    double Calibration::*member;
    const char* unit;
    double min;
    double max;
    const char* what;
    bool fitted = false;
    double prior = 0;  // fitted constants: the data-blind value the fit starts from
};
const std::vector<CalibrationConstant>& calibrationConstants();
const CalibrationConstant* findCalibrationConstant(const std::string& key);

// The measured GEMM ceiling (TFLOP/s) of a GPU for GEMMs in `precision` (MXFP8/FP8 on the FP8
// units, NVFP4 on the FP4 units where the GPU has them); default_gemm_share × the datasheet peak
// for GPUs without a measurement.
double gemmCeilingTflops(const Calibration& c, const HardwareSpec& hw, Precision precision);
// (board power / reference power)^power_scaling_exponent for a GPU of the table, else 1. It scales
// every compute rate of that GPU (GEMM ceilings and the attention peak).
double sustainedClockFactor(const Calibration& c, const HardwareSpec& hw);
// The GPU's softmax exponentials per BF16 MMA FLOP (0 when not listed).
double expPerMmaFlop(const Calibration& c, const HardwareSpec& hw);
// How much faster one SM runs a GEMM tile in `precision` than a Hopper SM in BF16 (4096 dense
// FLOP/clock/SM): mma_flop_per_clock_sm / 4096 × (precision peak ÷ BF16 peak). The grouped and
// dense GEMM size laws are stated at the Hopper BF16 rate and their half-points scale by this
// factor; 1 for GPUs without the figure.
double gemmTileScale(const Calibration& c, const HardwareSpec& hw, Precision precision);
// Share of the GPU's SMs that EP dispatch/combine kernels take from the compute they run under:
// HybridEP and DeepEP occupy a set number of SMs (hybridep_sms, deepep_sms) of the part's
// sm_count; the NCCL paths, and any GPU without an SM count, overlapped_comm_sm_share. At most 1.
double overlappedCommSmShare(const Calibration& c, const HardwareSpec& hw, Dispatcher dispatcher);
// Dense datasheet peak, TFLOP/s, of the units GEMMs in `precision` run on (MXFP8 = FP8 peak; NVFP4
// falls back to FP8 where the GPU has no FP4 path, FP8 to BF16 where it has no FP8). MFU is
// reported against it.
double gemmDatasheetPeak(const HardwareSpec& hw, Precision precision);

// Parses a calibration YAML (format of resources/calibration/default.yaml) on top of `base`: keys
// present replace base values. Unknown keys, keys removed in v2 (with the reason), values outside a
// constant's range and malformed entries are errors naming the key.
Result<Calibration> parseCalibration(const std::string& yamlText, const std::string& origin, const Calibration& base);
Result<Calibration> loadCalibrationFile(const std::string& path, const Calibration& base);
// The compiled-in default.yaml, parsed once (a broken built-in file aborts: the tests parse it).
const Calibration& builtinCalibration();
// YAML text of a calibration (same schema), e.g. to freeze a fit.
std::string calibrationToYaml(const Calibration& c);

}  // namespace moe
