#pragma once
// Snapshots for the trace metrics panel, computed through core/trace (computeDeviceMetrics with a
// window, annotationWindows): per rank and device, per annotation range, and the kernel-pattern
// hit list. Pure functions of a document and an optional window, so tests compare them with core.
#include <optional>

#include "core/trace/interval_metrics.h"
#include "core/trace/metrics_export.h"
#include "ui/trace/trace_document.h"
#include "ui/trace/trace_table_model.h"

namespace moe::ui {

// Metrics table column titles (the test and the export look columns up by these).
namespace metric_columns {
inline const QString kRank = QStringLiteral("Rank");
inline const QString kDevice = QStringLiteral("GPU");
inline const QString kComm = QStringLiteral("Comm ∪ (µs)");
inline const QString kCompute = QStringLiteral("Compute ∪ (µs)");
inline const QString kOverlap = QStringLiteral("Comm ∩ compute (µs)");
inline const QString kHidden = QStringLiteral("Hidden comm %");
inline const QString kExposed = QStringLiteral("Exposed comm (µs)");
inline const QString kBusy = QStringLiteral("Busy ∪ (µs)");
inline const QString kIdle = QStringLiteral("Idle (µs)");
}  // namespace metric_columns

// One record per (rank, device); scope "trace" (whole) or "window" (clipped to `window`).
[[nodiscard]] std::vector<trace::MetricsRecord> metricsRecords(const TraceDocument& doc,
                                                               std::optional<trace::Interval> window = std::nullopt);
// Per annotation range name (the most frequent kMaxRanges names), summed over its windows,
// each clipped to `window` when given.
inline constexpr size_t kMaxRanges = 40;
[[nodiscard]] std::vector<trace::MetricsRecord> rangeRecords(const TraceDocument& doc,
                                                             std::optional<trace::Interval> window = std::nullopt);

[[nodiscard]] TableSnapshot metricsTable(const std::vector<trace::MetricsRecord>& records);
[[nodiscard]] TableSnapshot rangeTable(const std::vector<trace::MetricsRecord>& records);
// Class, pattern, GPU events caught; then memcpy/memset (by kind) and what fell through.
[[nodiscard]] TableSnapshot patternTable(const TraceDocument& doc);

}  // namespace moe::ui
