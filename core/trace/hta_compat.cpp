#include "core/trace/hta_compat.h"

#include <algorithm>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

namespace moe::trace {
namespace {

bool isProfilerStep(std::string_view name) { return name.rfind("ProfilerStep#", 0) == 0; }

// Applies the rule to one rank; returns the GPU activities removed.
size_t filterRank(const Trace& trace, RankTrace& rank) {
    std::set<uint32_t> stepNames;
    int64_t lastStepStart = kNoTime;
    for (const Event& e : rank.events) {
        if (e.kind != EventKind::Annotation || !isProfilerStep(trace.names[e.name])) continue;
        stepNames.insert(e.name);
        lastStepStart = std::max(lastStepStart, e.start_ns);
    }
    if (stepNames.size() < 2) return 0;
    std::unordered_map<int64_t, int64_t> launchStart;  // correlation → start of its runtime call
    for (const Event& e : rank.events)
        if (e.kind == EventKind::Runtime && e.correlation >= 0) launchStart.emplace(e.correlation, e.start_ns);
    size_t removed = 0;
    std::vector<Event> kept;
    kept.reserve(rank.events.size());
    for (const Event& e : rank.events) {
        bool keep = true;
        if (isGpuActivity(e.kind)) {
            const auto it = e.correlation >= 0 ? launchStart.find(e.correlation) : launchStart.end();
            keep = it != launchStart.end() && it->second < lastStepStart;
            if (!keep) ++removed;
        } else if (e.kind == EventKind::Runtime || e.kind == EventKind::Annotation) {
            keep = e.start_ns < lastStepStart || (e.kind == EventKind::Annotation && isProfilerStep(trace.names[e.name]));
        }
        if (keep) kept.push_back(e);
    }
    rank.events = std::move(kept);
    // Devices and streams from what is left.
    std::map<int32_t, std::set<int64_t>> streams;
    for (const Event& e : rank.events)
        if (isGpuActivity(e.kind)) streams[e.device].insert(e.stream);
    rank.devices.clear();
    rank.streams.clear();
    for (const auto& [device, set] : streams) {
        rank.devices.push_back(device);
        rank.streams[device] = std::vector<int64_t>(set.begin(), set.end());
    }
    return removed;
}

}  // namespace

AnalysisMode exactMode() {
    AnalysisMode m;
    m.patterns = defaultPatterns();
    return m;
}

AnalysisMode htaCompatMode() {
    AnalysisMode m;
    m.import.hta_rounding = true;
    m.patterns = htaPatterns();
    // The loading rule removes the GPU work of the last step (with two or more steps), so that
    // step no longer appears among the steps; dropping the last one again would lose a full step.
    m.drop_last_step = false;
    m.hta_loading_rule = true;
    return m;
}

std::vector<StepWindow> reportedSteps(const std::vector<StepWindow>& steps, const AnalysisMode& mode) {
    if (!mode.drop_last_step || steps.size() < 2) return steps;
    return {steps.begin(), steps.end() - 1};
}

size_t applyHtaLoadingRule(Trace& trace) {
    size_t removed = 0;
    for (RankTrace& rank : trace.ranks) removed += filterRank(trace, rank);
    return removed;
}

}  // namespace moe::trace
