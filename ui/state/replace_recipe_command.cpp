#include "ui/state/replace_recipe_command.h"

#include <utility>

namespace moe::ui {

ReplaceRecipeCommand::ReplaceRecipeCommand(StudioState* state, RecipeDocument before, RecipeDocument after,
                                           const QString& text)
    : QUndoCommand(text), state_(state), before_(std::move(before)), after_(std::move(after)) {}

void ReplaceRecipeCommand::undo() { state_->apply(before_); }

void ReplaceRecipeCommand::redo() { state_->apply(after_); }

}  // namespace moe::ui
