// The lever check (moe-plan calibrate --levers): the rule's tolerance by hand, the parser's errors
// naming the field, each step's recipe carrying that step's options, and on the shared published
// optimisation history (../shared/data/lever-ablations.json) the published gains, software steps
// predicting no gain, and every knob step held to the rule.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <string>

#include "core/perf/calibration.h"
#include "core/perf/lever_ablation.h"
#include "core/rules/validator.h"
#include "tests/support/shared_data.h"

using namespace moe;

namespace {

const std::string kLeverFile = MOE_SHARED_DATA_DIR "/lever-ablations.json";

// A two-step history written here: alltoall, then DeepEP.
std::string twoSteps(const std::string& secondDispatcher, const std::string& secondKind = "knob") {
    return R"J({"run": {"model": "DeepSeek-V3", "system": "GB200 NVL72", "gpus": 256, "precision": "MXFP8", "tp": 1, "pp": 8,
               "vpp": 4, "cp": 1, "ep": 32, "etp": 1, "mbs": 1, "gbs": 2048, "seq_length": 4096,
               "pipeline_layout": "Et|(tt|)*30L", "mtp_layers": 0, "optimizer_states": "bf16 (precision-aware optimizer)",
               "routing": "forced load balancing (benchmark)"},
       "steps": [{"step": 0, "change": "Baseline", "kind": "baseline",
                  "options": {"dispatcher": "alltoall", "recompute_modules": ["mlp"], "cuda_graph_scope": []},
                  "model_tflops_per_gpu": 500},
                 {"step": 1, "change": "Dispatcher", "kind": ")J" +
           secondKind + R"J(", "options": {"dispatcher": ")J" + secondDispatcher +
           R"J(", "recompute_modules": ["mlp"], "cuda_graph_scope": ["attn"], "shared_expert_in_graph": true},
                  "model_tflops_per_gpu": 525}]})J";
}

}  // namespace

class TestLeverAblation : public QObject {
    Q_OBJECT
private slots:
    void toleranceIsHalfTheGainOrThreePoints() {
        // Hand values: 50 % of 13.7 % is 6.85 points; 50 % of 4.8 % is 2.4 points, below the 3-point floor.
        QCOMPARE(leverGainTolerance(0.137), 0.0685);
        QCOMPARE(leverGainTolerance(0.048), 0.03);
        QCOMPARE(leverGainTolerance(-0.10), 0.05);
        QVERIFY(leverGainPasses(0.10, 0.137));    // 3.7 points off, 6.85 allowed
        QVERIFY(!leverGainPasses(0.06, 0.137));   // 7.7 points off
        QVERIFY(leverGainPasses(0.075, 0.048));   // 2.7 points off, 3 allowed
        QVERIFY(!leverGainPasses(-0.005, 0.02));  // within 3 points but the sign is wrong
        QVERIFY(!leverGainPasses(-0.14, 0.137));
    }

    void parsesAHistoryAndBuildsEachStepsRecipe() {
        auto h = parseLeverHistory(twoSteps("flex_deepep"), "levers.json");
        QVERIFY2(static_cast<bool>(h), h ? "" : h.error().toString().c_str());
        QCOMPARE(h->steps.size(), size_t{2});
        auto base = recipeForLeverStep(*h, 0), next = recipeForLeverStep(*h, 1);
        QVERIFY(base && next);
        QCOMPARE(base->options.dispatcher, Dispatcher::AllToAll);
        QCOMPARE(next->options.dispatcher, Dispatcher::FlexDeepEP);
        QCOMPARE(base->options.cuda_graphs.impl, CudaGraphImpl::None);
        QCOMPARE(next->options.cuda_graphs.impl, CudaGraphImpl::TransformerEngine);
        QVERIFY(next->options.cuda_graphs.has(CudaGraphScope::Attn));
        // DeepSeek-V3 has a shared expert: it runs beside the dispatch until the graph captures it.
        QVERIFY(base->options.overlap.shared_expert_overlap);
        QVERIFY(!next->options.overlap.shared_expert_overlap);
        QCOMPARE(base->layout.pipeline_layout, std::string("Et|(tt|)*30L"));
        QCOMPARE(base->model.mtp_layers, 0);
        QCOMPARE(base->options.precision, Precision::MXFP8);
        QVERIFY(base->options.optimizer.precision_aware);
        QVERIFY(base->options.routing.force_load_balancing);
        // Every step's recipe is one Megatron accepts: no rule errors, except the Bridge-only refusal
        // of DeepEP on GB200, which Megatron-LM ran (this history's DeepEP steps).
        for (const Recipe* r : {&*base, &*next})
            for (const Diagnostic& d : validateRecipe(*r))
                if (d.severity == Severity::Error && d.rule != "dispatcher.deepep_hardware") QFAIL((d.rule + ": " + d.message).c_str());
    }

