#pragma once
// Per-stage memory bars: weights, grads, optimizer, activations and overheads stacked per
// pipeline stage (GiB) against the usable-HBM line, the binding stage outlined and labelled, and
// a tooltip per segment with its bytes and the origin of every line in it. The memory model runs
// on a jobs::LatestOnlyRunner, so dragging a slider never draws a stale stage.
#include <QColor>
#include <QSharedPointer>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/memory/memory_model.h"
#include "jobs/latest_only_runner.h"
#include "ui/memory/memory_bar_geometry.h"

class QCPAxisTickerText;
class QCPBars;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCustomPlot;
class QLabel;
class QMouseEvent;

namespace moe::ui {

class StudioState;

// The binding-stage callout's text colour: calm blue when the stage fits, alarm red when not,
// lightened or darkened just enough to reach 4.5:1 on the plot's `background` (light or dark).
QColor memoryCalloutColour(bool fits, const QColor& background);

// One memory evaluation: the report, or the core error that prevented it.
struct MemoryOutcome {
    Recipe recipe;  // what was evaluated
    std::optional<MemoryReport> report;
    QString error;
    std::vector<Diagnostic> fit;  // memory.does_not_fit / fit_uncertain and levers; empty when it fits
    // An error that keeps the recipe from running but does not change its memory (an environment
    // variable): the bars are shown, and the verdict says the recipe cannot run as it is.
    QString cannotRunBecause;
};

class MemoryChart : public QWidget {
    Q_OBJECT
public:
    explicit MemoryChart(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] QCustomPlot* plot() const { return plot_; }
    [[nodiscard]] QCPBars* bars(MemoryCategory category) const;
    [[nodiscard]] double hbmLineValue() const;
    [[nodiscard]] const MemoryBarGeometry& geometry() const { return geometry_; }
    [[nodiscard]] QLabel* statusLabel() const { return status_; }
    // The right axis's one tick names the usable-HBM line ("usable HBM\n79.6 GiB").
    [[nodiscard]] const QSharedPointer<QCPAxisTickerText>& hbmTicker() const { return hbmTicker_; }
    [[nodiscard]] QCPItemText* callout() const { return callout_; }
    [[nodiscard]] QCPItemRect* bindingOutline() const { return bindingOutline_; }
    [[nodiscard]] const std::vector<QCPItemRect*>& overflowItems() const { return overflow_; }
    // The newest drawn outcome; empty until the first result arrives.
    [[nodiscard]] const std::shared_ptr<const MemoryOutcome>& outcome() const { return outcome_; }
    // Tooltip text at a data-space point (key = stage, value = GiB); empty outside every segment.
    [[nodiscard]] QString tooltipAt(double key, double value) const;
    // Blocks until the running evaluation finishes and its result is drawn (tests, screenshots).
    void settle();
    // The plot's minimum (its axes and both legend rows) below the status line as wrapped at this
    // width: a word-wrapped label's own minimum is one line, and a splitter row that gave the
    // chart only that cut the legend's second row (issue 41: at 1280x720 under an import's
    // warnings).
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    // A new outcome was drawn (queued replot requested).
    void updated();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void wrapLegend();
    bool labelStages();  // true when the labels changed
    void keepCalloutInside();
    // The value axis's top that leaves the callout its text height above its bar at this plot height.
    [[nodiscard]] double calloutRangeUpper(double plotHeight) const;
    void recompute();
    void draw(quint64 generation, const QVariant& result);
    void onMouseMove(QMouseEvent* event);

    StudioState* state_;
    jobs::LatestOnlyRunner runner_;
    QCustomPlot* plot_;
    QLabel* status_;
    std::array<QCPBars*, kStackOrder.size()> bars_{};
    QCPItemStraightLine* hbmLine_;
    QSharedPointer<QCPAxisTickerText> hbmTicker_;
    QStringList calloutForms_;  // the binding-stage label, longest first
    QCPItemRect* bindingOutline_;
    QCPItemText* callout_;
    bool calloutWanted_ = false;          // a binding stage to label (the label may still not fit)
    bool calloutFits_ = true;             // the verdict the callout shows, to recolour it on a palette change
    std::vector<QCPItemRect*> overflow_;  // hatched parts above the line, one per stage over
    MemoryBarGeometry geometry_;
    int labelStep_ = 0;  // the stage-label step the axis was last labelled with
    int minimumHeight_ = 0;  // minimumSizeHint()'s height when the layout was last told of it
    void updateMinimumHeight();
    std::shared_ptr<const MemoryOutcome> outcome_;
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(std::shared_ptr<const moe::ui::MemoryOutcome>)
