// Model TFLOP/s and MFU name their FLOPs count in the CLI: `estimate` (text and --json) and `flops`
// say "Bridge count" (Megatron-Bridge flop_utils.py), and for GPT-OSS-120B, where Megatron-LM's
// training.py counts 27.2 instead of 32.6 GFLOP/token (windows ignored, quick-GELU gate as 2
// projections), give the figures under that count too; DeepSeek-V3 (MTP, SwiGLU, no windows) has one.
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>
#include <cmath>

#include "cli_test_support.h"

using namespace moe::clitest;

namespace {

const QString kGptOss = QStringLiteral(MOE_TEST_FIXTURES_DIR "/recipes/gpt-oss-120b-64xb200-bf16.yaml");

bool nearly(double a, double b, double rel) {
    return std::abs(a - b) <= rel * std::abs(b);
}

}  // namespace

class TestCliFlopsCount : public QObject {
    Q_OBJECT
private slots:
    void estimateJsonNamesTheCountAndTheOther() {
        const RunResult r = runPlan({"estimate", kGptOss, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonObject(r.out);
        const QJsonObject count = doc.value("flops_count").toObject();
        QCOMPARE(count.value("name").toString(), QStringLiteral("bridge"));
        QCOMPARE(count.value("label").toString(), QStringLiteral("Bridge count"));
        QCOMPARE(count.value("source").toString(), QStringLiteral("Megatron-Bridge flop_utils.py"));
        QVERIFY(nearly(count.value("flops_per_token").toDouble(), 32.630404608e9, 1e-9));
        const QJsonArray others = count.value("others").toArray();
        QCOMPARE(others.size(), 1);
        const QJsonObject lm = others.at(0).toObject();
        QCOMPARE(lm.value("name").toString(), QStringLiteral("megatron-lm"));
        QCOMPARE(lm.value("source").toString(), QStringLiteral("Megatron-LM training.py"));
        QVERIFY(lm.value("differs").toBool());
        QVERIFY(nearly(lm.value("flops_per_token").toDouble(), 27.164491776e9, 1e-9));
        const double ratio = lm.value("ratio").toDouble();
        QVERIFY(nearly(ratio, 27.164491776 / 32.630404608, 1e-9));
        QVERIFY(nearly(lm.value("model_tflops_per_gpu").toDouble(),
                       doc.value("model_tflops_per_gpu").toDouble() * ratio, 1e-12));
        QVERIFY(nearly(lm.value("mfu").toDouble(), doc.value("mfu").toDouble() * ratio, 1e-12));
        QVERIFY(nearly(lm.value("mfu_bf16").toDouble(), doc.value("mfu_bf16").toDouble() * ratio, 1e-12));
        QVERIFY2(lm.value("why").toString().contains(QStringLiteral("ignores the 128-token sliding windows")),
                 qPrintable(lm.value("why").toString()));
    }

    void estimateTextNamesTheCountAndTheOther() {
        const RunResult r = runPlan({"estimate", kGptOss});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("(Bridge count; ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(" by Megatron-LM's training.py count)\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("of BF16) — Bridge count; ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("FLOPs count           Model TFLOP/s and MFU use the Bridge count "
                                              "(Megatron-Bridge flop_utils.py): 32.6 GFLOP/token at seq 4096.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("27.2 GFLOP/token by Megatron-LM's training.py count")),
                 qPrintable(text));
    }

    void countsThatAgreeGiveOneFigure() {
        const RunResult j = runPlan({"estimate", "builtin:bridge-dsv3-gb200-256-mxfp8", "--json"});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject count = jsonObject(j.out).value("flops_count").toObject();
        QCOMPARE(count.value("name").toString(), QStringLiteral("bridge"));
        const QJsonObject lm = count.value("others").toArray().at(0).toObject();
        QVERIFY(!lm.value("differs").toBool());
        QCOMPARE(lm.value("ratio").toDouble(), 1.0);
        const RunResult t = runPlan({"estimate", "builtin:bridge-dsv3-gb200-256-mxfp8"});
        const QString text = QString::fromUtf8(t.out);
        QVERIFY2(text.contains(QStringLiteral("(Bridge count)\n")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("training.py count")), qPrintable(text));
    }

    void flopsCommandNamesTheCount() {
        const RunResult r = runPlan({"flops", kGptOss});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("model FLOPs (Bridge count, Megatron-Bridge flop_utils.py; fwd+bwd)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("per token          32.630 GFLOP")), qPrintable(text));
        QVERIFY2(
            text.contains(QStringLiteral("Megatron-LM count  27.164 GFLOP/token (Megatron-LM training.py: ignores")),
            qPrintable(text));
        const QJsonObject doc = jsonObject(runPlan({"flops", kGptOss, "--json"}).out);
        QCOMPARE(doc.value("flops_count").toObject().value("name").toString(), QStringLiteral("bridge"));
    }

    void reportNamesTheCount() {
        const RunResult r = runPlan({"report", kGptOss});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral(" model TFLOP/s/GPU, MFU ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(Bridge count; ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Model TFLOP/s and MFU use the Bridge count")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestCliFlopsCount)
#include "test_cli_flops_count.moc"