    void badEntriesNameTheirField() {
        auto bad = parseLeverHistory(twoSteps("deepep"), "levers.json");
        QVERIFY(!bad);
        QCOMPARE(bad.error().field, std::string("steps[1].options.dispatcher"));
        QCOMPARE(bad.error().file, std::string("levers.json"));
        QVERIFY(bad.error().reason.find("'deepep'") != std::string::npos);
        auto kind = parseLeverHistory(twoSteps("flex_deepep", "tweak"), "levers.json");
        QVERIFY(!kind);
        QCOMPARE(kind.error().field, std::string("steps[1].kind"));
        auto notJson = parseLeverHistory("{", "levers.json");
        QVERIFY(!notJson);
        auto noSteps = parseLeverHistory(R"({"run": {}, "steps": []})", "levers.json");
        QVERIFY(!noSteps);
        QCOMPARE(noSteps.error().field, std::string("steps"));
    }

    void publishedGainsAndSoftwareSteps() {
        MOE_REQUIRE_SHARED_DATA(kLeverFile);
        auto h = loadLeverHistory(kLeverFile);
        QVERIFY2(static_cast<bool>(h), h ? "" : h.error().toString().c_str());
        auto check = checkLevers(*h, builtinCalibration());
        QVERIFY2(static_cast<bool>(check), check ? "" : check.error().toString().c_str());
        QCOMPARE(check->steps.size(), size_t{13});
        QCOMPARE(check->knob_steps, 5);
        // Step 3 (DeepEP): 566.07 / 540.00 − 1 = 4.83 %, from the file's two figures by hand.
        QCOMPARE(check->steps[3].kind, std::string("knob"));
        QVERIFY(std::fabs(check->steps[3].published_gain - 0.048278) < 1e-5);
        for (const LeverStepResult& s : check->steps) {
            QVERIFY(s.predicted_tflops > 0);
            // A software step changes no modelled option: the model predicts no gain for it.
            if (s.kind == "software") QVERIFY2(std::fabs(s.predicted_gain) < 1e-12, s.change.c_str());
        }
    }

    // Each era's anchor is reproduced, not predicted: the solved host cost puts the model on the
    // anchor's published throughput (steps 2 and 8 start the history's two eras with knob steps).
    void erasAreAnchoredOnTheirOwnPublishedLevel() {
        MOE_REQUIRE_SHARED_DATA(kLeverFile);
        auto h = loadLeverHistory(kLeverFile);
        QVERIFY(static_cast<bool>(h));
        auto check = checkLevers(*h, builtinCalibration());
        QVERIFY(static_cast<bool>(check));
        for (size_t i : {size_t{2}, size_t{8}}) {
            const LeverStepResult& a = check->steps[i];
            QCOMPARE(a.era_anchor, a.step);
            QVERIFY(a.era_anchor_reached);
            QVERIFY2(std::fabs(a.era_tflops / a.published_tflops - 1.0) < 1e-6, qPrintable(QString::number(a.era_tflops)));
            // The era's host is slower than the shipped calibration's (older software, host-bound).
            QVERIFY(a.era_launch_cost_us > builtinCalibration().launch_cost_us);
        }
        for (size_t i : {size_t{3}, size_t{4}, size_t{5}}) QCOMPARE(check->steps[i].era_anchor, 2);
        for (size_t i : {size_t{9}, size_t{10}}) QCOMPARE(check->steps[i].era_anchor, 8);
        // Eras without knob steps are not anchored.
        for (size_t i : {size_t{0}, size_t{1}, size_t{6}, size_t{7}, size_t{11}, size_t{12}}) QCOMPARE(check->steps[i].era_anchor, -1);
    }

