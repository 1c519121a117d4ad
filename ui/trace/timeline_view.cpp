#include "ui/trace/timeline_view.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPolygon>
#include <QRegularExpression>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "ui/common/panel_format.h"
#include "ui/common/reading_order.h"
#include "ui/export/image_export.h"
#include "ui/help/context_help.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/timeline_picture.h"

namespace moe::ui {

namespace {

// A predicted event's name in the reader's language where it is a word: the predicted step (named
// as Kineto names a step, for the step-window logic) reads "predicted step"; kernel and pass codes
// ("F mb0 c1") stay as they are.
QString shownEventName(const TimelineLane& lane, const std::string& name) {
    if (lane.predicted && name.rfind("ProfilerStep#", 0) == 0)
        return QCoreApplication::translate("TraceLanes", "predicted step");
    // The simulated kernels keep a kernel's name in the data (and in an exported Chrome trace); on
    // screen their mark reads in the studio's language (pt review: "[predicted]").
    static const std::string kMark = " [predicted]";
    if (lane.predicted && name.size() > kMark.size() &&
        name.compare(name.size() - kMark.size(), kMark.size(), kMark) == 0)
        return QCoreApplication::translate("TraceLanes", "%1 [predicted]")
            .arg(QString::fromStdString(name.substr(0, name.size() - kMark.size())));
    return QString::fromStdString(name);
}

}  // namespace

QString passCodeMeaning(const QString& name) {
    // "F mb3 c1", or a merged step's "B mb0 c0 · F mb1 c0" (combined 1F1B).
    static const QRegularExpression code(QStringLiteral("\\b([FB]) mb(\\d+) c(\\d+)\\b"));
    QStringList parts;
    for (auto it = code.globalMatch(name); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        parts << (m.captured(1) == QLatin1String("F")
                      ? QCoreApplication::translate("TraceLanes", "forward of microbatch %1 on model chunk %2")
                      : QCoreApplication::translate("TraceLanes", "backward of microbatch %1 on model chunk %2"))
                     .arg(m.captured(2), m.captured(3));
    }
    return parts.join(QStringLiteral("; "));
}

QString shownLaneLabel(const TimelineLane& lane) {
    QString label = QString::fromStdString(lane.label);
    static const QString kRanges = QStringLiteral(" ranges");
    if (!lane.predicted && lane.kind == TimelineLane::Kind::GpuAnnotations && label.endsWith(kRanges))
        label = label.left(label.size() - kRanges.size() + 1) + QCoreApplication::translate("TraceLanes", "ranges");
    return label;
}
namespace {

QString formatNs(double ns) {
    return displayNumberText(QString::fromStdString(formatTimelineTime(ns)));
}

}  // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent), vscroll_(new QScrollBar(Qt::Vertical, this)) {
    setMouseTracking(true);
    setMinimumSize(kHeaderWidth + 100, 80);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    // Tab reaches the timeline, and a click gives it the keys (review 35: no keyboard way in).
    setFocusPolicy(Qt::StrongFocus);
    setProperty(kHelpTopicProperty, QStringLiteral("keys"));  // F1: the page that lists its keys
    setAccessibleName(tr("Trace timeline"));
    setAccessibleDescription(
        tr("Arrows move the cursor, Ctrl+arrows jump between kernels, Shift+arrows select a "
           "window, + and − zoom, 0 fits, Enter zooms to the window, Escape clears it."));
    vscroll_->setObjectName(QStringLiteral("timelineVerticalScrollBar"));
    vscroll_->hide();
    connect(vscroll_, &QScrollBar::valueChanged, this, [this](int value) {
        layout_.scrollY = value;
        update();
    });
    geometry_.setWidth(plotWidth());
}

QColor TimelineView::classColor(TimelineClass c) {
    return timelineClassColor(c);
}

int TimelineView::plotWidth() const {
    return std::max(1, width() - kHeaderWidth - (vscroll_->isVisibleTo(this) ? vscroll_->sizeHint().width() : 0));
}

