// TraceMetricsPanel: per-rank and per-range numbers equal core computeDeviceMetrics (on the whole
// trace, on a window selected by a Shift-drag on the timeline, on annotation windows), checked
// against hand-computed unions of the synthetic trace; every model passes QAbstractItemModelTester;
// the kernel-pattern list matches a hand count of the fixture's kernel names.
#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>
#include <map>
#include <optional>

#include "core/trace/interval_metrics.h"
#include "trace_test_support.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_metrics_tables.h"
#include "ui/trace/trace_table_model.h"
#include "ui/trace/trace_workspace.h"

using namespace moe;
using moe::ui::TraceMetricsPanel;
using moe::ui::TraceTableModel;
namespace cols = moe::ui::metric_columns;

namespace {

// Raw (Qt::UserRole) value of a column in the row whose GPU column equals `device` (and whose
// first column equals `scope` for the range table).
QVariant cell(const TraceTableModel* m, int device, const QString& title, const QString& scope = {}) {
    const int deviceCol = m->column(cols::kDevice);
    const int col = m->column(title);
    if (deviceCol < 0 || col < 0) return {};
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->index(r, deviceCol).data(Qt::UserRole).toInt() != device) continue;
        if (!scope.isEmpty() && m->index(r, 0).data().toString() != scope) continue;
        return m->index(r, col).data(Qt::UserRole);
    }
    return {};
}
qint64 ns(const TraceTableModel* m, int device, const QString& title, const QString& scope = {}) {
    const QVariant v = cell(m, device, title, scope);
    return v.isValid() ? v.toLongLong() : -1;
}

// Compares every time column of a device's row with core's metrics for it.
void compareRow(const TraceTableModel* m, int device, const trace::DeviceMetrics& e, const QString& scope = {}) {
    QCOMPARE(ns(m, device, cols::kComm, scope), e.comm_ns);
    QCOMPARE(ns(m, device, cols::kCompute, scope), e.compute_ns);
    QCOMPARE(ns(m, device, cols::kOverlap, scope), e.overlap_ns);
    QCOMPARE(ns(m, device, cols::kExposed, scope), e.exposed_comm_ns);
    QCOMPARE(ns(m, device, cols::kBusy, scope), e.busy_ns);
    QCOMPARE(ns(m, device, cols::kIdle, scope), e.idle_ns);
    QCOMPARE(cell(m, device, cols::kHidden, scope).toDouble(), e.hiddenCommPct());
    QCOMPARE(ns(m, device, QStringLiteral("Window (ms)"), scope), e.window_ns);
    QCOMPARE(cell(m, device, QStringLiteral("Events"), scope).toULongLong(), e.events);
}

// Core on an independently imported and classified copy of the fixture.
struct Reference {
    trace::Trace trace = uitest::importOrFail(uitest::smallTracePath());
    trace::Classification classes = trace::KernelClassifier::create(trace::defaultPatterns())->classify(trace);
    trace::DeviceMetrics on(int device, std::optional<trace::Interval> window) const {
        return trace::computeDeviceMetrics(trace.ranks.at(0), device, classes, window);
    }
};

}  // namespace

