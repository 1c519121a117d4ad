#pragma once
// The trace timeline as SVG, written from the pure geometry (TimelineGeometry, LaneLayout,
// decimate) through the studio's own SvgWriter (QtSvg is not a dependency): the time window the
// view shows, every lane (not only those scrolled into view), rank-group separators, the time
// ruler and a class legend. One <rect class="span-<class>"> per drawn span; a span of one event
// carries the kernel's name as its tooltip.
#include <QByteArray>
#include <QColor>

#include "ui/trace/timeline_geometry.h"
#include "ui/trace/trace_document.h"

namespace moe::ui {

// The colour of a drawing class (the view and the SVG share it).
[[nodiscard]] QColor timelineClassColor(TimelineClass c);

struct TimelineSvgLayout {
    int headerWidth = 150;  // lane labels left of the plot
    int rulerHeight = 18;   // time axis above the lanes
    int laneHeight = 18;
    int laneGap = 2;
    int legendHeight = 22;  // below the lanes
};

// The picture is headerWidth + g.width() wide and rulerHeight + 2 + lanes + legend tall.
[[nodiscard]] QByteArray timelineSvg(const TraceDocument& doc, const TimelineGeometry& g, const TimelineSvgLayout& layout = {});

}  // namespace moe::ui