void TimelineView::setDocument(TraceDocumentPtr doc) {
    doc_ = std::move(doc);
    selBegin_ = selEnd_ = 0;
    cursor_ = {};
    if (doc_) cursor_.time = static_cast<double>(doc_->begin);
    setProperty(kPreferredDockFocusProperty, doc_ != nullptr);
    layout_.scrollY = 0;
    relayout();
    if (doc_) geometry_.setTraceWindow(doc_->begin, doc_->end);
    update();
}

void TimelineView::relayout() {
    const int lanes = doc_ ? static_cast<int>(doc_->lanes.size()) : 0;
    const int maxScroll = layout_.maxScroll(lanes, height());
    {
        const QSignalBlocker block(vscroll_);  // the value is set from layout_, not the other way
        vscroll_->setRange(0, maxScroll);
        vscroll_->setPageStep(std::max(1, height() - layout_.top));
        vscroll_->setSingleStep(layout_.laneHeight + layout_.gap);
        layout_.scrollY = std::clamp(layout_.scrollY, 0, maxScroll);
        vscroll_->setValue(layout_.scrollY);
    }
    const int sw = vscroll_->sizeHint().width();
    vscroll_->setGeometry(width() - sw, kRulerHeight, sw, std::max(0, height() - kRulerHeight));
    vscroll_->setVisible(maxScroll > 0);
    // A view that showed the whole trace keeps showing all of it; a range the owner asked for
    // (showRange: "Shown: the measured span") keeps that range until the user zooms or pans
    // (review 22: the view widened to 770 ms under a header that said 480); otherwise the scale is
    // kept.
    const bool fitted = geometry_.viewBegin() <= static_cast<double>(geometry_.traceBegin()) &&
                        geometry_.viewEnd() >= static_cast<double>(geometry_.traceEnd());
    const auto sameView = [this](const std::pair<double, double>& range) {
        const double tolerance = 1e-6 * std::max(1.0, range.second - range.first);
        return std::abs(geometry_.viewBegin() - range.first) <= tolerance &&
               std::abs(geometry_.viewEnd() - range.second) <= tolerance;
    };
    const bool asked = shownRange_ && sameView(*shownRange_);
    geometry_.setWidth(plotWidth());
    if (asked) {
        geometry_.showRange(shownRange_->first, shownRange_->second);
        shownRange_ = {geometry_.viewBegin(), geometry_.viewEnd()};
    } else if (fitted) {
        geometry_.fitAll();
    }
    if (!asked) shownRange_.reset();
}

void TimelineView::fitAll() {
    geometry_.fitAll();
    update();
}

void TimelineView::showRange(int64_t begin, int64_t end) {
    geometry_.showRange(static_cast<double>(begin), static_cast<double>(std::max(end, begin + 1)));
    shownRange_ = {geometry_.viewBegin(), geometry_.viewEnd()};
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
    relayout();
}

void TimelineView::clampScroll() {
    const int lanes = doc_ ? static_cast<int>(doc_->lanes.size()) : 0;
    layout_.scrollY = std::clamp(layout_.scrollY, 0, layout_.maxScroll(lanes, height()));
    vscroll_->setValue(layout_.scrollY);  // valueChanged repaints
}

void TimelineView::paintRuler(QPainter& p) const {
    p.setPen(palette().color(QPalette::Text));
    const RulerTicks ticks = rulerTicks(geometry_);
    for (double t : ticks.times) {
        const int x = kHeaderWidth + static_cast<int>(geometry_.timeToX(t));
        p.drawLine(x, kRulerHeight - 4, x, kRulerHeight);
        p.drawText(x + 2, kRulerHeight - 5,
                   displayNumberText(QString::fromStdString(formatTimelineTime(t, ticks.step))));
    }
}

