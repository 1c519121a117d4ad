#pragma once
// Megatron-Bridge pipeline layouts: the list-of-lists form of config dumps, and the layout Bridge's
// DeepSeek-V3 recipe fills in when a dump leaves it null (so the import says what ran).
#include <optional>
#include <string>
#include <vector>

#include "core/recipe/recipe.h"

namespace moe {

// Bridge's list form of a pipeline layout ([[embedding, decoder], [decoder, mtp, loss]]) as the
// layout string ("Et|tmL"), with repeated stages folded as "(...|)*n" and runs as "t*n".
std::string layoutStringFromStages(const std::vector<std::vector<std::string>>& stages);

// Bridge's DeepSeek-V3 recipes infer the pipeline layout from (PP, VPP) when it is null
// (set_deepseek_v3_pipeline_model_parallel_layout in NVIDIA-NeMo/Megatron-Bridge
// src/megatron/bridge/recipes/deepseek/deepseek_v3.py): the layout string for the recipe's
// catalog model, PP and VPP, or nothing when Bridge infers none.
std::optional<std::string> bridgeInferredPipelineLayout(const Recipe& recipe);

}  // namespace moe
