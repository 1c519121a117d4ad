#include <algorithm>
#include <optional>
#include <string>

#include "core/import/bridge_yaml_sections.h"

namespace moe::bridge_yaml {
namespace {

std::optional<Precision> presetPrecision(std::string preset) {
    std::replace(preset.begin(), preset.end(), '-', '_');
    if (preset == "bf16_mixed" || preset == "fp16_mixed") return Precision::BF16;
    if (preset.find("fp8_delayed") != std::string::npos) return Precision::FP8Delayed;
    if (preset.find("fp8_current_scaling") != std::string::npos) return Precision::FP8Tensorwise;
    if (preset.find("fp8_subchannel") != std::string::npos) return Precision::FP8Blockwise;
    if (preset.find("mxfp8") != std::string::npos) return Precision::MXFP8;
    if (preset.find("nvfp4") != std::string::npos) return Precision::NVFP4;
    return std::nullopt;
}

}  // namespace

Status readPrecision(Context& c, const YAML::Node& root, Recipe& r) {
    const YAML::Node model = root["model"];
    const YAML::Node mp = root["mixed_precision"];
    // Precision: mixed_precision (preset name or fields) wins over the model's own fields.
    auto precisionFrom = [&](const YAML::Node& sec, const std::string& name) -> Status {
        std::string fp8;
        std::string fp8Recipe = "delayed";
        std::string fp4;
        if (auto n = value(c, sec, name, "fp8"); n && n.IsScalar()) fp8 = n.Scalar();
        if (auto n = value(c, sec, name, "fp8_recipe"); n && n.IsScalar()) fp8Recipe = n.Scalar();
        if (auto n = value(c, sec, name, "fp4"); n && n.IsScalar()) fp4 = n.Scalar();
        if (!fp8.empty() && !fp4.empty()) return errorAt(c, sec, name, "fp8 and fp4 cannot both be set");
        if (!fp4.empty()) r.options.precision = Precision::NVFP4;
        else if (fp8.empty()) r.options.precision = Precision::BF16;
        else if (fp8Recipe == "tensorwise") r.options.precision = Precision::FP8Tensorwise;
        else if (fp8Recipe == "delayed") r.options.precision = Precision::FP8Delayed;
        else if (fp8Recipe == "blockwise") r.options.precision = Precision::FP8Blockwise;
        else if (fp8Recipe == "mxfp8") r.options.precision = Precision::MXFP8;
        else return errorAt(c, sec[std::string("fp8_recipe")], name + ".fp8_recipe", "unknown FP8 recipe '" + fp8Recipe + "'");
        const bool fp8Gather = value(c, sec, name, "fp8_param_gather") && sec["fp8_param_gather"].Scalar() == "true";
        const bool fp4Gather = value(c, sec, name, "fp4_param") && sec["fp4_param"].Scalar() == "true";
        r.options.fp8_param_gather = r.options.precision == Precision::NVFP4 ? fp4Gather : (r.options.isFp8() && fp8Gather);
        r.options.fp8_attention = r.options.isFp8() && value(c, sec, name, "fp8_dot_product_attention") &&
                                  sec["fp8_dot_product_attention"].Scalar() == "true";
        return okStatus();
    };
    if (mp && mp.IsScalar() && !mp.IsNull()) {
        auto p = presetPrecision(mp.Scalar());
        if (!p) {
            c.warnings.warn(
                located(mp, message("import", MOE_TR("import", "%1: unknown preset '%2'; precision left at %3"),
                                    codeArg("mixed_precision"), codeArg(mp.Scalar()), codeArg("bf16"))));
        } else {
            r.options.precision = *p;
            // The FP8 presets gather parameters in FP8 except the subchannel (blockwise) one
            // (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/mixed_precision.py).
            r.options.fp8_param_gather = r.options.isFp8() && *p != Precision::FP8Blockwise;
        }
    } else if (mp && mp.IsMap()) {
        warnUnknownMixedPrecisionKeys(c, mp);
        const bool hasPrecisionField = mp["fp8"] || mp["fp4"] || mp["bf16"] || mp["fp8_recipe"];
        if (hasPrecisionField) {
            if (auto s = precisionFrom(mp, "mixed_precision"); !s) return s.error();
        }
    } else if (model && model.IsMap() && (model["fp8"] || model["fp4"])) {
        if (auto s = precisionFrom(model, "model"); !s) return s.error();
    }
    return okStatus();
}

}  // namespace moe::bridge_yaml
