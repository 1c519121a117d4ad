// Interval unions, comm ∩ compute and the idle split (domain §9.4) on hand-built traces whose
// answers are worked out in the comments.
#include <QtTest>

#include "core/trace/interval_metrics.h"
#include "trace_test_util.h"

using namespace moe::trace;
using trace_test::Builder;

class TestTraceIntervals : public QObject {
    Q_OBJECT
private slots:
    void mergeTouchingNestedAndZeroLength() {
        // [0,5] and [5,10] touch -> one; [2,3] nested; [20,20] zero-length adds nothing.
        const auto m = mergeIntervals({{5, 10}, {0, 5}, {2, 3}, {20, 20}, {30, 40}, {35, 38}});
        QCOMPARE(m.size(), size_t(2));
        QCOMPARE(m[0], (Interval{0, 10}));
        QCOMPARE(m[1], (Interval{30, 40}));
        QCOMPARE(totalLength(m), int64_t(20));
    }

    void intersectSweep() {
        const auto a = mergeIntervals({{0, 10}, {20, 30}});
        const auto b = mergeIntervals({{5, 25}});
        const auto x = intersectMerged(a, b);
        QCOMPARE(x.size(), size_t(2));
        QCOMPARE(x[0], (Interval{5, 10}));
        QCOMPARE(x[1], (Interval{20, 25}));
        QVERIFY(intersectMerged(a, {}).empty());
    }

