// ScrollEdgeFade: a scrolled view's cut edge fades into the background while there is more that
// way (reviews 23-28 read the half line at the bottom of a dock at 1280x720 as text cut off).
// Checks the pure edge rule, that the overlay follows the scroll bar, that the bottom rows of
// pixels are the background colour while the middle still shows the text, and that the docks,
// the recipe summary and the editor of the main window carry one.
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QtTest>

#include "ui/common/scroll_edge_fade.h"
#include "ui/window/main_window.h"
#include "ui_test_support.h"

using moe::ui::FadedEdges;
using moe::ui::ScrollEdgeFade;

namespace {

// A column of black-on-white lines taller than the view.
QWidget* fadeTestColumn(int lines) {
    auto* column = new QWidget;
    column->setAutoFillBackground(true);
    QPalette p = column->palette();
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::WindowText, Qt::black);
    column->setPalette(p);
    auto* layout = new QVBoxLayout(column);
    for (int i = 0; i < lines; ++i) {
        auto* label = new QLabel(QStringLiteral("████████████████████ line %1").arg(i), column);
        layout->addWidget(label);
    }
    return column;
}

int darkPixelsInRow(const QImage& image, int y) {
    int dark = 0;
    for (int x = 0; x < image.width(); ++x)
        if (qGray(image.pixel(x, y)) < 128) ++dark;
    return dark;
}

}  // namespace

class TestScrollEdgeFade : public QObject {
    Q_OBJECT
private slots:
    void init() { moe::uitest::isolateSettings(); }

    void edgesFollowTheScrollPosition() {
        QCOMPARE(moe::ui::fadedEdges(0, 0, 0), FadedEdges{});                 // nothing to scroll
        QCOMPARE(moe::ui::fadedEdges(0, 0, 100), (FadedEdges{false, true}));  // top: more below
        QCOMPARE(moe::ui::fadedEdges(50, 0, 100), (FadedEdges{true, true}));
        QCOMPARE(moe::ui::fadedEdges(100, 0, 100), (FadedEdges{true, false}));  // at the end
    }

    void fadesTheBottomWhileMoreIsBelow() {
        QScrollArea area;
        area.setFrameShape(QFrame::NoFrame);
        area.setWidgetResizable(true);
        area.setWidget(fadeTestColumn(40));
        auto* fade = new ScrollEdgeFade(&area);
        area.resize(300, 200);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QTRY_VERIFY(fade->isVisible());
        QCOMPARE(fade->edges(), (FadedEdges{false, true}));
        QCOMPARE(fade->geometry(), area.viewport()->rect());

        const QImage shot = area.grab().toImage();
        const int viewportBottom = area.viewport()->height() - 1;
        // The last row of the viewport is the background; the text rows above the band are not.
        QCOMPARE(darkPixelsInRow(shot, viewportBottom), 0);
        int darkAboveBand = 0;
        for (int y = 0; y < viewportBottom - fade->bandHeight(); ++y) darkAboveBand += darkPixelsInRow(shot, y);
        QVERIFY(darkAboveBand > 0);

        QScrollBar* bar = area.verticalScrollBar();
        bar->setValue(bar->maximum());
        QCOMPARE(fade->edges(), (FadedEdges{true, false}));
        QVERIFY(fade->isVisible());
        bar->setValue(bar->minimum());
        area.resize(300, 3000);  // all of it in view: no fade
        QTRY_VERIFY(!fade->isVisible());
    }

    // Where the reviews saw cut lines: the bottom docks, the recipe summary and the editor.
    void theMainWindowsScrolledViewsFade() {
        moe::ui::MainWindow window;
        const auto fades = window.findChildren<ScrollEdgeFade*>();
        int docks = 0;
        for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            auto* area = qobject_cast<QScrollArea*>(dock->widget());
            if (!area) continue;
            ++docks;
            QVERIFY2(area->viewport()->findChild<ScrollEdgeFade*>(QString(), Qt::FindDirectChildrenOnly),
                     qPrintable(dock->objectName()));
        }
        QVERIFY(docks >= 6);
        // The summary and the editor each add one, the findings table one.
        QVERIFY(fades.size() >= docks + 3);
    }
};

QTEST_MAIN(TestScrollEdgeFade)
#include "test_scroll_edge_fade.moc"
