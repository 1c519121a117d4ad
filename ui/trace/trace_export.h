#pragma once
// Exports of the trace views: metrics as CSV/JSON (core/trace/metrics_export), the timeline as PNG
// or PDF (QPdfWriter, QtGui). Qt6 Svg is not a dependency: the timeline's SVG is written from its
// pure geometry (ui/trace/timeline_svg.h, through ui/export's SvgWriter and exportImage). Every
// write is atomic (core/common/atomic_file.h, QSaveFile).
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
