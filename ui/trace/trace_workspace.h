#pragma once
// The Trace dock: toolbar (export, fit, zoom to selection), import progress with Cancel, the
// timeline above the metrics panel. A selection on the timeline recomputes the metrics.
#include <QWidget>

#include "ui/trace/trace_document.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace moe::ui {

class TimelineView;
class TraceImportJob;
class TraceMetricsPanel;

class TraceWorkspace : public QWidget {
    Q_OBJECT
public:
    explicit TraceWorkspace(QWidget* parent = nullptr);

    void openTrace(const QString& path);
    void setDocument(TraceDocumentPtr doc);
    [[nodiscard]] TimelineView* timeline() const { return timeline_; }
    [[nodiscard]] TraceMetricsPanel* metricsPanel() const { return panel_; }
    [[nodiscard]] TraceImportJob* importJob() const { return job_; }

    // Exports (file dialogs in the toolbar call these); errors are reported through errorOccurred.
    bool exportMetrics(const QString& path);   // .json -> JSON, else CSV
    bool exportTimeline(const QString& path);  // .pdf -> PDF, else PNG

    // True for names the studio opens as traces: .json, .json.gz, .sqlite (nsys export).
    static bool isTraceFileName(const QString& path);

signals:
    void errorOccurred(const QString& title, const QString& details);
    void traceLoaded(const QString& path);

private:
    void exportWithDialog(bool timeline);

    TimelineView* timeline_;
    TraceMetricsPanel* panel_;
    TraceImportJob* job_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* status_;
};

}  // namespace moe::ui
