#pragma once
// Column titles that do not fit their column end in "…" and show in full as a tooltip (issue 42:
// in a longer language "Memory levers" was cut at both ends, centred in a narrow column). A
// section whose model gives its own tooltip keeps it.
class QFontMetrics;
class QHeaderView;
class QString;
class QWidget;

namespace moe::ui {

void elideHeaderWithTips(QHeaderView* header);
// The same for every header view under `root` (a window, a dialog, a dock).
void elideHeadersWithTips(QWidget* root);

// `title` broken into lines of at most `width` px: between words (a " · " stays with the word after
// it), a word wider than that after its '-', '_' or ':'. Lines past `maxLines` join the last one,
// which the header then elides; a line that already fits is kept as it is.
QString wrapHeaderTitle(const QString& title, const QFontMetrics& metrics, int width, int maxLines);

}  // namespace moe::ui
