#pragma once
// Shared by the export/import tests: built-in recipes, a small job for any catalog model, a field-by-field recipe diff through the
// field registry, and golden-file comparison (MOE_UPDATE_GOLDEN="<why>" rewrites the files and
// records why in golden/CHANGES.md).
#include <QtTest/QtTest>

#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/common/atomic_file.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"

namespace moe::testing {

// Every export target version the exporters support (core/export/target_version.h).
inline const std::vector<MegatronVersion> kAllTargetVersions = {MegatronVersion::V0_16, MegatronVersion::V0_18,
                                                                MegatronVersion::V0_19, MegatronVersion::Main};

inline std::vector<Recipe> builtinRecipeList() {
    std::vector<Recipe> out;
    for (const auto& b : builtinRecipes()) {
        auto r = parseRecipeYaml(b.text, b.file_name);
        if (!r) qFatal("built-in recipe %s does not load: %s", b.file_name.c_str(), r.error().toString().c_str());
        out.push_back(*r);
    }
    return out;
}

// The built-in recipe whose `name:` is `name`.
inline Recipe builtinRecipeNamed(const std::string& name) {
    for (const auto& r : builtinRecipeList())
        if (r.name == name) return r;
    qFatal("no built-in recipe %s", name.c_str());
}

// Catalog model `model` with the 16xH100 Qwen3 seed recipe's GPU and options: 16 GPUs, EP 8 (ETP 1),
// GBS 64, 4K sequence; a small, exportable job for any catalog model.
inline Recipe catalogModelOn16Gpus(const std::string& model) {
    Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
    const ModelSpec* m = builtinCatalog().findModel(model);
    if (m == nullptr) qFatal("%s is not in the catalog", model.c_str());
    r.name = model + "-16gpu";
    r.model = *m;
    r.model_ref = model;
    r.layout = Layout{};
    r.layout.ep = 8;
    r.layout.etp = 1;
    r.layout.world_size = 16;
    r.layout.global_batch_size = 64;
    r.layout.seq_length = 4096;
    return r;
}

// "path: a != b" per differing registry field, plus the refs the registry does not cover.
inline std::string recipeDiff(const Recipe& a, const Recipe& b) {
    std::string out;
    for (const auto& f : recipeFields()) {
        const std::string va = fieldValueText(f.get(a));
        const std::string vb = fieldValueText(f.get(b));
        if (va != vb) out += "  " + f.path + ": '" + va + "' != '" + vb + "'\n";
    }
    if (a.model_ref != b.model_ref) out += "  model_ref: '" + a.model_ref + "' != '" + b.model_ref + "'\n";
    if (a.hardware_ref != b.hardware_ref) out += "  hardware_ref: '" + a.hardware_ref + "' != '" + b.hardware_ref + "'\n";
    if (out.empty() && !(a == b)) out = "  (differs outside the field registry)\n";
    return out;
}

inline std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// First differing line of two texts, with both versions.
inline std::string firstDifference(const std::string& expected, const std::string& actual) {
    std::istringstream e(expected), a(actual);
    std::string le, la;
    int line = 0;
    while (true) {
        ++line;
        const bool he = static_cast<bool>(std::getline(e, le));
        const bool ha = static_cast<bool>(std::getline(a, la));
        if (!he && !ha) return {};
        if (!he || !ha || le != la)
            return "line " + std::to_string(line) + ":\n  golden: " + (he ? le : "<end>") + "\n  actual: " + (ha ? la : "<end>");
    }
}

// Golden files are reviewed output, so a rewrite must say why: MOE_UPDATE_GOLDEN="<reason>" rewrites
// the files that differ and appends "- <UTC date> <file>: <reason>" to golden/CHANGES.md, which goes
// into the same commit. A bare "1" (or any reason under 12 characters) is refused, and so is any
// rewrite under CI=true: CI compares, it never regenerates.
inline std::string goldenUpdateReason(std::string& message) {
    const char* update = std::getenv("MOE_UPDATE_GOLDEN");
    if (!update || !*update) return {};
    const char* ci = std::getenv("CI");
    if (ci && std::string(ci) == "true") {
        message = "MOE_UPDATE_GOLDEN is set under CI=true: golden files are only rewritten by hand, with a reason";
        return {};
    }
    const std::string reason = update;
    if (reason.size() < 12) {
        message = "MOE_UPDATE_GOLDEN must hold the reason for the rewrite (recorded in golden/CHANGES.md), not \"" +
                  reason + "\"";
        return {};
    }
    return reason;
}

inline bool recordGoldenChange(const std::string& name, const std::string& reason, std::string& message) {
    const std::string log = std::string(MOE_TEST_FIXTURES_DIR) + "/export/golden/CHANGES.md";
    const std::time_t now = std::time(nullptr);
    char date[32];
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    std::ofstream out(log, std::ios::app);
    out << "- " << date << " " << name << ": " << reason << "\n";
    if (!out) message = "cannot append to " + log;
    return static_cast<bool>(out);
}

// Compares `actual` with tests/fixtures/export/golden/<name>; rewrites it (and records why) when
// MOE_UPDATE_GOLDEN holds a reason.
inline bool matchesGolden(const std::string& name, const std::string& actual, std::string& message) {
    const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/export/golden/" + name;
    std::ifstream probe(path);
    const std::string expected = probe ? readText(path) : std::string();
    if (probe && expected == actual) return true;
    const std::string reason = goldenUpdateReason(message);
    if (!message.empty()) return false;
    if (!reason.empty()) {
        auto s = writeFileAtomically(path, actual);
        if (!s) {
            message = s.error().toString();
            return false;
        }
        return recordGoldenChange(name, reason, message);
    }
    if (!probe) {
        message = "missing golden file " + path + " (MOE_UPDATE_GOLDEN=\"<why>\" creates it)";
        return false;
    }
    message = "differs from " + path + " (MOE_UPDATE_GOLDEN=\"<why>\" rewrites it and records why)\n" +
              firstDifference(expected, actual);
    return false;
}

}  // namespace moe::testing
