#include "ui/editor/snap_slider.h"

#include <QPainter>
#include <QSignalBlocker>

#include <algorithm>

#include "ui/editor/layout_snapping.h"

namespace moe::ui {

SnapSlider::SnapSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {
    setTracking(true);
    setPageStep(1);
    setTickPosition(QSlider::TicksBelow);
    setTickInterval(1);
    connect(this, &QSlider::valueChanged, this, [this](int position) {
        if (position >= 0 && position < static_cast<int>(stops_.size())) emit valueChosen(stops_[static_cast<size_t>(position)]);
    });
}

void SnapSlider::setStops(std::vector<int64_t> stops, int64_t current) {
    const QSignalBlocker block(this);
    if (stops != stops_) {
        stops_ = std::move(stops);
        setRange(0, std::max(0, static_cast<int>(stops_.size()) - 1));
    }
    const int64_t nearest = snapToNearest(stops_, current);
    const auto it = std::lower_bound(stops_.begin(), stops_.end(), nearest);
    setValue(static_cast<int>(std::distance(stops_.begin(), it)));
}

void SnapSlider::paintEvent(QPaintEvent* event) {
    QSlider::paintEvent(event);
    if (!hasFocus()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 3, 3);
}

int64_t SnapSlider::chosenValue() const {
    const int p = value();
    return p >= 0 && p < static_cast<int>(stops_.size()) ? stops_[static_cast<size_t>(p)] : 0;
}

}  // namespace moe::ui
