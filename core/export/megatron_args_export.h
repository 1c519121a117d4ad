#pragma once
// Recipe -> Megatron-LM `pretrain_gpt.py` arguments and a runnable launch script: every lever
// written explicitly, flags whose CLI default differs from the config-class default always
// written, version gates of the target applied.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/common/message.h"
#include "core/export/target_version.h"
#include "core/recipe/recipe.h"

namespace moe {

// One group of arguments ("MODEL_ARGS", ...), each entry one flag with its values.
struct ArgumentGroup {
    std::string name;     // bash array name
    std::string comment;  // the lines above the array, "\n# " between them
    std::vector<std::vector<std::string>> flags;
};

// The arguments plus what the export changed so that Megatron-LM's validate_args() accepts them
// (a setting Megatron-Core or Bridge runs but the Megatron-LM parser rejects is left out, and said).
struct MegatronArguments {
    std::vector<ArgumentGroup> groups;
    std::vector<std::string> adjustments;
    // "model.path=value" for model fields no Megatron-LM flag carries (moe-plan.set comments).
    std::vector<std::string> comment_settings;
};
Result<MegatronArguments> megatronArguments(const Recipe& recipe, MegatronVersion version);

// What of the model no Megatron-LM flag carries (YaRN of non-MLA attention, MLA YaRN's original
// length and betas, an activation without a flag, a fractional RoPE base), as the sentences the
// script's header gives; empty when the script trains the recipe's network. No validation: the
// validator's own warning uses it.
std::vector<std::string> megatronLmModelGaps(const Recipe& recipe);
// The same, each as the validator's finding ("Megatron-LM launch script: ..."), a message id in the
// "rules" context.
std::vector<Message> megatronLmModelGapFindings(const Recipe& recipe);

// The arguments, grouped. Refuses (Error) recipes with validator errors or that `version` cannot
// express. Launcher-only data (data path, tokenizer model, checkpoints) are left as ${VAR}s.
Result<std::vector<ArgumentGroup>> megatronArgumentGroups(const Recipe& recipe, MegatronVersion version);

// Flat argument list (flags and values as separate words), for tests and the single-GPU check.
std::vector<std::string> flattenArguments(const std::vector<ArgumentGroup>& groups);

// The launch script: header with metadata comments (export_metadata.h), `export` lines for the
// environment (export_environment.h), one bash array per group, and a torchrun line with the
// node count and GPUs per node of the recipe's world size.
Result<std::string> exportMegatronLaunchScript(const Recipe& recipe, MegatronVersion version);

// Single-quotes a word for bash when it holds anything but [A-Za-z0-9_./,:=+-].
std::string shellQuote(const std::string& word);

}  // namespace moe
