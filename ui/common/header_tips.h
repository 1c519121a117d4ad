#pragma once
// Column titles that do not fit their column end in "…" and show in full as a tooltip (issue 42:
// in a longer language "Memory levers" was cut at both ends, centred in a narrow column). A
// section whose model gives its own tooltip keeps it.
class QHeaderView;
class QWidget;

namespace moe::ui {

void elideHeaderWithTips(QHeaderView* header);
// The same for every header view under `root` (a window, a dialog, a dock).
void elideHeadersWithTips(QWidget* root);

}  // namespace moe::ui
