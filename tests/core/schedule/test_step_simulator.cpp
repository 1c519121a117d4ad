// The schedule simulator on the built-in recipes (core/schedule/step_simulator.h): its makespan
// against the step-time model's closed form (m + (PP−1)/v)·t_mb + tail, and the predicted trace
// against the simulator's own per-rank figures through the importers' interval metrics.
#include <QtTest>

#include "tests/support/activation_offload_case.h"

#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

#include "core/recipe/recipe_yaml.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/step_simulator.h"
#include "core/trace/chrome_trace_writer.h"
#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_roles.h"

using namespace moe;
using namespace moe::schedule;

namespace {

Recipe builtin(const std::string& id) {
    for (const auto& b : builtinRecipes())
        if (b.file_name == id + ".yaml") {
            auto r = parseRecipeYaml(b.text, b.file_name);
            if (r) return *r;
        }
    qFatal("no built-in recipe %s", id.c_str());
}

}  // namespace

class TestStepSimulator : public QObject {
    Q_OBJECT
private slots:
    void agreesWithTheClosedFormOnEveryBuiltinRecipe() {
        // Both sum the same components; they differ only where the schedule is not the closed
        // form's uniform pipeline: uneven stages (the embedding and loss stages), the warm-up and
        // cool-down passes of combined 1F1B that run unpaired, and the first layer of each merged
        // chunk, which has no delayed wgrad beside its backward combine. The closed form takes the
        // merged steps' PP send and the wgrad carry from the same schedule rules. Every built-in
        // recipe, with or without combined 1F1B: within 3 %.
        int checked = 0, combinedPp = 0;
        for (const auto& b : builtinRecipes()) {
            auto r = parseRecipeYaml(b.text, b.file_name);
            QVERIFY2(r, b.file_name.c_str());
            auto sim = simulateStep(*r, builtinCalibration(), {false});
            QVERIFY2(sim, (b.file_name + ": " + (sim ? "" : sim.error().toString())).c_str());
            const double d = sim->analyticDifference();
            const std::string what = b.file_name + ": simulated " + std::to_string(sim->step_time_s) + " s vs closed form " +
                                     std::to_string(sim->analytic.step_time_s) + " s";
            if (sim->combined_1f1b && sim->pp > 1) ++combinedPp;
            QVERIFY2(std::fabs(d) <= 0.03, what.c_str());
            ++checked;
        }
        QVERIFY(checked >= 40);
        QVERIFY(combinedPp > 0);
    }
    void activationOffloadIsInTheSimulatedStep() {
        // The closed form charges the host-link copies of fine-grained activation offloading that
        // the passes' compute does not hide; the simulated step did not (it matched the closed
        // form only where nothing was offloaded). Megatron-Bridge's Qwen3-235B 256xGB200 MXFP8
        // layout offloading the routed experts' saved inputs: the simulated step carries the same
        // term, draws it, and stays within 3 % of the closed form.
        const Recipe r = moe::testing::offloading(moe::testing::qwenGb200(), {OffloadModule::ExpertFc1, OffloadModule::MoeAct});
        auto sim = simulateStep(r, builtinCalibration());
        QVERIFY2(sim, sim ? "" : sim.error().toString().c_str());
        const double exposed = sim->analytic.breakdown.activation_offload_s;
        QVERIFY2(exposed > 0, "the case must expose some copy time");
        for (const auto& rank : sim->ranks) QCOMPARE(rank.activation_offload_s, exposed);
        double drawn = 0;
        for (const auto& e : sim->events)
            if (e.role == schedule::OpRole::ActivationOffload && e.pp_rank == 0) drawn += e.end_s - e.start_s;
        QVERIFY(std::fabs(drawn - exposed) < 1e-9);
        QVERIFY2(std::fabs(sim->analyticDifference()) <= 0.03,
                 (std::to_string(sim->step_time_s) + " vs " + std::to_string(sim->analytic.step_time_s)).c_str());
    }

