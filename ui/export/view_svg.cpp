#include "ui/export/view_svg.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/export/svg_writer.h"
#include "ui/estimate/step_breakdown_model.h"

namespace moe::ui {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("moe::ui::ViewSvg", text);
}

const QColor kAxis(0x55, 0x55, 0x55);
const QColor kAlarm(0xc0, 0x1c, 0x28);

// The memory chart's palette (ui/memory/memory_chart.cpp), so the picture matches the screen.
QColor categoryColour(MemoryCategory c) {
    switch (c) {
        case MemoryCategory::Weights:
            return {0x3b, 0x6e, 0xa8};
        case MemoryCategory::Grads:
            return {0x6b, 0xa3, 0xd6};
        case MemoryCategory::Optimizer:
            return {0x8e, 0x6c, 0xb8};
        case MemoryCategory::Activations:
            return {0xe0, 0x8e, 0x2b};
        case MemoryCategory::Overhead:
            return {0x9a, 0x9a, 0x9a};
    }
    return Qt::gray;
}

// Data space → pixels inside `area` (y up).
struct Frame {
    QRectF area;
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    [[nodiscard]] double x(double v) const { return area.left() + (v - x0) / (x1 - x0) * area.width(); }
    [[nodiscard]] double y(double v) const { return area.bottom() - (v - y0) / (y1 - y0) * area.height(); }
};

// A round tick spacing (1, 2 or 5 × 10^k) giving about `ticks` intervals over `span`.
double niceStep(double span, int ticks) {
    const double raw = span / ticks;
    if (!(raw > 0) || !std::isfinite(raw)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / magnitude;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
}

// The round values in [from, to] at niceStep spacing.
std::vector<double> tickValues(double from, double to, int ticks = 5) {
    const double step = niceStep(to - from, ticks);
    std::vector<double> values;
    for (double v = std::ceil(from / step) * step; v <= to + 1e-9 * step && values.size() < 50; v += step)
        values.push_back(std::abs(v) < 1e-12 * step ? 0.0 : v);
    return values;
}

// Axes with round value ticks on the left.
void drawAxes(SvgWriter& svg, const Frame& f, const QString& yLabel, const QString& xLabel) {
    svg.line(f.area.bottomLeft(), f.area.bottomRight(), kAxis);
    svg.line(f.area.bottomLeft(), f.area.topLeft(), kAxis);
    for (double v : tickValues(f.y0, f.y1)) {
        const double py = f.y(v);
        svg.line({f.area.left() - 4, py}, {f.area.left(), py}, kAxis);
        svg.text({f.area.left() - 6, py + 4}, QString::number(v, 'g', 6), 10, SvgWriter::Anchor::End, kAxis);
    }
    svg.text({f.area.left(), f.area.top() - 8}, yLabel, 11, SvgWriter::Anchor::Start, kAxis);
    svg.text({f.area.center().x(), f.area.bottom() + 30}, xLabel, 11, SvgWriter::Anchor::Middle, kAxis);
}

}  // namespace

