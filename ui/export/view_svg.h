#pragma once
// SVG pictures of the studio's views drawn from their pure geometry (no widgets, no QtSvg):
// the folded grids (one <rect class="gpu"> per drawn cell, tinted by node and NVLink domain like
// the view), the per-stage memory bars against the HBM line, the step-time breakdown bar and the
// Pareto plot. Sizes are in pixels; each picture has its own axes and a legend where it needs one.
#include <QByteArray>
#include <QSizeF>

#include "core/layout/rank_grid.h"
#include "ui/grid_geometry.h"
#include "ui/memory_bar_geometry.h"
#include "ui/pareto_geometry.h"
#include "ui/step_breakdown_geometry.h"

namespace moe::ui {

// The grid's own coordinates (GridGeometry::compute(grid, size)) are used as they are.
QByteArray foldedGridSvg(const GridGeometry& geometry, const RankGrid& grid, QSizeF size);
QByteArray memoryBarsSvg(const MemoryBarGeometry& geometry, QSizeF size);
QByteArray stepBreakdownSvg(const StepBreakdownGeometry& geometry, QSizeF size);
QByteArray paretoSvg(const ParetoGeometry& geometry, QSizeF size);

}  // namespace moe::ui