    void unreachableAnchorIsReported() {
        // 1e6 TFLOP/s per GPU is above any GPU's peak: the model cannot reach it with no host time.
        auto h = parseLeverHistory(twoSteps("flex_deepep"), "levers.json");
        QVERIFY(static_cast<bool>(h));
        auto recipe = recipeForLeverStep(*h, 0);
        QVERIFY(static_cast<bool>(recipe));
        bool reached = true;
        auto cost = launchCostForThroughput(*recipe, builtinCalibration(), 1e6, reached);
        QVERIFY(static_cast<bool>(cost));
        QVERIFY(!reached);
        QCOMPARE(*cost, 0.0);
    }

    // The issue's rule for every knob step of the shared history: the sign of the gain right and
    // the predicted gain (inside its era, from the era's anchor) within ±50 % of the published
    // one (±3 points where it is small); a step the file marks software_too (step 4: it also
    // brought FP8 support for fine-grained recompute) is held to its sign only. A step the model
    // still misses is an expected failure with the reason; an empty reason means it must pass.
    void everyKnobStepPassesTheLeverRule_data() {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("whyNot");
        QTest::newRow("3 DeepEP") << 3 << "";
        QTest::newRow("4 MLA up-projection recompute off (sign only)") << 4 << "";
        QTest::newRow("5 CUDA graphs") << 5 << "";
        // With DeepEP at its rack share on GB200 (deepseek-ai/DeepEP issue 394), the shared expert's
        // step is +1.6 % (published +4.0 %, inside ±3 points) and HybridEP's +7.0 % (published +13.7 %).
        QTest::newRow("9 shared expert in the graph") << 9 << "";
        // With the host synchronisation of a dropless layer in the model (host_overhead.h,
        // syncedLayerSeconds), HybridEP's step comes out +5.8 % (published +13.7 %, ±6.85 allowed):
        // the fitted HybridEP share (eta_a2a_flex 0.33) prices its transfers 2.6-4.5x slower than
        // the paper's Table 7 measures (calibrate --components), so switching to it gains too little.
        QTest::newRow("10 HybridEP") << 10
                                     << "HybridEP's transfers priced by the fitted share, 2.6-4.5x slower than Table 7: +5.8 % against +13.7 %";
    }
    void everyKnobStepPassesTheLeverRule() {
        QFETCH(int, step);
        QFETCH(QString, whyNot);
        MOE_REQUIRE_SHARED_DATA(kLeverFile);
        auto h = loadLeverHistory(kLeverFile);
        QVERIFY(static_cast<bool>(h));
        auto check = checkLevers(*h, builtinCalibration());
        QVERIFY(static_cast<bool>(check));
        const LeverStepResult& s = check->steps.at(static_cast<size_t>(step));
        QCOMPARE(s.kind, std::string("knob"));
        QVERIFY(s.checked);
        const QString msg = QString("step %1: predicted %2 %, published %3 %").arg(step).arg(100 * s.era_gain, 0, 'f', 1).arg(100 * s.published_gain, 0, 'f', 1);
        QCOMPARE(s.sign_only, step == 4);
        if (!whyNot.isEmpty()) QEXPECT_FAIL("", qPrintable(whyNot), Continue);
        QVERIFY2(leverGainPasses(s.era_gain, s.published_gain, s.sign_only), qPrintable(msg));
        QCOMPARE(s.passes, leverGainPasses(s.era_gain, s.published_gain, s.sign_only));
    }

