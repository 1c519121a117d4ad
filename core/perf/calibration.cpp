#include "core/perf/calibration.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include <yaml-cpp/yaml.h>

#include "core/common/embedded_file.h"

namespace moe {

double Calibration::releaseFactor(const std::string& tag) const {
    auto it = release_efficiency.find(tag);
    return it == release_efficiency.end() ? 1.0 : it->second;
}

double Calibration::hardwareFactor(const std::string& gpu) const {
    auto it = hardware_efficiency.find(gpu);
    return it == hardware_efficiency.end() ? 1.0 : it->second;
}

const std::vector<CalibrationConstant>& calibrationConstants() {
    using C = Calibration;
    static const std::vector<CalibrationConstant> all = {
        {"eta_dense_gemm", &C::eta_dense_gemm, "fraction", 0.05, 0.95, "dense GEMM efficiency at large M"},
        {"dense_gemm_half_tokens", &C::dense_gemm_half_tokens, "tokens", 1, 1e6, "tokens/GPU/microbatch where dense η halves"},
        {"eta_grouped_gemm", &C::eta_grouped_gemm, "fraction", 0.05, 0.95, "grouped expert GEMM efficiency at large sizes"},
        {"grouped_gemm_half_rows", &C::grouped_gemm_half_rows, "rows", 1, 1e6, "rows per local expert where grouped η halves"},
        {"grouped_gemm_half_ffn", &C::grouped_gemm_half_ffn, "columns", 1, 1e5, "expert FFN width where grouped η halves"},
        {"eta_attention", &C::eta_attention, "fraction", 0.05, 0.85, "fused attention efficiency vs BF16 peak"},
        {"low_precision_gemm_factor", &C::low_precision_gemm_factor, "x", 0.2, 1.0, "η multiplier for FP8/FP4 GEMMs"},
        {"elementwise_passes_per_layer", &C::elementwise_passes_per_layer, "x h*2 B/token", 0, 1000, "non-GEMM HBM traffic per layer"},
        {"moe_elementwise_passes_per_route", &C::moe_elementwise_passes_per_route, "x h*2 B/copy", 0, 200, "permute/act/unpermute traffic per routed copy"},
        {"hbm_efficiency", &C::hbm_efficiency, "fraction", 0.1, 1.0, "achieved HBM bandwidth share"},
        {"eta_nvlink", &C::eta_nvlink, "fraction", 0.05, 1.0, "collective efficiency inside NVLink"},
        {"eta_nic", &C::eta_nic, "fraction", 0.05, 1.0, "ring collective efficiency over the NIC"},
        {"eta_a2a_nccl", &C::eta_a2a_nccl, "fraction", 0.05, 1.0, "NCCL all-to-all efficiency"},
        {"eta_a2a_flex", &C::eta_a2a_flex, "fraction", 0.05, 1.0, "DeepEP/HybridEP/NCCL-EP efficiency"},
        {"collective_latency_us", &C::collective_latency_us, "us", 0, 1000, "latency per ring step or all-to-all"},
        {"tp_overlap_hidden", &C::tp_overlap_hidden, "fraction", 0, 1, "TP comm hidden by --tp-comm-overlap"},
        {"ep_overlap_hidden", &C::ep_overlap_hidden, "fraction", 0, 0.95, "EP a2a hidden by EP overlap"},
        {"delay_wgrad_extra_hidden", &C::delay_wgrad_extra_hidden, "fraction", 0, 1, "extra EP share hidden by delayed wgrad"},
        {"dp_overlap_hidden", &C::dp_overlap_hidden, "fraction", 0, 1, "DP traffic hidden by grad-reduce/param-gather overlap"},
        {"pp_overlap_hidden", &C::pp_overlap_hidden, "fraction", 0, 1, "PP p2p hidden with VPP"},
        {"cp_ring_overlap", &C::cp_ring_overlap, "fraction", 0, 1, "core-attention share that hides CP ring steps"},
        {"launch_cost_us", &C::launch_cost_us, "us", 0, 100, "host time per eager kernel launch"},
        {"launches_attention", &C::launches_attention, "launches", 0, 10000, "attention launches per layer per microbatch"},
        {"launches_router", &C::launches_router, "launches", 0, 10000, "router launches per MoE layer per microbatch"},
        {"launches_preprocess", &C::launches_preprocess, "launches", 0, 10000, "MoE preprocess launches per layer per microbatch"},
        {"launches_experts", &C::launches_experts, "launches", 0, 10000, "expert launches per MoE layer per microbatch"},
        {"launches_dense_mlp", &C::launches_dense_mlp, "launches", 0, 10000, "dense MLP launches per layer per microbatch"},
        {"launches_other", &C::launches_other, "launches", 0, 10000, "other launches per layer per microbatch"},
        {"gc_stall_fraction", &C::gc_stall_fraction, "fraction", 0, 0.5, "step share lost to GC without --manual-gc"},
        {"routing_imbalance_training", &C::routing_imbalance_training, "x", 1, 8, "busiest expert rank / mean, real routing"},
        {"host_link_gbps_pcie", &C::host_link_gbps_pcie, "GB/s", 1, 10000, "GPU-host bandwidth per GPU per direction (PCIe)"},
        {"host_link_gbps_c2c", &C::host_link_gbps_c2c, "GB/s", 1, 10000, "GPU-host bandwidth per GPU per direction (Grace C2C)"},
        {"host_optimizer_gparams_per_s", &C::host_optimizer_gparams_per_s, "1e9 params/s", 0.01, 1000, "CPU Adam throughput per GPU"},
        {"step_fixed_overhead_s", &C::step_fixed_overhead_s, "s", 0, 100, "fixed cost per step"},
        {"wall_threshold", &C::wall_threshold, "fraction", 0, 1, "step share a non-compute term needs to be the wall"},
    };
    return all;
}

namespace {

Error calibrationError(const std::string& origin, const YAML::Node& node, const std::string& field, const std::string& reason) {
    Error e;
    e.file = origin;
    if (node && node.Mark().line >= 0) {
        e.line = node.Mark().line + 1;
        e.column = node.Mark().column + 1;
    }
    e.field = field;
    e.reason = reason;
    return e;
}

Result<double> readNumber(const std::string& origin, const YAML::Node& node, const std::string& field) {
    if (!node.IsScalar()) return calibrationError(origin, node, field, "expected a number");
    const std::string text = node.Scalar();
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end == nullptr || *end != '\0') return calibrationError(origin, node, field, "'" + text + "' is not a number");
    return v;
}

Status readFactorMap(const std::string& origin, const YAML::Node& node, const std::string& field, std::map<std::string, double>& out) {
    if (!node.IsMap()) return calibrationError(origin, node, field, "expected a map of name: factor");
    for (const auto& kv : node) {
        const std::string key = kv.first.as<std::string>();
        auto v = readNumber(origin, kv.second, field + "." + key);
        if (!v) return v.error();
        if (*v <= 0 || *v > 4) return calibrationError(origin, kv.second, field + "." + key, "factor must be in (0, 4]");
        out[key] = *v;
    }
    return okStatus();
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
            if (*v != 1) return calibrationError(origin, value, key, "unsupported schema version (expected 1)");
        } else if (key == "release") {
            if (!value.IsScalar()) return calibrationError(origin, value, key, "expected a container tag such as \"26.08\"");
            c.release = value.Scalar();
        } else if (key == "constants") {
            if (!value.IsMap()) return calibrationError(origin, value, key, "expected a map of constant: value");
            for (const auto& ckv : value) {
                const std::string name = ckv.first.as<std::string>();
                const CalibrationConstant* spec = nullptr;
                for (const auto& s : calibrationConstants())
                    if (name == s.key) spec = &s;
                if (!spec) return calibrationError(origin, ckv.first, "constants." + name, "unknown calibration constant");
                auto v = readNumber(origin, ckv.second, "constants." + name);
                if (!v) return v.error();
                if (*v < spec->min || *v > spec->max) {
                    std::ostringstream o;
                    o << "value " << *v << " outside [" << spec->min << ", " << spec->max << "] " << spec->unit;
                    return calibrationError(origin, ckv.second, "constants." + name, o.str());
                }
                c.*(spec->member) = *v;
            }
        } else if (key == "release_efficiency") {
            auto s = readFactorMap(origin, value, key, c.release_efficiency);
            if (!s) return s.error();
        } else if (key == "hardware_efficiency") {
            auto s = readFactorMap(origin, value, key, c.hardware_efficiency);
            if (!s) return s.error();
        } else {
            return calibrationError(origin, kv.first, key, "unknown key (expected schema_version, release, constants, release_efficiency, hardware_efficiency)");
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
    o << "schema_version: 1\nrelease: \"" << c.release << "\"\nconstants:\n";
    char buf[64];
    for (const auto& s : calibrationConstants()) {
        std::snprintf(buf, sizeof buf, "%.4g", c.*(s.member));
        o << "  " << s.key << ": " << buf << "   # " << s.unit << "; " << s.what << "\n";
    }
    o << "release_efficiency:\n";
    for (const auto& [k, v] : c.release_efficiency) {
        std::snprintf(buf, sizeof buf, "%.4g", v);
        o << "  \"" << k << "\": " << buf << "\n";
    }
    o << "hardware_efficiency:\n";
    for (const auto& [k, v] : c.hardware_efficiency) {
        std::snprintf(buf, sizeof buf, "%.4g", v);
        o << "  " << k << ": " << buf << "\n";
    }
    return o.str();
}

}  // namespace moe
