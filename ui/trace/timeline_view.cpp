#include "ui/trace/timeline_view.h"

#include <QElapsedTimer>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace moe::ui {
namespace {

QString formatNs(double ns) {
    const double a = std::abs(ns);
    if (a >= 1e9) return QStringLiteral("%1 s").arg(ns / 1e9, 0, 'f', 3);
    if (a >= 1e6) return QStringLiteral("%1 ms").arg(ns / 1e6, 0, 'f', 3);
    if (a >= 1e3) return QStringLiteral("%1 µs").arg(ns / 1e3, 0, 'f', 3);
    return QStringLiteral("%1 ns").arg(ns, 0, 'f', 0);
}

}  // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setMinimumSize(kHeaderWidth + 100, 80);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    geometry_.setWidth(std::max(1, width() - kHeaderWidth));
}

QColor TimelineView::classColor(TimelineClass c) {
    switch (c) {
        case TimelineClass::Communication:
            return QColor(0xd6, 0x27, 0x28);  // red
        case TimelineClass::Compute:
            return QColor(0x1f, 0x77, 0xb4);  // blue
        case TimelineClass::Memory:
            return QColor(0x2c, 0xa0, 0x2c);  // green
        case TimelineClass::Other:
            break;
    }
    return QColor(0x8c, 0x8c, 0x8c);
}

void TimelineView::setDocument(TraceDocumentPtr doc) {
    doc_ = std::move(doc);
    selBegin_ = selEnd_ = 0;
    layout_.scrollY = 0;
    if (doc_) geometry_.setTraceWindow(doc_->begin, doc_->end);
    update();
}

void TimelineView::fitAll() {
    geometry_.fitAll();
    update();
}

void TimelineView::clearSelection() {
    if (!hasSelection()) return;
    selBegin_ = selEnd_ = 0;
    emit selectionCleared();
    update();
}

void TimelineView::zoomToSelection() {
    if (!hasSelection()) return;
    geometry_.showRange(static_cast<double>(selBegin_), static_cast<double>(selEnd_));
    update();
}

void TimelineView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // A view that showed the whole trace keeps showing all of it; otherwise the scale is kept.
    const bool fitted = geometry_.viewBegin() <= static_cast<double>(geometry_.traceBegin()) &&
                        geometry_.viewEnd() >= static_cast<double>(geometry_.traceEnd());
    geometry_.setWidth(std::max(1, width() - kHeaderWidth));
    if (fitted) geometry_.fitAll();
    clampScroll();
}

void TimelineView::clampScroll() {
    const int lanes = doc_ ? static_cast<int>(doc_->lanes.size()) : 0;
    const int maxScroll = std::max(0, layout_.top + layout_.contentHeight(lanes) - height());
    layout_.scrollY = std::clamp(layout_.scrollY, 0, maxScroll);
}

void TimelineView::paintRuler(QPainter& p) const {
    p.setPen(palette().color(QPalette::Text));
    const double span = geometry_.viewEnd() - geometry_.viewBegin();
    // A tick step of 1, 2 or 5 × 10^k ns giving roughly 100 px between ticks.
    const double raw = span / std::max(1.0, geometry_.width() / 100.0);
    const double mag = std::pow(10.0, std::floor(std::log10(std::max(raw, 1.0))));
    const double step = raw / mag < 2 ? 2 * mag : (raw / mag < 5 ? 5 * mag : 10 * mag);
    for (double t = std::ceil(geometry_.viewBegin() / step) * step; t < geometry_.viewEnd(); t += step) {
        const int x = kHeaderWidth + static_cast<int>(geometry_.timeToX(t));
        p.drawLine(x, kRulerHeight - 4, x, kRulerHeight);
        p.drawText(x + 2, kRulerHeight - 5, formatNs(t));
    }
}

