// One verdict everywhere, from the command line: `validate` reports the memory verdict that
// `export` and the studio act on (memory.does_not_fit an error with exit 2, memory.fit_uncertain a
// warning), and `report --log` of a run that is not the recipe's job leads with that verdict and
// shows no prediction error, while the recipe's own run keeps its errors.
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "cli_test_support.h"
#include "tests/support/shared_data.h"

using namespace moe::clitest;

namespace {

// The Qwen3-30B seed on 16 H100s: its binding stage needs 74.70 GiB of which 5.20 GiB is the
// fragmentation allowance (`moe-plan memory`). 8 GiB usable is 66.70 GiB short, far beyond that
// allowance; 72 GiB usable is 2.70 GiB short, within it.
const QStringList kQwenSeed = {"builtin:qwen3-30b-a3b-16xh100-hybridep"};
const QStringList kFarOverHbm = kQwenSeed + QStringList{"--set", "hardware.usable_gib=8"};
const QStringList kJustOverHbm = kQwenSeed + QStringList{"--set", "hardware.usable_gib=72"};

QString sharedLog(const char* name) {
    return QStringLiteral(MOE_SHARED_DATA_DIR "/logs/") + QString::fromLatin1(name);
}

QJsonObject diagnosticOf(const QJsonObject& file, const QString& rule) {
    for (const auto& d : file.value("diagnostics").toArray())
        if (d.toObject().value("rule").toString() == rule) return d.toObject();
    return {};
}

}  // namespace

class TestCliVerdicts : public QObject {
    Q_OBJECT
private slots:
    void validateSaysWhatExportRefuses() {
        const RunResult r = runPlan(QStringList{"validate"} + kFarOverHbm);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.startsWith("builtin:qwen3-30b-a3b-16xh100-hybridep: 1 error(s)"), r.out.constData());
        QVERIFY2(r.out.contains("error [memory.does_not_fit] does not fit: pipeline stage 0 needs 74.70 GiB per GPU, "
                                "66.70 GiB over the usable 8.00 GiB of H100-SXM"),
                 r.out.constData());
        // The same recipe is refused by export for the same reason.
        const RunResult exported =
            runPlan(QStringList{"export"} + kFarOverHbm + QStringList{"--format", "megatron-lm"});
        QCOMPARE(exported.exitCode, 2);
        QVERIFY(exported.err.contains("does not fit: pipeline stage 0 needs 74.70 GiB"));

