// The Kineto event fast path (kineto_fast_event) against the exact JsonReader path it shortcuts.
// The exact path is the reference: its values and errors are pinned by test_trace_kineto and
// test_trace_malformed, so here every input must give the same trace (events, names, counts,
// warnings) or the same error (reason, byte offset, line) both ways. A few direct cases check the
// fast path's own values by hand and that it declines what it must leave to the exact path.
#include <QtTest>

#include <cstring>
#include <filesystem>
#include <memory>
#include <string>

#include "core/trace/byte_source.h"
#include "core/trace/json_stream.h"
#include "core/trace/kineto_fast_event.h"
#include "core/trace/kineto_import.h"
#include "core/trace/trace_difference.h"
#include "tests/support/shared_data.h"

using namespace moe;
using namespace moe::trace;

namespace {

std::string compareText(const std::string& doc) {
    auto s1 = memoryByteSource(doc);
    auto s2 = memoryByteSource(doc);
    return firstDifference(importKinetoFrom(*s1, "rank-3.json"), detail::importKinetoExact(*s2, "rank-3.json"));
}

std::string wrap(const std::string& events) { return "{\"traceEvents\": [" + events + "]}"; }

const std::string kKernel =
    R"({"ph": "X", "cat": "kernel", "name": "sm90_gemm", "pid": 0, "tid": 7, "ts": 1712867402348010.250, "dur": 5.5, )"
    R"("args": {"External id": 3, "device": 0, "stream": 7, "correlation": 42, "grid": [132, 1, 1], "x": {"y": ["]", "\"}"]}}})";
const std::string kRuntime =
    R"({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 100, "tid": 101, "ts": 1712867402348009, "dur": 2, "args": {"correlation": 42}})";

// Events using every feature the importer reads, the odd forms the exact path accepts, and forms
// the fast path must decline (escapes, deep nesting, bad tokens).
const std::vector<std::string> kVariants = {
    kKernel,
    kRuntime,
    R"({"ph": "X", "cat": "kernel", "name": "k\"x\u00e9", "pid": 0, "tid": 7, "ts": 5, "dur": 1})",
    R"({"ph": "X", "cat": "ker\u006eel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 1})",
    R"({"p\u0068": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 1})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": "0", "tid": "7", "ts": "5.25", "dur": "1"})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 1.5e3, "dur": 2E1})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": -3})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": null, "dur": [1]})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 1, "ts": 9, "name": "k2"})",
    // Later duplicates win, including unusable ones: dur falls back to 0, ts to "no time".
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 4, "dur": "x"})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 4, "ts": {}})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 3, "tid": 7, "ts": 5, "dur": 4, "pid": true, "tid": "7.5"})",
    R"({"ph": "X", "cat": 7, "name": {"n": 1}, "cat": "kernel", "pid": 0, "tid": 7, "ts": 5, "dur": 1})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0x1, "tid": 7abc, "ts": 5, "dur": 1})",
    R"({"ph": "", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 1})",
    R"({"ph": "M", "name": "process_name", "pid": 0, "tid": 0, "args": {"name": "GPU 0"}})",
    R"({"ph": "M", "name": "process_name", "pid": 0, "tid": 0, "args": {"name": "bad \u12"}})",
    R"({"args": {"name": "bad \u12"}, "ph": "M"})",
    R"({"ph": "M", "args": {"name": 5}})",
    R"({"ph": "f", "id": 42, "pid": 0, "tid": 7, "ts": 1712867402348010.250, "cat": "ac2g", "name": "ac2g", "bp": "e"})",
    R"({"ph": "X", "cat": "kernel", "name": "nocorr", "pid": 0, "tid": 7, "ts": 1712867402348010.250, "dur": 1})",
    R"({"ph": "X", "cat": "cpu_op", "name": "ProfilerStep#3", "pid": 1, "tid": 1, "ts": 1, "dur": 100})",
    R"({"ph": "X", "cat": "gpu_user_annotation", "name": "a", "pid": 0, "tid": 9, "ts": 4, "dur": 3, "args": {"device": 1}})",
    R"({"ph": "X", "cat": "gpu_memcpy", "name": "Memcpy HtoD", "pid": 0, "tid": 8, "ts": 4, "dur": 3, "args": {"stream": "8"}})",
    R"({"ph":"X","cat":"kernel","name":"tight","pid":0,"tid":7,"ts":5,"dur":1,"args":{}})",
    "{\r\n\t\"ph\" :\t\"X\" ,\n \"cat\":\"kernel\" , \"name\" : \"ws\" ,\"pid\":0,\"tid\":7,\"ts\":5,\"dur\":1\n}",
    R"({})",
    R"({"ph": "X", "cat": "kernel", "name": "deep", "pid": 0, "tid": 7, "ts": 5, "dur": 1, "args": {"deep": )" +
        std::string(80, '[') + std::string(80, ']') + "}}",
    R"({"ph": "X", "cat": "kernel", "name": "lits", "pid": 0, "tid": 7, "ts": 5, "dur": 1, "a": true, "b": false, "c": null, "d": -0.5e+2})",
    R"({"ph": "X", "cat": "kernel", "name": "badlit", "pid": 0, "tid": 7, "ts": 5, "dur": 1, "a": nul})",
    R"({"ph": "X", "cat": "kernel", "name": "mismatch", "pid": 0, "tid": 7, "ts": 5, "dur": 1, "a": [1, 2}})",
    R"({"ph": "X", "cat": "kernel", "name": "trailing", "pid": 0, "tid": 7, "ts": 5, "dur": 1,})",
    R"({"ph": "X" "cat": "kernel"})",
    R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 5, "dur": 1, "args": "none"})",
    std::string(R"({"ph": "X", "cat": "kernel", "name": "nul)") + '\0' + R"(in", "pid": 0, "tid": 7, "ts": 5, "dur": 1})",
    std::string(R"({"ph": "X", "cat": "kernel", "name": "n", "pid": 0,)") + '\0' + R"( "tid": 7, "ts": 5, "dur": 1})",
    R"(["not", "an", "object"])",
};

}  // namespace

