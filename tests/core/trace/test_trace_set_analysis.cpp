// A set of rank files analysed on a pool of threads (core/trace/trace_set_analysis): the figures
// of each rank against a hand calculation, the same results in the same order whatever the thread
// count, and a broken file in the middle of the set that fails alone, named, without losing the
// other files' results.
#include <QTemporaryDir>
#include <QtTest>

#include "core/trace/trace_set_analysis.h"
#include "trace_test_util.h"

using namespace moe::trace;

namespace {

// Rank r, in µs: compute [0,10], NCCL [5, 12+r], compute [20,25] on one GPU. By hand: window 25,
// busy (12+r) + 5 = 17+r, idle 8-r, communication 7+r, compute 15, comm ∩ compute [5,10] = 5,
// exposed communication 2+r.
std::string rankTrace(int r) {
    return R"({"distributedInfo": {"rank": )" + std::to_string(r) + R"(, "world_size": 8}, "traceEvents": [
 {"ph":"X","cat":"kernel","name":"sm90_gemm","pid":0,"tid":7,"ts":1000,"dur":10,"args":{"device":0,"stream":7}},
 {"ph":"X","cat":"kernel","name":"ncclDevKernel_AllGather","pid":0,"tid":40,"ts":1005,"dur":)" +
           std::to_string(7 + r) + R"(,"args":{"device":0,"stream":40}},
 {"ph":"X","cat":"kernel","name":"sm90_gemm","pid":0,"tid":7,"ts":1020,"dur":5,"args":{"device":0,"stream":7}}
]})";
}

struct Set {
    QTemporaryDir dir;
    std::vector<std::string> paths;
};

// Ranks in the order given (not sorted), so input order and rank order differ.
void writeSet(Set& set, const std::vector<int>& ranks) {
    for (int r : ranks)
        set.paths.push_back(trace_test::writeFile(set.dir, "rank-" + std::to_string(r) + ".json", rankTrace(r)));
}

KernelClassifier classifier() {
    return KernelClassifier::create(defaultPatterns()).value();
}

int64_t us(int64_t v) {
    return v * 1000;
}

}  // namespace

class TestTraceSetAnalysis : public QObject {
    Q_OBJECT
private slots:
    void eachRankMatchesTheHandCalculation() {
        Set set;
        writeSet(set, {5, 0, 7, 2});
        const TraceSetAnalysis a = analyzeTraceSet(set.paths, classifier(), {}, 2);
        QCOMPARE(a.failed(), size_t(0));
        QCOMPARE(a.files.size(), size_t(4));
        const std::vector<int> order{5, 0, 7, 2};
        for (size_t i = 0; i < order.size(); ++i) {
            const int r = order[i];
            QCOMPARE(a.files[i]->path, set.paths[i]);
            QCOMPARE(a.files[i]->devices.size(), size_t(1));
            const DeviceAnalysis& d = a.files[i]->devices[0];
            QCOMPARE(d.rank, r);
            QCOMPARE(d.metrics.window_ns, us(25));
            QCOMPARE(d.metrics.busy_ns, us(17 + r));
            QCOMPARE(d.metrics.idle_ns, us(8 - r));
            QCOMPARE(d.metrics.comm_ns, us(7 + r));
            QCOMPARE(d.metrics.compute_ns, us(15));
            QCOMPARE(d.metrics.overlap_ns, us(5));
            QCOMPARE(d.metrics.exposed_comm_ns, us(2 + r));
        }
    }

    void fourThreadsGiveWhatOneThreadGives() {
        Set set;
        writeSet(set, {3, 6, 1, 0, 7, 4, 2, 5});
        const TraceSetAnalysis one = analyzeTraceSet(set.paths, classifier(), {}, 1);
        const TraceSetAnalysis four = analyzeTraceSet(set.paths, classifier(), {}, 4);
        QCOMPARE(one.threads, 1);
        QCOMPARE(four.threads, 4);
        QCOMPARE(four.files.size(), one.files.size());
        for (size_t i = 0; i < one.files.size(); ++i) {
            QVERIFY(one.files[i].ok() && four.files[i].ok());
            QCOMPARE(four.files[i]->path, one.files[i]->path);
            QCOMPARE(four.files[i]->pattern_hits, one.files[i]->pattern_hits);
            QCOMPARE(four.files[i]->devices.size(), one.files[i]->devices.size());
            const DeviceMetrics& a = one.files[i]->devices[0].metrics;
            const DeviceMetrics& b = four.files[i]->devices[0].metrics;
            QCOMPARE(four.files[i]->devices[0].rank, one.files[i]->devices[0].rank);
            QCOMPARE(b.busy_ns, a.busy_ns);
            QCOMPARE(b.comm_ns, a.comm_ns);
            QCOMPARE(b.overlap_ns, a.overlap_ns);
            QCOMPARE(b.idle_ns, a.idle_ns);
            QCOMPARE(b.events, a.events);
        }
        // More threads than files: one per file.
        QCOMPARE(analyzeTraceSet({set.paths[0], set.paths[1]}, classifier(), {}, 16).threads, 2);
    }

    void aBrokenFileInTheMiddleFailsAlone() {
        Set set;
        writeSet(set, {0, 1});
        const std::string text = rankTrace(2);
        set.paths.push_back(
            trace_test::writeFile(set.dir, "rank-2.json", text.substr(0, text.size() / 2)));  // truncated
        writeSet(set, {3, 4});
        for (int threads : {1, 4}) {
            const TraceSetAnalysis a = analyzeTraceSet(set.paths, classifier(), {}, threads);
            QCOMPARE(a.failed(), size_t(1));
            QVERIFY(!a.files[2].ok());
            QCOMPARE(a.files[2].error().file, set.paths[2]);
            for (size_t i : {0U, 1U, 3U, 4U}) {
                QVERIFY(a.files[i].ok());
                const int r = static_cast<int>(i);
                QCOMPARE(a.files[i]->devices[0].rank, r);
                QCOMPARE(a.files[i]->devices[0].metrics.comm_ns, us(7 + r));
            }
        }
    }

    void missingStepNamesTheFile() {
        Set set;
        writeSet(set, {0});
        TraceAnalysisRequest request;
        request.step = 3;
        const TraceSetAnalysis a = analyzeTraceSet(set.paths, classifier(), request, 1);
        QVERIFY(!a.files[0].ok());
        QCOMPARE(a.files[0].error().file, set.paths[0]);
        QVERIFY(a.files[0].error().reason.find("ProfilerStep#3") != std::string::npos);
    }

    void alignmentKeepsOnlyTheCollectives() {
        Set set;
        writeSet(set, {0});
        TraceAnalysisRequest request;
        request.keep_kernels = "^nccl";
        const TraceSetAnalysis a = analyzeTraceSet(set.paths, classifier(), request, 1);
        QVERIFY(a.files[0].ok() && a.files[0]->kept.has_value());
        const Trace& kept = *a.files[0]->kept;
        QCOMPARE(kept.ranks.size(), size_t(1));
        QCOMPARE(kept.ranks[0].events.size(), size_t(1));
        QCOMPARE(kept.name(kept.ranks[0].events[0]), std::string("ncclDevKernel_AllGather"));
        // Without the request nothing of the trace stays.
        QVERIFY(!analyzeTraceSet(set.paths, classifier(), {}, 1).files[0]->kept.has_value());
    }
};

QTEST_GUILESS_MAIN(TestTraceSetAnalysis)
#include "test_trace_set_analysis.moc"
