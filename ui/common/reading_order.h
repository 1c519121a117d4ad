#pragma once
// Tab order as the eye reads a panel: rows from the top, left to right in a row. Qt's default
// order is the order the widgets were made in, which in a panel built row by row in code drifted
// from the screen (Search went Top → Fix → … → Search; Compare reached the pins before
// "Pin current": issue 41).
#include <QObject>
#include <QRect>
#include <vector>

class QWidget;

namespace moe::ui {

// The indices of `rects` in reading order. A rect joins the row of the topmost rect not yet placed
// when it starts above that rect's middle; a row is read by its left edges.
[[nodiscard]] std::vector<int> readingOrder(const std::vector<QRect>& rects);

// The controls under `root` that Tab stops at and that are visible, in the focus chain's order
// (a spin box's inner line edit counts as its spin box).
[[nodiscard]] std::vector<QWidget*> tabStops(QWidget* root);

// A widget with this property true takes the keys when its panel is called up (Ctrl+1…7) ahead of
// the panel's first control in reading order.
inline constexpr const char* kPreferredDockFocusProperty = "preferredDockFocus";
// The visible, enabled widget under `root` that asks for the keys (kPreferredDockFocusProperty), or
// nullptr: Ctrl+1…7 and F6 enter a panel there.
[[nodiscard]] QWidget* preferredFocusIn(QWidget* root);
// Where the keys enter a panel: preferredFocusIn(root), else its first tab stop in reading order;
// nullptr when it has none.
[[nodiscard]] QWidget* panelEntryControl(QWidget* root);

// tabStops(root) in reading order (readingOrder of their places in `root`).
[[nodiscard]] std::vector<QWidget*> tabStopsInReadingOrder(QWidget* root);

// Tab and Shift+Tab between the controls under `root` go in reading order; past the last (or
// before the first) they leave `root` as Qt's focus chain would. The chain itself is left alone:
// reordering it with QWidget::setTabOrder around compound widgets (spin boxes) corrupted it in
// Qt 6.4 (a use after free when the panel was destroyed).
class ReadingTabOrder : public QObject {
    Q_OBJECT
public:
    explicit ReadingTabOrder(QWidget* root);

    // The control Tab (forward) or Shift+Tab goes to from `from`, a control under `root` or a
    // part of one; nullptr when the key leaves `root` or `from` is not under it.
    [[nodiscard]] QWidget* neighbour(QWidget* from, bool forward) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Focus arriving from outside `root` by Tab (Shift+Tab) goes to the first (last) control in
    // reading order.
    void focusEntered(QWidget* old, QWidget* now);

    QWidget* root_;
    int entering_ = 0;  // +1 / -1 while a Tab / Shift+Tab from outside is being handled
};

}  // namespace moe::ui
