// buildTimelineLanes on a hand-built rank: GPU stream lanes, the CPU lane of a thread's ranges, and
// CUDA-graph replays (cudaGraphLaunch runtime calls) drawn on their thread's lane while ordinary
// launch calls are not.
#include <QtTest>

#include "core/trace/kernel_classes.h"
#include "ui/trace/timeline_lanes.h"

using namespace moe;
using namespace moe::trace;

class TestTimelineLanes : public QObject {
    Q_OBJECT
private slots:
    void graphLaunchesShareTheirThreadsLane() {
        Trace t;
        NameTable names;
        RankTrace r;
        auto add = [&](EventKind kind, const char* name, int64_t s, int64_t e, int64_t stream, int32_t device) {
            Event ev;
            ev.kind = kind;
            ev.name = names.intern(name);
            ev.start_ns = s;
            ev.end_ns = e;
            ev.stream = stream;
            ev.device = device;
            r.events.push_back(ev);
        };
        add(EventKind::Kernel, "sm90_gemm", 10, 20, 7, 0);
        add(EventKind::Runtime, "cudaLaunchKernel", 0, 2, 100, -1);   // not drawn
        add(EventKind::Runtime, "cudaGraphLaunch", 3, 5, 100, -1);    // drawn on thread 100
        add(EventKind::Runtime, "cudaGraphLaunch_v10000", 6, 7, 200, -1);  // its own thread's lane
        add(EventKind::Annotation, "forward", 0, 30, 100, -1);
        t.names = names.release();
        t.ranks.push_back(r);
        finalizeRank(t.ranks[0], t.counts);
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