class TestTraceFastPath : public QObject {
    Q_OBJECT
private slots:
    void readsAPlainEventByHand() {
        RawKinetoEvent ev;
        const std::string text = kKernel + ", next";
        const char* p = text.data();
        QVERIFY(scanKinetoEventFast(p, text.data() + text.size(), ev));
        QVERIFY(p == text.data() + kKernel.size());
        QCOMPARE(ev.ph, 'X');
        QVERIFY(ev.cat == KinetoCat::Kernel);
        QCOMPARE(std::string(ev.name), std::string("sm90_gemm"));
        QCOMPARE(ev.pid, int64_t(0));
        QCOMPARE(ev.tid, int64_t(7));
        QVERIFY(ev.hasTs);
        QCOMPARE(ev.ts, int64_t(1712867402348010250));  // µs with three decimals -> ns, exactly
        QCOMPARE(ev.dur, int64_t(5500));
        QCOMPARE(ev.device, int64_t(0));
        QCOMPARE(ev.stream, int64_t(7));
        QCOMPARE(ev.correlation, int64_t(42));
        QCOMPARE(ev.flowId, int64_t(-1));
    }

    void declinesWhatItMustLeave() {
        // Each of these is either an error or needs decoding; the fast path must not consume it.
        const std::vector<std::string> cases = {
            "{\"ph\": \"X\", \"name\": \"k\\\"x\"}",        // escape in a kept string
            R"({"p\u0068": "X"})",                    // escape in a key
            R"({"ph": "X", "name": "k")",             // truncated
            R"({"ph": "X", "dur": 12)",               // number may continue past the end
            R"({"ph": 1})",                           // ph must be a string
            R"({"ph": "X",})",                        // trailing comma
            R"({"ph": "X", "a": tru})",               // bad literal
            R"({"ph": "X", "a": [}]})",               // mismatched brackets
            R"({"ph" "X"})",                          // missing colon
            "{\"ph\": \"X\", \"a\": " + std::string(70, '[') + std::string(70, ']') + "}",  // deeper than the bounded skip
            " [1]",
        };
        for (const auto& c : cases) {
            RawKinetoEvent ev;
            const char* p = c.data();
            QVERIFY2(!scanKinetoEventFast(p, c.data() + c.size(), ev), c.c_str());
            QVERIFY(p == c.data());
        }
    }

    void everyPrefixDeclinesWithinBounds() {
        // Each proper prefix of an event is incomplete, so the fast path must decline it, reading
        // only inside the range: the copy is an exact-size heap block, so valgrind or ASan flags
        // any read past it.
        for (const std::string& event : {kKernel, kVariants[5], kVariants[13]}) {
            for (size_t n = 0; n < event.size(); ++n) {
                std::unique_ptr<char[]> block(new char[n == 0 ? 1 : n]);
                std::memcpy(block.get(), event.data(), n);
                RawKinetoEvent ev;
                const char* p = block.get();
                QVERIFY2(!scanKinetoEventFast(p, block.get() + n, ev), (std::to_string(n) + " bytes of " + event.substr(0, 40)).c_str());
                QVERIFY(p == block.get());
            }
        }
    }

