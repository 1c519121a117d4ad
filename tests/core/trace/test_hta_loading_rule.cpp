// HTA's loading rule in --hta-compat (core/trace/hta_compat.h): Holistic Trace Analysis keeps,
// when a trace has two or more ProfilerStep annotations, only the GPU kernels whose launching CPU
// call (matched by correlation id) starts before the last ProfilerStep's start
// (hta/common/trace.py, _filter_irrelevant_gpu_kernels, include_last_profiler_step=False).
// A synthetic Kineto trace with three steps and kernels launched in the last one shows the
// difference; every figure below is worked out by hand from the event list.
#include <QTemporaryDir>
#include <QtTest>

#include <string>

#include "core/trace/hta_compat.h"
#include "core/trace/kineto_import.h"
#include "core/trace/trace_set_analysis.h"
#include "trace_test_util.h"

using namespace moe::trace;

namespace {

std::string event(const char* cat, const std::string& name, int tid, int ts, int dur, int correlation, bool gpu) {
    std::string args = gpu ? "{\"device\":0,\"stream\":7,\"correlation\":" + std::to_string(correlation) + "}"
                           : (correlation >= 0 ? "{\"correlation\":" + std::to_string(correlation) + "}" : "{}");
    return "{\"ph\":\"X\",\"cat\":\"" + std::string(cat) + "\",\"name\":\"" + name + "\",\"pid\":1,\"tid\":" + std::to_string(tid) +
           ",\"ts\":" + std::to_string(ts) + ",\"dur\":" + std::to_string(dur) + ",\"args\":" + args + "}";
}

// Steps at [0,100) [100,200) [200,300) µs (or only the first `steps` of them). Five kernels on one
// stream, each launched by a cudaLaunchKernel of the same correlation id:
//   corr 1  launch  10  gemm        [ 20,  60)
//   corr 2  launch 110  AllReduce   [120, 170)
//   corr 3  launch 190  gemm        [195, 230)   launched in step 2, runs into step 3
//   corr 4  launch 210  AllReduce   [215, 260)   launched in step 3
//   corr 5  launch 250  gemm        [240, 280)   launched in step 3 (another stream would run it
//                                                 early; here it only needs to overlap corr 4)
std::string threeStepTrace(int steps) {
    std::string ev;
    auto add = [&](const std::string& e) { ev += (ev.empty() ? "" : ",") + e; };
    for (int s = 0; s < steps; ++s) add(event("user_annotation", "ProfilerStep#" + std::to_string(s + 1), 1, 100 * s, 100, -1, false));
    const int launch[] = {10, 110, 190, 210, 250};
    const int start[] = {20, 120, 195, 215, 240};
    const int end[] = {60, 170, 230, 260, 280};
    for (int k = 0; k < 5; ++k) {
        add(event("cuda_runtime", "cudaLaunchKernel", 1, launch[k], 2, k + 1, false));
        const std::string name = k % 2 == 1 ? "ncclKernel_AllReduce_RING_LL_Sum_float" : "sm90_xmma_gemm_bf16";
        add(event("kernel", name, 7, start[k], end[k] - start[k], k + 1, true));
    }
    return "{\"traceEvents\":[" + ev + "]}";
}

DeviceMetrics analyze(const std::string& path, const AnalysisMode& mode) {
    auto classifier = KernelClassifier::create(mode.patterns);
    TraceAnalysisRequest request;
    request.mode = mode;
    auto file = analyzeTraceFile(path, *classifier, request);
    if (!file) qFatal("%s", file.error().toString().c_str());
    return file->devices.at(0).metrics;
}

}  // namespace

