#include "ui/editor/snap_slider.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionSlider>
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

void SnapSlider::paintEvent(QPaintEvent* /*event*/) {
    // Groove and handle by the style; the tick marks here, in the palette's muted text colour:
    // Fusion draws them a shade darker than the window, which vanishes in a dark scheme.
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    opt.subControls = QStyle::SC_SliderGroove | QStyle::SC_SliderHandle;
    QPainter p(this);
    style()->drawComplexControl(QStyle::CC_Slider, &opt, &p, this);
    if (tickPosition() != QSlider::NoTicks && maximum() > minimum()) {
        const int available = style()->pixelMetric(QStyle::PM_SliderSpaceAvailable, &opt, this);
        const int handleLength = style()->pixelMetric(QStyle::PM_SliderLength, &opt, this);
        const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
        const int top = groove.bottom() + 3, bottom = std::min(height() - 2, top + 4);
        p.setPen(QPen(palette().color(QPalette::PlaceholderText), 1));
        for (int v = minimum(); v <= maximum(); v += std::max(1, tickInterval())) {
            const int x = QStyle::sliderPositionFromValue(minimum(), maximum(), v, available) + handleLength / 2;
            p.drawLine(x, top, x, bottom);
        }
    }
    // Fusion's focus cue on a slider is a faint tint of the handle; a keyboard user needs to see
    // which slider the arrow keys move.
    if (!hasFocus()) return;
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
