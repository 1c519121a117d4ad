#include "core/trace/interval_metrics.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

namespace moe::trace {

std::vector<Interval> mergeIntervals(std::vector<Interval> v) {
    std::sort(v.begin(), v.end(), [](const Interval& a, const Interval& b) { return a.start < b.start; });
    std::vector<Interval> out;
    for (const auto& i : v) {
        if (i.end <= i.start) continue;
        // A new interval only when the start lies beyond the running end: touching ones merge.
        if (out.empty() || i.start > out.back().end) out.push_back(i);
        else out.back().end = std::max(out.back().end, i.end);
    }
    return out;
}

int64_t totalLength(const std::vector<Interval>& merged) {
    int64_t t = 0;
    for (const auto& i : merged) t += i.end - i.start;
    return t;
}

std::vector<Interval> intersectMerged(const std::vector<Interval>& a, const std::vector<Interval>& b) {
    std::vector<Interval> out;
    size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const int64_t s = std::max(a[i].start, b[j].start);
        const int64_t e = std::min(a[i].end, b[j].end);
        if (s < e) out.push_back({s, e});
        // Advance whichever ends first; both lists are disjoint and sorted.
        if (a[i].end < b[j].end) ++i;
        else ++j;
    }
    return out;
}

void DeviceMetrics::add(const DeviceMetrics& o) {
    events += o.events;
    streams = std::max(streams, o.streams);
    windows += o.windows;
    window_ns += o.window_ns;
    busy_ns += o.busy_ns;
    idle_ns += o.idle_ns;
    comm_ns += o.comm_ns;
    compute_ns += o.compute_ns;
    memory_ns += o.memory_ns;
    overlap_ns += o.overlap_ns;
    exposed_comm_ns += o.exposed_comm_ns;
    non_compute_ns += o.non_compute_ns;
    host_wait_ns += o.host_wait_ns;
    kernel_wait_ns += o.kernel_wait_ns;
    other_idle_ns += o.other_idle_ns;
    device_host_wait_ns += o.device_host_wait_ns;
    device_kernel_wait_ns += o.device_kernel_wait_ns;
    device_other_idle_ns += o.device_other_idle_ns;
    kernel_duration_sum_ns += o.kernel_duration_sum_ns;
}

namespace {

struct Clipped {
    Interval iv;
    int64_t launch;
    int64_t stream;
};

enum class GapKind { Host, Kernel, Other };

GapKind classifyGap(int64_t gapStart, int64_t gapLen, int64_t nextLaunch, const MetricsOptions& o) {
    if (nextLaunch != kNoTime && nextLaunch > gapStart) return GapKind::Host;
    if (gapLen < o.kernel_wait_threshold_ns) return GapKind::Kernel;
    return GapKind::Other;
}

void addGap(GapKind k, int64_t len, int64_t& host, int64_t& kernel, int64_t& other) {
    (k == GapKind::Host ? host : k == GapKind::Kernel ? kernel : other) += len;
}

}  // namespace