        const RunResult j = runPlan(QStringList{"validate"} + kFarOverHbm + QStringList{"--json"});
        QCOMPARE(j.exitCode, 2);
        const QJsonObject doc = jsonObject(j.out);
        QCOMPARE(doc.value("exit_code").toInt(), 2);
        const QJsonObject file = doc.value("files").toArray().first().toObject();
        QCOMPARE(file.value("errors").toInt(), 1);
        const QJsonObject fit = diagnosticOf(file, "memory.does_not_fit");
        QCOMPARE(fit.value("severity").toString(), QStringLiteral("error"));
        QCOMPARE(fit.value("kind").toString(), QStringLiteral("advice"));  // the trainers accept it, then run out
        // Errors first: the memory error leads the list.
        QCOMPARE(file.value("diagnostics").toArray().first().toObject().value("rule").toString(),
                 QStringLiteral("memory.does_not_fit"));
    }

    void validateWarnsWithinTheModelsUncertainty() {
        const RunResult r = runPlan(QStringList{"validate"} + kJustOverHbm + QStringList{"--json"});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject file = jsonObject(r.out).value("files").toArray().first().toObject();
        QCOMPARE(file.value("errors").toInt(), 0);
        const QJsonObject fit = diagnosticOf(file, "memory.fit_uncertain");
        QCOMPARE(fit.value("severity").toString(), QStringLiteral("warning"));
        QVERIFY2(fit.value("message").toString().contains("2.70 GiB over the usable 72.00 GiB"),
                 qPrintable(fit.value("message").toString()));
        QVERIFY(diagnosticOf(file, "memory.does_not_fit").isEmpty());
        // Export writes it with the same warning in its header.
        const RunResult exported =
            runPlan(QStringList{"export"} + kJustOverHbm + QStringList{"--format", "megatron-lm"});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(exported.out.contains("# WARNING: memory is tight"));
    }

    void fittingRecipeHasNoMemoryFinding() {
        // With selective recompute the seed keeps more than the fragmentation allowance free.
        const RunResult r = runPlan(QStringList{"validate"} + kQwenSeed +
                                    QStringList{"--set", "options.recompute.granularity=selective", "--set",
                                                "options.recompute.modules=moe_act,layernorm"});
        QCOMPARE(r.exitCode, 1);  // its topology and DP advice are warnings
        QVERIFY2(!r.out.contains("memory."), r.out.constData());
    }

    void headroomInsideTheAllowanceIsACaution() {
        // Issue 41, item 3: the seed itself fits with 4.9 GiB to spare, less than its own 5.2 GiB
        // fragmentation allowance (8 % of the allocated bytes): a caution, not silence.
        const RunResult r = runPlan(QStringList{"validate"} + kQwenSeed);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("[memory.fit_close]"), r.out.constData());
        QVERIFY(r.out.contains("allocator-fragmentation allowance"));
        // moe-plan memory gives the same verdict in its own line.
        const RunResult memory = runPlan(QStringList{"memory"} + kQwenSeed);
        QCOMPARE(memory.exitCode, 0);
        QVERIFY2(memory.out.contains("Fits closely (headroom less than the 5.20 GiB fragmentation allowance"),
                 memory.out.constData());
        const RunResult estimate = runPlan(QStringList{"estimate"} + kQwenSeed);
        QCOMPARE(estimate.exitCode, 0);
        QVERIFY2(estimate.out.contains("Memory: fits closely"), estimate.out.constData());
        // The export says it in its header too (a review found a layout with 0.44 GiB headroom against
        // a 5.53 GiB allowance exported without a word), and still exports: it is under the line.
        const RunResult exported = runPlan(QStringList{"export"} + kQwenSeed + QStringList{"--format", "megatron-lm"});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY2(exported.out.contains("# WARNING: memory fits closely: pipeline stage 0 needs"),
                 exported.out.constData());
    }

    void calibrationFitsOnlyTheRecipesOwnRuns() {
        // recipe-a.yaml set to GBS 4096 against run-a.log (GBS 64): its step time is another job's.
        const RunResult r =
            runPlan({"calibrate", "--run",
                     MOE_TEST_FIXTURES_DIR "/evidence/recipe-a.yaml," MOE_TEST_FIXTURES_DIR "/evidence/run-a.log",
                     "--set", "layout.global_batch_size=4096", "--constants", "eta_grouped_gemm"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Not this recipe's run (recipe vs run): GBS 4096 vs 64 (global batch size: recipe 4096, run 64 "
                                "(log run-a.log:7))"),
                 r.err.constData());
    }

    void reportOfAnotherJobsLogLeadsWithTheVerdict() {
        // A Mixtral 16×H100 log (GBS 128 on every line) against the DeepSeek-V3 256×GB200 recipe
        // (GBS 4096). Its own throughput implies 234.6 TFLOP/s × 5.5658 s × 256 GPUs / (128 × 4096
        // tokens) = 638 GFLOP per token against the recipe's 260 (`moe-plan flops`): 2.5×.
        const QString log = sharedLog("NVIDIA_Megatron-LM_756.log");
        MOE_REQUIRE_SHARED_DATA(log);
        const QStringList args = {"report", "builtin:bridge-dsv3-gb200-256-mxfp8", "--log", log};
        const RunResult md = runPlan(args);
        QCOMPARE(md.exitCode, 0);
        const QByteArray verdict = "**Not this recipe's run (recipe vs run): GBS 4096 vs 128, model GFLOP/token 260 vs 638 if on the recipe's 256 GPUs.**";
        QVERIFY2(md.out.contains(verdict), md.out.left(1500).constData());
        QVERIFY(md.out.indexOf(verdict) < md.out.indexOf("Label:"));
        QVERIFY(md.out.contains(
            "- global batch size: recipe 4096, run 128 (log NVIDIA_Megatron-LM_756.log:16 (iteration 73))"));
        QVERIFY(!md.out.contains("error %"));
        QVERIFY(!md.out.contains("+132"));                       // the step-time "error" of two different jobs
        QVERIFY(!md.out.contains("is not the recipe's job: "));  // not repeated as a trailing warning

        const RunResult html = runPlan(args + QStringList{"--format", "html"});
        QCOMPARE(html.exitCode, 0);
        QVERIFY(html.out.contains(
            "<strong>Not this recipe&#39;s run (recipe vs run): GBS 4096 vs 128, model GFLOP/token 260 vs 638 if on the recipe&#39;s 256 GPUs.</strong>"));
        QVERIFY(!html.out.contains("error %"));

        const RunResult j = runPlan(args + QStringList{"--json"});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject doc = jsonObject(j.out);
        QCOMPARE(doc.value("recipe_verdict").toString(),
                 QStringLiteral("Not this recipe's run (recipe vs run): GBS 4096 vs 128, model GFLOP/token 260 vs 638 if on the recipe's 256 GPUs"));
        const QJsonArray conflicts = doc.value("recipe_mismatches").toArray();
        QCOMPARE(conflicts.size(), 2);
        QCOMPARE(conflicts[0].toObject().value("key").toString(), QStringLiteral("global_batch_size"));
        QCOMPARE(conflicts[1].toObject().value("key").toString(), QStringLiteral("model_flops_per_token"));
        QVERIFY(!doc.value("predicted_vs_measured_comparable").toBool(true));
        for (const auto& row : doc.value("predicted_vs_measured").toArray()) {
            QVERIFY(row.toObject().value("error_pct").isNull());
            QVERIFY(row.toObject().value("measured").isNull());
        }
    }

    void reportOfTheRecipesOwnJobKeepsItsError() {
        // The same log against a Mixtral 16×H100 recipe at its GBS 128 and sequence 2048: 234.6 ×
        // 5.5658 × 16 / (128 × 2048) = 79.7 GFLOP per token, Mixtral's 78.1 at 2048. Its job.
        const QString log = sharedLog("NVIDIA_Megatron-LM_756.log");
        MOE_REQUIRE_SHARED_DATA(log);
        const RunResult r =
            runPlan({"report", MOE_TEST_FIXTURES_DIR "/cli/mixtral-16gpu-folded.yaml", "--set",
                     "layout.global_batch_size=128", "--set", "layout.seq_length=2048", "--log", log, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        QCOMPARE(doc.value("recipe_verdict").toString(), QStringLiteral("the recipe's job"));
        QVERIFY(doc.value("predicted_vs_measured_comparable").toBool());
        bool stepError = false;
        for (const auto& row : doc.value("predicted_vs_measured").toArray()) {
            const QJsonObject o = row.toObject();
            // The log prints 3 of 41-50, so the window is its last printed iterations after warm-up
            // (core proposeWindow, as in the studio): 29-31, 43-45, 71-73 (2-3 are warm-up), one
            // iteration per line: (5912.1 + 5571.1 + 5718.9 + 5444.9 + 5533.8 + 5718.6 + 5361.6 +
            // 5470.7 + 5829.9) / 9 = 5617.96 ms.
            if (o.value("component").toString() == "step_time_ms") {
                stepError = !o.value("error_pct").isNull();
                QVERIFY(qAbs(o.value("measured").toDouble() - 50561.6 / 9) < 1e-6);
            }
        }
        QVERIFY(stepError);
    }
};

QTEST_APPLESS_MAIN(TestCliVerdicts)
#include "test_cli_verdicts.moc"
