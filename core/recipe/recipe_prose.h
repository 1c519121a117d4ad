#pragma once
// Keeps a recipe's prose true to the recipe (pure), for the studio's edits and `moe-plan --set`
// alike. The description is derived (recipe_description.h); the name follows the model, GPU and
// GPU count it was made for. Notes are free prose that cannot be rewritten: once the model, GPU or
// layout they were written for changes they get a first line saying so, and exports leave such
// notes out, so no exported header describes a recipe other than the one exported.
#include <string>

#include "core/recipe/recipe.h"

namespace moe {

// The first line of notes that no longer match their recipe starts with this.
inline constexpr const char* kStaleNotesMarker = "[stale]";

bool notesMarkedStale(const std::string& notes);

// `notes` with the stale line in front, naming what they were written for (`written`'s GPU count,
// GPU and layout); unchanged when empty or already marked.
std::string markNotesStale(const std::string& notes, const Recipe& written);

// `name` after `before` became `edited`: a new name derived from the recipe when the model or GPU
// changed (derivedRecipeName), the GPU count in it ("16xh100") rewritten when only that changed; a
// Megatron-Bridge recipe's name ("bridge-…") loses the prefix and gets "-edited" once its layout or
// options change.
std::string followingName(const std::string& name, const Recipe& before, const Recipe& edited);

// `edited` is `before` after an edit: when the edit did not set the name, it follows the model,
// GPU and GPU count (followingName); when the model, GPU or layout changed (and the edit did not
// set the notes) the notes are marked stale.
void followRecipeEdit(const Recipe& before, Recipe& edited);

}  // namespace moe
