#include "ui/trace/timeline_cursor.h"

#include <algorithm>
#include <cmath>

namespace moe::ui {

void keepTimeInView(TimelineGeometry& g, double time, double marginPx) {
    // On a plot too narrow for two margins the cursor is centred instead.
    const double margin = std::min(marginPx, g.width() / 2.0);
    const double x = g.timeToX(time);
    if (x < margin)
        g.pan(margin - x);
    else if (x > g.width() - margin)
        g.pan(g.width() - margin - x);
}

bool bringCursorIntoView(TimelineCursor& cursor, const TimelineGeometry& g) {
    if (cursor.time >= g.viewBegin() && cursor.time <= g.viewEnd()) return false;
    cursor.time = (g.viewBegin() + g.viewEnd()) / 2;
    cursor.anchor.reset();
    return true;
}

void stepCursor(TimelineCursor& cursor, TimelineGeometry& g, int steps) {
    bringCursorIntoView(cursor, g);
    // At least one pixel a step, so a press always moves the cursor.
    const double step = std::max(g.nsPerPixel(), (g.viewEnd() - g.viewBegin()) / kCursorStepsPerView);
    cursor.time = std::clamp(cursor.time + steps * step, static_cast<double>(g.traceBegin()),
                             static_cast<double>(g.traceEnd()));
    keepTimeInView(g, cursor.time);
}

bool jumpCursorToEvent(TimelineCursor& cursor, TimelineGeometry& g, const LaneEvents& lane, int direction) {
    if (lane.size() == 0 || direction == 0) return false;
    // Whole ns: the cursor sits on an event's start exactly after a jump, so the next jump moves on.
    const auto at = static_cast<int64_t>(std::llround(cursor.time));
    int64_t target = 0;
    if (direction > 0) {
        const auto next = std::upper_bound(lane.start.begin(), lane.start.end(), at);
        if (next == lane.start.end()) return false;
        target = *next;
    } else {
        const auto next = std::lower_bound(lane.start.begin(), lane.start.end(), at);
        if (next == lane.start.begin()) return false;
        target = *(next - 1);
    }
    cursor.time = std::clamp(static_cast<double>(target), static_cast<double>(g.traceBegin()),
                             static_cast<double>(g.traceEnd()));
    keepTimeInView(g, cursor.time);
    return true;
}

void moveCursorLane(TimelineCursor& cursor, int delta, int lanes) {
    cursor.lane = lanes > 0 ? std::clamp(cursor.lane + delta, 0, lanes - 1) : 0;
}

int scrollToShowLane(const LaneLayout& layout, int lane, int lanes, int viewportHeight) {
    const int maxScroll = layout.maxScroll(lanes, viewportHeight);
    const int top = layout.laneTop(lane);  // at the current scroll
    int scroll = layout.scrollY;
    if (top < layout.top)
        scroll -= layout.top - top;
    else if (top + layout.laneHeight > viewportHeight)
        scroll += top + layout.laneHeight - viewportHeight;
    return std::clamp(scroll, 0, maxScroll);
}

std::optional<std::pair<int64_t, int64_t>> cursorSelection(const TimelineCursor& cursor, const TimelineGeometry& g) {
    if (!cursor.anchor) return std::nullopt;
    const auto clampNs = [&g](double t) {
        return std::clamp(static_cast<int64_t>(std::llround(t)), g.traceBegin(), g.traceEnd());
    };
    int64_t a = clampNs(*cursor.anchor);
    int64_t b = clampNs(cursor.time);
    if (a > b) std::swap(a, b);
    if (a == b) return std::nullopt;
    return std::make_pair(a, b);
}

}  // namespace moe::ui
