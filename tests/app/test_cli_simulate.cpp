// moe-plan simulate: per-rank figures, the critical path, --rank mapped through the rank grid,
// Chrome trace output, and one clear error (exit 2, naming the option or file) for bad input.
// Expected values come from the recipe itself (its PP size and world size) and from the JSON the
// same run prints, so the text, the JSON and the files are checked against each other.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "cli_test_support.h"
#include "tests/support/shared_data.h"

using namespace moe::clitest;

namespace {

const QString kSimulatedRecipe = QStringLiteral("builtin:bridge-qwen3-235b-gb300-256-bf16");  // PP 4, 256 GPUs, 1F1B

}  // namespace

class TestCliSimulate : public QObject {
    Q_OBJECT
private slots:
    void jsonHasOneRowPerPipelineRankAndAChain() {
        const RunResult r = runPlan({"simulate", kSimulatedRecipe, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = jsonObject(r.out);
        QCOMPARE(j.value("pp").toInt(), 4);
        QCOMPARE(j.value("ranks").toArray().size(), 4);
        // The step is the latest rank's end.
        double latest = 0;
        for (const QJsonValue& v : j.value("ranks").toArray()) latest = std::max(latest, v.toObject().value("end_s").toDouble());
        QCOMPARE(j.value("step_time_s").toDouble(), latest);
        // 1F1B without combined pairs: within 3 % of the closed form (core_test_step_simulator).
        QVERIFY(std::fabs(j.value("analytic_difference").toDouble()) < 0.03);
        const QJsonArray path = j.value("critical_path").toArray();
        QVERIFY(!path.isEmpty());
        QCOMPARE(path.last().toObject().value("end_s").toDouble(), j.value("ranks").toArray()[path.last().toObject().value("pp_rank").toInt()].toObject().value("pipeline_end_s").toDouble());
    }
    void jsonListsEachRanksPassesInMegatronOrder() {
        // Non-interleaved 1F1B (forward_backward_pipelining_without_interleaving in Megatron-Core's
        // schedules.py): PP rank r runs min(PP − r − 1, m) forwards, then alternates forward and
        // backward, then runs the remaining backwards; forwards and backwards each take the
        // microbatches 0..m−1 in order, all on chunk 0. Checked per rank from those rules alone.
        const QJsonObject j = jsonObject(runPlan({"simulate", kSimulatedRecipe, "--json"}).out);
        const int pp = j.value("pp").toInt(), m = j.value("microbatches").toInt();
        QCOMPARE(pp, 4);
        for (const QJsonValue& v : j.value("ranks").toArray()) {
            const QJsonObject rank = v.toObject();
            const int r = rank.value("pp_rank").toInt();
            const QJsonArray passes = rank.value("pass_order").toArray();
            QCOMPARE(passes.size(), 2 * m);
            QString kinds;
            int nextF = 0, nextB = 0;
            double lastEnd = 0;
            for (const QJsonValue& p : passes) {
                const QJsonObject o = p.toObject();
                const QString kind = o.value("kind").toString();
                kinds += kind;
                QCOMPARE(o.value("microbatch").toInt(), kind == "F" ? nextF++ : nextB++);
                QCOMPARE(o.value("chunk").toInt(), 0);
                QVERIFY(o.value("start_s").toDouble() >= lastEnd - 1e-12);
                QVERIFY(o.value("end_s").toDouble() > o.value("start_s").toDouble());
                lastEnd = o.value("end_s").toDouble();
            }
            const int warmup = std::min(pp - r - 1, m);
            QString expected = QString("F").repeated(warmup) + QString("FB").repeated(m - warmup) + QString("B").repeated(warmup);
            QCOMPARE(kinds, expected);
            QCOMPARE(passes.first().toObject().value("start_s").toDouble(), rank.value("first_start_s").toDouble());
            QCOMPARE(passes.last().toObject().value("end_s").toDouble(), rank.value("pipeline_end_s").toDouble());
        }
    }
    void chromeTraceReadsBackWithItsPassLane() {
        // The written trace goes through `trace analyze` (the Kineto importer) and its pass lane
        // is there: summing over the ranges named "F mb0 c0" finds one per PP rank.
        QTemporaryDir dir;
        const QString out = dir.filePath("p.json");
        QCOMPARE(runPlan({"simulate", kSimulatedRecipe, "--chrome-trace", out}).exitCode, 0);
        const RunResult all = runPlan({"trace", "analyze", out, "--json"});
        QCOMPARE(all.exitCode, 0);
        const RunResult range = runPlan({"trace", "analyze", out, "--range", "F mb0 c0", "--json"});
        QCOMPARE(range.exitCode, 0);
        const QJsonArray ranks = jsonObject(range.out).value("ranks").toArray();
        QVERIFY(!ranks.isEmpty());
        int windows = 0;
        for (const QJsonValue& v : ranks) windows += v.toObject().value("windows").toInt();
        QCOMPARE(windows, 4);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        int passLabels = 0;
        for (const QJsonValue& v : QJsonDocument::fromJson(f.readAll()).object().value("traceEvents").toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value("cat").toString() == "gpu_user_annotation" && e.value("name").toString().contains(" mb")) ++passLabels;
        }
        const QJsonObject j = jsonObject(runPlan({"simulate", kSimulatedRecipe, "--json"}).out);
        QCOMPARE(passLabels, 4 * 2 * j.value("microbatches").toInt());
    }
    void rankSelectsItsPipelineRank() {
        // 256 GPUs over PP 4: ranks 0..63 are PP rank 0 and 192..255 PP rank 3 (PP is the outermost
        // dimension of Megatron's tp-cp-ep-dp-pp order).
        for (const auto& [global, pp] : {std::pair{"5", 0}, std::pair{"200", 3}}) {
            const RunResult r = runPlan({"simulate", kSimulatedRecipe, "--rank", global, "--json"});
            QCOMPARE(r.exitCode, 0);
            const QJsonArray ranks = jsonObject(r.out).value("ranks").toArray();
            QCOMPARE(ranks.size(), 1);
            QCOMPARE(ranks[0].toObject().value("pp_rank").toInt(), pp);
        }
    }
    void textNamesTheCriticalPath() {
        const RunResult r = runPlan({"simulate", kSimulatedRecipe});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("critical path"));
        QVERIFY(r.out.contains("PP 3"));
    }
    void theTextColumnsAddUpToTheStep() {
        // A review summed a rank's columns to 7.0 s of an 8.9 s step: optimizer offload and the
        // fixed overhead had no column. With optimizer offload on (1.18 s by the estimate), every
        // column but "(recomp.)" (a part of backward) adds up to "end", to the print's 0.1 ms.
        const RunResult r = runPlan(
            {"simulate", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--set", "options.optimizer.cpu_offload=true",
             "--set", "options.optimizer.offload_fraction=1.0", "--set", "options.optimizer.precision_aware=true"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        qsizetype header = -1;
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (lines[i].contains(QStringLiteral("PP rank"))) header = i;
        QVERIFY2(header >= 0, r.out.constData());
        const QStringList names = lines[header].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY(names.contains(QStringLiteral("offload")) && names.contains(QStringLiteral("fixed")));
        const QStringList cells = lines[header + 1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells.size(), qsizetype{15});  // rank and 14 figures
        double sum = 0;
        for (qsizetype i = 1; i < 14; ++i)
            if (i != 3) sum += cells[i].toDouble();  // cells[3]: (recomp.), inside backward
        const double end = cells[14].toDouble();
        QVERIFY2(std::abs(sum - end) <= 0.1 * 14, qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(end)));
        QVERIFY(cells[12].toDouble() > 1000);  // the optimizer offload, 1.18 s
    }

    void chromeTraceIsWritten() {
        QTemporaryDir dir;
        const QString out = dir.filePath("p.json");
        const RunResult r = runPlan({"simulate", "builtin:bridge-qwen3-next-gb300-64-bf16", "--chrome-trace", out});
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray events = QJsonDocument::fromJson(f.readAll()).object().value("traceEvents").toArray();
        QVERIFY(events.size() > 100);
    }
    void compareMeasuresForwardAndBackwardFromAutogradOperators() {
        // A PyTorch-profiler trace with autograd backward operators (param DLRM, rank 0): the
        // forward and backward rows get measured values and say how (pass_direction's figures
        // are checked by hand in core_test_pass_direction).
        const QString trace = QStringLiteral(MOE_SHARED_DATA_DIR "/traces/kineto/param-dlrm/worker0_step_12.1694128201545.pt.trace.json");
        MOE_REQUIRE_SHARED_DATA(trace);
        const RunResult r = runPlan({"simulate", kSimulatedRecipe, "--compare", trace, "--json"});
        QCOMPARE(r.exitCode, 0);
        int measured = 0;
        for (const auto& v : jsonObject(r.out).value("comparison").toObject().value("phases").toArray()) {
            const QJsonObject p = v.toObject();
            const QString key = p.value("key").toString();
            if (key != QLatin1String("forward") && key != QLatin1String("backward")) continue;
            QVERIFY(p.value("measured_ms").isDouble());
            QVERIFY(p.value("measured_ms").toDouble() > 0);
            QVERIFY(p.value("note").toString().contains("autograd backward operator"));
            ++measured;
        }
        QCOMPARE(measured, 2);
        const RunResult text = runPlan({"simulate", kSimulatedRecipe, "--compare", trace});
        QVERIFY2(text.out.contains("forward compute") && text.out.contains("autograd backward operator"), text.out.constData());
    }
    void aLayoutMegatronRefusesIsNotSimulated() {
        // Optimizer offload without the precision-aware optimizer: Megatron-LM's validate_args
        // refuses it, estimate gives no step, and neither does simulate.
        const RunResult r =
            runPlan({"simulate", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--set",
                     "options.optimizer.cpu_offload=true", "--set", "options.optimizer.offload_fraction=1.0"});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("optimizer.cpu_offload_needs_precision_aware"), r.err.constData());
        QVERIFY(!r.out.contains("simulated step"));
    }

    void badInputIsOneClearError() {
        const RunResult outside = runPlan({"simulate", kSimulatedRecipe, "--rank", "256"});
        QCOMPARE(outside.exitCode, 2);
        QVERIFY2(outside.err.contains("--rank") && outside.err.contains("0..255"), outside.err.constData());
        const RunResult word = runPlan({"simulate", kSimulatedRecipe, "--rank", "last"});
        QCOMPARE(word.exitCode, 2);
        QVERIFY(word.err.contains("--rank"));
        const RunResult missing = runPlan({"simulate", kSimulatedRecipe, "--compare", "/nonexistent/trace.json"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("/nonexistent/trace.json"), missing.err.constData());
    }
};

QTEST_MAIN(TestCliSimulate)
#include "test_cli_simulate.moc"
