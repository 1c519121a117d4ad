// Planning-core speed: one full memory + FLOPs evaluation of DeepSeek-V3 (issue 3 target: well
// under 50 µs), validation, and a feasibility sweep. Run: build/bench/bench_planning
#include <benchmark/benchmark.h>

#include "core/feasibility/feasibility.h"
#include "core/flops/model_flops.h"
#include "core/memory/memory_model.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

namespace {

moe::Recipe seedRecipe(const char* id) {
    for (const auto& b : moe::builtinRecipes()) {
        if (b.file_name == std::string(id) + ".yaml") {
            auto r = moe::parseRecipeYaml(b.text, b.file_name);
            if (r) return *r;
        }
    }
    std::abort();
}

void BM_DeepSeekV3MemoryAndFlops(benchmark::State& state) {
    const moe::Recipe recipe = seedRecipe("dsv3-128k-h100");
    for (auto _ : state) {
        auto memory = moe::estimateMemory(recipe);
        const double flops = moe::modelFlopsPerStep(recipe.model, recipe.layout.seq_length, recipe.layout.global_batch_size);
        benchmark::DoNotOptimize(memory);
        benchmark::DoNotOptimize(flops);
    }
}
BENCHMARK(BM_DeepSeekV3MemoryAndFlops)->Unit(benchmark::kMicrosecond);

void BM_DeepSeekV3Validate(benchmark::State& state) {
    const moe::Recipe recipe = seedRecipe("dsv3-128k-h100");
    for (auto _ : state) benchmark::DoNotOptimize(moe::validateRecipe(recipe));
}
BENCHMARK(BM_DeepSeekV3Validate)->Unit(benchmark::kMicrosecond);

void BM_DeepSeekV3Feasibility128K(benchmark::State& state) {
    const moe::Recipe seed = seedRecipe("dsv3-128k-h100");
    moe::FeasibilityRequest req;
    req.model = seed.model;
    req.hardware = seed.hardware;
    req.seq_length = 131072;
    req.options.precision = moe::Precision::FP8Blockwise;
    req.options.dispatcher = moe::Dispatcher::FlexDeepEP;
    req.max_gpus = state.range(0);
    int64_t candidates = 0;
    for (auto _ : state) {
        auto r = moe::analyzeFeasibility(req);
        candidates += r ? r->candidates_evaluated : 0;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates/s"] = benchmark::Counter(static_cast<double>(candidates), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DeepSeekV3Feasibility128K)->Arg(1024)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
