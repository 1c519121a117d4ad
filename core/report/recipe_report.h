#pragma once
// The headless report of one recipe: what the studio shows, as plain text (./run.sh without a
// display, `moe-plan report`).
#include <string>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/recipe/recipe.h"

namespace moe {

std::string formatRecipeReport(const Recipe& recipe, const std::vector<Diagnostic>& diagnostics);

}  // namespace moe
