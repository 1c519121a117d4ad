#include "ui/search/pareto_plot.h"

#include <qcustomplot.h>

#include <QMouseEvent>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <numeric>
#include <vector>

#include "ui/common/plot_palette.h"

namespace moe::ui {

namespace {

constexpr double kHitRadiusPx = 8.0;

std::vector<ParetoPoint> pointsOf(const std::vector<SearchCandidate>& candidates) {
    std::vector<ParetoPoint> points;
    points.reserve(candidates.size());
    for (size_t i = 0; i < candidates.size(); ++i)
        points.push_back(
            {candidates[i].headroom_gib, candidates[i].estimate.tokens_per_s_per_gpu, static_cast<int>(i)});
    return points;
}

void setSorted(QCPGraph* graph, const std::vector<ParetoPoint>& sorted) {
    QVector<double> keys, values;
    keys.reserve(static_cast<qsizetype>(sorted.size()));
    values.reserve(static_cast<qsizetype>(sorted.size()));
    for (const ParetoPoint& p : sorted) {
        keys.push_back(p.headroomGiB);
        values.push_back(p.throughput);
    }
    graph->setData(keys, values, /*alreadySorted=*/true);
}

}  // namespace

ParetoPlot::ParetoPlot(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    setObjectName(QStringLiteral("paretoPlot"));
    plot_->setObjectName(QStringLiteral("search.pareto"));
    plot_->setMinimumHeight(160);
    // Narrower than its legend in one row: the legend wraps (fitAxisTitle).
    plot_->setMinimumWidth(240);
    plot_->xAxis->setLabel(tr("Memory headroom (GiB)"));
    plot_->yAxis->setLabel(tr("Tokens/s/GPU"));
    plot_->legend->setVisible(true);
    plot_->legend->setFont(font());
    // The legend gets a row of its own above the axis rect: inside it, it covered the fastest
    // plans (top right is where the front ends) and, on a short plot, the axis titles.
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    plot_->legend->setMargins(QMargins(4, 2, 4, 2));

    front_ = plot_->addGraph();
    front_->setName(tr("Pareto front"));
    front_->setPen(QPen(QColor(0xc0, 0x1c, 0x28), 1.5));
    front_->setLineStyle(QCPGraph::lsLine);
    front_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(0xc0, 0x1c, 0x28), 9));

    results_ = plot_->addGraph();
    results_->setName(tr("Top plans"));
    results_->setLineStyle(QCPGraph::lsNone);
    results_->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x3b, 0x6e, 0xa8), QColor(0x3b, 0x6e, 0xa8), 6));

    highlight_ = plot_->addGraph();
    highlight_->setName(tr("Selected"));
    highlight_->setLineStyle(QCPGraph::lsNone);
    highlight_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2), Qt::NoBrush, 14));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    connect(plot_, &QCustomPlot::mousePress, this, &ParetoPlot::onMousePress);
    connect(plot_, &QCustomPlot::afterLayout, this, &ParetoPlot::fitAxisTitle);
    followPalette(plot_, [this](const QPalette& p) {
        highlight_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(p.color(QPalette::Text), 2), Qt::NoBrush, 14));
    });
}

void ParetoPlot::setResult(const SearchResult* result) {
    highlight_->data()->clear();
    if (!result) {
        geometry_ = {};
        results_->data()->clear();
        front_->data()->clear();
        plot_->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    geometry_ = ParetoGeometry::compute(pointsOf(result->results));
    // The core's front is over every fitting plan, not only the top K: draw it as the core gives
    // it, ordered by key, and let both sets decide the ranges.
    const ParetoGeometry front = ParetoGeometry::compute(pointsOf(result->pareto));
    setSorted(results_, geometry_.points);
    setSorted(front_, front.points);
    QCPRange keys, values;
    bool first = true;
    for (const ParetoGeometry* g : std::initializer_list<const ParetoGeometry*>{&geometry_, &front}) {
        if (g->points.empty()) continue;
        const QCPRange k(g->keyMin, g->keyMax), v(g->valueMin, g->valueMax);
        keys = first ? k : QCPRange(std::min(keys.lower, k.lower), std::max(keys.upper, k.upper));
        values = first ? v : QCPRange(std::min(values.lower, v.lower), std::max(values.upper, v.upper));
        first = false;
    }
    if (!first) {
        plot_->xAxis->setRange(keys);
        plot_->yAxis->setRange(values);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void ParetoPlot::setHighlighted(int resultIndex) {
    highlight_->data()->clear();
    for (const ParetoPoint& p : geometry_.points) {
        if (p.index == resultIndex) highlight_->addData(p.headroomGiB, p.throughput);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void ParetoPlot::fitAxisTitle() {
    // The legend in one row where it fits, else two columns or one: in one row its three entries held the
    // plot over 400 px wide and the results table beside it showed two columns at 1366x768.
    const QFontMetrics legendMetrics(plot_->legend->font());
    const int margins = plot_->legend->margins().left() + plot_->legend->margins().right();
    std::vector<int> entries;
    for (int i = 0; i < plot_->graphCount(); ++i)
        entries.push_back(legendMetrics.horizontalAdvance(plot_->graph(i)->name()) + plot_->legend->iconSize().width() +
                          plot_->legend->iconTextPadding() + 16);
    std::sort(entries.rbegin(), entries.rend());
    const int row = std::accumulate(entries.begin(), entries.end(), margins);
    const int two = margins + (entries.size() > 1 ? 2 * entries[0] : 0);  // two columns of the widest
    const int wrap = row <= plot_->width() ? 0 : two <= plot_->width() ? 2 : 1;
    if (plot_->legend->wrap() != wrap) {
        plot_->legend->setWrap(wrap);
        plot_->legend->setFillOrder(QCPLegend::foColumnsFirst, /*rearrange=*/true);  // the items placed anew
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    const QString full = tr("Tokens/s/GPU");
    //: Short y-axis title of the search plot, used when the plot is too short for "Tokens/s/GPU".
    const QString brief = tr("tok/s/GPU");
    const QFontMetrics metrics(plot_->yAxis->labelFont());
    const QString wanted = metrics.horizontalAdvance(full) + 8 <= plot_->axisRect()->height() ? full : brief;
    if (plot_->yAxis->label() == wanted) return;
    plot_->yAxis->setLabel(wanted);
    // This replot's layout is done: the new title is drawn by the next one.
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

int ParetoPlot::resultAt(const QPointF& pixel) const {
    const QCPRange x = plot_->xAxis->range();
    const QCPRange y = plot_->yAxis->range();
    const QRect rect = plot_->axisRect()->rect();
    if (x.size() <= 0 || y.size() <= 0 || rect.isEmpty()) return -1;
    const double pxPerKey = rect.width() / x.size();
    const double pxPerValue = rect.height() / y.size();
    return geometry_.nearest(plot_->xAxis->pixelToCoord(pixel.x()), plot_->yAxis->pixelToCoord(pixel.y()), pxPerKey,
                             pxPerValue, kHitRadiusPx);
}

void ParetoPlot::onMousePress(QMouseEvent* event) {
    const int index = resultAt(event->position());
    if (index >= 0) emit resultClicked(index);
}

}  // namespace moe::ui
