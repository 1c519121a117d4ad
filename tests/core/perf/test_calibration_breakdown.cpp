// The per-row breakdown of the calibration (moe-plan calibrate --breakdown) on a small synthetic
// set of published-style rows built here: the shares cover the whole step, each equals the
// component of an independent estimateStepTime of the same recipe, footnoted regressions are
// flagged, rows the model cannot evaluate are listed with the reason, and the controlled-run
// figures follow the published rows.
#include <QtTest>

#include <cmath>
#include <sstream>

#include "core/perf/calibration.h"
#include "core/perf/calibration_breakdown.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/step_time_model.h"
#include "tests/support/published_row.h"

using namespace moe;
using moe::testing::publishedRow;

namespace {

std::vector<PublishedRun> breakdownRuns() {
    std::vector<PublishedRun> runs;
    runs.push_back(publishedRow("Qwen3_30B_a3B", "DGX-GB200", "MXFP8", 8, 512, 4, 1, 1, 1, 8, 40706));
    runs.push_back(publishedRow("Qwen3_235B_a22B", "DGX-GB200", "MXFP8", 256, 8192, 1, 1, 8, 3, 32, 7376));  // PP: bubble and PP comm
    runs.push_back(publishedRow("GPT OSS 120B", "DGX-H100", "BF16", 64, 1280, 1, 1, 4, 1, 8, 5993));
    PublishedRun regression = publishedRow("GPT OSS 120B", "DGX-GB300", "MXFP8", 64, 1280, 4, 1, 1, 1, 16, 20288);
    regression.note = "known cudnn-frontend regression";
    runs.push_back(regression);
    runs.push_back(publishedRow("Kimi_K2", "DGX-GB300", "MXFP8", 256, 4096, 1, 1, 4, 1, 64, 5000));  // not a catalog model
    runs.push_back(publishedRow("Qwen3_30B_a3B", "DGX-GB200", "MXFP8", 8, 500, 4, 1, 1, 1, 8, 40000));  // GBS not a multiple of MBS·DP = 32
    return runs;
}

}  // namespace

class TestCalibrationBreakdown : public QObject {
    Q_OBJECT
private slots:
    void sharesOfAHandBuiltBreakdown() {
        // Hand sum: compute 6 + exposed comm 2.25 + host 0.25 + bubble 1 + optimizer 0.25 + fixed 0.25 = 10 s.
        StepBreakdown b;
        b.compute_s = 6;
        b.gemm_s = 3;
        b.attention_s = 1.5;
        b.hbm_s = 1;  // 0.5 s of compute left unsplit: it belongs to the rest
        b.tp_comm_s = 0.5;
        b.cp_comm_s = 0.25;
        b.ep_comm_s = 0.75;
        b.pp_comm_s = 0.25;
        b.dp_comm_s = 0.5;
        b.host_s = 0.25;
        b.bubble_s = 1;
        b.optimizer_s = 0.25;
        b.fixed_s = 0.25;
        QCOMPARE(b.total(), 10.0);
        const StepShares s = stepShares(b);
        QCOMPARE(s.gemm, 0.3);
        QCOMPARE(s.attention, 0.15);
        QCOMPARE(s.hbm, 0.1);
        QCOMPARE(s.tp, 0.05);
        QCOMPARE(s.cp, 0.025);
        QCOMPARE(s.ep, 0.075);
        QCOMPARE(s.pp, 0.025);
        QCOMPARE(s.dp, 0.05);
        QCOMPARE(s.host, 0.025);
        QCOMPARE(s.bubble, 0.1);
        QCOMPARE(s.rest, (0.25 + 0.25 + 0.5) / 10.0);
        QVERIFY(std::fabs(s.sum() - 1.0) < 1e-12);
        // An empty breakdown has no shares rather than NaNs.
        const StepShares none = stepShares(StepBreakdown{});
        QCOMPARE(none.sum(), 0.0);
    }

