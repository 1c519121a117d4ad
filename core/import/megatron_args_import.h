#pragma once
// Megatron-LM command line (pasted text or a launch script: continuations, comments, `export`
// lines, bash arrays) -> Recipe. Absent flags take Megatron-LM's CLI defaults (dispatcher
// allgather, top-k 2, ETP = TP, tied embeddings, LayerNorm, biases on, ...), not the studio's.
// Unknown flags and unread environment variables become warnings naming them; a flag value that
// does not parse is an Error with the line and the flag.
#include <string>

#include "core/common/error.h"
#include "core/import/import_options.h"
#include "core/recipe/recipe.h"

namespace moe {

Result<Recipe> importMegatronArgs(const std::string& text, const ImportOptions& options);

}  // namespace moe
