#pragma once
// The studio's own, versioned recipe file format (YAML). See README "Recipe files".
//
//   schema_version: 1
//   name: ...
//   description: ...
//   model: DeepSeek-V3                      # catalog name, or
//   model: {base: DeepSeek-V3, max_position_embeddings: 131072}   # catalog entry + changes, or
//   model: {name: MyModel, hidden_size: ..., ...}                 # fully inline
//   hardware: H100-SXM                      # same three forms
//   layout: {tp: 1, cp: 32, ...}
//   options: {precision: fp8_blockwise, recompute: {granularity: selective, modules: [...]}, ...}
//   notes: |
//     free text
#include <string>

#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe {

// Parses recipe text; `origin` names the input in errors (a path, or "<built-in>/x.yaml").
// Unknown keys are errors. Errors carry file, line, column, field and reason.
Result<Recipe> parseRecipeYaml(const std::string& text, const std::string& origin,
                               const Catalog& catalog = builtinCatalog());

// Reads and parses a file (errors for unreadable files name the path and the OS reason).
Result<Recipe> loadRecipeFile(const std::string& path, const Catalog& catalog = builtinCatalog());

// Serialises a recipe. Model/hardware are written as the catalog name when unchanged, as
// {base: name, <changed fields>} when derived from a catalog entry, inline otherwise.
std::string recipeToYaml(const Recipe& recipe, const Catalog& catalog = builtinCatalog());

// Atomic save: write to a temporary file beside the target, flush, fsync, rename.
Status saveRecipeFile(const Recipe& recipe, const std::string& path, const Catalog& catalog = builtinCatalog());

// The built-in recipes compiled from recipes/*.yaml (name = file name without .yaml), and the
// default one the studio and ./run.sh open.
struct BuiltinRecipe {
    std::string file_name;
    std::string text;
};
std::vector<BuiltinRecipe> builtinRecipes();
Result<Recipe> defaultRecipe();

}  // namespace moe
