// One verdict everywhere, from the command line: `validate` reports the memory verdict that
// `export` and the studio act on (memory.does_not_fit an error with exit 2, memory.fit_uncertain a
// warning).
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "cli_test_support.h"

using namespace moe::clitest;

namespace {

// The Qwen3-30B seed on 16 H100s: its binding stage needs 74.70 GiB of which 5.20 GiB is the
// fragmentation allowance (`moe-plan memory`). 8 GiB usable is 66.70 GiB short, far beyond that
// allowance; 72 GiB usable is 2.70 GiB short, within it.
const QStringList kQwenSeed = {"builtin:qwen3-30b-a3b-16xh100-hybridep"};
const QStringList kFarOverHbm = kQwenSeed + QStringList{"--set", "hardware.usable_gib=8"};
const QStringList kJustOverHbm = kQwenSeed + QStringList{"--set", "hardware.usable_gib=72"};

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
        const RunResult r = runPlan(QStringList{"validate"} + kQwenSeed);
        QCOMPARE(r.exitCode, 1);  // its topology and DP advice are warnings
        QVERIFY2(!r.out.contains("memory."), r.out.constData());
    }
};

QTEST_APPLESS_MAIN(TestCliVerdicts)
#include "test_cli_verdicts.moc"
