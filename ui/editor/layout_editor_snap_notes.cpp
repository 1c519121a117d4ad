// The layout editor's snap notes: why a typed size snapped, or why an arrow did nothing, said in a
// callout right under the field, where the user is looking.
#include <QApplication>
#include <QLabel>
#include <QTimer>
#include <QWidget>
#include <algorithm>

#include "ui/common/live_label.h"
#include "ui/editor/layout_editor.h"

namespace moe::ui {

namespace {
constexpr int kSnapNoteMs = 8000;
}  // namespace

void LayoutEditor::addSnapNote(const QString& path, QWidget* row) {
    // Over the rows below, not in the layout; the mouse goes through it to the field it covers.
    auto* note = new LiveLabel(this);
    note->setObjectName(QStringLiteral("editor.snapNote.") + path);
    note->setVisible(false);
    note->setAttribute(Qt::WA_TransparentForMouseEvents);
    note->setAutoFillBackground(true);
    note->setBackgroundRole(QPalette::ToolTipBase);
    note->setFrameShape(QFrame::Box);
    note->setMargin(3);
    snapNotes_.insert(path, note);
    snapAnchors_.insert(path, row);
    if (snapNoteTimer_ != nullptr) return;
    // Read, then gone: long enough for the sentence, not so long it hides the fields below.
    snapNoteTimer_ = new QTimer(this);
    snapNoteTimer_->setSingleShot(true);
    snapNoteTimer_->setInterval(kSnapNoteMs);
    connect(snapNoteTimer_, &QTimer::timeout, this, &LayoutEditor::hideSnapNotes);
    // Focus moving into a field a note covers: the note goes, the field is what the user wants.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (now == nullptr || !isAncestorOf(now)) return;
        const QRect field(now->mapTo(this, QPoint(0, 0)), now->size());
        for (QLabel* n : std::as_const(snapNotes_))
            if (!n->isHidden() && n->geometry().intersects(field)) {
                n->clear();
                n->setVisible(false);
            }
    });
}

void LayoutEditor::showSnapNote(const QString& path, const QString& text) {
    QLabel* note = snapNotes_.value(path);
    QWidget* row = snapAnchors_.value(path);
    if (note == nullptr || row == nullptr) return;
    setLiveText(note, text, true);
    const QPoint at = row->mapTo(this, QPoint(0, row->height() + 1));
    const int width = std::max(row->width(), 120);
    note->setGeometry(at.x(), at.y(), width, note->heightForWidth(width));
    note->raise();
    note->setVisible(true);
    if (snapNoteTimer_ != nullptr) snapNoteTimer_->start();
}

// A note explains one typed value: any later edit of the recipe makes it stale. The snapped
// value's own edit refreshes (and hides) the notes before the reason for it arrives.
void LayoutEditor::hideSnapNotes() {
    for (QLabel* note : std::as_const(snapNotes_)) {
        if (note->isHidden()) continue;
        note->clear();
        note->setVisible(false);
    }
}

}  // namespace moe::ui
