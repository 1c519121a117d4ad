// The pass scheduler (core/schedule/pass_scheduler.h) on schedules worked by hand: every pass's
// start and end follow from "start when the rank is free and the input has arrived". Forward 1 s
// and backward 2 s per chunk, so the results are small integers.
#include <QtTest>

#include <string>
#include <utility>
#include <vector>

#include "core/schedule/pass_scheduler.h"

using namespace moe::schedule;

namespace {

struct Expected {
    std::string label;
    double start, end;
};

ScheduleInput unitInput(PipelineShape shape) {
    ScheduleInput in;
    in.shape = shape;
    in.pass_seconds = [](int, const Pass& p) { return p.kind == PassKind::Forward ? 1.0 : 2.0; };
    in.combined_seconds = [](int, const Pass&, const Pass&) { return 3.0; };
    return in;
}

void compareRank(const Schedule& s, int rank, int vpp, const std::vector<Expected>& expected) {
    const auto& tasks = s.ranks[static_cast<size_t>(rank)];
    QCOMPARE(tasks.size(), expected.size());
    for (size_t i = 0; i < tasks.size(); ++i) {
        const std::string label = passLabel(tasks[i].first, vpp);
        QCOMPARE(label, expected[i].label);
        QCOMPARE(tasks[i].start, expected[i].start);
        QCOMPARE(tasks[i].end, expected[i].end);
    }
}

}  // namespace