DeviceMetrics computeDeviceMetrics(const RankTrace& rank, int32_t device, const Classification& classes,
                                   std::optional<Interval> window, const MetricsOptions& options) {
    DeviceMetrics m;
    m.device = device;
    m.windows = 1;
    Interval w{0, 0};
    if (window) {
        w = *window;
    } else {
        bool any = false;
        for (const auto& e : rank.events) {
            if (!isGpuActivity(e.kind) || e.device != device) continue;
            w.start = any ? std::min(w.start, e.start_ns) : e.start_ns;
            w.end = any ? std::max(w.end, e.end_ns) : e.end_ns;
            any = true;
        }
        if (!any) return m;
    }
    if (w.end < w.start) w.end = w.start;
    m.window_ns = w.end - w.start;

    std::vector<Interval> all, comm, compute, memory;
    std::vector<Clipped> acts;
    std::set<int64_t> streams;
    for (const auto& e : rank.events) {
        if (!isGpuActivity(e.kind) || e.device != device) continue;
        const bool zeroInside = e.start_ns == e.end_ns && e.start_ns >= w.start && e.start_ns <= w.end;
        if (!(e.end_ns > w.start && e.start_ns < w.end) && !zeroInside) continue;
        const Interval c{std::max(e.start_ns, w.start), std::min(e.end_ns, w.end)};
        ++m.events;
        streams.insert(e.stream);
        m.kernel_duration_sum_ns += c.end - c.start;
        all.push_back(c);
        switch (classes.of(e)) {
        case KernelClass::Communication: comm.push_back(c); break;
        case KernelClass::Compute: compute.push_back(c); break;
        case KernelClass::Memory: memory.push_back(c); break;
        default: break;
        }
        if (c.end > c.start) acts.push_back({c, e.launch_ns, e.stream});
    }
    m.streams = streams.size();
    const auto busy = mergeIntervals(std::move(all));
    const auto commU = mergeIntervals(std::move(comm));
    const auto compU = mergeIntervals(std::move(compute));
    m.busy_ns = totalLength(busy);
    m.comm_ns = totalLength(commU);
    m.compute_ns = totalLength(compU);
    m.memory_ns = totalLength(mergeIntervals(std::move(memory)));
    m.overlap_ns = totalLength(intersectMerged(commU, compU));
    m.idle_ns = m.window_ns - m.busy_ns;
    m.exposed_comm_ns = m.comm_ns - m.overlap_ns;
    m.non_compute_ns = m.window_ns - m.compute_ns - m.idle_ns;

    // Device-level gaps of the busy union: the activity that ends a gap says why it was idle.
    std::sort(acts.begin(), acts.end(), [](const Clipped& a, const Clipped& b) { return a.iv.start < b.iv.start; });
    auto launchOfFirstAt = [&](int64_t t) {
        int64_t best = kNoTime;
        auto it = std::lower_bound(acts.begin(), acts.end(), t, [](const Clipped& a, int64_t v) { return a.iv.start < v; });
        for (; it != acts.end() && it->iv.start == t; ++it)
            if (it->launch != kNoTime) best = best == kNoTime ? it->launch : std::min(best, it->launch);
        return best;
    };
    int64_t prev = w.start;
    for (const auto& u : busy) {
        if (u.start > prev) {
            const int64_t len = u.start - prev;
            addGap(classifyGap(prev, len, launchOfFirstAt(u.start), options), len, m.device_host_wait_ns,
                   m.device_kernel_wait_ns, m.device_other_idle_ns);
        }
        prev = u.end;
    }
    if (w.end > prev) m.device_other_idle_ns += w.end - prev;  // nothing in the window ends it

    // HTA's per-stream gaps between consecutive activities (stream idle, not device idle).
    std::map<int64_t, std::vector<const Clipped*>> byStream;
    for (const auto& a : acts) byStream[a.stream].push_back(&a);
    for (const auto& [stream, list] : byStream) {
        int64_t maxEnd = list.front()->iv.end;
        for (size_t i = 1; i < list.size(); ++i) {
            const Clipped& n = *list[i];
            if (n.iv.start > maxEnd) {
                const int64_t len = n.iv.start - maxEnd;
                addGap(classifyGap(maxEnd, len, n.launch, options), len, m.host_wait_ns, m.kernel_wait_ns, m.other_idle_ns);
            }
            maxEnd = std::max(maxEnd, n.iv.end);
        }
    }
    return m;
}

namespace {

bool parseStep(const std::string& name, int64_t& n) {
    static constexpr std::string_view kPrefix = "ProfilerStep#";
    if (name.rfind(kPrefix, 0) != 0 || name.size() == kPrefix.size()) return false;
    n = 0;
    for (size_t i = kPrefix.size(); i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9' || n > 1'000'000'000'000LL) return false;
        n = n * 10 + (name[i] - '0');
    }
    return true;
}

}  // namespace

