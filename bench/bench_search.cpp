// Layout search speed (issue 4 target: DeepSeek-V3 at 128K on 16384 H100s, full space, under 1 s
// on one core). Prints wall time per search, candidates/s and the counts. Run: build/bench/bench_search
#include <benchmark/benchmark.h>

#include <cstdlib>

#include "core/catalog/catalog.h"
#include "core/search/layout_search.h"

namespace {

moe::SearchRequest dsv3(int threads) {
    moe::SearchRequest req;
    req.model = *moe::builtinCatalog().findModel("DeepSeek-V3");
    req.hardware = *moe::builtinCatalog().findHardware("H100-SXM");
    req.gpus = 16384;
    req.seq_length = 131072;
    req.options.precision = moe::Precision::FP8Blockwise;
    req.options.dispatcher = moe::Dispatcher::FlexDeepEP;
    req.options.overlap.grad_reduce = true;
    req.options.overlap.param_gather = true;
    req.top_k = 10;
    req.threads = threads;
    return req;
}

void BM_SearchDeepSeekV3_128K_16384xH100(benchmark::State& state) {
    const moe::SearchRequest req = dsv3(static_cast<int>(state.range(0)));
    int64_t candidates = 0, fitting = 0, meshes = 0, configs = 0, expanded = 0;
    for (auto _ : state) {
        auto r = moe::searchLayouts(req);
        if (!r) std::abort();
        candidates += r->candidates_evaluated;
        fitting = r->fitting;
        meshes = r->meshes;
        configs = r->configs;
        expanded = r->configs_expanded;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates/s"] = benchmark::Counter(static_cast<double>(candidates), benchmark::Counter::kIsRate);
    state.counters["candidates"] = static_cast<double>(candidates) / static_cast<double>(state.iterations());
    state.counters["fitting"] = static_cast<double>(fitting);
    state.counters["meshes"] = static_cast<double>(meshes);
    state.counters["configs"] = static_cast<double>(configs);
    state.counters["expanded"] = static_cast<double>(expanded);
}

}  // namespace

BENCHMARK(BM_SearchDeepSeekV3_128K_16384xH100)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK_MAIN();
