// Schedule simulator speed: one step of a built-in recipe simulated per iteration (pass order,
// expansion, scheduling, tail), with and without the per-operation events the timeline draws.
// DeepSeek-V3 on 1024 H100 (PP 8, VPP 4, 256 microbatches) is the target case (< 50 ms).
// Run: build/bench/bench_simulate
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "core/recipe/recipe_yaml.h"
#include "core/schedule/step_simulator.h"

namespace {

moe::Recipe builtin(const char* id) {
    for (const auto& b : moe::builtinRecipes()) {
        if (b.file_name == std::string(id) + ".yaml") {
            auto r = moe::parseRecipeYaml(b.text, b.file_name);
            if (r) return *r;
        }
    }
    std::abort();
}

void simulateLoop(benchmark::State& state, const char* id, bool events) {
    const moe::Recipe recipe = builtin(id);
    const moe::Calibration& cal = moe::builtinCalibration();
    size_t count = 0;
    for (auto _ : state) {
        auto sim = moe::schedule::simulateStep(recipe, cal, {events});
        if (!sim) state.SkipWithError(sim.error().toString().c_str());
        count = sim ? sim->events.size() : 0;
        benchmark::DoNotOptimize(sim);
    }
    state.counters["events"] = static_cast<double>(count);
}

void BM_SimulateDeepSeekV3_1024xH100_Events(benchmark::State& s) { simulateLoop(s, "bridge-dsv3-h100-1024-bf16", true); }
void BM_SimulateDeepSeekV3_1024xH100_NoEvents(benchmark::State& s) { simulateLoop(s, "bridge-dsv3-h100-1024-bf16", false); }
void BM_SimulateQwen3_235B_256xH100_Combined(benchmark::State& s) { simulateLoop(s, "qwen3-235b-256xh100-alltoall", true); }

}  // namespace

BENCHMARK(BM_SimulateDeepSeekV3_1024xH100_Events)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SimulateDeepSeekV3_1024xH100_NoEvents)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SimulateQwen3_235B_256xH100_Combined)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