void TimelineView::paintSpans(QPainter& p, const TimelineLane& lane, int top) const {
    const int full = layout_.laneHeight - 2;
    const auto& rank = doc_->trace.ranks[lane.rankIndex];
    // Names go on after every block of the lane: short events nested in a long one (CPU ops inside
    // a ProfilerStep) would otherwise be drawn over its name ("Pro ilerStep#551").
    struct Label {
        QRect box;
        QString text;
        QColor pen;
    };
    std::vector<Label> labels;
    const std::vector<DrawSpan> spans = decimate(lane.events, geometry_);
    // Each run of touching blocks of one class is one faint band (the span's extent) and one
    // outline of the filled heights, and every shape of one colour is drawn in one go: an SVG
    // export then holds a few groups a lane instead of a styled group per pixel column (18 MB for
    // a predicted step).
    const std::vector<FillBlock> blocks = fillBlocks(spans, full);
    const int bottom = top + 1 + full;
    std::map<QRgb, QVector<QRect>> faintBands, solidRects;
    std::map<QRgb, std::vector<QPolygon>> outlines;
    for (size_t i = 0; i < blocks.size();) {
        size_t end = i + 1;
        while (end < blocks.size() && blocks[end].x0 <= blocks[end - 1].x1 && blocks[end].cls == blocks[i].cls) ++end;
        const QRgb color = classColor(blocks[i].cls).rgba();
        const int x0 = kHeaderWidth + blocks[i].x0, x1 = kHeaderWidth + blocks[end - 1].x1;
        const bool partlyIdle = std::any_of(blocks.begin() + static_cast<std::ptrdiff_t>(i),
                                            blocks.begin() + static_cast<std::ptrdiff_t>(end),
                                            [full](const FillBlock& b) { return b.height < full; });
        if (partlyIdle) faintBands[color].push_back(QRect(x0, top + 1, x1 - x0, full));
        if (!partlyIdle) {
            solidRects[color].push_back(QRect(x0, top + 1, x1 - x0, full));
        } else {
            QPolygon outline;
            outline << QPoint(x0, bottom);
            for (size_t k = i; k < end; ++k)
                outline << QPoint(kHeaderWidth + blocks[k].x0, bottom - blocks[k].height)
                        << QPoint(kHeaderWidth + blocks[k].x1, bottom - blocks[k].height);
            outline << QPoint(x1, bottom);
            outlines[color].push_back(std::move(outline));
        }
        i = end;
    }
    p.save();
    p.setPen(Qt::NoPen);
    for (const auto& [rgb, rects] : faintBands) {
        QColor faint = QColor::fromRgba(rgb);
        faint.setAlpha(45);
        p.setBrush(faint);
        p.drawRects(rects);
    }
    for (const auto& [rgb, rects] : solidRects) {
        p.setBrush(QColor::fromRgba(rgb));
        p.drawRects(rects);
    }
    for (const auto& [rgb, polygons] : outlines) {
        p.setBrush(QColor::fromRgba(rgb));
        for (const QPolygon& outline : polygons) p.drawPolygon(outline);
    }
    p.restore();
    for (const DrawSpan& s : spans) {
        // A block wide enough for a few letters carries its name (kernels, passes, ranges); a few
        // events drawn as one (a combined-1F1B step's forward and backward) carry all their names.
        const int x = kHeaderWidth + s.x0;
        const int w = s.x1 - s.x0;
        if (s.count <= 3 && filledHeight(s, full) == full && w >= kMinLabelledSpanWidth) {
            const QRect box(std::max(x, kHeaderWidth) + 3, top + 1, std::min(x + w, kHeaderWidth + geometry_.width()) - std::max(x, kHeaderWidth) - 6, full);
            if (box.width() < kMinLabelledSpanWidth - 6) continue;
            QStringList names;
            for (uint32_t k = 0; k < s.count; ++k)
                names << shownEventName(lane, doc_->trace.name(rank.events[lane.events.source[s.first + k]]));
            const QString name = names.join(QStringLiteral(" · "));
            labels.push_back(
                {box, p.fontMetrics().elidedText(name, Qt::ElideRight, box.width()), textColorOn(classColor(s.cls))});
        }
    }
    for (const Label& l : labels) {
        p.setPen(l.pen);
        p.drawText(l.box, Qt::AlignVCenter | Qt::AlignLeft, l.text);
    }
}

