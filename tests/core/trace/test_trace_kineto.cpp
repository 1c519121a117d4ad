// Kineto/Chrome JSON import on small synthetic files covering the §9.1 variants.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "core/trace/json_stream.h"
#include "core/trace/kineto_import.h"
#include "trace_test_util.h"

using namespace moe::trace;

namespace {

// tests/fixtures/trace/object_trace.json: a kernel launched by a runtime call, a memcpy, a
// ProfilerStep, a cpu_op, a gpu_user_annotation, a flow pair, metadata and an instant event; ts
// are epoch µs with sub-µs digits that a double would lose; the kernel name has escapes.
std::string fixturePath() { return MOE_TEST_FIXTURES_DIR "/trace/object_trace.json"; }

std::string fixtureText() {
    std::ifstream in(fixturePath(), std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

class TestTraceKineto : public QObject {
    Q_OBJECT
private slots:
    void microsTextIsExact() {
        int64_t ns = 0;
        QVERIFY(microsTextToNanos("1712867402348100.123", ns));
        QCOMPARE(ns, int64_t(1712867402348100123));  // a double would give ...100125
        QVERIFY(microsTextToNanos("20.0005", ns));
        QCOMPARE(ns, int64_t(20001));  // half-up below 1 ns
        QVERIFY(microsTextToNanos("7", ns));
        QCOMPARE(ns, int64_t(7000));
        QVERIFY(microsTextToNanos("1.5e3", ns));
        QCOMPARE(ns, int64_t(1500000));
        QVERIFY(microsTextToNanos("-2.25", ns));
        QCOMPARE(ns, int64_t(-2250));
        QVERIFY(!microsTextToNanos("abc", ns));
        QVERIFY(!microsTextToNanos("1.", ns));
        QVERIFY(!microsTextToNanos("", ns));
    }

    void objectForm() {
        auto r = importKineto(fixturePath());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        const Trace& t = *r;
        QCOMPARE(t.ranks.size(), size_t(1));
        const RankTrace& rank = t.ranks[0];
        QCOMPARE(rank.rank, 5);
        QCOMPARE(rank.rank_source, std::string("distributedInfo"));
        QCOMPARE(rank.countKind(EventKind::Kernel), size_t(1));
        QCOMPARE(rank.countKind(EventKind::Memcpy), size_t(1));
        QCOMPARE(rank.countKind(EventKind::Runtime), size_t(1));
        QCOMPARE(rank.countKind(EventKind::Annotation), size_t(1));     // cpu_op dropped
        QCOMPARE(rank.countKind(EventKind::GpuAnnotation), size_t(1));
        QCOMPARE(t.counts.total_events, uint64_t(10));
        QCOMPARE(t.counts.flows, uint64_t(2));
        QCOMPARE(t.counts.metadata, uint64_t(1));
        QCOMPARE(rank.devices, (std::vector<int32_t>{0}));
        QCOMPARE(rank.streams.at(0), (std::vector<int64_t>{7, 8}));
        QCOMPARE(t.origin_ns, int64_t(1712867402348000000));
        QVERIFY(t.origin_is_unix);
        for (const auto& e : rank.events) {
            if (e.kind != EventKind::Kernel) continue;
            QCOMPARE(t.name(e), std::string("sm90_gemm \"quoted\" \xc3\xa9"));
            QCOMPARE(e.start_ns, int64_t(100123));
            QCOMPARE(e.duration(), int64_t(20001));
            QCOMPARE(e.correlation, int64_t(42));
            QCOMPARE(e.launch_ns, int64_t(10250));
        }
        const auto steps = findStepsForTest(t);
        QCOMPARE(steps, 7);
    }

    void bareArrayRankFromFileName() {
        QTemporaryDir dir;
        const std::string body = R"([
          {"ph":"X","cat":"Kernel","name":"k","pid":3,"tid":9,"ts":1000,"dur":5},
          {"ph":"X","cat":"Memset","name":"Memset","pid":3,"tid":9,"ts":1010,"dur":1}
        ])";
        auto r = importKineto(trace_test::writeFile(dir, "worker3_step_12.pt.trace.json", body));
        QVERIFY(r.ok());
        QCOMPARE(r->ranks[0].rank, 3);
        QCOMPARE(r->ranks[0].rank_source, std::string("file name"));
        QCOMPARE(r->ranks[0].gpuActivityCount(), size_t(2));
        QCOMPARE(r->ranks[0].devices, (std::vector<int32_t>{3}));  // pid when args.device is absent
        auto d = importKineto(trace_test::writeFile(dir, "trace.json", body));
        QCOMPARE(d->ranks[0].rank, 0);
        QCOMPARE(d->ranks[0].rank_source, std::string("default"));
        QCOMPARE(rankFromFileName("/x/rank-12.Apr_03.pt.trace.json.gz"), 12);
        QCOMPARE(rankFromFileName("/rank7/trace.json"), -1);  // only the base name counts
    }

    void baseTimeNanosecondsAndFloatTs() {
        QTemporaryDir dir;
        const std::string body = R"({"baseTimeNanoseconds": 1711964646000000000, "displayTimeUnit": "ns", "traceEvents": [
          {"ph":"X","cat":"kernel","name":"k","pid":0,"tid":7,"ts":4458676983543.183,"dur":41.407,"args":{"device":0,"stream":7}},
          {"ph":"X","cat":"kernel","name":"k","pid":0,"tid":7,"ts":4458676983600.0,"dur":0.4,"args":{"device":0,"stream":7}}]})";
        auto r = importKineto(trace_test::writeFile(dir, "t.json", body));
        QVERIFY(r.ok());
        QCOMPARE(r->origin_ns, int64_t(4458676983543183) + int64_t(1711964646000000000));
        QVERIFY(r->origin_is_unix);
        QCOMPARE(r->ranks[0].events[1].start_ns, int64_t(56817));
        QCOMPARE(r->ranks[0].events[1].duration(), int64_t(400));
        // HTA rounding: start up, duration down to whole µs; the 0.4 µs kernel vanishes.
        ImportOptions hta;
        hta.hta_rounding = true;
        auto h = importKineto(trace_test::writeFile(dir, "h.json", body), hta);
        QVERIFY(h.ok());
        QCOMPARE(h->ranks[0].events[0].duration(), int64_t(41000));
        QCOMPARE(h->ranks[0].events[1].duration(), int64_t(0));
    }

    void rocmNamesAndFlowLinking() {
        QTemporaryDir dir;
        // No args.correlation on the kernel: the ac2g flow end at the kernel's pid/tid/ts links it.
        const std::string body = R"({"traceEvents": [
          {"ph":"X","cat":"cuda_runtime","name":"hipLaunchKernel","pid":10,"tid":11,"ts":100,"dur":2,"args":{"correlation":5}},
          {"ph":"f","id":5,"pid":2,"tid":0,"ts":110,"cat":"ac2g","name":"ac2g","bp":"e"},
          {"ph":"X","cat":"kernel","name":"Cijk_Ailk_Bljk_SB_MT64x64","pid":2,"tid":0,"ts":110,"dur":7,"args":{"device":2,"stream":0}}]})";
        auto r = importKineto(trace_test::writeFile(dir, "mi250.json", body));
        QVERIFY(r.ok());
        QCOMPARE(r->counts.flow_links, uint64_t(1));
        for (const auto& e : r->ranks[0].events)
            if (e.kind == EventKind::Kernel) {
                QCOMPARE(e.correlation, int64_t(5));
                QCOMPARE(e.launch_ns, int64_t(0));
                QCOMPARE(e.device, 2);
            }
    }

    void gzipMatchesPlain() {
        QTemporaryDir dir;
        auto plain = importKineto(fixturePath());
        auto gz = importKineto(trace_test::writeFile(dir, "a.json.gz", trace_test::gzipBytes(fixtureText())));
        QVERIFY(plain.ok() && gz.ok());
        QCOMPARE(gz->ranks[0].events.size(), plain->ranks[0].events.size());
        QCOMPARE(gz->origin_ns, plain->origin_ns);
        // Concatenated gzip members are one stream.
        const std::string text = fixtureText();
        auto two = importKineto(trace_test::writeFile(dir, "b.json.gz", trace_test::gzipBytes(text.substr(0, 100)) +
                                                                             trace_test::gzipBytes(text.substr(100))));
        QVERIFY2(two.ok(), two.ok() ? "" : two.error().toString().c_str());
        QCOMPARE(two->ranks[0].events.size(), plain->ranks[0].events.size());
    }

    void progressAndCancel() {
        QTemporaryDir dir;
        // Large enough for several 1 MiB chunks.
        std::string body = "[";
        for (int i = 0; i < 40000; ++i)
            body += std::string(i ? "," : "") + R"({"ph":"X","cat":"kernel","name":"k","pid":0,"tid":7,"ts":)" + std::to_string(1000 + i * 10) +
                    R"(,"dur":5,"args":{"device":0,"stream":7,"padding":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}})";
        body += "]";
        const auto path = trace_test::writeFile(dir, "big.json", body);
        uint64_t calls = 0, last = 0, total = 0;
        bool monotonic = true;
        auto ok = importKineto(path, {}, [&](uint64_t done, uint64_t all) {
            ++calls;
            monotonic = monotonic && done >= last;
            last = done;
            total = all;
            return true;
        });
        QVERIFY(ok.ok());
        QCOMPARE(ok->ranks[0].events.size(), size_t(40000));
        QVERIFY(calls >= 3);
        QVERIFY(monotonic);
        QCOMPARE(last, uint64_t(body.size()));
        QCOMPARE(total, uint64_t(body.size()));
        auto cancelled = importKineto(path, {}, [](uint64_t, uint64_t) { return false; });
        QVERIFY(!cancelled.ok());
        QVERIFY(cancelled.error().reason.find("cancelled") != std::string::npos);
    }

private:
    static int findStepsForTest(const Trace& t) {
        for (const auto& e : t.ranks[0].events)
            if (e.kind == EventKind::Annotation && t.name(e) == "ProfilerStep#7") return 7;
        return -1;
    }
};

QTEST_GUILESS_MAIN(TestTraceKineto)
#include "test_trace_kineto.moc"
