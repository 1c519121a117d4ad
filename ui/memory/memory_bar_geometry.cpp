#include "ui/memory/memory_bar_geometry.h"

#include <QString>
#include <algorithm>

#include "ui/common/panel_format.h"

namespace moe::ui {

namespace {

int64_t categoryBytes(const StageMemory& s, MemoryCategory c) {
    switch (c) {
        case MemoryCategory::Weights: return s.weights_bytes;
        case MemoryCategory::Grads: return s.grads_bytes;
        case MemoryCategory::Optimizer: return s.optimizer_bytes;
        case MemoryCategory::Activations: return s.activation_bytes;
        case MemoryCategory::Overhead: return s.overhead_bytes;
    }
    return 0;
}

// Shown in a tooltip: the display locale's decimal separator ("12,34 GiB" in pt_BR).
std::string gib(int64_t bytes) {
    return formatDecimal(static_cast<double>(bytes) / kBytesPerGiB, 2).toStdString() + " GiB";
}

}  // namespace

int stageLabelStep(int stages, double axisPx, double labelPx) {
    if (stages <= 1 || labelPx <= 0) return 1;
    const double slot = 1.5 * labelPx;
    for (int decade = 1;; decade *= 10)
        for (int m : {1, 2, 5}) {
            const int step = m * decade;
            const int labels = (stages + step - 1) / step;
            if (step >= stages || labels * slot <= axisPx) return step;
        }
}

MemoryBarGeometry MemoryBarGeometry::compute(const MemoryReport& report, double barWidth) {
    MemoryBarGeometry g;
    g.barWidth = barWidth;
    g.hbmGiB = static_cast<double>(report.hbm_bytes) / kBytesPerGiB;
    g.bindingStage = report.binding_stage;
    g.fits = report.fits;
    const int n = static_cast<int>(report.stages.size());
    g.keyMin = -0.5;
    g.keyMax = std::max(0, n - 1) + 0.5;
    double tallest = g.hbmGiB;
    for (int i = 0; i < n; ++i) {
        const StageMemory& s = report.stages[static_cast<size_t>(i)];
        double offset = 0;
        for (MemoryCategory c : kStackOrder) {
            BarSegment seg;
            seg.stage = i;
            seg.category = c;
            seg.bytes = categoryBytes(s, c);
            seg.bottomGiB = offset;
            offset += static_cast<double>(seg.bytes) / kBytesPerGiB;
            seg.topGiB = offset;
            seg.left = i - barWidth / 2;
            seg.right = i + barWidth / 2;
            g.segments.push_back(seg);
        }
        g.stageTotalsGiB.push_back(offset);
        tallest = std::max(tallest, offset);
        if (offset > g.hbmGiB) g.overflow.push_back({i, g.hbmGiB, offset, i - barWidth / 2, i + barWidth / 2});
    }
    // The callout sits just above the binding bar, or above the HBM line when the bar is below it
    // and the label would otherwise cross the line.
    const double bindingTop = n > 0 ? g.stageTotalsGiB[static_cast<size_t>(std::clamp(g.bindingStage, 0, n - 1))] : 0;
    const double gap = tallest * 0.02;
    g.calloutKey = std::clamp(g.bindingStage, 0, std::max(0, n - 1));
    g.calloutValue = std::max(bindingTop, g.hbmGiB) + gap;
    g.valueMax = tallest > 0 ? tallest * (1 + kHeadroom) : 1;
    return g;
}

int MemoryBarGeometry::segmentAt(double key, double value) const {
    for (size_t i = 0; i < segments.size(); ++i) {
        const BarSegment& s = segments[i];
        // Zero-height segments cannot be hovered: there is nothing drawn.
        if (key >= s.left && key <= s.right && value >= s.bottomGiB && value < s.topGiB) return static_cast<int>(i);
    }
    return -1;
}

const BarSegment* MemoryBarGeometry::segment(int stage, MemoryCategory category) const {
    for (const BarSegment& s : segments)
        if (s.stage == stage && s.category == category) return &s;
    return nullptr;
}

std::string segmentTooltip(const StageMemory& stage, MemoryCategory category, int maxLines) {
    std::string text = "Stage " + std::to_string(stage.stage) + " — " + toString(category) + ": " +
                       gib(categoryBytes(stage, category)) + " (" + std::to_string(categoryBytes(stage, category)) +
                       " B)";
    std::vector<const MemoryLine*> lines;
    for (const MemoryLine& line : stage.detail)
        if (line.category == category && line.bytes != 0) lines.push_back(&line);
    std::stable_sort(lines.begin(), lines.end(), [](const MemoryLine* a, const MemoryLine* b) { return a->bytes > b->bytes; });
    const size_t shown = std::min(lines.size(), static_cast<size_t>(std::max(0, maxLines)));
    for (size_t i = 0; i < shown; ++i) {
        const MemoryLine& l = *lines[i];
        text += "\n• " + std::string(l.name);
        if (*l.group) text += " [" + std::string(l.group) + "]";
        text += ": " + gib(l.bytes);
        if (*l.origin) text += " — " + std::string(l.origin);
    }
    if (lines.size() > shown) {
        int64_t rest = 0;
        for (size_t i = shown; i < lines.size(); ++i) rest += lines[i]->bytes;
        text += "\n• … " + std::to_string(lines.size() - shown) + " more lines: " + gib(rest);
    }
    return text;
}

}  // namespace moe::ui
