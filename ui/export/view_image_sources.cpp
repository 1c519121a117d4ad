#include "ui/export/view_image_sources.h"

#include <qcustomplot.h>

#include <algorithm>

#include "ui/estimate/estimate_panel.h"
#include "ui/export/view_svg.h"
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

// Each SVG function holds a QPointer and resolves it once per call (the view may be gone).
ImageSource imageSource(FoldedGridView* view) {
    ImageSource source{QStringLiteral("folded-grids"), view, nullptr, {}, {}};
    source.svg = [guarded = QPointer<FoldedGridView>(view)]() -> QByteArray {
        const FoldedGridView* v = guarded.data();
        if (v == nullptr || !v->rankGrid()) return {};
        return foldedGridSvg(v->picture());
    };
    return source;
}

ImageSource imageSource(MemoryChart* chart) {
    QCustomPlot* plot = chart->plot();
    ImageSource source{QStringLiteral("memory-per-stage"), chart, plot, {}, {}};
    source.svg = [guarded = QPointer<MemoryChart>(chart)]() -> QByteArray {
        const MemoryChart* c = guarded.data();
        if (c == nullptr || c->geometry().segments.empty()) return {};
        return memoryBarsSvg(c->geometry(), c->plot()->size());
    };
    return source;
}

ImageSource imageSource(EstimatePanel* panel) {
    QCustomPlot* plot = panel->plot();
    ImageSource source{QStringLiteral("step-breakdown"), panel, plot, {}, {}};
    source.svg = [guarded = QPointer<EstimatePanel>(panel)]() -> QByteArray {
        const EstimatePanel* p = guarded.data();
        if (p == nullptr) return {};
        const std::shared_ptr<const EstimateOutcome> outcome = p->outcome();
        if (!outcome || !outcome->estimate.has_value()) return {};
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(outcome->estimate.value().breakdown);
        return stepBreakdownSvg(g, QSizeF(std::max(480, p->plot()->width()), 140));
    };
    return source;
}

ImageSource imageSource(ParetoPlot* pareto) {
    QCustomPlot* plot = pareto->plot();
    ImageSource source{QStringLiteral("pareto"), pareto, plot, {}, {}};
    source.svg = [guarded = QPointer<ParetoPlot>(pareto)]() -> QByteArray {
        const ParetoPlot* p = guarded.data();
        if (p == nullptr || p->geometry().points.empty()) return {};
        return paretoSvg(p->geometry(), p->plot()->size());
    };
    return source;
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
