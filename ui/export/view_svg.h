#pragma once
// SVG pictures of the studio's views drawn from their pure geometry (no widgets, no QtSvg):
// the folded grids (one <rect class="gpu"> per drawn cell, tinted by node and NVLink domain like
// the view), the per-stage memory bars against the HBM line, the step-time breakdown bar and the
// Pareto plot. Sizes are in pixels; each picture has its own axes and a legend where it needs one.
#include <QByteArray>
#include <QColor>
#include <QSizeF>

#include <array>
#include <vector>

#include "core/layout/rank_grid.h"
#include "ui/grid/grid_geometry.h"
#include "ui/grid/grid_legend.h"
#include "ui/memory/memory_bar_geometry.h"
#include "ui/search/pareto_geometry.h"
#include "ui/estimate/step_breakdown_geometry.h"

namespace moe::ui {

// What the folded-grid view shows: its geometry in content coordinates, the part in view
// (`viewport` at `pan`), per-cell fills with the highlights, titles, the domain sentence and legend.
struct FoldedGridPicture {
    const GridGeometry* geometry = nullptr;
    const RankGrid* grid = nullptr;
    QSizeF size;
    QRectF viewport;
    QPointF pan;
    std::array<QString, 2> titles;
    QString sentence;
    std::vector<QColor> fills;
    std::vector<LegendItem> legend;
};

// The picture at the size shown: cells outside the viewport are left out.
QByteArray foldedGridSvg(const FoldedGridPicture& picture);
QByteArray memoryBarsSvg(const MemoryBarGeometry& geometry, QSizeF size);
QByteArray stepBreakdownSvg(const StepBreakdownGeometry& geometry, QSizeF size);
QByteArray paretoSvg(const ParetoGeometry& geometry, QSizeF size);

}  // namespace moe::ui