class TestHtaLoadingRule : public QObject {
    Q_OBJECT
private slots:
    void kernelsLaunchedInTheLastStepAreLeftOut() {
        QTemporaryDir dir;
        const std::string path = trace_test::writeFile(dir, "three_steps.json", threeStepTrace(3));
        // Exact mode keeps all five: comm = [120,170) + [215,260) = 95 µs; compute = [20,60) +
        // [195,230) + [240,280) = 115 µs; comm ∩ compute = [215,230) + [240,260) = 35 µs; hidden
        // 35/95 = 36.84 %; window [20, 280) = 260 µs.
        const DeviceMetrics exact = analyze(path, exactMode());
        QCOMPARE(exact.events, uint64_t{5});
        QCOMPARE(exact.comm_ns, int64_t{95'000});
        QCOMPARE(exact.compute_ns, int64_t{115'000});
        QCOMPARE(exact.overlap_ns, int64_t{35'000});
        QCOMPARE(exact.window_ns, int64_t{260'000});
        // HTA-compatible: the last ProfilerStep starts at 200 µs, so corr 4 (launched at 210) and
        // corr 5 (250) go; corr 3, launched at 190, stays although it runs past 200. comm =
        // [120,170) = 50 µs; compute = 40 + 35 = 75 µs; no overlap (0 %); window [20, 230) = 210 µs.
        const DeviceMetrics hta = analyze(path, htaCompatMode());
        QCOMPARE(hta.events, uint64_t{3});
        QCOMPARE(hta.comm_ns, int64_t{50'000});
        QCOMPARE(hta.compute_ns, int64_t{75'000});
        QCOMPARE(hta.overlap_ns, int64_t{0});
        QCOMPARE(hta.window_ns, int64_t{210'000});
        QCOMPARE(hta.hiddenCommPct(), 0.0);
    }

    void oneProfilerStepKeepsEverything() {
        // HTA sets include_last_profiler_step when it finds only one ProfilerStep (or none).
        QTemporaryDir dir;
        for (int steps : {0, 1}) {
            const std::string path = trace_test::writeFile(dir, "steps" + std::to_string(steps) + ".json", threeStepTrace(steps));
            QCOMPARE(analyze(path, htaCompatMode()).events, uint64_t{5});
        }
    }

    void ruleOnTheImportedTrace() {
        // The rule itself: two GPU events removed, the runtime calls from 200 µs on with them,
        // every ProfilerStep annotation kept.
        QTemporaryDir dir;
        auto t = importKineto(trace_test::writeFile(dir, "t.json", threeStepTrace(3)));
        QVERIFY(t);
        QCOMPARE(applyHtaLoadingRule(*t), size_t{2});
        QCOMPARE(t->ranks[0].countKind(EventKind::Kernel), size_t{3});
        QCOMPARE(t->ranks[0].countKind(EventKind::Runtime), size_t{3});
        QCOMPARE(t->ranks[0].countKind(EventKind::Annotation), size_t{3});
        QVERIFY(exactMode().hta_loading_rule == false && htaCompatMode().hta_loading_rule == true);
    }

    void theLastStepGoesOnceNotTwice() {
        // Steps by the launches of their GPU work: ProfilerStep#1 holds corr 1, #2 holds corr 2
        // and 3, #3 holds corr 4 and 5. After the rule #3 has no GPU work left, so the steps
        // reported in HTA mode are #1 and #2, the second ending with corr 3 at 230 µs.
        QTemporaryDir dir;
        auto t = importKineto(trace_test::writeFile(dir, "t.json", threeStepTrace(3)));
        QVERIFY(t);
        QCOMPARE(findSteps(*t, t->ranks[0], 0).size(), size_t{3});
        applyHtaLoadingRule(*t);
        const auto steps = reportedSteps(findSteps(*t, t->ranks[0], 0), htaCompatMode());
        QCOMPARE(steps.size(), size_t{2});
        QCOMPARE(steps[1].step, int64_t{2});
        QCOMPARE(steps[1].window.end, int64_t{230'000});
    }
};

QTEST_GUILESS_MAIN(TestHtaLoadingRule)
#include "test_hta_loading_rule.moc"
