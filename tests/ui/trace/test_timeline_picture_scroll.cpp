// Timeline geometry added for several ranks: ruler ticks, the lanes' scroll range and the rank
// groups (pure, by hand); the timeline picture (PNG, SVG, PDF through the one drawing path) holds
// every lane, not the few in view, with the class legend and the caption, and its SVG rendered back
// is its PNG; the vertical scrollbar that appears when the lanes do not fit and scrolls them.
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include "trace_test_support.h"
#include "ui/export/image_export.h"
#include "ui/trace/timeline_picture.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_workspace.h"

using namespace moe;
using moe::ui::TimelineView;

namespace {

// One rank, device 0: `streams` streams each with one kernel; stream 0 a gemm [0,100) ns, stream 1
// an NCCL AllReduce [100,200) ns, the others gemms [0,200) ns.
ui::TraceDocumentPtr streamsDocument(int streams) {
    trace::Trace t;
    t.path = "synthetic";
    trace::NameTable names;
    trace::RankTrace rank;
    for (int s = 0; s < streams; ++s) {
        trace::Event e;
        e.kind = trace::EventKind::Kernel;
        e.device = 0;
        e.stream = s;
        e.name = names.intern(s == 1 ? "ncclDevKernel_AllReduce" : "sm90_gemm");
        e.start_ns = s == 1 ? 100 : 0;
        e.end_ns = s == 0 ? 100 : 200;
        rank.events.push_back(e);
    }
    trace::ImportCounts counts;
    trace::finalizeRank(rank, counts);
    t.ranks.push_back(std::move(rank));
    t.names = names.release();
    return ui::makeTraceDocument(std::move(t));
}

}  // namespace

