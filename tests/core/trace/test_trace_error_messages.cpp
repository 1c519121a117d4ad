// Issue 42: the errors a bad trace or training log gives carry their reason as a message id
// (MOE_TR "trace_errors", "log_errors") for the studio to translate, while `reason` and
// toString() stay the English the CLI printed before, byte for byte (the expected strings below
// are what moe-plan printed for these files before the conversion).
#include <sqlite3.h>

#include <QtTest>

#include "core/logs/log_parser.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"
#include "core/trace/trace_file.h"
#include "trace_test_util.h"

using namespace moe;
using namespace moe::trace;

namespace {

void traceErrMakeDb(const std::string& path, const char* sql) {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    sqlite3_close(db);
}

// The error's reason is `english`, given as a message of `context` whose id is `id`.
void traceErrExpect(const Error& e, const std::string& english, const char* context, const std::string& id) {
    QCOMPARE(e.reason, english);
    QVERIFY2(!e.reason_text.empty(), english.c_str());
    QCOMPARE(e.reason_text.english(), english);
    QCOMPARE(e.reason_text.context, std::string(context));
    QCOMPARE(e.reason_text.id, id);
}

// "%1 (at JSON byte %2)" around a reason of its own.
const Message& traceErrInner(const Error& e) {
    static const Message none;
    if (e.reason_text.args.empty() || e.reason_text.args[0].parts.empty()) return none;
    return e.reason_text.args[0].parts[0];
}

std::string traceErrBigJson() {
    std::string big = "[";
    for (int i = 0; i < 3000; ++i)
        big += std::string(i ? "," : "") + "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k" + std::to_string(i) +
               "\",\"pid\":0,\"tid\":7,\"ts\":" + std::to_string(i * 10) + ",\"dur\":5}";
    return big + "]";
}

}  // namespace

class TestTraceErrorMessages : public QObject {
    Q_OBJECT
private slots:
    void garbageSqlite() {
        QTemporaryDir dir;
        const std::string path = trace_test::writeFile(dir, "garbage.sqlite", "hello, not a database");
        for (const auto& r : {importNsys(path), importTraceFile(path)}) {
            QVERIFY(!r.ok());
            QCOMPARE(r.error().toString(), path + ": not an SQLite database (no 'SQLite format 3' header)");
            traceErrExpect(r.error(), "not an SQLite database (no 'SQLite format 3' header)", "trace_errors",
                           "not an SQLite database (no '%1' header)");
        }
    }

