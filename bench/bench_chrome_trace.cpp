// The predicted timeline written as a Chrome trace (issue 28: `moe-plan simulate
// builtin:bridge-dsv3-h100-1024-fp8bw --chrome-trace OUT` in <= 0.5 s of CPU and <= 200 MB peak;
// the document-tree writer it replaced took 1.85 s of CPU and 491 MiB for 49 MB, measured with
// /usr/bin/time -v). Two figures, printed, never asserted:
//  - BM_ChromeTraceCommand runs that command as a child process and reports its user+sys CPU and
//    peak resident memory as the kernel accounts them (wait4's rusage: what /usr/bin/time prints);
//  - BM_ChromeTracePhases does the same work in this process, split into simulation, the predicted
//    trace and the streaming writer, with the peak memory of that run.
// Run: build/bench/bench_chrome_trace
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/recipe/recipe_yaml.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/step_simulator.h"
#include "core/trace/chrome_trace_writer.h"
#include "process_usage.h"

namespace {

constexpr const char* kRecipe = "bridge-dsv3-h100-1024-fp8bw";
const std::string kOut = "/tmp/moe_bench_chrome_trace.json";

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; }
double fileMb() { return static_cast<double>(std::filesystem::file_size(kOut)) / 1e6; }

void BM_ChromeTraceCommand(benchmark::State& state) {
    const std::string recipe = std::string("builtin:") + kRecipe;
    for (auto _ : state) {
        std::fflush(stdout);  // else the child would print this process's pending output again
        const auto t0 = std::chrono::steady_clock::now();
        const pid_t pid = ::fork();
        if (pid == 0) {
            std::freopen("/dev/null", "w", stdout);
            ::execl(MOE_PLAN_BINARY, "moe-plan", "simulate", recipe.c_str(), "--chrome-trace", kOut.c_str(), static_cast<char*>(nullptr));
            std::_Exit(127);
        }
        int status = 0;
        rusage ru{};
        if (pid < 0 || ::wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            state.SkipWithError("moe-plan simulate failed (built? " MOE_PLAN_BINARY ")");
            return;
        }
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const double cpu = seconds(ru.ru_utime) + seconds(ru.ru_stime);
        const double peak = static_cast<double>(ru.ru_maxrss) / 1024.0;
        state.SetIterationTime(wall);
        state.counters["cpu_s"] = cpu;
        state.counters["peak_rss_MiB"] = peak;
        state.counters["file_MB"] = fileMb();
        std::printf("moe-plan simulate %s --chrome-trace: %.2f s CPU (user %.2f + sys %.2f), peak RSS %.0f MiB, %.1f MB written, "
                    "%.2f s wall\n",
                    kRecipe, cpu, seconds(ru.ru_utime), seconds(ru.ru_stime), peak, fileMb(), wall);
    }
}
BENCHMARK(BM_ChromeTraceCommand)->UseManualTime()->Iterations(3)->Unit(benchmark::kMillisecond);

void BM_ChromeTracePhases(benchmark::State& state) {
    moe::Recipe recipe;
    for (const auto& b : moe::builtinRecipes())
        if (b.file_name == std::string(kRecipe) + ".yaml") recipe = *moe::parseRecipeYaml(b.text, b.file_name);
    for (auto _ : state) {
        moe::bench::resetPeakRss();
        const double c0 = moe::bench::cpuSeconds();
        auto sim = moe::schedule::simulateStep(recipe, moe::builtinCalibration());
        if (!sim) {
            state.SkipWithError(sim.error().toString().c_str());
            return;
        }
        const double c1 = moe::bench::cpuSeconds();
        const moe::trace::Trace t = moe::schedule::predictedTrace(*sim, recipe.name + " (predicted)");
        const double c2 = moe::bench::cpuSeconds();
        if (auto st = moe::trace::writeChromeTrace(t, kOut); !st) {
            state.SkipWithError(st.error().toString().c_str());
            return;
        }
        const double c3 = moe::bench::cpuSeconds();
        state.counters["simulate_cpu_s"] = c1 - c0;
        state.counters["trace_cpu_s"] = c2 - c1;
        state.counters["write_cpu_s"] = c3 - c2;
        state.counters["peak_rss_MiB"] = moe::bench::peakRssMiB();
        std::printf("in process: simulate %.3f s, predicted trace %.3f s, write %.3f s CPU (%zu events, %.1f MB); peak RSS %.0f MiB\n",
                    c1 - c0, c2 - c1, c3 - c2, sim->events.size(), fileMb(), moe::bench::peakRssMiB());
    }
}
BENCHMARK(BM_ChromeTracePhases)->Iterations(3)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
