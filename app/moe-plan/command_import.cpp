// moe-plan import INPUT --format hf|bridge-yaml|megatron-args [--hardware H] [--gpus N] [--seq S]
//                      [--model M] [-o recipe.yaml]: HF config.json, Bridge YAML or a Megatron-LM
// command line (INPUT "-" = stdin) -> a recipe, validated like any other. Exit 2 only for what
// Megatron-LM or Bridge themselves refuse; GPU and model names may be typed loosely ("h100").
#include <filesystem>
#include <iostream>
#include <sstream>

#include "command_context.h"
#include "core/common/atomic_file.h"
#include "core/common/file_content.h"
#include "core/import/bridge_yaml_import.h"
#include "core/import/hf_config_import.h"
#include "core/import/megatron_args_import.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

namespace moe::cli {

int runImport(const ParsedArgs& args) {
    if (args.positional.size() != 1) return reportError(Error{{}, 0, 0, {}, "import needs exactly one INPUT (a file, or - for stdin)"});
    const std::string input = args.positional[0];
    const std::string format = args.value("format").value_or("");
    std::string text;
    if (input == "-") {
        std::ostringstream all;
        all << std::cin.rdbuf();
        text = all.str();
    } else {
        auto read = readWholeFile(input);
        if (!read) return reportError(read.error());
        text = *read;
    }
    // Any format reads text: a picture or an archive is named as such, not as a parse error on
    // its first odd byte (as `validate` and the studio's Import say).
    if (std::optional<std::string> why = notTextReason(text))
        return reportError(Error{input == "-" ? "<stdin>" : input, 0, 0, {}, *why});
    ImportOptions o;
    o.origin = input == "-" ? "<stdin>" : input;
    // A config.json's model is named after its folder (a Hugging Face checkpoint's name): the
    // folder of a relative "config.json" too, as the studio, which opens absolute paths, names it
    // (review 29: "deepseek_v2" here, "mine" in the studio, for one file).
    if (format == "hf" && input != "-") o.origin = std::filesystem::absolute(input).lexically_normal().string();
    o.hardware = args.value("hardware").value_or("");
    o.model = args.value("model").value_or("");
    for (const char* name : {"gpus", "seq"}) {
        if (auto v = args.value(name)) {
            auto n = parseIntegerOption(name, *v);
            if (!n) return reportError(n.error());
            if (*n < 1) return reportError(Error{{}, 0, 0, std::string("--") + name, "must be >= 1"});
            (std::string(name) == "gpus" ? o.gpus : o.seq) = *n;
        }
    }
    Result<Recipe> recipe = Error{{}, 0, 0, "--format", "expected hf, bridge-yaml or megatron-args, got '" + format + "'"};
    if (format == "hf") recipe = importHfConfigRecipe(text, o);
    else if (format == "bridge-yaml") recipe = importBridgeYaml(text, o);
    else if (format == "megatron-args") recipe = importMegatronArgs(text, o);
    if (!recipe) return reportError(recipe.error());
    for (const auto& w : recipe.warnings) std::cerr << "moe-plan: warning: " << o.origin << ": " << w << "\n";
    Recipe r = *recipe;
    for (const auto& set : args.sets)
        if (auto s = applyFieldAssignment(r, set); !s) return reportError(s.error());
    const auto diagnostics = validateRecipe(r);
    // The trainer the input was written for: a Bridge YAML runs on Megatron-Bridge, a launch line
    // (and a bare HF config) on Megatron-LM. What that trainer refuses is an error; what only the
    // other one refuses, and what they adjust themselves, are warnings; advice is left to
    // `moe-plan validate`.
    const Trainer trainer = format == "bridge-yaml" ? Trainer::Bridge : Trainer::MegatronLM;
    bool refused = false;
    for (const auto& d : diagnostics) {
        if (refusedBy(d, trainer)) {
            refused = true;
            std::cerr << "moe-plan: imported recipe: " << d.message << "\n";
        } else if (d.kind == RuleKind::Adjusted || d.kind == RuleKind::Rejected) {
            std::cerr << "moe-plan: warning: imported recipe: " << d.message << "\n";
        }
    }
    const std::string yaml = recipeToYaml(r);
    if (auto out = args.value("output")) {
        if (auto s = writeFileAtomically(*out, yaml); !s) return reportError(s.error());
    } else {
        std::cout << yaml;
    }
    return refused ? kExitError : kExitOk;
}

}  // namespace moe::cli
