#include "core/perf/calibration.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/common/c_locale.h"
#include "core/common/embedded_file.h"
#include "core/common/message.h"
#include "core/recipe/yaml_fields.h"

namespace moe {

const std::vector<CalibrationConstant>& calibrationConstants() {
    using C = Calibration;
    // Ranges are what the physics allows (a fitted constant at a bound means the model is missing
    // something, and a test says so).
    static const std::vector<CalibrationConstant> all = {
        {"eta_dense_gemm", &C::eta_dense_gemm, MOE_TR("calibration_constants", "fraction of ceiling"), 0.5, 1.0,
         MOE_TR("calibration_constants", "training GEMMs vs the measured GEMM ceiling at large shapes")},
        {"dense_gemm_half_tokens", &C::dense_gemm_half_tokens, MOE_TR("calibration_constants", "rows"), 16, 2048,
         MOE_TR("calibration_constants", "GEMM rows per GPU per microbatch where dense η halves")},
        {"eta_grouped_gemm", &C::eta_grouped_gemm, MOE_TR("calibration_constants", "fraction of ceiling"), 0.3, 1.0,
         MOE_TR("calibration_constants",
                "grouped expert GEMM vs the measured ceiling of its precision (BF16, FP8/MXFP8, NVFP4) at large sizes"),
         true, 0.85},
        {"grouped_gemm_half_rows", &C::grouped_gemm_half_rows, MOE_TR("calibration_constants", "rows"), 8, 4096,
         MOE_TR("calibration_constants", "rows per local expert where grouped η halves")},
        {"grouped_gemm_half_k", &C::grouped_gemm_half_k, MOE_TR("calibration_constants", "K elements"), 16, 8192,
         MOE_TR("calibration_constants",
                "reduction depth (K) where a grouped expert GEMM reaches half its deep-K rate")},
        {"eta_attention", &C::eta_attention, MOE_TR("calibration_constants", "fraction of BF16 peak"), 0.15, 0.85,
         MOE_TR("calibration_constants", "fused attention forward at long sequences")},
        {"attention_bwd_ratio", &C::attention_bwd_ratio, "x", 0.4, 1.0,
         MOE_TR("calibration_constants", "attention backward rate (2x the forward FLOPs) vs the forward's MMA rate")},
        {"gemm_tile_width", &C::gemm_tile_width, MOE_TR("calibration_constants", "columns"), 0, 1024,
         MOE_TR("calibration_constants", "output columns per GEMM tile")},
        {"attention_sink_keys", &C::attention_sink_keys, MOE_TR("calibration_constants", "keys"), 0, 1000000,
         MOE_TR("calibration_constants", "keys per block whose rate sink attention reaches at most (0 = no limit)")},
        {"attention_half_seq", &C::attention_half_seq, MOE_TR("calibration_constants", "tokens"), 64, 8192,
         MOE_TR("calibration_constants", "keys per attention chunk where η halves")},
        {"attention_half_head_dim", &C::attention_half_head_dim, MOE_TR("calibration_constants", "channels"), 0, 512,
         MOE_TR("calibration_constants", "head dim where attention η halves, relative to d = 128")},
        {"attention_exp_exposed_share", &C::attention_exp_exposed_share, MOE_TR("calibration_constants", "fraction"), 0,
         1,
         MOE_TR("calibration_constants",
                "share of the attention forward's shorter pipeline (softmax exponentials or MMA) left exposed")},
        {"hbm_efficiency", &C::hbm_efficiency, MOE_TR("calibration_constants", "fraction"), 0.5, 0.95,
         MOE_TR("calibration_constants", "achieved HBM bandwidth share")},
        {"eta_nvlink", &C::eta_nvlink, MOE_TR("calibration_constants", "fraction"), 0.4, 0.95,
         MOE_TR("calibration_constants", "ring collectives inside NVLink, large messages")},
        {"eta_nic", &C::eta_nic, MOE_TR("calibration_constants", "fraction"), 0.4, 0.98,
         MOE_TR("calibration_constants", "ring collectives over the NIC, large messages")},
        {"collective_half_mb", &C::collective_half_mb, "MB", 0.01, 256,
         MOE_TR("calibration_constants", "message size where a collective reaches half its bus bandwidth")},
        {"eta_a2a_nccl", &C::eta_a2a_nccl, MOE_TR("calibration_constants", "fraction"), 0.2, 0.95,
         MOE_TR("calibration_constants", "NCCL all-to-all vs link")},
        {"a2a_nccl_nvlink_cap_gbps", &C::a2a_nccl_nvlink_cap_gbps, "GB/s", 0, 5000,
         MOE_TR("calibration_constants",
                "NCCL all-to-all per GPU inside the NVLink domain at most, 8 GPUs (0 = no cap)")},
        {"a2a_nccl_nvlink_peer_k", &C::a2a_nccl_nvlink_peer_k, "x", 0, 20,
         MOE_TR("calibration_constants", "NCCL all-to-all ceiling inside NVLink scales as 1 + k/peers")},
        {"eta_a2a_flex", &C::eta_a2a_flex, MOE_TR("calibration_constants", "fraction"), 0.3, 0.95,
         MOE_TR("calibration_constants", "HybridEP/NCCL-EP dispatch and combine vs NVLink"), true, 0.81},
        {"eta_a2a_flex_nic", &C::eta_a2a_flex_nic, MOE_TR("calibration_constants", "fraction"), 0.3, 1.0,
         MOE_TR("calibration_constants", "HybridEP/NCCL-EP dispatch and combine, RDMA part, vs the NIC")},
        {"eta_a2a_deepep_nvlink", &C::eta_a2a_deepep_nvlink, MOE_TR("calibration_constants", "fraction"), 0.5, 1.0,
         MOE_TR("calibration_constants", "DeepEP dispatch and combine vs NVLink")},
        {"eta_a2a_deepep_nvl72", &C::eta_a2a_deepep_nvl72, MOE_TR("calibration_constants", "fraction"), 0.05, 1.0,
         MOE_TR("calibration_constants", "DeepEP dispatch and combine vs NVLink in an NVL72 rack (GB200/GB300)")},
        {"eta_a2a_deepep_nic", &C::eta_a2a_deepep_nic, MOE_TR("calibration_constants", "fraction"), 0.5, 1.0,
         MOE_TR("calibration_constants", "DeepEP dispatch and combine, RDMA part, vs the NIC")},
        {"collective_latency_us", &C::collective_latency_us, "us", 0, 1000,
         MOE_TR("calibration_constants", "latency per ring step or all-to-all")},
        {"overlapped_comm_sm_share", &C::overlapped_comm_sm_share, MOE_TR("calibration_constants", "fraction"), 0, 0.3,
         MOE_TR("calibration_constants", "SMs overlapped NCCL EP kernels take from compute")},
        {"hybridep_sms", &C::hybridep_sms, "SMs", 1, 64,
         MOE_TR("calibration_constants", "SMs a HybridEP dispatch/combine kernel occupies")},
        {"deepep_sms", &C::deepep_sms, "SMs", 1, 64,
         MOE_TR("calibration_constants", "SMs a DeepEP dispatch/combine kernel occupies")},
        {"launch_cost_us", &C::launch_cost_us, "us", 2, 100,
         MOE_TR("calibration_constants", "host time per eager kernel launch"), true, 10},
        {"launches_attention", &C::launches_attention, MOE_TR("calibration_constants", "launches"), 0, 10000,
         MOE_TR("calibration_constants", "attention launches per layer per microbatch")},
        {"launches_router", &C::launches_router, MOE_TR("calibration_constants", "launches"), 0, 10000,
         MOE_TR("calibration_constants", "router launches per MoE layer per microbatch")},
        {"launches_preprocess", &C::launches_preprocess, MOE_TR("calibration_constants", "launches"), 0, 10000,
         MOE_TR("calibration_constants", "MoE preprocess launches per layer per microbatch")},
        {"launches_experts", &C::launches_experts, MOE_TR("calibration_constants", "launches"), 0, 10000,
         MOE_TR("calibration_constants", "expert launches per MoE layer per microbatch")},
        {"launches_per_local_expert", &C::launches_per_local_expert, MOE_TR("calibration_constants", "launches"), 1,
         100,
         MOE_TR("calibration_constants",
                "expert launches per local expert per MoE layer per microbatch, BF16 experts")},
        {"launches_per_local_expert_low_precision", &C::launches_per_local_expert_low_precision,
         MOE_TR("calibration_constants", "launches"), 1, 100,
         MOE_TR("calibration_constants",
                "expert launches per local expert per MoE layer per microbatch, FP8/MXFP8/NVFP4 experts"),
         true, 12},
        {"launches_dense_mlp", &C::launches_dense_mlp, MOE_TR("calibration_constants", "launches"), 0, 10000,
         MOE_TR("calibration_constants", "dense MLP launches per layer per microbatch")},
        {"launches_other", &C::launches_other, MOE_TR("calibration_constants", "launches"), 0, 10000,
         MOE_TR("calibration_constants", "other launches per layer per microbatch")},
        {"launches_recompute_core_attn", &C::launches_recompute_core_attn, MOE_TR("calibration_constants", "launches"),
         0, 1000, MOE_TR("calibration_constants", "operations core_attn recompute re-launches")},
        {"launches_recompute_layernorm", &C::launches_recompute_layernorm, MOE_TR("calibration_constants", "launches"),
         0, 1000, MOE_TR("calibration_constants", "operations layernorm recompute re-launches")},
        {"launches_recompute_moe_act", &C::launches_recompute_moe_act, MOE_TR("calibration_constants", "launches"), 0,
         1000, MOE_TR("calibration_constants", "operations moe_act recompute re-launches")},
        {"launches_recompute_mla_up_proj", &C::launches_recompute_mla_up_proj,
         MOE_TR("calibration_constants", "launches"), 0, 1000,
         MOE_TR("calibration_constants", "operations mla_up_proj recompute re-launches")},
        {"launches_alltoall_dispatcher", &C::launches_alltoall_dispatcher, MOE_TR("calibration_constants", "launches"),
         0, 1000,
         MOE_TR("calibration_constants",
                "NCCL alltoall dispatcher operations beyond the flex dispatcher's per MoE layer per microbatch")},
        {"gc_stall_fraction", &C::gc_stall_fraction, MOE_TR("calibration_constants", "fraction"), 0, 0.5,
         MOE_TR("calibration_constants", "step share lost to GC without --manual-gc")},
        {"routing_imbalance_training", &C::routing_imbalance_training, "x", 1, 8,
         MOE_TR("calibration_constants", "busiest expert rank / mean, real routing")},
        {"host_link_gbps_pcie", &C::host_link_gbps_pcie, "GB/s", 1, 10000,
         MOE_TR("calibration_constants", "GPU-host bandwidth per GPU per direction (PCIe)")},
        {"host_link_gbps_c2c", &C::host_link_gbps_c2c, "GB/s", 1, 10000,
         MOE_TR("calibration_constants", "GPU-host bandwidth per GPU per direction (Grace C2C)")},
        {"host_optimizer_gparams_per_s", &C::host_optimizer_gparams_per_s,
         MOE_TR("calibration_constants", "1e9 params/s"), 0.01, 1000,
         MOE_TR("calibration_constants", "CPU Adam throughput per GPU")},
        {"step_fixed_overhead_s", &C::step_fixed_overhead_s, "s", 0, 100,
         MOE_TR("calibration_constants", "fixed cost per step")},
        {"wall_threshold", &C::wall_threshold, MOE_TR("calibration_constants", "fraction"), 0, 1,
         MOE_TR("calibration_constants", "step share a non-compute term needs to be the wall")},
        {"default_gemm_share", &C::default_gemm_share, MOE_TR("calibration_constants", "fraction of peak"), 0.3, 0.9,
         MOE_TR("calibration_constants", "GEMM ceiling of a GPU without a measurement")},
        {"power_scaling_exponent", &C::power_scaling_exponent, "x", 0, 1.5,
         MOE_TR("calibration_constants", "sustained compute rate vs board power within a die family")},
    };
    return all;
}

const CalibrationConstant* findCalibrationConstant(const std::string& key) {
    for (const auto& s : calibrationConstants())
        if (key == s.key) return &s;
    return nullptr;
}

namespace {

// Which tensor-core units GEMMs in `precision` run on (a GPU without FP4/FP8 units falls back).
enum class GemmUnits { Bf16, Fp8, Fp4 };
GemmUnits gemmUnits(const HardwareSpec& hw, Precision precision) {
    if (precision == Precision::NVFP4 && hw.fp4_tflops > 0) return GemmUnits::Fp4;
    if (precision != Precision::BF16 && hw.fp8_tflops > 0) return GemmUnits::Fp8;
    return GemmUnits::Bf16;
}

// The table entry of a GPU, or nullptr for a GPU the table does not know.
const GemmCeiling* ceilingEntry(const Calibration& c, const HardwareSpec& hw) {
    auto it = c.gemm_ceiling.find(hw.name);
    return it == c.gemm_ceiling.end() ? nullptr : &it->second;
}

// The measured (burst-clock) ceiling before power scaling.
double measuredCeiling(const Calibration& c, const GemmCeiling* g, const HardwareSpec& hw, Precision precision) {
    const double peak = gemmDatasheetPeak(hw, precision);
    if (!g) return c.default_gemm_share * peak;
    const GemmUnits units = gemmUnits(hw, precision);
    const double measured = units == GemmUnits::Fp4 ? g->fp4 : units == GemmUnits::Fp8 ? g->fp8 : g->bf16;
    if (measured > 0) return measured;
    // No FP4 measurement: FP8's measured share of its own peak is the best physical guess.
    if (units == GemmUnits::Fp4 && g->fp8 > 0 && hw.fp8_tflops > 0) return g->fp8 / hw.fp8_tflops * peak;
    return c.default_gemm_share * peak;
}

}  // namespace

double expPerMmaFlop(const Calibration& c, const HardwareSpec& hw) {
    const GemmCeiling* g = ceilingEntry(c, hw);
    return g ? g->exp_per_mma_flop : 0.0;
}

double gemmTileScale(const Calibration& c, const HardwareSpec& hw, Precision precision) {
    constexpr double kHopperBf16FlopPerClockSm = 4096;  // H100 SXM: 989.4 TFLOP/s ÷ (132 SMs × 1.83 GHz)
    const GemmCeiling* g = ceilingEntry(c, hw);
    if (!g || g->mma_flop_per_clock_sm <= 0 || hw.bf16_tflops <= 0) return 1.0;
    const double precisionSpeedup = std::max(1.0, gemmDatasheetPeak(hw, precision) / hw.bf16_tflops);
    return g->mma_flop_per_clock_sm / kHopperBf16FlopPerClockSm * precisionSpeedup;
}

double overlappedCommSmShare(const Calibration& c, const HardwareSpec& hw, Dispatcher dispatcher) {
    const GemmCeiling* g = ceilingEntry(c, hw);
    const double sms = dispatcher == Dispatcher::FlexHybridEP ? c.hybridep_sms : dispatcher == Dispatcher::FlexDeepEP ? c.deepep_sms : 0.0;
    if (sms <= 0 || !g || g->sm_count <= 0) return c.overlapped_comm_sm_share;
    return std::min(1.0, sms / g->sm_count);
}

double gemmDatasheetPeak(const HardwareSpec& hw, Precision precision) {
    switch (gemmUnits(hw, precision)) {
        case GemmUnits::Fp4: return hw.fp4_tflops;
        case GemmUnits::Fp8: return hw.fp8_tflops;
        case GemmUnits::Bf16: break;
    }
    return hw.bf16_tflops;
}

std::vector<std::pair<const char*, double>> gemmCeilingFields(const GemmCeiling& g) {
    return {{"bf16", g.bf16},
            {"fp8", g.fp8},
            {"fp4", g.fp4},
            {"board_power_w", g.board_power_w},
            {"reference_power_w", g.reference_power_w},
            {"exp_per_mma_flop", g.exp_per_mma_flop},
            {"mma_flop_per_clock_sm", g.mma_flop_per_clock_sm},
            {"sustained_share", g.sustained_share},
            {"sm_count", g.sm_count}};
}

double sustainedClockFactor(const Calibration& c, const HardwareSpec& hw) {
    const GemmCeiling* g = ceilingEntry(c, hw);
    if (!g) return 1.0;
    const double sustained = g->sustained_share > 0 ? g->sustained_share : 1.0;
    if (g->board_power_w <= 0 || g->reference_power_w <= 0) return sustained;
    return sustained * std::pow(g->board_power_w / g->reference_power_w, c.power_scaling_exponent);
}

double gemmCeilingTflops(const Calibration& c, const HardwareSpec& hw, Precision precision) {
    // A part with more board power than the reference sustains higher clocks, but never beyond the
    // boost clock its datasheet peak is quoted at: capped at 90 % of that peak.
    const double peak = gemmDatasheetPeak(hw, precision);
    const double scaled = measuredCeiling(c, ceilingEntry(c, hw), hw, precision) * sustainedClockFactor(c, hw);
    return peak > 0 ? std::min(scaled, 0.9 * peak) : scaled;
}

namespace {

Error calibrationError(const std::string& origin, const YAML::Node& node, const std::string& field, const std::string& reason) {
    return yamlError(origin, node ? node.Mark() : YAML::Mark::null_mark(), field, reason);
}

Result<double> readNumber(const std::string& origin, const YAML::Node& node, const std::string& field) {
    if (!node.IsScalar()) return calibrationError(origin, node, field, "expected a number");
    const std::string text = node.Scalar();
    char* end = nullptr;
    const CNumericScope cNumbers;  // the calibration files are C notation whatever the locale
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end == nullptr || *end != '\0') return calibrationError(origin, node, field, "'" + text + "' is not a number");
    return v;
}

Status readCeilingMap(const std::string& origin, const YAML::Node& node, std::map<std::string, GemmCeiling>& out) {
    if (!node.IsMap()) return calibrationError(origin, node, "gemm_ceiling", "expected a map of GPU: {bf16: TFLOP/s, fp8: TFLOP/s}");
    for (const auto& kv : node) {
        const std::string gpu = kv.first.as<std::string>();
        const std::string field = "gemm_ceiling." + gpu;
        if (!kv.second.IsMap()) return calibrationError(origin, kv.second, field, "expected {bf16: TFLOP/s, fp8: TFLOP/s, fp4: TFLOP/s}");
        GemmCeiling g;
        for (const auto& pkv : kv.second) {
            const std::string cls = pkv.first.as<std::string>();
            auto v = readNumber(origin, pkv.second, field + "." + cls);
            if (!v) return v.error();
            if (*v <= 0 || *v > 1e5) return calibrationError(origin, pkv.second, field + "." + cls, "must be in (0, 100000]");
            if (cls == "bf16") g.bf16 = *v;
            else if (cls == "fp8") g.fp8 = *v;
            else if (cls == "fp4") g.fp4 = *v;
            else if (cls == "board_power_w") g.board_power_w = *v;
            else if (cls == "reference_power_w") g.reference_power_w = *v;
            else if (cls == "exp_per_mma_flop") g.exp_per_mma_flop = *v;
            else if (cls == "mma_flop_per_clock_sm") g.mma_flop_per_clock_sm = *v;
            else if (cls == "sm_count") g.sm_count = *v;
            else if (cls == "sustained_share") {
                if (*v > 1) return calibrationError(origin, pkv.second, field + "." + cls, "must be in (0, 1]: a share of the part's own rate");
                g.sustained_share = *v;
            }
            else return calibrationError(origin, pkv.first, field + "." + cls,
                                         "unknown key (expected bf16, fp8, fp4, board_power_w, reference_power_w, exp_per_mma_flop, "
                                         "mma_flop_per_clock_sm, sustained_share, sm_count)");
        }
        out[gpu] = g;
    }
    return okStatus();
}

// Keys of the v1 model that v2 replaced; a file that still sets them gets the reason.
const char* removedInV2(const std::string& key) {
    if (key == "release" || key == "release_efficiency")
        return "removed in step-time model v2: no per-container factors; software differences show up as different knobs";
    if (key == "hardware_efficiency") return "removed in step-time model v2: GPUs differ by their measured GEMM ceilings (gemm_ceiling)";
    if (key == "eta_grouped_gemm_low_precision")
        return "removed: one grouped-GEMM efficiency (eta_grouped_gemm) for every precision, each against its own measured ceiling";
    if (key == "grouped_gemm_half_ffn")
        return "replaced by grouped_gemm_half_k: each expert GEMM is timed by its own reduction depth (measured in DeepGEMM's tables), "
               "not by one fitted width law";
    if (key == "low_precision_gemm_factor") return "removed in step-time model v2: FP8/FP4 GEMMs run against their own measured ceiling, quantisation is HBM traffic";
    if (key == "elementwise_passes_per_layer" || key == "moe_elementwise_passes_per_route")
        return "removed in step-time model v2: HBM-bound work is counted per operation";
    if (key == "tp_overlap_hidden" || key == "ep_overlap_hidden" || key == "delay_wgrad_extra_hidden" || key == "dp_overlap_hidden" ||
        key == "pp_overlap_hidden" || key == "cp_ring_overlap")
        return "removed in step-time model v2: what hides behind what follows from the schedule";
    return nullptr;
}

}  // namespace

