#pragma once
// Exports of the trace views: metrics as CSV/JSON (core/trace/metrics_export), the timeline as PNG
// or PDF. Qt6 Svg is not installed on the build machines (no qt6-svg package), so the vector
// format is PDF through QPdfWriter (QtGui). Every write is atomic (core/common/atomic_file.h).
#include <QString>

#include "core/common/error.h"
#include "core/trace/metrics_export.h"

class QWidget;

namespace moe::ui {

Status exportMetricsCsv(const QString& path, const std::vector<trace::MetricsRecord>& records);
Status exportMetricsJson(const QString& path, const std::vector<trace::MetricsRecord>& records);
Status exportWidgetPng(QWidget* widget, const QString& path);
Status exportWidgetPdf(QWidget* widget, const QString& path);

}  // namespace moe::ui
