#pragma once
// WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative luminance of sRGB
// colours and the ratio between two, and the colour nearest a preferred one that reaches a ratio
// on a background, so that coloured text (deltas, callouts) stays legible on light and dark
// palettes alike. Pure.
#include <QColor>

namespace moe::ui {

// 0 (black) .. 1 (white); the colour's alpha is ignored.
double relativeLuminance(const QColor& colour);
// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 .. 21.
double contrastRatio(const QColor& a, const QColor& b);
// `over` (with its alpha) painted on the opaque `under`.
QColor composite(const QColor& over, const QColor& under);
// `preferred` when it reaches `minRatio` on `background`; else the same hue made lighter on a dark
// background (darker on a light one) just far enough, or the other way when that cannot reach it.
QColor legibleOn(const QColor& preferred, const QColor& background, double minRatio = 4.5);

}  // namespace moe::ui
