#include "ui/editor/snap_spin_box.h"

#include <QKeyEvent>
#include <QLineEdit>

#include <algorithm>
#include <iterator>

#include "ui/editor/layout_snapping.h"

namespace moe::ui {

SnapSpinBox::SnapSpinBox(QWidget* parent) : QSpinBox(parent) {
    // One valueChanged per deliberate value (arrow or Enter), not per keystroke: every change is
    // an undo step and a recompute.
    setKeyboardTracking(false);
    connect(this, &QAbstractSpinBox::editingFinished, this, &SnapSpinBox::snapTyped);
}

void SnapSpinBox::setAllowedValues(std::vector<int64_t> values) {
    if (values == allowed_) return;
    allowed_ = std::move(values);
    // The arrows' enabled state comes from stepEnabled(), which reads the list: repaint them.
    update();
}

void SnapSpinBox::stepBy(int steps) {
    if (allowed_.empty()) {
        QSpinBox::stepBy(steps);
        return;
    }
    const int64_t v = value();
    // Position relative to the list, so a value between two entries steps to the neighbour.
    auto it = steps > 0 ? std::upper_bound(allowed_.begin(), allowed_.end(), v)
                        : std::lower_bound(allowed_.begin(), allowed_.end(), v);
    int64_t index = std::distance(allowed_.begin(), it);
    index = steps > 0 ? index + steps - 1 : index + steps;
    index = std::clamp<int64_t>(index, 0, static_cast<int64_t>(allowed_.size()) - 1);
    setValue(static_cast<int>(allowed_[static_cast<size_t>(index)]));
    selectAll();
}

QAbstractSpinBox::StepEnabled SnapSpinBox::stepEnabled() const {
    if (allowed_.empty()) return QSpinBox::stepEnabled();
    StepEnabled e = StepNone;
    if (value() > allowed_.front()) e |= StepDownEnabled;
    if (value() < allowed_.back()) e |= StepUpEnabled;
    return e;
}

bool SnapSpinBox::event(QEvent* e) {
    if (e->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(e);
        const QKeyCombination combo = key->keyCombination();
        const bool redo = key->matches(QKeySequence::Redo) ||
                          combo == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z) ||
                          combo == QKeyCombination(Qt::ControlModifier, Qt::Key_Y);
        if (key->matches(QKeySequence::Undo) || redo) {
            // Typed text not yet committed is committed first, as one step of its own: undo then
            // reverts what the user sees in this box, not the edit of another field before it.
            if (lineEdit()->isModified()) {
                interpretText();
                emit editingFinished();
                lineEdit()->setModified(false);
            }
            e->ignore();  // not overridden: the window's Undo/Redo shortcut fires
            return true;
        }
    }
    return QSpinBox::event(e);
}

void SnapSpinBox::keyPressEvent(QKeyEvent* e) {
    if (!allowed_.empty() && !isReadOnly()) {
        const int key = e->key();
        const bool up = key == Qt::Key_Up || key == Qt::Key_PageUp;
        const bool down = key == Qt::Key_Down || key == Qt::Key_PageDown;
        // QAbstractSpinBox ignores a step its stepEnabled() refuses without a sound or a word.
        if ((up && !(stepEnabled() & StepUpEnabled)) || (down && !(stepEnabled() & StepDownEnabled))) {
            emit stepBlocked(up);
            e->accept();
            return;
        }
    }
    QSpinBox::keyPressEvent(e);
}

void SnapSpinBox::snapTyped() {
    if (allowed_.empty()) return;
    const int64_t typed = value();
    const int64_t result = snapToNearest(allowed_, typed);
    if (result == typed) return;
    setValue(static_cast<int>(result));
    emit snapped(typed, result);
}

}  // namespace moe::ui
