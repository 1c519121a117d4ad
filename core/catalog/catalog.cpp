#include "core/catalog/catalog.h"

#include <cstdio>
#include <cstdlib>

#include <yaml-cpp/yaml.h>

#include "core/common/embedded_file.h"
#include "core/recipe/yaml_fields.h"

namespace moe {
namespace {

// Parses `<section>: [ {name: X, <fields under prefix>}, ... ]` into specs keyed by name.
template <class Spec, class Pick>
Result<std::map<std::string, Spec>> parseCatalog(const std::string& text, const std::string& origin,
                                                 const char* section, const std::string& prefix, Pick pick) {
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        return yamlError(origin, e.mark, {}, e.msg);
    }
    if (!root.IsMap()) return yamlError(origin, root.Mark(), {}, "expected a mapping at the top level");
    std::map<std::string, Spec> out;
    for (const auto& kv : root) {
        const std::string key = kv.first.Scalar();
        if (key == "schema_version") {
            if (kv.second.Scalar() != "1")
                return yamlError(origin, kv.second.Mark(), key, "unsupported catalog schema version '" + kv.second.Scalar() + "'");
            continue;
        }
        if (key != section) return yamlError(origin, kv.first.Mark(), key, std::string("unknown key (expected '") + section + "')");
        if (!kv.second.IsSequence()) return yamlError(origin, kv.second.Mark(), key, "expected a list");
        for (const auto& entry : kv.second) {
            if (!entry.IsMap()) return yamlError(origin, entry.Mark(), key, "expected a mapping per entry");
            Recipe scratch;
            if (auto s = readYamlFields(entry, prefix, scratch, origin); !s) return s.error();
            Spec spec = pick(scratch);
            if (spec.name.empty()) return yamlError(origin, entry.Mark(), prefix + ".name", "every entry needs a name");
            if (out.count(spec.name)) return yamlError(origin, entry.Mark(), prefix + ".name", "duplicate name '" + spec.name + "'");
            out.emplace(spec.name, std::move(spec));
        }
    }
    return out;
}

}  // namespace

const ModelSpec* Catalog::findModel(const std::string& name) const {
    auto it = models.find(name);
    return it == models.end() ? nullptr : &it->second;
}

const HardwareSpec* Catalog::findHardware(const std::string& name) const {
    auto it = hardware.find(name);
    return it == hardware.end() ? nullptr : &it->second;
}

std::vector<std::string> Catalog::modelNames() const {
    std::vector<std::string> out;
    for (const auto& kv : models) out.push_back(kv.first);
    return out;
}

std::vector<std::string> Catalog::hardwareNames() const {
    std::vector<std::string> out;
    for (const auto& kv : hardware) out.push_back(kv.first);
    return out;
}

Result<std::map<std::string, ModelSpec>> parseModelCatalog(const std::string& yamlText, const std::string& origin) {
    return parseCatalog<ModelSpec>(yamlText, origin, "models", "model", [](const Recipe& r) { return r.model; });
}

Result<std::map<std::string, HardwareSpec>> parseHardwareCatalog(const std::string& yamlText, const std::string& origin) {
    return parseCatalog<HardwareSpec>(yamlText, origin, "gpus", "hardware", [](const Recipe& r) { return r.hardware; });
}

const Catalog& builtinCatalog() {
    static const Catalog catalog = [] {
        Catalog c;
        for (const auto& file : embedded::catalogFiles()) {
            const std::string origin = "resources/catalog/" + file.name;
            if (file.name == "models.yaml") {
                auto parsed = parseModelCatalog(file.content, origin);
                if (!parsed) {
                    std::fprintf(stderr, "moe: built-in catalog broken: %s\n", parsed.error().toString().c_str());
                    std::abort();
                }
                c.models = std::move(*parsed);
            } else if (file.name == "hardware.yaml") {
                auto parsed = parseHardwareCatalog(file.content, origin);
                if (!parsed) {
                    std::fprintf(stderr, "moe: built-in catalog broken: %s\n", parsed.error().toString().c_str());
                    std::abort();
                }
                c.hardware = std::move(*parsed);
            }
        }
        return c;
    }();
    return catalog;
}

}  // namespace moe