    void onePipelineRankIsTheClosedFormExactly() {
        // PP 1: no bubble, no stage imbalance; the step is m·t_mb + tail in both.
        const Recipe r = builtin("bridge-qwen3-30b-h100-16-bf16");
        auto sim = simulateStep(r, builtinCalibration());
        QVERIFY(sim);
        QCOMPARE(sim->pp, 1);
        QVERIFY(std::fabs(sim->analyticDifference()) < 1e-6);
        QVERIFY(sim->ranks[0].bubble_s < 1e-9);
    }
    void predictedTraceMeasuresWhatTheSimulatorSays() {
        const Recipe r = builtin("bridge-qwen3-235b-gb300-256-bf16");  // PP 4, EP traffic, 1F1B
        auto sim = simulateStep(r, builtinCalibration());
        QVERIFY(sim);
        const trace::Trace t = predictedTrace(*sim, "predicted");
        QCOMPARE(t.ranks.size(), size_t{4});
        auto classifier = trace::KernelClassifier::create(trace::defaultPatterns());
        QVERIFY(classifier);
        const trace::Classification classes = classifier->classify(t);
        QCOMPARE(classes.unclassified, uint64_t{0});  // every predicted kernel has a class
        for (const RankTimeline& rt : sim->ranks) {
            const trace::RankTrace& rank = t.ranks[static_cast<size_t>(rt.pp_rank)];
            const trace::DeviceMetrics m = trace::computeDeviceMetrics(rank, 0, classes);
            // Compute kernels sit back to back on one stream: their union is the simulator's
            // forward + backward compute plus the optimizer step (to 1 ns per event of rounding).
            const double computeS = static_cast<double>(m.compute_ns) * 1e-9;
            QVERIFY2(std::fabs(computeS - (rt.forward_s + rt.backward_s + rt.optimizer_s)) < 1e-6 * (rt.forward_s + rt.backward_s),
                     std::to_string(computeS).c_str());
            // Exposed communication in the trace covers at least what the passes waited for.
            const double exposedS = static_cast<double>(m.exposed_comm_ns) * 1e-9;
            QVERIFY(exposedS >= 0.99 * (rt.ep_s + rt.tp_s + rt.cp_s));
        }
        // Roles: the routed experts are grouped GEMMs, EP transfers dispatch/combine.
        bool grouped = false, dispatch = false;
        for (const trace::Event& e : t.ranks[1].events) {
            grouped |= trace::kernelRoleOf(t, e) == trace::KernelRole::GroupedGemm;
            dispatch |= trace::kernelRoleOf(t, e) == trace::KernelRole::DispatchCombine;
        }
        QVERIFY(grouped && dispatch);
    }
    void chromeTraceHasEveryEvent() {
        const Recipe r = builtin("bridge-qwen3-next-gb300-64-bf16");
        auto sim = simulateStep(r, builtinCalibration());
        QVERIFY(sim);
        const trace::Trace t = predictedTrace(*sim, "predicted");
        const auto doc = nlohmann::json::parse(trace::chromeTraceJson(t));
        size_t complete = 0, events = 0;
        for (const auto& e : doc["traceEvents"]) complete += e["ph"] == "X" ? 1 : 0;
        for (const auto& rank : t.ranks) events += rank.events.size();
        QCOMPARE(complete, events);
        // The last event ends at the step time (µs).
        double lastEnd = 0;
        for (const auto& e : doc["traceEvents"])
            if (e["ph"] == "X") lastEnd = std::max(lastEnd, e["ts"].get<double>() + e["dur"].get<double>());
        QVERIFY(std::fabs(lastEnd - sim->step_time_s * 1e6) < 1.0);
    }
    void criticalPathRunsFromStartToEnd() {
        const Recipe r = builtin("bridge-dsv3-gb200-256-bf16");  // PP 4, VPP 4
        auto sim = simulateStep(r, builtinCalibration(), {false});
        QVERIFY(sim);
        QVERIFY(!sim->critical_path.empty());
        QCOMPARE(sim->critical_path.front().start_s, sim->ranks[0].first_start_s);
        // Links are chronological and do not overlap.
        for (size_t i = 1; i < sim->critical_path.size(); ++i)
            QVERIFY(sim->critical_path[i].start_s >= sim->critical_path[i - 1].end_s - 1e-9);
    }
};

QTEST_MAIN(TestStepSimulator)
#include "test_step_simulator.moc"
