#include "ui/trace/timeline_picture.h"

#include <QPainter>
#include <algorithm>

#include "ui/trace/timeline_lanes.h"
#include "ui/trace/timeline_view.h"

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

QSize timelinePictureSize(const TimelineView& shown) {
    if (!shown.document()) return {};
    const int lanes = static_cast<int>(shown.document()->lanes.size());
    LaneLayout all = shown.laneLayout();
    all.scrollY = 0;
    const int lanesBottom = all.top + all.contentHeight(lanes) + 2;
    return {TimelineView::kHeaderWidth + shown.geometry().width(), lanesBottom + kTimelineLegendHeight};
}

void paintTimelinePicture(QPainter& painter, QSize size, const TimelineView& shown) {
    if (!shown.document() || size.isEmpty()) return;
    // A second view over the same document, tall enough for every lane, showing the same window
    // (or the selection): the view's own paint code draws the picture.
    TimelineView all;
    all.setAttribute(Qt::WA_DontShowOnScreen);
    all.setPalette(shown.palette());
    all.setFont(shown.font());
    all.setDocument(shown.document());
    all.resize(size.width(), size.height() - kTimelineLegendHeight);
    all.show();
    const TimelineGeometry& g = shown.geometry();
    if (shown.hasSelection())
        all.showRange(shown.selectionBegin(), shown.selectionEnd());
    else
        all.showRange(static_cast<int64_t>(g.viewBegin()), static_cast<int64_t>(g.viewEnd()));
    all.render(&painter, QPoint(0, 0), QRegion(), QWidget::DrawWindowBackground);

    // The legend: one swatch per class, named as the view's tooltips name them.
    const int top = size.height() - kTimelineLegendHeight;
    painter.fillRect(QRect(0, top, size.width(), kTimelineLegendHeight), shown.palette().color(QPalette::Window));
    painter.setFont(shown.font());
    const QFontMetrics fm(shown.font());
    int x = 8;
    for (int i = 0; i < kTimelineClassCount; ++i) {
        const auto cls = static_cast<TimelineClass>(i);
        const QString name = timelineClassLabel(cls);  // the reader's words (review 25: English here)
        painter.fillRect(QRect(x, top + 7, 10, 10), timelineClassColor(cls));
        painter.setPen(shown.palette().color(QPalette::WindowText));
        painter.drawText(QRect(x + 14, top, fm.horizontalAdvance(name) + 4, kTimelineLegendHeight),
                         Qt::AlignVCenter | Qt::AlignLeft, name);
        x += 14 + fm.horizontalAdvance(name) + 16;
    }
}

}  // namespace moe::ui
