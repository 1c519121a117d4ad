#pragma once
// The search's Pareto plot: memory headroom (GiB) against tokens/s/GPU. The top-K plans are
// dots, the core's Pareto front is a line through its plans, and one plan (the selected row) is
// ringed. Data is handed to QCPGraph already sorted by key (ParetoGeometry) and replotted queued.
// Clicking near a dot emits its result index.
#include <QWidget>

#include "core/search/layout_search.h"
#include "ui/search/pareto_geometry.h"

class QCPGraph;
class QCustomPlot;
class QMouseEvent;

namespace moe::ui {

class ParetoPlot : public QWidget {
    Q_OBJECT
public:
    explicit ParetoPlot(QWidget* parent = nullptr);

    // Replaces the plotted snapshot; a null result clears the plot.
    void setResult(const SearchResult* result);
    // Rings the plan at this results index (-1: none).
    void setHighlighted(int resultIndex);

    [[nodiscard]] QCustomPlot* plot() const { return plot_; }
    [[nodiscard]] QCPGraph* resultsGraph() const { return results_; }
    [[nodiscard]] QCPGraph* frontGraph() const { return front_; }
    [[nodiscard]] QCPGraph* highlightGraph() const { return highlight_; }
    [[nodiscard]] const ParetoGeometry& geometry() const { return geometry_; }
    // The results index nearest to a widget-pixel position of the plot (within a few pixels), or -1.
    [[nodiscard]] int resultAt(const QPointF& pixel) const;

signals:
    void resultClicked(int resultIndex);

private:
    void onMousePress(QMouseEvent* event);
    // The y title in full where the axis is tall enough for it, else its short form: a vertical
    // title longer than its axis is cut at both ends (review at 1366x768; Chinese at any size).
    void fitAxisTitle();

    QCustomPlot* plot_;
    QCPGraph* results_;
    QCPGraph* front_;
    QCPGraph* highlight_;
    ParetoGeometry geometry_;  // of the top-K results (indices into SearchResult::results)
};

}  // namespace moe::ui
