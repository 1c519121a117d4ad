#include "command_context.h"

#include <iostream>

#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"

namespace moe::cli {

Result<Recipe> loadRecipeArgument(const std::string& file, const std::vector<std::string>& sets) {
    Result<Recipe> loaded = [&]() -> Result<Recipe> {
        const std::string prefix = "builtin:";
        if (file.rfind(prefix, 0) != 0) return loadRecipeFile(file);
        const std::string wanted = file.substr(prefix.size());
        std::string known;
        for (const auto& b : builtinRecipes()) {
            std::string stem = b.file_name.substr(0, b.file_name.rfind('.'));
            if (stem == wanted || b.file_name == wanted) return parseRecipeYaml(b.text, "<built-in>/" + b.file_name);
            known += (known.empty() ? "" : ", ") + stem;
        }
        return Error{file, 0, 0, {}, "no built-in recipe of that name (known: " + known + ")"};
    }();
    if (!loaded) return loaded;
    Recipe recipe = std::move(*loaded);
    for (const auto& assignment : sets) {
        Status s = applyFieldAssignment(recipe, assignment);
        if (!s) {
            Error e = s.error();
            e.reason = "--set " + assignment + ": " + e.reason;
            return e;
        }
    }
    return recipe;
}

int reportError(const Error& e) {
    std::cerr << "moe-plan: " << e.toString() << "\n";
    return kExitError;
}

nlohmann::json diagnosticToJson(const Diagnostic& d) {
    nlohmann::json fix = nlohmann::json::array();
    for (const auto& c : d.fix) fix.push_back({{"path", c.path}, {"value", c.value}});
    return {{"severity", severityName(d.severity)},
            {"rule", d.rule},
            {"message", d.message},
            {"fields", d.fields},
            {"suggestion", d.suggestion},
            {"source", d.source},
            {"fix", fix}};
}

void printDiagnosticText(std::ostream& out, const Diagnostic& d) {
    out << severityName(d.severity) << " [" << d.rule << "] " << d.message << "\n";
    if (!d.suggestion.empty()) out << "    fix: " << d.suggestion << "\n";
    if (!d.source.empty()) out << "    source: " << d.source << "\n";
}

}  // namespace moe::cli