    // The step before each knob step given as a measured run, as a user has one: the host cost at
    // which the model meets it, then the knob step from there. Steps 3, 4, 5 and 9 pass; step 10
    // does not: at step 9 the model is slower than measured even without host time (DeepEP in the
    // rack at its benchmark share, deepseek-ai/DeepEP issue 394), so no host cost reaches it and
    // HybridEP's gain stays the shipped +29 %.
    void theStepBeforeAsAMeasuredRun() {
        MOE_REQUIRE_SHARED_DATA(kLeverFile);
        auto h = loadLeverHistory(kLeverFile);
        QVERIFY(static_cast<bool>(h));
        auto check = checkLevers(*h, builtinCalibration());
        QVERIFY(static_cast<bool>(check));
        for (int step : {3, 4, 5, 9, 10}) {
            const LeverStepResult& s = check->steps.at(static_cast<size_t>(step));
            const QString msg = QString("step %1 from step %2 as measured (%3 µs/op): predicted %4 %, published %5 %")
                                    .arg(step)
                                    .arg(step - 1)
                                    .arg(s.measured_anchor_launch_cost_us, 0, 'f', 1)
                                    .arg(100 * s.measured_anchor_gain, 0, 'f', 1)
                                    .arg(100 * s.published_gain, 0, 'f', 1);
            QCOMPARE(s.measured_anchor_passes, leverGainPasses(s.measured_anchor_gain, s.published_gain, s.sign_only));
            if (step == 10) QEXPECT_FAIL("", "step 9 is out of the host cost's reach (the model is slower even without host time)", Continue);
            QVERIFY2(s.measured_anchor_passes, qPrintable(msg));
        }
    }

    void softwareTooIsReadAndOnlyOnKnobSteps() {
        std::string text = twoSteps("flex_deepep");
        const std::string knob = R"("kind": "knob")";
        text.replace(text.find(knob), knob.size(), R"("kind": "knob", "software_too": true, "note": "also a kernel")");
        auto h = parseLeverHistory(text, "levers.json");
        QVERIFY2(static_cast<bool>(h), h ? "" : h.error().toString().c_str());
        QVERIFY(h->steps[1].software_too);
        QCOMPARE(h->steps[1].note, std::string("also a kernel"));
        std::string bad = twoSteps("flex_deepep", "software");
        const std::string sw = R"("kind": "software")";
        bad.replace(bad.find(sw), sw.size(), R"("kind": "software", "software_too": true)");
        auto refused = parseLeverHistory(bad, "levers.json");
        QVERIFY(!refused);
        QCOMPARE(QString::fromStdString(refused.error().field), QStringLiteral("steps[1].software_too"));
    }

    // Step 4 is held to its sign only (the file's software_too). Before the host synchronisation of
    // a dropless layer was modelled, its size could not pass beside step 5's by host counting (the
    // pooled host hid behind the GPU); with it, a re-run of 20 operations and attention at 40 pass
    // both (+4.4 % and +12.7 %). The counts stay at what Megatron-Core's source gives (6 and 20):
    // set to the targets they would be fitted by hand.
    void stepFourSizeIsReachableWithTheHostSync() {
        MOE_REQUIRE_SHARED_DATA(kLeverFile);
        auto h = loadLeverHistory(kLeverFile);
        QVERIFY(static_cast<bool>(h));
        Calibration cal = builtinCalibration();
        cal.launches_recompute_mla_up_proj = 20;
        cal.launches_attention = 40;
        auto check = checkLevers(*h, cal);
        QVERIFY(static_cast<bool>(check));
        const LeverStepResult& four = check->steps.at(4);
        const LeverStepResult& five = check->steps.at(5);
        const QString msg = QString("step 4 %1 %, step 5 %2 %").arg(100 * four.era_gain, 0, 'f', 1).arg(100 * five.era_gain, 0, 'f', 1);
        QVERIFY2(leverGainPasses(four.era_gain, four.published_gain) && five.passes, qPrintable(msg));
    }
};

QTEST_GUILESS_MAIN(TestLeverAblation)
#include "test_lever_ablation.moc"
