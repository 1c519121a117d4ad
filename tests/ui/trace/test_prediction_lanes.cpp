// Lane labels name what a GPU stream runs (ui/trace/prediction_lanes): every kernel role on the
// lane, the most time first. A review found a measured stream of 5 SendRecv and 3 AllReduce kernels
// labelled "send/recv" alone; the roles come from core's kernelRoleOfName on the kernels' names.
#include <QtTest>

#include "core/trace/trace_model.h"
#include "ui/trace/prediction_lanes.h"

using namespace moe;
using namespace moe::ui;

class TestPredictionLanes : public QObject {
    Q_OBJECT
private slots:
    void aLaneNamesEveryRoleItRuns() {
        trace::Trace t;
        t.ranks.emplace_back();
        trace::RankTrace& rank = t.ranks.back();
        const uint32_t sendRecv = static_cast<uint32_t>(t.names.size());
        t.names.push_back("ncclKernel_SendRecv_RING_SIMPLE_Sum_int8_t");
        const uint32_t allReduce = static_cast<uint32_t>(t.names.size());
        t.names.push_back("ncclKernel_AllReduce_RING_LL_Sum_float");
        TimelineLane lane;
        lane.kind = TimelineLane::Kind::GpuStream;
        lane.label = "r0 GPU0 s84";
        int64_t at = 0;
        // 5 send/recv of 10 µs, 3 all-reduce of 4 µs: send/recv has the most time.
        for (int i = 0; i < 8; ++i) {
            trace::Event e;
            e.kind = trace::EventKind::Kernel;
            e.stream = 84;
            e.device = 0;
            e.name = i < 5 ? sendRecv : allReduce;
            e.start_ns = at;
            e.end_ns = at + (i < 5 ? 10000 : 4000);
            at = e.end_ns + 1000;
            lane.events.source.push_back(static_cast<uint32_t>(rank.events.size()));
            rank.events.push_back(e);
        }
        QCOMPARE(laneRoles(lane, t),
                 (std::vector<trace::KernelRole>{trace::KernelRole::PointToPoint, trace::KernelRole::Collective}));
        QCOMPARE(dominantRole(lane, t), trace::KernelRole::PointToPoint);
        std::vector<TimelineLane> lanes{lane};
        matchLanesByRole(lanes, t, 0);
        QCOMPARE(QString::fromStdString(lanes.front().label), QStringLiteral("r0 GPU0 s84 · send/recv + collectives"));
    }
};

QTEST_MAIN(TestPredictionLanes)
#include "test_prediction_lanes.moc"
