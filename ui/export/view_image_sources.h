#pragma once
// How each studio view becomes a picture (ImageSource): the folded grids (PNG, SVG, PDF), the
// memory chart (PNG, SVG, PDF), the estimate's step-breakdown bar (PNG, SVG, PDF) and the
// search's Pareto plot (PNG, SVG, PDF). SVG is drawn from each view's pure geometry.
#include "ui/export/image_export.h"

namespace moe::ui {

class EstimatePanel;
class FoldedGridView;
class MemoryChart;
class ParetoPlot;

ImageSource imageSource(FoldedGridView* view);
ImageSource imageSource(MemoryChart* chart);
ImageSource imageSource(EstimatePanel* panel);  // the breakdown bar
ImageSource imageSource(ParetoPlot* plot);

// Attaches "Export image…" to the widget each source draws (the grid, or the chart's plot).
ImageExportHandle* installImageExport(FoldedGridView* view);
ImageExportHandle* installImageExport(MemoryChart* chart);
ImageExportHandle* installImageExport(EstimatePanel* panel);
ImageExportHandle* installImageExport(ParetoPlot* plot);

}  // namespace moe::ui
