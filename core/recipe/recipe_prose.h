#pragma once
// Keeps a recipe's prose true to the recipe (pure), for the studio's edits and `moe-plan --set`
// alike. The one-line description's layout facts ("TP1 CP32 EP32 PP8 VPP4", "256x H100", "128K
// context", "MBS 1 GBS 4096") are rewritten to the recipe's values; other words are left as
// written. Notes are free prose that cannot be rewritten: once the model, GPU or layout they were
// written for changes they get a first line saying so, and exports leave such notes out, so no
// exported header describes a layout other than the one exported.
#include <string>

#include "core/recipe/recipe.h"

namespace moe {

std::string refreshLayoutFacts(const std::string& text, const Recipe& recipe);

// The first line of notes that no longer match their recipe starts with this.
inline constexpr const char* kStaleNotesMarker = "[stale]";

bool notesMarkedStale(const std::string& notes);

// `notes` with the stale line in front, naming what they were written for (`written`'s GPU count,
// GPU and layout); unchanged when empty or already marked.
std::string markNotesStale(const std::string& notes, const Recipe& written);

// `edited` is `before` after an edit: when the layout changed (and the edit did not set the
// description itself) the description's facts follow it; when the model, GPU or layout changed
// (and the edit did not set the notes) the notes are marked stale.
void followRecipeEdit(const Recipe& before, Recipe& edited);

}  // namespace moe
