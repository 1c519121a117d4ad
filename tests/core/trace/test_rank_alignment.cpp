// Rank clock alignment on matched collectives: synthetic ranks with a known clock offset and
// jitter, a rank that starts a few collectives late, the error cases, and the real 4-worker
// PARAM-DLRM traces, where ranks on one host share a clock, so the collective-based offsets must
// agree with the files' own absolute origins (an independent method) to within the spread.
#include <QtTest>

#include <cstdlib>
#include <filesystem>

#include "core/trace/kineto_import.h"
#include "core/trace/rank_alignment.h"
#include "trace_test_util.h"
#include "tests/support/shared_data.h"

using namespace moe::trace;

namespace {

// Collectives end at 100, 200, ... µs on the reference; compute kernels in between.
trace_test::Builder rankWithCollectives(int rank, int64_t clockOffsetNs, int firstCollective, int count, int64_t jitterNs = 0) {
    trace_test::Builder b;
    b.rank.rank = rank;
    for (int k = firstCollective; k < firstCollective + count; ++k) {
        const int64_t end = (k + 1) * 100000 + clockOffsetNs + ((k % 2) ? jitterNs : -jitterNs);
        const char* name = (k % 3 == 0) ? "ncclDevKernel_AllReduce_Sum_bf16_RING_LL" : "ncclDevKernel_AllGather_RING_LL";
        b.kernel("sm90_gemm_bf16", end - 60000, end - 30000, 7);
        b.kernel(name, end - 20000 - k * 100, end, 20);  // starts differ (waiting), ends coincide
    }
    return b;
}

}  // namespace

class TestRankAlignment : public QObject {
    Q_OBJECT
private slots:
    void knownOffsetIsRecovered() {
        const Trace r0 = rankWithCollectives(0, 0, 0, 20).build();
        const Trace r1 = rankWithCollectives(1, -7'500'000, 0, 20, 300).build();  // clock 7.5 ms behind, ±300 ns jitter
        auto a = alignOnCollectives({{&r0, &r0.ranks[0]}, {&r1, &r1.ranks[0]}});
        QVERIFY(a);
        QCOMPARE(a->method, std::string("collectives"));
        QCOMPARE(a->offsets.size(), size_t{2});
        QCOMPARE(a->offsets[0].offset_ns, int64_t{0});
        // end_ref − end_r = 7.5 ms ∓ 300 ns; the median of an even split lands on one side.
        QVERIFY(std::llabs(a->offsets[1].offset_ns - 7'500'000) <= 300);
        QCOMPARE(a->offsets[1].matched, int64_t{20});
        QVERIFY(a->offsets[1].residual_ns <= 600);
        QCOMPARE(a->offsets[1].index_shift, 0);
    }

    void lateStartingRankMatchesAtAShift() {
        // Rank 1's profile starts 3 collectives later (its first is the reference's 4th).
        const Trace r0 = rankWithCollectives(0, 0, 0, 20).build();
        trace_test::Builder late = rankWithCollectives(1, 2'000'000, 3, 17);
        // Its times restart near zero in its own file: move everything so its first event is at 0.
        const Trace r1 = late.build();
        auto a = alignOnCollectives({{&r0, &r0.ranks[0]}, {&r1, &r1.ranks[0]}});
        QVERIFY(a);
        QCOMPARE(a->offsets[1].index_shift, -3);  // its k-th is the reference's (k + 3)-th
        QCOMPARE(a->offsets[1].matched, int64_t{17});
        QCOMPARE(a->offsets[1].offset_ns, int64_t{-2'000'000});
        QCOMPARE(a->offsets[1].residual_ns, int64_t{0});
    }

    void shiftingApplies() {
        Trace r1 = rankWithCollectives(1, -1000, 0, 5).build();
        const int64_t before = r1.ranks[0].events.front().start_ns;
        shiftRank(r1.ranks[0], 1000);
        QCOMPARE(r1.ranks[0].events.front().start_ns, before + 1000);
    }

    void errorsNameTheRankAndReason() {
        const Trace r0 = rankWithCollectives(0, 0, 0, 10).build();
        trace_test::Builder quiet;
        quiet.rank.rank = 5;
        quiet.kernel("sm90_gemm_bf16", 0, 10, 7);
        const Trace r5 = quiet.build();
        auto a = alignOnCollectives({{&r0, &r0.ranks[0]}, {&r5, &r5.ranks[0]}});
        QVERIFY(!a);
        QCOMPARE(a.error().field, std::string("rank 5"));
        QVERIFY(a.error().reason.find("no collective") != std::string::npos);

        // Same count, different collectives: nothing matches by name.
        trace_test::Builder other;
        other.rank.rank = 2;
        for (int k = 0; k < 10; ++k) other.kernel("ncclDevKernel_ReduceScatter_RING_LL", k * 1000, k * 1000 + 500, 20);
        const Trace r2 = other.build();
        a = alignOnCollectives({{&r0, &r0.ranks[0]}, {&r2, &r2.ranks[0]}});
        QVERIFY(!a);
        QVERIFY(a.error().reason.find("fewer than 3") != std::string::npos);

        AlignmentOptions bad;
        bad.collective_regex = "([";
        QVERIFY(!alignOnCollectives({{&r0, &r0.ranks[0]}}, bad));

        QVERIFY(!alignOnSharedClock({{&r0, &r0.ranks[0]}}));  // built traces have no absolute origin
    }

    void realWorkersAgreeWithTheirSharedClock() {
        const std::filesystem::path dir = std::filesystem::path(MOE_SHARED_DATA_DIR) / "traces/kineto/param-dlrm";
        MOE_REQUIRE_SHARED_DATA(dir);
        std::vector<Trace> traces;
        for (const char* name : {"worker0_step_12.1694128201545.pt.trace.json", "worker1_step_12.1694128201556.pt.trace.json",
                                 "worker2_step_12.1694128201554.pt.trace.json", "worker3_step_12.1694128201557.pt.trace.json"}) {
            auto t = importKineto((dir / name).string());
            QVERIFY2(t, t ? "" : t.error().toString().c_str());
            traces.push_back(std::move(*t));
        }
        std::vector<RankRef> refs;
        for (const Trace& t : traces) refs.push_back({&t, &t.ranks.front()});
        auto byCollectives = alignOnCollectives(refs);
        QVERIFY2(byCollectives, byCollectives ? "" : byCollectives.error().toString().c_str());
        auto byClock = alignOnSharedClock(refs);
        if (!byClock) QSKIP("the PARAM-DLRM files carry no absolute origin to compare with");
        for (size_t i = 1; i < refs.size(); ++i) {
            const RankOffset& c = byCollectives->offsets[i];
            const RankOffset& k = byClock->offsets[i];
            qInfo("rank %d: collectives %lld ns (matched %lld, spread %lld ns), clock %lld ns", c.rank, static_cast<long long>(c.offset_ns),
                  static_cast<long long>(c.matched), static_cast<long long>(c.residual_ns), static_cast<long long>(k.offset_ns));
            QVERIFY(c.matched >= 3);
            // The two methods measure the same thing; they may differ by the collectives' own end
            // skew and the files' µs rounding: at most 10 µs + 4× the spread (observed: 1-2 µs).
            QVERIFY2(std::llabs(c.offset_ns - k.offset_ns) <= 10'000 + 4 * c.residual_ns,
                     (std::to_string(c.offset_ns) + " vs " + std::to_string(k.offset_ns)).c_str());
        }
    }
};

QTEST_MAIN(TestRankAlignment)
#include "test_rank_alignment.moc"
