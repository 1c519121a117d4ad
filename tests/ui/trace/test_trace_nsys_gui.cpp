// An Nsight Systems SQLite export opened through the real widgets (MainWindow ▸ openTrace → the
// background import → the Trace dock): one process on two GPUs gives two ranks, their stream lanes
// and per-rank metrics. The database is made here with the sqlite3 C API in the shape the importer
// reads (StringIds, session start, CUPTI kernel and runtime tables; see fuzz/make_nsys_seed.py);
// every expected number is a hand calculation on it.
#include <sqlite3.h>

#include <QDockWidget>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include "core/trace/interval_metrics.h"
#include "trace_test_support.h"
#include "ui/window/main_window.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_metrics_tables.h"
#include "ui/trace/trace_table_model.h"
#include "ui/trace/trace_workspace.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;
using moe::ui::TraceTableModel;
using moe::uitest::kImportTimeoutMs;
namespace cols = moe::ui::metric_columns;

namespace {

void exec(sqlite3* db, const char* sql) {
    char* err = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &err) != SQLITE_OK) qFatal("sqlite: %s in %s", err, sql);
}

// Process 12345 (globalPid 12345 << 24), launches on thread 7 at 500, 600, 700, 800 ns (correlation 1–4):
//   GPU0: sm90_gemm_bf16 [1000,5000) stream 7 (corr 1), ncclDevKernel_AllReduce [3000,9000) stream 20 (corr 2)
//   GPU1: sm90_gemm_bf16 [2000,4000) and [6000,7000) stream 7 (corr 3, 4)
// Times become relative to the earliest row, the launch at 500 ns.
QString writeNsysDb(const QDir& dir) {
    const QString path = dir.filePath(QStringLiteral("two-gpus.sqlite"));
    sqlite3* db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK) qFatal("cannot create %s", qPrintable(path));
    exec(db, "CREATE TABLE StringIds(id INTEGER PRIMARY KEY, value TEXT NOT NULL);"
             "INSERT INTO StringIds VALUES(0, 'ncclDevKernel_AllReduce_Sum_f32_RING_LL'), (1, 'sm90_gemm_bf16'),"
             " (2, 'cudaLaunchKernel');"
             "CREATE TABLE TARGET_INFO_SESSION_START_TIME(utcEpochNs INTEGER, utcTime TEXT, localTime TEXT);"
             "INSERT INTO TARGET_INFO_SESSION_START_TIME VALUES(1700000000000000000, '', '');"
             "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL(start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER,"
             " contextId INTEGER, streamId INTEGER, correlationId INTEGER, globalPid INTEGER, demangledName INTEGER,"
             " shortName INTEGER, graphNodeId INTEGER);"
             "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME(start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass INTEGER,"
             " globalTid INTEGER, correlationId INTEGER, nameId INTEGER, returnValue INTEGER);");
    const long long pid = 12345LL << 24;
    const QByteArray kernels = QStringLiteral(
                                   "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES"
                                   "(1000, 5000, 0, 1, 7, 1, %1, 1, 1, NULL),"
                                   "(3000, 9000, 0, 1, 20, 2, %1, 0, 0, NULL),"
                                   "(2000, 4000, 1, 2, 7, 3, %1, 1, 1, NULL),"
                                   "(6000, 7000, 1, 2, 7, 4, %1, 1, 1, NULL);"
                                   "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES"
                                   "(500, 520, 0, %2, 1, 2, 0), (600, 620, 0, %2, 2, 2, 0),"
                                   "(700, 720, 0, %2, 3, 2, 0), (800, 820, 0, %2, 4, 2, 0);")
                                   .arg(pid)
                                   .arg(pid + 7)
                                   .toUtf8();
    exec(db, kernels.constData());
    sqlite3_close(db);
    return path;
}

qint64 rankNs(const TraceTableModel* m, int rank, const QString& title) {
    const int rc = m->column(cols::kRank), col = m->column(title);
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, rc).data(Qt::UserRole).toInt() == rank) return m->index(r, col).data(Qt::UserRole).toLongLong();
    return -1;
}

}  // namespace

class TestTraceNsysGui : public QObject {
    Q_OBJECT
private:
    QTemporaryDir tmp_;

private slots:
    void init() { uitest::isolateSettings(); }

