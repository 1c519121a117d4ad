// Forward / backward / optimizer per GPU activity (core/trace/pass_direction.h): a small Kineto
// trace written here (autograd backward operators on their own thread, one kernel linked only by
// an ac2g flow, an optimizer annotation), a hand-built trace with NVTX-style ranges, the name
// rules, and one real PyTorch-profiler trace from ../shared/data.
#include <QtTest>

#include <string>

#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_roles.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"
#include "core/trace/pass_direction.h"
#include "tests/support/shared_data.h"

using namespace moe;
using namespace moe::trace;

namespace {

constexpr int64_t kUs = 1000;

// Times in µs. Main thread 100 runs the forward and the optimizer; the autograd thread 200 runs
// the backward functions. Expected directions, by the rules in pass_direction.h:
//   gemm_fwd       [2000, 4000]  launched at 1100 on 100, outside any backward      -> forward
//   elementwise_a  [4000, 5000]  launched at 1200 on 100                            -> forward
//   gemm_bwd       [12000,16000] launched at 11000 on 200 inside AddmmBackward0     -> backward (flow-linked)
//   elementwise_b  [19500,20500] launched at 19000 on 200 inside the same operator  -> backward
//   elementwise_c  [27000,28000] launched at 26000 inside Optimizer.step#Adam.step  -> optimizer
//   multi_tensor_apply_kernel    optimizer by its name                               -> optimizer
//   orphan_kernel  no launch known                                                  -> unknown
const char* kKineto = R"({"traceEvents": [
 {"ph":"X","cat":"user_annotation","name":"ProfilerStep#1","pid":1,"tid":100,"ts":0,"dur":31000},
 {"ph":"X","cat":"cpu_op","name":"aten::linear","pid":1,"tid":100,"ts":1000,"dur":500},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":100,"ts":1100,"dur":10,"args":{"correlation":1}},
 {"ph":"X","cat":"kernel","name":"gemm_fwd","pid":0,"tid":7,"ts":2000,"dur":2000,"args":{"device":0,"stream":7,"correlation":1}},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":100,"ts":1200,"dur":10,"args":{"correlation":2}},
 {"ph":"X","cat":"kernel","name":"elementwise_a","pid":0,"tid":7,"ts":4000,"dur":1000,"args":{"device":0,"stream":7,"correlation":2}},
 {"ph":"X","cat":"cpu_op","name":"autograd::engine::evaluate_function: AddmmBackward0","pid":1,"tid":200,"ts":10000,"dur":10000},
 {"ph":"X","cat":"cpu_op","name":"AddmmBackward0","pid":1,"tid":200,"ts":10100,"dur":9800},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":200,"ts":11000,"dur":10,"args":{"correlation":3}},
 {"ph":"s","cat":"ac2g","name":"ac2g","id":3,"pid":1,"tid":200,"ts":11000},
 {"ph":"f","cat":"ac2g","name":"ac2g","id":3,"pid":0,"tid":7,"ts":12000,"bp":"e"},
 {"ph":"X","cat":"kernel","name":"gemm_bwd","pid":0,"tid":7,"ts":12000,"dur":4000,"args":{"device":0,"stream":7}},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":200,"ts":19000,"dur":10,"args":{"correlation":4}},
 {"ph":"X","cat":"kernel","name":"elementwise_b","pid":0,"tid":7,"ts":19500,"dur":1000,"args":{"device":0,"stream":7,"correlation":4}},
 {"ph":"X","cat":"user_annotation","name":"Optimizer.step#Adam.step","pid":1,"tid":100,"ts":25000,"dur":5000},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":100,"ts":26000,"dur":10,"args":{"correlation":5}},
 {"ph":"X","cat":"kernel","name":"elementwise_c","pid":0,"tid":7,"ts":27000,"dur":1000,"args":{"device":0,"stream":7,"correlation":5}},
 {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":100,"ts":26500,"dur":10,"args":{"correlation":6}},
 {"ph":"X","cat":"kernel","name":"multi_tensor_apply_kernel","pid":0,"tid":7,"ts":28000,"dur":1000,"args":{"device":0,"stream":7,"correlation":6}},
 {"ph":"X","cat":"kernel","name":"orphan_kernel","pid":0,"tid":7,"ts":30000,"dur":100,"args":{"device":0,"stream":7}}
]})";

PassDirection directionOf(const Trace& t, const PassDirections& d, const std::string& name) {
    const RankTrace& r = t.ranks.front();
    for (size_t i = 0; i < r.events.size(); ++i)
        if (isGpuActivity(r.events[i].kind) && t.name(r.events[i]) == name) return d.of_event.front()[i];
    return PassDirection::Unknown;
}