std::vector<StepWindow> findSteps(const Trace& trace, const RankTrace& rank, int32_t device) {
    struct Range {
        int64_t step, start, end;
    };
    std::vector<Range> cpu;
    std::map<int64_t, StepWindow> out;
    for (const auto& e : rank.events) {
        int64_t n = 0;
        if ((e.kind != EventKind::Annotation && e.kind != EventKind::GpuAnnotation) || !parseStep(trace.name(e), n)) continue;
        if (e.kind == EventKind::Annotation) cpu.push_back({n, e.start_ns, e.end_ns});
    }
    std::sort(cpu.begin(), cpu.end(), [](const Range& a, const Range& b) { return a.start < b.start; });
    for (const auto& e : rank.events) {
        if (!isGpuActivity(e.kind) || e.device != device || e.launch_ns == kNoTime || cpu.empty()) continue;
        auto it = std::upper_bound(cpu.begin(), cpu.end(), e.launch_ns, [](int64_t t, const Range& r) { return t < r.start; });
        if (it == cpu.begin()) continue;
        --it;
        if (e.launch_ns > it->end) continue;
        auto [pos, inserted] = out.try_emplace(it->step);
        StepWindow& s = pos->second;
        if (inserted) {
            s.step = it->step;
            s.window = {e.start_ns, e.end_ns};
        }
        s.window.start = std::min(s.window.start, e.start_ns);
        s.window.end = std::max(s.window.end, e.end_ns);
        ++s.gpu_events;
    }
    if (out.empty()) {
        // No launch linkage: use GPU-side step spans where the profiler wrote them.
        for (const auto& e : rank.events) {
            int64_t n = 0;
            if (e.kind != EventKind::GpuAnnotation || e.device != device || !parseStep(trace.name(e), n)) continue;
            auto [pos, inserted] = out.try_emplace(n);
            if (inserted) pos->second = StepWindow{n, {e.start_ns, e.end_ns}, 0, false};
            pos->second.window.start = std::min(pos->second.window.start, e.start_ns);
            pos->second.window.end = std::max(pos->second.window.end, e.end_ns);
        }
        for (auto& [n, s] : out)
            for (const auto& e : rank.events)
                if (isGpuActivity(e.kind) && e.device == device && e.start_ns >= s.window.start && e.end_ns <= s.window.end) ++s.gpu_events;
    }
    std::vector<StepWindow> steps;
    for (auto& [n, s] : out) steps.push_back(s);
    if (!steps.empty()) steps.back().last = true;
    return steps;
}

std::vector<Interval> completeStepWindows(const Trace& trace, const RankTrace& rank, int32_t device) {
    std::vector<StepWindow> steps = findSteps(trace, rank, device);
    if (steps.size() > 1 && steps.back().last) steps.pop_back();
    std::vector<Interval> out;
    out.reserve(steps.size());
    for (const StepWindow& s : steps) out.push_back(s.window);
    return out;
}

std::vector<Interval> annotationWindows(const Trace& trace, const RankTrace& rank, int32_t device, std::string_view name) {
    std::vector<Interval> gpu;
    for (const auto& e : rank.events)
        if (e.kind == EventKind::GpuAnnotation && e.device == device && trace.name(e).find(name) != std::string::npos)
            gpu.push_back({e.start_ns, e.end_ns});
    if (!gpu.empty()) return gpu;
    // CPU ranges: the GPU work launched from the same thread while the range was open.
    std::unordered_map<int64_t, int64_t> threadOfCorrelation;
    for (const auto& e : rank.events)
        if (e.kind == EventKind::Runtime && e.correlation >= 0) threadOfCorrelation.emplace(e.correlation, e.stream);
    struct Launched {
        int64_t launch, thread, start, end;
    };
    std::vector<Launched> launched;
    for (const auto& e : rank.events) {
        if (!isGpuActivity(e.kind) || e.device != device || e.launch_ns == kNoTime) continue;
        auto t = threadOfCorrelation.find(e.correlation);
        launched.push_back({e.launch_ns, t != threadOfCorrelation.end() ? t->second : -1, e.start_ns, e.end_ns});
    }
    std::sort(launched.begin(), launched.end(), [](const Launched& a, const Launched& b) { return a.launch < b.launch; });
    std::vector<Interval> out;
    for (const auto& e : rank.events) {
        if (e.kind != EventKind::Annotation || trace.name(e).find(name) == std::string::npos) continue;
        auto it = std::lower_bound(launched.begin(), launched.end(), e.start_ns,
                                   [](const Launched& l, int64_t t) { return l.launch < t; });
        bool any = false;
        Interval w{0, 0};
        for (; it != launched.end() && it->launch <= e.end_ns; ++it) {
            if (it->thread != e.stream) continue;
            w = any ? Interval{std::min(w.start, it->start), std::max(w.end, it->end)} : Interval{it->start, it->end};
            any = true;
        }
        if (any) out.push_back(w);
    }
    return out;
}

}  // namespace moe::trace
