// Bad input gives one clear error (file, position, reason) and never a crash or a hang: truncated
// gzip, JSON cut at every byte, non-trace JSON, wrong SQLite schemas, bad pattern files.
#include <sqlite3.h>

#include <QtTest>

#include "core/trace/kernel_classes.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"
#include "trace_test_util.h"

using namespace moe;
using namespace moe::trace;

namespace {

const std::string kSmall =
    "{\"traceEvents\": [{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"k\\\"x\", \"pid\": 0, \"tid\": 7, \"ts\": 10.5, "
    "\"dur\": 2, \"args\": {\"device\": 0, \"stream\": 7, \"grid\": [1, [2, {\"a\": \"}\"}]]}}, "
    "{\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", \"pid\": 1, \"tid\": 2, \"ts\": 9, \"dur\": 1}]}";

Result<Trace> importText(const std::string& text, const std::string& name = "t.json") {
    auto src = memoryByteSource(text);
    return importKinetoFrom(*src, name);
}

void makeDb(const std::string& path, const char* sql) {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    sqlite3_close(db);
}

}  // namespace

class TestTraceMalformed : public QObject {
    Q_OBJECT
private slots:
    void wholeDocumentParses() {
        auto r = importText(kSmall);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->ranks[0].events.size(), size_t(2));
    }

    void everyTruncationIsAnError() {
        // Each proper prefix is an incomplete document: an error naming the position, no crash.
        for (size_t n = 0; n < kSmall.size(); ++n) {
            auto r = importText(kSmall.substr(0, n));
            QVERIFY2(!r.ok(), ("prefix of " + std::to_string(n) + " bytes was accepted").c_str());
            QVERIFY(!r.error().reason.empty());
            QCOMPARE(r.error().file, std::string("t.json"));
        }
        auto cut = importText(kSmall.substr(0, 60));
        // A cut file is called what it is, with the byte where the JSON stops.
        QVERIFY2(cut.error().reason.starts_with("the trace ends early"), cut.error().reason.c_str());
        QVERIFY2(cut.error().reason.find("stops at byte 60") != std::string::npos, cut.error().reason.c_str());
        QCOMPARE(cut.error().line, 1);
    }

    void byteFlipsNeverCrash() {
        for (size_t i = 0; i < kSmall.size(); ++i) {
            for (char c : {'{', '}', '[', ']', '"', ',', ':', '\\', 'x', '\0'}) {
                std::string s = kSmall;
                s[i] = c;
                auto r = importText(s);
                if (!r.ok()) QVERIFY(!r.error().reason.empty());
            }
        }
    }

    void errorLineAndOffset() {
        auto r = importText("{\n  \"traceEvents\": [\n    {\"ph\": \"X\",, }\n  ]\n}");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 3);
        QVERIFY(r.error().reason.find("at JSON byte") != std::string::npos);
    }

    void nonTraceJson() {
        auto a = importText(R"({"name": "config", "layers": 3})");
        QVERIFY(!a.ok());
        QVERIFY(a.error().reason.find("no traceEvents") != std::string::npos);
        auto b = importText(R"([1, 2, 3])");
        QVERIFY(!b.ok());
        QVERIFY(b.error().reason.find("not an object") != std::string::npos);
        auto c = importText(R"([{"a": 1}, {"b": 2}])");
        QVERIFY(!c.ok());
        QVERIFY(c.error().reason.find("'ph'") != std::string::npos);
        auto d = importText("42");
        QVERIFY(!d.ok());
        auto e = importText("");
        QVERIFY(!e.ok());
        QVERIFY(e.error().reason.find("empty") != std::string::npos);
        auto f = importText(R"({"traceEvents": {}})");
        QVERIFY(!f.ok());
        QVERIFY(f.error().reason.find("not an array") != std::string::npos);
        auto g = importText(kSmall + " trailing");
        QVERIFY(!g.ok());
        auto h = importText(R"({"traceEvents": []})");
        QVERIFY(h.ok());  // empty but well-formed: a warning, not an error
        QVERIFY(!h.warnings.empty());
    }

    void truncatedGzip() {
        QTemporaryDir dir;
        std::string big = "[";
        for (int i = 0; i < 3000; ++i)
            big += std::string(i ? "," : "") + "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k" + std::to_string(i) +
                   "\",\"pid\":0,\"tid\":7,\"ts\":" + std::to_string(i * 10) + ",\"dur\":5}";
        big += "]";
        const std::string gz = trace_test::gzipBytes(big);
        QVERIFY(importKineto(trace_test::writeFile(dir, "ok.json.gz", gz)).ok());
        for (size_t cut : {gz.size() / 2, gz.size() - 4, size_t(12)}) {
            const auto path = trace_test::writeFile(dir, "cut.json.gz", gz.substr(0, cut));
            auto r = importKineto(path);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().file, path);
            QVERIFY2(r.error().reason.find("truncated gzip") != std::string::npos, r.error().reason.c_str());
        }
        std::string corrupt = gz;
        corrupt[gz.size() / 2] = static_cast<char>(corrupt[gz.size() / 2] ^ 0x55);
        auto c = importKineto(trace_test::writeFile(dir, "bad.json.gz", corrupt));
        QVERIFY(!c.ok());
    }

    void missingFile() {
        auto r = importKineto("/nonexistent/trace.json");
        QVERIFY(!r.ok());
        QVERIFY(r.error().reason.find("cannot open") != std::string::npos);
        QVERIFY(!importNsys("/nonexistent/x.sqlite").ok());
    }

    void wrongSqliteSchema() {
        QTemporaryDir dir;
        const std::string other = dir.path().toStdString() + "/other.sqlite";
        makeDb(other, "CREATE TABLE people(id INTEGER, name TEXT); INSERT INTO people VALUES (1, 'a');");
        auto r = importNsys(other);
        QVERIFY(!r.ok());
        QVERIFY(r.error().reason.find("not an Nsight Systems export") != std::string::npos);
        QVERIFY(r.error().reason.find("people") != std::string::npos);

        // A kernel table without start/end: reported as missing, not silently empty.
        const std::string partial = dir.path().toStdString() + "/partial.sqlite";
        makeDb(partial, "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL(deviceId INTEGER, streamId INTEGER);"
                        "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME(start INTEGER, end INTEGER, globalTid INTEGER, correlationId INTEGER);");
        auto p = importNsys(partial);
        QVERIFY(p.ok());
        bool reported = false;
        for (const auto& m : p->missing) reported = reported || m.find("CUPTI_ACTIVITY_KIND_KERNEL lacks column(s) start, end") != std::string::npos;
        QVERIFY(reported);
        QVERIFY(!p.warnings.empty());

        const std::string text = trace_test::writeFile(dir, "not.sqlite", "hello, not a database");
        auto t = importNsys(text);
        QVERIFY(!t.ok());
        QVERIFY(t.error().reason.find("not an SQLite database") != std::string::npos);
        // A JSON file fed to the JSON importer with SQLite bytes: a JSON error, not a crash.
        QVERIFY(!importKineto(partial).ok());
    }

    // A kernel whose end lies before its start is read as zero length, and the import says so
    // (it was clamped silently before).
    void reversedRowsAreWarned() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/reversed.sqlite";
        makeDb(path, "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL(start INTEGER, end INTEGER, deviceId INTEGER, streamId INTEGER,"
                     " correlationId INTEGER, globalPid INTEGER, demangledName INTEGER);"
                     "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (1000, 2000, 0, 7, 1, 1, NULL);"
                     "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (5000, 4000, 0, 7, 2, 1, NULL);"
                     "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (9000, 8500, 0, 7, 3, 1, NULL);");
        auto r = importNsys(path);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        bool warned = false;
        for (const auto& w : r.warnings)
            warned = warned || w == "CUPTI_ACTIVITY_KIND_KERNEL: 2 row(s) end before they start (first at start 5000 ns); read as zero length";
        QVERIFY2(warned, r.warnings.empty() ? "no warnings" : r.warnings.back().c_str());
    }

    void badPatternFiles() {
        auto a = parsePatterns("communication ^nccl\nbogus foo\n", "p.txt");
        QVERIFY(!a.ok());
        QCOMPARE(a.error().line, 2);
        auto b = parsePatterns("compute (unclosed\n", "p.txt");
        QVERIFY(!b.ok());
        QVERIFY(b.error().reason.find("bad regular expression") != std::string::npos);
        auto c = parsePatterns("# only a comment\n", "p.txt");
        QVERIFY(!c.ok());
        auto d = parsePatterns("memory\n", "p.txt");
        QVERIFY(!d.ok());
    }
};

QTEST_GUILESS_MAIN(TestTraceMalformed)
#include "test_trace_malformed.moc"
