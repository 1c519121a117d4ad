// The JSON tokenizer pieces: the byte scanners of json_scan.h (vector loops against hand-placed
// positions and their scalar versions) and JsonReader fed in pieces of 1 to 13 bytes, so strings,
// escapes, numbers and skipped values cross refill boundaries. Expected values are written out by
// hand from the JSON text in each case (RFC 8259 escapes; UTF-8 bytes of the code points).
#include <QtTest>

#include <algorithm>
#include <random>
#include <string>

#include "core/trace/json_scan.h"
#include "core/trace/json_stream.h"

using namespace moe::trace;

namespace {

// Hands out the text at most `step` bytes per read (the step cycles through steps), the way a
// pipe or a gzip stream can, so every token boundary is also a chunk boundary somewhere.
class TrickleSource final : public ByteSource {
public:
    TrickleSource(std::string data, std::vector<size_t> steps) : data_(std::move(data)), steps_(std::move(steps)) {}
    size_t read(char* dst, size_t n) override {
        const size_t step = steps_[calls_++ % steps_.size()];
        const size_t got = std::min({n, step, data_.size() - pos_});
        std::memcpy(dst, data_.data() + pos_, got);
        pos_ += got;
        return got;
    }
    [[nodiscard]] uint64_t fileBytesRead() const override { return pos_; }
    [[nodiscard]] uint64_t fileSize() const override { return data_.size(); }
    [[nodiscard]] bool compressed() const override { return false; }

private:
    std::string data_;
    std::vector<size_t> steps_;
    size_t pos_ = 0;
    size_t calls_ = 0;
};

const std::vector<std::vector<size_t>> kSteps = {{1}, {2}, {3}, {7}, {13}, {1, 5, 2, 11}, {1 << 20}};

std::string trickleName(const std::vector<size_t>& steps) {
    std::string s = "steps";
    for (size_t v : steps) s += " " + std::to_string(v);
    return s;
}

}  // namespace

class TestTraceJsonScan : public QObject {
    Q_OBJECT
private slots:
    void quoteOrBackslashAtEveryPosition() {
        // One special byte at position i of an n-byte run of 'a': the scan must stop exactly at i,
        // whichever side of a 16-byte block it falls; with none it must return end.
        for (size_t n = 0; n <= 70; ++n) {
            const std::string plain(n, 'a');
            QVERIFY(scan::findQuoteOrBackslash(plain.data(), plain.data() + n) == plain.data() + n);
            for (size_t i = 0; i < n; ++i) {
                for (char special : {'"', '\\'}) {
                    std::string s = plain;
                    s[i] = special;
                    const char* hit = scan::findQuoteOrBackslash(s.data(), s.data() + n);
                    QVERIFY2(hit == s.data() + i, ("n=" + std::to_string(n) + " i=" + std::to_string(i)).c_str());
                    QVERIFY(scan::findQuoteOrBackslashScalar(s.data(), s.data() + n) == s.data() + i);
                }
            }
        }
        // The range end is respected even when a quote follows it in memory.
        const std::string s = "abcdefghijklmnopqrstuvwxyz\"";
        QVERIFY(scan::findQuoteOrBackslash(s.data(), s.data() + 26) == s.data() + 26);
    }

    void stringBodies() {
        auto after = [](const std::string& body) -> long {
            const char* q = scan::skipStringBody(body.data(), body.data() + body.size());
            return q == nullptr ? -1 : q - body.data();
        };
        QCOMPARE(after("abc\"tail"), 4L);
        QCOMPARE(after("a\\\"b\"x"), 5L);        // a \" b " : the first quote is escaped
        QCOMPARE(after("a\\\\\"x"), 4L);         // a \\ " : an even run leaves the quote free
        QCOMPARE(after("\\\\\\\"\"x"), 5L);      // \\ \" " : an odd run escapes it
        QCOMPARE(after("abc"), -1L);             // no closing quote in range
        QCOMPARE(after("abc\\"), -1L);           // the escaped byte lies past the end
        QCOMPARE(after("abc\\\""), -1L);         // only an escaped quote
        // Escapes right at and around the 16-byte block edge.
        for (size_t at = 10; at < 40; ++at) {
            std::string s(at, 'x');
            s += "\\\"yy\"";
            QCOMPARE(after(s), static_cast<long>(at + 5));
        }
    }

