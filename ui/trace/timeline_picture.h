#pragma once
// The trace timeline as an exported picture, drawn by the timeline's own paint code through the
// one drawing path of ui/export/image_export.h (PNG, SVG and PDF alike): every lane of the trace,
// not only those scrolled into view; the time window shown, or the selected range when there is
// one; and a legend of the kernel classes under the lanes.
#include <QColor>
#include <QSize>

#include "ui/trace/timeline_geometry.h"

class QPainter;

namespace moe::ui {

class TimelineView;

// The colour of a drawing class (the view, its picture and its legend share it).
[[nodiscard]] QColor timelineClassColor(TimelineClass c);

// Height of the class legend under the lanes, in pixels.
inline constexpr int kTimelineLegendHeight = 24;

// The picture of what `shown` shows: as wide as the view's lane header and plot, as tall as the
// ruler, every lane and the legend. Empty without a document.
[[nodiscard]] QSize timelinePictureSize(const TimelineView& shown);
// Paints that picture at `size` (timelinePictureSize) with the view's palette and font.
void paintTimelinePicture(QPainter& painter, QSize size, const TimelineView& shown);

}  // namespace moe::ui
