#include "ui/export/view_image_sources.h"

#include <qcustomplot.h>

#include "ui/estimate/estimate_panel.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/memory/memory_chart.h"
#include "ui/search/pareto_plot.h"

namespace moe::ui {

namespace {

// The menu sits on what is drawn: the plot of a chart, else the view itself.
ImageExportHandle* install(ImageSource source) {
    QWidget* plot = source.plot.data();
    QWidget* target = plot != nullptr ? plot : source.widget.data();
    return ImageExportHandle::install(target, std::move(source));
}

}  // namespace

// The views paint themselves for every format (ui/export/image_export.h): the grid through its
// widget, the charts through their plots.
ImageSource imageSource(FoldedGridView* view) {
    return ImageSource{QStringLiteral("folded-grids"), view, nullptr, {}, {}, {}};
}

ImageSource imageSource(MemoryChart* chart) {
    return ImageSource{QStringLiteral("memory-per-stage"), chart, chart->plot(), {}, {}, {}};
}

ImageSource imageSource(EstimatePanel* panel) {
    return ImageSource{QStringLiteral("step-breakdown"), panel, panel->plot(), {}, {}, {}};
}

ImageSource imageSource(ParetoPlot* pareto) {
    return ImageSource{QStringLiteral("pareto"), pareto, pareto->plot(), {}, {}, {}};
}

ImageExportHandle* installImageExport(FoldedGridView* view) {
    return install(imageSource(view));
}

ImageExportHandle* installImageExport(MemoryChart* chart) {
    return install(imageSource(chart));
}

ImageExportHandle* installImageExport(EstimatePanel* panel) {
    return install(imageSource(panel));
}

ImageExportHandle* installImageExport(ParetoPlot* plot) {
    return install(imageSource(plot));
}

}  // namespace moe::ui
