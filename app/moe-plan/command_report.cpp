// moe-plan report [FILE]: the headless report (the built-in default recipe when FILE is omitted).
#include <iostream>

#include "command_context.h"
#include "command_evidence.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"
#include "core/report/recipe_report.h"
#include "core/rules/validator.h"

namespace moe::cli {

int runReport(const ParsedArgs& args) {
    if (wantsEvidenceReport(args)) return runEvidenceReport(args);
    if (args.positional.size() > 1) return reportError(Error{{}, 0, 0, {}, "report takes at most one recipe FILE"});
    Result<Recipe> recipe = args.positional.empty() ? defaultRecipe() : loadRecipeArgument(args.positional[0], args.sets);
    if (recipe && args.positional.empty()) {
        for (const auto& s : args.sets)
            if (auto st = applyFieldAssignment(*recipe, s); !st) return reportError(st.error());
    }
    if (!recipe) return reportError(recipe.error());
    const auto diagnostics = validateRecipe(*recipe);
    if (args.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& d : diagnostics) list.push_back(diagnosticToJson(d));
        std::cout << nlohmann::json{{"recipe", recipe->name}, {"report", formatRecipeReport(*recipe, diagnostics)}, {"diagnostics", list}}.dump(2) << "\n";
    } else {
        std::cout << formatRecipeReport(*recipe, diagnostics);
    }
    return countDiagnostics(diagnostics).errors ? kExitError : kExitOk;
}

}  // namespace moe::cli
