#include <optional>
#include <string>

#include "core/import/bridge_config_keys.h"
#include "core/import/bridge_yaml_sections.h"
#include "core/import/closest_key.h"

namespace moe::bridge_yaml {
namespace {

// Keys known to be stale or inert, and what to say of each.
std::optional<Message> staleKey(const std::string& key) {
    if (key == "model.moe_a2a_overlap")
        return message("import", MOE_TR("import", "%1: inert in recipes; EP overlap is %2 (%3 or %4)"), codeArg(key),
                       codeArg("overlap_moe_expert_parallel_comm"), codeArg("model"), codeArg("comm_overlap"));
    if (key == "model.moe_enable_deepep")
        return message("import", MOE_TR("import", "%1: deprecated; use %2"), codeArg(key),
                       codeArg("moe_token_dispatcher_type flex + moe_flex_dispatcher_backend deepep"));
    if (key == "optimizer.offload_optimizer_states")
        return message("import", MOE_TR("import", "%1: not a real option; use %2"), codeArg(key),
                       codeArg("optimizer.optimizer_cpu_offload"));
    return std::nullopt;
}

// "KEY: not a CLASS field; ignored", naming the closest known key when there is one.
Message notAField(const std::string& key, const std::string& config, const std::string& near) {
    if (near.empty())
        return message("import", MOE_TR("import", "%1: not a %2 field; ignored"), codeArg(key), codeArg(config));
    return message("import", MOE_TR("import", "%1: not a %2 field (did you mean %3?); ignored"), codeArg(key),
                   codeArg(config), codeArg(near));
}

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
            c.warnings.warn(located(
                kv.first, near.empty()
                              ? message("import", MOE_TR("import", "%1: not a %2 section; ignored"), codeArg(key),
                                        codeArg("ConfigContainer"))
                              : message("import", MOE_TR("import", "%1: not a %2 section (did you mean %3?); ignored"),
                                        codeArg(key), codeArg("ConfigContainer"), codeArg(near))));
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
            if (auto stale = staleKey(name + "." + key)) {
                if (inertValue(kv.second)) continue;
                c.warnings.warn(located(kv.first, std::move(*stale)));
            } else if (!known.count(key)) {
                const std::string near = closestKey(key, known);
                c.warnings.warn(located(
                    kv.first,
                    near.empty()
                        ? message("import", MOE_TR("import", "%1: not a known %2 field; ignored"),
                                  codeArg(name + "." + key), codeArg(name))
                        : message("import", MOE_TR("import", "%1: not a known %2 field (did you mean %3?); ignored"),
                                  codeArg(name + "." + key), codeArg(name), codeArg(near))));
            }
        }
    }
    return okStatus();
}

void warnUnknownMixedPrecisionKeys(Context& c, const YAML::Node& mp) {
    for (const auto& kv : mp) {
        if (bridgeMixedPrecisionKeys().count(kv.first.Scalar())) continue;
        if (const std::string near = closestKey(kv.first.Scalar(), bridgeMixedPrecisionKeys()); near.empty())
            c.warnings.warn(located(
                kv.first, message("import",
                                  MOE_TR("import",
                                         "%1: not a %2 field (stale key; use a preset name such as %3 or the "
                                         "%4 fields); ignored"),
                                  codeArg("mixed_precision." + kv.first.Scalar()), codeArg("MixedPrecisionConfig"),
                                  codeArg("bf16_mixed"), codeArg("bf16/fp8/fp8_recipe"))));
        else
            c.warnings.warn(
                located(kv.first, notAField("mixed_precision." + kv.first.Scalar(), "MixedPrecisionConfig", near)));
    }
}

void warnUnknownCommOverlapKeys(Context& c, const YAML::Node& co) {
    if (!co || !co.IsMap()) return;
    for (const auto& kv : co)
        if (!bridgeCommOverlapKeys().count(kv.first.Scalar()))
            c.warnings.warn(located(kv.first, notAField("comm_overlap." + kv.first.Scalar(), "CommOverlapConfig",
                                                        closestKey(kv.first.Scalar(), bridgeCommOverlapKeys()))));
}

}  // namespace moe::bridge_yaml
