// TimelineCursor: the keyboard cursor's steps, jumps, lane moves, scrolling and stretched window, on
// cases whose answers are worked out in the comments from the geometry's formulas
// (x = (t − viewBegin) / nsPerPixel).
#include <QtTest>

#include "ui/trace/timeline_cursor.h"

using namespace moe::ui;

namespace {
TimelineGeometry cursorGeometry(int64_t begin, int64_t end, int width) {
    TimelineGeometry g;
    g.setWidth(width);
    g.setTraceWindow(begin, end);
    return g;
}
// Starts 0, 105, 106, 108, 500 (the geometry test's sample lane).
LaneEvents cursorLane() {
    LaneEvents lane;
    lane.add(500, 500, TimelineClass::Other, 4);
    lane.add(0, 100, TimelineClass::Compute, 0);
    lane.add(105, 107, TimelineClass::Communication, 1);
    lane.add(106, 108, TimelineClass::Communication, 2);
    lane.add(108, 109, TimelineClass::Compute, 3);
    lane.finish();
    return lane;
}
}  // namespace

class TestTimelineCursor : public QObject {
    Q_OBJECT
private slots:
    void aStepIsATwentiethOfTheView() {
        auto g = cursorGeometry(0, 1000, 100);  // 10 ns/px, view [0, 1000]
        TimelineCursor c{500, 0, {}};
        stepCursor(c, g, 1);  // 1000 / 20 = 50 ns
        QCOMPARE(c.time, 550.0);
        stepCursor(c, g, -3);
        QCOMPARE(c.time, 400.0);
        stepCursor(c, g, -100);  // clamped to the trace's begin; the fitted view cannot pan
        QCOMPARE(c.time, 0.0);
        QCOMPARE(g.viewBegin(), 0.0);
    }

    void theViewFollowsTheCursor() {
        auto g = cursorGeometry(0, 1000, 100);
        g.zoom(10, 50);  // 1 ns/px about x = 50 (t = 500): view [450, 550]
        QCOMPARE(g.viewBegin(), 450.0);
        TimelineCursor c{500, 0, {}};
        stepCursor(c, g, 10);  // 10 × (100 / 20) = 50 ns → 550, at x = 100: past 100 − 24
        QCOMPARE(c.time, 550.0);
        // Panned the least that puts it 24 px inside the right edge: viewBegin = 550 − 76 = 474.
        QCOMPARE(g.viewBegin(), 474.0);
        QCOMPARE(g.timeToX(c.time), 76.0);
        stepCursor(c, g, -30);  // 400: x = −74 → viewBegin = 400 − 24 = 376
        QCOMPARE(c.time, 400.0);
        QCOMPARE(g.viewBegin(), 376.0);
    }

    void aNarrowPlotCentresTheCursor() {
        auto g = cursorGeometry(0, 1000, 30);  // margin min(24, 15) = 15
        g.zoom(1000.0 / 30.0, 15);             // 1 ns/px about t = 500: view [485, 515]
        QCOMPARE(g.nsPerPixel(), 1.0);
        keepTimeInView(g, 600);  // wanted at x = 15: viewBegin = 585
        QCOMPARE(g.viewBegin(), 585.0);
        QCOMPARE(g.timeToX(600), 15.0);
    }

    void aCursorOutOfViewComesToItsMiddle() {
        auto g = cursorGeometry(0, 1000, 100);
        g.zoom(10, 50);  // [450, 550]
        TimelineCursor c{900, 2, 300.0};
        QVERIFY(bringCursorIntoView(c, g));
        QCOMPARE(c.time, 500.0);
        QVERIFY(!c.anchor);  // a window stretched out of sight is not stretched on
        QCOMPARE(c.lane, 2);
        QVERIFY(!bringCursorIntoView(c, g));
    }

    void ctrlArrowsJumpFromEventToEvent() {
        auto g = cursorGeometry(0, 1000, 100);
        const LaneEvents lane = cursorLane();
        TimelineCursor c{100, 0, {}};
        QVERIFY(jumpCursorToEvent(c, g, lane, 1));
        QCOMPARE(c.time, 105.0);
        QVERIFY(jumpCursorToEvent(c, g, lane, 1));  // from a start exactly, on to the next
        QCOMPARE(c.time, 106.0);
        QVERIFY(jumpCursorToEvent(c, g, lane, -1));
        QCOMPARE(c.time, 105.0);
        QVERIFY(jumpCursorToEvent(c, g, lane, -1));
        QCOMPARE(c.time, 0.0);
        QVERIFY(!jumpCursorToEvent(c, g, lane, -1));  // nothing before the first
        QCOMPARE(c.time, 0.0);
        c.time = 500;
        QVERIFY(!jumpCursorToEvent(c, g, lane, 1));  // nothing after the last
        QVERIFY(!jumpCursorToEvent(c, g, LaneEvents{}, 1));
    }

    void lanesClampAndScrollIntoView() {
        TimelineCursor c;
        moveCursorLane(c, -1, 6);
        QCOMPARE(c.lane, 0);
        moveCursorLane(c, 4, 6);
        QCOMPARE(c.lane, 4);
        moveCursorLane(c, 10, 6);
        QCOMPARE(c.lane, 5);
        // 10 lanes of 18 px + 2 px gap under a 20 px top, a 100 px viewport: content 198 px, so
        // maxScroll = 20 + 198 − 100 = 118.
        LaneLayout layout{20, 18, 2, 0};
        // Lane 5 spans [120, 138) at scroll 0: scrolled by 138 − 100 = 38.
        QCOMPARE(scrollToShowLane(layout, 5, 10, 100), 38);
        QCOMPARE(scrollToShowLane(layout, 1, 10, 100), 0);  // [40, 58): already whole
        layout.scrollY = 38;
        // Lane 0 at scroll 38 starts at 20 − 38 = −18, above the top: back by 38.
        QCOMPARE(scrollToShowLane(layout, 0, 10, 100), 0);
        QCOMPARE(scrollToShowLane(layout, 9, 10, 100), 118);  // [200 − 38, +18): 180 − 100 + 38 = 118
    }

    void shiftArrowsStretchAWindow() {
        const auto g = cursorGeometry(0, 1000, 100);
        TimelineCursor c{100, 0, {}};
        QVERIFY(!cursorSelection(c, g));  // no anchor, no window
        c.anchor = 200.4;
        QCOMPARE(*cursorSelection(c, g), std::make_pair(int64_t(100), int64_t(200)));
        c.anchor = -50;  // clamped to the trace
        c.time = 1200;
        QCOMPARE(*cursorSelection(c, g), std::make_pair(int64_t(0), int64_t(1000)));
        c.anchor = c.time;
        QVERIFY(!cursorSelection(c, g));  // an empty window is none
    }
};

QTEST_GUILESS_MAIN(TestTimelineCursor)
#include "test_timeline_cursor.moc"
