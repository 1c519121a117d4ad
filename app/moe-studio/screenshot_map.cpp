#include "app/moe-studio/screenshot_map.h"

#include <qcustomplot.h>

#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QWidget>

#include "ui/grid/folded_grid_view.h"
#include "ui/trace/prediction_table.h"
#include "ui/trace/timeline_view.h"

namespace moe::studio {
namespace {

QJsonArray rectArray(const QRect& r) {
    return QJsonArray{r.x(), r.y(), r.width(), r.height()};
}

// `r` in `widget`'s coordinates, mapped into the window's.
QRect inWindow(const QWidget& window, const QWidget& widget, const QRect& r) {
    return QRect(widget.mapTo(&window, r.topLeft()), r.size());
}

}  // namespace

QJsonObject screenshotMap(const QWidget& window) {
    QJsonObject map;
    map.insert(QStringLiteral("window"), rectArray(QRect(QPoint(0, 0), window.size())));
    if (const auto* main = qobject_cast<const QMainWindow*>(&window); main && main->centralWidget())
        map.insert(QStringLiteral("central"),
                   rectArray(inWindow(window, *main->centralWidget(), main->centralWidget()->rect())));
    // The docks shown (a tabbed-away dock is not), by object name.
    QJsonObject docks;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->isVisible() && !dock->visibleRegion().isEmpty())
            docks.insert(dock->objectName(), rectArray(inWindow(window, *dock, dock->rect())));
    map.insert(QStringLiteral("docks"), docks);
    if (const auto* editor = window.findChild<QWidget*>(QStringLiteral("layoutEditor"));
        editor && editor->isVisible()) {
        const auto* scroll = editor->findChild<QScrollArea*>();
        map.insert(
            QStringLiteral("editor"),
            QJsonObject{{QStringLiteral("rect"), rectArray(inWindow(window, *editor, editor->rect()))},
                        {QStringLiteral("horizontal_scroll"), scroll && scroll->horizontalScrollBar()->isVisible()},
                        {QStringLiteral("content_width"), scroll && scroll->widget() ? scroll->widget()->width() : 0},
                        {QStringLiteral("viewport_width"), scroll ? scroll->viewport()->width() : 0}});
    }
    if (const auto* grid = window.findChild<moe::ui::FoldedGridView*>(QStringLiteral("foldedGridView"));
        grid && grid->isVisible()) {
        QJsonArray titles;
        QJsonArray fullTitles;
        for (const QString& t : grid->titles()) titles.append(t);
        for (const QStringList& forms : grid->titleVariants()) fullTitles.append(forms.value(0));
        map.insert(QStringLiteral("grid"),
                   QJsonObject{{QStringLiteral("rect"), rectArray(inWindow(window, *grid, grid->rect()))},
                               {QStringLiteral("titles"), titles},
                               {QStringLiteral("full_titles"), fullTitles}});
    }
    if (const auto* plot = window.findChild<QCustomPlot*>(QStringLiteral("memoryPlot")); plot && plot->isVisible()) {
        QJsonArray ticks;
        for (const QString& t : plot->xAxis->tickVectorLabels()) ticks.append(t);
        map.insert(
            QStringLiteral("chart"),
            QJsonObject{{QStringLiteral("rect"), rectArray(inWindow(window, *plot, plot->rect()))},
                        {QStringLiteral("plot_area"), rectArray(inWindow(window, *plot, plot->axisRect()->rect()))},
                        {QStringLiteral("x_label"), plot->xAxis->label()},
                        {QStringLiteral("y_label"), plot->yAxis->label()},
                        {QStringLiteral("x_ticks"), ticks}});
    }
    if (const auto* timeline = window.findChild<moe::ui::TimelineView*>(QStringLiteral("traceTimeline"));
        timeline && timeline->isVisible()) {
        QJsonArray lanes;
        if (const auto& doc = timeline->document())
            for (const auto& lane : doc->lanes) lanes.append(QString::fromStdString(lane.label));
        // What shows of it: the Trace dock scrolls, so the view may reach below the window.
        QJsonObject trace{{QStringLiteral("rect"),
                           rectArray(inWindow(window, *timeline, timeline->visibleRegion().boundingRect()))},
                          {QStringLiteral("lanes"), lanes}};
        if (const auto* table = window.findChild<moe::ui::PredictionTable*>(); table && table->isVisible())
            trace.insert(QStringLiteral("prediction_rows"), table->table()->rowCount());
        if (const auto* verdict = window.findChild<QLabel*>(QStringLiteral("traceRunVerdict"));
            verdict && verdict->isVisible())
            trace.insert(QStringLiteral("verdict"), verdict->text());
        map.insert(QStringLiteral("trace"), trace);
    }
    return map;
}

}  // namespace moe::studio
