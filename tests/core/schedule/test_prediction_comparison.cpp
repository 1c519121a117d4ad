// Predicted vs measured per kernel role (core/schedule/prediction_comparison.h) on a small
// measured trace built here by hand: one rank, one device, two ProfilerStep windows of 10 ms, with
// GEMMs, a grouped GEMM, an NCCL all-to-all and an optimizer kernel whose unions per window are
// written out below.
#include <QtTest>

#include <string>

#include "core/schedule/predicted_trace.h"
#include "core/schedule/prediction_comparison.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;
using namespace moe::schedule;

namespace {

constexpr int64_t kMs = 1'000'000;

// withLaunches: each kernel gets its launching runtime call; the GEMM's on the main thread (1),
// the grouped GEMM's on the autograd thread (2) inside an autograd backward operator
// [o + 0.5, o + 7] ms, so per window 2 ms of forward and 4 ms of backward compute.
trace::Trace handTrace(bool withLaunches = false) {
    trace::Trace t;
    t.path = "hand.json";
    t.format = "kineto";
    trace::NameTable names;
    trace::RankTrace r;
    r.rank = 0;
    int64_t correlation = 0;
    auto gpu = [&](const char* name, int64_t s, int64_t e, int64_t stream, int64_t thread = 1) {
        trace::Event ev;
        ev.start_ns = s;
        ev.end_ns = e;
        ev.device = 0;
        ev.stream = stream;
        ev.kind = trace::EventKind::Kernel;
        ev.name = names.intern(name);
        if (withLaunches) {
            ev.correlation = ++correlation;
            trace::Event launch;
            launch.kind = trace::EventKind::Runtime;
            launch.name = names.intern("cudaLaunchKernel");
            launch.start_ns = s - kMs / 2;
            launch.end_ns = launch.start_ns + 1000;
            launch.stream = thread;
            launch.correlation = correlation;
            r.events.push_back(launch);
        }
        r.events.push_back(ev);
    };
    auto step = [&](int n, int64_t s, int64_t e) {
        trace::Event ev;
        ev.start_ns = s;
        ev.end_ns = e;
        ev.device = 0;
        ev.stream = 1;
        ev.kind = trace::EventKind::GpuAnnotation;
        ev.name = names.intern("ProfilerStep#" + std::to_string(n));
        r.events.push_back(ev);
    };
    for (int i = 0; i < 3; ++i) {  // the third step is the partial last one and is dropped
        const int64_t o = i * 10 * kMs + 5 * kMs;
        step(i + 1, o, o + 10 * kMs);
        gpu("sm90_xmma_gemm_bf16", o, o + 2 * kMs, 7);                                // GEMM 2 ms
        gpu("cutlass_grouped_gemm_kernel", o + 2 * kMs, o + 6 * kMs, 7, 2);            // grouped 4 ms
        if (withLaunches) r.backward_ops.push_back({o + kMs / 2, o + 7 * kMs, 2});
        gpu("ncclDevKernel_AllToAll_RING", o + 5 * kMs, o + 8 * kMs, 20);              // 3 ms, 1 ms under the grouped GEMM
        gpu("multi_tensor_apply_kernel", o + 9 * kMs, o + 10 * kMs, 7);                // optimizer 1 ms
    }
    t.names = names.release();
    t.ranks.push_back(std::move(r));
    trace::finalizeRank(t.ranks[0], t.counts);
    return t;
}

const ComparisonRow* phase(const PredictionComparison& c, const std::string& key) {
    for (const auto& p : c.phases)
        if (p.key == key) return &p;
    return nullptr;
}

Recipe qwen30b() {
    for (const auto& b : builtinRecipes())
        if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") return *parseRecipeYaml(b.text, b.file_name);
    return {};
}

}  // namespace

