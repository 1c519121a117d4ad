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
    return insideTabbedAwayDock(static_cast<QWidget*>(watched));
}

}  // namespace moe::ui
