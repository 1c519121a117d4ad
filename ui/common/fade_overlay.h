#pragma once
// A translucent veil over a widget whose contents are out of date (the Pareto plot of another
// recipe's search): the view stays readable but greyed, like a disabled table beside it.
// A QGraphicsOpacityEffect did this before; on QCustomPlot's buffered painting it drew the plot
// twice, offset, with doubled axis labels.
#include <QWidget>

namespace moe::ui {

class FadeOverlay : public QWidget {
    Q_OBJECT
public:
    // Covers `target` (its child, sized with it), hidden until setFaded(true).
    explicit FadeOverlay(QWidget* target);
    void setFaded(bool faded);
    [[nodiscard]] bool isFaded() const { return !isHidden(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace moe::ui
