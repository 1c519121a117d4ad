#pragma once
// `trace analyze` on a set of rank files: each file imported (streamed), classified and measured
// on a pool of threads, one file per thread at a time, so memory holds at most one trace per
// thread (each import streams its file through one reader buffer) plus the small per-device
// results. Results come back in input order whatever the thread count, so the output of N threads
// is identical to that of one.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/trace/hta_compat.h"
#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

struct TraceAnalysisRequest {
    AnalysisMode mode = exactMode();
    std::optional<int64_t> step;       // metrics of ProfilerStep#N only (an error where a device lacks it)
    std::optional<std::string> range;  // metrics summed over the annotation ranges whose name contains this
    // Keep, per file, the kernels whose name matches this regex (ECMAScript, searched) and the
    // file's clock origin, for rank alignment after the analysis. Unset: keep nothing of the trace.
    std::optional<std::string> keep_kernels;
};

struct DeviceAnalysis {
    int rank = 0;
    DeviceMetrics metrics;  // metrics.device names the GPU
};

struct FileAnalysis {
    std::string path;
    std::string format;                   // "kineto" or "nsys"
    std::vector<std::string> warnings;    // the importer's, without the path
    std::vector<DeviceAnalysis> devices;  // ranks in file order, devices ascending
    std::vector<uint64_t> pattern_hits;   // per pattern of the request's mode
    uint64_t unclassified = 0;
    // With TraceAnalysisRequest::keep_kernels: the trace reduced to those kernels (names, ranks,
    // origin and clock kind kept), enough for alignOnCollectives / alignOnSharedClock.
    std::optional<Trace> kept;
};

// One file: import (Kineto JSON / .gz or Nsight SQLite, by content), classify, measure. Errors
// name the file.
Result<FileAnalysis> analyzeTraceFile(const std::string& path, const KernelClassifier& classifier,
                                      const TraceAnalysisRequest& request);

struct TraceSetAnalysis {
    std::vector<Result<FileAnalysis>> files;  // one per input path, in input order
    int threads = 1;                          // threads used (never more than files)

    [[nodiscard]] size_t failed() const;
};

// Every file is analysed, also after one fails, so one bad file neither stops nor hides the
// others. threads <= 0: std::thread::hardware_concurrency().
TraceSetAnalysis analyzeTraceSet(const std::vector<std::string>& paths, const KernelClassifier& classifier,
                                 const TraceAnalysisRequest& request, int threads = 0);

}  // namespace moe::trace
