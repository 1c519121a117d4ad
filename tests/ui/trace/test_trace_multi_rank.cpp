// Several ranks in the Trace dock: files opened together (TraceWorkspace::openTraces, and several
// trace files dropped on the main window) become one document with one lane group per rank; the
// Clock combo applies core rank_alignment (matched collectives, shared clock) and shows offsets,
// matched count and spread, or core's reason for refusing; the timeline is re-laid out with them.
// Expected offsets are hand calculations on the synthetic two-rank traces of trace_test_support.h;
// the four PARAM-DLRM workers (shared data, skipped when absent) are compared with core directly.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>
#include <cstdlib>
#include <limits>

#include "core/trace/kineto_import.h"
#include "core/trace/rank_alignment.h"
#include "trace_test_support.h"
#include "ui/window/main_window.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_metrics_tables.h"
#include "ui/trace/trace_table_model.h"
#include "ui/trace/trace_workspace.h"
#include "ui_test_support.h"
#include "tests/support/shared_data.h"

using namespace moe;
using moe::ui::ClockAlignment;
using moe::ui::TraceWorkspace;
using moe::uitest::kImportTimeoutMs;
using moe::uitest::waitImportIdle;

namespace {

constexpr qint64 kBase0 = 1'700'000'000'000'000'000LL;  // an absolute (Unix epoch) clock, ns

// Picks a Clock entry the way a user does (the combo's signal) and waits for the re-layout.
void chooseClock(TraceWorkspace& ws, ClockAlignment a) {
    QComboBox* combo = ws.clockCombo();
    const int index = combo->findData(static_cast<int>(a));
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    waitImportIdle(ws);
    QTRY_VERIFY_WITH_TIMEOUT(ws.document()->alignment.requested == a, kImportTimeoutMs);
}

// The first event start (ns) of the lane labelled `label`, or INT64_MIN.
int64_t firstStart(const ui::TraceDocument& doc, const QString& label) {
    for (const auto& lane : doc.lanes)
        if (QString::fromStdString(lane.label) == label && lane.events.size() > 0) return lane.events.start.front();
    return std::numeric_limits<int64_t>::min();
}

QStringList labels(const ui::TraceDocument& doc) {
    QStringList out;
    for (const auto& lane : doc.lanes) out << QString::fromStdString(lane.label);
    return out;
}

QString paramDlrm() { return QStringLiteral(MOE_SHARED_DATA_DIR "/traces/kineto/param-dlrm"); }

}  // namespace

class TestTraceMultiRank : public QObject {
    Q_OBJECT
private:
    QTemporaryDir tmp_;
    QString rank0_, rank1_;          // shared clock, rank 1 40 µs late on its own clock, 5 ms later base
    QString unaligned0_, unaligned1_;  // no absolute clock; rank 1 has only 2 collectives

private slots:
    void initTestCase() {
        uitest::isolateSettings();
        QVERIFY(tmp_.isValid());
        const QDir dir(tmp_.path());
        rank0_ = uitest::writeStepTrace(dir, QStringLiteral("rank0.json"), 0, 0, 0, kBase0);
        rank1_ = uitest::writeStepTrace(dir, QStringLiteral("rank1.json"), 1, 1, 40, kBase0 + 5'000'000);
        unaligned0_ = uitest::writeStepTrace(dir, QStringLiteral("plain0.json"), 0, 0);
        unaligned1_ = uitest::writeStepTrace(dir, QStringLiteral("plain1.json"), 1, 1, 40, -1, 2);
    }

