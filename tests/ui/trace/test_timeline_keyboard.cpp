// The trace timeline from the keyboard (review 35: it took no focus, so zoom, pan and a window
// needed the mouse): it takes Tab focus, the arrows move a cursor by a twentieth of the view,
// Ctrl+arrows jump to the lane's kernel starts in the fixture, Shift+arrows select the window
// between where they began and the cursor (windowSelected, as a Shift-drag), + zooms about the
// cursor, 0 fits, Enter zooms to the window, Escape clears it. Expected times come from the fixture
// (timeline_small.json: ProfilerStep#1 spans 500 µs; GPU0 stream 7 starts kernels at 10, 200 and
// 410 µs) and the geometry formula x = (t − viewBegin) / nsPerPixel, written out here.
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "trace_test_support.h"
#include "ui/help/context_help.h"
#include "ui/trace/timeline_view.h"

using namespace moe;
using moe::ui::TimelineView;

namespace {
constexpr int kKeyPlotWidth = 600;  // 500 µs over 600 px: 833.3 ns a pixel when fitted
constexpr double kTraceNs = 500'000;
constexpr double kStepNs = kTraceNs / 20;  // an arrow press when fitted
}  // namespace

class TestTimelineKeyboard : public QObject {
    Q_OBJECT
private slots:
    void init() {
        view_ = std::make_unique<TimelineView>();
        view_->resize(TimelineView::kHeaderWidth + kKeyPlotWidth, 220);
        view_->setDocument(uitest::smallTraceDocument());
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        QCOMPARE(view_->geometry().viewEnd(), kTraceNs);
    }
    void cleanup() { view_.reset(); }

    void takesTabFocusAndShowsIt() {
        QCOMPARE(view_->focusPolicy(), Qt::StrongFocus);
        view_->activateWindow();
        view_->setFocus(Qt::TabFocusReason);
        QVERIFY(QTest::qWaitForWindowActive(view_.get()));
        QVERIFY(view_->hasFocus());
        QImage image(view_->size(), QImage::Format_ARGB32);
        view_->render(&image);
        // The focus frame: the highlight colour on the widget's border.
        const QColor highlight = view_->palette().color(QPalette::Highlight);
        QCOMPARE(image.pixelColor(view_->width() / 2, 1), highlight);
        // The cursor's dashed line at its time (the trace's begin, x = 0 of the plot) under the ruler,
        // and its solid tick over lane 0.
        const int lane0 = view_->laneLayout().laneTop(0);
        QCOMPARE(image.pixelColor(TimelineView::kHeaderWidth, lane0 + 5), highlight);
        // F1 on the timeline opens the page that lists its keys.
        QCOMPARE(ui::contextHelpTopic(view_.get()), QStringLiteral("keys"));
        view_->clearFocus();
        view_->render(&image);
        QVERIFY(image.pixelColor(view_->width() / 2, 1) != highlight);
    }

    void arrowsStepATwentiethAndTheViewFollows() {
        QCOMPARE(view_->keyboardCursor().time, 0.0);
        QTest::keyClick(view_.get(), Qt::Key_Right);
        QCOMPARE(view_->keyboardCursor().time, kStepNs);
        QTest::keyClick(view_.get(), Qt::Key_Left);
        QTest::keyClick(view_.get(), Qt::Key_Left);  // clamped at the trace's begin
        QCOMPARE(view_->keyboardCursor().time, 0.0);
        // Zoomed 1.5× about the cursor at t = 0 (x = 0): the view is [0, 333.3 µs], a step 16.7 µs.
        QTest::keyClick(view_.get(), Qt::Key_Plus);
        QVERIFY(qAbs(view_->geometry().viewEnd() - kTraceNs / 1.5) < 1e-6);
        for (int i = 0; i < 20; ++i) QTest::keyClick(view_.get(), Qt::Key_Right);
        const double step = kTraceNs / 1.5 / 20;
        QVERIFY(qAbs(view_->keyboardCursor().time - 20 * step) < 1e-6);
        // The cursor walked to the view's right edge, so the view panned to keep it 24 px inside.
        QVERIFY(qAbs(view_->geometry().timeToX(view_->keyboardCursor().time) - (kKeyPlotWidth - 24)) < 1e-6);
        QTest::keyClick(view_.get(), Qt::Key_0);
        QCOMPARE(view_->geometry().viewBegin(), 0.0);
        QCOMPARE(view_->geometry().viewEnd(), kTraceNs);
    }

