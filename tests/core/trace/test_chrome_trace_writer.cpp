// The streaming Chrome trace writer (core/trace/chrome_trace_writer.h): exact µs text from integer
// ns, JSON escaping (quotes, backslashes, control characters, invalid UTF-8), lanes named and
// ordered (annotation-only lanes first), the file written atomically, and the Kineto importer
// reading every event back with the same times.
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/trace/chrome_trace_writer.h"
#include "core/trace/kineto_import.h"
#include "trace_test_util.h"

using namespace moe::trace;

namespace {

Trace sampleTrace() {
    trace_test::Builder b;
    b.rank.rank = 2;
    b.rank.stream_names[3] = "passes";
    b.kernel("gemm \"fwd\" \\ tab\t", 1'000, 2'345'678, 7);     // 1.000 µs .. 2345.678 µs
    b.kernel(std::string("bad \xff byte"), 5'000, 5'001, 9);  // a 1 ns kernel
    b.annotation("F mb3 c1", 1'000, 2'400'000, 3, EventKind::GpuAnnotation);
    b.annotation("ProfilerStep#4", 0, 3'000'000, 1, EventKind::Annotation);
    Trace t = b.build();
    t.path = "sample (predicted)";
    return t;
}

}  // namespace

class TestChromeTraceWriter : public QObject {
    Q_OBJECT
private slots:
    void escapes() {
        QCOMPARE(jsonEscaped("a\"b\\c\n\x01"), std::string("a\\\"b\\\\c\\u000a\\u0001"));
        QCOMPARE(jsonEscaped("µs ✓"), std::string("µs ✓"));                         // valid UTF-8 kept
        QCOMPARE(jsonEscaped("x\xff\xc3"), std::string("x\xEF\xBF\xBD\xEF\xBF\xBD"));  // invalid → U+FFFD
        QCOMPARE(jsonEscaped("\xed\xa0\x80"), std::string("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"));  // a UTF-16 surrogate
    }

    void documentParsesWithExactTimesAndOrderedLanes() {
        const auto doc = nlohmann::json::parse(chromeTraceJson(sampleTrace()));
        QCOMPARE(doc["source"].get<std::string>(), std::string("sample (predicted)"));
        int kernels = 0;
        std::map<int64_t, int> sortIndex;
        std::map<int64_t, std::string> threadNames;
        for (const auto& e : doc["traceEvents"]) {
            if (e["ph"] == "M" && e["name"] == "thread_sort_index") sortIndex[e["tid"].get<int64_t>()] = e["args"]["sort_index"].get<int>();
            if (e["ph"] == "M" && e["name"] == "thread_name") threadNames[e["tid"].get<int64_t>()] = e["args"]["name"].get<std::string>();
            if (e["ph"] != "X") continue;
            QCOMPARE(e["pid"].get<int>(), 2);
            if (e["cat"] == "kernel") ++kernels;
            if (e["name"] == "gemm \"fwd\" \\ tab\t") {
                // 1000 ns = 1.000 µs; 2 344 678 ns = 2344.678 µs, written from the integers.
                QCOMPARE(e["ts"].get<double>(), 1.0);
                QCOMPARE(e["dur"].get<double>(), 2344.678);
                QCOMPARE(e["args"]["stream"].get<int>(), 7);
            }
        }
        QCOMPARE(kernels, 2);
        // Annotation-only lanes (1: the CPU step, 3: the passes) above the kernel streams 7 and 9.
        QCOMPARE(sortIndex.size(), size_t{4});
        QVERIFY(sortIndex[1] < sortIndex[7] && sortIndex[3] < sortIndex[7] && sortIndex[7] < sortIndex[9]);
        QCOMPARE(threadNames[3], std::string("passes (GPU 0 stream 3)"));
        QCOMPARE(threadNames[7], std::string("GPU 0 stream 7"));
        QCOMPARE(threadNames[1], std::string("thread 1"));
    }

    void fileReadsBackThroughTheKinetoImporter() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/out.json";
        const Trace t = sampleTrace();
        QVERIFY(writeChromeTrace(t, path).ok());
        auto back = importKineto(path);
        QVERIFY2(back, back ? "" : back.error().toString().c_str());
        QCOMPARE(back->ranks.size(), size_t{1});
        const RankTrace& r = back->ranks[0];
        QCOMPARE(r.countKind(EventKind::Kernel), size_t{2});
        QCOMPARE(r.countKind(EventKind::GpuAnnotation), size_t{1});
        QCOMPARE(r.countKind(EventKind::Annotation), size_t{1});
        // Times relative to the earliest event (the step annotation at 0), exact to the ns.
        for (const Event& e : r.events) {
            const std::string& name = back->name(e);
            if (name == "F mb3 c1") {
                QCOMPARE(e.start_ns, int64_t{1'000});
                QCOMPARE(e.end_ns, int64_t{2'400'000});
                QCOMPARE(e.stream, int64_t{3});
            }
            if (name.rfind("bad", 0) == 0) QCOMPARE(e.duration(), int64_t{1});
        }
    }

    void failedWriteLeavesNoFileAndNamesIt() {
        const moe::Status st = writeChromeTrace(sampleTrace(), "/nonexistent-dir/out.json");
        QVERIFY(!st.ok());
        QVERIFY(st.error().toString().find("/nonexistent-dir/out.json") != std::string::npos);
        // A sink that fails stops the stream: finish() reports it.
        int calls = 0;
        ChromeTraceStream s([&](std::string_view) { return ++calls > 1 ? false : true; }, 256);
        for (int i = 0; i < 100; ++i) s.complete("kernel", "k", 0, 1, i, 1, 0, 1);
        QVERIFY(!s.finish(""));
    }
};

QTEST_GUILESS_MAIN(TestChromeTraceWriter)
#include "test_chrome_trace_writer.moc"
