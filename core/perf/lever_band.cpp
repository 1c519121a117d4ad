#include "core/perf/lever_band.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/common/embedded_file.h"
#include "core/common/text.h"
#include "core/recipe/yaml_fields.h"

namespace moe {

double LeverBand::halfWidth() const {
    double w = 0;
    for (const LeverResidual& s : steps)
        if (!s.sign_only) w = std::max(w, std::fabs(s.predicted_gain - s.published_gain));
    return w;
}

int LeverBand::sizedSteps() const {
    return static_cast<int>(std::count_if(steps.begin(), steps.end(), [](const LeverResidual& s) { return !s.sign_only; }));
}

std::string LeverBand::text() const {
    if (!known()) return "no lever band";
    return "±" + formatDouble(100.0 * halfWidth(), "%.0f") + " points (the model's largest error on " + std::to_string(sizedSteps()) +
           " published lever steps, " + source + ")";
}

LeverBand leverBandFromCheck(const LeverHistory& h, const LeverCheck& c) {
    LeverBand band;
    band.source = h.run.model + " " + h.run.precision + " on " + std::to_string(h.run.gpus) + " " + h.run.system;
    for (const LeverStepResult& s : c.steps)
        if (s.checked) band.steps.push_back({s.step, s.change, s.published_gain, s.era_gain, s.sign_only});
    return band;
}

std::string leverBandYaml(const LeverBand& band) {
    std::ostringstream o;
    o << "# The step-time model's errors on published lever steps: each knob step of the optimisation history\n"
         "# predicted inside its era (core/perf/lever_ablation.h); a lever gain's band is the largest error\n"
         "# over the steps held to their size (core/perf/lever_band.h). Generated; do not edit. Regenerate\n"
         "# from the repository root after any change to the model or its calibration\n"
         "# (tests/app/test_cli_uncertainty.cpp fails when this file drifts):\n"
         "#   build/app/moe-plan/moe-plan calibrate --levers ../shared/data/lever-ablations.json --residuals \\\n"
         "#     > resources/calibration/lever-residuals.yaml\n";
    o << "schema_version: 1\nsource: \"" << band.source << "\"\nsteps:\n";
    char buf[64];
    for (const LeverResidual& s : band.steps) {
        std::string change = s.change;
        std::replace(change.begin(), change.end(), '"', '\'');
        o << "  - {step: " << s.step << ", change: \"" << change << "\"";
        std::snprintf(buf, sizeof buf, ", published_gain: %.4f", s.published_gain);
        o << buf;
        std::snprintf(buf, sizeof buf, ", predicted_gain: %.4f", s.predicted_gain);
        o << buf << ", sign_only: " << (s.sign_only ? "true" : "false") << "}\n";
    }
    return o.str();
}

Result<LeverBand> parseLeverBand(const std::string& text, const std::string& origin) {
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& ex) {
        return Error{origin, ex.mark.line + 1, ex.mark.column + 1, {}, ex.msg};
    }
    auto fail = [&](const YAML::Node& node, const std::string& field, const std::string& why) -> Error {
        return yamlError(origin, node ? node.Mark() : YAML::Mark::null_mark(), field, why);
    };
    if (!root.IsMap()) return fail(root, {}, "expected a map with source and steps");
    if (!root["source"] || !root["source"].IsScalar()) return fail(root, "source", "missing or not a string");
    if (!root["steps"] || !root["steps"].IsSequence()) return fail(root, "steps", "missing or not a list");
    LeverBand band;
    band.source = root["source"].as<std::string>();
    for (size_t i = 0; i < root["steps"].size(); ++i) {
        const YAML::Node& s = root["steps"][i];
        const std::string at = "steps[" + std::to_string(i) + "]";
        if (!s.IsMap()) return fail(s, at, "not a map");
        LeverResidual r;
        try {
            for (const char* key : {"step", "change", "published_gain", "predicted_gain", "sign_only"})
                if (!s[key]) return fail(s, at + "." + key, "missing");
            r.step = s["step"].as<int>();
            r.change = s["change"].as<std::string>();
            r.published_gain = s["published_gain"].as<double>();
            r.predicted_gain = s["predicted_gain"].as<double>();
            r.sign_only = s["sign_only"].as<bool>();
        } catch (const YAML::Exception& ex) {
            return fail(s, at, std::string("malformed entry: ") + ex.msg);
        }
        band.steps.push_back(std::move(r));
    }
    return band;
}

const LeverBand& builtinLeverBand() {
    static const LeverBand parsed = parseBuiltinCalibrationFile<LeverBand>("lever-residuals.yaml", parseLeverBand);
    return parsed;
}

}  // namespace moe
