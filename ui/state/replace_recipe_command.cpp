#include "ui/state/replace_recipe_command.h"

#include <utility>

#include "ui/state/document_path.h"

namespace moe::ui {

ReplaceRecipeCommand::ReplaceRecipeCommand(StudioState* state, RecipeDocument before, RecipeDocument after,
                                           const QString& text)
    : QUndoCommand(text), state_(state), before_(std::move(before)), after_(std::move(after)) {}

void ReplaceRecipeCommand::undo() {
    state_->apply(samePathAsNow(state_, before_, after_));
}

void ReplaceRecipeCommand::redo() {
    state_->apply(samePathAsNow(state_, after_, before_));
}

}  // namespace moe::ui
