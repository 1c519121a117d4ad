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

namespace {

// User + system CPU seconds of this process: on a shared machine wall time also measures the
// neighbours, CPU time measures the importer.
double cpuSeconds() {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    auto sec = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
    return sec(ru.ru_utime) + sec(ru.ru_stime);
}

uint64_t targetBytes() {
    const char* env = std::getenv("MOE_TRACE_BENCH_MB");
    const uint64_t mb = env != nullptr ? std::strtoull(env, nullptr, 10) : 1024;
    return (mb > 0 ? mb : 1024) << 20;
}

// A step-like mix: CPU ops with shapes (skipped by the importer), runtime launches, kernels on
// 16 streams with Kineto's args, memcpys, flows and a few annotations.
std::string generate(uint64_t bytes) {
    const std::string path = "/tmp/moe_bench_trace_" + std::to_string(bytes >> 20) + "MB.json";
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) >= bytes) return path;
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr) return {};
    std::fputs("{\"schemaVersion\": 1, \"distributedInfo\": {\"rank\": 0, \"world_size\": 8}, \"traceEvents\": [\n", f);
    uint64_t written = 0;
    int64_t ts = 1712867402348000;
    char line[4096];
    for (uint64_t i = 0; written < bytes; ++i) {
        const int stream = 7 + static_cast<int>(i % 16);
        int n = std::snprintf(line, sizeof line,
            "%s{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::linear\", \"pid\": 1102, \"tid\": 1102, \"ts\": %lld.%03d, \"dur\": 12.5, "
            "\"args\": {\"External id\": %llu, \"Record function id\": 0, \"Input Dims\": [[4096, 7168], [7168, 2048], [2048]], "
            "\"Input type\": [\"c10::BFloat16\", \"c10::BFloat16\", \"c10::BFloat16\"], \"Ev Idx\": %llu}},\n"
            "{\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", \"pid\": 1102, \"tid\": 1102, \"ts\": %lld.%03d, \"dur\": 4.1, "
            "\"args\": {\"External id\": %llu, \"cbid\": 211, \"correlation\": %llu}},\n"
            "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"%s\", \"pid\": 0, \"tid\": %d, \"ts\": %lld.%03d, \"dur\": %d.%03d, "
            "\"args\": {\"External id\": %llu, \"queued\": 0, \"device\": 0, \"context\": 1, \"stream\": %d, \"correlation\": %llu, "
            "\"registers per thread\": 168, \"shared memory\": 232448, \"blocks per SM\": 1, \"warps per SM\": 12, \"grid\": [132, 1, 1], "
            "\"block\": [384, 1, 1], \"est. achieved occupancy %%\": 19}},\n"
            "{\"ph\": \"f\", \"id\": %llu, \"pid\": 0, \"tid\": %d, \"ts\": %lld.%03d, \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"}",
            i == 0 ? "" : ",\n", static_cast<long long>(ts), static_cast<int>(i % 1000), static_cast<unsigned long long>(i),
            static_cast<unsigned long long>(i), static_cast<long long>(ts + 2), static_cast<int>(i % 997),
            static_cast<unsigned long long>(i), static_cast<unsigned long long>(i),
            i % 5 == 0 ? "ncclDevKernel_SendRecv(ncclDevComm*, unsigned long, ncclWork*)"
                       : "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
            stream, static_cast<long long>(ts + 10), static_cast<int>(i % 991), 5 + static_cast<int>(i % 40), static_cast<int>(i % 1000),
            static_cast<unsigned long long>(i), stream, static_cast<unsigned long long>(i), static_cast<unsigned long long>(i), stream,
            static_cast<long long>(ts + 10), static_cast<int>(i % 991));
        if (n < 0) break;
        std::fwrite(line, 1, static_cast<size_t>(n), f);
        written += static_cast<uint64_t>(n);
        ts += 15;
    }
    std::fputs("\n]}\n", f);
    std::fclose(f);
    return path;
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
