#pragma once
// A model file (a Hugging Face config.json) names no layout or batch. Imported over an open recipe,
// the open recipe's layout and batch are what the file "does not say", so they are kept where the
// imported model runs with them (reviews 38 and 39: TP2 CP8 PP4 VPP12 EP32 GBS 64 became TP1 EP64
// GBS 256 and no longer fitted, against the README's promise).
#include "core/common/error.h"
#include "core/layout/layout.h"
#include "core/recipe/recipe.h"

namespace moe {

// Puts `open` (the open recipe's layout, batch and world size) on `imported` when no hard rule then
// fails, and replaces the importer's "starting point" warning with one naming what was kept;
// otherwise keeps the starting point and adds why the open layout could not stay. False when the
// starting point stays.
bool keepOpenLayout(Result<Recipe>& imported, const Layout& open);

}  // namespace moe
