#pragma once
// The numbers behind the per-stage memory chart (pure, no widgets, testable by hand): stacked
// segment offsets in GiB, axis range, the HBM line, where the binding-stage callout goes, which
// segment a data-space point falls in, and each segment's tooltip (bytes and origins).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/memory/memory_model.h"

namespace moe::ui {

inline constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

// Stacking order, bottom to top: the steady state first, then what varies with the schedule.
inline constexpr std::array<MemoryCategory, 5> kStackOrder = {
    MemoryCategory::Weights, MemoryCategory::Grads, MemoryCategory::Optimizer, MemoryCategory::Activations,
    MemoryCategory::Overhead};

struct BarSegment {
    int stage = 0;  // pipeline stage; also the bar's key (x) on the chart
    MemoryCategory category = MemoryCategory::Weights;
    int64_t bytes = 0;
    double bottomGiB = 0;  // stacking offset: sum of the segments below
    double topGiB = 0;
    double left = 0;  // key-axis extent of the bar
    double right = 0;
};

// The part of a stage's bar above the usable-HBM line: drawn hatched, so "over" is not a colour.
struct OverflowPart {
    int stage = 0;
    double bottomGiB = 0;  // the HBM line
    double topGiB = 0;     // the stage total
    double left = 0;
    double right = 0;
};

struct MemoryBarGeometry {
    double barWidth = 0.6;
    std::vector<BarSegment> segments;  // stage-major, kStackOrder within a stage
    std::vector<double> stageTotalsGiB;
    double hbmGiB = 0;                 // usable HBM per GPU: the line bars are judged against
    int bindingStage = 0;
    bool fits = false;
    double keyMin = -0.5;              // key axis range: half a slot around the outer bars
    double keyMax = 0.5;
    double valueMax = 1;               // value axis: tallest of bars and HBM line, plus headroom
    double calloutKey = 0;             // binding-stage label anchor (bottom centre of the text)
    double calloutValue = 0;
    std::vector<OverflowPart> overflow;  // one per stage over the line

    // Margin above the tallest element, as a fraction of it, so the callout is never clipped.
    static constexpr double kHeadroom = 0.15;

    static MemoryBarGeometry compute(const MemoryReport& report, double barWidth = 0.6);

    // Index into `segments` of the segment containing (key, value), or -1.
    [[nodiscard]] int segmentAt(double key, double value) const;
    // Segment of one stage and category, or nullptr.
    [[nodiscard]] const BarSegment* segment(int stage, MemoryCategory category) const;
};

// Tooltip for a segment: category total, then its largest detail lines with their origins
// (at most `maxLines`, the rest summarised).
// Every how many stages the key axis gets a label: the smallest of 1, 2, 5, 10, 20, 50 ... at which
// labels `labelPx` wide with a gap of half a label fit along `axisPx` (16 stages at a 1280x720
// window ran "9101112131415" together).
int stageLabelStep(int stages, double axisPx, double labelPx);

std::string segmentTooltip(const StageMemory& stage, MemoryCategory category, int maxLines = 10);

}  // namespace moe::ui
