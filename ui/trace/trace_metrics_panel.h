#pragma once
// Metrics of an imported trace: per rank and device (whole trace or the selected window), per
// ProfilerStep#N, per annotation range, what each kernel pattern caught, and the ranks' clock
// offsets. Numbers come from core/trace.
#include <QWidget>
#include <optional>

#include "core/perf/estimate_uncertainty.h"
#include "core/trace/interval_metrics.h"
#include "core/trace/metrics_export.h"
#include "ui/trace/trace_document.h"

class QLabel;
class QLayout;
class QTabWidget;

namespace moe::ui {

class TraceTableModel;

class TraceMetricsPanel : public QWidget {
    Q_OBJECT
public:
    explicit TraceMetricsPanel(QWidget* parent = nullptr);

    // The tabs, in their order.
    enum Tab { PerRank, PerStep, PerRange, KernelPatterns, ClockAlignment };
    // Puts `options` (controls that change what a tab shows) in a row above that tab's table,
    // beside the figures they change.
    void setTabOptions(Tab tab, QLayout* options);

    void setDocument(TraceDocumentPtr doc);
    // The Estimate's band, for the predicted step's length in the scope line.
    void setStepBand(const Uncertainty& band);
    [[nodiscard]] TraceTableModel* metricsModel() const { return metrics_; }
    [[nodiscard]] TraceTableModel* rangesModel() const { return ranges_; }
    [[nodiscard]] TraceTableModel* patternsModel() const { return patterns_; }
    [[nodiscard]] TraceTableModel* stepsModel() const { return steps_; }
    [[nodiscard]] TraceTableModel* alignmentModel() const { return alignment_; }
    [[nodiscard]] QTabWidget* tabs() const { return tabs_; }
    // Height that shows the scope line, the tabs, a table header, `rows` rows and a horizontal
    // scroll bar: the least the panel may be squeezed to and still show figures.
    [[nodiscard]] int heightForRows(int rows) const;
    [[nodiscard]] std::optional<trace::Interval> window() const { return window_; }
    // The records behind the metrics, step and range tables (for export).
    [[nodiscard]] std::vector<trace::MetricsRecord> records() const;

public slots:
    void setWindow(qint64 beginNs, qint64 endNs);
    void clearWindow();

private:
    void recompute();

    TraceDocumentPtr doc_;
    Uncertainty band_;
    std::optional<trace::Interval> window_;
    std::vector<trace::MetricsRecord> metricRecords_;
    std::vector<trace::MetricsRecord> rangeRecords_;
    std::vector<trace::MetricsRecord> stepRecords_;
    QLabel* scope_;
    QTabWidget* tabs_;
    TraceTableModel* metrics_;
    TraceTableModel* ranges_;
    TraceTableModel* patterns_;
    TraceTableModel* steps_;
    TraceTableModel* alignment_;
};

}  // namespace moe::ui