class TestTraceMetricsPanel : public QObject {
    Q_OBJECT
private slots:
    void modelsPassTheModelTester() {
        TraceMetricsPanel panel;
        for (TraceTableModel* m : {panel.metricsModel(), panel.rangesModel(), panel.patternsModel()})
            new QAbstractItemModelTester(m, QAbstractItemModelTester::FailureReportingMode::QtTest, m);
        panel.setDocument(uitest::smallTraceDocument());
        panel.setWindow(0, 260'000);
        panel.clearWindow();
        panel.setDocument(nullptr);
        QCOMPARE(panel.metricsModel()->rowCount(), 0);
        QCOMPARE(panel.patternsModel()->rowCount(), 0);
    }

    void wholeTraceMatchesHandUnions() {
        TraceMetricsPanel panel;
        panel.setDocument(uitest::smallTraceDocument());
        const TraceTableModel* m = panel.metricsModel();
        QCOMPARE(m->rowCount(), 2);  // rank 0: GPU0 and GPU1
        // GPU0 by hand (µs): comm [50,150) [250,400) [420,450) [470,480) = 290; compute [10,100)
        // [200,300) [410,430) = 210; comm ∩ compute [50,100) [250,300) [420,430) = 110; busy
        // [10,150) [200,400) [410,450) [460,480) = 400 of the window [10,480) = 470.
        QCOMPARE(ns(m, 0, cols::kComm), 290'000);
        QCOMPARE(ns(m, 0, cols::kCompute), 210'000);
        QCOMPARE(ns(m, 0, cols::kOverlap), 110'000);
        QCOMPARE(ns(m, 0, cols::kExposed), 180'000);
        QCOMPARE(ns(m, 0, cols::kBusy), 400'000);
        QCOMPARE(ns(m, 0, cols::kIdle), 70'000);
        QCOMPARE(ns(m, 1, cols::kCompute), 100'000);
        QCOMPARE(ns(m, 1, cols::kComm), 0);
        const Reference ref;
        compareRow(m, 0, ref.on(0, std::nullopt));
        compareRow(m, 1, ref.on(1, std::nullopt));
        QVERIFY(!panel.window());
    }

    void shiftDragWindowRecomputesTheMetrics() {
        ui::TraceWorkspace ws;
        ws.resize(1000, 700);
        ws.setDocument(uitest::smallTraceDocument());
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        ui::TimelineView* view = ws.timeline();
        QSignalSpy selected(view, &ui::TimelineView::windowSelected);
        const int x0 = ui::TimelineView::kHeaderWidth + view->geometry().width() / 5;
        const int x1 = ui::TimelineView::kHeaderWidth + view->geometry().width() / 2;
        QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, QPoint(x0, 40));
        QTest::mouseMove(view, QPoint(x1, 40));
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier, QPoint(x1, 40));
        QCOMPARE(selected.count(), 1);
        const trace::Interval window{selected.at(0).at(0).toLongLong(), selected.at(0).at(1).toLongLong()};
        QVERIFY(window.start > 50'000 && window.end < 400'000);  // a real sub-window of the trace

        TraceMetricsPanel* panel = ws.metricsPanel();
        QVERIFY(panel->window().has_value());
        QCOMPARE(*panel->window(), window);
        const Reference ref;
        const auto e0 = ref.on(0, window);
        QCOMPARE(e0.window_ns, window.end - window.start);
        compareRow(panel->metricsModel(), 0, e0);
        compareRow(panel->metricsModel(), 1, ref.on(1, window));
        QVERIFY(panel->findChild<QLabel*>(QStringLiteral("traceMetricsScope"))->text().contains(
            QStringLiteral("Selected window")));

        // Clearing the selection goes back to the whole trace.
        ws.timeline()->clearSelection();
        QVERIFY(!panel->window());
        compareRow(panel->metricsModel(), 0, ref.on(0, std::nullopt));
    }

    void explicitWindowMatchesHandUnions() {
        TraceMetricsPanel panel;
        panel.setDocument(uitest::smallTraceDocument());
        panel.setWindow(260'000, 0);  // reversed on purpose: the panel orders it
        // [0,260) µs on GPU0: comm [50,150) [250,260) = 110; compute [10,100) [200,260) = 150;
        // overlap [50,100) [250,260) = 60.
        const TraceTableModel* m = panel.metricsModel();
        QCOMPARE(ns(m, 0, cols::kComm), 110'000);
        QCOMPARE(ns(m, 0, cols::kCompute), 150'000);
        QCOMPARE(ns(m, 0, cols::kOverlap), 60'000);
        QCOMPARE(ns(m, 0, QStringLiteral("Window (ms)")), 260'000);
        // Shown in the header's unit: 260,000 ns = 0.260 ms (sorting keeps the ns value).
        const int windowCol = m->column(QStringLiteral("Window (ms)"));
        QCOMPARE(m->index(0, windowCol).data(Qt::DisplayRole).toString(), QStringLiteral("0.260"));
        for (const auto& r : panel.records()) QCOMPARE(r.window, (std::optional<trace::Interval>{{0, 260'000}}));
    }

    void rangeTableUsesAnnotationWindows() {
        TraceMetricsPanel panel;
        panel.setDocument(uitest::smallTraceDocument());
        const TraceTableModel* m = panel.rangesModel();
        const QString range = QStringLiteral("moe_dispatch");
        // moe_dispatch on GPU0 is [40,120) µs: comm [50,120) = 70, compute [40,100) = 60, overlap [50,100) = 50.
        QCOMPARE(ns(m, 0, cols::kComm, range), 70'000);
        QCOMPARE(ns(m, 0, cols::kCompute, range), 60'000);
        QCOMPARE(ns(m, 0, cols::kOverlap, range), 50'000);
        const Reference ref;
        const auto windows = trace::annotationWindows(ref.trace, ref.trace.ranks[0], 0, "moe_dispatch");
        QCOMPARE(windows.size(), size_t(1));
        compareRow(m, 0, ref.on(0, windows[0]), range);
        // Clipped by a selected window [0,60) µs: comm [50,60), compute [40,60).
        panel.setWindow(0, 60'000);
        QCOMPARE(ns(m, 0, cols::kComm, range), 10'000);
        QCOMPARE(ns(m, 0, cols::kCompute, range), 20'000);
    }

    void patternHitsMatchAHandCount() {
        TraceMetricsPanel panel;
        const auto doc = uitest::smallTraceDocument();
        panel.setDocument(doc);
        const TraceTableModel* m = panel.patternsModel();
        // Kernel names of the fixture, by hand: ncclDevKernel_AllGather…, ncclDevKernel_ReduceScatter…
        // (first match "^nccl"), deep_ep::intranode::dispatch ("deep_ep::" precedes "dispatch"),
        // moe_permute_combine_kernel ("combine"); 3 × sm90_xmma_gemm_bf16 and elementwise_kernel
        // match nothing (4, counted as compute); one Memcpy by kind.
        const std::map<QString, qulonglong> expected{{QStringLiteral("^nccl"), 2}, {QStringLiteral("deep_ep::"), 1},
                                                     {QStringLiteral("combine"), 1}};
        QCOMPARE(m->rowCount(), int(doc->patterns.patterns.size()) + 2);
        qulonglong total = 0;
        for (int r = 0; r < m->rowCount(); ++r) {
            const QString pattern = m->index(r, 1).data().toString();
            const qulonglong hits = m->index(r, 2).data(Qt::UserRole).toULongLong();
            total += hits;
            if (r < m->rowCount() - 2) {
                const auto it = expected.find(pattern);
                QCOMPARE(hits, it == expected.end() ? 0ULL : it->second);
            }
        }
        QCOMPARE(m->index(m->rowCount() - 2, 2).data(Qt::UserRole).toULongLong(), 1ULL);  // memcpy by kind
        QCOMPARE(m->index(m->rowCount() - 1, 2).data(Qt::UserRole).toULongLong(), 4ULL);  // fell through
        QCOMPARE(total, 9ULL);  // every GPU activity of the fixture, once
    }
};

QTEST_MAIN(TestTraceMetricsPanel)
#include "test_trace_metrics_panel.moc"
