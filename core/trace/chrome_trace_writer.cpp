#include "core/trace/chrome_trace_writer.h"

#include <set>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/common/atomic_file.h"

namespace moe::trace {
namespace {

const char* categoryOf(EventKind k) {
    switch (k) {
        case EventKind::Kernel: return "kernel";
        case EventKind::Memcpy: return "gpu_memcpy";
        case EventKind::Memset: return "gpu_memset";
        case EventKind::Runtime: return "cuda_runtime";
        case EventKind::Annotation: return "user_annotation";
        case EventKind::GpuAnnotation: return "gpu_user_annotation";
    }
    return "kernel";
}

// ns → µs with the ns kept as three decimals (Chrome traces count in µs).
double micros(int64_t ns) { return static_cast<double>(ns) / 1000.0; }

}  // namespace

std::string chromeTraceJson(const Trace& trace) {
    nlohmann::json events = nlohmann::json::array();
    for (const RankTrace& rank : trace.ranks) {
        events.push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", rank.rank}, {"tid", 0},
                          {"args", {{"name", "rank " + std::to_string(rank.rank) + (rank.rank_source.empty() ? "" : " (" + rank.rank_source + ")")}}}});
        std::set<std::pair<int64_t, int32_t>> threads;
        for (const Event& e : rank.events) {
            nlohmann::json ev = {{"ph", "X"}, {"cat", categoryOf(e.kind)}, {"name", trace.name(e)}, {"pid", rank.rank},
                                 {"tid", e.stream},  {"ts", micros(e.start_ns)},  {"dur", micros(e.duration())}};
            if (isGpuActivity(e.kind) || e.kind == EventKind::GpuAnnotation) ev["args"] = {{"device", e.device}, {"stream", e.stream}};
            events.push_back(std::move(ev));
            threads.insert({e.stream, e.device});
        }
        for (const auto& [stream, device] : threads)
            events.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", rank.rank}, {"tid", stream},
                              {"args", {{"name", device >= 0 ? "GPU " + std::to_string(device) + " stream " + std::to_string(stream)
                                                             : "thread " + std::to_string(stream)}}}});
    }
    nlohmann::json doc = {{"traceEvents", std::move(events)}, {"displayTimeUnit", "ns"}};
    if (!trace.path.empty()) doc["source"] = trace.path;
    return doc.dump();
}

Status writeChromeTrace(const Trace& trace, const std::string& path) { return writeFileAtomically(path, chromeTraceJson(trace)); }

}  // namespace moe::trace