QByteArray foldedGridSvg(const FoldedGridPicture& pic) {
    SvgWriter svg(pic.size, tr("Folded grids"));
    const GridGeometry& g = *pic.geometry;
    const RankGrid& grid = *pic.grid;
    const QRectF view(pic.pan, pic.viewport.size());
    const QPointF shift = pic.viewport.topLeft() - pic.pan;
    const auto visible = [&](const QRectF& r) { return view.intersects(r); };
    for (int mesh = 0; mesh < 2; ++mesh) {
        const QRectF title = g.panels[mesh].title.translated(shift);
        if (visible(g.panels[mesh].title))
            svg.text({title.left(), title.bottom() - 5}, pic.titles[static_cast<size_t>(mesh)], 12,
                     SvgWriter::Anchor::Start, Qt::black, true);
        for (const GridLabel& l : g.panels[mesh].labels)
            if (visible(l.rect))
                svg.text(QPointF(l.rect.left(), l.rect.center().y() + 4) + shift, l.text, 9, SvgWriter::Anchor::Start, kAxis);
    }
    for (size_t i = 0; i < g.cells.size(); ++i) {
        const GridCell& cell = g.cells[i];
        if (!visible(cell.rect)) continue;
        const int64_t rank = g.rankAt(cell.mesh, cell.stage, cell.firstSlot);
        const int64_t node = rank / std::max<int64_t>(1, grid.gpus_per_node);
        const int64_t domain = rank / std::max<int64_t>(1, grid.domain_size);
        const QColor fill = i < pic.fills.size() ? pic.fills[i] : gridCellFill(rank, grid);
        const QString tip = cell.count == 1 ? tr("GPU %1, node %2, NVLink domain %3").arg(rank).arg(node).arg(domain)
                                            : tr("%1 GPUs from rank %2").arg(cell.count).arg(rank);
        svg.rect(cell.rect.translated(shift).adjusted(0.5, 0.5, -0.5, -0.5), fill, QColor(0xff, 0xff, 0xff),
                 cell.count == 1 ? QStringLiteral("gpu") : QStringLiteral("gpu-group"), tip);
    }
    for (int mesh = 0; mesh < 2; ++mesh)
        for (const QRectF& b : g.panels[mesh].blocks)
            if (visible(b)) svg.rect(b.translated(shift), Qt::transparent, kAxis, QStringLiteral("stage"));
    // Footer: the domain sentence, then the legend (text widths estimated for a 10 px font).
    double y = pic.viewport.bottom() + 14;
    svg.text({pic.viewport.left() + 6, y}, pic.sentence, 11, SvgWriter::Anchor::Start, Qt::black);
    const QRectF legendArea(pic.viewport.left() + 6, y + 4, pic.size.width() - 12, pic.size.height() - y - 4);
    for (const LegendSlot& slot :
         flowLegend(pic.legend, legendArea, 16, [](const QString& t) { return 6.0 * static_cast<double>(t.size()); })) {
        const LegendItem& item = pic.legend[slot.item];
        if (!item.textOnly)
            svg.rect(slot.swatch, item.fill, item.outline.isValid() ? item.outline : QColor(0x80, 0x80, 0x80),
                     QStringLiteral("legend"));
        svg.text({slot.text.left(), slot.text.center().y() + 4}, item.label, 10, SvgWriter::Anchor::Start, kAxis);
    }
    return svg.finish();
}

QByteArray memoryBarsSvg(const MemoryBarGeometry& g, QSizeF size) {
    SvgWriter svg(size, tr("Memory per GPU by pipeline stage"));
    Frame f{QRectF(QPointF(56, 28), QPointF(size.width() - 130, size.height() - 40)), g.keyMin, g.keyMax, 0,
            g.valueMax};
    drawAxes(svg, f, tr("GiB per GPU"), tr("pipeline stage"));
    for (const BarSegment& s : g.segments) {
        const QRectF r(QPointF(f.x(s.left), f.y(s.topGiB)), QPointF(f.x(s.right), f.y(s.bottomGiB)));
        svg.rect(r, categoryColour(s.category), categoryColour(s.category).darker(130), QStringLiteral("segment"),
                 tr("stage %1 %2: %3 GiB")
                     .arg(s.stage)
                     .arg(QString::fromLatin1(toString(s.category)))
                     .arg(static_cast<double>(s.bytes) / kBytesPerGiB, 0, 'f', 2));
    }
    for (size_t stage = 0; stage < g.stageTotalsGiB.size(); ++stage)
        svg.text({f.x(static_cast<double>(stage)), f.area.bottom() + 14}, QString::number(stage), 10,
                 SvgWriter::Anchor::Middle, kAxis);
    // Above the line: the alarm colour, translucent (SvgWriter has no hatch pattern).
    for (const OverflowPart& o : g.overflow)
        svg.rect(QRectF(QPointF(f.x(o.left), f.y(o.topGiB)), QPointF(f.x(o.right), f.y(o.bottomGiB))),
                 QColor(0xc0, 0x1c, 0x28, 0x90), kAlarm, QStringLiteral("overflow"),
                 tr("stage %1: %2 GiB over usable HBM").arg(o.stage).arg(o.topGiB - o.bottomGiB, 0, 'f', 2));
    svg.line({f.area.left(), f.y(g.hbmGiB)}, {f.area.right(), f.y(g.hbmGiB)}, kAlarm, 1.5, true);
    svg.text({f.area.right() - 2, f.y(g.hbmGiB) - 4}, tr("usable HBM %1 GiB").arg(g.hbmGiB, 0, 'f', 1), 10,
             SvgWriter::Anchor::End, kAlarm);
    if (!g.stageTotalsGiB.empty())
        svg.text({f.x(g.calloutKey), f.y(g.calloutValue)},
                 tr("binding stage %1: %2 GiB")
                     .arg(g.bindingStage)
                     .arg(g.stageTotalsGiB[static_cast<size_t>(g.bindingStage)], 0, 'f', 1),
                 10, SvgWriter::Anchor::Middle, g.fits ? Qt::black : kAlarm, true);
    double y = f.area.top();
    for (MemoryCategory c : kStackOrder) {
        svg.rect(QRectF(f.area.right() + 16, y, 12, 12), categoryColour(c));
        svg.text({f.area.right() + 34, y + 10}, QString::fromLatin1(toString(c)), 11);
        y += 18;
    }
    return svg.finish();
}

