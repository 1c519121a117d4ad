#pragma once
// Snapshots for the trace metrics panel, computed through core/trace (computeDeviceMetrics with a
// window, annotationWindows, findSteps): per rank and device, per ProfilerStep#N, per annotation
// range, the kernel-pattern hit list with what each pattern caught, and the ranks' clock offsets.
// Pure functions of a document and an optional window, so tests compare them with core.
#include <QtGlobal>
#include <optional>

#include "core/trace/interval_metrics.h"
#include "core/trace/metrics_export.h"
#include "ui/trace/trace_document.h"
#include "ui/trace/trace_table_model.h"

namespace moe::ui {

// Metrics table column titles (the test and the export look columns up by these). They stay
// English in the snapshot and in exports; TraceTableModel translates them for display (issue 42).
namespace metric_columns {
inline const QString kRank = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Rank"));
inline const QString kDevice = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "GPU"));
inline const QString kComm = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Comm ∪ (ms)"));
inline const QString kCompute = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Compute ∪ (ms)"));
inline const QString kOverlap = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Comm ∩ compute (ms)"));
inline const QString kHidden = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Hidden comm %"));
inline const QString kExposed = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Exposed comm (ms)"));
inline const QString kBusy = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Busy ∪ (ms)"));
inline const QString kIdle = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Idle (ms)"));
inline const QString kWindow = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Window (ms)"));
inline const QString kHostWait = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Host-wait (ms)"));
inline const QString kKernelWait = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Kernel-wait (ms)"));
inline const QString kOtherIdle = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Other idle (ms)"));
inline const QString kRange = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Range"));
inline const QString kStep = QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Step"));
}  // namespace metric_columns

// Pattern table: the column listing the kernel names a pattern caught, and the fall-through row.
inline const QString kCaughtColumn =
    QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Kernels caught (most frequent)"));
inline const QString kFellThrough = QStringLiteral("(no pattern matched: counted as compute)");
inline constexpr size_t kMaxExampleKernels = 5;

// One record per (rank, device); scope "trace" (whole) or "window" (clipped to `window`).
[[nodiscard]] std::vector<trace::MetricsRecord> metricsRecords(const TraceDocument& doc,
                                                               std::optional<trace::Interval> window = std::nullopt);
// Per annotation range name (the most frequent kMaxRanges names), summed over its windows,
// each clipped to `window` when given.
inline constexpr size_t kMaxRanges = 40;
[[nodiscard]] std::vector<trace::MetricsRecord> rangeRecords(const TraceDocument& doc,
                                                             std::optional<trace::Interval> window = std::nullopt);

// Per ProfilerStep#N of each rank and device (scope "ProfilerStep#N"), each step's window clipped
// to `window` when given; in HTA-compatible mode the last step is dropped as HTA does.
[[nodiscard]] std::vector<trace::MetricsRecord> stepRecords(const TraceDocument& doc,
                                                            std::optional<trace::Interval> window = std::nullopt);

[[nodiscard]] TableSnapshot metricsTable(const std::vector<trace::MetricsRecord>& records);
[[nodiscard]] TableSnapshot rangeTable(const std::vector<trace::MetricsRecord>& records);
[[nodiscard]] TableSnapshot stepTable(const std::vector<trace::MetricsRecord>& records);
// Class, pattern, GPU events caught and the most frequent kernel names it caught; then
// memcpy/memset (by kind) and what fell through (with its names).
[[nodiscard]] TableSnapshot patternTable(const TraceDocument& doc);
// One row per rank when an alignment was applied: offset, matched collectives, spread, index shift.
[[nodiscard]] TableSnapshot alignmentTable(const TraceDocument& doc);

}  // namespace moe::ui
