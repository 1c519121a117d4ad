// Which public FLOPs count a training log's TFLOP/s/GPU uses (core/evidence/log_flops_count.h), and
// the evidence report comparing TFLOP/s in that count. User review: a GPT-OSS recipe against a
// Megatron-LM log read "model TFLOP/s/GPU | 74 ±11 % | 59.08 | +24.9 % | inside the band: no" and
// "logged TFLOP/s/GPU 59.08 differs from the recomputed 73.91 by more than 5 %" while step time and
// tokens/s agreed within 0.2 %: the log printed Megatron-LM training.py's count, the studio
// predicted in Megatron-Bridge's.
//
// Every log here is synthetic: the recipe's own predicted step time × 1.02 (2 % slower than
// predicted, inside the model's band) on every printed line, and a logged TFLOP/s/GPU derived by
// hand as tokens/s/GPU × the chosen count's FLOPs per token, tokens/s/GPU = GBS × seq / (step × GPUs)
// with GBS, seq and GPUs from the recipe file.
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <fstream>

#include "../logs/log_test_util.h"
#include "core/evidence/evidence_report.h"
#include "core/evidence/log_flops_count.h"
#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_evidence.h"
#include "core/flops/model_flops.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;
using namespace moe::evidence;

namespace {

// tests/fixtures/recipes/gpt-oss-120b-64xb200-bf16.yaml: GPT-OSS-120B (128-token sliding windows,
// quick-GELU gate), GBS 1280, seq 4096, 64 GPUs. tests/fixtures/evidence/recipe-a.yaml: Mixtral-8x7B
// (SwiGLU, no windows: both counts agree), GBS 64, seq 4096, 16 GPUs.
const char* const kGptOssRecipe = MOE_TEST_FIXTURES_DIR "/recipes/gpt-oss-120b-64xb200-bf16.yaml";
const char* const kMixtralRecipe = MOE_TEST_FIXTURES_DIR "/evidence/recipe-a.yaml";

struct CountedLog {
    Recipe recipe;
    double step_ms = 0;           // printed on every line
    double tokens_per_s = 0;      // per GPU, from the recipe's GBS, seq and GPUs
    double logged_tflops = 0;     // as printed (one decimal)
    double predicted_tflops = 0;  // the studio's prediction, Bridge count
    std::string path;
};

Recipe countRecipe(const char* file) {
    auto r = loadRecipeFile(file);
    if (!r) qFatal("%s: %s", file, r.error().toString().c_str());
    return *r;
}

// A log of the recipe's job whose TFLOP/s/GPU is `flopsPerToken` × its tokens/s/GPU.
CountedLog writeCountedLog(const QTemporaryDir& dir, const char* recipeFile,
                           const std::function<double(const CountedLog&)>& flopsPerToken) {
    CountedLog c;
    c.recipe = countRecipe(recipeFile);
    auto e = estimateStepTime(c.recipe, builtinCalibration());
    if (!e) qFatal("estimate: %s", e.error().toString().c_str());
    c.predicted_tflops = e->model_tflops_per_gpu;
    // One decimal, as the log prints it.
    c.step_ms = std::round(e->step_time_s * 1e3 * 1.02 * 10) / 10;
    const Layout& l = c.recipe.layout;
    c.tokens_per_s = static_cast<double>(l.global_batch_size) * static_cast<double>(l.seq_length) /
                     (c.step_ms * 1e-3 * static_cast<double>(l.world_size));
    c.logged_tflops = std::round(c.tokens_per_s * flopsPerToken(c) / 1e12 * 10) / 10;
    std::string text;
    for (int it = 5; it <= 50; it += 5)
        text += logtest::mlmLine(it, c.step_ms, c.logged_tflops, static_cast<int>(l.global_batch_size)) + "\n";
    c.path = dir.filePath(QStringLiteral("counted.log")).toStdString();
    std::ofstream(c.path) << text;
    return c;
}

double countFlops(const CountedLog& c, FlopsCount count) {
    return modelFlopsPerToken(c.recipe.model, c.recipe.layout.seq_length, count).total();
}

bool hasText(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

bool anyWarningHas(const RunEvidence& run, const std::string& needle) {
    for (const auto& w : run.warnings)
        if (hasText(w, needle)) return true;
    return false;
}

}  // namespace

class TestLogFlopsCount : public QObject {
    Q_OBJECT
private slots:
    void gptOssMegatronLmLogIsComparedInItsCount() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CountedLog c = writeCountedLog(dir, kGptOssRecipe,
                                             [](const CountedLog& x) { return countFlops(x, FlopsCount::MegatronLM); });
        // The two counts differ by ~17 % for GPT-OSS (32.6 vs 27.2 GFLOP/token at 4K).
        const double bridge = countFlops(c, FlopsCount::Bridge), mlm = countFlops(c, FlopsCount::MegatronLM);
        QVERIFY2(mlm < 0.9 * bridge, qPrintable(QString::number(mlm / bridge)));

