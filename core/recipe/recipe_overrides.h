#pragma once
// A recipe named on a command line or in an evidence request: a file path or "builtin:NAME", then
// `--set dotted.path=value` overrides applied in order. The one loader the CLI and the evidence
// report share, so both read the same recipe from the same arguments.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe {

// Loads `spec` (a recipe file, or "builtin:NAME" with or without ".yaml"), applies `sets` in order
// and lets the name, description and notes follow the overrides (followRecipeEdit), as a studio
// edit does. Errors name the file or the --set assignment and the reason; an unknown built-in name
// lists the known ones.
Result<Recipe> loadRecipeWithOverrides(const std::string& spec, const std::vector<std::string>& sets);

}  // namespace moe