QColor TimelineView::textColorOn(const QColor& fill) {
    // Rec. 709 luma: dark text on light blocks, white on the saturated red/blue/green ones.
    const double luma = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luma > 0.55 ? QColor(0x10, 0x10, 0x10) : QColor(Qt::white);
}

void TimelineView::paintEvent(QPaintEvent*) {
    QElapsedTimer timer;
    timer.start();
    QPainter p(this);
    if (!doc_) {
        // At the top: the view may be taller than the dock shows (review 36 found it cut at the
        // dock's bottom edge at 1366x768).
        p.drawText(rect().adjusted(8, kRulerHeight, -8, 0), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                   tr("No trace loaded (File ▸ Open Trace…)"));
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
        // Elided in the middle so both ends stay readable ("predicted r0 … · expert GEMM"); the full
        // label is the lane's tooltip.
        p.drawText(QRect(4, top, kHeaderWidth - 8, layout_.laneHeight), Qt::AlignVCenter | Qt::AlignLeft,
                   p.fontMetrics().elidedText(shownLaneLabel(lane), Qt::ElideMiddle, kHeaderWidth - 8));
        p.setClipRect(kHeaderWidth, kRulerHeight, geometry_.width(), height() - kRulerHeight);
        paintSpans(p, lane, top);
        p.setClipping(false);
    }
    // A line between the lane groups of two ranks.
    p.setPen(palette().color(QPalette::Mid));
    for (int start : rankGroupStarts(doc_->lanes)) {
        const int y = layout_.laneTop(start) - 1;
        if (y > kRulerHeight && y < height()) p.drawLine(0, y, kHeaderWidth + geometry_.width(), y);
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
    paintKeyboardCursor(p);
    lastPaintMs_ = static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void TimelineView::paintKeyboardCursor(QPainter& p) const {
    if (!hasFocus() || isExportingImage(this)) return;
    const QColor highlight = palette().color(QPalette::Highlight);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(highlight, 2));
    p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    if (!doc_ || doc_->lanes.empty()) return;
    // The keys (review 37 did not find them): in full under the lane labels where the lanes leave
    // room (at 1280x800 the short form was cut: review 39), else short in the ruler's corner.
    p.setPen(palette().color(QPalette::Text));
    const int lanesBottom = layout_.laneTop(static_cast<int>(doc_->lanes.size()) - 1) + layout_.laneHeight + 6;
    // What the dock shows of the view, not its whole height (the dock scrolls a taller view).
    const QRect shown = visibleRegion().boundingRect();
    const int bottom = shown.isEmpty() ? height() : std::min(height(), shown.bottom() + 1);
    const QRect below(4, std::max(lanesBottom, kRulerHeight + 2), kHeaderWidth - 8, bottom - lanesBottom - 4);
    const QRect needed = p.fontMetrics().boundingRect(QRect(0, 0, below.width(), 10000), Qt::TextWordWrap, keyHint());
    if (below.height() >= needed.height()) {
        p.drawText(below, Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap, keyHint());
    } else {
        const QRect corner(4, 0, kHeaderWidth - 8, kRulerHeight);
        p.drawText(corner, Qt::AlignVCenter | Qt::AlignLeft,
                   p.fontMetrics().elidedText(shortKeyHint(), Qt::ElideRight, corner.width()));
    }
    p.setPen(QPen(highlight, 2));
    const int top = layout_.laneTop(cursor_.lane);
    if (top + layout_.laneHeight >= kRulerHeight && top <= height())
        p.drawRect(QRectF(1, top, kHeaderWidth - 3, layout_.laneHeight));
    const double x = geometry_.timeToX(cursor_.time);
    if (x < 0 || x > geometry_.width()) return;
    QPen line(highlight, 1, Qt::DashLine);
    p.setPen(line);
    const double px = kHeaderWidth + std::round(x) + 0.5;
    p.drawLine(QPointF(px, kRulerHeight), QPointF(px, height()));
    // A solid tick over the cursor's lane, so the lane and time read as one point.
    p.setPen(QPen(highlight, 3));
    p.drawLine(QPointF(px, std::max(top, kRulerHeight)), QPointF(px, top + layout_.laneHeight));
}

void TimelineView::wheelEvent(QWheelEvent* event) {
    if (!doc_) return;
    const int delta = event->angleDelta().y();
    // Alt+wheel, or the wheel over the lane labels, scrolls the lanes. (Qt turns Alt+wheel into a
    // horizontal delta on some platforms, so both axes count.)
    if ((event->modifiers() & Qt::AltModifier) || event->position().x() < kHeaderWidth) {
        const int d = delta != 0 ? delta : event->angleDelta().x();
        layout_.scrollY -= d / 4;
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
    // The keys go on from where the user clicked.
    if (event->position().x() >= kHeaderWidth)
        cursor_.time = static_cast<double>(geometry_.xToClampedTime(plotX(lastX_)));
    const int lane = layout_.laneAt(static_cast<int>(event->position().y()), static_cast<int>(doc_->lanes.size()));
    if (lane >= 0) cursor_.lane = lane;
    cursor_.anchor.reset();
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
    if (!doc_) return {};
    const int laneIndex = layout_.laneAt(pos.y(), static_cast<int>(doc_->lanes.size()));
    if (laneIndex < 0) return {};
    const auto& lane = doc_->lanes[static_cast<size_t>(laneIndex)];
    if (pos.x() < kHeaderWidth) {
        // The whole, unelided label; over the predicted passes, what their codes mean.
        const bool passes = lane.predicted && lane.events.size() > 0 &&
                            (lane.events.cls.front() == TimelineClass::ForwardPass ||
                             lane.events.cls.front() == TimelineClass::BackwardPass);
        const QString label = shownLaneLabel(lane).toHtmlEscaped();
        return passes ? label + QStringLiteral("<br>") +
                            tr("F: forward, B: backward, mb: microbatch, c: model chunk (virtual stage), from 0; "
                               "\"B mb0 c0 · F mb1 c0\" is one merged step of combined 1F1B")
                      : label;
    }
    const int64_t t = geometry_.xToTime(plotX(pos.x()));
    const auto tolerance = static_cast<int64_t>(std::ceil(2 * geometry_.nsPerPixel()));
    const int64_t i = lane.events.eventAt(t, tolerance);
    if (i < 0) return {};
    const auto& rank = doc_->trace.ranks[lane.rankIndex];
    const auto& e = rank.events[lane.events.source[static_cast<size_t>(i)]];
    const QString cls = trace::isGpuActivity(e.kind) ? QString::fromLatin1(trace::kernelClassName(doc_->classes.of(e)))
                                                     : QString::fromLatin1(trace::eventKindName(e.kind));
    // A simulated event says so: "rank 1, GPU 0, stream 3" read as measured (review 26).
    const bool predicted = lane.predicted;
    const QString where = predicted     ? tr("PP rank %1, predicted from the recipe (not measured)").arg(rank.rank)
                          : e.device >= 0 ? tr("rank %1, GPU %2, stream %3").arg(rank.rank).arg(e.device).arg(e.stream)
                                          : tr("rank %1, thread %2").arg(rank.rank).arg(e.stream);
    const QString name = shownEventName(lane, doc_->trace.name(e));
    // A pass code ("F mb3 c1") says what it is in words.
    const QString meaning = predicted ? passCodeMeaning(name) : QString();
    return tr("<b>%1</b><br>class: %2<br>%3<br>start: %4<br>duration: %5")
        .arg(meaning.isEmpty() ? name.toHtmlEscaped()
                               : QStringLiteral("%1</b><br>%2<b>").arg(name.toHtmlEscaped(), meaning.toHtmlEscaped()),
             cls, where, formatNs(static_cast<double>(e.start_ns)), formatNs(static_cast<double>(e.duration())));
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
