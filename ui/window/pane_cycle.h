#pragma once
// F6 and Shift+F6 move the keyboard from pane to pane (the editor, the grids, the memory chart, the
// findings, the bottom dock in front), as in Qt Creator and most IDEs: keyboard-only reviews (29,
// 31) needed 8 to 16 Tab presses from a dock back to the CP field, and asked for a way to jump.
#include <QObject>
#include <functional>
#include <vector>

class QMenu;
class QWidget;

namespace moe::ui {

class PaneCycle : public QObject {
    Q_OBJECT
public:
    // `panes` gives the panes in their order on screen, asked at each press (docks come and go).
    PaneCycle(QWidget* window, std::function<std::vector<QWidget*>()> panes);

    // Focuses the first control, in reading order, of the pane after (before) the one holding the
    // focus; from outside every pane, the first (last). Returns the control focused.
    QWidget* move(bool forward);
    // Next Pane (F6) and Previous Pane (Shift+F6), after a separator at the end of `menu`.
    void addActionsTo(QMenu* menu);

private:
    std::function<std::vector<QWidget*>()> panes_;
};

// The control a pane gives the keyboard: the pane itself where it takes focus (a grid, a chart,
// a table), else its first Tab stop in reading order; nullptr when it has none on screen.
[[nodiscard]] QWidget* paneEntry(QWidget* pane);

}  // namespace moe::ui