    void containers() {
        auto after = [](const std::string& v) -> long {
            const char* q = scan::skipContainer(v.data(), v.data() + v.size());
            return q == nullptr ? -1 : q - v.data();
        };
        QCOMPARE(after("[1, 2, 3], 4"), 9L);
        QCOMPARE(after("{\"a\": [1, {\"b\": []}]} ,"), 21L);
        QCOMPARE(after("[\"]\", \"\\\"]\", \"}{\"]x"), 18L);  // brackets and escaped quotes inside strings
        QCOMPARE(after("{\"k\\\\\": 1}"), 10L);                 // "k\\" ends at its second quote
        QCOMPARE(after("[1, 2"), -1L);                         // incomplete
        QCOMPARE(after("[1, 2}"), -1L);                        // mismatched
        QCOMPARE(after("{\"a\": 1]"), -1L);
        QCOMPARE(after("[\"unterminated]"), -1L);
        const std::string deepOk = std::string(scan::kMaxSkipDepth, '[') + std::string(scan::kMaxSkipDepth, ']');
        QCOMPARE(after(deepOk), static_cast<long>(deepOk.size()));
        const std::string tooDeep = "[" + deepOk + "]";
        QCOMPARE(after(tooDeep), -1L);                         // left to the reader's unbounded walk
        // Alternating kinds at full depth: each close must match its own open.
        std::string mixed, closes;
        for (int i = 0; i < scan::kMaxSkipDepth; ++i) {
            mixed += i % 3 == 0 ? "{\"k\":" : "[";
            closes.insert(closes.begin(), i % 3 == 0 ? '}' : ']');
        }
        QCOMPARE(after(mixed + "0" + closes), static_cast<long>(mixed.size() + 1 + closes.size()));
        std::string wrong = mixed + "0" + closes;
        std::swap(wrong[wrong.size() - 1], wrong[wrong.size() - 2]);  // '}' and ']' swapped at the top
        QCOMPARE(after(wrong), -1L);
    }

    void newlineCounts() {
        // All newlines: the count is the length, which overflows an 8-bit lane counter unless it
        // is flushed every 255 blocks.
        const std::string all(16 * 255 * 3 + 9, '\n');
        QCOMPARE(scan::countNewlines(all.data(), all.size()), uint64_t(all.size()));
        std::mt19937 rng(7);
        for (size_t n : {0, 1, 15, 16, 17, 255, 4079, 4080, 4081, 100000}) {
            std::string s(n, 'x');
            uint64_t placed = 0;
            for (size_t i = 0; i < n; ++i) {
                if (rng() % 5 == 0) {
                    s[i] = '\n';
                    ++placed;
                }
            }
            QCOMPARE(scan::countNewlines(s.data(), s.size()), placed);
            QCOMPARE(scan::countNewlinesScalar(s.data(), s.size()), placed);
        }
    }

    void escapesAcrossRefills() {
        // {"k\"ey": "a\\\"b\u00e9\ud83d\ude00/\/"} : key k"ey; value a\"bé😀// (U+00E9 is C3 A9,
        // U+1F600 is F0 9F 98 80). Not a raw string: moc mis-reads \" inside raw strings in a class.
        const std::string doc = "{\"k\\\"ey\": \"a\\\\\\\"b\\u00e9\\ud83d\\ude00/\\/\", \"n\": 1}";
        for (const auto& steps : kSteps) {
            TrickleSource src(doc, steps);
            JsonReader r(src);
            QVERIFY(r.beginObject());
            std::string_view key;
            QVERIFY(r.nextKey(key));
            QCOMPARE(std::string(key), std::string("k\"ey"));
            std::string_view value;
            QVERIFY2(r.readString(value), trickleName(steps).c_str());
            QCOMPARE(std::string(value), std::string("a\\\"b\xC3\xA9\xF0\x9F\x98\x80//"));
            QVERIFY(r.nextKey(key));
            QCOMPARE(std::string(key), std::string("n"));
            QVERIFY(r.skipValue());
            QVERIFY(!r.nextKey(key));
            QVERIFY2(r.finish(), r.errorReason().c_str());
        }
    }

