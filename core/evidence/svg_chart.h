#pragma once
// Small self-contained SVG charts for the evidence report (no scripts, no external resources):
// a line chart of step time per printed iteration with the steady window shaded, and a grouped
// bar chart for A/B metrics. Pure functions of their inputs; text is XML-escaped.
#include <optional>
#include <string>
#include <vector>

namespace moe::evidence {

struct LinePoint {
    double x = 0;
    double y = 0;
};

struct LineChart {
    std::string title;
    std::string x_label;              // with its unit: "iteration (step)"
    std::string y_label;              // with its unit: "step time (ms)"
    std::vector<LinePoint> points;    // drawn in x order
    std::optional<double> band_from;  // shaded x range (the steady window)
    std::optional<double> band_to;
    // Points farther apart in x than this are not joined: the line breaks where the log printed
    // nothing, rather than suggesting values it never measured.
    std::optional<double> max_step;
    bool integer_x = false;  // x ticks at whole numbers only (iterations)
};

struct BarGroup {
    std::string label;           // metric, e.g. "step time (ms)"
    std::optional<double> a, b;  // missing bars are left out
};

struct BarChart {
    std::string title;
    std::string series_a = "A";
    std::string series_b = "B";
    std::vector<BarGroup> groups;  // each group is scaled to its own maximum (units differ)
};

std::string escapeXml(const std::string& text);
std::string renderLineChartSvg(const LineChart& chart, int width = 640, int height = 260);
std::string renderBarChartSvg(const BarChart& chart, int width = 640);

}  // namespace moe::evidence
