#pragma once
// Undo step for field edits (sliders, spin boxes, one-click fixes). Consecutive edits of the same
// single field merge, so a slider drag from TP 1 to TP 8 is one undo step, not seven.
#include <QUndoCommand>

#include <string>

#include "ui/state/studio_state.h"

namespace moe::ui {

class EditRecipeCommand : public QUndoCommand {
public:
    // `mergeKey` is the field path for single-field edits; empty disables merging (multi-field
    // fixes stay separate steps even when they touch the same field twice in a row).
    EditRecipeCommand(StudioState* state, RecipeDocument before, RecipeDocument after, const QString& text,
                      std::string mergeKey);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    [[nodiscard]] const std::string& mergeKey() const { return mergeKey_; }
    // Not merged into the step before (it came too long after it); later edits may merge into it.
    void setStartsNewStep(bool starts) { startsNewStep_ = starts; }
    [[nodiscard]] const Recipe& recipeBefore() const { return before_.recipe; }

private:
    StudioState* state_;
    RecipeDocument before_;
    RecipeDocument after_;
    std::string mergeKey_;
    bool startsNewStep_ = false;
};

}  // namespace moe::ui
