#include "ui/window/tabbed_away_shortcuts.h"

#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QWidget>

#include "ui/common/panel_visibility.h"

namespace moe::ui {

TabbedAwayShortcuts::TabbedAwayShortcuts(QObject* parent) : QObject(parent) { qApp->installEventFilter(this); }

bool TabbedAwayShortcuts::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Shortcut || !watched->isWidgetType()) return false;
    // The dock, not the widget: a button merely scrolled out of its dock's view keeps its mnemonic.
    for (auto* w = static_cast<QWidget*>(watched); w != nullptr; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w)) return !dock->isFloating() && isTabbedAway(dock);
    return false;
}

}  // namespace moe::ui
