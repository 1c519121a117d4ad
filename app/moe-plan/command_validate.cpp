// moe-plan validate FILE... : hard-rule errors and soft-rule warnings; exit 0 ok, 1 warnings, 2 errors.
#include <iostream>

#include "command_context.h"
#include "core/rules/validator.h"

namespace moe::cli {

int runValidate(const ParsedArgs& args) {
    if (args.positional.empty()) return reportError(Error{{}, 0, 0, {}, "validate needs at least one recipe FILE"});
    int worst = kExitOk;
    nlohmann::json files = nlohmann::json::array();
    for (const auto& file : args.positional) {
        auto recipe = loadRecipeArgument(file, args.sets);
        if (!recipe) {
            reportError(recipe.error());
            worst = kExitError;
            if (args.json) files.push_back({{"file", file}, {"load_error", recipe.error().toString()}});
            continue;
        }
        const auto diagnostics = validateRecipe(*recipe);
        const auto counts = countDiagnostics(diagnostics);
        const int code = counts.errors ? kExitError : counts.warnings ? kExitWarnings : kExitOk;
        worst = std::max(worst, code);
        if (args.json) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& d : diagnostics) list.push_back(diagnosticToJson(d));
            files.push_back({{"file", file},
                             {"recipe", recipe->name},
                             {"errors", counts.errors},
                             {"warnings", counts.warnings},
                             {"diagnostics", list}});
        } else {
            std::cout << file << ": " << counts.errors << " error(s), " << counts.warnings << " warning(s)\n";
            for (const auto& d : diagnostics) printDiagnosticText(std::cout, d);
        }
    }
    if (args.json) std::cout << nlohmann::json{{"files", files}, {"exit_code", worst}}.dump(2) << "\n";
    return worst;
}

}  // namespace moe::cli
