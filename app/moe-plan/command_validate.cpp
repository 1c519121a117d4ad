// moe-plan validate FILE... : hard-rule errors, soft-rule warnings and the memory verdict that
// export and the studio use (memory.does_not_fit is an error, memory.fit_uncertain a warning);
// exit 0 ok, 1 warnings, 2 errors.
#include <iostream>

#include "command_context.h"
#include "core/rules/memory_fit.h"

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
        const auto diagnostics = validateWithMemoryFit(*recipe);
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
