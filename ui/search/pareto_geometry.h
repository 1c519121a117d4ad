#pragma once
// The Pareto plot's data in plot order: memory headroom (GiB, key) against throughput
// (tokens/s/GPU, value), both "more is better". QCPGraph wants its data sorted by key, so every
// list here is sorted by headroom; the front is the non-dominated subset, which along increasing
// headroom has strictly falling throughput. Pure: the search panel draws it, tests check it.
#include <vector>

namespace moe::ui {

struct ParetoPoint {
    double headroomGiB = 0;
    double throughput = 0;
    int index = 0;  // the caller's index (row in the results)
    bool operator==(const ParetoPoint&) const = default;
};

// True when `a` is at least as good as `b` on both axes and better on one.
bool dominates(const ParetoPoint& a, const ParetoPoint& b);

// The non-dominated points, sorted by headroom ascending (throughput then descends). Of exact
// duplicates the first in input order is kept.
std::vector<ParetoPoint> paretoFront(const std::vector<ParetoPoint>& points);

struct ParetoGeometry {
    std::vector<ParetoPoint> points;  // every point, sorted by headroom, then throughput, then index
    std::vector<ParetoPoint> front;   // paretoFront(points)
    double keyMin = 0, keyMax = 1;    // axis ranges with a margin, never empty
    double valueMin = 0, valueMax = 1;

    static ParetoGeometry compute(const std::vector<ParetoPoint>& points);
    [[nodiscard]] bool onFront(int index) const;
    // The point (its caller index) nearest to (key, value) within `radius` pixels, given the axes'
    // pixels per unit; -1 when none is that close.
    [[nodiscard]] int nearest(double key, double value, double pixelsPerKey, double pixelsPerValue,
                              double radius) const;
};

}  // namespace moe::ui
