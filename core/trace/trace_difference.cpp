#include "core/trace/trace_difference.h"

#include <cstdint>

namespace moe::trace {

namespace {

std::string eventDiff(const Event& a, const Event& b) {
    auto field = [](const char* name, int64_t x, int64_t y) {
        return x == y ? std::string() : std::string(name) + " " + std::to_string(x) + " vs " + std::to_string(y) + "; ";
    };
    return field("start", a.start_ns, b.start_ns) + field("end", a.end_ns, b.end_ns) + field("launch", a.launch_ns, b.launch_ns) +
           field("correlation", a.correlation, b.correlation) + field("stream", a.stream, b.stream) +
           field("device", a.device, b.device) + field("pid", a.pid, b.pid) + field("name", a.name, b.name) +
           field("kind", static_cast<int>(a.kind), static_cast<int>(b.kind));
}

}  // namespace

std::string firstDifference(const Result<Trace>& fast, const Result<Trace>& exact) {
    if (fast.ok() != exact.ok())
        return fast.ok() ? "first accepted, second: " + exact.error().toString()
                         : "second accepted, first: " + fast.error().toString();
    if (!fast.ok())
        return fast.error().toString() == exact.error().toString() ? "" : fast.error().toString() + " vs " + exact.error().toString();
    if (fast.warnings != exact.warnings) return "warnings differ";
    const Trace& a = *fast;
    const Trace& b = *exact;
    if (a.names != b.names) return "names differ";
    if (a.origin_ns != b.origin_ns || a.origin_is_unix != b.origin_is_unix) return "origin differs";
    const auto& ca = a.counts;
    const auto& cb = b.counts;
    if (ca.total_events != cb.total_events || ca.kept_events != cb.kept_events || ca.flows != cb.flows ||
        ca.metadata != cb.metadata || ca.flow_links != cb.flow_links || ca.unlinked_gpu != cb.unlinked_gpu)
        return "counts differ";
    if (a.ranks.size() != b.ranks.size()) return "rank count differs";
    for (size_t r = 0; r < a.ranks.size(); ++r) {
        const auto& ra = a.ranks[r];
        const auto& rb = b.ranks[r];
        if (ra.rank != rb.rank || ra.rank_source != rb.rank_source || ra.devices != rb.devices || ra.streams != rb.streams)
            return "rank header differs";
        if (ra.events.size() != rb.events.size()) return "event count differs";
        for (size_t i = 0; i < ra.events.size(); ++i)
            if (auto d = eventDiff(ra.events[i], rb.events[i]); !d.empty()) return "event " + std::to_string(i) + ": " + d;
    }
    return "";
}

}  // namespace moe::trace
