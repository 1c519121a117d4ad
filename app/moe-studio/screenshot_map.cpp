#include "app/moe-studio/screenshot_map.h"

#include <QJsonArray>
#include <QWidget>
#include <QTableWidget>
#include <qcustomplot.h>

#include "ui/trace/prediction_table.h"
#include "ui/trace/timeline_view.h"

namespace moe::studio {
namespace {

QJsonArray rectArray(const QRect& r) { return QJsonArray{r.x(), r.y(), r.width(), r.height()}; }

// `r` in `widget`'s coordinates, mapped into the window's.
QRect inWindow(const QWidget& window, const QWidget& widget, const QRect& r) {
    return QRect(widget.mapTo(&window, r.topLeft()), r.size());
}

}  // namespace

QJsonObject screenshotMap(const QWidget& window) {
    QJsonObject map;
    if (const auto* grid = window.findChild<QWidget*>(QStringLiteral("foldedGridView")); grid && grid->isVisible())
        map.insert(QStringLiteral("grid"), QJsonObject{{QStringLiteral("rect"), rectArray(inWindow(window, *grid, grid->rect()))}});
    if (const auto* plot = window.findChild<QCustomPlot*>(QStringLiteral("memoryPlot")); plot && plot->isVisible()) {
        QJsonArray ticks;
        for (const QString& t : plot->xAxis->tickVectorLabels()) ticks.append(t);
        map.insert(QStringLiteral("chart"),
                   QJsonObject{{QStringLiteral("rect"), rectArray(inWindow(window, *plot, plot->rect()))},
                               {QStringLiteral("plot_area"), rectArray(inWindow(window, *plot, plot->axisRect()->rect()))},
                               {QStringLiteral("x_label"), plot->xAxis->label()},
                               {QStringLiteral("y_label"), plot->yAxis->label()},
                               {QStringLiteral("x_ticks"), ticks}});
    }
    if (const auto* timeline = window.findChild<moe::ui::TimelineView*>(QStringLiteral("traceTimeline")); timeline && timeline->isVisible()) {
        QJsonArray lanes;
        if (const auto& doc = timeline->document())
            for (const auto& lane : doc->lanes) lanes.append(QString::fromStdString(lane.label));
        QJsonObject trace{{QStringLiteral("rect"), rectArray(inWindow(window, *timeline, timeline->rect()))}, {QStringLiteral("lanes"), lanes}};
        if (const auto* table = window.findChild<moe::ui::PredictionTable*>(); table && table->isVisible())
            trace.insert(QStringLiteral("prediction_rows"), table->table()->rowCount());
        map.insert(QStringLiteral("trace"), trace);
    }
    return map;
}

}  // namespace moe::studio
