// Step-time model speed: one full estimate (placement, memory report, compute, communication,
// overlap, host, diagnosis) per iteration, reported as estimates/s; and one pass over the published
// calibration rows when ../shared/data is present; the uncertainty band of an estimate (a lookup in
// the compiled-in residual table) against what computing that table at run time would cost (one
// cross-validation of the published rows). Run: build/bench/bench_perf
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "core/perf/calibration_fit.h"
#include "core/perf/cross_validation.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/residual_table.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_yaml.h"

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

void estimateLoop(benchmark::State& state, const char* id) {
    const moe::Recipe recipe = seedRecipe(id);
    const moe::Calibration& cal = moe::builtinCalibration();
    for (auto _ : state) {
        auto e = moe::estimateStepTime(recipe, cal);
        benchmark::DoNotOptimize(e);
    }
    state.counters["estimates/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_EstimateDeepSeekV3_128K_H100(benchmark::State& state) { estimateLoop(state, "dsv3-128k-h100"); }
void BM_EstimateQwen3_30B_16xH100(benchmark::State& state) { estimateLoop(state, "qwen3-30b-a3b-16xh100-hybridep"); }

void BM_PredictPublishedRows(benchmark::State& state) {
    auto runs = moe::loadPublishedRuns(MOE_SHARED_DATA_DIR_BENCH "/published-runs.json");
    if (!runs) {
        state.SkipWithError("../shared/data/published-runs.json not present");
        return;
    }
    for (auto _ : state) {
        auto p = moe::predictRuns(*runs, moe::builtinCalibration());
        benchmark::DoNotOptimize(p);
    }
    state.counters["estimates/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * static_cast<int64_t>(runs->size())), benchmark::Counter::kIsRate);
}

// The band of one estimate from the compiled-in table (what search pays per listed plan).
void BM_EstimateUncertainty(benchmark::State& state) {
    const moe::Recipe recipe = seedRecipe("qwen3-30b-a3b-16xh100-hybridep");
    benchmark::DoNotOptimize(moe::builtinResidualTable());  // parsed once, outside the loop
    for (auto _ : state) {
        auto u = moe::estimateUncertainty(recipe);
        benchmark::DoNotOptimize(u);
    }
    state.counters["bands/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

// The residual table computed as `calibrate --cross-validate --residuals` does: why the band reads a
// generated table instead of cross-validating at run time.
void BM_CrossValidatedResidualTable(benchmark::State& state) {
    auto runs = moe::loadPublishedRuns(MOE_SHARED_DATA_DIR_BENCH "/published-runs.json");
    auto bf16 = moe::loadPublishedRuns(MOE_SHARED_DATA_DIR_BENCH "/published-runs-bf16.json");
    if (!runs || !bf16) {
        state.SkipWithError("../shared/data/published-runs*.json not present");
        return;
    }
    runs->insert(runs->end(), bf16->begin(), bf16->end());
    for (auto _ : state) {
        auto table = moe::residualTableFromCrossValidation(moe::crossValidate(*runs, moe::builtinCalibration(), 40));
        benchmark::DoNotOptimize(table);
    }
}

}  // namespace

BENCHMARK(BM_EstimateUncertainty);
BENCHMARK(BM_CrossValidatedResidualTable)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_EstimateDeepSeekV3_128K_H100);
BENCHMARK(BM_EstimateQwen3_30B_16xH100);
BENCHMARK(BM_PredictPublishedRows);
BENCHMARK_MAIN();
