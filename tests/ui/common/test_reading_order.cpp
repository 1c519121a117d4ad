// readingOrder: rows from the top, left to right within a row. The expected orders are read off
// the drawn rectangles by hand.
#include <QtTest>

#include "ui/common/reading_order.h"

using moe::ui::readingOrder;

class TestReadingOrder : public QObject {
    Q_OBJECT
private slots:
    void aRowOfMixedHeightsThenTheRowBelow() {
        // Row 1 (y 0..30): a 24 px spin box at x 200, a 30 px button at x 10, a 20 px check box
        // at x 400, given out of order. Row 2 (y 40..64): a line edit at x 10, a combo at x 150.
        const std::vector<QRect> rects{QRect(200, 3, 80, 24), QRect(150, 40, 100, 24), QRect(10, 0, 90, 30),
                                       QRect(10, 40, 120, 24), QRect(400, 5, 100, 20)};
        QCOMPARE(readingOrder(rects), (std::vector<int>{2, 0, 4, 3, 1}));
    }

    void twoTallPanesSideBySideAreOneRow() {
        // A table (x 0, y 100..400) and a plot beside it (x 500, y 102..380) read left then right;
        // a button under both (y 410) comes last.
        const std::vector<QRect> rects{QRect(500, 102, 300, 278), QRect(0, 410, 80, 24), QRect(0, 100, 480, 300)};
        QCOMPARE(readingOrder(rects), (std::vector<int>{2, 0, 1}));
    }

    void aWidgetStartingBelowTheMiddleStartsANewRow() {
        // The second box starts at y 16, below the first's middle (y 12): a row of its own, even
        // though it is further left.
        const std::vector<QRect> rects{QRect(100, 0, 50, 24), QRect(0, 16, 50, 24)};
        QCOMPARE(readingOrder(rects), (std::vector<int>{0, 1}));
        QCOMPARE(readingOrder({}), std::vector<int>{});
    }
};

QTEST_APPLESS_MAIN(TestReadingOrder)
#include "test_reading_order.moc"