class TestPredictionComparison : public QObject {
    Q_OBJECT
private slots:
    void roleTimesPerStepWindow() {
        const RoleTimes m = roleTimesPerStep(handTrace());
        // Steps 1 and 2 count (the last is dropped as partial): 2 windows of 10 ms each.
        QCOMPARE(m.windows, uint64_t{2});
        QCOMPARE(m.step_ms, 10.0);
        QCOMPARE(m.ms[static_cast<size_t>(trace::KernelRole::Gemm)], 2.0);
        QCOMPARE(m.ms[static_cast<size_t>(trace::KernelRole::GroupedGemm)], 4.0);
        QCOMPARE(m.ms[static_cast<size_t>(trace::KernelRole::DispatchCombine)], 3.0);
        QCOMPARE(m.ms[static_cast<size_t>(trace::KernelRole::Optimizer)], 1.0);
        // Busy = |[0,8] ∪ [9,10]| = 9 ms of the 10 ms window.
        QCOMPARE(m.busy_ms, 9.0);
    }
    void theSlowestRankIsTheStep() {
        // Issue 41, item 4: the mean window of several ranks is not the job's step. Rank 1 here is
        // rank 0 with every timestamp ×1.6: its ProfilerStep windows last 16 ms against 10 ms.
        trace::Trace t = handTrace();
        trace::RankTrace slow = t.ranks.front();
        slow.rank = 1;
        for (trace::Event& e : slow.events) {
            e.start_ns = e.start_ns * 16 / 10;
            e.end_ns = e.end_ns * 16 / 10;
        }
        t.ranks.push_back(std::move(slow));
        const RoleTimes m = roleTimesPerStep(t);
        QCOMPARE(m.windows, uint64_t{4});
        QCOMPARE(m.step_ms, 13.0);  // (2 × 10 + 2 × 16) / 4: the mean the per-role times divide
        QCOMPARE(m.slowest_step_ms, 16.0);
        QCOMPARE(m.slowest_rank, int64_t{1});
        QCOMPARE(m.ranks_measured, int64_t{2});
        QVERIFY(m.profiler_step_windows);
        // The comparison's measured step is that slowest rank's, said so.
        auto sim = simulateStep(qwen30b(), builtinCalibration());
        QVERIFY(sim);
        auto c = comparePrediction(*sim, predictedTrace(*sim, "p"), t);
        QVERIFY(c);
        QCOMPARE(c->measured_step_ms, 16.0);
        QCOMPARE(c->measured_step_definition,
                 std::string("the slowest of 2 ranks (rank 1), mean of its ProfilerStep windows"));
    }

