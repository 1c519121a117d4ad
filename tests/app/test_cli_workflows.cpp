// moe-plan end to end across the later commands: estimate, search, export → import round trip,
// trace analyze on a hand-built trace (domain §9.4's unit case) and log window on a hand-written
// log. Runs the real binary, as a script would.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

namespace {

using moe::clitest::jsonObject;
using moe::clitest::runPlan;
using moe::clitest::RunResult;

bool writeFile(const QString& path, const QByteArray& content) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

}  // namespace

class TestCliWorkflows : public QObject {
    Q_OBJECT
private slots:
    void estimateJsonContract() {
        const RunResult r = runPlan({"estimate", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        for (const char* key : {"step_time_s", "tokens_per_s_per_gpu", "model_tflops_per_gpu", "mfu", "dominant_wall", "breakdown"})
            QVERIFY2(doc.contains(key), key);
        // tokens/s/GPU = GBS·s / (t_step · W) (domain §5): 1024 · 4096 / (t · 16).
        const double t = doc.value("step_time_s").toDouble();
        QVERIFY(t > 0);
        QVERIFY(std::abs(doc.value("tokens_per_s_per_gpu").toDouble() - 1024.0 * 4096 / (t * 16)) < 1e-6 * 1024 * 4096 / (t * 16) + 1e-9);
    }

    void estimateOfALayoutOverHbmSaysSoFirst() {
        // The review: Mixtral-8x7B on 16 H100 at TP2 PP2 EP4 (tests/fixtures/cluster with EP 4; the
        // fixture itself runs EP 8, which fits) is over usable HBM, yet `estimate` led with "estimated step 8.0 s". The
        // verdict and the fix that makes it fit come first, and the figures are labelled as what a step would take if
        // it fitted.
        const QString recipe = QStringLiteral(MOE_TEST_FIXTURES_DIR "/cluster/mixtral-16-mbs1.yaml");
        const RunResult json = runPlan({"estimate", recipe, "--set", "layout.ep=4", "--json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject doc = jsonObject(json.out);
        QCOMPARE(doc.value("memory_fit").toString(), QStringLiteral("does not fit"));
        QCOMPARE(doc.value("runnable").toBool(true), false);
        QVERIFY(!doc.value("to_fit").toString().isEmpty());
        const RunResult text = runPlan({"estimate", recipe, "--set", "layout.ep=4"});
        const QString out = QString::fromUtf8(text.out);
        const QString first = out.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(first.contains(QStringLiteral("does NOT fit in memory")) && first.contains(QStringLiteral("To fit: ")), qPrintable(first));
        QVERIFY2(out.contains(QStringLiteral("estimated step if it fitted")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Next lever: make it fit first")), qPrintable(out));
        // diagnose gives the same lever, the same fix (review 37: it advised FP8 for a layout over
        // HBM while the studio and estimate said "make it fit first").
        const QString fix = doc.value("to_fit").toString();
        const QString diagnosed = QString::fromUtf8(runPlan({"diagnose", recipe, "--set", "layout.ep=4"}).out);
        QVERIFY2(diagnosed.contains(QStringLiteral("next lever: make it fit first: ") + fix), qPrintable(diagnosed));
        const QJsonObject diagnosedJson =
            jsonObject(runPlan({"diagnose", recipe, "--set", "layout.ep=4", "--json"}).out);
        QCOMPARE(diagnosedJson.value("next_lever").toString(), QStringLiteral("make it fit first"));
        QCOMPARE(diagnosedJson.value("to_fit").toString(), fix);
        QCOMPARE(diagnosedJson.value("runnable").toBool(true), false);
        // A layout that fits says neither.
        const RunResult fits = runPlan({"estimate", "builtin:qwen3-30b-a3b-16xh100-hybridep"});
        QVERIFY(!fits.out.contains("does NOT fit"));
        QVERIFY(jsonObject(runPlan({"estimate", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--json"}).out).value("runnable").toBool(false));
    }

    void estimateRefusesALayoutMegatronRefuses() {
        // PP 2 without virtual stages cannot run EP overlap (Megatron-Core asserts it): like the
        // studio, estimate names the rule and gives no step time; diagnose does the same.
        for (const char* command : {"estimate", "diagnose"}) {
            const RunResult r = runPlan({command, "builtin:qwen3-30b-a3b-16xh100-hybridep", "--set", "layout.pp=2", "--set", "layout.world_size=32"});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("overlap.ep_needs_vpp"), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        // The same recipe as shipped is valid and estimated.
        QCOMPARE(runPlan({"estimate", "builtin:qwen3-30b-a3b-16xh100-hybridep"}).exitCode, 0);
    }
    void searchRespectsFixesAndSorts() {
        const RunResult r = runPlan({"search", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--gpus", "16", "--seq", "4096",
                                     "--fix", "tp=1", "--top", "3", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray results = jsonObject(r.out).value("results").toArray();
        QVERIFY(!results.isEmpty());
        double previous = 1e300;
        for (const auto& v : results) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value("layout").toObject().value("tp").toInt(), 1);
            const double tps = o.value("tokens_per_s_per_gpu").toDouble();
            QVERIFY(tps <= previous);
            previous = tps;
        }
        QVERIFY(jsonObject(r.out).value("candidates_evaluated").toDouble() >= results.size());
        QCOMPARE(runPlan({"search", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--gpus", "16", "--seq", "4096", "--fix", "tq=1"}).exitCode, 2);
    }

    void searchBeyondMaxPositionsSaysSo() {
        // Qwen3-30B-A3B's catalog max_position_embeddings is 40960: a search at 131072 ranks plans
        // only under the stated assumption that the limit is raised.
        const RunResult r = runPlan({"search", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--gpus", "16", "--seq",
                                     "131072", "--top", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("has max_position_embeddings 40960; every plan assumes it is raised to 131072"), r.out.constData());
        const RunResult within = runPlan({"search", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--gpus", "16", "--seq",
                                          "4096", "--top", "1"});
        QVERIFY(!within.out.contains("max_position_embeddings"));
    }

    void exportImportRoundTrip() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString script = dir.filePath("launch.sh");
        const QString back = dir.filePath("back.yaml");
        QCOMPARE(runPlan({"export", "builtin:dsv3-128k-h100", "--format", "megatron-lm", "-o", script}).exitCode, 0);
        QVERIFY(QFile::exists(script));
        const RunResult imported = runPlan({"import", script, "--format", "megatron-args", "--hardware", "H100-SXM", "--gpus", "256",
                                            "--seq", "131072", "-o", back});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        // The recipe read back from the launch script is the recipe that wrote it.
        const RunResult a = runPlan({"export", "builtin:dsv3-128k-h100", "--format", "recipe"});
        const RunResult b = runPlan({"export", back, "--format", "recipe"});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QCOMPARE(b.out, a.out);
        // A target version that cannot express the recipe is refused, not written wrong.
        const RunResult old = runPlan({"export", "builtin:qwen3-235b-128k-gb200", "--format", "megatron-lm", "--target-version", "0.16"});
        if (old.exitCode != 0) QVERIFY(!old.err.isEmpty());
    }

    void traceAnalyzeUnitCase() {
        // Domain §9.4: compute [0,10] and [12,20] on stream 7, comm [5,15] on stream 40, the
        // second compute launched at 11 -> overlap 8, hidden 80 %, exposed 2, host-wait 2.
        QTemporaryDir dir;
        const QString path = dir.filePath("rank-3.json");
        const QByteArray trace = R"({"traceEvents":[
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":1,"ts":0,"dur":1,"args":{"correlation":1}},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":1,"ts":4,"dur":1,"args":{"correlation":3}},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":1,"ts":11,"dur":1,"args":{"correlation":2}},
 {"ph":"X","cat":"kernel","name":"sm90_gemm_a","pid":0,"tid":7,"ts":0,"dur":10,"args":{"device":0,"stream":7,"correlation":1}},
 {"ph":"X","cat":"kernel","name":"sm90_gemm_b","pid":0,"tid":7,"ts":12,"dur":8,"args":{"device":0,"stream":7,"correlation":2}},
 {"ph":"X","cat":"kernel","name":"ncclKernel_AllReduce_RING_LL_Sum_bf16","pid":0,"tid":40,"ts":5,"dur":10,"args":{"device":0,"stream":40,"correlation":3}}
]})";
        QVERIFY(writeFile(path, trace));
        const RunResult r = runPlan({"trace", "analyze", path, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject rank = jsonObject(r.out).value("ranks").toArray().at(0).toObject();
        QCOMPARE(rank.value("rank").toInt(), 3);  // from the file name
        QCOMPARE(rank.value("comm_compute_overlap_us").toDouble(), 8.0);
        QCOMPARE(rank.value("hidden_comm_pct").toDouble(), 80.0);
        QCOMPARE(rank.value("exposed_comm_us").toDouble(), 2.0);
        QCOMPARE(rank.value("host_wait_us").toDouble(), 2.0);
        QCOMPARE(rank.value("window_us").toDouble(), 20.0);
        // Truncated input: one clear error, exit 2.
        QVERIFY(writeFile(path, trace.left(trace.size() / 2)));
        const RunResult cut = runPlan({"trace", "analyze", path});
        QCOMPARE(cut.exitCode, 2);
        QVERIFY(cut.err.contains("rank-3.json"));
    }

    void logWindowFromHandWrittenLog() {
        // Log interval 10; window 41-50 is covered by the single line of iteration 50, whose
        // printed values are the interval averages: 1000 ms, 300 TFLOP/s/GPU.
        QTemporaryDir dir;
        const QString path = dir.filePath("train.log");
        QByteArray log;
        for (int it = 10; it <= 60; it += 10) {
            const double ms = it == 50 ? 1000.0 : 1500.0 + it;
            const double tflops = it == 50 ? 300.0 : 250.0;
            log += QString(" [2026-01-05 10:00:%1.000000] iteration %2/     100 | consumed samples: %3 | elapsed time per iteration (ms): %4 | "
                           "throughput per GPU (TFLOP/s/GPU): %5 | learning rate: 1.000000E-04 | global batch size:   128 | "
                           "lm loss: 2.000000E+00 | loss scale: 1.0 | grad norm: 1.000 | number of skipped iterations:   0 | "
                           "number of nan iterations:   0 |\n")
                       .arg(it, 2, 10, QChar('0'))
                       .arg(it, 8)
                       .arg(it * 128)
                       .arg(ms, 0, 'f', 1)
                       .arg(tflops, 0, 'f', 1)
                       .toUtf8();
        }
        QVERIFY(writeFile(path, log));
        const RunResult r = runPlan({"log", "window", path, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject doc = jsonObject(r.out);
        QCOMPARE(doc.value("iterations_covered").toInt(), 10);
        QCOMPARE(doc.value("step_time_ms_mean").toDouble(), 1000.0);
        QCOMPARE(doc.value("tflops_per_gpu_mean").toDouble(), 300.0);
        QVERIFY(doc.value("loss_finite").toBool());
        QCOMPARE(doc.value("nan_iterations").toInt(), 0);
        QCOMPARE(runPlan({"log", "window", dir.filePath("missing.log")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliWorkflows)
#include "test_cli_workflows.moc"
