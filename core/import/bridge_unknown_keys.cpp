#include <map>
#include <string>

#include "core/import/bridge_config_keys.h"
#include "core/import/bridge_yaml_sections.h"
#include "core/import/closest_key.h"

namespace moe::bridge_yaml {
namespace {

// Keys known to be stale or inert.
const std::map<std::string, std::string> kStaleKeys = {
    {"model.moe_a2a_overlap", "inert in recipes; EP overlap is overlap_moe_expert_parallel_comm (model or comm_overlap)"},
    {"model.moe_enable_deepep", "deprecated; use moe_token_dispatcher_type flex + moe_flex_dispatcher_backend deepep"},
    {"optimizer.offload_optimizer_states", "not a real option; use optimizer.optimizer_cpu_offload"},
};

// A stale key left at false or null changes nothing: Bridge's own dumps write moe_enable_deepep:
// false into every config, and a warning for it reads as if DeepEP were asked for (review 18).
bool inertValue(const YAML::Node& v) {
    if (!v || v.IsNull()) return true;
    if (!v.IsScalar()) return false;
    const std::string& s = v.Scalar();
    return s == "false" || s == "False" || s == "null" || s == "None" || s == "~" || s.empty();
}

}  // namespace

Status warnUnknownKeys(Context& c, const YAML::Node& root) {
    for (const auto& kv : root) {
        const std::string key = kv.first.Scalar();
        if (!bridgeSections().count(key)) {
            const std::string near = closestKey(key, bridgeSections());
            c.warnings.push_back(where(kv.first) + key + ": not a ConfigContainer section" +
                                 (near.empty() ? std::string() : " (did you mean " + near + "?)") + "; ignored");
        }
    }
    for (const auto& [name, node] : {std::pair<std::string, YAML::Node>{"model", root["model"]}, {"train", root["train"]},
                                     {"optimizer", root["optimizer"]}, {"ddp", root["ddp"]}, {"dataset", root["dataset"]}}) {
        if (node && !node.IsNull() && !node.IsMap())
            return errorAt(c, node, name, message("file_errors", MOE_TR("file_errors", "expected a mapping")));
        if (!node || !node.IsMap()) continue;
        const auto& known = bridgeSectionKeys().at(name);
        for (const auto& kv : node) {
            const std::string key = kv.first.Scalar();
            auto stale = kStaleKeys.find(name + "." + key);
            if (stale != kStaleKeys.end()) {
                if (inertValue(kv.second)) continue;
                c.warnings.push_back(where(kv.first) + stale->first + ": " + stale->second);
            } else if (!known.count(key)) {
                const std::string near = closestKey(key, known);
                c.warnings.push_back(where(kv.first) + name + "." + key + ": not a known " + name + " field" +
                                     (near.empty() ? "" : " (did you mean " + near + "?)") + "; ignored");
            }
        }
    }
    return okStatus();
}

void warnUnknownMixedPrecisionKeys(Context& c, const YAML::Node& mp) {
    for (const auto& kv : mp)
        if (!bridgeMixedPrecisionKeys().count(kv.first.Scalar()))
            c.warnings.push_back(where(kv.first) + "mixed_precision." + kv.first.Scalar() + ": not a MixedPrecisionConfig field" +
                                 (closestKey(kv.first.Scalar(), bridgeMixedPrecisionKeys()).empty()
                                      ? std::string(" (stale key; use a preset name such as bf16_mixed or the bf16/fp8/fp8_recipe fields)")
                                      : " (did you mean " + closestKey(kv.first.Scalar(), bridgeMixedPrecisionKeys()) + "?)") +
                                 "; ignored");
}

void warnUnknownCommOverlapKeys(Context& c, const YAML::Node& co) {
    if (!co || !co.IsMap()) return;
    for (const auto& kv : co)
        if (!bridgeCommOverlapKeys().count(kv.first.Scalar()))
            c.warnings.push_back(where(kv.first) + "comm_overlap." + kv.first.Scalar() + ": not a CommOverlapConfig field" +
                                 (closestKey(kv.first.Scalar(), bridgeCommOverlapKeys()).empty()
                                      ? std::string()
                                      : " (did you mean " + closestKey(kv.first.Scalar(), bridgeCommOverlapKeys()) + "?)") +
                                 "; ignored");
}

}  // namespace moe::bridge_yaml
