#include "ui/state/edit_recipe_command.h"

#include <utility>

#include "ui/state/document_path.h"

namespace moe::ui {

namespace {
// Any stable value distinct from other command kinds; QUndoStack only merges equal ids.
constexpr int kFieldEditId = 0x6d6f6501;
}  // namespace

EditRecipeCommand::EditRecipeCommand(StudioState* state, RecipeDocument before, RecipeDocument after,
                                     const QString& text, std::string mergeKey)
    : QUndoCommand(text),
      state_(state),
      before_(std::move(before)),
      after_(std::move(after)),
      mergeKey_(std::move(mergeKey)) {}

void EditRecipeCommand::undo() {
    state_->apply(samePathAsNow(state_, before_, after_));
}

void EditRecipeCommand::redo() {
    state_->apply(samePathAsNow(state_, after_, before_));
}

int EditRecipeCommand::id() const {
    return mergeKey_.empty() ? -1 : kFieldEditId;
}

bool EditRecipeCommand::mergeWith(const QUndoCommand* other) {
    const auto* edit = dynamic_cast<const EditRecipeCommand*>(other);
    if (!edit || edit->startsNewStep_ || edit->mergeKey_.empty() || edit->mergeKey_ != mergeKey_) return false;
    after_ = edit->after_;
    // The label names the whole drag: the start of this step, the value of the latest edit.
    const QString mine = text();
    const QString theirs = edit->text();
    const qsizetype arrowMine = mine.lastIndexOf(QStringLiteral(" → "));
    const qsizetype arrowTheirs = theirs.lastIndexOf(QStringLiteral(" → "));
    setText(arrowMine >= 0 && arrowTheirs >= 0 ? mine.left(arrowMine) + theirs.mid(arrowTheirs) : theirs);
    // Dragging back to where the drag started leaves nothing to undo.
    setObsolete(after_.recipe == before_.recipe && after_.filePath == before_.filePath);
    return true;
}

}  // namespace moe::ui
