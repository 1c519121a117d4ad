// moe-plan calibrate --run ... --cluster NAME end to end on the synthetic logs of
// tests/fixtures/cluster (7000 ms and 11000 ms steady steps): the fit, the saved profile under
// $XDG_DATA_HOME, estimate/search with --calibration cluster:NAME, and the one-line refusals.
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "cli_test_support.h"

namespace {

using moe::clitest::RunResult;

// Profiles go to a scratch XDG data folder, never the user's.
RunResult runPlan(const QStringList& args, const QString& dataHome) {
    return moe::clitest::runPlan(args, {{QStringLiteral("XDG_DATA_HOME"), dataHome}});
}

QString clusterFile(const char* name) {
    return QStringLiteral(MOE_TEST_FIXTURES_DIR "/cluster/") + name;
}
QString runSpec(const char* recipe, const char* log) {
    return clusterFile(recipe) + "," + clusterFile(log);
}

}  // namespace

class TestCliCluster : public QObject {
    Q_OBJECT
private slots:
    void fitSaveAndUseProfile() {
        QTemporaryDir home;
        const QString dataHome = home.path();
        auto fit = runPlan({"calibrate", "--run", runSpec("mixtral-16-mbs1.yaml", "run-mbs1.log"), "--run",
                            runSpec("mixtral-16-mbs2.yaml", "run-mbs2.log"), "--cluster", "lab", "--json"},
                           dataHome);
        QVERIFY2(fit.exitCode == 0, fit.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(fit.out).object();
        for (const char* key : {"runs", "observations", "fitted", "held", "errors", "rms_before_pct", "rms_after_pct", "profile"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["observations"].toInt(), 2);
        const QJsonArray fitted = o["fitted"].toArray();
        QVERIFY(!fitted.isEmpty() && fitted.size() <= 2);
        QVERIFY(o["rms_after_pct"].toDouble() < o["rms_before_pct"].toDouble());
        // The measured step times are the logs' steady windows (iterations 41-50).
        const QJsonArray errors = o["errors"].toArray();
        QCOMPARE(errors.size(), 2);
        QCOMPARE(errors[0].toObject()["measured_s"].toDouble(), 7.0);
        QCOMPARE(errors[1].toObject()["measured_s"].toDouble(), 11.0);
        // The headline RMS is of the listed per-run errors, as the studio's Calibrate from Runs
        // prints it (review 27 read two "before" figures): by hand from the errors above.
        double squares = 0;
        for (const auto& e : errors) squares += std::pow(e.toObject()["before_pct"].toDouble(), 2);
        const double rmsBefore = std::sqrt(squares / errors.size());
        QVERIFY(std::fabs(o["rms_listed_before_pct"].toDouble() - rmsBefore) < 1e-9);
        auto text = runPlan({"calibrate", "--run", runSpec("mixtral-16-mbs1.yaml", "run-mbs1.log"), "--run",
                             runSpec("mixtral-16-mbs2.yaml", "run-mbs2.log")},
                            dataHome);
        QVERIFY2(text.out.contains(QStringLiteral("Error (RMS of the errors per run above): before %1 %")
                                       .arg(rmsBefore, 0, 'f', 2)
                                       .toUtf8()),
                 text.out.constData());
        const QString path = dataHome + "/moe-layout-studio/clusters/lab.yaml";
        QCOMPARE(o["profile"].toObject()["path"].toString(), path);
        QVERIFY(QFileInfo::exists(path));
        // The saved profile heads with the same RMS as the dialog and the CLI (review entry 5 read
        // 6.02 % in the file beside 5.84 %), the log errors' RMS under a name of its own.
        {
            QFile saved(path);
            QVERIFY(saved.open(QIODevice::ReadOnly));
            const QString yaml = QString::fromUtf8(saved.readAll());
            static const QRegularExpression before(QStringLiteral("\\n  rms_before_pct: ([0-9.eE+-]+)")),
                logBefore(QStringLiteral("\\n  rms_log_before_pct: ([0-9.eE+-]+)"));
            const auto b = before.match(yaml), lb = logBefore.match(yaml);
            QVERIFY2(b.hasMatch() && lb.hasMatch(), qPrintable(yaml));
            QVERIFY(std::fabs(b.captured(1).toDouble() - rmsBefore) < 1e-9);
            QVERIFY(std::fabs(lb.captured(1).toDouble() - o["rms_before_pct"].toDouble()) < 1e-9);
        }

        // estimate with the profile predicts what the fit said "after" for run 1, unlike the built-in.
        auto est = runPlan({"estimate", clusterFile("mixtral-16-mbs1.yaml"), "--calibration", "cluster:lab", "--json"},
                           dataHome);
        QVERIFY2(est.exitCode == 0, est.err.constData());
        const double withProfile = QJsonDocument::fromJson(est.out).object()["step_time_s"].toDouble();
        QVERIFY(std::fabs(withProfile / errors[0].toObject()["after_s"].toDouble() - 1.0) < 1e-6);
        auto plain = runPlan({"estimate", clusterFile("mixtral-16-mbs1.yaml"), "--json"}, dataHome);
        const double builtin = QJsonDocument::fromJson(plain.out).object()["step_time_s"].toDouble();
        QVERIFY(std::fabs(builtin / errors[0].toObject()["before_s"].toDouble() - 1.0) < 1e-6);
        QVERIFY(std::fabs(withProfile - builtin) > 1e-3);
        // ... by path as well, and search accepts it.
        QCOMPARE(
            runPlan({"estimate", clusterFile("mixtral-16-mbs1.yaml"), "--calibration", "cluster:" + path}, dataHome)
                .exitCode,
            0);
        auto search = runPlan({"search", "--model", "Mixtral-8x7B", "--hardware", "H100-SXM", "--gpus", "16", "--seq", "4096",
                               "--top", "1", "--calibration", "cluster:lab", "--json"},
                              dataHome);
        QVERIFY2(search.exitCode == 0, search.err.constData());
    }

    void refusalsAreOneLineErrors() {
        QTemporaryDir home;
        auto r = runPlan({"calibrate", "--run", runSpec("mixtral-16-mbs1.yaml", "run-mbs1.log"), "--constants",
                          "eta_grouped_gemm,eta_a2a_nccl,launch_cost_us"},
                         home.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("3 constants requested") && r.err.contains("1 observation"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(!QFileInfo::exists(home.path() + "/moe-layout-studio"));
        auto missing =
            runPlan({"estimate", clusterFile("mixtral-16-mbs1.yaml"), "--calibration", "cluster:nope"}, home.path());
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("no cluster profile named 'nope'"));
        auto badSpec = runPlan({"calibrate", "--run", clusterFile("mixtral-16-mbs1.yaml")}, home.path());
        QCOMPARE(badSpec.exitCode, 2);
        QVERIFY(badSpec.err.contains("RECIPE,LOG"));
    }
};

QTEST_GUILESS_MAIN(TestCliCluster)
#include "test_cli_cluster.moc"
