// MemoryBarGeometry by hand: stacking offsets, axis range, HBM line, callout placement, hit
// testing and tooltips, on a two-stage report with round GiB numbers.
#include <QtTest>

#include "ui/memory/memory_bar_geometry.h"

using namespace moe;
using namespace moe::ui;

namespace {

constexpr int64_t GiB = int64_t{1} << 30;

MemoryReport twoStages() {
    MemoryReport r;
    StageMemory a;
    a.stage = 0;
    a.weights_bytes = 10 * GiB;
    a.grads_bytes = 5 * GiB;
    a.optimizer_bytes = 20 * GiB;
    a.activation_bytes = 30 * GiB;
    a.overhead_bytes = 5 * GiB;  // total 70
    a.detail.push_back({MemoryCategory::Activations, "experts", "expert fc1", 18 * GiB, "s·h·k/TP·2 B"});
    a.detail.push_back({MemoryCategory::Activations, "attention", "core attention", 12 * GiB, "flash: O(s)"});
    StageMemory b = a;
    b.stage = 1;
    b.activation_bytes = 10 * GiB;  // total 50
    r.stages = {a, b};
    r.binding_stage = 0;
    r.hbm_bytes = 80 * GiB;
    r.fits = true;
    return r;
}

}  // namespace

class TestMemoryBarGeometry : public QObject {
    Q_OBJECT
private slots:
    void stageLabelsThinOutWhenTheyWouldTouch() {
        // Each label takes 1.5x its width (half a label of gap). By hand: 16 stages of 14 px labels
        // need 16 x 21 = 336 px at every stage, 8 x 21 = 168 at every second.
        QCOMPARE(stageLabelStep(16, 400, 14), 1);
        QCOMPARE(stageLabelStep(16, 200, 14), 2);
        QCOMPARE(stageLabelStep(16, 100, 14), 5);  // 4 x 21 = 84 (every 2nd: 168 > 100)
        // 100 stages of 20 px labels (slot 30) in 300 px: every 10th, 10 x 30 = 300.
        QCOMPARE(stageLabelStep(100, 300, 20), 10);
        QCOMPARE(stageLabelStep(100, 299, 20), 20);
        QCOMPARE(stageLabelStep(1, 1, 50), 1);  // one stage always keeps its label
        QCOMPARE(stageLabelStep(3, 1, 50), 5);  // nothing fits: one label, stage 0
    }

    void stackingOffsets() {
        const MemoryBarGeometry g = MemoryBarGeometry::compute(twoStages(), 0.6);
        QCOMPARE(g.segments.size(), size_t{10});
        // Stage 0: weights 0–10, grads 10–15, optimizer 15–35, activations 35–65, overhead 65–70.
        const double bottoms[] = {0, 10, 15, 35, 65};
        const double tops[] = {10, 15, 35, 65, 70};
        for (size_t i = 0; i < 5; ++i) {
            QCOMPARE(g.segments[i].stage, 0);
            QCOMPARE(g.segments[i].category, kStackOrder[i]);
            QCOMPARE(g.segments[i].bottomGiB, bottoms[i]);
            QCOMPARE(g.segments[i].topGiB, tops[i]);
            QCOMPARE(g.segments[i].left, -0.3);
            QCOMPARE(g.segments[i].right, 0.3);
        }
        const BarSegment* act1 = g.segment(1, MemoryCategory::Activations);
        QVERIFY(act1);
        QCOMPARE(act1->bottomGiB, 35.0);
        QCOMPARE(act1->topGiB, 45.0);
        QCOMPARE(act1->left, 0.7);
        QCOMPARE(g.stageTotalsGiB, (std::vector<double>{70, 50}));
    }

    void axesLineAndCallout() {
        const MemoryBarGeometry g = MemoryBarGeometry::compute(twoStages(), 0.6);
        QCOMPARE(g.hbmGiB, 80.0);
        QCOMPARE(g.keyMin, -0.5);
        QCOMPARE(g.keyMax, 1.5);
        // Tallest element is the HBM line (80): 80 · 1.15 = 92.
        QCOMPARE(g.valueMax, 92.0);
        // Binding bar (70) is under the line, so the callout sits above the line: 80 + 2% of 80.
        QCOMPARE(g.calloutKey, 0.0);
        QCOMPARE(g.calloutValue, 81.6);
        QCOMPARE(g.bindingStage, 0);
    }

    void overflowingBarDrivesTheAxis() {
        MemoryReport r = twoStages();
        r.stages[1].activation_bytes = 70 * GiB;  // total 110 > 80
        r.binding_stage = 1;
        r.fits = false;
        const MemoryBarGeometry g = MemoryBarGeometry::compute(r);
        QCOMPARE(g.stageTotalsGiB[1], 110.0);
        QCOMPARE(g.valueMax, 110.0 * 1.15);
        QCOMPARE(g.calloutKey, 1.0);
        QCOMPARE(g.calloutValue, 110.0 + 2.2);
        QVERIFY(!g.fits);
        // The part above the line (80–110 GiB on stage 1) is its own hatched piece; stage 0 (70)
        // has none.
        QCOMPARE(g.overflow.size(), size_t{1});
        QCOMPARE(g.overflow[0].stage, 1);
        QCOMPARE(g.overflow[0].bottomGiB, 80.0);
        QCOMPARE(g.overflow[0].topGiB, 110.0);
        QCOMPARE(g.overflow[0].left, 0.7);
        QCOMPARE(g.overflow[0].right, 1.3);
    }

    void hitTesting() {
        const MemoryBarGeometry g = MemoryBarGeometry::compute(twoStages(), 0.6);
        QCOMPARE(g.segmentAt(0.0, 5.0), 0);     // stage 0 weights
        QCOMPARE(g.segmentAt(0.29, 50.0), 3);   // stage 0 activations
        QCOMPARE(g.segmentAt(1.0, 40.0), 8);    // stage 1 activations (35–45)
        QCOMPARE(g.segmentAt(0.5, 5.0), -1);    // between bars
        QCOMPARE(g.segmentAt(0.0, 75.0), -1);   // above the bar
    }

    void tooltipListsOrigins() {
        const MemoryReport r = twoStages();
        const std::string tip = segmentTooltip(r.stages[0], MemoryCategory::Activations);
        QVERIFY2(tip.find("30.00 GiB") != std::string::npos, tip.c_str());
        QVERIFY(tip.find(std::to_string(30 * GiB) + " B") != std::string::npos);
        // Largest line first, each with its origin.
        const auto fc1 = tip.find("expert fc1 [experts]: 18.00 GiB — s·h·k/TP·2 B");
        const auto attn = tip.find("core attention [attention]: 12.00 GiB — flash: O(s)");
        QVERIFY(fc1 != std::string::npos && attn != std::string::npos && fc1 < attn);
        const std::string shortTip = segmentTooltip(r.stages[0], MemoryCategory::Activations, 1);
        QVERIFY2(shortTip.find("1 more lines: 12.00 GiB") != std::string::npos, shortTip.c_str());
    }

    void emptyReport() {
        const MemoryBarGeometry g = MemoryBarGeometry::compute(MemoryReport{});
        QVERIFY(g.segments.empty());
        QCOMPARE(g.segmentAt(0, 0), -1);
    }
};

QTEST_APPLESS_MAIN(TestMemoryBarGeometry)
#include "test_memory_bar_geometry.moc"