    void numbersAcrossRefills() {
        const std::string doc = "[1712867402348700.123456, -5, 1.5e-3, 0, 98765432109876543]";
        const std::vector<std::string> expected = {"1712867402348700.123456", "-5", "1.5e-3", "0", "98765432109876543"};
        for (const auto& steps : kSteps) {
            TrickleSource src(doc, steps);
            JsonReader r(src);
            QVERIFY(r.beginArray());
            std::vector<std::string> got;
            while (r.nextElement()) {
                std::string_view text;
                QVERIFY2(r.readNumber(text), trickleName(steps).c_str());
                got.emplace_back(text);
            }
            QVERIFY(!r.failed());
            QCOMPARE(got, expected);
        }
    }

    void skippedValuesAcrossRefills() {
        // Skipped: 1000-deep nesting (beyond the bounded scanner), strings holding brackets and
        // escaped quotes, literals; then the kept value must still be found.
        const std::string deep = std::string(1000, '[') + "{\"x\": \"]}\\\"\"}" + std::string(1000, ']');
        const std::string doc = "{\"deep\": " + deep + ", \"s\": \"}\\\"]{\\\\\", \"t\": true, \"o\": {\"a\": [null, false, -1e5]}, \"keep\": \"ok\"}";
        for (const auto& steps : kSteps) {
            TrickleSource src(doc, steps);
            JsonReader r(src);
            QVERIFY(r.beginObject());
            std::string_view key;
            std::string kept;
            while (r.nextKey(key)) {
                if (key == "keep") {
                    std::string_view v;
                    QVERIFY(r.readString(v));
                    kept = v;
                } else {
                    QVERIFY2(r.skipValue(), (trickleName(steps) + ": " + r.errorReason()).c_str());
                }
            }
            QVERIFY2(!r.failed(), r.errorReason().c_str());
            QCOMPARE(kept, std::string("ok"));
            QVERIFY(r.finish());
        }
    }

    void errorsAreTheSameInPieces() {
        // Each malformed document fails with the same reason and byte offset however it arrives;
        // the offsets are counted by hand from the text.
        struct Case {
            std::string doc;
            std::string reason;
            uint64_t offset;
        };
        const std::vector<Case> cases = {
            {"[\"abc\\", "unterminated string", 1},           // backslash is the last byte
            {"[\"abc\\\"]", "unterminated string", 1},        // only an escaped quote
            {"[[[[1, 2]]], 3}", "mismatched '}'", 14},
            {std::string(100, '[') + "}", "mismatched '}'", 100},
            {"{\"a\": [1, 2", "unexpected end of input inside a skipped value", 11},
            {"{\"a\": tru}", "invalid literal 'tru'", 9},
        };
        for (const auto& c : cases) {
            for (const auto& steps : kSteps) {
                TrickleSource src(c.doc, steps);
                JsonReader r(src);
                if (c.doc[0] == '{') {
                    std::string_view key;
                    QVERIFY(r.beginObject());
                    QVERIFY(r.nextKey(key));
                }
                QVERIFY(!r.skipValue());
                QCOMPARE(r.errorReason(), c.reason);
                QVERIFY2(r.errorOffset() == c.offset,
                         (c.doc.substr(0, 20) + " / " + trickleName(steps) + ": offset " + std::to_string(r.errorOffset())).c_str());
                QCOMPARE(r.errorLine(), 1);
            }
        }
    }

    void directBufferAccess() {
        // ensureBuffered brings n bytes in (or all that is left); consumeTo moves the read position.
        const std::string doc = "[{\"a\": 1}, {\"b\": 2}]";
        TrickleSource src(doc, {3});
        JsonReader r(src);
        QVERIFY(r.beginArray());
        QVERIFY(r.nextElement());
        QVERIFY(r.ensureBuffered(8));
        QVERIFY(r.limit() - r.cursor() >= 8);
        QCOMPARE(std::string(r.cursor(), 8), std::string("{\"a\": 1}"));
        r.consumeTo(r.cursor() + 8);
        QCOMPARE(r.offset(), uint64_t(9));
        QVERIFY(r.ensureBuffered(1000));  // more than is left: everything, no error
        QCOMPARE(std::string(r.cursor(), r.limit()), std::string(", {\"b\": 2}]"));
        QVERIFY(r.nextElement());
        QVERIFY(r.skipValue());
        QVERIFY(!r.nextElement());
        QVERIFY(r.finish());
    }
};

QTEST_GUILESS_MAIN(TestTraceJsonScan)
#include "test_trace_json_scan.moc"
