// moe-plan export FILE --format megatron-lm|bridge-yaml|recipe|json [--target-version V]
//                      [--fake-process-group] [--allow-not-fitting] [-o OUT]: what users carry
// into real jobs. A launch script or Bridge YAML of a layout that does not fit in memory is
// refused unless --allow-not-fitting, which writes the warning into its header.
#include <filesystem>
#include <iostream>

#include "command_context.h"
#include "core/common/atomic_file.h"
#include "core/export/bridge_yaml_export.h"
#include "core/export/fake_process_group_check.h"
#include "core/export/megatron_args_export.h"
#include "core/export/recipe_json.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/memory_fit.h"

namespace moe::cli {

namespace {

void makeExecutable(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ignored;  // the script is written; a file system without modes keeps it as is
    fs::permissions(path, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec, fs::perm_options::add,
                    ignored);
}

}  // namespace

int runExport(const ParsedArgs& args) {
    if (args.positional.size() != 1) return reportError(Error{{}, 0, 0, {}, "export needs exactly one recipe FILE"});
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return reportError(recipe.error());
    auto version = parseTargetVersion(args.value("target-version").value_or(toString(kDefaultTargetVersion)));
    if (!version) return reportError(version.error());
    const std::string format = args.value("format").value_or("");
    Result<std::string> text =
        Error{{}, 0, 0, "--format", "expected megatron-lm, bridge-yaml, recipe or json, got '" + format + "'"};
    if (args.has("fake-process-group")) {
        auto check = fakeProcessGroupCheck(*recipe, *version);
        if (!check) return reportError(check.error());
        std::string out;
        for (const auto& n : check->notes) out += "# " + n + "\n";
        text = out + check->command + "\n";
    } else if (format == "megatron-lm") {
        text = exportMegatronLaunchScript(*recipe, *version);
    } else if (format == "bridge-yaml") {
        text = exportBridgeYaml(*recipe, *version);
    } else if (format == "recipe") {
        text = recipeToYaml(*recipe);
    } else if (format == "json") {
        text = recipeToJson(*recipe);
    }
    if (!text) {
        Error e = text.error();
        if (e.file.empty()) e.file = args.positional[0];
        // The core's reason names at most three rules; the command that lists them all is this tool's.
        if (e.reason.rfind("export refused: the recipe breaks", 0) == 0)
            e.reason += "; run `moe-plan validate` for all of them";
        return reportError(e);
    }
    if (format == "megatron-lm" || format == "bridge-yaml" || args.has("fake-process-group")) {
        const std::vector<Diagnostic> fit = memoryFitDiagnostics(*recipe);
        if (doesNotFit(fit) && !args.has("allow-not-fitting"))
            return reportError(Error{args.positional[0], 0, 0, "memory",
                                     fit.front().message + "; " + fit.front().suggestion +
                                         " (--allow-not-fitting exports it anyway, with a warning in the header)"});
        text = withMemoryFitHeader(*text, fit);
    }
    if (auto out = args.value("output")) {
        if (auto s = writeFileAtomically(*out, *text); !s) return reportError(s.error());
        if (format == "megatron-lm") makeExecutable(*out);  // a launch script is run, not read
        return kExitOk;
    }
    std::cout << *text;
    return kExitOk;
}

}  // namespace moe::cli
