#include "ui/trace/trace_metrics_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>

#include "core/schedule/predicted_trace.h"
#include "ui/common/band_format.h"
#include "ui/common/panel_format.h"
#include "ui/trace/trace_metrics_tables.h"
#include "ui/trace/trace_table_model.h"

namespace moe::ui {
namespace {
QTableView* tableFor(TraceTableModel* model, const QString& name) {
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->verticalHeader()->hide();
    return view;
}
}  // namespace

TraceMetricsPanel::TraceMetricsPanel(QWidget* parent)
    : QWidget(parent),
      scope_(new QLabel),
      tabs_(new QTabWidget),
      metrics_(new TraceTableModel(this)),
      ranges_(new TraceTableModel(this)),
      patterns_(new TraceTableModel(this)),
      steps_(new TraceTableModel(this)),
      alignment_(new TraceTableModel(this)) {
    scope_->setObjectName(QStringLiteral("traceMetricsScope"));
    tabs_->setObjectName(QStringLiteral("traceMetricsTabs"));
    tabs_->addTab(tableFor(metrics_, QStringLiteral("traceMetricsTable")), tr("Per rank"));
    tabs_->addTab(tableFor(steps_, QStringLiteral("traceStepsTable")), tr("Per step"));
    tabs_->addTab(tableFor(ranges_, QStringLiteral("traceRangesTable")), tr("Per range"));
    tabs_->addTab(tableFor(patterns_, QStringLiteral("tracePatternsTable")), tr("Kernel patterns"));
    tabs_->addTab(tableFor(alignment_, QStringLiteral("traceAlignmentTable")), tr("Clock alignment"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scope_);
    layout->addWidget(tabs_);
    recompute();
}

void TraceMetricsPanel::setTabOptions(Tab tab, QLayout* options) {
    QWidget* table = tabs_->widget(tab);
    const QString title = tabs_->tabText(tab);
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 2, 0, 0);
    layout->addLayout(options);
    tabs_->removeTab(tab);
    layout->addWidget(table, 1);
    tabs_->insertTab(tab, page, title);
}

int TraceMetricsPanel::heightForRows(int rows) const {
    const auto* view = qobject_cast<const QTableView*>(tabs_->widget(0));
    if (!view) return 0;
    return scope_->sizeHint().height() + tabs_->tabBar()->sizeHint().height() + view->horizontalHeader()->sizeHint().height() +
           rows * view->verticalHeader()->defaultSectionSize() + view->style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
           2 * view->frameWidth() + 8;
}

void TraceMetricsPanel::setStepBand(const Uncertainty& band) {
    band_ = band;
    if (doc_) recompute();
}

void TraceMetricsPanel::setDocument(TraceDocumentPtr doc) {
    doc_ = std::move(doc);
    window_.reset();
    patterns_->setSnapshot(doc_ ? patternTable(*doc_) : TableSnapshot{});
    alignment_->setSnapshot(doc_ ? alignmentTable(*doc_) : TableSnapshot{});
    recompute();
}

void TraceMetricsPanel::setWindow(qint64 beginNs, qint64 endNs) {
    window_ = trace::Interval{std::min(beginNs, endNs), std::max(beginNs, endNs)};
    recompute();
}

void TraceMetricsPanel::clearWindow() {
    window_.reset();
    recompute();
}

std::vector<trace::MetricsRecord> TraceMetricsPanel::records() const {
    auto all = metricRecords_;
    all.insert(all.end(), stepRecords_.begin(), stepRecords_.end());
    all.insert(all.end(), rangeRecords_.begin(), rangeRecords_.end());
    return all;
}

void TraceMetricsPanel::recompute() {
    if (!doc_) {
        metricRecords_.clear();
        rangeRecords_.clear();
        stepRecords_.clear();
        scope_->setText(tr("No trace loaded."));
    } else {
        // A predicted step alone: "whole trace" is the step, host time after the last kernel
        // included, so each rank's window is the step the status bar states (reviews 19 and 23 read
        // 5,405.9 ms beside "Predicted step 5.61 s").
        std::optional<trace::Interval> window = window_;
        const bool predictedStep = !window_ && doc_->trace.format == schedule::kPredictedFormat && doc_->stepMs > 0;
        if (predictedStep) window = trace::Interval{0, static_cast<int64_t>(std::llround(doc_->stepMs * 1e6))};
        metricRecords_ = metricsRecords(*doc_, window);
        rangeRecords_ = rangeRecords(*doc_, window);
        stepRecords_ = stepRecords(*doc_, window);
        scope_->setText(
            window_ ? tr("Selected window %1 – %2 µs (unions of intervals, never summed durations)")
                          .arg(formatMicroseconds(window_->start), formatMicroseconds(window_->end))
            : predictedStep
                ? tr("The predicted step, 0 – %1 (host time after the last kernel included; a shift-drag on "
                     "the timeline, or Shift+arrows in it, selects a window)")
                      .arg(formatPredictedSecondsInBand(doc_->stepMs / 1e3, band_))
                : tr("Whole trace (a shift-drag on the timeline, or Shift+arrows in it, selects a window)"));
    }
    metrics_->setSnapshot(metricsTable(metricRecords_));
    ranges_->setSnapshot(rangeTable(rangeRecords_));
    steps_->setSnapshot(stepTable(stepRecords_));
}

}  // namespace moe::ui
