// LayoutEditor's offer under a GPU count that snapped up: the layout shrunk to the typed count
// (gpu_count_shrink), one click and one undo step.
#include <QPushButton>

#include "core/common/units.h"
#include "core/memory/memory_model.h"
#include "core/recipe/recipe_fields.h"
#include "ui/common/panel_format.h"
#include "ui/editor/gpu_count_shrink.h"
#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

QPushButton* LayoutEditor::buildShrinkButton() {
    shrinkLink_ = new QPushButton;
    shrinkLink_->setObjectName(QStringLiteral("editor.shrinkToGpus"));
    shrinkLink_->setVisible(false);
    // As wide as the row, never wider: its text must not widen the editor.
    shrinkLink_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    connect(shrinkLink_, &QPushButton::clicked, this, [this] {
        if (const std::optional<CoupledEdit> shrink = std::exchange(pendingShrink_, std::nullopt))
            state_->applyChanges(shrink->changes, shrink->undoText);
    });
    return shrinkLink_;
}

void LayoutEditor::offerShrink(int64_t gpus) {
    pendingShrink_ = shrinkLayoutToGpus(state_->recipe(), gpus);
    if (!pendingShrink_ || !shrinkLink_) return;
    // Whether the shrunk layout fits HBM, said on the offer (review 19 took it and got 98 GiB on an
    // 80 GiB GPU without a word before the click).
    Recipe shrunk = state_->recipe();
    bool applied = true;
    for (const FieldChange& c : pendingShrink_->changes) applied = applied && applyFieldValue(shrunk, c.path, c.value).ok();
    QString memory;
    if (applied) {
        if (const Result<MemoryReport> m = estimateMemory(shrunk, state_->memoryAssumptions()); m.ok() && !m->fits)
            memory = tr("\n(over HBM by %1)").arg(formatGib(-static_cast<double>(m->headroom_bytes) / kGiB));
    }
    // One short line each (the GPU count, the sizes it changes, the memory verdict): one long line
    // widened the editor past its pane at 1280 px.
    // Two size changes a line at most: three on one line were cut at both ends (review 25).
    QString offer = pendingShrink_->undoText;
    const qsizetype with = offer.indexOf(QStringLiteral(" GPUs with "));
    if (with >= 0) {
        const QString head = offer.left(with) + QStringLiteral(" GPUs");
        const QStringList changes = offer.mid(with + 11).split(QStringLiteral(", "));
        QStringList lines;
        for (qsizetype i = 0; i < changes.size(); i += 2) lines << changes.mid(i, 2).join(QStringLiteral(", "));
        offer = head + QStringLiteral("\nwith ") + lines.join(QStringLiteral(",\n"));
    }
    shrinkLink_->setText(tr("Use %1%2").arg(offer, memory));
    shrinkLink_->setToolTip(tr("Instead of the snapped GPU count: this layout on %1 GPUs, one undo step%2")
                                .arg(gpus)
                                .arg(memory.isEmpty() ? QString() : tr(". It would not fit in memory; the memory chart and the findings then say by how much.")));
    shrinkLink_->setVisible(true);
}

}  // namespace moe::ui
