// Kineto import throughput on a generated trace (issue 7: >= 300 MB/s, peak memory below the
// file size). Size in MiB from MOE_TRACE_BENCH_MB (default 1024); the file is written once to
// /tmp and reused. MB/s is given on wall time and on CPU time. Figures are printed, never asserted.
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/trace/kineto_import.h"
#include "process_usage.h"
#include "synthetic_kineto.h"

namespace {

using moe::bench::cpuSeconds;

uint64_t targetBytes() {
    const char* env = std::getenv("MOE_TRACE_BENCH_MB");
    const uint64_t mb = env != nullptr ? std::strtoull(env, nullptr, 10) : 1024;
    return (mb > 0 ? mb : 1024) << 20;
}

std::string generate(uint64_t bytes) {
    const std::string path = "/tmp/moe_bench_trace_" + std::to_string(bytes >> 20) + "MB.json";
    return moe::bench::writeSyntheticKinetoTrace(path, bytes) ? path : std::string{};
}

void BM_KinetoImport(benchmark::State& state) {
    const std::string path = generate(targetBytes());
    if (path.empty()) {
        state.SkipWithError("cannot write the trace to /tmp");
        return;
    }
    const double mb = static_cast<double>(std::filesystem::file_size(path)) / (1024.0 * 1024.0);
    size_t events = 0;
    for (auto _ : state) {
        const double cpu0 = cpuSeconds();
        const auto t0 = std::chrono::steady_clock::now();
        auto trace = moe::trace::importKineto(path);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const double cpu = cpuSeconds() - cpu0;
        if (!trace) {
            state.SkipWithError(trace.error().toString().c_str());
            return;
        }
        events = trace->ranks[0].events.size();
        state.SetIterationTime(s);
        state.counters["MB_per_s"] = mb / s;
        state.counters["MB_per_cpu_s"] = mb / cpu;
        std::printf("trace import: %.2f s wall (%.0f MB/s), %.2f s CPU user+sys (%.0f MB/s)\n", s, mb / s, cpu, mb / cpu);
    }
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    const double peakMb = static_cast<double>(ru.ru_maxrss) / 1024.0;
    state.counters["file_MB"] = mb;
    state.counters["kept_events"] = static_cast<double>(events);
    state.counters["peak_rss_MB"] = peakMb;
    std::printf("trace import: %.0f MiB file, %zu events kept, peak RSS %.0f MiB (%.0f%% of the file)\n", mb, events, peakMb,
                100.0 * peakMb / mb);
}
BENCHMARK(BM_KinetoImport)->UseManualTime()->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
