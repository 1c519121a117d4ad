#include "ui/search/pareto_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace moe::ui {

namespace {

bool keyOrder(const ParetoPoint& a, const ParetoPoint& b) {
    if (a.headroomGiB != b.headroomGiB) return a.headroomGiB < b.headroomGiB;
    if (a.throughput != b.throughput) return a.throughput < b.throughput;
    return a.index < b.index;
}

// A range around [lo, hi] with 5 % margins; a single value gets ±1 (or ±5 % of itself).
void padded(double lo, double hi, double& outLo, double& outHi) {
    double margin = (hi - lo) * 0.05;
    if (margin <= 0) margin = std::max(1.0, std::abs(hi) * 0.05);
    outLo = lo - margin;
    outHi = hi + margin;
}

}  // namespace

bool dominates(const ParetoPoint& a, const ParetoPoint& b) {
    return a.headroomGiB >= b.headroomGiB && a.throughput >= b.throughput &&
           (a.headroomGiB > b.headroomGiB || a.throughput > b.throughput);
}

std::vector<ParetoPoint> paretoFront(const std::vector<ParetoPoint>& points) {
    // Sweep from the most headroom down, keeping each point faster than everything with at least
    // as much headroom. Ties on headroom: the fastest first, so slower equals are dominated.
    std::vector<ParetoPoint> sorted = points;
    std::stable_sort(sorted.begin(), sorted.end(), [](const ParetoPoint& a, const ParetoPoint& b) {
        if (a.headroomGiB != b.headroomGiB) return a.headroomGiB > b.headroomGiB;
        return a.throughput > b.throughput;
    });
    std::vector<ParetoPoint> front;
    double best = -std::numeric_limits<double>::infinity();
    for (const ParetoPoint& p : sorted) {
        if (p.throughput > best) {
            front.push_back(p);
            best = p.throughput;
        }
    }
    std::reverse(front.begin(), front.end());
    return front;
}

ParetoGeometry ParetoGeometry::compute(const std::vector<ParetoPoint>& points) {
    ParetoGeometry g;
    g.points = points;
    std::sort(g.points.begin(), g.points.end(), keyOrder);
    g.front = paretoFront(points);
    if (g.points.empty()) return g;
    double vLo = g.points.front().throughput, vHi = vLo;
    for (const ParetoPoint& p : g.points) {
        vLo = std::min(vLo, p.throughput);
        vHi = std::max(vHi, p.throughput);
    }
    padded(g.points.front().headroomGiB, g.points.back().headroomGiB, g.keyMin, g.keyMax);
    padded(vLo, vHi, g.valueMin, g.valueMax);
    return g;
}

bool ParetoGeometry::onFront(int index) const {
    return std::any_of(front.begin(), front.end(), [index](const ParetoPoint& p) { return p.index == index; });
}

int ParetoGeometry::nearest(double key, double value, double pixelsPerKey, double pixelsPerValue, double radius) const {
    int best = -1;
    double bestDistance = 0;
    for (const ParetoPoint& p : points) {
        const double d = std::hypot((p.headroomGiB - key) * pixelsPerKey, (p.throughput - value) * pixelsPerValue);
        // Strictly nearer wins, so of coinciding points the first in plot order is picked.
        if (d <= radius && (best < 0 || d < bestDistance)) {
            bestDistance = d;
            best = p.index;
        }
    }
    return best;
}

}  // namespace moe::ui
