#pragma once
// Where the main areas of a screenshot are, for checks that look at the picture itself
// (tests/app/test_studio_screenshots.cpp): written next to the PNG by --screenshot-map.
#include <QJsonObject>

class QWidget;

namespace moe::studio {

// {"grid": {"rect": [x, y, w, h]}, "chart": {"rect": [...], "plot_area": [...], "x_label": "...",
//  "y_label": "...", "x_ticks": ["0", ...]}} in window pixels; an area not shown is left out.
QJsonObject screenshotMap(const QWidget& window);

}  // namespace moe::studio
