#pragma once
// Shared by the export/import tests: built-in recipes, a field-by-field recipe diff through the
// field registry, and golden-file comparison (MOE_UPDATE_GOLDEN=1 rewrites the files).
#include <QtTest/QtTest>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/atomic_file.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"

namespace moe::testing {

inline std::vector<Recipe> builtinRecipeList() {
    std::vector<Recipe> out;
    for (const auto& b : builtinRecipes()) {
        auto r = parseRecipeYaml(b.text, b.file_name);
        if (!r) qFatal("built-in recipe %s does not load: %s", b.file_name.c_str(), r.error().toString().c_str());
        out.push_back(*r);
    }
    return out;
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

// Compares `actual` with tests/fixtures/export/golden/<name>; rewrites it when MOE_UPDATE_GOLDEN=1.
inline bool matchesGolden(const std::string& name, const std::string& actual, std::string& message) {
    const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/export/golden/" + name;
    const char* update = std::getenv("MOE_UPDATE_GOLDEN");
    if (update && std::string(update) == "1") {
        auto s = writeFileAtomically(path, actual);
        if (!s) {
            message = s.error().toString();
            return false;
        }
        return true;
    }
    std::ifstream probe(path);
    if (!probe) {
        message = "missing golden file " + path + " (run with MOE_UPDATE_GOLDEN=1 to create it)";
        return false;
    }
    const std::string expected = readText(path);
    if (expected == actual) return true;
    message = "differs from " + path + " (MOE_UPDATE_GOLDEN=1 rewrites it)\n" + firstDifference(expected, actual);
    return false;
}

}  // namespace moe::testing
