// moe-plan calibrate --cross-validate on the published rows: the JSON schema scripts rely on
// (schemes → median_abs_error, share_within_20pct, max_abs_error, rows with model, system,
// container, published, predicted, error), errors that follow from the rows themselves, and
// docs/calibration.md carrying exactly what the command prints (a doc that drifts from the model
// fails here).
#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

#include "cli_test_support.h"
#include "tests/support/number_tokens.h"
#include "tests/support/shared_data.h"

using namespace moe::clitest;

namespace {

const QString kRuns = QStringLiteral(MOE_SHARED_DATA_DIR "/published-runs.json");
const QString kRunsBf16 = QStringLiteral(MOE_SHARED_DATA_DIR "/published-runs-bf16.json");

// The text between the doc's cross-validation markers.
QString docBlock() {
    QFile f(QStringLiteral(MOE_SOURCE_DIR "/docs/calibration.md"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(f.readAll());
    const QString begin = QStringLiteral("<!-- cross-validation:begin -->\n"), end = QStringLiteral("<!-- cross-validation:end -->");
    const qsizetype a = text.indexOf(begin), b = text.indexOf(end);
    if (a < 0 || b < a) return {};
    return text.mid(a + begin.size(), b - a - begin.size());
}

}  // namespace

class TestCliCalibration : public QObject {
    Q_OBJECT
private slots:
    void componentsJsonHasOneRowPerFileRow() {
        // calibrate --components --json: {"rows": [{what, where, config, published, predicted, unit}]},
        // one per row of the file, in its order; a row the model does not compute has a null
        // prediction and the reason.
        const QString file = QStringLiteral(MOE_SHARED_DATA_DIR "/paper-moe-components.json");
        MOE_REQUIRE_SHARED_DATA(file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray fileRows = QJsonDocument::fromJson(f.readAll()).object().value("rows").toArray();
        const RunResult r = runPlan({"calibrate", "--components", file, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out).object().value("rows").toArray();
        QCOMPARE(rows.size(), fileRows.size());
        int computed = 0;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows[i].toObject();
            for (const char* key : {"what", "where", "config", "published", "predicted", "unit"})
                QVERIFY2(row.contains(key), key);
            QCOMPARE(row.value("what").toString(), fileRows[i].toObject().value("what").toString());
            if (row.value("predicted").isNull())
                QVERIFY(!row.value("not_computed").toString().isEmpty());
            else
                ++computed;
        }
        QVERIFY2(computed >= 32 + 8, qPrintable(QString::number(computed)));  // Table 7 and Table 9 at least
        const RunResult bad = runPlan({"calibrate", "--components", "/nonexistent/components.json"});
        QVERIFY(bad.exitCode != 0);
        QVERIFY(bad.err.contains("/nonexistent/components.json"));
    }
    void jsonSchemaAndRows() {
        MOE_REQUIRE_SHARED_DATA(kRuns);
        MOE_REQUIRE_SHARED_DATA(kRunsBf16);
        // Three cross-validation schemes refit the model ~18 times: seconds here, minutes under
        // ASan+UBSan (-O0), hence the longer wait (as the report test below allows).
        const RunResult r = runPlan(
            {"calibrate", "--published", kRuns, "--published", kRunsBf16, "--cross-validate", "--json"}, {}, 400000);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        const QJsonObject schemes = root.value("schemes").toObject();
        for (const char* name : {"leave_one_system_out", "leave_one_model_out", "leave_one_container_out"}) {
            QVERIFY2(schemes.contains(name), name);
            const QJsonObject s = schemes.value(name).toObject();
            const QJsonArray rows = s.value("rows").toArray();
            // Every modelled row once per scheme: 87 + 20 published rows, minus 6 of models the
            // catalog lacks (Kimi-K2, DeepSeek-V4-Flash) and 2 footnoted regressions, plus the two
            // seed figures (16×H100 Qwen3-30B-A3B with and without EP overlap).
            QCOMPARE(rows.size(), 87 + 20 - 6 - 2 + 2);
            std::vector<double> abs;
            int within = 0;
            double worst = 0;
            for (const auto& v : rows) {
                const QJsonObject row = v.toObject();
                for (const char* key : {"model", "system", "container", "published", "predicted", "error"}) QVERIFY2(row.contains(key), key);
                const double published = row.value("published").toDouble(), predicted = row.value("predicted").toDouble();
                QVERIFY(published > 0 && predicted > 0);
                // error is (predicted − published) / published, a fraction.
                QVERIFY(std::fabs(row.value("error").toDouble() - (predicted - published) / published) < 1e-9);
                const double e = std::fabs(row.value("error").toDouble());
                abs.push_back(e);
                if (e <= 0.2) ++within;
                if (!row.value("contradicting").toBool()) worst = std::max(worst, e);
            }
            // The summary follows from the rows (median of |error|, share within ±20 %, worst over
            // rows that contradict no sibling).
            std::sort(abs.begin(), abs.end());
            const size_t n = abs.size();
            const double median = n % 2 ? abs[n / 2] : 0.5 * (abs[n / 2 - 1] + abs[n / 2]);
            QVERIFY(std::fabs(s.value("median_abs_error").toDouble() - median) < 1e-12);
            QVERIFY(std::fabs(s.value("share_within_20pct").toDouble() - static_cast<double>(within) / static_cast<double>(n)) < 1e-12);
            QVERIFY(std::fabs(s.value("max_abs_error").toDouble() - worst) < 1e-12);
        }
        // Held-out groups really are held out: in leave-one-system-out every row's group is its system.
        for (const auto& v : schemes.value("leave_one_system_out").toObject().value("rows").toArray())
            QCOMPARE(v.toObject().value("held_out").toString(), v.toObject().value("system").toString());
    }
    void documentMatchesTheCommand() {
        MOE_REQUIRE_SHARED_DATA(kRuns);
        MOE_REQUIRE_SHARED_DATA(kRunsBf16);
        const QString doc = docBlock();
        QVERIFY2(!doc.isEmpty(), "docs/calibration.md lacks the cross-validation markers");
        // The command is run from the source root, as the document shows it.
        QProcess p;
        p.setWorkingDirectory(QStringLiteral(MOE_SOURCE_DIR));
        p.start(QStringLiteral(MOE_PLAN_EXE), {"calibrate", "--published", "../shared/data/published-runs.json", "--published",
                                              "../shared/data/published-runs-bf16.json", "--cross-validate"});
        QVERIFY(p.waitForFinished(300000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const moe::testing::NumberTokens a = moe::testing::numberTokens(doc), b = moe::testing::numberTokens(out);
        QCOMPARE(a.words, b.words);
        QCOMPARE(a.numbers.size(), b.numbers.size());
        for (qsizetype i = 0; i < a.numbers.size(); ++i)
            QVERIFY2(std::fabs(a.numbers[i] - b.numbers[i]) <= std::max(0.11, 0.002 * std::fabs(b.numbers[i])),
                     qPrintable(QStringLiteral("number %1: doc %2, command %3 (regenerate docs/calibration.md)").arg(i).arg(a.numbers[i]).arg(b.numbers[i])));
    }
};

QTEST_GUILESS_MAIN(TestCliCalibration)
#include "test_cli_calibration.moc"
