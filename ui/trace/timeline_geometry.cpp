#include "ui/trace/timeline_geometry.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <numeric>

namespace moe::ui {

void TimelineGeometry::setTraceWindow(int64_t begin, int64_t end) {
    traceBegin_ = begin;
    traceEnd_ = std::max(end, begin + 1);
    fitAll();
}

void TimelineGeometry::setWidth(int pixels) {
    width_ = std::max(1, pixels);
    clamp();
}

void TimelineGeometry::fitAll() {
    viewBegin_ = static_cast<double>(traceBegin_);
    nsPerPixel_ = maxNsPerPixel();
}

double TimelineGeometry::maxNsPerPixel() const {
    return std::max(minNsPerPixel_, static_cast<double>(traceEnd_ - traceBegin_) / width_);
}

int64_t TimelineGeometry::xToTime(double x) const {
    return std::llround(viewBegin_ + x * nsPerPixel_);
}

int64_t TimelineGeometry::xToClampedTime(double x) const {
    return std::clamp(xToTime(x), traceBegin_, traceEnd_);
}

void TimelineGeometry::zoom(double factor, double anchorX) {
    if (!(factor > 0)) return;
    const double anchorTime = viewBegin_ + anchorX * nsPerPixel_;
    nsPerPixel_ = std::clamp(nsPerPixel_ / factor, minNsPerPixel_, maxNsPerPixel());
    viewBegin_ = anchorTime - anchorX * nsPerPixel_;
    clamp();
}

void TimelineGeometry::pan(double dx) {
    viewBegin_ -= dx * nsPerPixel_;
    clamp();
}

void TimelineGeometry::showRange(double begin, double end) {
    if (end < begin) std::swap(begin, end);
    nsPerPixel_ = std::clamp((end - begin) / width_, minNsPerPixel_, maxNsPerPixel());
    viewBegin_ = begin;
    clamp();
}

void TimelineGeometry::clamp() {
    nsPerPixel_ = std::clamp(nsPerPixel_, minNsPerPixel_, maxNsPerPixel());
    const double span = nsPerPixel_ * width_;
    const double begin = static_cast<double>(traceBegin_);
    const double end = static_cast<double>(traceEnd_);
    // A view wider than the trace (finest zoom on a tiny trace) starts at the trace begin.
    viewBegin_ = span >= end - begin ? begin : std::clamp(viewBegin_, begin, end - span);
}

int LaneLayout::laneAt(int y, int lanes) const {
    const int rel = y - top + scrollY;
    if (rel < 0) return -1;
    const int lane = rel / (laneHeight + gap);
    if (lane >= lanes || rel - lane * (laneHeight + gap) >= laneHeight) return -1;
    return lane;
}

void LaneEvents::add(int64_t s, int64_t e, TimelineClass c, uint32_t src) {
    start.push_back(s);
    end.push_back(std::max(e, s));
    cls.push_back(c);
    source.push_back(src);
}

void LaneEvents::finish() {
    const size_t n = start.size();
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return start[a] != start[b] ? start[a] < start[b] : end[a] < end[b]; });
    auto permute = [&](auto& v) {
        auto copy = v;
        for (size_t i = 0; i < n; ++i) v[i] = copy[order[i]];
    };
    permute(start);
    permute(end);
    permute(cls);
    permute(source);
    prefixMaxEnd.resize(n);
    for (auto& p : prefixDuration) p.assign(n + 1, 0);
    for (size_t i = 0; i < n; ++i) {
        prefixMaxEnd[i] = i == 0 ? end[i] : std::max(prefixMaxEnd[i - 1], end[i]);
        for (int c = 0; c < kTimelineClassCount; ++c)
            prefixDuration[c][i + 1] = prefixDuration[c][i] + (static_cast<int>(cls[i]) == c ? end[i] - start[i] : 0);
    }
}

int64_t LaneEvents::eventAt(int64_t t, int64_t tolerance) const {
    // Events that may cover t start at or before t; the prefix max end bounds how far back to look.
    const auto last = std::upper_bound(start.begin(), start.end(), t) - start.begin();
    int64_t best = -1;
    int64_t bestDistance = tolerance + 1;
    for (int64_t i = last - 1; i >= 0; --i) {
        if (prefixMaxEnd[i] < t - tolerance) break;  // nothing at or before i reaches t
        const int64_t distance = t < start[i] ? start[i] - t : (t > end[i] ? t - end[i] : 0);
        if (distance < bestDistance ||
            (distance == 0 && bestDistance == 0 && end[i] - start[i] < end[best] - start[best])) {
            best = i;
            bestDistance = distance;
        }
    }
    if (last < static_cast<int64_t>(size()) && start[last] - t < bestDistance) best = last;
    return best;
}