class TestPassScheduler : public QObject {
    Q_OBJECT
private slots:
    void oneFOneBTwoStagesFourMicrobatches() {
        auto s = schedulePasses(unitInput({2, 1, 4, 0, false}));
        QVERIFY(s);
        // Rank 1's F0 waits for rank 0's F0 (ends at 1); rank 0's B0 waits for rank 1's B0 (4).
        compareRank(*s, 0, 1, {{"F0", 0, 1}, {"F1", 1, 2}, {"B0", 4, 6}, {"F2", 6, 7}, {"B1", 7, 9}, {"F3", 9, 10}, {"B2", 10, 12}, {"B3", 13, 15}});
        compareRank(*s, 1, 1, {{"F0", 1, 2}, {"B0", 2, 4}, {"F1", 4, 5}, {"B1", 5, 7}, {"F2", 7, 8}, {"B2", 8, 10}, {"F3", 10, 11}, {"B3", 11, 13}});
        // Makespan (m + PP − 1)·(F + B) = 5 · 3 = 15, the closed form's value.
        QCOMPARE(s->ranks[0].back().end, 15.0);
    }
    void blockingSendsAddToTheSender() {
        ScheduleInput in = unitInput({2, 1, 4, 0, false});
        in.send_s = 0.5;  // rank 0 sends activations after each forward, rank 1 gradients after each backward
        auto s = schedulePasses(in);
        QVERIFY(s);
        compareRank(*s, 0, 1, {{"F0", 0, 1.5}, {"F1", 1.5, 3}, {"B0", 5, 7}, {"F2", 7, 8.5}, {"B1", 8.5, 10.5}, {"F3", 10.5, 12}, {"B2", 12, 14}, {"B3", 15.5, 17.5}});
        compareRank(*s, 1, 1, {{"F0", 1.5, 2.5}, {"B0", 2.5, 5}, {"F1", 5, 6}, {"B1", 6, 8.5}, {"F2", 8.5, 9.5}, {"B2", 9.5, 12}, {"F3", 12, 13}, {"B3", 13, 15.5}});
    }
    void interleavedTwoStagesTwoChunks() {
        auto s = schedulePasses(unitInput({2, 2, 4, 0, false}));
        QVERIFY(s);
        compareRank(*s, 0, 2, {{"F0.0", 0, 1},   {"F1.0", 1, 2},   {"F0.1", 2, 3},   {"F1.1", 3, 4},   {"F2.0", 4, 5},   {"B0.1", 6, 8},
                               {"F3.0", 8, 9},   {"B1.1", 9, 11},  {"F2.1", 11, 12}, {"B0.0", 12, 14}, {"F3.1", 14, 15}, {"B1.0", 15, 17},
                               {"B2.1", 18, 20}, {"B3.1", 21, 23}, {"B2.0", 23, 25}, {"B3.0", 25, 27}});
        compareRank(*s, 1, 2, {{"F0.0", 1, 2},   {"F1.0", 2, 3},   {"F0.1", 3, 4},   {"B0.1", 4, 6},   {"F1.1", 6, 7},   {"B1.1", 7, 9},
                               {"F2.0", 9, 10},  {"B0.0", 10, 12}, {"F3.0", 12, 13}, {"B1.0", 13, 15}, {"F2.1", 15, 16}, {"B2.1", 16, 18},
                               {"F3.1", 18, 19}, {"B3.1", 19, 21}, {"B2.0", 21, 23}, {"B3.0", 23, 25}});
        // (m + (PP − 1)/v)·t_mb with t_mb = v·(F + B) = 6: (4 + 1/2)·6 = 27.
        QCOMPARE(s->ranks[0].back().end, 27.0);
    }
    void criticalPathEndsOnTheLastPass() {
        auto s = schedulePasses(unitInput({2, 1, 4, 0, false}));
        QVERIFY(s);
        const auto chain = s->criticalPath(0);
        QVERIFY(!chain.empty());
        // The chain ends with rank 0's B3, which waited for rank 1's B3.
        QCOMPARE(chain.back(), std::make_pair(0, 7));
        QCOMPARE(chain[chain.size() - 2], std::make_pair(1, 7));
        // It starts at the step's first pass.
        QCOMPARE(chain.front(), std::make_pair(0, 0));
    }
    void combinedPairsAreOneTask() {
        ScheduleInput in = unitInput({1, 1, 3, 0, true});
        auto s = schedulePasses(in);
        QVERIFY(s);
        // F0 alone (1), F1+B0 (3), F2+B1 (3), B2 alone (2).
        const auto& t = s->ranks[0];
        QCOMPARE(t.size(), size_t{4});
        QVERIFY(t[1].combined && t[2].combined);
        QCOMPARE(t[1].start, 1.0);
        QCOMPARE(t[2].end, 7.0);
        QCOMPARE(t[3].end, 9.0);
    }
    void mergedStepsWaitForOneSend() {
        // Interleaved combined 1F1B, PP 2 / VPP 2, 8 microbatches, merged step 3 s, each PP send
        // 0.25 s. A merged step sends its backward gradient from the compute stream (the step ends
        // 0.25 s after its 3 s of compute) and its forward activation asynchronously (the step does
        // not wait for it). Rank r's k-th backward needs rank r+1's k-th backward gradient from the
        // step before, so in the steady phase nothing hides the gradient's send: merged steps follow
        // each other every 3 + 0.25 = 3.25 s. Rank 1 runs 3 warm-up forwards (2·(2−1−1) + (2−1)·2,
        // + 1 for combined 1F1B) and then 13 merged steps back to back from 4.75 s.
        ScheduleInput in = unitInput({2, 2, 8, 0, true});
        in.send_s = 0.25;
        in.blocking_sends = false;
        auto s = schedulePasses(in);
        QVERIFY(s);
        const auto& r1 = s->ranks[1];
        QCOMPARE(r1.size(), size_t{3 + 13 + 3});
        for (size_t k = 3; k < 16; ++k) {
            QVERIFY(r1[k].combined);
            QCOMPARE(r1[k].start, 4.75 + 3.25 * static_cast<double>(k - 3));
            // Rank 1 holds stages 1 and 3: every backward it merges sends a gradient upstream.
            QVERIFY(r1[k].second_send_at >= 0);
            QCOMPARE(r1[k].end - r1[k].start, 3.25);
            QCOMPARE(r1[k].second_send_at, r1[k].start + 3.0);
            // Its forward activation leaves when the compute ends (stage 1 → 2), or not at all (stage 3).
            if (r1[k].first_send_at >= 0) QCOMPARE(r1[k].first_send_at, r1[k].start + 3.0);
        }
        // Rank 0's merged backward of chunk 0 (stage 0) sends nothing: that step is 3 s long, and
        // the next one starts 0.25 s later, when rank 1's gradient arrives.
        const auto& r0 = s->ranks[0];
        QCOMPARE(passLabel(r0[7].second, 2), std::string("B0.0"));
        QCOMPARE(r0[7].end - r0[7].start, 3.0);
        QCOMPARE(r0[8].start, r0[7].end + 0.25);
    }
};

QTEST_MAIN(TestPassScheduler)
#include "test_pass_scheduler.moc"