    void sqliteOfAnotherSchema() {
        QTemporaryDir dir;
        const std::string other = dir.path().toStdString() + "/other.sqlite";
        traceErrMakeDb(other, "CREATE TABLE people(id INTEGER, name TEXT); INSERT INTO people VALUES (1, 'a');");
        auto r = importTraceFile(other);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), other +
                                           ": not an Nsight Systems export: none of "
                                           "CUPTI_ACTIVITY_KIND_KERNEL/MEMCPY/MEMSET/RUNTIME or NVTX_EVENTS exists "
                                           "(tables: people)");
        traceErrExpect(r.error(),
                       "not an Nsight Systems export: none of CUPTI_ACTIVITY_KIND_KERNEL/MEMCPY/MEMSET/RUNTIME or "
                       "NVTX_EVENTS exists (tables: people)",
                       "trace_errors", "not an Nsight Systems export: none of %1 or %2 exists (tables: %3)");

        const std::string empty = dir.path().toStdString() + "/empty.sqlite";
        traceErrMakeDb(empty, "CREATE TABLE x(a); DROP TABLE x;");
        auto e = importNsys(empty);
        QVERIFY(!e.ok());
        traceErrExpect(e.error(),
                       "not an Nsight Systems export: none of CUPTI_ACTIVITY_KIND_KERNEL/MEMCPY/MEMSET/RUNTIME or "
                       "NVTX_EVENTS exists (tables: none)",
                       "trace_errors", "not an Nsight Systems export: none of %1 or %2 exists (tables: none)");
    }

    void truncatedGzip() {
        QTemporaryDir dir;
        const std::string gz = trace_test::gzipBytes(traceErrBigJson());
        // Cut inside the first deflate block: nothing decompressed yet.
        const std::string early = trace_test::writeFile(dir, "early.json.gz", gz.substr(0, 12));
        auto r = importTraceFile(early);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), early +
                                           ":1:1: truncated gzip stream: input ends at compressed byte 12 after 0 "
                                           "decompressed bytes (at JSON byte 0)");
        traceErrExpect(r.error(),
                       "truncated gzip stream: input ends at compressed byte 12 after 0 decompressed bytes (at JSON "
                       "byte 0)",
                       "trace_errors", "%1 (at JSON byte %2)");
        QCOMPARE(traceErrInner(r.error()).id,
                 std::string("truncated gzip stream: input ends at compressed byte %1 after %2 decompressed bytes"));

        // Cut half-way: the English as the old code wrote it from the same numbers.
        const std::string half = trace_test::writeFile(dir, "half.json.gz", gz.substr(0, gz.size() / 2));
        auto h = importKineto(half);
        QVERIFY(!h.ok());
        const Message& inner = traceErrInner(h.error());
        QCOMPARE(inner.args.size(), size_t(2));
        QCOMPARE(inner.args[0].text, std::to_string(gz.size() / 2));
        QCOMPARE(h.error().reason, "truncated gzip stream: input ends at compressed byte " + inner.args[0].text +
                                       " after " + inner.args[1].text + " decompressed bytes (at JSON byte " +
                                       h.error().reason_text.args[1].text + ")");
        QCOMPARE(h.error().reason_text.english(), h.error().reason);

        // Corrupt data: zlib's own words stay a text argument.
        std::string corrupt = gz;
        corrupt[gz.size() / 2] = static_cast<char>(corrupt[gz.size() / 2] ^ 0x55);
        auto c = importKineto(trace_test::writeFile(dir, "bad.json.gz", corrupt));
        QVERIFY(!c.ok());
        QVERIFY2(c.error().reason.starts_with("corrupt gzip data near compressed byte "), c.error().reason.c_str());
        QCOMPARE(traceErrInner(c.error()).id, std::string("corrupt gzip data near compressed byte %1: %2"));
        QCOMPARE(c.error().reason_text.english(), c.error().reason);
    }

    void truncatedJson() {
        QTemporaryDir dir;
        const std::string cut =
            trace_test::writeFile(dir, "cut.json", "{\"traceEvents\": [{\"ph\": \"X\", \"name\": \"k\"");
        auto r = importTraceFile(cut);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), cut +
                                           ":1:24: the trace ends early, inside an event or list (is the file "
                                           "truncated? the JSON stops at byte 40)");
        traceErrExpect(r.error(),
                       "the trace ends early, inside an event or list (is the file truncated? the JSON stops at byte "
                       "40)",
                       "trace_errors",
                       "the trace ends early, inside an event or list (is the file truncated? the JSON stops at byte "
                       "%1)");

        const std::string str =
            trace_test::writeFile(dir, "str.json", "{\"traceEvents\": [{\"ph\": \"X\", \"name\": \"ab");
        auto s = importTraceFile(str);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().toString(), str +
                                           ":1:21: the trace ends early, inside a quoted string (is the file "
                                           "truncated? the JSON stops at byte 37)");
        QCOMPARE(s.error().reason_text.id,
                 std::string("the trace ends early, inside a quoted string (is the file truncated? the JSON stops at "
                             "byte %1)"));
    }

    void notAChromeTrace() {
        QTemporaryDir dir;
        const struct {
            const char* name;
            const char* text;
            const char* printed;  // what follows the file name
            const char* inner;    // the id inside "%1 (at JSON byte %2)"; empty: the whole reason's id
            const char* id;
        } cases[] = {
            {"empty.json", "", ":1:1: empty file: not a Chrome trace (at JSON byte 0)",
             "empty file: not a Chrome trace", "%1 (at JSON byte %2)"},
            {"noevents.json", "{\"foo\": 1}", ":1:11: not a Chrome trace: no traceEvents array (at JSON byte 10)",
             "not a Chrome trace: no %1 array", "%1 (at JSON byte %2)"},
            {"noph.json", "{\"traceEvents\": [{\"name\": \"a\"}]}", ": not a Chrome trace: no event has a 'ph' field",
             "", "not a Chrome trace: no event has a '%1' field"},
            {"notobj.json", "{\"traceEvents\": [1]}", ":1:1: trace event 0 is not an object (at JSON byte 17)",
             "trace event %1 is not an object", "%1 (at JSON byte %2)"},
            {"notarr.json", "{\"traceEvents\": 3}", ":1:17: traceEvents is not an array (at JSON byte 16)",
             "%1 is not an array", "%1 (at JSON byte %2)"},
            {"scalar.json", "42",
             ":1:1: not a Chrome trace: the top-level value is neither an object nor an array (at JSON byte 0)",
             "not a Chrome trace: the top-level value is neither an object nor an array", "%1 (at JSON byte %2)"},
        };
        for (const auto& c : cases) {
            const std::string path = trace_test::writeFile(dir, c.name, c.text);
            auto r = importTraceFile(path);
            QVERIFY2(!r.ok(), c.name);
            QCOMPARE(r.error().toString(), path + c.printed);
            QCOMPARE(r.error().reason_text.english(), r.error().reason);
            QCOMPARE(r.error().reason_text.context, std::string("trace_errors"));
            QCOMPARE(r.error().reason_text.id, std::string(c.id));
            if (*c.inner != '\0') QCOMPARE(traceErrInner(r.error()).id, std::string(c.inner));
        }
        // A syntax error of the JSON reader's own, as it was worded.
        const std::string syntax = trace_test::writeFile(dir, "syntax.json", "{\"foo\" 1}");
        auto s = importTraceFile(syntax);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().toString(), syntax + ":1:8: expected ':', found '1' (at JSON byte 7)");
        QCOMPARE(s.error().reason_text.english(), s.error().reason);
        QCOMPARE(traceErrInner(s.error()).id, std::string("expected %1, found '%2'"));
    }

    void binaryAndMissingFiles() {
        QTemporaryDir dir;
        const std::string picture =
            trace_test::writeFile(dir, "picture.json", std::string("\x89PNG\r\n\x1a\n\0\0", 10));
        auto p = importTraceFile(picture);
        QVERIFY(!p.ok());
        QCOMPARE(p.error().toString(),
                 picture + ": not a text file (binary data at byte 0: an image, an archive or another binary format)");
        QCOMPARE(p.error().reason_text.context, std::string("file_errors"));

        const std::string missing = dir.path().toStdString() + "/missing.json";
        auto m = importTraceFile(missing);
        QVERIFY(!m.ok());
        QCOMPARE(m.error().toString(), missing + ": cannot open: No such file or directory");
        traceErrExpect(m.error(), "cannot open: No such file or directory", "trace_errors", "cannot open: %1");
    }

    void badPatternFiles() {
        QTemporaryDir dir;
        const struct {
            const char* name;
            const char* text;
            const char* printed;
            const char* id;
        } cases[] = {
            {"p1.txt", "compute ^gemm\nfoo bar\n",
             ":2:1: unknown kernel class 'foo' (communication, memory, compute, other)",
             "unknown kernel class '%1' (%2)"},
            {"p2.txt", "compute\n", ":1: missing regular expression after 'compute'",
             "missing regular expression after '%1'"},
            {"p4.txt", "# only\n", ": no patterns", "no patterns"},
        };
        for (const auto& c : cases) {
            const std::string path = trace_test::writeFile(dir, c.name, c.text);
            auto r = loadPatterns(path);
            QVERIFY2(!r.ok(), c.name);
            QCOMPARE(r.error().toString(), path + c.printed);
            QCOMPARE(r.error().reason_text.english(), r.error().reason);
            QCOMPARE(r.error().reason_text.id, std::string(c.id));
        }
        const std::string regex = trace_test::writeFile(dir, "p3.txt", "compute ([\n");
        auto b = loadPatterns(regex);
        QVERIFY(!b.ok());
        QVERIFY2(b.error().reason.starts_with("bad regular expression '([': "), b.error().reason.c_str());
        QCOMPARE(b.error().reason_text.id, std::string("bad regular expression '%1': %2"));
        QCOMPARE(b.error().reason_text.english(), b.error().reason);
        const std::string missing = dir.path().toStdString() + "/none.txt";
        auto m = loadPatterns(missing);
        QVERIFY(!m.ok());
        QCOMPARE(m.error().toString(), missing + ": cannot open pattern file");
        traceErrExpect(m.error(), "cannot open pattern file", "trace_errors", "cannot open pattern file");
    }

    void missingTrainingLog() {
        QTemporaryDir dir;
        const std::string missing = dir.path().toStdString() + "/train.log";
        auto r = logs::parseTrainingLogFile(missing);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), missing + ": cannot open training log");
        traceErrExpect(r.error(), "cannot open training log", "log_errors", "cannot open training log");
    }
};

QTEST_MAIN(TestTraceErrorMessages)
#include "test_trace_error_messages.moc"
