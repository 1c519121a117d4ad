#pragma once
// Value widgets in a scrolling form (spin boxes, combo boxes, sliders) take the mouse wheel only
// once they have keyboard focus. Unfocused, the wheel scrolls the enclosing scroll area instead:
// otherwise scrolling down the layout editor over a spin box silently edits the recipe (VPP 4 → 1).
#include <QWidget>

namespace moe::ui {

// Gives `widget` Qt::StrongFocus (a wheel no longer focuses it) and forwards its unfocused wheel
// events to the nearest enclosing QAbstractScrollArea (dropped when there is none).
void guardWheel(QWidget* widget);

// guardWheel for every spin box, combo box and slider under `root` (created so far).
void guardWheelInChildren(QWidget* root);

}  // namespace moe::ui