void TimelineView::paintEvent(QPaintEvent*) {
    QElapsedTimer timer;
    timer.start();
    QPainter p(this);
    if (!doc_) {
        p.drawText(rect(), Qt::AlignCenter, tr("No trace loaded (File ▸ Open Trace…)"));
        return;
    }
    paintRuler(p);
    const int lanes = static_cast<int>(doc_->lanes.size());
    const QColor header = palette().color(QPalette::AlternateBase);
    for (int i = 0; i < lanes; ++i) {
        const int top = layout_.laneTop(i);
        if (top + layout_.laneHeight < kRulerHeight || top > height()) continue;
        const auto& lane = doc_->lanes[static_cast<size_t>(i)];
        p.fillRect(0, top, kHeaderWidth - 2, layout_.laneHeight, header);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(4, top, kHeaderWidth - 8, layout_.laneHeight), Qt::AlignVCenter | Qt::AlignLeft,
                   QString::fromStdString(lane.label));
        p.setClipRect(kHeaderWidth, kRulerHeight, width() - kHeaderWidth, height() - kRulerHeight);
        for (const DrawSpan& s : decimate(lane.events, geometry_))
            p.fillRect(kHeaderWidth + s.x0, top + 1, s.x1 - s.x0, layout_.laneHeight - 2, classColor(s.cls));
        p.setClipping(false);
    }
    if (hasSelection() || drag_ == Drag::Select) {
        const double a = drag_ == Drag::Select ? plotX(dragStartX_) : geometry_.timeToX(static_cast<double>(selBegin_));
        const double b = drag_ == Drag::Select ? plotX(lastX_) : geometry_.timeToX(static_cast<double>(selEnd_));
        const int x0 = kHeaderWidth + static_cast<int>(std::clamp(std::min(a, b), 0.0, double(geometry_.width())));
        const int x1 = kHeaderWidth + static_cast<int>(std::clamp(std::max(a, b), 0.0, double(geometry_.width())));
        QColor sel = palette().color(QPalette::Highlight);
        sel.setAlpha(60);
        p.fillRect(x0, kRulerHeight, std::max(1, x1 - x0), height() - kRulerHeight, sel);
    }
    lastPaintMs_ = static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void TimelineView::wheelEvent(QWheelEvent* event) {
    if (!doc_) return;
    const int delta = event->angleDelta().y();
    if (event->modifiers() & Qt::AltModifier) {  // Alt+wheel scrolls the lanes
        layout_.scrollY -= delta / 4;
        clampScroll();
    } else {
        geometry_.zoom(std::pow(kWheelZoomPerStep, delta / 120.0), plotX(event->position().x()));
    }
    event->accept();
    update();
}

void TimelineView::mousePressEvent(QMouseEvent* event) {
    if (!doc_) return;
    const bool select = event->button() == Qt::RightButton ||
                        (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (select) {
        drag_ = Drag::Select;
    } else if (event->button() == Qt::LeftButton) {
        drag_ = Drag::Pan;
    } else {
        return;
    }
    dragStartX_ = lastX_ = event->position().x();
    event->accept();
}

void TimelineView::mouseMoveEvent(QMouseEvent* event) {
    const double x = event->position().x();
    if (drag_ == Drag::Pan) {
        geometry_.pan(x - lastX_);
        update();
    } else if (drag_ == Drag::Select) {
        update();
    }
    lastX_ = x;
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event) {
    const Drag drag = drag_;
    drag_ = Drag::None;
    lastX_ = event->position().x();
    if (drag != Drag::Select) return;
    int64_t a = geometry_.xToClampedTime(plotX(dragStartX_));
    int64_t b = geometry_.xToClampedTime(plotX(lastX_));
    if (a > b) std::swap(a, b);
    if (a == b) {
        clearSelection();
        update();
        return;
    }
    selBegin_ = a;
    selEnd_ = b;
    update();
    emit windowSelected(a, b);
}

QString TimelineView::toolTipAt(const QPoint& pos) const {
    if (!doc_ || pos.x() < kHeaderWidth) return {};
    const int laneIndex = layout_.laneAt(pos.y(), static_cast<int>(doc_->lanes.size()));
    if (laneIndex < 0) return {};
    const auto& lane = doc_->lanes[static_cast<size_t>(laneIndex)];
    const int64_t t = geometry_.xToTime(plotX(pos.x()));
    const auto tolerance = static_cast<int64_t>(std::ceil(2 * geometry_.nsPerPixel()));
    const int64_t i = lane.events.eventAt(t, tolerance);
    if (i < 0) return {};
    const auto& rank = doc_->trace.ranks[lane.rankIndex];
    const auto& e = rank.events[lane.events.source[static_cast<size_t>(i)]];
    const QString cls = trace::isGpuActivity(e.kind) ? QString::fromLatin1(trace::kernelClassName(doc_->classes.of(e)))
                                                     : QString::fromLatin1(trace::eventKindName(e.kind));
    const QString where = e.device >= 0 ? tr("rank %1, GPU %2, stream %3").arg(rank.rank).arg(e.device).arg(e.stream)
                                        : tr("rank %1, thread %2").arg(rank.rank).arg(e.stream);
    return tr("<b>%1</b><br>class: %2<br>%3<br>start: %4<br>duration: %5")
        .arg(QString::fromStdString(doc_->trace.name(e)).toHtmlEscaped(), cls, where,
             formatNs(static_cast<double>(e.start_ns)), formatNs(static_cast<double>(e.duration())));
}

bool TimelineView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

}  // namespace moe::ui