        auto run = loadRunEvidence({"recipe:" + std::string(kGptOssRecipe), "log:" + c.path}, {}, "gpt-oss");
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
        QVERIFY(run->matchesRecipe());
        QVERIFY(run->log_flops);
        const LogFlopsCount& counted = *run->log_flops;
        QVERIFY(!counted.counts_agree);
        QVERIFY(counted.count == FlopsCount::MegatronLM);
        QCOMPARE(counted.basis, std::string("tokens/s/GPU"));
        // Recomputed from the window's tokens/s under each count: the logged figure is the
        // Megatron-LM one up to the log's rounding.
        QVERIFY(std::abs(counted.under(FlopsCount::MegatronLM).tflops_per_gpu - c.logged_tflops) < 0.06);
        QVERIFY(std::abs(counted.under(FlopsCount::Bridge).tflops_per_gpu - c.tokens_per_s * bridge / 1e12) < 1e-6);
        // No false gap warning; one that names the count instead.
        QVERIFY(!anyWarningHas(*run, "differs from the recomputed"));
        QVERIFY(anyWarningHas(*run, "is by Megatron-LM's training.py count"));
        QVERIFY(anyWarningHas(*run, "the gap is the count"));
        QVERIFY(anyWarningHas(*run, "(the Megatron-LM count ignores the 128-token sliding windows"));

        auto p = predictRun(*run, builtinCalibration());
        QVERIFY2(p.ok(), p.ok() ? "" : p.error().toString().c_str());
        QVERIFY(p->compared);
        QVERIFY(p->tflops_count == FlopsCount::MegatronLM);
        const ComponentError* tflops = p->row("tflops_per_gpu");
        QVERIFY(tflops);
        QCOMPARE(tflops->label, std::string("model TFLOP/s/GPU (Megatron-LM count, the log's)"));
        // The studio's prediction × the counts' ratio of FLOPs per token.
        QVERIFY(std::abs(tflops->predicted - c.predicted_tflops * mlm / bridge) < 1e-9 * c.predicted_tflops);
        // Error as for the step time (the log is 2 % slower than predicted), inside the band; in the
        // Bridge count it was about +22 %.
        QVERIFY(tflops->errorPct());
        QVERIFY2(std::abs(*tflops->errorPct() - 2.0) < 0.5, qPrintable(QString::number(*tflops->errorPct())));
        QVERIFY(tflops->insideBand(p->band).value_or(false));
        QVERIFY(hasText(tflops->measured_source, "by Megatron-LM's training.py count"));
        QVERIFY(hasText(p->tflops_note, "compared by Megatron-LM's training.py count"));
        QVERIFY(hasText(p->tflops_note, "by Megatron-Bridge's flop_utils.py count (the studio's)"));

        EvidenceReportInput in;
        in.run = *run;
        in.predicted = *p;
        const std::string md = evidenceReportMarkdown(in);
        QVERIFY(hasText(md, "| model TFLOP/s/GPU (Megatron-LM count, the log's) |"));
        QVERIFY(hasText(md, "(log, by Megatron-LM's training.py count)"));
        QVERIFY(!hasText(md, "differs from the recomputed"));
        const std::string html = evidenceReportHtml(in);
        QVERIFY(hasText(html, "<td>model TFLOP/s/GPU (Megatron-LM count, the log&#39;s)</td>"));
    }

