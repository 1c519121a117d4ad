#include "core/trace/trace_set_analysis.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "core/common/text_pattern.h"
#include "core/trace/trace_file.h"

namespace moe::trace {
namespace {

Result<DeviceMetrics> measureDevice(const std::string& path, const Trace& trace, const RankTrace& rank, int32_t device,
                                    const Classification& classes, const TraceAnalysisRequest& request) {
    const MetricsOptions& options = request.mode.metrics;
    if (request.step) {
        std::string known;
        for (const StepWindow& s : findSteps(trace, rank, device)) {
            if (s.step == *request.step) return computeDeviceMetrics(rank, device, classes, s.window, options);
            known += (known.empty() ? "" : ", ") + std::to_string(s.step) + (s.last ? " (last)" : "");
        }
        return Error{path, 0, 0, "--step",
                     "no ProfilerStep#" + std::to_string(*request.step) + " on rank " + std::to_string(rank.rank) +
                         " device " + std::to_string(device) + " (steps: " + (known.empty() ? "none" : known) + ")"};
    }
    if (request.range) {
        DeviceMetrics m;
        m.device = device;
        m.windows = 0;
        for (const Interval& w : annotationWindows(trace, rank, device, *request.range))
            m.add(computeDeviceMetrics(rank, device, classes, w, options));
        return m;
    }
    return computeDeviceMetrics(rank, device, classes, std::nullopt, options);
}

// The trace without the events alignment does not read: memory after the analysis stays at the
// collectives, not the whole timeline.
Trace keepKernels(Trace trace, const TextPattern& pattern) {
    std::vector<int8_t> matches(trace.names.size(), -1);  // per name: unknown / no / yes
    for (RankTrace& rank : trace.ranks) {
        std::vector<Event> kept;
        for (const Event& e : rank.events) {
            if (e.kind != EventKind::Kernel) continue;
            int8_t& known = matches[e.name];
            if (known < 0) known = pattern.search(trace.names[e.name]) ? 1 : 0;
            if (known != 0) kept.push_back(e);
        }
        rank.events = std::move(kept);
    }
    return trace;
}

}  // namespace

Result<FileAnalysis> analyzeTraceFile(const std::string& path, const KernelClassifier& classifier,
                                      const TraceAnalysisRequest& request) {
    std::optional<TextPattern> keepPattern;
    if (request.keep_kernels) {
        auto compiled = TextPattern::compile(*request.keep_kernels);
        if (!compiled) return Error{{}, 0, 0, "keep_kernels", "not a valid regular expression: " + compiled.error().reason};
        keepPattern = std::move(*compiled);
    }
    auto trace = importTraceFile(path, request.mode.import);
    if (!trace) return trace.error();
    if (request.mode.hta_loading_rule) {
        if (const size_t removed = applyHtaLoadingRule(*trace); removed > 0)
            trace.warnings.push_back("HTA loading rule: " + std::to_string(removed) +
                                     " GPU event(s) launched at or after the last ProfilerStep's start left out");
    }

    FileAnalysis out;
    out.path = path;
    out.format = trace->format;
    out.warnings = std::move(trace.warnings);

    const Classification classes = classifier.classify(*trace);
    out.pattern_hits = classes.pattern_hits;
    out.unclassified = classes.unclassified;
    for (const RankTrace& rank : trace->ranks) {
        for (int32_t device : rank.devices) {
            auto m = measureDevice(path, *trace, rank, device, classes, request);
            if (!m) return m.error();
            m->device = device;
            out.devices.push_back({rank.rank, *m});
        }
    }
    if (keepPattern) out.kept = keepKernels(std::move(*trace), *keepPattern);
    return out;
}

size_t TraceSetAnalysis::failed() const {
    return static_cast<size_t>(std::count_if(files.begin(), files.end(), [](const auto& f) { return !f.ok(); }));
}

TraceSetAnalysis analyzeTraceSet(const std::vector<std::string>& paths, const KernelClassifier& classifier,
                                 const TraceAnalysisRequest& request, int threads) {
    TraceSetAnalysis result;
    if (threads <= 0) threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    threads = static_cast<int>(std::min<size_t>(static_cast<size_t>(threads), std::max<size_t>(1, paths.size())));
    result.threads = threads;

    // Each slot is written by exactly one worker (the one that took its index) and read after the
    // joins, so results land in input order without a lock.
    std::vector<std::optional<Result<FileAnalysis>>> slots(paths.size());
    std::atomic<size_t> next{0};
    auto work = [&] {
        for (;;) {
            const size_t i = next.fetch_add(1);
            if (i >= paths.size()) return;
            try {
                slots[i].emplace(analyzeTraceFile(paths[i], classifier, request));
            } catch (const std::exception& e) {  // e.g. bad_alloc on a huge file: that file fails, not the process
                slots[i].emplace(Error{paths[i], 0, 0, {}, std::string("analysis failed: ") + e.what()});
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (std::thread& th : pool) th.join();

    result.files.reserve(paths.size());
    for (auto& slot : slots) result.files.push_back(std::move(*slot));
    return result;
}

}  // namespace moe::trace