    void plusAndMinusZoomAboutTheCursor() {
        for (int i = 0; i < 8; ++i) QTest::keyClick(view_.get(), Qt::Key_Right);  // 200 µs, x = 240
        const double cursor = view_->keyboardCursor().time;
        QCOMPARE(cursor, 8 * kStepNs);
        const double x = view_->geometry().timeToX(cursor);
        QTest::keyClick(view_.get(), Qt::Key_Plus);
        QVERIFY(qAbs(view_->geometry().nsPerPixel() - kTraceNs / kKeyPlotWidth / TimelineView::kWheelZoomPerStep) < 1e-9);
        QVERIFY(qAbs(view_->geometry().timeToX(cursor) - x) < 1e-6);
        QTest::keyClick(view_.get(), Qt::Key_Minus);
        QVERIFY(qAbs(view_->geometry().nsPerPixel() - kTraceNs / kKeyPlotWidth) < 1e-9);
    }

    void ctrlArrowsWalkTheKernelsAndSayWhatIsThere() {
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(view_->keyboardCursor().time, 10'000.0);  // GPU0 stream 7's first gemm
        QVERIFY2(view_->cursorToolTip().contains(QStringLiteral("sm90_xmma_gemm_bf16")), qPrintable(view_->cursorToolTip()));
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(view_->keyboardCursor().time, 200'000.0);
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(view_->keyboardCursor().time, 410'000.0);
        QVERIFY(view_->cursorToolTip().contains(QStringLiteral("elementwise_kernel")));
        QTest::keyClick(view_.get(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(view_->keyboardCursor().time, 200'000.0);
        // Down to lane 1 (GPU0 stream 8), which has nothing at 200 µs: its label and the time.
        QTest::keyClick(view_.get(), Qt::Key_Down);
        QCOMPARE(view_->keyboardCursor().lane, 1);
        const QString tip = view_->cursorToolTip();
        QVERIFY2(tip.contains(QString::fromStdString(view_->document()->lanes[1].label)), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("no event here")), qPrintable(tip));
        // Its only event, the memcpy at 460 µs, is the next jump.
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(view_->keyboardCursor().time, 460'000.0);
        QTest::keyClick(view_.get(), Qt::Key_Up);
        QTest::keyClick(view_.get(), Qt::Key_Up);  // clamped at the first lane
        QCOMPARE(view_->keyboardCursor().lane, 0);
        QTest::keyClick(view_.get(), Qt::Key_PageDown);  // every lane fits: the last
        QCOMPARE(view_->keyboardCursor().lane, int(view_->document()->lanes.size()) - 1);
    }

    void shiftArrowsSelectAWindowThatEnterZoomsTo() {
        QSignalSpy selected(view_.get(), &TimelineView::windowSelected);
        QSignalSpy cleared(view_.get(), &TimelineView::selectionCleared);
        QTest::keyClick(view_.get(), Qt::Key_Right);  // 25 µs
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ShiftModifier);  // the window [25, 75) µs
        QCOMPARE(selected.count(), 2);
        QCOMPARE(selected.last().at(0).toLongLong(), qint64(kStepNs));
        QCOMPARE(selected.last().at(1).toLongLong(), qint64(3 * kStepNs));
        QVERIFY(view_->hasSelection());
        // A plain arrow keeps the window; Shift again starts a new one from the cursor.
        QTest::keyClick(view_.get(), Qt::Key_Left);
        QCOMPARE(view_->selectionEnd(), qint64(3 * kStepNs));
        QTest::keyClick(view_.get(), Qt::Key_Left, Qt::ShiftModifier);  // [25, 50) µs
        QCOMPARE(selected.last().at(0).toLongLong(), qint64(kStepNs));
        QCOMPARE(selected.last().at(1).toLongLong(), qint64(2 * kStepNs));
        QTest::keyClick(view_.get(), Qt::Key_Return);
        QCOMPARE(view_->geometry().viewBegin(), kStepNs);
        QVERIFY(qAbs(view_->geometry().viewEnd() - 2 * kStepNs) < 1e-6);
        QTest::keyClick(view_.get(), Qt::Key_Escape);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!view_->hasSelection());
        // With nothing left to clear, Escape is not the timeline's: it goes on to the window.
        QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
        QApplication::sendEvent(view_.get(), &escape);
        QVERIFY(!escape.isAccepted());
    }

    void aClickPlacesTheCursor() {
        const auto& layout = view_->laneLayout();
        const int x = TimelineView::kHeaderWidth + 300;  // t = 300 px × 833.3 ns = 250 µs
        QTest::mouseClick(view_.get(), Qt::LeftButton, Qt::NoModifier, QPoint(x, layout.laneTop(2) + 3));
        QCOMPARE(view_->keyboardCursor().lane, 2);
        QCOMPARE(view_->keyboardCursor().time, 250'000.0);
        QTest::keyClick(view_.get(), Qt::Key_Right, Qt::ControlModifier);  // stream 13's kernel at 250 µs is
        QCOMPARE(view_->keyboardCursor().time, 420'000.0);                   // under it: the next, at 420 µs
    }

private:
    std::unique_ptr<TimelineView> view_;
};

QTEST_MAIN(TestTimelineKeyboard)
#include "test_timeline_keyboard.moc"
