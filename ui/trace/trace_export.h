#pragma once
// Exports of the trace views: metrics as CSV/JSON (core/trace/metrics_export); a widget as PNG or
// PDF. The timeline's pictures go through ui/export/image_export.h (one drawing path for PNG, SVG
// and PDF, ui/trace/timeline_picture.h). Every write is atomic (core/common/atomic_file.h, QSaveFile).
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