    void bothPathsAgreeOnVariants() {
        for (const auto& v : kVariants) {
            const auto diff = compareText(wrap(v + ", " + kRuntime));
            QVERIFY2(diff.empty(), (v.substr(0, 60) + ": " + diff).c_str());
            // Alone, and in the bare-array form.
            QVERIFY2(compareText(wrap(v)).empty(), v.substr(0, 60).c_str());
            QVERIFY2(compareText("[" + v + "]").empty(), v.substr(0, 60).c_str());
        }
    }

    void bothPathsAgreeOnEveryTruncationAndByteChange() {
        std::string events;
        for (size_t i = 0; i < 8; ++i) events += (i ? ",\n" : "") + kVariants[i];
        const std::string doc = "{\"distributedInfo\": {\"rank\": 2},\n\"traceEvents\": [" + events + "]}";
        for (size_t n = 0; n < doc.size(); ++n) {
            const auto diff = compareText(doc.substr(0, n));
            QVERIFY2(diff.empty(), ("prefix " + std::to_string(n) + ": " + diff).c_str());
        }
        for (size_t i = 0; i < doc.size(); ++i) {
            for (char c : {'{', '}', '[', ']', '"', ',', ':', '\\', ' ', '5', 'e', '\0'}) {
                std::string s = doc;
                s[i] = c;
                const auto diff = compareText(s);
                QVERIFY2(diff.empty(), ("byte " + std::to_string(i) + " -> '" + std::string(1, c) + "': " + diff).c_str());
            }
        }
    }

    void manyEventsAcrossRefills() {
        // Several MiB of kernels on 16 streams: events straddle the reader's refills; the kept
        // count is known by construction (one kernel and one launch per step).
        std::string events;
        const int steps = 12000;
        for (int i = 0; i < steps; ++i) {
            std::string k = kKernel;
            k.replace(k.find("\"tid\": 7"), 8, "\"tid\": " + std::to_string(7 + i % 16));
            k.replace(k.find("\"correlation\": 42"), 17, "\"correlation\": " + std::to_string(i));
            std::string r = kRuntime;
            r.replace(r.find("\"correlation\": 42"), 17, "\"correlation\": " + std::to_string(i));
            events += (i ? ",\n" : "") + k + ",\n" + r + std::string(static_cast<size_t>(i % 300), ' ');
        }
        const std::string doc = wrap(events);
        QVERIFY(doc.size() > (2U << 20));
        auto src = memoryByteSource(doc);
        auto fast = importKinetoFrom(*src, "x.json");
        QVERIFY2(fast.ok(), fast.ok() ? "" : fast.error().toString().c_str());
        QCOMPARE(fast->counts.kept_events, uint64_t(2 * steps));
        const auto diff = compareText(doc);
        QVERIFY2(diff.empty(), diff.c_str());
        // Truncated inside the last event: the same error either way.
        QVERIFY2(compareText(doc.substr(0, doc.size() - 40)).empty(), "truncated document");
    }

    void cancelStillStopsTheFastPath() {
        std::string events;
        for (int i = 0; i < 20000; ++i) events += (i ? "," : "") + kKernel;
        const std::string doc = wrap(events);
        auto src = memoryByteSource(doc);
        int calls = 0;
        auto r = importKinetoFrom(*src, "x.json", {}, [&](uint64_t, uint64_t) { return ++calls < 2; });
        QVERIFY(!r.ok());
        QVERIFY(r.error().reason.find("cancelled") != std::string::npos);
        QCOMPARE(calls, 2);
    }

    void bothPathsAgreeOnSharedSamples() {
        const std::filesystem::path root = std::filesystem::path(MOE_SHARED_DATA_DIR) / "traces" / "kineto";
        MOE_REQUIRE_SHARED_DATA(root);
        int files = 0;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
            if (!entry.is_regular_file()) continue;
            const std::string path = entry.path().string();
            auto a = openByteSource(path);
            auto b = openByteSource(path);
            QVERIFY(a.ok() && b.ok());
            const auto diff = firstDifference(importKinetoFrom(**a, path), detail::importKinetoExact(**b, path));
            QVERIFY2(diff.empty(), (path + ": " + diff).c_str());
            ++files;
        }
        QVERIFY(files > 0);
    }
};

QTEST_GUILESS_MAIN(TestTraceFastPath)
#include "test_trace_fast_path.moc"
