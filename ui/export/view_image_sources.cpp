#include "ui/export/view_image_sources.h"

#include <qcustomplot.h>

#include <QCoreApplication>

#include "ui/estimate/estimate_panel.h"
#include "ui/estimate/step_breakdown_legend.h"
#include "ui/estimate/step_breakdown_model.h"
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
    return ImageSource{QStringLiteral("folded-grids"),
                       view,
                       nullptr,
                       {},
                       {},
                       {},
                       QCoreApplication::translate("ImageExport", "Folded grids")};
}

ImageSource imageSource(MemoryChart* chart) {
    return ImageSource{QStringLiteral("memory-per-stage"),
                       chart,
                       chart->plot(),
                       {},
                       {},
                       {},
                       QCoreApplication::translate("ImageExport", "Memory per stage")};
}

ImageSource imageSource(EstimatePanel* panel) {
    // The bar, then its legend in the breakdown table's words: the table does not travel with it.
    const QPointer<QCustomPlot> bar(panel->plot());
    const QPointer<StepBreakdownModel> table(panel->breakdownModel());
    auto legendOf = [table] { return table ? stepLegendEntries(*table) : QVector<StepLegendEntry>{}; };
    auto paintSize = [bar, legendOf] {
        QCustomPlot* plot = bar.data();
        if (plot == nullptr) return QSize();
        return QSize(plot->width(), plot->height() + stepLegendHeight(legendOf(), plot->font(), plot->width()));
    };
    auto paint = [bar, legendOf](QCPPainter& painter, QSize size) {
        QCustomPlot* plot = bar.data();
        if (plot == nullptr) return;
        const int barHeight = plot->height();
        plot->toPainter(&painter, size.width(), barHeight);
        paintStepLegend(painter, legendOf(), plot->font(), plot->palette().color(QPalette::WindowText), size.width(),
                        barHeight);
    };
    const QPointer<EstimatePanel> owner(panel);
    return ImageSource{QStringLiteral("step-breakdown"),
                       panel,
                       panel->plot(),
                       {},
                       paintSize,
                       paint,
                       QCoreApplication::translate("ImageExport", "Step-time breakdown"),
                       [owner] {
                           if (owner) owner->bringUpToDate();
                       }};
}

ImageSource imageSource(ParetoPlot* pareto) {
    return ImageSource{QStringLiteral("pareto"),
                       pareto,
                       pareto->plot(),
                       {},
                       {},
                       {},
                       QCoreApplication::translate("ImageExport", "Search: throughput against memory headroom")};
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
