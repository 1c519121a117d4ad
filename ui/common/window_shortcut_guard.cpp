#include "ui/common/window_shortcut_guard.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace moe::ui {

WindowShortcutGuard::WindowShortcutGuard(QWidget* window, QList<QKeySequence> sequences, QWidget* except)
    : QObject(window), window_(window), sequences_(std::move(sequences)), except_(except) {
    qApp->installEventFilter(this);
}

bool WindowShortcutGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride) return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != window_ || (except_ && (widget == except_ || except_->isAncestorOf(widget))))
        return false;
    const QKeySequence pressed(static_cast<QKeyEvent*>(event)->keyCombination());
    for (const QKeySequence& s : sequences_)
        if (s.matches(pressed) == QKeySequence::ExactMatch) {
            event->ignore();  // not overridden: the shortcut map gives the key to the action
            return true;
        }
    return false;
}

}  // namespace moe::ui