QByteArray stepBreakdownSvg(const StepBreakdownGeometry& g, QSizeF size) {
    SvgWriter svg(size, tr("Step time breakdown"));
    const double total = g.total > 0 ? g.total : 1.0;
    const QRectF bar(QPointF(16, 24), QSizeF(size.width() - 32, 28));
    svg.text({bar.left(), bar.top() - 8}, tr("step %1 s").arg(g.total, 0, 'f', 3), 12, SvgWriter::Anchor::Start,
             Qt::black, true);
    double legendY = bar.bottom() + 24;
    double legendX = bar.left();
    for (const StepSegment& s : g.segments) {
        if (s.seconds <= 0) continue;
        const QColor colour = stepPartColour(s.part);
        svg.rect(
            QRectF(QPointF(bar.left() + s.start / total * bar.width(), bar.top()),
                   QPointF(bar.left() + s.end / total * bar.width(), bar.bottom())),
            colour, colour.darker(130), QStringLiteral("part"),
            tr("%1: %2 s (%3 %)").arg(stepPartName(s.part)).arg(s.seconds, 0, 'f', 4).arg(s.fraction * 100, 0, 'f', 1));
        const QString label = tr("%1 %2 %").arg(stepPartName(s.part)).arg(s.fraction * 100, 0, 'f', 1);
        const double width = 24 + 6.5 * label.size();
        if (legendX + width > size.width() - 16) {
            legendX = bar.left();
            legendY += 18;
        }
        svg.rect(QRectF(legendX, legendY - 10, 12, 12), colour);
        svg.text({legendX + 16, legendY}, label, 11);
        legendX += width;
    }
    return svg.finish();
}

QByteArray paretoSvg(const ParetoGeometry& g, QSizeF size) {
    SvgWriter svg(size, tr("Pareto: memory headroom vs throughput"));
    Frame f{QRectF(QPointF(64, 28), QPointF(size.width() - 16, size.height() - 40)), g.keyMin, g.keyMax, g.valueMin,
            g.valueMax};
    drawAxes(svg, f, tr("tokens/s/GPU"), tr("memory headroom (GiB)"));
    for (double v : tickValues(g.keyMin, g.keyMax))
        svg.text({f.x(v), f.area.bottom() + 14}, QString::number(v, 'g', 6), 10, SvgWriter::Anchor::Middle, kAxis);
    for (size_t i = 1; i < g.front.size(); ++i)
        svg.line({f.x(g.front[i - 1].headroomGiB), f.y(g.front[i - 1].throughput)},
                 {f.x(g.front[i].headroomGiB), f.y(g.front[i].throughput)}, kAlarm, 1.5);
    for (const ParetoPoint& p : g.points)
        svg.circle({f.x(p.headroomGiB), f.y(p.throughput)}, 3, QColor(0x3b, 0x6e, 0xa8), {}, QStringLiteral("plan"));
    for (const ParetoPoint& p : g.front)
        svg.circle({f.x(p.headroomGiB), f.y(p.throughput)}, 4.5, Qt::transparent, kAlarm, QStringLiteral("front"));
    return svg.finish();
}

}  // namespace moe::ui
