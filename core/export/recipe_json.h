#pragma once
// The recipe as one JSON document for scripts, built from the field registry: nested objects by
// dotted path, typed values (integers, numbers, booleans, lists, null), plus derived DP/EDP.
#include <string>

#include "core/recipe/recipe.h"

namespace moe {

std::string recipeToJson(const Recipe& recipe, int indent = 2);

}  // namespace moe
