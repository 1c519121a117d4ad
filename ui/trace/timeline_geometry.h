#pragma once
// Coordinate math of the trace timeline, free of Qt so it is unit-tested by hand (hotspot style):
// time ↔ pixel with zoom around an anchor and pan, clamped to the trace window; lane layout; and
// decimation, which merges every run of events starting in one pixel column into one span so a
// lane of millions of events draws in O(pixels · log n).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace moe::ui {

// Drawing classes (colours) of timeline events.
// ForwardPass and BackwardPass colour the predicted timeline's passes ("F mb3 c1", "B mb0 c1"), so
// the 1F1B alternation reads at a glance.
enum class TimelineClass : uint8_t { Communication = 0, Compute = 1, Memory = 2, Other = 3, ForwardPass = 4, BackwardPass = 5 };
inline constexpr int kTimelineClassCount = 6;

class TimelineGeometry {
public:
    // Trace window [begin, end) in ns; an empty window is widened to 1 ns. Resets to fit-all.
    void setTraceWindow(int64_t begin, int64_t end);
    // Plot width in pixels (x = 0 is the plot's left edge; the view adds its lane header). Keeps
    // the visible begin and the scale, then clamps.
    void setWidth(int pixels);
    void fitAll();

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int64_t traceBegin() const { return traceBegin_; }
    [[nodiscard]] int64_t traceEnd() const { return traceEnd_; }
    [[nodiscard]] double viewBegin() const { return viewBegin_; }
    [[nodiscard]] double viewEnd() const { return viewBegin_ + nsPerPixel_ * width_; }
    [[nodiscard]] double nsPerPixel() const { return nsPerPixel_; }
    // Finest zoom: this many ns per pixel (1 ns default).
    [[nodiscard]] double minNsPerPixel() const { return minNsPerPixel_; }
    void setMinNsPerPixel(double ns) { minNsPerPixel_ = ns > 0 ? ns : 1.0; }

    [[nodiscard]] double timeToX(double t) const { return (t - viewBegin_) / nsPerPixel_; }
    // Nearest ns at plot x.
    [[nodiscard]] int64_t xToTime(double x) const;
    // Same, clamped to the trace window.
    [[nodiscard]] int64_t xToClampedTime(double x) const;

    // factor > 1 zooms in. The time under anchorX stays under anchorX unless clamping moves it.
    void zoom(double factor, double anchorX);
    // Moves the content by dx pixels (positive: content moves right, earlier times come in).
    void pan(double dx);
    // Shows [begin, end) (clamped), e.g. zoom to a selection.
    void showRange(double begin, double end);

private:
    void clamp();
    double maxNsPerPixel() const;

    int64_t traceBegin_ = 0;
    int64_t traceEnd_ = 1;
    int width_ = 1;
    double viewBegin_ = 0;
    double nsPerPixel_ = 1;
    double minNsPerPixel_ = 1;
};

// Vertical layout: lanes of equal height stacked under a top margin, scrolled by scrollY.
struct LaneLayout {
    int top = 0;
    int laneHeight = 20;
    int gap = 2;
    int scrollY = 0;

    [[nodiscard]] int laneTop(int lane) const { return top + lane * (laneHeight + gap) - scrollY; }
    [[nodiscard]] int contentHeight(int lanes) const { return lanes > 0 ? lanes * (laneHeight + gap) - gap : 0; }
    // Lane under y, or -1 (the margin, a gap, or past the last lane).
    [[nodiscard]] int laneAt(int y, int lanes) const;
    // Largest scrollY that still fills a viewport `viewportHeight` tall (0 when every lane fits).
    [[nodiscard]] int maxScroll(int lanes, int viewportHeight) const {
        const int over = top + contentHeight(lanes) - viewportHeight;
        return over > 0 ? over : 0;
    }
};

// Time-axis ticks for the visible window: a step of 1, 2 or 5 × 10^k ns giving about
// `pixelsPerTick` between ticks, and the multiples of it inside [viewBegin, viewEnd).
struct RulerTicks {
    double step = 1;
    std::vector<double> times;
};
[[nodiscard]] RulerTicks rulerTicks(const TimelineGeometry& g, double pixelsPerTick = 100);
// "12.500 µs", "3.000 ms", "250 ns": the tooltips' time format. With the ruler's tick step, as
// many decimals as tell neighbouring ticks apart ("4.2315 s" for 0.5 ms ticks).
[[nodiscard]] std::string formatTimelineTime(double ns, double step = 0);

// One lane's events, sorted by start, with prefix tables for decimation (built by finish()).
struct LaneEvents {
    std::vector<int64_t> start;
    std::vector<int64_t> end;
    std::vector<TimelineClass> cls;
    std::vector<uint32_t> source;  // caller's event index (e.g. into RankTrace::events)

    std::vector<int64_t> prefixMaxEnd;                                     // max end of [0, i]
    std::array<std::vector<int64_t>, kTimelineClassCount> prefixDuration;  // sum of durations of [0, i)

    void add(int64_t s, int64_t e, TimelineClass c, uint32_t src);
    // Sorts by (start, end) and builds the prefix tables.
    void finish();
    [[nodiscard]] size_t size() const { return start.size(); }
    // Index of the event covering t, else the nearest one within tolerance ns, else -1.
    [[nodiscard]] int64_t eventAt(int64_t t, int64_t tolerance) const;
};

struct DrawSpan {
    int x0 = 0;  // first pixel column (plot coordinates, clamped to [0, width))
    int x1 = 0;  // one past the last column; x1 > x0
    TimelineClass cls = TimelineClass::Other;
    uint32_t count = 1;  // events merged into this span
    uint32_t first = 0;  // index (into LaneEvents) of its first event
    // Share of the span's drawn time the events keep busy (summed durations over (x1 − x0) pixels'
    // worth of ns, at most 1): views draw it as the filled height, so a pixel that holds a hundred
    // short kernels with gaps between them is not drawn as solid work.
    double busy = 1;
    bool operator==(const DrawSpan&) const = default;
};

// Spans to draw for one lane at the current geometry. Events starting in the same pixel column
// merge into one span coloured by the class with the largest summed duration (ties: the first
// event's class); a span reaches the furthest end among its events (at least one pixel). Spans
// under an earlier event that already covers them count as fully busy.
[[nodiscard]] std::vector<DrawSpan> decimate(const LaneEvents& lane, const TimelineGeometry& g);

// What a lane's spans fill: the filled height of a span (its busy share of `fullHeight`, at least 2
// px so a sliver stays visible), and touching spans of one class and height as one block. A dense
// lane decimates to one span per pixel column; drawn one by one, an exported SVG of a predicted
// step held a rectangle per column and lane (18 MB).
struct FillBlock {
    int x0 = 0;
    int x1 = 0;
    TimelineClass cls = TimelineClass::Other;
    int height = 0;
    bool operator==(const FillBlock&) const = default;
};
[[nodiscard]] int filledHeight(const DrawSpan& span, int fullHeight);
[[nodiscard]] std::vector<FillBlock> fillBlocks(const std::vector<DrawSpan>& spans, int fullHeight);

}  // namespace moe::ui
