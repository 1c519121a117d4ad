#pragma once
// An imported trace as the views share it: immutable after construction and passed around as
// shared_ptr<const TraceDocument>, so the background import hands it to the GUI without copies.
#include <memory>
#include <string>
#include <vector>

#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"
#include "ui/trace/timeline_lanes.h"

namespace moe::ui {

struct TraceDocument {
    trace::Trace trace;
    trace::PatternSet patterns;
    trace::Classification classes;
    std::vector<TimelineLane> lanes;
    int64_t begin = 0;  // [begin, end): the span of every drawn event (ns, relative to the origin)
    int64_t end = 1;
    std::vector<std::string> warnings;
};

using TraceDocumentPtr = std::shared_ptr<const TraceDocument>;

// Classifies with `patterns` (an invalid pattern set falls back to the defaults, with a warning)
// and builds the lanes.
[[nodiscard]] TraceDocumentPtr makeTraceDocument(trace::Trace trace,
                                                 trace::PatternSet patterns = trace::defaultPatterns(),
                                                 std::vector<std::string> warnings = {});

}  // namespace moe::ui
