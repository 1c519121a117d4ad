#include "core/evidence/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace moe::evidence {
namespace {

std::string num(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string tick(double v) {
    char buf[64];
    if (std::fabs(v) >= 1000 || v == std::floor(v))
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// Tick values at 1, 2 or 5 times a power of ten, about `count` intervals over [lo, hi]; at least
// 1 apart when `integer`.
std::vector<double> niceTicks(double lo, double hi, int count, bool integer) {
    const double raw = (hi - lo) / count;
    double step = raw > 0 ? std::pow(10.0, std::floor(std::log10(raw))) : 1.0;
    for (double m : {2.0, 5.0, 10.0})
        if (step < raw) step = std::pow(10.0, std::floor(std::log10(raw))) * m;
    if (integer) step = std::max(1.0, std::round(step));
    std::vector<double> ticks;
    for (double v = std::ceil(lo / step - 1e-9) * step; v <= hi + 1e-9 * step; v += step) ticks.push_back(v);
    return ticks;
}

std::string text(double x, double y, const std::string& s, const char* anchor = "start", int size = 11) {
    return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-size=\"" + std::to_string(size) + "\" text-anchor=\"" +
           anchor + "\">" + escapeXml(s) + "</text>";
}

}  // namespace

std::string escapeXml(const std::string& s) {
    std::string out;
    out.reserve(s.size());
    for (char ch : s) {
        switch (ch) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                out += ch;
        }
    }
    return out;
}

std::string renderLineChartSvg(const LineChart& chart, int width, int height) {
    const double left = 64, right = 16, top = 28, bottom = 40;
    const double pw = width - left - right, ph = height - top - bottom;
    std::vector<LinePoint> pts = chart.points;
    std::sort(pts.begin(), pts.end(), [](const LinePoint& a, const LinePoint& b) { return a.x < b.x; });
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
                      std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " +
                      std::to_string(height) + "\" font-family=\"sans-serif\" role=\"img\">";
    svg += "<title>" + escapeXml(chart.title) + "</title>";
    svg += text(left, 18, chart.title, "start", 13);
    if (pts.empty()) return svg + text(left, top + ph / 2, "no data") + "</svg>";
    double x0 = pts.front().x, x1 = pts.back().x, y0 = pts.front().y, y1 = pts.front().y;
    for (const auto& p : pts) y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
    if (chart.band_from) x0 = std::min(x0, *chart.band_from);
    if (chart.band_to) x1 = std::max(x1, *chart.band_to);
    if (x1 == x0) x0 -= 1, x1 += 1;
    const double pad = (y1 - y0) > 0 ? 0.1 * (y1 - y0) : std::max(1.0, 0.05 * std::fabs(y1));
    y0 = std::max(0.0, y0 - pad), y1 += pad;
    auto sx = [&](double x) { return left + (x - x0) / (x1 - x0) * pw; };
    auto sy = [&](double y) { return top + ph - (y - y0) / (y1 - y0) * ph; };
    if (chart.band_from && chart.band_to) {
        const double bx0 = sx(*chart.band_from - 0.5 < x0 ? x0 : *chart.band_from - 0.5);
        const double bx1 = sx(*chart.band_to + 0.5 > x1 ? x1 : *chart.band_to + 0.5);
        svg += "<rect x=\"" + num(bx0) + "\" y=\"" + num(top) + "\" width=\"" + num(std::max(1.0, bx1 - bx0)) +
               "\" height=\"" + num(ph) + "\" fill=\"#dbeafe\"/>";
        svg += text((bx0 + bx1) / 2, top + 12, "steady window", "middle", 10);
    }
    svg += "<line x1=\"" + num(left) + "\" y1=\"" + num(top + ph) + "\" x2=\"" + num(left + pw) + "\" y2=\"" +
           num(top + ph) + "\" stroke=\"#333\"/>";
    svg += "<line x1=\"" + num(left) + "\" y1=\"" + num(top) + "\" x2=\"" + num(left) + "\" y2=\"" + num(top + ph) +
           "\" stroke=\"#333\"/>";
    for (double v : niceTicks(y0, y1, 4, false)) svg += text(left - 6, sy(v) + 4, tick(v), "end", 10);
    for (double v : niceTicks(x0, x1, 5, chart.integer_x)) svg += text(sx(v), top + ph + 14, tick(v), "middle", 10);
    svg += text(left + pw / 2, height - 6.0, chart.x_label, "middle");
    svg += "<text x=\"14\" y=\"" + num(top + ph / 2) +
           "\" font-size=\"11\" text-anchor=\"middle\" transform=\"rotate(-90 14 " + num(top + ph / 2) + ")\">" +
           escapeXml(chart.y_label) + "</text>";
    std::string path;
    for (size_t i = 0; i < pts.size(); ++i) {
        const bool gap = i > 0 && chart.max_step && pts[i].x - pts[i - 1].x > *chart.max_step;
        path += std::string(i == 0 ? "M" : gap ? " M" : " L") + num(sx(pts[i].x)) + " " + num(sy(pts[i].y));
    }
    svg += "<path d=\"" + path + "\" fill=\"none\" stroke=\"#1d4ed8\" stroke-width=\"1.5\"/>";
    for (const auto& p : pts)
        svg += "<circle cx=\"" + num(sx(p.x)) + "\" cy=\"" + num(sy(p.y)) + "\" r=\"2.5\" fill=\"#1d4ed8\"><title>" +
               tick(p.x) + ": " + tick(p.y) + "</title></circle>";
    return svg + "</svg>";
}

// A generous width for 11 px sans-serif text (0.62 em per character): a legend placed by it never
// overlaps its neighbour in the fonts browsers pick.
double textWidth(const std::string& s) { return 0.62 * 11.0 * static_cast<double>(s.size()); }

std::string renderBarChartSvg(const BarChart& chart, int width) {
    const double left = 220, right = 70, rowH = 44;
    // B's swatch after A's label, or on a line of its own when both do not fit (review 19: a long
    // run name ran into B's swatch at a fixed 120 px).
    const double bAfterA = left + 14 + textWidth(chart.series_a) + 18;
    const bool bBelow = bAfterA + 14 + textWidth(chart.series_b) > width - 8;
    const double bx = bBelow ? left : bAfterA, legendY = bBelow ? 40.0 : 26.0;
    const double top = bBelow ? 58 : 44;
    const double pw = width - left - right;
    const int height = static_cast<int>(top + rowH * static_cast<double>(chart.groups.size()) + 12);
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
                      std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " +
                      std::to_string(height) + "\" font-family=\"sans-serif\" role=\"img\">";
    svg += "<title>" + escapeXml(chart.title) + "</title>";
    svg += text(8, 18, chart.title, "start", 13);
    svg += "<rect x=\"" + num(left) + "\" y=\"26\" width=\"10\" height=\"10\" fill=\"#9ca3af\"/>" +
           text(left + 14, 35, chart.series_a);
    svg += "<rect x=\"" + num(bx) + "\" y=\"" + num(legendY) + "\" width=\"10\" height=\"10\" fill=\"#1d4ed8\"/>" +
           text(bx + 14, legendY + 9, chart.series_b);
    double y = top;
    for (const auto& g : chart.groups) {
        const double m = std::max(std::fabs(g.a.value_or(0)), std::fabs(g.b.value_or(0)));
        svg += text(left - 8, y + rowH / 2 + 2, g.label, "end");
        int i = 0;
        for (const auto& [v, color] : {std::pair{g.a, "#9ca3af"}, std::pair{g.b, "#1d4ed8"}}) {
            const double by = y + 4 + i * 17.0;
            ++i;
            // A value a side lacks is said where its bar would be, not left as an empty row that
            // reads as zero (review: B's missing TFLOP/s and memory bars looked like nothing).
            if (!v) {
                svg += text(left + 4, by + 11, "n/a (not measured)", "start", 10);
                continue;
            }
            const double w = m > 0 ? std::fabs(*v) / m * pw : 0;
            svg += "<rect x=\"" + num(left) + "\" y=\"" + num(by) + "\" width=\"" + num(w) +
                   "\" height=\"14\" fill=\"" + color + "\"/>";
            svg += text(left + w + 4, by + 11, tick(*v), "start", 10);
        }
        y += rowH;
    }
    return svg + "</svg>";
}

}  // namespace moe::evidence
