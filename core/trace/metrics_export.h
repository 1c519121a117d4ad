#pragma once
// Metrics tables of the trace views as CSV and JSON (issue 7 export). Same keys and units as
// `moe-plan trace analyze --json` (µs as floats); the kernel-duration sum keeps its "not time" label.
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/trace/interval_metrics.h"

namespace moe::trace {

struct MetricsRecord {
    std::string file;
    int rank = 0;
    std::string scope;               // "trace", "window", or an annotation range name
    std::optional<Interval> window;  // the selected window (ns, relative to the trace origin), if any
    DeviceMetrics metrics;
};

// One header line, then one line per record; fields with commas, quotes or newlines are quoted.
[[nodiscard]] std::string metricsToCsv(const std::vector<MetricsRecord>& records);
// {"ranks": [{file, rank, device, scope, [window_begin_us, window_end_us], <metric keys>}, ...]}.
[[nodiscard]] std::string metricsToJson(const std::vector<MetricsRecord>& records);

// Atomic writes (core/common/atomic_file.h): the previous file survives a failed export.
Status writeMetricsCsv(const std::string& path, const std::vector<MetricsRecord>& records);
Status writeMetricsJson(const std::string& path, const std::vector<MetricsRecord>& records);

}  // namespace moe::trace
