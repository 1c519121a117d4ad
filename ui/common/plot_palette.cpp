#include "ui/common/plot_palette.h"

#include <QEvent>
#include <QObject>
#include <QPalette>
#include <qcustomplot.h>

#include <utility>

namespace moe::ui {
namespace {

class PaletteFollower : public QObject {
public:
    PaletteFollower(QCustomPlot* plot, std::function<void(const QPalette&)> extra)
        : QObject(plot), plot_(plot), extra_(std::move(extra)) {}

    void apply() {
        applyPalette(plot_, plot_->palette());
        if (extra_) extra_(plot_->palette());
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == plot_ && event->type() == QEvent::PaletteChange) {
            apply();
            plot_->replot(QCustomPlot::rpQueuedReplot);
        }
        return false;
    }

private:
    QCustomPlot* plot_;
    std::function<void(const QPalette&)> extra_;
};

}  // namespace

void applyPalette(QCustomPlot* plot, const QPalette& palette) {
    const QColor text = palette.color(QPalette::Text);
    const QColor mid = palette.color(QPalette::Mid);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(palette.brush(QPalette::Base));
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(text, 1));
            axis->setTickPen(QPen(text, 1));
            axis->setSubTickPen(QPen(text, 1));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(mid, 0, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    if (plot->legend) {
        plot->legend->setBrush(palette.brush(QPalette::Base));
        plot->legend->setTextColor(text);
        plot->legend->setBorderPen(QPen(mid));
    }
}

void followPalette(QCustomPlot* plot, std::function<void(const QPalette&)> extra) {
    auto* follower = new PaletteFollower(plot, std::move(extra));
    plot->installEventFilter(follower);
    follower->apply();
}

}  // namespace moe::ui
