#pragma once
// Undo and redo restore a recipe, not where it is saved: a command that did not change the file
// path applies its recipe under the path the document has now. Review: after an edit, Save As
// qwen-r.yaml and Ctrl+Z, the title went back to the old file, and the next Ctrl+S wrote there.
#include "ui/state/studio_state.h"

namespace moe::ui {

// `target` as the command applies it: with the current path unless the command itself moved the
// document to another file (open, import), which `other` (its other side) tells.
inline RecipeDocument samePathAsNow(const StudioState* state, const RecipeDocument& target, const RecipeDocument& other) {
    if (target.filePath != other.filePath) return target;
    return RecipeDocument{target.recipe, state->filePath()};
}

}  // namespace moe::ui
