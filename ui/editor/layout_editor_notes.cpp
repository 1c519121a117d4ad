// The layout editor's notes: the free-text box at the end of the editor, and the mark above every
// field that says they describe an earlier layout.
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include "ui/editor/layout_editor.h"

namespace moe::ui {

// The mark sits above every field but the name, model and GPU, so showing it would push every
// field below (the one being edited, the one under the pointer) down by its height: the view
// scrolls by that height instead, and those fields stay where they were (review: after a model
// pick the next click, aimed at the global batch, set the GPU count). The mark is then above the
// view, one scroll away, where the model picked a moment ago still shows it.
void LayoutEditor::showNotesStaleMark(bool stale) {
    if (notesStale_->isVisibleTo(this) == stale) return;
    QWidget* content = scroll_->widget();
    // Any field below the mark moves by the same height: the first one of the next group. A file
    // just opened keeps the editor at its top, name, model and GPU in view (reviews 23 and 24: it
    // opened scrolled past them); so does an editor not yet shown.
    QWidget* anchor = controls_.value(QStringLiteral("layout.world_size"));
    const bool anchored =
        anchor != nullptr && content->isAncestorOf(anchor) && isVisible() && !state_->resettingDocument();
    const int before = anchored ? anchor->mapTo(content, QPoint(0, 0)).y() : 0;
    notesStale_->setVisible(stale);
    if (!anchored) return;
    // Lay out now, from the mark's group up to the scrolled widget, to measure the move.
    for (QWidget* w = notesStale_->parentWidget(); w && w != scroll_->viewport(); w = w->parentWidget())
        if (w->layout()) w->layout()->activate();
    const int shift = anchor->mapTo(content, QPoint(0, 0)).y() - before;
    if (shift != 0) {
        scroll_->widget()->adjustSize();
        QScrollBar* bar = scroll_->verticalScrollBar();
        bar->setValue(bar->value() + shift);
    }
}

QWidget* LayoutEditor::buildNotesGroup() {
    auto* box = new QGroupBox(tr("Notes"));
    auto* column = new QVBoxLayout(box);
    notes_ = new QPlainTextEdit;
    notes_->setObjectName(QStringLiteral("editor.notes"));
    notes_->setPlaceholderText(tr("sources, why the layout deviates, …"));
    notes_->setMinimumHeight(fontMetrics().lineSpacing() * 4);
    notes_->setMaximumHeight(fontMetrics().lineSpacing() * 10);
    notes_->installEventFilter(this);
    notes_->setTabChangesFocus(true);  // Tab leaves the notes; they need no tab characters
    column->addWidget(notes_);
    return box;
}

}  // namespace moe::ui
