#pragma once
// Whether a dock panel is where the user can see it. Qt keeps the panels of tabbed-away dock
// widgets isVisible() — it only moves them off-screen — so a panel that works on every edit would
// keep computing and repainting behind the front tab. Such panels skip their work while tabbed
// away and catch up when their tab comes forward (MainWindow forwards QDockWidget::
// visibilityChanged to their catchUp()).
#include <QWidget>

namespace moe::ui {

// Shown by Qt but with nothing of it on screen: a dock behind another tab.
inline bool isTabbedAway(const QWidget* widget) { return widget->isVisible() && widget->visibleRegion().isEmpty(); }

}  // namespace moe::ui