    void severalFilesOneLaneGroupPerRank() {
        TraceWorkspace ws;
        QSignalSpy loaded(&ws, &TraceWorkspace::traceLoaded);
        ws.openTraces({rank0_, rank1_});
        waitImportIdle(ws);
        QCOMPARE(loaded.count(), 1);
        const auto doc = ws.document();
        QVERIFY(doc);
        QCOMPARE(doc->sources.size(), size_t(2));
        QCOMPARE(doc->trace.ranks.size(), size_t(2));
        // Per rank: its GPU's two streams, then its CPU thread (launch calls are not drawn).
        QCOMPARE(labels(*doc), (QStringList{"r0 GPU0 s7", "r0 GPU0 s13", "r0 CPU 1", "r1 GPU1 s7", "r1 GPU1 s13", "r1 CPU 1"}));
        QCOMPARE(ui::rankGroupStarts(doc->lanes), std::vector<int>{3});
        QCOMPARE(QString::fromStdString(doc->rankPath(1)), rank1_);
        QCOMPARE(ws.timeline()->document(), doc);
        // As recorded, each file from its own first event: rank 1's first AllReduce starts at 40 + 100 µs.
        QCOMPARE(firstStart(*doc, "r0 GPU0 s13"), int64_t(100'000));
        QCOMPARE(firstStart(*doc, "r1 GPU1 s13"), int64_t(140'000));
        // One metrics row per rank, each naming its own file; whole-trace GPU window [20,700) µs.
        const auto* m = ws.metricsPanel()->metricsModel();
        QCOMPARE(m->rowCount(), 2);
        const auto records = ws.metricsPanel()->records();
        QCOMPARE(QString::fromStdString(records[1].file), rank1_);
        QCOMPARE(m->index(1, m->column(ui::metric_columns::kRank)).data(Qt::UserRole).toInt(), 1);
        QCOMPARE(m->index(0, m->column(ui::metric_columns::kWindow)).data(Qt::UserRole).toLongLong(), 680'000);
        QCOMPARE(m->index(1, m->column(ui::metric_columns::kWindow)).data(Qt::UserRole).toLongLong(), 680'000);
        QVERIFY(ws.alignmentLabel()->text().contains(QStringLiteral("as recorded")));
    }

    void alignOnMatchedCollectives() {
        TraceWorkspace ws;
        auto* alignment = ws.metricsPanel()->alignmentModel();
        new QAbstractItemModelTester(alignment, QAbstractItemModelTester::FailureReportingMode::QtTest, &ws);
        ws.openTraces({rank0_, rank1_});
        waitImportIdle(ws);
        QSignalSpy loaded(&ws, &TraceWorkspace::traceLoaded);
        chooseClock(ws, ClockAlignment::Collectives);
        QCOMPARE(loaded.count(), 0);  // the same files re-laid out, not a new trace
        const auto doc = ws.document();
        QVERIFY(doc->alignment.applied);
        // Hand calculation: rank 1's AllReduces end at 240, 540, 640 µs, rank 0's at 200, 500, 600;
        // offset = median(ref end − rank end) = −40 µs, 3 matched at index shift 0, spread 0.
        QCOMPARE(doc->alignment.offsets.size(), size_t(2));
        QCOMPARE(doc->alignment.offsets[1].offset_ns, int64_t(-40'000));
        QCOMPARE(doc->alignment.offsets[1].matched, int64_t(3));
        QCOMPARE(doc->alignment.offsets[1].residual_ns, int64_t(0));
        // The re-laid-out timeline: rank 1's collectives now start where rank 0's do.
        QCOMPARE(firstStart(*doc, "r1 GPU1 s13"), int64_t(100'000));
        QCOMPARE(firstStart(*doc, "r0 GPU0 s13"), int64_t(100'000));
        QCOMPARE(ws.timeline()->document(), doc);
        QCOMPARE(ws.timeline()->geometry().traceBegin(), int64_t(-40'000));  // rank 1's warmup moved before 0
        const QString text = ws.alignmentLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("r1 -40.0 µs")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("3 collectives matched")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("spread ≤ 0 µs")), qPrintable(text));
        // The per-rank table.
        QCOMPARE(alignment->rowCount(), 2);
        QCOMPARE(alignment->index(1, alignment->column(QStringLiteral("Offset (µs)"))).data(Qt::UserRole).toLongLong(), -40'000);
        QCOMPARE(alignment->index(1, alignment->column(QStringLiteral("Matched collectives"))).data(Qt::UserRole).toULongLong(), 3ULL);
        QCOMPARE(alignment->index(1, alignment->column(QStringLiteral("File"))).data().toString(), QStringLiteral("rank1.json"));
        // Back to as recorded.
        chooseClock(ws, ClockAlignment::AsRecorded);
        QCOMPARE(firstStart(*ws.document(), "r1 GPU1 s13"), int64_t(140'000));
        QCOMPARE(alignment->rowCount(), 0);
    }

    void alignOnTheSharedClock() {
        TraceWorkspace ws;
        ws.openTraces({rank0_, rank1_});
        waitImportIdle(ws);
        chooseClock(ws, ClockAlignment::SharedClock);
        const auto doc = ws.document();
        QVERIFY(doc->alignment.applied);
        // Both files start at ts 1 s; rank 1's baseTimeNanoseconds is 5 ms later: +5000 µs.
        QCOMPARE(doc->alignment.offsets[1].offset_ns, int64_t(5'000'000));
        QCOMPARE(firstStart(*doc, "r1 GPU1 s13"), int64_t(5'140'000));
        QVERIFY2(ws.alignmentLabel()->text().contains(QStringLiteral("r1 +5,000 µs")), qPrintable(ws.alignmentLabel()->text()));
        // The choice applies to the next files opened too.
        ws.openTraces({rank1_, rank0_});
        waitImportIdle(ws);
        QVERIFY(ws.document()->alignment.requested == ClockAlignment::SharedClock);
        QCOMPARE(ws.document()->alignment.offsets[1].offset_ns, int64_t(-5'000'000));  // onto rank 1, the first file
    }

    void refusedAlignmentShowsCoresReason() {
        TraceWorkspace ws;
        ws.openTraces({unaligned0_, unaligned1_});
        waitImportIdle(ws);
        const std::vector<trace::Trace> files{uitest::importOrFail(unaligned0_), uitest::importOrFail(unaligned1_)};
        std::vector<trace::RankRef> refs{{&files[0], &files[0].ranks[0]}, {&files[1], &files[1].ranks[0]}};

        chooseClock(ws, ClockAlignment::SharedClock);  // ts 1 s and no baseTimeNanoseconds: no absolute clock
        auto expected = trace::alignOnSharedClock(refs);
        QVERIFY(!expected.ok());
        QVERIFY(!ws.document()->alignment.applied);
        QVERIFY2(ws.alignmentLabel()->text().contains(QString::fromStdString(expected.error().toString())),
                 qPrintable(ws.alignmentLabel()->text()));
        QVERIFY(ws.alignmentLabel()->text().contains(QStringLiteral("not on an absolute clock")));
        QCOMPARE(firstStart(*ws.document(), "r1 GPU1 s13"), int64_t(140'000));  // shown as recorded

        chooseClock(ws, ClockAlignment::Collectives);  // rank 1 has 2 AllReduces: fewer than the 3 needed
        expected = trace::alignOnCollectives(refs);
        QVERIFY(!expected.ok());
        QVERIFY2(ws.alignmentLabel()->text().contains(QString::fromStdString(expected.error().toString())),
                 qPrintable(ws.alignmentLabel()->text()));
        QVERIFY(ws.alignmentLabel()->text().contains(QStringLiteral("fewer than 3 collectives")));
        QCOMPARE(ws.metricsPanel()->alignmentModel()->rowCount(), 0);
    }

    void onlyTheNewestRequestReachesTheView() {
        TraceWorkspace ws;
        QSignalSpy finished(ws.importJob(), &ui::TraceImportJob::finished);
        ws.openTraces({rank0_, rank1_});
        ws.openTraces({unaligned0_});
        waitImportIdle(ws);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(ws.document()->sources.size(), size_t(1));
        QCOMPARE(QString::fromStdString(ws.document()->trace.path), unaligned0_);
    }

    void aFailingFileNamesItselfAndKeepsTheShownTrace() {
        TraceWorkspace ws;
        ws.openTraces({rank0_});
        waitImportIdle(ws);
        const auto before = ws.document();
        QSignalSpy errors(&ws, &TraceWorkspace::errorOccurred);
        const QString malformed = uitest::traceFixture("malformed.json");
        ws.openTraces({rank1_, malformed});
        waitImportIdle(ws);
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors[0][0].toString().contains(QStringLiteral("malformed.json")));
        const auto core = trace::importKineto(malformed.toStdString());
        QCOMPARE(errors[0][1].toString(), QString::fromStdString(core.error().toString()));
        QCOMPARE(ws.document(), before);
    }

    void droppingSeveralTracesOpensThemTogether() {
        ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(rank0_), QUrl::fromLocalFile(rank1_)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(w.traceWorkspace());
        waitImportIdle(*w.traceWorkspace());
        const auto doc = w.traceWorkspace()->document();
        QVERIFY(doc);
        QCOMPARE(doc->trace.ranks.size(), size_t(2));
        QCOMPARE(doc->lanes.size(), size_t(6));
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("traceDock"))->isVisible());
    }

    void paramDlrmWorkersAlignAsCoreDoes() {
        const QDir dir(paramDlrm());
        MOE_REQUIRE_SHARED_DATA(paramDlrm());
        QStringList files;
        for (const QString& f : dir.entryList({QStringLiteral("worker*.json")}, QDir::Files, QDir::Name)) files << dir.filePath(f);
        QCOMPARE(files.size(), 4);
        TraceWorkspace ws;
        ws.openTraces(files);
        waitImportIdle(ws);
        QCOMPARE(ws.document()->trace.ranks.size(), size_t(4));
        chooseClock(ws, ClockAlignment::Collectives);
        // Core on independently imported copies, as moe-plan trace analyze --align collectives does.
        std::vector<trace::Trace> traces;
        for (const QString& f : files) traces.push_back(uitest::importOrFail(f));
        std::vector<trace::RankRef> refs;
        for (const auto& t : traces) refs.push_back({&t, &t.ranks[0]});
        const auto expected = trace::alignOnCollectives(refs);
        QVERIFY(expected.ok());
        const auto& got = ws.document()->alignment;
        QVERIFY(got.applied);
        QCOMPARE(got.offsets.size(), expected->offsets.size());
        for (size_t i = 0; i < got.offsets.size(); ++i) {
            QCOMPARE(got.offsets[i].rank, expected->offsets[i].rank);
            QCOMPARE(got.offsets[i].offset_ns, expected->offsets[i].offset_ns);
            QCOMPARE(got.offsets[i].matched, expected->offsets[i].matched);
        }
        // The commit that added alignment measured these: −5468 / +1419 / −4772 µs, 8 matched.
        QVERIFY(std::llabs(got.offsets[1].offset_ns + 5'468'000) < 2'000);
        QCOMPARE(got.offsets[1].matched, int64_t(8));
        QCOMPARE(ws.metricsPanel()->alignmentModel()->rowCount(), 4);
    }
};

QTEST_MAIN(TestTraceMultiRank)
#include "test_trace_multi_rank.moc"
