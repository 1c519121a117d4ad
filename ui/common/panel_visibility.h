#pragma once
// Whether a dock panel is where the user can see it. Qt keeps the panels of tabbed-away dock
// widgets isVisible() — it only moves them off-screen — so a panel that works on every edit would
// keep computing and repainting behind the front tab. Such panels skip their work while tabbed
// away and catch up when their tab comes forward (MainWindow forwards QDockWidget::
// visibilityChanged to their catchUp()).
#include <QDockWidget>
#include <QWidget>

namespace moe::ui {

// Shown by Qt but with nothing of it on screen: a dock behind another tab.
inline bool isTabbedAway(const QWidget* widget) { return widget->isVisible() && widget->visibleRegion().isEmpty(); }

// Whether `widget` belongs to a docked panel behind another tab. The dock, not the widget: a
// control merely scrolled out of its dock's view keeps its mnemonic and its place in the Tab order.
inline bool insideTabbedAwayDock(const QWidget* widget) {
    for (const QWidget* w = widget; w != nullptr; w = w->parentWidget())
        if (const auto* dock = qobject_cast<const QDockWidget*>(w)) return !dock->isFloating() && isTabbedAway(dock);
    return false;
}

}  // namespace moe::ui
