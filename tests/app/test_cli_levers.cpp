// moe-plan calibrate --levers FILE on the shared published optimisation history: the JSON names
// every step with its published and predicted gain, holds the five knob steps to the rule, shows the
// software steps without a verdict; the text table has one line per step; a missing file is one
// error naming it (exit 2).
#include <QtTest>

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

#include "cli_test_support.h"
#include "tests/support/shared_data.h"

using namespace moe::clitest;

namespace {

const QString kLevers = QStringLiteral(MOE_SHARED_DATA_DIR "/lever-ablations.json");

}  // namespace

class TestCliLevers : public QObject {
    Q_OBJECT
private slots:
    void jsonHasEveryStepAndTheRule() {
        MOE_REQUIRE_SHARED_DATA(kLevers);
        const RunResult r = runPlan({"calibrate", "--levers", kLevers, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = jsonObject(r.out);
        const QJsonArray steps = root.value("steps").toArray();
        QCOMPARE(steps.size(), 13);
        QCOMPARE(root.value("knob_steps").toInt(), 5);
        int checked = 0;
        for (const auto& v : steps) {
            const QJsonObject s = v.toObject();
            const QString kind = s.value("kind").toString();
            QVERIFY(s.value("predicted_tflops_per_gpu").toDouble() > 0);
            if (kind == "knob") {
                ++checked;
                QVERIFY(s.contains("passes"));
                // The tolerance is the rule's: half the published gain, at least 3 points.
                QVERIFY(std::fabs(s.value("tolerance").toDouble() -
                                  std::max(0.03, 0.5 * std::fabs(s.value("published_gain").toDouble()))) < 1e-12);
            } else {
                QVERIFY2(!s.contains("passes"), qPrintable(kind));
            }
        }
        QCOMPARE(checked, 5);
        // Step 10 (HybridEP): 943.56 / 829.93 − 1 = 13.69 %, by hand from the file.
        QVERIFY(std::fabs(steps.at(10).toObject().value("published_gain").toDouble() - 0.13691) < 1e-4);
    }

    void textTableAndMissingFile() {
        MOE_REQUIRE_SHARED_DATA(kLevers);
        const RunResult r = runPlan({"calibrate", "--levers", kLevers});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains("| 10 | knob | HybridEP"));
        QVERIFY(out.contains("shown, not fitted (software)"));
        QVERIFY(out.contains("Knob steps within the rule"));
        // The era anchors are said to be used, not predicted (steps 2 and 8).
        QVERIFY(out.contains("| 2 | software | Router fusion"));
        QCOMPARE(out.count("era anchor (used, not predicted)"), 2);
        const RunResult missing = runPlan({"calibrate", "--levers", "/nonexistent/levers.json"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(QString::fromUtf8(missing.err).contains("/nonexistent/levers.json"));
    }
};

QTEST_GUILESS_MAIN(TestCliLevers)
#include "test_cli_levers.moc"
