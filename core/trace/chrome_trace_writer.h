#pragma once
// Any imported or predicted trace written as Chrome trace-event JSON (the format Perfetto and
// chrome://tracing open): complete events ("ph":"X") with µs timestamps (the ns kept as three
// decimals), one process per rank and one thread per stream, named and ordered by metadata events
// (annotation-only lanes first, so pass and step annotations sit above the kernels).
//
// Streamed: each event is formatted into a small buffer as it is visited and the buffer goes to the
// file when full, so memory stays at the trace itself plus the buffer (no JSON document is built).
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

// The event writer underneath: JSON text handed to `sink` in pieces of about `chunk` bytes.
class ChromeTraceStream {
public:
    // The sink returns false to stop (a failed write); every later call then does nothing.
    using Sink = std::function<bool(std::string_view)>;
    explicit ChromeTraceStream(Sink sink, size_t chunk = size_t{1} << 20);

    void processName(int pid, std::string_view name);
    void threadName(int pid, int64_t tid, std::string_view name);
    void threadSortIndex(int pid, int64_t tid, int index);  // Perfetto orders a process's threads by it
    // One complete event. `nameJson` is the name already escaped (jsonEscaped), so a name shared by
    // many events is escaped once. device >= 0 adds args {device, stream}.
    void complete(std::string_view category, std::string_view nameJson, int pid, int64_t tid, int64_t start_ns,
                  int64_t duration_ns, int32_t device, int64_t stream);
    // Closes the event array with the document's trailing fields; false when the sink failed.
    bool finish(std::string_view source);

private:
    void separator();
    void flushIfFull();
    Sink sink_;
    size_t chunk_;
    std::string buf_;
    bool first_ = true;
    bool failed_ = false;
};

// `s` as the inside of a JSON string: quotes, backslashes and control characters escaped, bytes
// that are not valid UTF-8 replaced by U+FFFD.
std::string jsonEscaped(std::string_view s);

std::string chromeTraceJson(const Trace& trace);
// Written atomically (a temporary file renamed over the target); the error names the file.
Status writeChromeTrace(const Trace& trace, const std::string& path);

}  // namespace moe::trace
