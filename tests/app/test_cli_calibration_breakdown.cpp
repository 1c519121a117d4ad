// moe-plan calibrate --published ... --breakdown on the published rows: one JSON object per modelled
// row whose shares of the predicted step time sum to 1, the same rows and predictions as the plain
// command reports (plus the controlled-run figures), the Markdown table with one line per row, use
// after --fit, and the exit-2 refusal of --breakdown with --cross-validate.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

#include "cli_test_support.h"
#include "tests/support/shared_data.h"

using namespace moe::clitest;

namespace {

const QString kBreakdownRuns = QStringLiteral(MOE_SHARED_DATA_DIR "/published-runs.json");

double shareSum(const QJsonObject& shares) {
    double sum = 0;
    for (const auto& v : shares) sum += v.toDouble();
    return sum;
}

}  // namespace

class TestCliCalibrationBreakdown : public QObject {
    Q_OBJECT
private slots:
    void jsonRowsMatchThePlainCommand() {
        MOE_REQUIRE_SHARED_DATA(kBreakdownRuns);
        const RunResult plain = runPlan({"calibrate", "--published", kBreakdownRuns, "--json"});
        QCOMPARE(plain.exitCode, 0);
        const QJsonObject plainRoot = jsonObject(plain.out);
        QJsonArray modelled;
        for (const auto& v : plainRoot.value("rows").toArray())
            if (v.toObject().value("modelled").toBool()) modelled.append(v);
        QCOMPARE(modelled.size(), plainRoot.value("summary").toObject().value("modelled").toInt());
        QVERIFY(!modelled.isEmpty());

        const RunResult r = runPlan({"calibrate", "--published", kBreakdownRuns, "--breakdown", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = jsonObject(r.out).value("rows").toArray();
        qsizetype published = 0, controlled = 0;
        for (const auto& v : rows) {
            const QJsonObject row = v.toObject();
            const QJsonObject shares = row.value("shares").toObject();
            // Eleven components: GEMM, attention, HBM, TP/CP/EP/PP/DP, host, bubble, rest.
            QCOMPARE(shares.size(), 11);
            QVERIFY2(std::fabs(shareSum(shares) - 1.0) < 1e-9,
                     qPrintable(row.value("model").toString() + " " + row.value("system").toString() + " " + row.value("container").toString()));
            const QJsonObject eff = row.value("efficiency").toObject();
            for (const char* key : {"grouped_gemm_vs_peak", "dense_gemm_vs_peak", "attention_fwd_vs_bf16_peak", "attention_bwd_vs_bf16_peak"}) {
                QVERIFY2(eff.contains(key), key);
                QVERIFY(eff.value(key).toDouble() > 0 && eff.value(key).toDouble() < 1);
            }
            const double pub = row.value("published_tokens_per_s_per_gpu").toDouble(), pred = row.value("predicted_tokens_per_s_per_gpu").toDouble();
            QVERIFY(std::fabs(row.value("error").toDouble() - (pred - pub) / pub) < 1e-12);
            if (row.value("source").toString() == "controlled_run") {
                ++controlled;
                QCOMPARE(row.value("container").toString(), QStringLiteral("controlled-run"));
                continue;
            }
            QCOMPARE(row.value("source").toString(), QStringLiteral("published"));
            // In file order, the row the plain command reports, with the same prediction and knobs.
            QVERIFY(published < modelled.size());
            const QJsonObject same = modelled[published++].toObject();
            for (const char* key : {"model", "system", "container", "layout"}) QCOMPARE(row.value(key).toString(), same.value(key).toString());
            QVERIFY(std::fabs(pred / same.value("predicted_tokens_per_s_per_gpu").toDouble() - 1.0) < 1e-12);
        }
        QCOMPARE(published, modelled.size());
        // The two controlled 16×H100 figures (with and without EP overlap) the fit also uses.
        QCOMPARE(controlled, qsizetype{2});
        QCOMPARE(rows.size(), modelled.size() + 2);

        // The Markdown table: a header and one line per row.
        const RunResult md = runPlan({"calibrate", "--published", kBreakdownRuns, "--breakdown"});
        QCOMPARE(md.exitCode, 0);
        qsizetype lines = 0;
        for (const QByteArray& line : md.out.split('\n'))
            if (line.startsWith("| ")) ++lines;
        QCOMPARE(lines, rows.size() + 1);
    }
    void afterAFit() {
        MOE_REQUIRE_SHARED_DATA(kBreakdownRuns);
        const RunResult r = runPlan({"calibrate", "--published", kBreakdownRuns, "--fit", "--rounds", "1", "--breakdown"});
        QCOMPARE(r.exitCode, 0);
        // The fitted calibration's YAML, then the breakdown computed with it: one round of the fit
        // moves the fitted constants away from the shipped values, so the table differs from the
        // one without --fit.
        QVERIFY(r.out.startsWith("schema_version:"));
        const qsizetype table = r.out.indexOf("| # |");
        QVERIFY(table > 0);
        const RunResult unfitted = runPlan({"calibrate", "--published", kBreakdownRuns, "--breakdown"});
        QCOMPARE(unfitted.exitCode, 0);
        QVERIFY(unfitted.out.startsWith("| # |"));
        QVERIFY(r.out.mid(table) != unfitted.out);
    }
    void refusedWithCrossValidation() {
        // Refused before any file is read, so no sample data is needed.
        const RunResult r = runPlan({"calibrate", "--published", "no-such-file.json", "--breakdown", "--cross-validate"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("--breakdown") && r.err.contains("--cross-validate"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliCalibrationBreakdown)
#include "test_cli_calibration_breakdown.moc"