class TestTimelinePictureScroll : public QObject {
    Q_OBJECT
private slots:
    void rulerTicksByHand() {
        ui::TimelineGeometry g;
        g.setWidth(500);
        g.setTraceWindow(0, 1000);
        // 1000 ns over 500 px at ~100 px a tick: raw step 200 → 2 × 10² → the next of 2/5/10 × 10² is 500.
        const auto ticks = ui::rulerTicks(g);
        QCOMPARE(ticks.step, 500.0);
        QCOMPARE(ticks.times, (std::vector<double>{0, 500}));
        QCOMPARE(ui::formatTimelineTime(250), std::string("250 ns"));
        QCOMPARE(ui::formatTimelineTime(12'500), std::string("12.500 µs"));
        QCOMPARE(ui::formatTimelineTime(3e6), std::string("3.000 ms"));
        QCOMPARE(ui::formatTimelineTime(2.5e9), std::string("2.500 s"));
        QCOMPARE(ui::formatTimelineTime(-0.2), std::string("0 ns"));  // a view starting a hair before 0
        // Ruler ticks 0.2 ms apart at 4.2 s: 1e9 / 2e5 = 5000 steps per second -> 4 decimals.
        QCOMPARE(ui::formatTimelineTime(4.2314e9, 2e5), std::string("4.2314 s"));
        QCOMPARE(ui::formatTimelineTime(4.2316e9, 2e5), std::string("4.2316 s"));
        // Coarse ticks keep the plain three decimals.
        // Ticks carry only the decimals their spacing needs: 5 s steps "5 s", 500 ns steps at
        // 12.5 µs one decimal (log10(1000/500) rounded up), 2 ms steps none.
        QCOMPARE(ui::formatTimelineTime(5e9, 5e9), std::string("5 s"));
        QCOMPARE(ui::formatTimelineTime(12'500, 500), std::string("12.5 µs"));
        QCOMPARE(ui::formatTimelineTime(4e6, 2e6), std::string("4 ms"));
        QCOMPARE(ui::formatTimelineTime(0, 5e9), std::string("0 s"));  // zero in its neighbours' unit, not "0 ns"
        QCOMPARE(ui::formatTimelineTime(-0.2, 2e6), std::string("0 ms"));
        QCOMPARE(ui::formatTimelineTime(4.5e6, 5e5), std::string("4.5 ms"));
    }

    void scrollRangeByHand() {
        const ui::LaneLayout l{20, 18, 2, 0};
        // 10 lanes: 20 + 10·20 − 2 = 218 px of content in a 150 px view → 68 px to scroll.
        QCOMPARE(l.maxScroll(10, 150), 68);
        QCOMPARE(l.maxScroll(3, 150), 0);  // 20 + 58 fits
        QCOMPARE(l.maxScroll(0, 150), 0);
    }

    void rankGroupsByHand() {
        std::vector<ui::TimelineLane> lanes(6);
        const size_t ranks[] = {0, 0, 1, 1, 1, 2};
        for (size_t i = 0; i < lanes.size(); ++i) lanes[i].rankIndex = ranks[i];
        QCOMPARE(ui::rankGroupStarts(lanes), (std::vector<int>{2, 5}));
        QCOMPARE(ui::rankGroupStarts({}), std::vector<int>{});
    }

    void pictureHoldsEveryLaneTheLegendAndTheCaption() {
        // Issue 41: the PNG held the 6 lanes in view, the SVG 128 lanes and 21 MB, neither the recipe.
        // Twelve lanes in a view 150 px high: the picture is as tall as every lane needs.
        QTemporaryDir tmp;
        ui::TraceWorkspace ws;
        ws.resize(TimelineView::kHeaderWidth + 600, 400);
        ws.setDocument(streamsDocument(12));
        ws.setPictureCaption([] { return QStringLiteral("plan-a — Qwen3-30B-A3B"); });
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        ws.timeline()->resize(ws.timeline()->width(), 150);
        QVERIFY(ws.timeline()->verticalScrollBar()->isVisible());  // on screen the lanes scroll
        const QSize picture = ui::timelinePictureSize(*ws.timeline());
        // By hand: ruler and lanes (layout top + 12·20 − 2, + 2), then the 24 px legend.
        const ui::LaneLayout l = ws.timeline()->laneLayout();
        QCOMPARE(picture.height(), l.top + 12 * (l.laneHeight + l.gap) - l.gap + 2 + ui::kTimelineLegendHeight);
        QCOMPARE(picture.width(), TimelineView::kHeaderWidth + ws.timeline()->geometry().width());
        const QString svgPath = QDir(tmp.path()).filePath(QStringLiteral("timeline.svg"));
        const QString pngPath = QDir(tmp.path()).filePath(QStringLiteral("timeline.png"));
        QVERIFY(ws.exportTimeline(svgPath));
        QVERIFY(ws.exportTimeline(pngPath));
        QVERIFY(ws.exportTimeline(QDir(tmp.path()).filePath(QStringLiteral("timeline.pdf"))));
        QFile f(svgPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray svg = f.readAll();
        // The last lane's label, the legend's class names and the caption are in the picture.
        const QString lastLane = QString::fromStdString(ws.document()->lanes.back().label);
        QVERIFY2(svg.contains(lastLane.toUtf8()), qPrintable(lastLane));
        QVERIFY(svg.contains("communication"));
        QVERIFY(svg.contains("plan-a"));
        // One rank is one rank (review: the caption read "1 ranks"), here and in the status line.
        QCOMPARE(ws.document()->trace.ranks.size(), size_t{1});
        QVERIFY2(ws.pictureCaption().startsWith(QStringLiteral("Trace synthetic: 1 rank, 12 lanes")),
                 qPrintable(ws.pictureCaption()));
        QVERIFY2(ws.statusLabel()->text().contains(QStringLiteral(": 1 rank, 12 lanes, ")),
                 qPrintable(ws.statusLabel()->text()));
        QVERIFY(svg.size() < 2'000'000);
        QImage png(pngPath);
        QVERIFY(!png.isNull());
        // A PNG file carries no pixel ratio: its pixels are the picture's at the default PNG scale.
        const double scale = ui::defaultPngScale(ws.timeline());
        QVERIFY2(png.height() / scale > picture.height(), "the caption strip under the lanes");
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        // The SVG's page (its view box, in the picture's pixels) is the PNG's.
        QCOMPARE(renderer.viewBoxF().size().toSize(), QSize(qRound(png.width() / scale), qRound(png.height() / scale)));
    }

    void verticalScrollBarWhenTheLanesDoNotFit() {
        TimelineView view;
        view.resize(TimelineView::kHeaderWidth + 400, 150);
        view.setDocument(streamsDocument(12));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QScrollBar* bar = view.verticalScrollBar();
        // 12 lanes: 20 + 12·20 − 2 = 258 px of content in 150 px → scroll range 108.
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->maximum(), 108);
        QCOMPARE(view.geometry().width(), 400 - bar->width());  // the plot gives way to the bar
        QCOMPARE(view.geometry().viewBegin(), 0.0);             // fit-all (200 ns at the finest zoom, 1 ns a pixel)
        bar->setValue(bar->maximum());
        QCOMPARE(view.laneLayout().scrollY, 108);
        QCOMPARE(view.laneLayout().laneAt(view.height() - 5, 12), 11);  // the last lane at the bottom
        // The wheel over the lane labels scrolls too: one notch up = 30 px.
        const QPointF pos(10, 80);
        QWheelEvent wheel(pos, view.mapToGlobal(pos), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &wheel);
        QCOMPARE(view.laneLayout().scrollY, 78);
        QCOMPARE(bar->value(), 78);
        // Tall enough for every lane: no bar, the full plot width, back to the top.
        view.resize(TimelineView::kHeaderWidth + 400, 400);
        QVERIFY(!bar->isVisible());
        QCOMPARE(view.laneLayout().scrollY, 0);
        QCOMPARE(view.geometry().width(), 400);
    }
};

QTEST_MAIN(TestTimelinePictureScroll)
#include "test_timeline_picture_scroll.moc"