std::vector<DrawSpan> decimate(const LaneEvents& lane, const TimelineGeometry& g) {
    std::vector<DrawSpan> spans;
    const size_t n = lane.size();
    if (n == 0) return spans;
    const double viewBegin = g.viewBegin();
    const double viewEnd = g.viewEnd();
    const int width = g.width();
    // First event that can reach into the view: prefixMaxEnd is non-decreasing.
    size_t i = std::partition_point(lane.prefixMaxEnd.begin(), lane.prefixMaxEnd.end(),
                                    [&](int64_t e) { return static_cast<double>(e) <= viewBegin; }) -
               lane.prefixMaxEnd.begin();
    while (i < n && static_cast<double>(lane.start[i]) < viewEnd) {
        const double xs = g.timeToX(static_cast<double>(lane.start[i]));
        const int column = xs < 0 ? 0 : static_cast<int>(std::floor(xs));
        // Everything starting before the next column joins this span.
        const double columnEnd = viewBegin + (column + 1) * g.nsPerPixel();
        const size_t j = std::max(
            i + 1, static_cast<size_t>(
                       std::partition_point(lane.start.begin() + static_cast<std::ptrdiff_t>(i), lane.start.end(),
                                            [&](int64_t s) { return static_cast<double>(s) < columnEnd; }) -
                       lane.start.begin()));
        // The group's furthest end: exact when the group raised the running maximum; otherwise an
        // earlier event covers the group anyway, so one column suffices.
        const int64_t before = i > 0 ? lane.prefixMaxEnd[i - 1] : lane.start[i];
        const int64_t groupEnd = lane.prefixMaxEnd[j - 1] > before ? lane.prefixMaxEnd[j - 1] : lane.start[i];
        const int x1 =
            std::clamp(static_cast<int>(std::ceil(g.timeToX(static_cast<double>(groupEnd)))), column + 1, width);
        DrawSpan span{column, x1, lane.cls[i], static_cast<uint32_t>(j - i), static_cast<uint32_t>(i)};
        if (groupEnd > lane.start[i]) {
            int64_t total = 0;
            for (int c = 0; c < kTimelineClassCount; ++c) total += lane.prefixDuration[c][j] - lane.prefixDuration[c][i];
            const double drawnNs = (x1 - column) * g.nsPerPixel();
            span.busy = std::min(1.0, static_cast<double>(total) / drawnNs);
        } else if (lane.end[i] <= lane.start[i]) {
            span.busy = 0;  // a zero-length event (or group of them) marks a point in time, not work
        }
        if (j - i > 1) {
            auto summed = [&](int c) { return lane.prefixDuration[c][j] - lane.prefixDuration[c][i]; };
            int64_t bestDuration = summed(static_cast<int>(lane.cls[i]));
            for (int c = 0; c < kTimelineClassCount; ++c) {
                const int64_t d = summed(c);
                if (d > bestDuration) {
                    bestDuration = d;
                    span.cls = static_cast<TimelineClass>(c);
                }
            }
        }
        if (column < width) spans.push_back(span);
        i = j;
    }
    return spans;
}

RulerTicks rulerTicks(const TimelineGeometry& g, double pixelsPerTick) {
    RulerTicks out;
    const double span = g.viewEnd() - g.viewBegin();
    const double raw = span / std::max(1.0, g.width() / std::max(1.0, pixelsPerTick));
    const double mag = std::pow(10.0, std::floor(std::log10(std::max(raw, 1.0))));
    out.step = raw / mag < 2 ? 2 * mag : (raw / mag < 5 ? 5 * mag : 10 * mag);
    for (double t = std::ceil(g.viewBegin() / out.step) * out.step; t < g.viewEnd(); t += out.step) out.times.push_back(t);
    return out;
}

std::string formatTimelineTime(double ns, double step) {
    if (std::abs(ns) < 0.5) ns = 0;  // the first tick of a view that starts at −0.2 ns reads "0 ns", not "-0 ns"
    const double a = std::abs(ns);
    if (step > 0) {
        // Just the decimals in the value's own unit that neighbouring ticks need to differ (0.2 ms
        // ticks at 4 s read 4.2314 s, 4.2316 s; 2 ms ticks read "2 ms", not "2.000 ms").
        // Zero takes its neighbours' unit: "0 s" beside "5 s", not "0 ns".
        const double b = a > 0 ? a : step;
        const double unit = b >= 1e9 ? 1e9 : (b >= 1e6 ? 1e6 : (b >= 1e3 ? 1e3 : 1));
        const char* name = b >= 1e9 ? "s" : (b >= 1e6 ? "ms" : (b >= 1e3 ? "µs" : "ns"));
        if (unit > 1) {
            const int decimals = std::clamp(static_cast<int>(std::ceil(std::log10(unit / step) - 1e-9)), 0, 9);
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.*f %s", decimals, ns / unit, name);
            return buf;
        }
    }
    char buf[64];
    if (a >= 1e9) {
        std::snprintf(buf, sizeof buf, "%.3f s", ns / 1e9);
    } else if (a >= 1e6) {
        std::snprintf(buf, sizeof buf, "%.3f ms", ns / 1e6);
    } else if (a >= 1e3) {
        std::snprintf(buf, sizeof buf, "%.3f µs", ns / 1e3);
    } else {
        std::snprintf(buf, sizeof buf, "%.0f ns", ns);
    }
    return buf;
}

int filledHeight(const DrawSpan& span, int fullHeight) {
    if (span.busy >= 1.0) return fullHeight;
    return std::clamp(static_cast<int>(std::lround(span.busy * fullHeight)), std::min(2, fullHeight), fullHeight);
}

std::vector<FillBlock> fillBlocks(const std::vector<DrawSpan>& spans, int fullHeight) {
    std::vector<FillBlock> blocks;
    for (const DrawSpan& s : spans) {
        const int h = filledHeight(s, fullHeight);
        if (!blocks.empty() && blocks.back().x1 == s.x0 && blocks.back().cls == s.cls && blocks.back().height == h)
            blocks.back().x1 = s.x1;
        else
            blocks.push_back({s.x0, s.x1, s.cls, h});
    }
    return blocks;
}

}  // namespace moe::ui