    void rowsOfASyntheticSet() {
        const Calibration& cal = builtinCalibration();
        const std::vector<PublishedRun> runs = breakdownRuns();
        const CalibrationBreakdown bd = calibrationBreakdown(runs, cal);
        const size_t seeds = seedFigureCases().size();
        QVERIFY(seeds > 0);
        // Four rows the model evaluates, then the controlled-run figures; Kimi-K2 and the GBS that
        // does not divide are listed with their reasons.
        QCOMPARE(bd.rows.size(), 4 + seeds);
        QCOMPARE(bd.unmodelled.size(), size_t{2});
        QVERIFY2(bd.unmodelled[0].find("Kimi_K2") != std::string::npos, bd.unmodelled[0].c_str());
        QVERIFY2(bd.unmodelled[1].find("global_batch_size") != std::string::npos, bd.unmodelled[1].c_str());
        for (size_t i = 0; i < bd.rows.size(); ++i) {
            const RowBreakdown& r = bd.rows[i];
            const StepShares& s = r.shares;
            // The shares cover the step: StepBreakdown::total() is the step time.
            QVERIFY2(std::fabs(s.sum() - 1.0) < 1e-9, (r.run.model + " " + r.run.system).c_str());
            for (double share : {s.gemm, s.attention, s.hbm, s.tp, s.cp, s.ep, s.pp, s.dp, s.host, s.bubble, s.rest})
                QVERIFY(share >= 0 && share <= 1);
            QCOMPARE(r.controlled_run, i >= 4);
            QCOMPARE(r.known_regression, i == 3);
            QVERIFY(!r.layout.empty());
        }
        for (size_t i = 4; i < bd.rows.size(); ++i) QCOMPARE(bd.rows[i].run.container, std::string("controlled-run"));
        QCOMPARE(bd.rows[0].run.model, std::string("Qwen3_30B_a3B"));
        QCOMPARE(bd.rows[0].precision, std::string(toString(Precision::MXFP8)));
        QCOMPARE(bd.rows[2].precision, std::string(toString(Precision::BF16)));
        QCOMPARE(bd.rows[3].run.system, std::string("DGX-GB300"));
    }

    void shareEqualsAnIndependentEstimate() {
        // Qwen3-235B-A22B PP8 VP3 on GB200: estimated here straight from its recipe, without the
        // breakdown's code path.
        const Calibration& cal = builtinCalibration();
        const PublishedRun run = breakdownRuns()[1];
        auto recipe = recipeForRun(run);
        QVERIFY(recipe);
        auto e = estimateStepTime(*recipe, cal);
        QVERIFY(e);
        const CalibrationBreakdown bd = calibrationBreakdown({run}, cal);
        QCOMPARE(bd.rows.size(), 1 + seedFigureCases().size());
        const RowBreakdown& r = bd.rows[0];
        const StepBreakdown& b = e->breakdown;
        const double step = e->step_time_s;
        QVERIFY(step > 0 && b.gemm_s > 0 && b.bubble_s > 0);
        QVERIFY(std::fabs(r.shares.gemm - b.gemm_s / step) < 1e-12);
        QVERIFY(std::fabs(r.shares.attention - b.attention_s / step) < 1e-12);
        QVERIFY(std::fabs(r.shares.ep - b.ep_comm_s / step) < 1e-12);
        QVERIFY(std::fabs(r.shares.bubble - b.bubble_s / step) < 1e-12);
        // StepBreakdown splits compute_s by kernel kind, so the rest is the optimizer, offload and
        // fixed overhead alone.
        QVERIFY(std::fabs(r.shares.rest - (b.optimizer_s + b.offload_s + b.fixed_s) / step) < 1e-9);
        QCOMPARE(r.step_time_s, step);
        QCOMPARE(r.predicted_tokens_per_s_per_gpu, e->tokens_per_s_per_gpu);
        QVERIFY(std::fabs(r.error - (e->tokens_per_s_per_gpu - 7376.0) / 7376.0) < 1e-12);
        QCOMPARE(r.efficiency.groupedVsPeak(), e->efficiency.groupedVsPeak());
        QCOMPARE(r.efficiency.attention_bwd, e->efficiency.attention_bwd);
        QCOMPARE(r.layout, describeModelledLayout(*recipe));
        QVERIFY2(r.layout.find("PP8 VP3") != std::string::npos, r.layout.c_str());
    }

    void markdownHasOneLinePerRow() {
        const CalibrationBreakdown bd = calibrationBreakdown(breakdownRuns(), builtinCalibration());
        const std::string md = calibrationBreakdownMarkdown(bd);
        std::istringstream in(md);
        std::string line;
        size_t tableLines = 0;
        while (std::getline(in, line))
            if (line.rfind("| ", 0) == 0) ++tableLines;
        QCOMPARE(tableLines, bd.rows.size() + 1);  // plus the header
        QVERIFY(md.find("(footnoted regression)") != std::string::npos);
        QVERIFY(md.find("- Kimi_K2 on DGX-GB300 (26.06)") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCalibrationBreakdown)
#include "test_calibration_breakdown.moc"