    void gptOssBridgeLogKeepsTheStudiosCount() {
        QTemporaryDir dir;
        const CountedLog c =
            writeCountedLog(dir, kGptOssRecipe, [](const CountedLog& x) { return countFlops(x, FlopsCount::Bridge); });
        auto run = loadRunEvidence({"recipe:" + std::string(kGptOssRecipe), "log:" + c.path}, {}, "gpt-oss");
        QVERIFY(run.ok() && run->log_flops);
        QVERIFY(run->log_flops->count == FlopsCount::Bridge);
        QVERIFY(!anyWarningHas(*run, "logged TFLOP/s/GPU"));
        auto p = predictRun(*run, builtinCalibration());
        QVERIFY(p.ok());
        const ComponentError* tflops = p->row("tflops_per_gpu");
        QCOMPARE(tflops->label, std::string("model TFLOP/s/GPU (Bridge count, the log's too)"));
        QCOMPARE(tflops->predicted, c.predicted_tflops);
    }

    void gptOssLogOfNeitherCountSaysBoth() {
        // Halfway between the two counts' figures: more than 5 % off either.
        QTemporaryDir dir;
        const CountedLog c = writeCountedLog(dir, kGptOssRecipe, [](const CountedLog& x) {
            return (countFlops(x, FlopsCount::Bridge) + countFlops(x, FlopsCount::MegatronLM)) / 2;
        });
        auto run = loadRunEvidence({"recipe:" + std::string(kGptOssRecipe), "log:" + c.path}, {}, "gpt-oss");
        QVERIFY(run.ok() && run->log_flops);
        QVERIFY(run->log_flops->matchesNeither());
        QVERIFY(anyWarningHas(*run, "matches neither public FLOPs count"));
        QVERIFY(anyWarningHas(*run, "by Megatron-Bridge's flop_utils.py count, the studio's, and "));
        auto p = predictRun(*run, builtinCalibration());
        QVERIFY(p.ok());
        QVERIFY(p->tflops_count == kStudioFlopsCount);
        const ComponentError* tflops = p->row("tflops_per_gpu");
        QCOMPARE(tflops->label, std::string("model TFLOP/s/GPU (Bridge count; the log's matches neither count)"));
        QCOMPARE(tflops->predicted, c.predicted_tflops);
    }

    void mixtralCountsAgreeReportedAsBefore() {
        // SwiGLU and no windows: both counts give the same FLOPs per token, so nothing is relabelled.
        QTemporaryDir dir;
        const CountedLog c =
            writeCountedLog(dir, kMixtralRecipe, [](const CountedLog& x) { return countFlops(x, FlopsCount::Bridge); });
        QCOMPARE(countFlops(c, FlopsCount::Bridge), countFlops(c, FlopsCount::MegatronLM));
        auto run = loadRunEvidence({"recipe:" + std::string(kMixtralRecipe), "log:" + c.path}, {}, "mixtral");
        QVERIFY(run.ok() && run->log_flops);
        QVERIFY(run->log_flops->counts_agree);
        QVERIFY(run->log_flops->count == FlopsCount::Bridge);
        QVERIFY(!anyWarningHas(*run, "logged TFLOP/s/GPU"));
        auto p = predictRun(*run, builtinCalibration());
        QVERIFY(p.ok());
        const ComponentError* tflops = p->row("tflops_per_gpu");
        QCOMPARE(tflops->label, std::string("model TFLOP/s/GPU"));
        QCOMPARE(tflops->predicted, c.predicted_tflops);
        QVERIFY(p->tflops_note.empty());
        EvidenceReportInput in;
        in.run = *run;
        in.predicted = *p;
        const std::string md = evidenceReportMarkdown(in);
        QVERIFY(hasText(md, "| model TFLOP/s/GPU | "));
        QVERIFY(!hasText(md, "Megatron-LM count") && !hasText(md, "Bridge count") && !hasText(md, "FLOPs count"));
    }

    void mixtralGapKeepsItsWording() {
        // Counts that agree leave a gap to the log's figure as the steady window always worded it.
        QTemporaryDir dir;
        const CountedLog c = writeCountedLog(
            dir, kMixtralRecipe, [](const CountedLog& x) { return 0.8 * countFlops(x, FlopsCount::Bridge); });
        auto run = loadRunEvidence({"recipe:" + std::string(kMixtralRecipe), "log:" + c.path}, {}, "mixtral");
        QVERIFY(run.ok() && run->log_flops);
        QVERIFY(run->log_flops->matchesNeither());
        QVERIFY(anyWarningHas(*run, "differs from the recomputed"));
        QVERIFY(!anyWarningHas(*run, "FLOPs count") && !anyWarningHas(*run, "Megatron-LM"));
    }
};

QTEST_GUILESS_MAIN(TestLogFlopsCount)
#include "test_log_flops_count.moc"
