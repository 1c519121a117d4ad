// StepBreakdownGeometry: disjoint parts that stack to StepBreakdown::total(), compute shown
// without its recompute share, shares of the step, exposed communication summed by kind.
#include <QtTest>

#include "core/perf/step_time_model.h"
#include "ui/estimate/step_breakdown_geometry.h"

using namespace moe;
using namespace moe::ui;

namespace {

StepBreakdown sample() {
    StepBreakdown b;
    b.compute_s = 10.0;
    b.recompute_s = 2.0;
    b.tp_comm_s = 0.5;
    b.cp_comm_s = 0.25;
    b.ep_comm_s = 1.5;
    b.pp_comm_s = 0.125;
    b.dp_comm_s = 0.125;
    b.host_s = 0.75;
    b.bubble_s = 3.0;
    b.optimizer_s = 0.5;
    b.offload_s = 1.0;
    b.fixed_s = 2.25;
    return b;  // total 20 (recompute is part of compute)
}

}  // namespace

class TestStepBreakdownGeometry : public QObject {
    Q_OBJECT
private slots:
    void partsStackToTheTotal() {
        const StepBreakdown b = sample();
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(b);
        QCOMPARE(g.total, 20.0);
        QCOMPARE(g.total, b.total());
        QCOMPARE(g.segments.size(), kStepParts.size());
        double at = 0;
        for (const StepSegment& s : g.segments) {
            QCOMPARE(s.start, at);
            QCOMPARE(s.end, s.start + s.seconds);
            at = s.end;
        }
        QCOMPARE(at, 20.0);
        QCOMPARE(g.segments.front().part, StepPart::Compute);
        QCOMPARE(g.segments.back().part, StepPart::Fixed);
    }

    void activationOffloadIsItsOwnPart() {
        // The exposed host-link copies of fine-grained activation offloading stack after host overhead.
        StepBreakdown b = sample();
        b.activation_offload_s = 0.5;
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(b);
        QCOMPARE(g.total, 20.5);
        QCOMPARE(g.segment(StepPart::ActivationOffload)->seconds, 0.5);
        QCOMPARE(g.segment(StepPart::ActivationOffload)->start, g.segment(StepPart::Host)->end);
        QCOMPARE(stepPartName(StepPart::ActivationOffload), QStringLiteral("Exposed activation offload"));
    }

    void computeExcludesRecompute() {
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(sample());
        QCOMPARE(g.segment(StepPart::Compute)->seconds, 8.0);
        QCOMPARE(g.segment(StepPart::Recompute)->seconds, 2.0);
        QCOMPARE(g.segment(StepPart::Compute)->fraction, 0.4);
        QCOMPARE(g.segment(StepPart::Bubble)->fraction, 0.15);
        QCOMPARE(g.segment(StepPart::EpComm)->start, 8.0 + 2.0 + 0.5 + 0.25);
    }

    void communicationAndLargest() {
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(sample());
        QCOMPARE(g.exposedComm, 2.5);
        QCOMPARE(g.largest(), StepPart::Compute);
        StepBreakdown b = sample();
        b.bubble_s = 9.0;
        QCOMPARE(StepBreakdownGeometry::compute(b).largest(), StepPart::Bubble);
        QVERIFY(isCommunication(StepPart::DpComm));
        QVERIFY(!isCommunication(StepPart::Bubble));
        QVERIFY(!stepPartName(StepPart::EpComm).isEmpty());
    }

    void detailsSayWhatHidAndTheComputeSplit() {
        StepBreakdown b = sample();
        b.gemm_s = 7.0;
        b.attention_s = 3.0;
        b.hbm_s = 2.0;
        b.overlaps = {{"ep", 6.0, 1.5, "the other microbatch's blocks"}, {"tp", 0.5, 0.5, ""}};
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(b);
        const StepSegment* ep = g.segment(StepPart::EpComm);
        QVERIFY(ep);
        QCOMPARE(ep->beforeOverlap, 6.0);
        // 6 s before overlap, 1.5 s exposed: 4.5 s hidden.
        QCOMPARE(stepPartDetail(*ep), QStringLiteral("6 s of communication, 1.5 s exposed: 4.5 s hidden behind the other microbatch's blocks"));
        QCOMPARE(stepPartDetail(*g.segment(StepPart::TpComm)), QStringLiteral("0.5 s of communication; nothing hides it"));
        QVERIFY(stepPartDetail(*g.segment(StepPart::CpComm)).isEmpty());  // no overlap row for CP
        QCOMPARE(stepPartDetail(*g.segment(StepPart::Compute)),
                 QStringLiteral("GEMMs 7 s, attention kernels 3 s, HBM-bound kernels 2 s (recompute included)"));
        QVERIFY(stepPartDetail(*g.segment(StepPart::Bubble)).isEmpty());
    }
    void emptyStepHasNoShares() {
        const StepBreakdownGeometry g = StepBreakdownGeometry::compute(StepBreakdown{});
        QCOMPARE(g.total, 0.0);
        for (const StepSegment& s : g.segments) QCOMPARE(s.fraction, 0.0);
        QVERIFY(StepBreakdownGeometry{}.segment(StepPart::Compute) == nullptr);
    }
};

QTEST_APPLESS_MAIN(TestStepBreakdownGeometry)
#include "test_step_breakdown_geometry.moc"