Result<Calibration> parseCalibration(const std::string& yamlText, const std::string& origin, const Calibration& base) {
    YAML::Node root;
    try {
        root = YAML::Load(yamlText);
    } catch (const YAML::Exception& ex) {
        Error e{origin, ex.mark.line + 1, ex.mark.column + 1, {}, ex.msg};
        return e;
    }
    if (!root.IsMap()) return calibrationError(origin, root, {}, "calibration file must be a YAML map");
    Calibration c = base;
    for (const auto& kv : root) {
        const std::string key = kv.first.as<std::string>();
        const YAML::Node& value = kv.second;
        if (key == "schema_version") {
            auto v = readNumber(origin, value, key);
            if (!v) return v.error();
            if (*v != 1 && *v != 2) return calibrationError(origin, value, key, "unsupported schema version (expected 2)");
        } else if (key == "constants") {
            if (!value.IsMap()) return calibrationError(origin, value, key, "expected a map of constant: value");
            for (const auto& ckv : value) {
                const std::string name = ckv.first.as<std::string>();
                const CalibrationConstant* spec = findCalibrationConstant(name);
                if (!spec) {
                    if (const char* why = removedInV2(name)) return calibrationError(origin, ckv.first, "constants." + name, why);
                    return calibrationError(origin, ckv.first, "constants." + name, "unknown calibration constant");
                }
                auto v = readNumber(origin, ckv.second, "constants." + name);
                if (!v) return v.error();
                if (*v < spec->min || *v > spec->max) {
                    std::ostringstream o;
                    o << "value " << *v << " outside [" << spec->min << ", " << spec->max << "] " << spec->unit;
                    return calibrationError(origin, ckv.second, "constants." + name, o.str());
                }
                c.*(spec->member) = *v;
            }
        } else if (key == "gemm_ceiling") {
            auto st = readCeilingMap(origin, value, c.gemm_ceiling);
            if (!st) return st.error();
        } else {
            if (const char* why = removedInV2(key)) return calibrationError(origin, kv.first, key, why);
            return calibrationError(origin, kv.first, key, "unknown key (expected schema_version, constants, gemm_ceiling)");
        }
    }
    return c;
}

