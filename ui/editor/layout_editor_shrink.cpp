// LayoutEditor's offer under a GPU count that snapped up: the layout shrunk to the typed count
// (gpu_count_shrink), one click and one undo step.
#include <QPushButton>

#include "ui/editor/gpu_count_shrink.h"
#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

QPushButton* LayoutEditor::buildShrinkButton() {
    shrinkLink_ = new QPushButton;
    shrinkLink_->setObjectName(QStringLiteral("editor.shrinkToGpus"));
    shrinkLink_->setVisible(false);
    connect(shrinkLink_, &QPushButton::clicked, this, [this] {
        if (const std::optional<CoupledEdit> shrink = std::exchange(pendingShrink_, std::nullopt))
            state_->applyChanges(shrink->changes, shrink->undoText);
    });
    return shrinkLink_;
}

void LayoutEditor::offerShrink(int64_t gpus) {
    pendingShrink_ = shrinkLayoutToGpus(state_->recipe(), gpus);
    if (!pendingShrink_ || !shrinkLink_) return;
    shrinkLink_->setText(tr("Use %1").arg(pendingShrink_->undoText));
    shrinkLink_->setToolTip(tr("Instead of the snapped GPU count: this layout on %1 GPUs, one undo step").arg(gpus));
    shrinkLink_->setVisible(true);
}

}  // namespace moe::ui
