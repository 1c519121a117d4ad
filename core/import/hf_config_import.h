#pragma once
// Hugging Face config.json -> ModelSpec (domain §3.4): the key aliases and pitfalls of
// DeepSeek-V3/V2, Qwen3-MoE, Qwen3-Next, Mixtral and GPT-OSS. A config whose architecture is not
// one of these is read with the generic keys; when required keys are missing the Error lists them.
// An imported catalog model is returned as the catalog's spec (same parameter counts) with the
// config's max_position_embeddings.
#include <string>

#include "core/common/error.h"
#include "core/import/import_options.h"
#include "core/model/model_spec.h"
#include "core/recipe/recipe.h"

namespace moe {

Result<ModelSpec> importHfConfig(const std::string& jsonText, const std::string& origin,
                                 const Catalog& catalog = builtinCatalog());

// The model on options' hardware and GPU count with a plain layout (TP 1, PP 1, EP = largest
// divisor of the experts that divides the GPUs and fits one NVLink domain, ETP 1, MBS 1,
// GBS = DP), seq from options (default 4096).
Result<Recipe> importHfConfigRecipe(const std::string& jsonText, const ImportOptions& options);

}  // namespace moe