// |∪ compute kernels of one direction| over the whole trace, ns.
int64_t computeUnion(const Trace& t, const PassDirections& d, PassDirection want) {
    int64_t total = 0;
    for (size_t r = 0; r < t.ranks.size(); ++r) {
        std::vector<Interval> v;
        for (size_t i = 0; i < t.ranks[r].events.size(); ++i) {
            const Event& e = t.ranks[r].events[i];
            const KernelRole role = kernelRoleOf(t, e);
            if (e.kind != EventKind::Kernel || isCommunicationRole(role) || role == KernelRole::Optimizer) continue;
            if (d.of_event[r][i] == want) v.push_back({e.start_ns, e.end_ns});
        }
        total += totalLength(mergeIntervals(std::move(v)));
    }
    return total;
}

struct Figures {
    uint64_t forward, backward, optimizer, unknown;  // GPU activities
    int64_t forwardComputeNs, backwardComputeNs;
};
// Compares (and names the first difference) rather than stopping inside a helper.
bool expectFigures(const Trace& t, const PassDirections& d, const Figures& want) {
    const Figures got{d.forward, d.backward, d.optimizer, d.unknown, computeUnion(t, d, PassDirection::Forward),
                      computeUnion(t, d, PassDirection::Backward)};
    const bool same = got.forward == want.forward && got.backward == want.backward && got.optimizer == want.optimizer &&
                      got.unknown == want.unknown && got.forwardComputeNs == want.forwardComputeNs &&
                      got.backwardComputeNs == want.backwardComputeNs;
    if (!same)
        qWarning("got forward %llu backward %llu optimizer %llu unknown %llu, compute %lld / %lld ns", static_cast<unsigned long long>(got.forward),
                 static_cast<unsigned long long>(got.backward), static_cast<unsigned long long>(got.optimizer),
                 static_cast<unsigned long long>(got.unknown), static_cast<long long>(got.forwardComputeNs),
                 static_cast<long long>(got.backwardComputeNs));
    return same;
}

Event runtime(int64_t corr, int64_t at, int64_t tid) {
    Event e;
    e.kind = EventKind::Runtime;
    e.correlation = corr;
    e.start_ns = at;
    e.end_ns = at + 1;
    e.stream = tid;
    e.pid = 9;
    return e;
}

}  // namespace

class TestPassDirection : public QObject {
    Q_OBJECT
private slots:
    void namesSayTheirDirection() {
        QVERIFY(isAutogradBackwardName("autograd::engine::evaluate_function: AddmmBackward0"));
        QVERIFY(isAutogradBackwardName("ConvolutionBackward0"));
        QVERIFY(isAutogradBackwardName("SumBackward1"));
        QVERIFY(isAutogradBackwardName("All2All_Pooled_WaitBackward"));
        QVERIFY(!isAutogradBackwardName("Backward"));
        QVERIFY(!isAutogradBackwardName("aten::mm"));
        QCOMPARE(rangeDirectionOfName("moe_dispatch forward"), PassDirection::Forward);
        QCOMPARE(rangeDirectionOfName("moe_combine backward"), PassDirection::Backward);
        QCOMPARE(rangeDirectionOfName("## forward ##"), PassDirection::Forward);
        QCOMPARE(rangeDirectionOfName("DistributedDataParallel.forward"), PassDirection::Forward);
        QCOMPARE(rangeDirectionOfName("forward-backward"), PassDirection::Unknown);  // Megatron's timer: both
        QCOMPARE(rangeDirectionOfName("forwarding"), PassDirection::Unknown);
        QCOMPARE(rangeDirectionOfName("decoder.layers.3.self_attention"), PassDirection::Unknown);
    }

    void kinetoAutogradOperatorsSplitForwardFromBackward() {
        auto t = importKinetoFrom(*memoryByteSource(kKineto), "hand.json");
        QVERIFY2(t, t ? "" : t.error().toString().c_str());
        // The importer keeps the two backward operators aside (cpu_ops are otherwise dropped).
        QCOMPARE(t->ranks.front().backward_ops.size(), size_t{2});
        QCOMPARE(t->ranks.front().countKind(EventKind::Annotation), size_t{2});  // step + optimizer
        const PassDirections d = classifyPassDirections(*t);
        QCOMPARE(d.source, DirectionSource::Autograd);
        QCOMPARE(directionOf(*t, d, "gemm_fwd"), PassDirection::Forward);
        QCOMPARE(directionOf(*t, d, "elementwise_a"), PassDirection::Forward);
        QCOMPARE(directionOf(*t, d, "gemm_bwd"), PassDirection::Backward);
        QCOMPARE(directionOf(*t, d, "elementwise_b"), PassDirection::Backward);
        QCOMPARE(directionOf(*t, d, "elementwise_c"), PassDirection::Optimizer);
        QCOMPARE(directionOf(*t, d, "multi_tensor_apply_kernel"), PassDirection::Optimizer);
        QCOMPARE(directionOf(*t, d, "orphan_kernel"), PassDirection::Unknown);
        // Forward compute = |[2,4] ∪ [4,5]| ms = 3 ms; backward = 4 + 1 = 5 ms.
        QVERIFY(expectFigures(*t, d, {2, 2, 2, 1, 3000 * kUs, 5000 * kUs}));
    }