    // The unit case of domain §9.4.
    void domainUnitCase() {
        Builder b;
        b.kernel("gemm_a", 0, 10, 7, -1).kernel("gemm_b", 12, 20, 7, 11).kernel("ncclKernel_AllReduce", 5, 15, 40, 0);
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.window_ns, int64_t(20));
        QCOMPARE(m.compute_ns, int64_t(18));
        QCOMPARE(m.comm_ns, int64_t(10));
        QCOMPARE(m.overlap_ns, int64_t(8));  // [5,10] + [12,15]
        QCOMPARE(m.hiddenCommPct(), 80.0);
        QCOMPARE(m.exposed_comm_ns, int64_t(2));
        QCOMPARE(m.host_wait_ns, int64_t(2));  // stream 7: gap [10,12], next launched at 11 > 10
        QCOMPARE(m.kernel_wait_ns, int64_t(0));
        QCOMPARE(m.busy_ns, int64_t(20));      // the comm kernel covers the stream gap
        QCOMPARE(m.idle_ns, int64_t(0));
        QCOMPARE(m.device_host_wait_ns + m.device_kernel_wait_ns + m.device_other_idle_ns, int64_t(0));
        QCOMPARE(m.kernel_duration_sum_ns, int64_t(28));  // labelled sum, larger than the window
    }

    void launchedBeforeGapIsKernelWait() {
        Builder b;
        b.kernel("k1", 0, 10, 7, 0).kernel("k2", 12, 20, 7, 9);  // launched at 9, before the gap opened
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.host_wait_ns, int64_t(0));
        QCOMPARE(m.kernel_wait_ns, int64_t(2));
        QCOMPARE(m.device_kernel_wait_ns, int64_t(2));
        QCOMPARE(m.idle_ns, int64_t(2));
    }

    void longGapWithoutLaunchIsOther() {
        Builder b;
        b.kernel("k1", 0, 1000, 7).kernel("k2", 100'000, 101'000, 7);  // 99 µs gap, no launch known
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.other_idle_ns, int64_t(99'000));
        QCOMPARE(m.device_other_idle_ns, int64_t(99'000));
        QCOMPARE(m.idle_ns, int64_t(99'000));
    }

    void severalStreamsOverlapping() {
        // Compute on streams 7 and 8 overlapping each other; comm on 40 and 41 overlapping each other.
        // compute ∪ = [0,30]; comm ∪ = [25,50]; overlap = [25,30] = 5; busy = [0,50].
        Builder b;
        b.kernel("gemm", 0, 20, 7).kernel("gemm", 10, 30, 8);
        b.kernel("ncclDevKernel_SendRecv", 25, 40, 40).kernel("deep_ep::dispatch", 35, 50, 41);
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.streams, uint64_t(4));
        QCOMPARE(m.compute_ns, int64_t(30));
        QCOMPARE(m.comm_ns, int64_t(25));
        QCOMPARE(m.overlap_ns, int64_t(5));
        QCOMPARE(m.exposed_comm_ns, int64_t(20));
        QCOMPARE(m.busy_ns, int64_t(50));
        QCOMPARE(m.kernel_duration_sum_ns, int64_t(70));  // the sum overcounts; the union does not
        QCOMPARE(m.non_compute_ns, int64_t(20));
        // Under HTA's own patterns DeepEP counts as compute (§9.3): comm shrinks to [25,40] and
        // compute grows to [0,30] ∪ [35,50].
        const auto hta = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t, htaPatterns()));
        QCOMPARE(hta.comm_ns, int64_t(15));
        QCOMPARE(hta.compute_ns, int64_t(45));
    }

    void nestedAndTouching() {
        Builder b;
        b.kernel("outer", 0, 100, 7).kernel("inner", 10, 20, 8).kernel("touch", 100, 150, 9).kernel("zero", 150, 150, 9);
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.events, uint64_t(4));
        QCOMPARE(m.busy_ns, int64_t(150));
        QCOMPARE(m.compute_ns, int64_t(150));
        QCOMPARE(m.idle_ns, int64_t(0));
    }

    void zeroLengthKernelDoesNotSplitGaps() {
        Builder b;
        b.kernel("a", 0, 10, 7).kernel("z", 15, 15, 7).kernel("b", 20, 30, 7);
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.events, uint64_t(3));
        QCOMPARE(m.idle_ns, int64_t(10));
        QCOMPARE(m.kernel_wait_ns, int64_t(10));  // one 10 ns gap, not two of 5
        QCOMPARE(m.device_kernel_wait_ns, int64_t(10));
    }

    void windowClipsAndLeadingGap() {
        Builder b;
        b.kernel("gemm", 0, 50, 7).kernel("nccl_all_reduce", 40, 100, 40, 60).kernel("gemm", 200, 300, 7);
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t), Interval{30, 80});
        QCOMPARE(m.window_ns, int64_t(50));
        QCOMPARE(m.compute_ns, int64_t(20));   // [30,50]
        QCOMPARE(m.comm_ns, int64_t(40));      // [40,80]
        QCOMPARE(m.overlap_ns, int64_t(10));   // [40,50]
        QCOMPARE(m.events, uint64_t(2));
        // Window [100,250]: the comm kernel ends exactly at 100 and is outside; a 100 ns gap
        // before the gemm (launch unknown) is kernel-wait (< 30 µs).
        const auto w = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t), Interval{100, 250});
        QCOMPARE(w.busy_ns, int64_t(50));                // [200,250]
        QCOMPARE(w.events, uint64_t(1));
        QCOMPARE(w.device_kernel_wait_ns, int64_t(100));
        QCOMPARE(w.idle_ns, int64_t(100));
    }

    void memcpyIsMemoryByKind() {
        Builder b;
        b.kernel("Memcpy HtoD", 0, 10, 7, kNoTime, 0, EventKind::Memcpy).kernel("gemm", 5, 20, 8);
        const Trace t = b.build();
        const auto m = computeDeviceMetrics(t.ranks[0], 0, trace_test::classify(t));
        QCOMPARE(m.memory_ns, int64_t(10));
        QCOMPARE(m.compute_ns, int64_t(15));
        QCOMPARE(m.busy_ns, int64_t(20));
    }

    void devicesAreSeparate() {
        Builder b;
        b.kernel("gemm", 0, 10, 7, kNoTime, 0).kernel("gemm", 100, 200, 7, kNoTime, 1);
        const Trace t = b.build();
        QCOMPARE(t.ranks[0].devices, (std::vector<int32_t>{0, 1}));
        const auto m1 = computeDeviceMetrics(t.ranks[0], 1, trace_test::classify(t));
        QCOMPARE(m1.window_ns, int64_t(100));
        QCOMPARE(m1.events, uint64_t(1));
    }

    void stepsFromLaunches() {
        Builder b;
        b.annotation("ProfilerStep#3", 0, 100).annotation("ProfilerStep#4", 100, 200);
        b.kernel("k", 50, 150, 7, 10).kernel("k", 160, 180, 7, 90).kernel("k", 300, 400, 7, 150);
        const Trace t = b.build();
        const auto steps = findSteps(t, t.ranks[0], 0);
        QCOMPARE(steps.size(), size_t(2));
        QCOMPARE(steps[0].step, int64_t(3));
        QCOMPARE(steps[0].window, (Interval{50, 180}));
        QCOMPARE(steps[1].window, (Interval{300, 400}));
        QVERIFY(steps[1].last);
        QVERIFY(!steps[0].last);
    }

    void annotationWindowsGpuAndCpu() {
        Builder b;
        b.annotation("dispatch(F)", 0, 40, 5, EventKind::GpuAnnotation);
        b.annotation("nccl:all_to_all", 100, 110, 1);
        b.kernel("ncclKernel_SendRecv", 120, 170, 40, 105);
        b.kernel("gemm", 200, 230, 7, 150);
        // CPU annotations need the runtime call's thread: add launches with correlations.
        Trace t = b.build();
        Event rt;
        rt.kind = EventKind::Runtime;
        rt.start_ns = 105;
        rt.end_ns = 106;
        rt.stream = 1;
        rt.correlation = 9;
        t.ranks[0].events.push_back(rt);
        for (auto& e : t.ranks[0].events)
            if (e.kind == EventKind::Kernel && e.start_ns == 120) e.correlation = 9;
        const auto gpu = annotationWindows(t, t.ranks[0], 0, "dispatch");
        QCOMPARE(gpu.size(), size_t(1));
        QCOMPARE(gpu[0], (Interval{0, 40}));
        const auto cpu = annotationWindows(t, t.ranks[0], 0, "all_to_all");
        QCOMPARE(cpu.size(), size_t(1));
        QCOMPARE(cpu[0], (Interval{120, 170}));
        QVERIFY(annotationWindows(t, t.ranks[0], 0, "no such range").empty());
    }
};

QTEST_GUILESS_MAIN(TestTraceIntervals)
#include "test_trace_intervals.moc"