    void comparisonSortsByDifferenceAndWarnsOnAForeignTrace() {
        Recipe r;
        for (const auto& b : builtinRecipes())
            if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
        auto sim = simulateStep(r, builtinCalibration());
        QVERIFY(sim);
        const trace::Trace predicted = predictedTrace(*sim, "p");
        auto c = comparePrediction(*sim, predicted, handTrace());
        QVERIFY(c);
        QCOMPARE(c->measured_step_ms, 10.0);
        for (size_t i = 1; i < c->roles.size(); ++i) QVERIFY(std::fabs(c->roles[i - 1].difference()) >= std::fabs(c->roles[i].difference()));
        // Idle measured = 10 − 9 = 1 ms.
        bool idle = false;
        for (const auto& p : c->phases)
            if (p.key == "idle") idle = p.measured_ms && std::fabs(*p.measured_ms - 1.0) < 1e-9;
        QVERIFY(idle);
        // The hand trace has no autograd operators: forward and backward stay unmeasured, saying why.
        const ComparisonRow* fwd = phase(*c, "forward");
        QVERIFY(fwd && !fwd->measured_ms);
        QVERIFY(fwd->note.find("no autograd backward operators") != std::string::npos);
        // Rank counts that differ are noted, as a message the studio translates too (a review read it
        // in English in a Chinese studio), entry by entry.
        QCOMPARE(c->warning_texts.size(), c->warnings.size());
        for (size_t i = 0; i < c->warnings.size(); ++i) QCOMPARE(c->warning_texts[i].english(), c->warnings[i]);
        if (predicted.ranks.size() != handTrace().ranks.size()) QVERIFY(!c->warnings.empty());
        // A 10 ms trace against a multi-second predicted step is not this recipe's run.
        QVERIFY(c->not_this_recipe);
        QVERIFY(c->not_this_recipe->find("probably not a run of this recipe") != std::string::npos);
        // The prediction held against its own timeline is (ratio 1, inside the 3x bound).
        auto self = comparePrediction(*sim, predicted, predicted);
        QVERIFY(self);
        QVERIFY2(!self->not_this_recipe, self->not_this_recipe ? self->not_this_recipe->c_str() : "");
        QVERIFY(std::fabs(self->predicted_step_ms / self->measured_step_ms - 1.0) < 0.5);
    }
    void forwardAndBackwardMeasuredFromAutogradOperators() {
        const trace::Trace measured = handTrace(true);
        const trace::PassDirections d = trace::classifyPassDirections(measured);
        const RoleTimes m = roleTimesPerStep(measured, &d);
        QCOMPARE(m.windows, uint64_t{2});
        QCOMPARE(m.forward_ms, 2.0);   // the GEMM [o, o + 2] ms
        QCOMPARE(m.backward_ms, 4.0);  // the grouped GEMM [o + 2, o + 6] ms
        QCOMPARE(m.undirected_ms, 0.0);
        auto sim = simulateStep(qwen30b(), builtinCalibration());
        QVERIFY(sim);
        auto c = comparePrediction(*sim, predictedTrace(*sim, "p"), measured);
        QVERIFY(c);
        const ComparisonRow* fwd = phase(*c, "forward");
        const ComparisonRow* bwd = phase(*c, "backward");
        QVERIFY(fwd && fwd->measured_ms && bwd && bwd->measured_ms);
        QCOMPARE(*fwd->measured_ms, 2.0);
        QCOMPARE(*bwd->measured_ms, 4.0);
        QVERIFY(fwd->note.find("autograd backward operator") != std::string::npos);
    }
    void mergedTraceAlignsTheFirstStepAtZero() {
        Recipe r;
        for (const auto& b : builtinRecipes())
            if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
        auto sim = simulateStep(r, builtinCalibration());
        QVERIFY(sim);
        const trace::Trace merged = mergePredictedAndMeasured(predictedTrace(*sim, "p"), handTrace());
        QCOMPARE(merged.ranks.size(), size_t{2});
        QCOMPARE(merged.ranks[1].rank_source, std::string("measured: hand.json"));
        // The measured first step started at 5 ms; after the shift its first kernel starts at 0.
        int64_t first = INT64_MAX;
        for (const auto& e : merged.ranks[1].events)
            if (e.kind == trace::EventKind::Kernel) first = std::min(first, e.start_ns);
        QCOMPARE(first, int64_t{0});
    }

    void notThisRecipesRunPastThreeTimesEitherWay() {
        // The threshold is 3x either way (comparable steps are within the model's error band).
        QVERIFY(!notThisRecipesRun(300, 100));
        QVERIFY(!notThisRecipesRun(100, 300));
        QVERIFY(!notThisRecipesRun(0, 100));  // unknown prediction: no verdict
        QVERIFY(!notThisRecipesRun(100, 0));
        const auto longer = notThisRecipesRun(910, 100);  // 9.1x, rounds to 9
        QVERIFY(longer);
        QVERIFY2(longer->find("9x longer") != std::string::npos, longer->c_str());
        const auto shorter = notThisRecipesRun(100, 540);  // 5.4x shorter, rounds to 5
        QVERIFY(shorter);
        QVERIFY2(shorter->find("5x shorter") != std::string::npos, shorter->c_str());
    }
};

QTEST_MAIN(TestPredictionComparison)
#include "test_prediction_comparison.moc"