    void withoutBackwardOperatorsNothingIsClassified() {
        std::string plain = kKineto;
        for (const char* op : {"autograd::engine::evaluate_function: AddmmBackward0", "AddmmBackward0"})
            plain.replace(plain.find(op), std::string(op).size(), "aten::addmm");
        auto t = importKinetoFrom(*memoryByteSource(plain), "plain.json");
        QVERIFY(t);
        const PassDirections d = classifyPassDirections(*t);
        QCOMPARE(d.source, DirectionSource::None);
        QCOMPARE(d.forward + d.backward, uint64_t{0});
        QVERIFY(d.how.find("no autograd backward operators") != std::string::npos);
    }

    void namedRangesProjectToTheirKernels() {
        // NVTX-style: ranges on thread 5; a backward range holds a "recompute forward" one.
        Trace t;
        NameTable names;
        RankTrace r;
        auto range = [&](const char* name, int64_t s, int64_t e) {
            Event ev;
            ev.kind = EventKind::Annotation;
            ev.name = names.intern(name);
            ev.start_ns = s;
            ev.end_ns = e;
            ev.stream = 5;
            ev.pid = 9;
            r.events.push_back(ev);
        };
        auto kernel = [&](const char* name, int64_t corr, int64_t s, int64_t e) {
            Event ev;
            ev.kind = EventKind::Kernel;
            ev.name = names.intern(name);
            ev.correlation = corr;
            ev.start_ns = s;
            ev.end_ns = e;
            ev.device = 0;
            ev.stream = 7;
            r.events.push_back(ev);
        };
        range("moe_dispatch forward", 0, 10);
        range("moe_combine backward", 20, 30);
        range("layer backward", 40, 60);
        range("recompute forward", 41, 50);
        r.events.push_back(runtime(1, 2, 5));
        kernel("k_fwd", 1, 3, 6);       // forward, 3 ns
        r.events.push_back(runtime(2, 22, 5));
        kernel("k_bwd", 2, 23, 27);     // backward, 4 ns
        r.events.push_back(runtime(3, 15, 5));
        kernel("k_between", 3, 15, 16); // in no range: unknown
        r.events.push_back(runtime(4, 45, 5));
        kernel("k_recompute", 4, 45, 48);  // backward wins over the forward inside it
        r.events.push_back(runtime(5, 2, 6));
        kernel("k_other_thread", 5, 6, 7); // launched on another thread: unknown
        t.names = names.release();
        t.ranks.push_back(std::move(r));
        finalizeRank(t.ranks[0], t.counts);
        const PassDirections d = classifyPassDirections(t);
        QCOMPARE(d.source, DirectionSource::NamedRanges);
        QCOMPARE(directionOf(t, d, "k_fwd"), PassDirection::Forward);
        QCOMPARE(directionOf(t, d, "k_bwd"), PassDirection::Backward);
        QCOMPARE(directionOf(t, d, "k_between"), PassDirection::Unknown);
        QCOMPARE(directionOf(t, d, "k_recompute"), PassDirection::Backward);
        QCOMPARE(directionOf(t, d, "k_other_thread"), PassDirection::Unknown);
        QCOMPARE(computeUnion(t, d, PassDirection::Forward), int64_t{3});
        QCOMPARE(computeUnion(t, d, PassDirection::Backward), int64_t{4 + 3});
    }

    void realDlrmTrace() {
        // param (facebookresearch) DLRM rank 0, one ProfilerStep: backward on the autograd thread,
        // kernels linked by correlation, and a "## backward ##" annotation on the main thread
        // around loss.backward() (its gradient-seeding kernels are backward too). Expected figures
        // from tools/pass_direction_reference.py (the same rules written independently over
        // json.load): 88 forward, 109 backward, 64 optimizer GPU activities, none unknown; compute
        // kernels' unions 312 µs forward and 501 µs backward.
        const std::string path =
            std::string(MOE_SHARED_DATA_DIR) + "/traces/kineto/param-dlrm/worker0_step_12.1694128201545.pt.trace.json";
        MOE_REQUIRE_SHARED_DATA(path);
        auto t = importKineto(path);
        QVERIFY(t);
        const PassDirections d = classifyPassDirections(*t);
        QCOMPARE(d.source, DirectionSource::Autograd);
        QVERIFY(expectFigures(*t, d, {88, 109, 64, 0, 312 * kUs, 501 * kUs}));
    }
    void nsysTraceWithoutDirectionalRangesSaysWhy() {
        // The saxpy MPI report has NVTX ranges (MPI calls), none named forward or backward.
        const std::string path = std::string(MOE_SHARED_DATA_DIR) + "/traces/nsys/saxpy-mpi-cuda_nsys_perlmutter0.sqlite";
        MOE_REQUIRE_SHARED_DATA(path);
        auto t = importNsys(path);
        QVERIFY(t);
        const PassDirections d = classifyPassDirections(*t);
        QCOMPARE(d.source, DirectionSource::None);
        QCOMPARE(d.forward + d.backward, uint64_t{0});
        QVERIFY(d.how.find("no CPU ranges named forward or backward") != std::string::npos);
    }
};

QTEST_MAIN(TestPassDirection)
#include "test_pass_direction.moc"
