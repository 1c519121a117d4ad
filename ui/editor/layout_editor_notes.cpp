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

// The mark sits above every field, so showing it would push the field being edited (and the
// ones under the pointer) down by its height, mid-edit: the view scrolls by that height instead,
// and the field stays where it was. The mark is then above the view, one scroll away.
void LayoutEditor::showNotesStaleMark(bool stale) {
    if (notesStale_->isVisibleTo(this) == stale) return;
    QWidget* focus = QApplication::focusWidget();
    QWidget* content = scroll_->widget();
    const bool editingBelow = focus && content->isAncestorOf(focus) && focus != notesStale_;
    const int before = editingBelow ? focus->mapTo(content, QPoint(0, 0)).y() : 0;
    notesStale_->setVisible(stale);
    if (!editingBelow) return;
    // Lay out now, from the mark's group up to the scrolled widget, to measure the move.
    for (QWidget* w = notesStale_->parentWidget(); w && w != scroll_->viewport(); w = w->parentWidget())
        if (w->layout()) w->layout()->activate();
    const int shift = focus->mapTo(content, QPoint(0, 0)).y() - before;
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
