// CUDA-graph replays in the predicted timeline (GraphLaunch in core/schedule/sim_event.h): a small
// recipe (Qwen3-30B-A3B on 8 GPUs, PP 1, cut to 2 MoE layers and 2 microbatches) under each
// cuda_graphs setting. Megatron-Core replays one graph per graphed layer per pass
// (TransformerLayer._te_cuda_graph_replay: the captured scopes of a layer form one graph), so with
// any per-layer scope the count is layers × microbatches × 2 passes; eager recipes have none and
// full_iteration one per rank per step.
#include <QtTest>

#include <algorithm>
#include <limits>
#include <optional>
#include <string>

#include "core/recipe/recipe_yaml.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/step_simulator.h"
#include "core/trace/chrome_trace_writer.h"

using namespace moe;
using namespace moe::schedule;

namespace {

Recipe smallRecipe(CudaGraphImpl impl, std::vector<CudaGraphScope> scopes) {
    Recipe r;
    for (const auto& b : builtinRecipes())
        if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
    r.model.num_layers = 2;
    r.layout.global_batch_size = 64;  // MBS 4 × DP 8 × 2 microbatches
    r.options.cuda_graphs.impl = impl;
    r.options.cuda_graphs.scopes = std::move(scopes);
    return r;
}

Simulation simulate(const Recipe& r) {
    auto sim = simulateStep(r, builtinCalibration());
    if (!sim) qFatal("%s", sim.error().toString().c_str());
    return *sim;
}

// Start of the first operation of `role` (any role when Gemm and anyRole) of one layer and pass.
double firstStart(const Simulation& s, int layer, PassKind pass, int microbatch, std::optional<OpRole> role = std::nullopt) {
    double t = std::numeric_limits<double>::infinity();
    for (const SimEvent& e : s.events)
        if (e.layer == layer && e.pass == pass && e.microbatch == microbatch && (!role || e.role == *role)) t = std::min(t, e.start_s);
    return t;
}

size_t countInChrome(const trace::Trace& t) {
    const std::string json = trace::chromeTraceJson(t);
    size_t n = 0;
    for (size_t at = json.find(kPredictedGraphLaunchName); at != std::string::npos; at = json.find(kPredictedGraphLaunchName, at + 1)) ++n;
    return n;
}

}  // namespace

class TestGraphLaunches : public QObject {
    Q_OBJECT
private slots:
    void transformerEngineScopesReplayOneGraphPerLayerAndPass() {
        const Simulation s = simulate(smallRecipe(CudaGraphImpl::TransformerEngine,
                                                  {CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess}));
        QCOMPARE(s.pp, 1);
        QCOMPARE(s.microbatches, 2);
        // 2 layers × 2 microbatches × (forward + backward).
        QCOMPARE(s.graph_launches.size(), size_t{2 * 2 * 2});
        for (const GraphLaunch& g : s.graph_launches) {
            QVERIFY(g.layer == 0 || g.layer == 1);
            if (g.pass == PassKind::Forward) {
                // The graph starts with the attention block: the layer's first forward operation.
                QCOMPARE(g.at_s, firstStart(s, g.layer, PassKind::Forward, g.microbatch));
            } else {
                // Backward: the graph's first part is the router's gradient, after the expert GEMMs.
                QVERIFY(g.at_s > firstStart(s, g.layer, PassKind::Backward, g.microbatch, OpRole::GroupedGemm));
                QCOMPARE(g.at_s, firstStart(s, g.layer, PassKind::Backward, g.microbatch, OpRole::Elementwise));
            }
        }
        // The predicted trace carries them as runtime calls on the host thread, and so does the Chrome export.
        const trace::Trace t = predictedTrace(s, "p");
        size_t calls = 0;
        for (const trace::Event& e : t.ranks.front().events)
            if (e.kind == trace::EventKind::Runtime && t.name(e) == kPredictedGraphLaunchName) {
                QCOMPARE(e.stream, kPredictedHostThread);
                QVERIFY(trace::isGraphLaunchCall(t.name(e)));
                ++calls;
            }
        QCOMPARE(calls, size_t{8});
        QCOMPARE(countInChrome(t), size_t{8});
    }
    void routerOnlyStartsAtTheMlpBlock() {
        const Simulation s = simulate(smallRecipe(CudaGraphImpl::TransformerEngine, {CudaGraphScope::MoeRouter}));
        QCOMPARE(s.graph_launches.size(), size_t{8});
        for (const GraphLaunch& g : s.graph_launches)
            if (g.pass == PassKind::Forward)  // attention eager: the graph starts after it
                QVERIFY(g.at_s > firstStart(s, g.layer, PassKind::Forward, g.microbatch, OpRole::Attention));
    }
    void eagerRecipeHasNone() {
        const Simulation s = simulate(smallRecipe(CudaGraphImpl::None, {}));
        QVERIFY(s.graph_launches.empty());
        QCOMPARE(countInChrome(predictedTrace(s, "p")), size_t{0});
    }
    void fullIterationIsOnePerStep() {
        const Simulation s = simulate(smallRecipe(CudaGraphImpl::FullIteration, {}));
        QCOMPARE(s.graph_launches.size(), size_t{1});  // one rank, one step
        QCOMPARE(s.graph_launches.front().at_s, s.ranks.front().first_start_s);
        QCOMPARE(countInChrome(predictedTrace(s, "p")), size_t{1});
    }
    void graphsDoNotChangeTheFigures() {
        // Markers only: the step time with and without them kept is the same.
        const Recipe r = smallRecipe(CudaGraphImpl::TransformerEngine, {CudaGraphScope::Attn});
        auto fast = simulateStep(r, builtinCalibration(), {false});
        QVERIFY(fast);
        QCOMPARE(fast->step_time_s, simulate(r).step_time_s);
        QVERIFY(fast->graph_launches.empty());
    }
};

QTEST_MAIN(TestGraphLaunches)
#include "test_graph_launches.moc"
