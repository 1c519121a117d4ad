#pragma once
// Metrics of an imported trace: per rank and device (whole trace or the selected window), per
// annotation range, and what each kernel pattern caught. Numbers come from core/trace.
#include <QWidget>
#include <optional>

#include "core/trace/interval_metrics.h"
#include "core/trace/metrics_export.h"
#include "ui/trace/trace_document.h"

class QLabel;
class QTabWidget;

namespace moe::ui {

class TraceTableModel;

class TraceMetricsPanel : public QWidget {
    Q_OBJECT
public:
    explicit TraceMetricsPanel(QWidget* parent = nullptr);

    void setDocument(TraceDocumentPtr doc);
    [[nodiscard]] TraceTableModel* metricsModel() const { return metrics_; }
    [[nodiscard]] TraceTableModel* rangesModel() const { return ranges_; }
    [[nodiscard]] TraceTableModel* patternsModel() const { return patterns_; }
    [[nodiscard]] std::optional<trace::Interval> window() const { return window_; }
    // The records behind the metrics and range tables (for export).
    [[nodiscard]] std::vector<trace::MetricsRecord> records() const;

public slots:
    void setWindow(qint64 beginNs, qint64 endNs);
    void clearWindow();

private:
    void recompute();

    TraceDocumentPtr doc_;
    std::optional<trace::Interval> window_;
    std::vector<trace::MetricsRecord> metricRecords_;
    std::vector<trace::MetricsRecord> rangeRecords_;
    QLabel* scope_;
    QTabWidget* tabs_;
    TraceTableModel* metrics_;
    TraceTableModel* ranges_;
    TraceTableModel* patterns_;
};

}  // namespace moe::ui
