// buildTimelineLanes on a hand-built rank: GPU stream lanes, the CPU lane of a thread's ranges, and
// CUDA-graph replays (cudaGraphLaunch runtime calls) drawn on their thread's lane while ordinary
// launch calls are not.
#include <QtTest>

#include "core/trace/kernel_classes.h"
#include "tests/core/trace/trace_test_util.h"
#include "ui/trace/timeline_lanes.h"

using namespace moe;
using namespace moe::trace;

class TestTimelineLanes : public QObject {
    Q_OBJECT
private slots:
    void graphLaunchesShareTheirThreadsLane() {
        trace_test::Builder b;
        b.kernel("sm90_gemm", 10, 20, 7)
            .kernel("cudaLaunchKernel", 0, 2, 100, kNoTime, -1, EventKind::Runtime)         // not drawn
            .kernel("cudaGraphLaunch", 3, 5, 100, kNoTime, -1, EventKind::Runtime)          // drawn on thread 100
            .kernel("cudaGraphLaunch_v10000", 6, 7, 200, kNoTime, -1, EventKind::Runtime)   // its own thread's lane
            .annotation("forward", 0, 30, 100);
        const Trace t = b.build();
        const auto classes = KernelClassifier::create(defaultPatterns()).value().classify(t);
        const auto lanes = ui::buildTimelineLanes(t, classes);
        // GPU s7, then CPU 100 (range + graph launch), CPU 200 (graph launch).
        QCOMPARE(lanes.size(), size_t{3});
        QCOMPARE(lanes[0].kind, ui::TimelineLane::Kind::GpuStream);
        QCOMPARE(lanes[1].kind, ui::TimelineLane::Kind::CpuAnnotations);
        QCOMPARE(lanes[1].stream, int64_t{100});
        QCOMPARE(lanes[1].events.size(), size_t{2});
        QCOMPARE(lanes[2].stream, int64_t{200});
        QCOMPARE(lanes[2].events.size(), size_t{1});
    }
};

QTEST_MAIN(TestTimelineLanes)
#include "test_timeline_lanes.moc"
