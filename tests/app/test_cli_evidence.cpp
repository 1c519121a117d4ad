// moe-plan contract / compare / report --log: the scripting contract (JSON keys, exit codes,
// one-line errors) on the fixtures in tests/fixtures/evidence, and the real logs when present.
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"
#include "tests/support/shared_data.h"

namespace {

using moe::clitest::jsonObject;
using moe::clitest::runPlan;
using moe::clitest::RunResult;

QString evidenceFile(const char* name) {
    return QStringLiteral(MOE_TEST_FIXTURES_DIR "/evidence/") + name;
}

}  // namespace

class TestCliEvidence : public QObject {
    Q_OBJECT
private slots:
    void contractJson() {
        const RunResult r = runPlan({"contract", evidenceFile("recipe-a.yaml"), evidenceFile("run-a.log"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        QCOMPARE(doc.value("label").toString(), QString("training_equivalent"));
        const QJsonObject fields = doc.value("fields").toObject();
        QCOMPARE(fields.value("layout.tp").toObject().value("value").toString(), QString("2"));
        QCOMPARE(fields.value("versions.mcore").toObject().value("source").toString(), QString("log run-a.log:23"));
        QVERIFY(doc.value("unknown").toArray().contains(QString("versions.commit")));
    }

    void contractSavedAndReloaded() {
        QTemporaryDir dir;
        const QString out = dir.filePath("c.yaml");
        QCOMPARE(runPlan({"contract", evidenceFile("run-a.log"), evidenceFile("contract-benchmark.yaml"), "-o", out})
                     .exitCode,
                 0);
        const RunResult r = runPlan({"contract", out, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        QCOMPARE(doc.value("label").toString(), QString("benchmark_only"));
        QCOMPARE(doc.value("label_reasons").toArray().size(), 2);  // mock data + declared
    }

    void compareOneChange() {
        const RunResult r = runPlan({"compare", "--a", evidenceFile("recipe-a.yaml"), "--a", evidenceFile("run-a.log"),
                                     "--b", evidenceFile("recipe-b.yaml"), "--b", evidenceFile("run-b.log"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        QVERIFY(doc.value("attributable").toBool());
        QCOMPARE(doc.value("attributed_to").toString(), QString("options.overlap.ep_a2a_overlap"));
        // Step time 6020.0 -> 5410.0 ms (window 41-50 of each log: means of lines 45 and 50).
        for (const auto& m : doc.value("metrics").toArray()) {
            const QJsonObject o = m.toObject();
            if (o.value("metric").toString() != "step_time_ms") continue;
            QCOMPARE(o.value("a").toDouble(), 6020.0);
            QCOMPARE(o.value("b").toDouble(), 5410.0);
            QCOMPARE(o.value("delta").toDouble(), -610.0);
        }
    }

    void compareTwoChangesRefused() {
        const RunResult r = runPlan({"compare", "--a", evidenceFile("recipe-a.yaml"), "--a", evidenceFile("run-a.log"),
                                     "--b", evidenceFile("recipe-b.yaml"), "--b", evidenceFile("run-b.log"), "--b",
                                     evidenceFile("contract-two-changes.yaml"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        QVERIFY(!doc.value("attributable").toBool());
        QVERIFY(doc.value("attributed_to").isNull());
        QCOMPARE(doc.value("changed").toArray().size(), 2);  // dispatcher (contract) + EP overlap (recipe)
        QVERIFY(doc.value("attribution_reason").toString().startsWith("refused"));
    }

    void compareSaysWhatItReadWhenTheRunsAreIncomplete() {
        // Review: `compare --a recipe.yaml run.log` (a second file after one --a) was refused with
        // only the usage line; the error now says which files went where.
        const RunResult r = runPlan({"compare", "--a", evidenceFile("recipe-a.yaml"), evidenceFile("run-a.log")});
        QVERIFY(r.exitCode != 0);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("one file after each --a or --b")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--a files: 1 (") + evidenceFile("recipe-a.yaml") + QStringLiteral(")")),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--b files: none")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("files without --a/--b: 1 (") + evidenceFile("run-a.log") +
                              QStringLiteral(")")),
                 qPrintable(err));
    }

    void compareLabelMismatchWarned() {
        const RunResult r =
            runPlan({"compare", evidenceFile("run-a.log"), evidenceFile("contract-benchmark.yaml"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        QVERIFY(doc.value("labels_differ").toBool());
        bool warned = false;
        for (const auto& w : doc.value("warnings").toArray()) warned = warned || w.toString().contains("labels differ");
        QVERIFY(warned);
    }

    void reportHtmlToFile() {
        QTemporaryDir dir;
        const QString out = dir.filePath("pack.html");
        const RunResult r =
            runPlan({"report", evidenceFile("recipe-b.yaml"), "--log", evidenceFile("run-b.log"), "--trace",
                     evidenceFile("trace-b.json"), "--baseline", evidenceFile("recipe-a.yaml"), "--baseline",
                     evidenceFile("run-a.log"), "--format", "html", "-o", out});
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray html = f.readAll();
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("<svg"));
        QVERIFY(html.contains("Predicted vs measured"));  // a recipe is attached
    }

    void theTitleFollowsTheOverrides() {
        // Review entry 5: "report mixtral.yaml --set layout.seq_length=2048 --log ..." was titled
        // "Evidence pack: Mixtral 8x7B 4k on 16xh100" above a "2K context" description; estimate
        // and plain report renamed the recipe.
        const QString log = QStringLiteral(MOE_SHARED_DATA_DIR "/logs/NVIDIA_Megatron-LM_756.log");
        MOE_REQUIRE_SHARED_DATA(log);
        const RunResult r = runPlan(
            {"report", evidenceFile("mixtral-4k-16xh100.yaml"), "--set", "layout.seq_length=2048", "--log", log});
        QCOMPARE(r.exitCode, 0);
        const QString first = QString::fromUtf8(r.out).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(first.contains(QStringLiteral("2k")) && !first.contains(QStringLiteral("4k")), qPrintable(first));
    }

    void anotherJobsLogIsAMismatchNotAnError() {
        // recipe-a says 16 GPUs as run-a.log's arguments do; --set makes the recipe 32 GPUs.
        const RunResult r = runPlan({"report", evidenceFile("recipe-a.yaml"), "--set", "layout.world_size=32", "--log",
                                     evidenceFile("run-a.log"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = jsonObject(r.out);
        QCOMPARE(j.value("recipe_mismatches").toArray().size(), 1);
        QCOMPARE(j.value("recipe_mismatches").toArray().first().toObject().value("run").toString(), QStringLiteral("16"));
        QVERIFY(!j.value("predicted_vs_measured_comparable").toBool(true));
        for (const auto& row : j.value("predicted_vs_measured").toArray())
            QVERIFY(row.toObject().value("error_pct").isNull());
        QVERIFY(j.value("report").toString().contains(QStringLiteral("Not compared: the run is not the recipe's job")));
        QVERIFY(j.value("window").toObject().value("coverage").toString().startsWith(
            QStringLiteral("2 of 10 steady-window iterations printed")));

        const RunResult contract = runPlan({"contract", evidenceFile("recipe-a.yaml"), "--set", "layout.world_size=32", evidenceFile("run-a.log")});
        QCOMPARE(contract.exitCode, 0);
        QVERIFY2(contract.out.contains("world size: recipe 32, run 16 (log run-a.log:19)"), contract.out.constData());

        const RunResult compare = runPlan({"compare", "--a", evidenceFile("recipe-a.yaml"), "--a", evidenceFile("run-a.log"), "--b",
                                           evidenceFile("recipe-b.yaml"), "--b", evidenceFile("run-a.log"), "--set", "layout.world_size=32"});
        QCOMPARE(compare.exitCode, 0);
        QVERIFY2(compare.out.contains("the run is not its recipe's job: world size: recipe 32, run 16"), compare.out.constData());
    }

    void aLogAndAnotherJobsTraceAreSaidToBeTwoJobs() {
        // A 16-rank H100 log and a one-rank V100 trace: the report and its JSON say the files are
        // not one job's, each fact with both values and both sources.
        QTemporaryDir dir;
        const QString log = dir.filePath("h100.log"), trace = dir.filePath("v100.json");
        {
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(
                "GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-0)\n"
                "------------------------ arguments ------------------------\n"
                "  world_size ...................................... 16\n"
                "-------------------- end of arguments ---------------------\n");
            for (int it = 5; it <= 50; it += 5)
                f.write(QByteArray(" iteration       ") + QByteArray::number(it) +
                        "/      50 | consumed samples: 640 | elapsed time per iteration (ms): 5500.0 | throughput per "
                        "GPU (TFLOP/s/GPU): 232.5 | global batch size:   128 | lm loss: 3.000000E+00 |\n");
        }
        {
            QFile f(trace);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(
                "{\"schemaVersion\": 1, \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": 0, \"world_size\": 1},\n"
                " \"deviceProperties\": [{\"id\": 0, \"name\": \"Tesla V100-SXM2-32GB\"}],\n"
                " \"traceEvents\": [\n"
                "  {\"ph\": \"X\", \"cat\": \"user_annotation\", \"name\": \"ProfilerStep#1\", \"pid\": 1, "
                "\"tid\": 1, \"ts\": 1000, \"dur\": 40},\n"
                "  {\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", \"pid\": 1, "
                "\"tid\": 1, \"ts\": 1001, \"dur\": 1, \"args\": {\"correlation\": 1}},\n"
                "  {\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"volta_fp16_s884gemm_fp16_128x128_ldg8_f2f_nn\", "
                "\"pid\": 0, \"tid\": 7, \"ts\": 1010, \"dur\": 10, \"args\": {\"device\": 0, \"stream\": 7, "
                "\"correlation\": 1}}\n"
                " ]}\n");
        }
        const RunResult r = runPlan({"report", "--log", log, "--trace", trace});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("**The run's files are not one job's: world size 16 vs 1, GPU NVIDIA H100 80GB HBM3 vs "
                                "Tesla V100-SXM2-32GB, 232.5 TFLOP/s/GPU on a Tesla V100-SXM2-32GB (peak 125).**"),
                 r.out.constData());
        QVERIFY2(
            r.out.contains("- world size: 16 (log h100.log:3) vs 1 (trace v100.json (distributedInfo.world_size))"),
            r.out.constData());
        QVERIFY2(
            r.out.contains("- GPU: NVIDIA H100 80GB HBM3 (log h100.log:1) vs Tesla V100-SXM2-32GB (trace v100.json "
                           "(deviceProperties))"),
            r.out.constData());
        const RunResult j = runPlan({"report", "--log", log, "--trace", trace, "--json"});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject doc = jsonObject(j.out);
        QVERIFY(!doc.value("one_job").toBool(true));
        QCOMPARE(doc.value("mixed_job").toArray().size(), 3);
        const QJsonObject world = doc.value("mixed_job").toArray().first().toObject();
        QCOMPARE(world.value("first").toString(), QStringLiteral("16"));
        QCOMPARE(world.value("second").toString(), QStringLiteral("1"));
        // One job's log and trace: no such line.
        const RunResult one =
            runPlan({"report", "--log", evidenceFile("run-b.log"), "--trace", evidenceFile("trace-b.json")});
        QCOMPARE(one.exitCode, 0);
        QVERIFY2(!one.out.contains("not one job's"), one.out.constData());
    }

    void theReviewsLogAndV100TraceAreTwoJobs() {
        const QString log = QStringLiteral(MOE_SHARED_DATA_DIR "/logs/NVIDIA_Megatron-LM_756.log");
        const QString trace =
            QStringLiteral(MOE_SHARED_DATA_DIR "/traces/kineto/hta/rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz");
        MOE_REQUIRE_SHARED_DATA(log);
        MOE_REQUIRE_SHARED_DATA(trace);
        const RunResult r = runPlan({"report", "--log", log, "--trace", trace});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("**The run's files are not one job's: ") &&
                     r.out.contains("TFLOP/s/GPU on a Tesla V100-SXM2-32GB (peak 125).**"),
                 r.out.constData());
    }

    void reportWithoutEvidenceOptionsKeepsTheOldReport() {
        const RunResult r = runPlan({"report", evidenceFile("recipe-a.yaml")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains("Evidence pack"));
    }

    void badInputsGiveOneLineErrors() {
        for (const QStringList& args :
             {QStringList{"contract", evidenceFile("contract-bad-key.yaml")},
              QStringList{"contract", evidenceFile("missing.log")}, QStringList{"compare", evidenceFile("run-a.log")},
              QStringList{"report", "--log", evidenceFile("run-a.log"), "--format", "pdf"},
              QStringList{"report", "--log", evidenceFile("run-a.log"), "--from", "500", "--to", "510"}}) {
            const RunResult r = runPlan(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.startsWith("moe-plan: ") && r.err.count('\n') == 1, r.err.constData());
        }
        const RunResult bad = runPlan({"contract", evidenceFile("contract-bad-key.yaml")});
        QVERIFY(bad.err.contains("contract-bad-key.yaml:5:3: fields.options.dispatchr: unknown contract variable"));
    }

    void realLogs() {
        const QString log = QStringLiteral(MOE_SHARED_DATA_DIR "/logs/NVIDIA_Megatron-LM_756.log");
        MOE_REQUIRE_SHARED_DATA(log);
        MOE_REQUIRE_SHARED_DATA(MOE_SHARED_DATA_DIR "/logs/epfLLM_Megatron-LLM_11.log");
        const RunResult r = runPlan({"report", "--log", log, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject w = jsonObject(r.out).value("window").toObject();
        // 41-50 is printed in part (43-45), so the window is the one the studio's Add Run dialog
        // proposes (core proposeWindow): the printed iterations after warm-up (2-3 are inside the
        // first ten), 29-31, 43-45, 71-73, one iteration per line: (5912.1 + 5571.1 + 5718.9 +
        // 5444.9 + 5533.8 + 5718.6 + 5361.6 + 5470.7 + 5829.9) / 9 = 5617.96 ms.
        QVERIFY(qAbs(w.value("step_time_ms_mean").toDouble() - 50561.6 / 9) < 1e-6);
        QCOMPARE(w.value("iterations_covered").toInt(), 9);
        QCOMPARE(w.value("from").toInt(), 29);
        QCOMPARE(w.value("to").toInt(), 73);
        const RunResult text = runPlan({"report", "--log", log});
        QVERIFY2(text.out.contains("measured over iterations 29-73, the last 9 printed iterations (warm-up skipped"),
                 text.out.constData());
        // `log window` measures where the studio does too, and says so.
        const RunResult window = runPlan({"log", "window", log});
        QCOMPARE(window.exitCode, 0);
        QVERIFY2(window.out.contains(": iterations 29-73 (") && window.out.contains("--from/--to choose another window"),
                 window.out.constData());
        // Asked for explicitly, 41-50 is measured as asked (lines 43-45).
        const RunResult asked = runPlan({"log", "window", log, "--from", "41", "--to", "50", "--json"});
        QCOMPARE(asked.exitCode, 0);
        QVERIFY(qAbs(jsonObject(asked.out).value("step_time_ms_mean").toDouble() - 16697.3 / 3) < 1e-6);
        // The pre-2024 log has nothing near 41-50: the report says so instead of failing.
        const RunResult old =
            runPlan({"report", "--log", QStringLiteral(MOE_SHARED_DATA_DIR "/logs/epfLLM_Megatron-LLM_11.log")});
        QCOMPARE(old.exitCode, 0);
        // Review 7: the studio measured 124-185 where the command line gave up; both measure it now.
        QVERIFY2(old.out.contains("Steady window 124-185"), old.out.left(800).constData());
        QVERIFY(old.out.contains("measured over iterations 124-185"));
    }
};

QTEST_GUILESS_MAIN(TestCliEvidence)
#include "test_cli_evidence.moc"