Result<Calibration> loadCalibrationFile(const std::string& path, const Calibration& base) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, {}, "cannot open calibration file"};
    std::ostringstream text;
    text << in.rdbuf();
    return parseCalibration(text.str(), path, base);
}

const Calibration& builtinCalibration() {
    static const Calibration parsed = [] {
        for (const auto& f : embedded::calibrationFiles()) {
            if (f.name != "default.yaml") continue;
            auto c = parseCalibration(f.content, "builtin:calibration/default.yaml", Calibration{});
            if (!c) {
                std::cerr << "moe: built-in calibration is broken: " << c.error().toString() << "\n";
                std::abort();
            }
            return *c;
        }
        std::cerr << "moe: built-in calibration default.yaml is missing\n";
        std::abort();
    }();
    return parsed;
}

std::string calibrationToYaml(const Calibration& c) {
    std::ostringstream o;
    o << "schema_version: 2\nconstants:\n";
    // Every value in the shortest text that reads back as the same double: a fitted profile saved
    // with 4 digits ranked a search differently from the studio's own fit (review: 10,823 plans in
    // the studio against 10,812 from `moe-plan search --calibration cluster:…`).
    char buf[64];
    auto exact = [&buf](double v) {
        const auto [end, ec] = std::to_chars(buf, buf + sizeof buf - 1, v);
        *(ec == std::errc{} ? end : buf) = '\0';
    };
    for (const auto& s : calibrationConstants()) {
        exact(c.*(s.member));
        o << "  " << s.key << ": " << buf << "   # " << s.unit << "; " << s.what << (s.fitted ? " (fitted)" : "") << "\n";
    }
    o << "gemm_ceiling:\n";
    for (const auto& [gpu, g] : c.gemm_ceiling) {
        o << "  " << gpu << ": {";
        const char* sep = "";
        for (const auto& [cls, v] : gemmCeilingFields(g)) {
            if (v <= 0) continue;
            exact(v);
            o << sep << cls << ": " << buf;
            sep = ", ";
        }
        o << "}\n";
    }
    return o.str();
}

}  // namespace moe