    void nsysReportWithTwoGpusShowsTwoRanks() {
        const QString db = writeNsysDb(QDir(tmp_.path()));
        MainWindow w;
        w.resize(1400, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openTrace(db);
        QVERIFY(w.traceWorkspace());
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceWorkspace()->importJob()->isBusy(), kImportTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->document(), kImportTimeoutMs);
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("traceDock"))->isVisible());
        const auto doc = w.traceWorkspace()->timeline()->document();
        QVERIFY(doc);
        QCOMPARE(QString::fromStdString(doc->trace.format), QStringLiteral("nsys"));
        // One (process, GPU) group per rank; no NVTX, and launch calls are not drawn: stream lanes only.
        QCOMPARE(doc->trace.ranks.size(), size_t(2));
        QStringList labels;
        for (const auto& lane : doc->lanes) labels << QString::fromStdString(lane.label);
        QCOMPARE(labels, (QStringList{"r0 GPU0 s7", "r0 GPU0 s20", "r1 GPU1 s7"}));
        QCOMPARE(ui::rankGroupStarts(doc->lanes), std::vector<int>{2});
        // Relative to the launch at 500 ns: the gemm on GPU0 spans [500,4500).
        QCOMPARE(doc->lanes[0].events.start.front(), int64_t(500));
        QCOMPARE(doc->lanes[0].events.end.front(), int64_t(4500));

        const TraceTableModel* m = w.traceWorkspace()->metricsPanel()->metricsModel();
        QCOMPARE(m->rowCount(), 2);
        // GPU0: window [500,8500) = 8000, busy 8000, comm [2500,8500) = 6000, compute [500,4500) = 4000,
        // overlap [2500,4500) = 2000 → hidden 33.3 %, exposed 4000, idle 0.
        QCOMPARE(rankNs(m, 0, cols::kWindow), 8000);
        QCOMPARE(rankNs(m, 0, cols::kBusy), 8000);
        QCOMPARE(rankNs(m, 0, cols::kComm), 6000);
        QCOMPARE(rankNs(m, 0, cols::kCompute), 4000);
        QCOMPARE(rankNs(m, 0, cols::kOverlap), 2000);
        QCOMPARE(rankNs(m, 0, cols::kExposed), 4000);
        QCOMPARE(rankNs(m, 0, cols::kIdle), 0);
        // GPU1: window [1500,6500) = 5000, busy 2000 + 1000, idle 2000: the gap [3500,5500) ends with a
        // kernel launched at 800 (before it), shorter than 30 µs → kernel-wait.
        QCOMPARE(rankNs(m, 1, cols::kWindow), 5000);
        QCOMPARE(rankNs(m, 1, cols::kBusy), 3000);
        QCOMPARE(rankNs(m, 1, cols::kIdle), 2000);
        QCOMPARE(rankNs(m, 1, cols::kComm), 0);
        QCOMPARE(rankNs(m, 1, cols::kKernelWait), 2000);
        QCOMPARE(m->index(0, m->column(cols::kDevice)).data(Qt::UserRole).toInt(), 0);
        QCOMPARE(m->index(1, m->column(cols::kDevice)).data(Qt::UserRole).toInt(), 1);

        // The timeline draws GPU0's gemm in the compute colour and its AllReduce in the communication one.
        ui::TimelineView* view = w.traceWorkspace()->timeline();
        const QImage image = view->grab().toImage();
        const auto& g = view->geometry();
        const auto& l = view->laneLayout();
        auto colourAt = [&](double t, int lane) {
            const int x = ui::TimelineView::kHeaderWidth + static_cast<int>(g.timeToX(t));
            // The fill's top row: the middle of a wide block holds its name's glyphs.
            return image.pixelColor(x, l.laneTop(lane) + 2);
        };
        QCOMPARE(colourAt(1500, 0), ui::TimelineView::classColor(ui::TimelineClass::Compute));
        QCOMPARE(colourAt(7000, 1), ui::TimelineView::classColor(ui::TimelineClass::Communication));
    }
};

QTEST_MAIN(TestTraceNsysGui)
#include "test_trace_nsys_gui.moc"
