#pragma once
// Any imported or predicted trace written back as Chrome trace-event JSON (the format Perfetto and
// chrome://tracing open): complete events ("ph":"X") with µs timestamps, one process per rank and
// one thread per stream, named by metadata events.
#include <string>

#include "core/common/error.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

std::string chromeTraceJson(const Trace& trace);
// Written atomically; the error names the file.
Status writeChromeTrace(const Trace& trace, const std::string& path);

}  // namespace moe::trace
