// LayoutEditor's text fields and notes: Ctrl+Z / Ctrl+Shift+Z in them is the studio's undo, and
// the notes are committed once per visit.
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QUndoStack>

#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

bool LayoutEditor::eventFilter(QObject* watched, QEvent* event) {
    // Ctrl+Z / Ctrl+Shift+Z in a text field is the studio's undo, as everywhere else: the typed
    // text is committed first (one step), so undo reverts it everywhere at once and redo works;
    // the field's own undo would revert the box alone and leave the heading and title behind.
    if (event->type() == QEvent::KeyPress && (watched == notes_ || qobject_cast<QLineEdit*>(watched))) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool undo = key->matches(QKeySequence::Undo);
        if (undo || key->matches(QKeySequence::Redo)) {
            if (watched == notes_) {
                if (notes_->toPlainText() != QString::fromStdString(state_->recipe().notes))
                    edit(QStringLiteral("notes"), notes_->toPlainText());
            } else {
                emit static_cast<QLineEdit*>(watched)->editingFinished();
            }
            undo ? state_->undoStack()->undo() : state_->undoStack()->redo();
            // refresh() leaves a focused field alone (not to fight the typing): this one shows
            // the recipe's value now.
            const Recipe& r = state_->recipe();
            const QSignalBlocker block(watched);
            if (watched == notes_) {
                notes_->setPlainText(QString::fromStdString(r.notes));
                notes_->moveCursor(QTextCursor::End);
            } else if (const QString path = controls_.key(static_cast<QWidget*>(watched)); !path.isEmpty()) {
                static_cast<QLineEdit*>(watched)->setText(lineEditText(r, path));
            }
            return true;
        }
    }
    // Notes are committed when the text box loses focus: one undo step per visit, not per key.
    if (watched == notes_ && event->type() == QEvent::FocusOut) {
        if (notes_->toPlainText() != QString::fromStdString(state_->recipe().notes))
            edit(QStringLiteral("notes"), notes_->toPlainText());
        notes_->document()->setModified(false);
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace moe::ui
