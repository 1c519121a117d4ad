#include "ui/trace/timeline_svg.h"

#include <algorithm>
#include <array>

#include "ui/export/svg_writer.h"

namespace moe::ui {

QColor timelineClassColor(TimelineClass c) {
    switch (c) {
        case TimelineClass::Communication:
            return QColor(0xd6, 0x27, 0x28);  // red
        case TimelineClass::Compute:
            return QColor(0x1f, 0x77, 0xb4);  // blue
        case TimelineClass::Memory:
            return QColor(0x2c, 0xa0, 0x2c);  // green
        case TimelineClass::ForwardPass:
            return QColor(0x94, 0x67, 0xbd);  // purple
        case TimelineClass::BackwardPass:
            return QColor(0x8c, 0x56, 0x4b);  // brown
        case TimelineClass::Other:
            break;
    }
    return QColor(0x8c, 0x8c, 0x8c);
}

QByteArray timelineSvg(const TraceDocument& doc, const TimelineGeometry& g, const TimelineSvgLayout& layout) {
    const LaneLayout lanes{layout.rulerHeight + 2, layout.laneHeight, layout.laneGap, 0};
    const int count = static_cast<int>(doc.lanes.size());
    const double plotLeft = layout.headerWidth;
    const double width = plotLeft + g.width();
    const double lanesBottom = lanes.top + lanes.contentHeight(count);
    const double height = lanesBottom + layout.legendHeight;
    SvgWriter svg(QSizeF(width, height), QStringLiteral("Trace timeline"));
    const QColor text(0x20, 0x20, 0x20);
    const QColor faint(0xb0, 0xb0, 0xb0);

    const RulerTicks ticks = rulerTicks(g);
    for (double t : ticks.times) {
        const double x = plotLeft + g.timeToX(t);
        svg.line({x, layout.rulerHeight - 4.0}, {x, static_cast<double>(layout.rulerHeight)}, text);
        svg.line({x, static_cast<double>(lanes.top)}, {x, lanesBottom}, QColor(0xe8, 0xe8, 0xe8));
        svg.text({x + 2, layout.rulerHeight - 5.0}, QString::fromStdString(formatTimelineTime(t, ticks.step)), 10, SvgWriter::Anchor::Start, text);
    }
    for (int i = 0; i < count; ++i) {
        const auto& lane = doc.lanes[static_cast<size_t>(i)];
        const double top = lanes.laneTop(i);
        svg.rect(QRectF(0, top, plotLeft - 2, layout.laneHeight), QColor(0xf0, 0xf0, 0xf0), {}, QStringLiteral("lane-label"));
        svg.text({4, top + layout.laneHeight - 5.0}, QString::fromStdString(lane.label), 11, SvgWriter::Anchor::Start, text);
        const auto& rank = doc.trace.ranks[lane.rankIndex];
        for (const DrawSpan& s : decimate(lane.events, g)) {
            QString tip;
            if (s.count == 1) {
                const auto& e = rank.events[lane.events.source[s.first]];
                tip = QString::fromStdString(doc.trace.name(e));
            } else {
                tip = QStringLiteral("%1 events").arg(s.count);
            }
            // As on screen: the filled height is the busy share of the span, over a faint band.
            const double full = layout.laneHeight - 2;
            const double h = s.busy >= 1.0 ? full : std::clamp(s.busy * full, 2.0, full);
            if (h < full) {
                QColor band = timelineClassColor(s.cls);
                band.setAlpha(45);
                svg.rect(QRectF(plotLeft + s.x0, top + 1, s.x1 - s.x0, full), band, {}, QStringLiteral("extent"));
                tip += QStringLiteral(", %1 % busy").arg(qRound(100 * s.busy));
            }
            svg.rect(QRectF(plotLeft + s.x0, top + 1 + full - h, s.x1 - s.x0, h), timelineClassColor(s.cls), {},
                     QStringLiteral("span-") + QString::fromLatin1(timelineClassName(s.cls)).replace(QLatin1Char('/'), QLatin1Char('-')),
                     tip);
        }
    }
    for (int start : rankGroupStarts(doc.lanes)) {
        const double y = lanes.laneTop(start) - layout.laneGap / 2.0;
        svg.line({0, y}, {width, y}, faint);
    }
    double x = 4;
    const double y = lanesBottom + 6;
    // The legend lists the kernel classes, and the pass colours only where passes are drawn.
    std::array<bool, kTimelineClassCount> shown{true, true, true, true, false, false};
    for (const TimelineLane& lane : doc.lanes)
        for (TimelineClass c : lane.events.cls) shown[static_cast<size_t>(c)] = true;
    for (int c = 0; c < kTimelineClassCount; ++c) {
        const auto cls = static_cast<TimelineClass>(c);
        if (!shown[static_cast<size_t>(c)]) continue;
        svg.rect(QRectF(x, y, 10, 10), timelineClassColor(cls), {}, QStringLiteral("legend"));
        const QString name = QString::fromLatin1(timelineClassName(cls));
        svg.text({x + 14, y + 9}, name, 10, SvgWriter::Anchor::Start, text);
        x += 24 + 7.0 * name.size();
    }
    return svg.finish();
}

}  // namespace moe::ui
