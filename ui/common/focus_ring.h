#pragma once
// A visible keyboard-focus frame over a view that paints itself (a QCustomPlot chart draws no focus
// of its own): a 2 px ring in the palette's highlight colour, shown while the view has focus. A child
// overlay, so exported pictures (which paint the view, not its children) never carry it.
#include <QWidget>

namespace moe::ui {

class FocusRing : public QWidget {
    Q_OBJECT
public:
    // Rings `target` (its child, sized with it) while it has focus.
    explicit FocusRing(QWidget* target);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace moe::ui
