#pragma once
// QCustomPlot draws in its own fixed colours (white background, black axes) whatever the desktop
// palette says. followPalette() gives a plot the widget palette's colours — background from Base,
// axes, ticks, labels and legend text from Text, grid from Mid — now and on every later palette
// change (a light/dark switch of the desktop reaches the widgets as QEvent::PaletteChange), so
// every chart in the studio follows the system light/dark palette.
#include <functional>

class QCustomPlot;
class QPalette;

namespace moe::ui {

// `extra` restyles view-specific items (reference lines, highlights) with the same palette.
void followPalette(QCustomPlot* plot, std::function<void(const QPalette&)> extra = {});

// Applies the palette once (what followPalette does on each change).
void applyPalette(QCustomPlot* plot, const QPalette& palette);

}  // namespace moe::ui
