#pragma once
// The colours that carry meaning (a problem, a caution, a good outcome, a change) for the palette in
// use: the light scheme's mid-tones fall under WCAG's 4.5:1 on the dark scheme's greys (review: dark
// red "Refused" hard to read, Compare's deltas lightened to near-white by the contrast fallback), so
// the dark scheme gets lighter tones of the same hues, each >= 4.5:1 on its Base, Window and the
// "changed" cell (tests/ui/common/test_status_colours.cpp).
#include <QColor>
#include <QPalette>
#include <QString>

class QWidget;

namespace moe::ui {

enum class StatusTone { Problem, Caution, Good };

// Dark when the window colour is nearer black than white (relative luminance < 0.18).
bool isDarkPalette(const QPalette& palette);
// A tone for text on `palette`'s Base or Window.
QColor statusColour(StatusTone tone, const QPalette& palette);
// The same for the application's palette (item models, which have no widget).
QColor statusColour(StatusTone tone);
// The translucent background of a changed cell (Compare), over Base.
QColor changedCellColour(const QPalette& palette);
// `text` in bold, in the tone, for a rich-text label.
QString toneHtml(StatusTone tone, const QString& text, const QPalette& palette);
// Gives `widget`'s text the tone now and again whenever the colour scheme changes.
void followTone(QWidget* widget, StatusTone tone);

}  // namespace moe::ui
