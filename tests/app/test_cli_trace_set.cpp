// moe-plan trace analyze on a set of rank files with --threads: the output of 4 threads is
// byte-for-byte that of 1 thread (files reported in the order given), and a broken file in the
// middle of the set is named and fails the command (exit 2) while every other file is reported.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using moe::clitest::runPlan;
using moe::clitest::RunResult;

namespace {

// Rank r with two GPUs: device d runs a GEMM [0, 20] µs and an all-reduce [10, 10+5(r+d+1)] µs,
// so comm ∩ compute is 5(r+d+1) µs up to 10 (hand calculation; the figures differ per file).
QByteArray rankFile(int r) {
    QByteArray events;
    for (int d = 0; d < 2; ++d) {
        events +=
            QStringLiteral(
                R"({"ph":"X","cat":"kernel","name":"sm90_gemm","pid":%1,"tid":7,"ts":100,"dur":20,"args":{"device":%1,"stream":7}},)"
                R"({"ph":"X","cat":"kernel","name":"ncclKernel_AllReduce","pid":%1,"tid":9,"ts":110,"dur":%2,"args":{"device":%1,"stream":9}},)")
                .arg(d)
                .arg(5 * (r + d + 1))
                .toUtf8();
    }
    events.chop(1);
    return QByteArray(R"({"traceEvents":[)") + events + "]}";
}

QStringList writeSet(const QTemporaryDir& dir, int ranks, int broken = -1) {
    QStringList paths;
    for (int r = 0; r < ranks; ++r) {
        const QString path = dir.filePath(QStringLiteral("worker%1.json").arg(r));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        const QByteArray text = rankFile(r);
        f.write(r == broken ? text.left(text.size() / 2) : text);
        paths << path;
    }
    return paths;
}

}  // namespace

class TestCliTraceSet : public QObject {
    Q_OBJECT
private slots:
    void fourThreadsPrintWhatOneThreadPrints() {
        QTemporaryDir dir;
        const QStringList paths = writeSet(dir, 12);
        QCOMPARE(paths.size(), 12);
        const QStringList args = QStringList{"trace", "analyze"} + paths;
        const RunResult oneJson = runPlan(args + QStringList{"--json", "--threads", "1"});
        const RunResult fourJson = runPlan(args + QStringList{"--json", "--threads", "4"});
        QVERIFY2(oneJson.exitCode == 0, oneJson.err.constData());
        QCOMPARE(fourJson.exitCode, 0);
        QCOMPARE(fourJson.out, oneJson.out);
        const RunResult oneText = runPlan(args + QStringList{"--threads", "1"});
        const RunResult fourText = runPlan(args + QStringList{"--threads", "4"});
        QCOMPARE(oneText.exitCode, 0);
        QCOMPARE(fourText.out, oneText.out);
        // In the order given, two devices per file; rank from the file name (workerN).
        const QJsonArray ranks = QJsonDocument::fromJson(oneJson.out).object().value("ranks").toArray();
        QCOMPARE(ranks.size(), 24);
        for (int i = 0; i < ranks.size(); ++i) {
            const QJsonObject o = ranks.at(i).toObject();
            const int r = i / 2, d = i % 2;
            QCOMPARE(o.value("rank").toInt(), r);
            QCOMPARE(o.value("device").toInt(), d);
            QCOMPARE(o.value("comm_compute_overlap_us").toDouble(), std::min(10.0, 5.0 * (r + d + 1)));
        }
    }

    void aBrokenFileInTheMiddleIsNamedAndTheOthersReported() {
        QTemporaryDir dir;
        const QStringList paths = writeSet(dir, 5, 2);
        QCOMPARE(paths.size(), 5);
        for (const char* threads : {"1", "4"}) {
            const RunResult r =
                runPlan(QStringList{"trace", "analyze"} + paths + QStringList{"--json", "--threads", threads});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("worker2.json"), r.err.constData());
            QVERIFY(r.err.contains("1 of 5 trace files failed"));
            const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
            const QJsonArray ranks = doc.value("ranks").toArray();
            QCOMPARE(ranks.size(), 8);  // 4 good files x 2 devices
            for (const auto& v : ranks) QVERIFY(!v.toObject().value("file").toString().endsWith("worker2.json"));
            QCOMPARE(ranks.at(4).toObject().value("rank").toInt(), 3);  // rank 2 missing, 3 follows 1
            const QJsonArray errors = doc.value("errors").toArray();
            QCOMPARE(errors.size(), 1);
            QCOMPARE(errors.at(0).toObject().value("file").toString(), paths.at(2));
        }
        // Text: the good files are printed, the bad one named on stderr.
        const RunResult text = runPlan(QStringList{"trace", "analyze"} + paths + QStringList{"--threads", "2"});
        QCOMPARE(text.exitCode, 2);
        QVERIFY(text.out.contains("worker4.json: rank 4"));
        QVERIFY(!text.out.contains("worker2.json"));
    }

    void threadsMustBeACount() {
        QTemporaryDir dir;
        const QStringList paths = writeSet(dir, 1);
        const RunResult r = runPlan(QStringList{"trace", "analyze"} + paths + QStringList{"--threads", "-2"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--threads"));
    }
};

QTEST_GUILESS_MAIN(TestCliTraceSet)
#include "test_cli_trace_set.moc"
