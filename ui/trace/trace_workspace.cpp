#include "ui/trace/trace_workspace.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_export.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_metrics_panel.h"

namespace moe::ui {

TraceWorkspace::TraceWorkspace(QWidget* parent)
    : QWidget(parent),
      timeline_(new TimelineView),
      panel_(new TraceMetricsPanel),
      job_(new TraceImportJob(this)),
      progress_(new QProgressBar),
      cancel_(new QPushButton(tr("Cancel"))),
      status_(new QLabel) {
    auto* bar = new QHBoxLayout;
    auto button = [&](const QString& text, const char* name, auto slot) {
        auto* b = new QToolButton;
        b->setText(text);
        b->setObjectName(QString::fromLatin1(name));
        connect(b, &QToolButton::clicked, this, slot);
        bar->addWidget(b);
    };
    button(tr("Fit"), "traceFit", [this] { timeline_->fitAll(); });
    button(tr("Zoom to Selection"), "traceZoomSelection", [this] { timeline_->zoomToSelection(); });
    button(tr("Clear Selection"), "traceClearSelection", [this] { timeline_->clearSelection(); });
    button(tr("Export Metrics…"), "traceExportMetrics", [this] { exportWithDialog(false); });
    button(tr("Export Timeline…"), "traceExportTimeline", [this] { exportWithDialog(true); });
    bar->addWidget(status_, 1);
    progress_->setObjectName(QStringLiteral("traceImportProgress"));
    progress_->setRange(0, 1000);
    cancel_->setObjectName(QStringLiteral("traceImportCancel"));
    progress_->hide();
    cancel_->hide();
    bar->addWidget(progress_);
    bar->addWidget(cancel_);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(timeline_);
    split->addWidget(panel_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(timeline_, &TimelineView::windowSelected, panel_, &TraceMetricsPanel::setWindow);
    connect(timeline_, &TimelineView::selectionCleared, panel_, &TraceMetricsPanel::clearWindow);
    connect(cancel_, &QPushButton::clicked, job_, &TraceImportJob::cancel);
    connect(job_, &TraceImportJob::busyChanged, this, [this](bool busy) {
        progress_->setVisible(busy);
        cancel_->setVisible(busy);
        if (busy) progress_->setValue(0);
    });
    connect(job_, &TraceImportJob::progressChanged, this, [this](double fraction, const QString& text) {
        progress_->setValue(static_cast<int>(fraction * 1000));
        status_->setText(text);
    });
    connect(job_, &TraceImportJob::cancelled, this, [this] { status_->setText(tr("Import cancelled.")); });
    connect(job_, &TraceImportJob::finished, this, [this](const TraceDocumentPtr& doc) {
        setDocument(doc);
        emit traceLoaded(QString::fromStdString(doc->trace.path));
    });
    connect(job_, &TraceImportJob::failed, this, [this](const QString& path, const QString& error) {
        status_->setText(tr("Import failed."));
        emit errorOccurred(tr("Cannot open trace %1").arg(QFileInfo(path).fileName()), error);
    });
}

bool TraceWorkspace::isTraceFileName(const QString& path) {
    const QString p = path.toLower();
    return p.endsWith(QLatin1String(".json")) || p.endsWith(QLatin1String(".json.gz")) ||
           p.endsWith(QLatin1String(".sqlite")) || p.endsWith(QLatin1String(".sqlite3"));
}

void TraceWorkspace::openTrace(const QString& path) {
    status_->setText(tr("Importing %1…").arg(QFileInfo(path).fileName()));
    job_->start(path);
}

void TraceWorkspace::setDocument(TraceDocumentPtr doc) {
    timeline_->setDocument(doc);
    panel_->setDocument(doc);
    if (doc) {
        size_t events = 0;
        for (const auto& r : doc->trace.ranks) events += r.events.size();
        status_->setText(tr("%1: %2 ranks, %3 lanes, %4 events")
                             .arg(QFileInfo(QString::fromStdString(doc->trace.path)).fileName())
                             .arg(doc->trace.ranks.size())
                             .arg(doc->lanes.size())
                             .arg(events));
    }
}

bool TraceWorkspace::exportMetrics(const QString& path) {
    const auto records = panel_->records();
    const Status s = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? exportMetricsJson(path, records)
                                                                                : exportMetricsCsv(path, records);
    if (!s) emit errorOccurred(tr("Cannot export the metrics"), QString::fromStdString(s.error().toString()));
    return s.ok();
}

bool TraceWorkspace::exportTimeline(const QString& path) {
    const Status s = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? exportWidgetPdf(timeline_, path)
                                                                               : exportWidgetPng(timeline_, path);
    if (!s) emit errorOccurred(tr("Cannot export the timeline"), QString::fromStdString(s.error().toString()));
    return s.ok();
}

void TraceWorkspace::exportWithDialog(bool timeline) {
    const QString filter = timeline ? tr("PNG image (*.png);;PDF document (*.pdf)") : tr("CSV (*.csv);;JSON (*.json)");
    const QString path =
        QFileDialog::getSaveFileName(this, timeline ? tr("Export Timeline") : tr("Export Metrics"), QString{}, filter);
    if (path.isEmpty()) return;
    if (timeline) {
        exportTimeline(path);
    } else {
        exportMetrics(path);
    }
}

}  // namespace moe::ui
