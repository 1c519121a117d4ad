#pragma once
// The trace timeline's keyboard cursor, free of Qt so it is unit-tested by hand like
// TimelineGeometry: a time and a lane that the keys move, the view following it, and the fixed end of
// a window that Shift+arrows stretch. With it the timeline is read, zoomed and cut without a mouse
// (review 35: the timeline took no keyboard focus, so a window could only be selected by dragging).
#include <cstdint>
#include <optional>
#include <utility>

#include "ui/trace/timeline_geometry.h"

namespace moe::ui {

struct TimelineCursor {
    double time = 0;  // ns
    int lane = 0;
    // Where Shift+arrows began: the selection runs from here to `time`. Reset by a plain move.
    std::optional<double> anchor;
};

// An arrow press moves the cursor by this share of the visible window.
inline constexpr int kCursorStepsPerView = 20;
// The cursor is kept this many pixels inside the plot's edges (when the plot is wide enough).
inline constexpr double kCursorMarginPx = 24;

// Pans `g` the least that puts `time` inside the plot, `marginPx` from either edge where the plot
// is wide enough for that.
void keepTimeInView(TimelineGeometry& g, double time, double marginPx = kCursorMarginPx);

// A cursor outside the visible window (the user panned or zoomed with the mouse, or none was placed
// yet) moves to the window's middle, so the next key acts on what is seen. True when it moved.
bool bringCursorIntoView(TimelineCursor& cursor, const TimelineGeometry& g);

// Moves the cursor by `steps` twentieths of the visible window (negative: earlier), clamped to the
// trace, and pans so it stays in view.
void stepCursor(TimelineCursor& cursor, TimelineGeometry& g, int steps);

// Moves the cursor to the start of the lane's next event (direction > 0) or previous one
// (direction < 0) and pans to keep it in view. False (cursor unchanged) when there is none.
bool jumpCursorToEvent(TimelineCursor& cursor, TimelineGeometry& g, const LaneEvents& lane, int direction);

// Moves the cursor's lane by `delta`, clamped to [0, lanes).
void moveCursorLane(TimelineCursor& cursor, int delta, int lanes);

// The scrollY that shows `lane` whole, changing `layout.scrollY` the least (a viewport `viewportHeight`
// tall, lanes starting at layout.top).
[[nodiscard]] int scrollToShowLane(const LaneLayout& layout, int lane, int lanes, int viewportHeight);

// The window Shift+arrows have stretched, as whole ns [begin, end), clamped to the trace; nullopt
// while it is empty or no anchor is set.
[[nodiscard]] std::optional<std::pair<int64_t, int64_t>> cursorSelection(const TimelineCursor& cursor,
                                                                        const TimelineGeometry& g);

}  // namespace moe::ui
