#include "core/trace/trace_model.h"

#include <algorithm>
#include <set>

namespace moe::trace {

const char* eventKindName(EventKind kind) {
    switch (kind) {
    case EventKind::Kernel: return "kernel";
    case EventKind::Memcpy: return "memcpy";
    case EventKind::Memset: return "memset";
    case EventKind::Runtime: return "runtime";
    case EventKind::Annotation: return "annotation";
    case EventKind::GpuAnnotation: return "gpu_annotation";
    }
    return "?";
}

bool isGraphLaunchCall(std::string_view name) {
    for (const std::string_view prefix : {"cudaGraphLaunch", "cuGraphLaunch", "hipGraphLaunch"})
        if (name.rfind(prefix, 0) == 0) return true;
    return false;
}

size_t RankTrace::countKind(EventKind kind) const {
    return static_cast<size_t>(std::count_if(events.begin(), events.end(), [kind](const Event& e) { return e.kind == kind; }));
}

size_t RankTrace::gpuActivityCount() const {
    return static_cast<size_t>(std::count_if(events.begin(), events.end(), [](const Event& e) { return isGpuActivity(e.kind); }));
}

uint32_t NameTable::intern(std::string_view s) {
    if (auto it = index_.find(s); it != index_.end()) return it->second;
    const auto id = static_cast<uint32_t>(names_.size());
    names_.emplace_back(s);
    index_.emplace(std::string(s), id);
    return id;
}

void finalizeRank(RankTrace& rank, ImportCounts& counts) {
    auto& ev = rank.events;
    std::sort(ev.begin(), ev.end(), [](const Event& a, const Event& b) {
        return a.start_ns != b.start_ns ? a.start_ns < b.start_ns : a.end_ns < b.end_ns;
    });
    std::unordered_map<int64_t, int64_t> launchByCorrelation;
    launchByCorrelation.reserve(ev.size() / 2 + 1);
    for (const auto& e : ev)
        if (e.kind == EventKind::Runtime && e.correlation >= 0) launchByCorrelation.emplace(e.correlation, e.start_ns);
    std::map<int32_t, std::set<int64_t>> streams;
    for (auto& e : ev) {
        if (!isGpuActivity(e.kind)) continue;
        streams[e.device].insert(e.stream);
        if (e.launch_ns == kNoTime && e.correlation >= 0) {
            if (auto it = launchByCorrelation.find(e.correlation); it != launchByCorrelation.end()) e.launch_ns = it->second;
        }
        if (e.launch_ns == kNoTime) ++counts.unlinked_gpu;
    }
    rank.devices.clear();
    rank.streams.clear();
    for (auto& [device, set] : streams) {
        rank.devices.push_back(device);
        rank.streams[device] = std::vector<int64_t>(set.begin(), set.end());
    }
}

}  // namespace moe::trace
