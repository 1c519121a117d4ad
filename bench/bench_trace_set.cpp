// `trace analyze` on a set of rank files (issue 17, point 5): the same synthetic set analysed with
// 1, 2, 4, ... threads up to the core count, each run printing files/s, MB/s, the speed-up over one
// thread, CPU time and the run's peak resident memory. The set is MOE_TRACE_SET_RANKS files
// (default 64) of MOE_TRACE_SET_MB MiB each (default 8), written once under /tmp and reused;
// MOE_TRACE_SET_THREADS caps the thread counts (default: std::thread::hardware_concurrency()).
// The set is read once before the runs, so every run reads it from the page cache. Every run's
// results are compared with the one-thread run's. Figures are printed, never asserted.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "core/trace/trace_set_analysis.h"
#include "process_usage.h"
#include "synthetic_kineto.h"

namespace {

using namespace moe::trace;

int envInt(const char* name, int fallback) {
    const char* v = std::getenv(name);
    const int n = v != nullptr ? std::atoi(v) : 0;
    return n > 0 ? n : fallback;
}

struct TraceSet {
    std::vector<std::string> paths;
    double mib = 0;
};

const TraceSet& traceSet() {
    static const TraceSet set = [] {
        std::printf("writing the trace set (once; reused from /tmp afterwards)\n");
        TraceSet s;
        const int ranks = envInt("MOE_TRACE_SET_RANKS", 64);
        const int mb = envInt("MOE_TRACE_SET_MB", 8);
        const std::string dir = "/tmp/moe_bench_trace_set_" + std::to_string(ranks) + "x" + std::to_string(mb) + "MB";
        std::filesystem::create_directories(dir);
        for (int r = 0; r < ranks; ++r) {
            const std::string path = dir + "/rank-" + std::to_string(r) + ".json";
            if (!moe::bench::writeSyntheticKinetoTrace(path, static_cast<uint64_t>(mb) << 20, r, ranks))
                return TraceSet{};
            s.paths.push_back(path);
            s.mib += static_cast<double>(std::filesystem::file_size(path)) / (1024.0 * 1024.0);
        }
        // Read every file once, untimed, so that each thread count finds the set in the page cache
        // (otherwise the first count measured would also pay for the disk).
        std::vector<char> buffer(1 << 20);
        for (const std::string& path : s.paths)
            if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
                while (std::fread(buffer.data(), 1, buffer.size(), f) == buffer.size()) {
                }
                std::fclose(f);
            }
        return s;
    }();
    return set;
}

// The per-device figures a run printed, for the comparison with the one-thread run.
std::vector<int64_t> fingerprint(const TraceSetAnalysis& a) {
    std::vector<int64_t> out;
    for (const auto& f : a.files)
        for (const DeviceAnalysis& d : f->devices)
            out.insert(out.end(), {d.rank, d.metrics.device, static_cast<int64_t>(d.metrics.events), d.metrics.busy_ns,
                                   d.metrics.comm_ns, d.metrics.compute_ns, d.metrics.overlap_ns, d.metrics.idle_ns});
    return out;
}

void BM_TraceSetAnalyze(benchmark::State& state) {
    const TraceSet& set = traceSet();
    if (set.paths.empty()) {
        state.SkipWithError("cannot write the trace set under /tmp");
        return;
    }
    static std::vector<int64_t> oneThread;
    static double oneThreadSeconds = 0;
    const int threads = static_cast<int>(state.range(0));
    const TraceAnalysisRequest request;
    const auto classifier = KernelClassifier::create(request.mode.patterns).value();
    for (auto _ : state) {
        const bool reset = moe::bench::resetPeakRss();
        const double baseMiB = moe::bench::peakRssMiB();
        const double cpu0 = moe::bench::cpuSeconds();
        const auto t0 = std::chrono::steady_clock::now();
        const TraceSetAnalysis result = analyzeTraceSet(set.paths, classifier, request, threads);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const double cpu = moe::bench::cpuSeconds() - cpu0;
        const double peakMiB = moe::bench::peakRssMiB();
        if (result.failed() > 0) {
            state.SkipWithError("a file of the set failed to import");
            return;
        }
        const std::vector<int64_t> figures = fingerprint(result);
        if (threads == 1) {
            oneThread = figures;
            oneThreadSeconds = s;
        }
        const double files = static_cast<double>(set.paths.size());
        char speedup[32] = "  -  ";
        if (oneThreadSeconds > 0) std::snprintf(speedup, sizeof speedup, "%.2fx", oneThreadSeconds / s);
        state.SetIterationTime(s);
        state.counters["files_per_s"] = files / s;
        state.counters["MiB_per_s"] = set.mib / s;
        state.counters["peak_rss_MB"] = peakMiB;
        // The load average says how much of the machine the neighbours had while this ran.
        double load[1] = {0};
        getloadavg(load, 1);
        std::printf(
            "trace set: %2d thread%s  %7.2f s  %7.1f files/s  %7.0f MiB/s  speed-up %s  CPU %6.2f s (%4.0f MiB/CPU-s)"
            "  peak RSS %6.0f MiB (%s, %.0f MiB before)  load %.1f on %u cores  %s\n",
            threads, threads == 1 ? " " : "s", s, files / s, set.mib / s, speedup, cpu, set.mib / cpu, peakMiB,
            reset ? "this run" : "since start", baseMiB, load[0], std::thread::hardware_concurrency(),
            oneThread.empty() ? ""
                              : (figures == oneThread ? "same results as 1 thread" : "RESULTS DIFFER FROM 1 THREAD"));
    }
}

void threadCounts(benchmark::internal::Benchmark* b) {
    const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    const int top = envInt("MOE_TRACE_SET_THREADS", cores);
    int t = 1;
    for (; t < top; t *= 2) b->Arg(t);
    b->Arg(top);
}

BENCHMARK(BM_TraceSetAnalyze)->Apply(threadCounts)->UseManualTime()->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
