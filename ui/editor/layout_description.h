#pragma once
// Keeps a recipe's one-line description true to its layout (pure): the layout facts it states —
// "TP1 CP32 EP32 PP8 VPP4", "256x H100", "128K context" — are rewritten to the recipe's values
// after an edit, so neither the studio nor an exported header describes another layout. Other
// words are left as written.
#include <string>

#include "core/recipe/recipe.h"

namespace moe::ui {

std::string refreshLayoutFacts(const std::string& text, const Recipe& recipe);

}  // namespace moe::ui
