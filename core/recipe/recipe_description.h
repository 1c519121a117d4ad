#pragma once
// The recipe's one-line description and its default name, both derived from the recipe alone so
// that neither can describe a model, GPU or layout other than the one it names (pure). A user's
// own words live in the recipe's notes, which are flagged stale when the recipe changes under
// them (recipe_prose.h).
#include <string>

#include "core/common/message.h"
#include "core/recipe/recipe.h"

namespace moe {

// "DeepSeek-V3, 128K context, 256x H100 — TP1 CP32 EP32 PP8 VPP4, MBS 1 GBS 4096, FP8 blockwise,
// DeepEP, optimizer CPU offload": model, context, GPU count and GPU, the layout, the batch, then
// the precision, dispatcher, overlaps, CUDA graphs, recompute and offloading that are set.
std::string describeRecipe(const Recipe& recipe);
// The same description as a message for the studio (MOE_TR "recipe_description"): the words
// translated, the model, GPU, layout, precision and dispatcher codes as they are. Its english() is
// describeRecipe().
Message describeRecipeMessage(const Recipe& recipe);

// Whether `text` is a description in the shape describeRecipe() writes for `recipe`'s model
// ("<model>, ... — ..."), as an earlier save or version wrote it, rather than a user's own words.
bool looksDerivedDescription(const std::string& text, const Recipe& recipe);

// The layout alone, as the description states it: "TP1 CP4 EP64 PP8 VPP4, MBS 1 GBS 4096, 128K".
std::string describeLayout(const Layout& layout);

// The GPU as people name it in prose: the catalog name up to its form factor ("H100-SXM" ->
// "H100", "GB200-NVL72" -> "GB200"); other names whole.
std::string gpuShortName(const HardwareSpec& hardware);

// The precision as recipe names spell it, after the Bridge perf recipes: "bf16", "fp8cs",
// "fp8ds", "fp8bw", "mxfp8", "nvfp4".
std::string precisionSlug(Precision precision);

// A file-name-like name for a recipe made from another one's model or GPU:
// "deepseek-v3-1024xh100-fp8bw".
std::string derivedRecipeName(const Recipe& recipe);

}  // namespace moe
