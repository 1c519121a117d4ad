#include "ui/window/focus_return.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace moe::ui {

FocusReturn::FocusReturn(QWidget* window) : QObject(window), window_(window) { qApp->installEventFilter(this); }

bool FocusReturn::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Hide || !watched->isWidgetType()) return false;
    const auto* dialog = qobject_cast<const QDialog*>(watched);
    if (dialog == nullptr || !dialog->isWindow() || !dialog->isModal() || window_.isNull()) return false;
    const QWidget* parent = dialog->parentWidget();
    if (parent == nullptr || parent->window() != window_.data()) return false;
    // After the dialog has gone: another modal dialog opened from the first keeps the keyboard.
    QTimer::singleShot(0, this, [this] {
        QWidget* window = window_.data();
        if (window == nullptr || QApplication::activeModalWidget() != nullptr || QApplication::activeWindow() == window)
            return;
        if (window->isVisible()) window->activateWindow();
    });
    return false;
}

}  // namespace moe::ui
