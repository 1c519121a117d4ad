#pragma once
// Undo step that swaps the whole document (recipe + file path). Opening a file is one of these,
// so "undo" after an accidental open brings the previous plan back.
#include <QUndoCommand>

#include "ui/state/studio_state.h"

namespace moe::ui {

class ReplaceRecipeCommand : public QUndoCommand {
public:
    ReplaceRecipeCommand(StudioState* state, RecipeDocument before, RecipeDocument after, const QString& text);

    void undo() override;
    void redo() override;

private:
    StudioState* state_;
    RecipeDocument before_;
    RecipeDocument after_;
};

}  // namespace moe::ui
