#pragma once
// Picks the longest of several forms of a text that fits a width, so a title shortens by words
// ("Attention  TP 8 × CP 4 …" → "Attn TP8 CP4 …") instead of losing its end to an ellipsis.
#include <QFontMetrics>
#include <QStringList>

namespace moe::ui {

// The first of `longestFirst` no wider than `width`; the last one elided when none fits.
QString fittingText(const QStringList& longestFirst, const QFontMetrics& metrics, double width);

}  // namespace moe::ui
