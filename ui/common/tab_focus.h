#pragma once
// Tab moves focus between controls everywhere: tables and lists do not use Tab to walk their
// cells (arrows do that), and plain-text editors do not type a tab character. Without this, Tab
// enters the findings table or the Notes editor and never leaves, and the keyboard cannot reach
// the controls after it. Scroll areas that merely hold a form are no focus stops either.
class QWidget;

namespace moe::ui {

// For every item view and text editor under `root` (root included), created so far.
void releaseTabKey(QWidget* root);

}  // namespace moe::ui
