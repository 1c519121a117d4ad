// ParetoGeometry: points sorted by headroom for QCPGraph, the non-dominated front with falling
// throughput along rising headroom (checked by brute force on random points), padded ranges and
// pixel-space hit testing.
#include <QRandomGenerator>
#include <QtTest>

#include "ui/search/pareto_geometry.h"

using moe::ui::dominates;
using moe::ui::paretoFront;
using moe::ui::ParetoGeometry;
using moe::ui::ParetoPoint;

class TestParetoGeometry : public QObject {
    Q_OBJECT
private slots:
    void handPickedFront() {
        const std::vector<ParetoPoint> points = {
            {10, 100, 0}, {20, 90, 1}, {15, 80, 2}, {20, 95, 3}, {5, 150, 4}, {10, 100, 5},
        };
        // 1 and 2 are dominated by 3; 5 duplicates 0 and the first one is kept.
        const std::vector<ParetoPoint> expected = {{5, 150, 4}, {10, 100, 0}, {20, 95, 3}};
        QCOMPARE(paretoFront(points), expected);
        QVERIFY(dominates({20, 95, 0}, {20, 90, 0}));
        QVERIFY(!dominates({20, 95, 0}, {20, 95, 1}));
        QVERIFY(!dominates({5, 150, 0}, {10, 100, 0}));

        const ParetoGeometry g = ParetoGeometry::compute(points);
        QCOMPARE(g.front, expected);
        QCOMPARE(g.points.size(), points.size());
        const std::vector<int> order = {4, 0, 5, 2, 1, 3};  // by headroom, then throughput, then index
        for (size_t i = 0; i < order.size(); ++i) QCOMPARE(g.points[i].index, order[i]);
        QVERIFY(g.onFront(3));
        QVERIFY(!g.onFront(1));
        QVERIFY(!g.onFront(5));
        // 5 % margins around [5, 20] x [80, 150].
        QCOMPARE(g.keyMin, 5 - 0.75);
        QCOMPARE(g.keyMax, 20 + 0.75);
        QCOMPARE(g.valueMin, 80 - 3.5);
        QCOMPARE(g.valueMax, 150 + 3.5);
    }

    void randomFrontsAgreeWithBruteForce() {
        QRandomGenerator rng(42);
        for (int trial = 0; trial < 50; ++trial) {
            std::vector<ParetoPoint> points;
            const int n = 1 + static_cast<int>(rng.bounded(60));
            // Coarse values so ties on either axis are common.
            for (int i = 0; i < n; ++i)
                points.push_back({static_cast<double>(rng.bounded(12)), static_cast<double>(rng.bounded(12)), i});
            const ParetoGeometry g = ParetoGeometry::compute(points);
            for (size_t i = 1; i < g.points.size(); ++i)
                QVERIFY(g.points[i - 1].headroomGiB <= g.points[i].headroomGiB);
            for (size_t i = 1; i < g.front.size(); ++i) {
                QVERIFY(g.front[i - 1].headroomGiB < g.front[i].headroomGiB);
                QVERIFY(g.front[i - 1].throughput > g.front[i].throughput);
            }
            for (const ParetoPoint& p : points) {
                bool dominated = false;
                for (const ParetoPoint& q : points) dominated = dominated || dominates(q, p);
                bool duplicateOfEarlier = false;
                for (const ParetoPoint& q : points)
                    duplicateOfEarlier = duplicateOfEarlier || (q.index < p.index && q.headroomGiB == p.headroomGiB &&
                                                                q.throughput == p.throughput);
                QCOMPARE(g.onFront(p.index), !dominated && !duplicateOfEarlier);
            }
        }
    }

    void rangesAndHitTesting() {
        const ParetoGeometry empty = ParetoGeometry::compute({});
        QVERIFY(empty.front.empty());
        QVERIFY(empty.keyMax > empty.keyMin);

        const ParetoGeometry single = ParetoGeometry::compute({{4, 1000, 7}});
        QVERIFY(single.keyMin < 4 && single.keyMax > 4);
        QVERIFY(single.valueMin < 1000 && single.valueMax > 1000);
        QCOMPARE(single.front.size(), size_t(1));

        const ParetoGeometry g = ParetoGeometry::compute({{10, 100, 0}, {20, 90, 1}, {20, 90, 2}});
        // 10 px per GiB, 1 px per token/s: (11, 103) is 10·1 = 10 px right and 3 px above point 0.
        QCOMPARE(g.nearest(11, 103, 10, 1, 12), 0);
        QCOMPARE(g.nearest(11, 103, 10, 1, 5), -1);
        // Coinciding points: the first in plot order.
        QCOMPARE(g.nearest(20, 90, 10, 1, 1), 1);
    }
};

QTEST_APPLESS_MAIN(TestParetoGeometry)
#include "test_pareto_geometry.moc"
