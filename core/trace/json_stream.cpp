#include "core/trace/json_stream.h"

#include "core/trace/json_scan.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace moe::trace {
namespace {

constexpr size_t kChunk = 1 << 20;

using scan::isLiteralChar;
using scan::isWs;

void appendUtf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

JsonReader::JsonReader(ByteSource& source, ProgressFn progress)
    : src_(source), progress_(std::move(progress)), buf_(kChunk) {}

void JsonReader::fail(Message reason) {
    if (failed_) return;
    fail(reason.english());
    errorText_ = std::move(reason);
}

void JsonReader::fail(const std::string& reason) {
    if (failed_) return;
    failed_ = true;
    error_ = reason;
    errorOffset_ = base_ + pos_;
    const size_t upto = std::min(pos_, end_);
    errorLine_ = static_cast<int>(linesBefore_ + scan::countNewlines(buf_.data(), upto) + 1);
    const char* lineStart = buf_.data();
    for (size_t i = upto; i > 0; --i) {
        if (buf_[i - 1] == '\n') { lineStart = buf_.data() + i; break; }
    }
    // Column is only exact when the line began inside the buffered window.
    errorColumn_ = static_cast<int>(buf_.data() + upto - lineStart) + 1;
}

bool JsonReader::fill(size_t& keep) {
    if (failed_ || eof_) return false;
    // Discard what precedes keep, move the rest to the front, grow when a single token fills it.
    if (keep > 0) {
        linesBefore_ += scan::countNewlines(buf_.data(), keep);
        std::memmove(buf_.data(), buf_.data() + keep, end_ - keep);
        base_ += keep;
        pos_ -= keep;
        end_ -= keep;
        keep = 0;
    }
    if (end_ == buf_.size()) buf_.resize(buf_.size() * 2);
    const size_t got = src_.read(buf_.data() + end_, buf_.size() - end_);
    if (!src_.error().empty()) {
        end_ += got;
        pos_ = end_;
        if (src_.errorText().empty())
            fail(src_.error());
        else
            fail(src_.errorText());
        return false;
    }
    if (got == 0) {
        eof_ = true;
        return false;
    }
    end_ += got;
    if (progress_ && !progress_(src_.fileBytesRead(), src_.fileSize())) {
        cancelled_ = true;
        fail(message("trace_errors", MOE_TR("trace_errors", "cancelled")));
        return false;
    }
    return true;
}

bool JsonReader::refillTo(size_t n) {
    while (!failed_ && !eof_ && end_ - pos_ < n) {
        size_t keep = pos_;
        if (!fill(keep)) break;
    }
    return !failed_;
}

bool JsonReader::skipWsSlow() {
    for (;;) {
        while (pos_ < end_ && isWs(buf_[pos_])) ++pos_;
        if (pos_ < end_) return true;
        size_t keep = pos_;
        if (!fill(keep)) return false;
    }
}

JsonReader::Type JsonReader::peek() {
    if (failed_) return Type::Invalid;
    if (!skipWs()) return failed_ ? Type::Invalid : Type::End;
    switch (buf_[pos_]) {
    case '{': return Type::Object;
    case '[': return Type::Array;
    case '"': return Type::String;
    case 't': return Type::True;
    case 'f': return Type::False;
    case 'n': return Type::Null;
    default:
        if (buf_[pos_] == '-' || (buf_[pos_] >= '0' && buf_[pos_] <= '9')) return Type::Number;
        return Type::Invalid;
    }
}

bool JsonReader::expect(char c, const char* what) {
    if (failed_) return false;
    if (!skipWs()) {
        if (!failed_) fail(std::string("unexpected end of input, expected ") + what);
        return false;
    }
    if (buf_[pos_] != c) {
        fail(message("trace_errors", MOE_TR("trace_errors", "expected %1, found '%2'"), codeArg(what),
                     codeArg(std::string(1, buf_[pos_]))));
        return false;
    }
    ++pos_;
    return true;
}

bool JsonReader::beginObject() {
    if (!expect('{', "'{'")) return false;
    afterOpen_ = true;
    return true;
}

bool JsonReader::beginArray() {
    if (!expect('[', "'['")) return false;
    afterOpen_ = true;
    return true;
}

bool JsonReader::nextKey(std::string_view& key) {
    if (failed_) return false;
    if (!skipWs()) {
        if (!failed_) fail("unexpected end of input inside an object");
        return false;
    }
    if (buf_[pos_] == '}') {
        ++pos_;
        afterOpen_ = false;
        return false;
    }
    if (!afterOpen_ && !expect(',', "',' or '}'")) return false;
    afterOpen_ = false;
    if (!skipWs()) {
        if (!failed_) fail("unexpected end of input inside an object");
        return false;
    }
    if (buf_[pos_] != '"') {
        fail(message("trace_errors", MOE_TR("trace_errors", "expected a string key")));
        return false;
    }
    if (!scanString(true, key)) return false;
    // The key view must survive the ':' scan, which can refill the buffer: copy only then.
    if (pos_ < end_ && buf_[pos_] == ':') {
        ++pos_;
        return true;
    }
    if (key.data() != scratch_.data()) scratch_.assign(key.data(), key.size());
    key = scratch_;
    return expect(':', "':'");
}

bool JsonReader::nextElement() {
    if (failed_) return false;
    if (!skipWs()) {
        if (!failed_) fail("unexpected end of input inside an array");
        return false;
    }
    if (buf_[pos_] == ']') {
        ++pos_;
        afterOpen_ = false;
        return false;
    }
    if (!afterOpen_ && !expect(',', "',' or ']'")) return false;
    afterOpen_ = false;
    return true;
}

bool JsonReader::scanString(bool decode, std::string_view& out) {
    // pos_ is at the opening quote. One forward pass finds the closing quote and notes whether
    // any escape needs decoding; a backslash escapes the byte after it.
    size_t start = pos_;
    size_t scan = pos_ + 1;
    bool escaped = false;
    for (;;) {
        const char* base = buf_.data();
        const size_t hit = static_cast<size_t>(scan::findQuoteOrBackslash(base + scan, base + end_) - base);
        // Out of data: no quote yet, or a backslash whose escaped byte is not buffered.
        if (hit == end_ || (buf_[hit] == '\\' && hit + 1 == end_)) {
            const size_t rel = hit - start;
            if (!fill(start)) {
                if (!failed_) fail("unterminated string");
                return false;
            }
            scan = start + rel;
            continue;
        }
        if (buf_[hit] == '\\') {
            escaped = true;
            scan = hit + 2;
            continue;
        }
        const size_t qi = hit;
        pos_ = qi + 1;
        afterOpen_ = false;
        const char* body = buf_.data() + start + 1;
        const size_t len = qi - start - 1;
        if (!decode || !escaped) {
            out = std::string_view(body, len);
            return true;
        }
        scratch_.clear();
        for (size_t i = 0; i < len; ++i) {
            const char c = body[i];
            if (c != '\\') {
                scratch_.push_back(c);
                continue;
            }
            if (++i >= len) break;
            switch (body[i]) {
            case 'n': scratch_.push_back('\n'); break;
            case 't': scratch_.push_back('\t'); break;
            case 'r': scratch_.push_back('\r'); break;
            case 'b': scratch_.push_back('\b'); break;
            case 'f': scratch_.push_back('\f'); break;
            case 'u': {
                auto hex4 = [&](size_t at, uint32_t& v) {
                    if (at + 4 > len) return false;
                    v = 0;
                    for (size_t k = 0; k < 4; ++k) {
                        const int h = hexValue(body[at + k]);
                        if (h < 0) return false;
                        v = v * 16 + static_cast<uint32_t>(h);
                    }
                    return true;
                };
                uint32_t cp = 0;
                if (!hex4(i + 1, cp)) {
                    pos_ = start + 1 + i;
                    fail(message("trace_errors", MOE_TR("trace_errors", "bad %1 escape in string"), codeArg("\\u")));
                    return false;
                }
                i += 4;
                uint32_t low = 0;
                if (cp >= 0xD800 && cp < 0xDC00 && i + 2 < len && body[i + 1] == '\\' && body[i + 2] == 'u' &&
                    hex4(i + 3, low) && low >= 0xDC00 && low < 0xE000) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    i += 6;
                }
                appendUtf8(scratch_, cp);
                break;
            }
            default: scratch_.push_back(body[i]); break;  // \" \\ \/
            }
        }
        out = scratch_;
        return true;
    }
}

bool JsonReader::readString(std::string_view& out) {
    if (failed_) return false;
    if (!skipWs()) {
        if (!failed_) fail("unexpected end of input, expected a string");
        return false;
    }
    if (buf_[pos_] != '"') {
        fail(message("trace_errors", MOE_TR("trace_errors", "expected a string")));
        return false;
    }
    return scanString(true, out);
}

bool JsonReader::scanLiteral(std::string_view& out) {
    size_t start = pos_;
    size_t i = pos_;
    for (;;) {
        while (i < end_ && isLiteralChar(buf_[i])) ++i;
        if (i < end_ || eof_) break;
        const size_t rel = i - start;
        if (!fill(start)) {
            if (failed_) return false;
            i = start + rel;
            break;
        }
        i = start + rel;
    }
    out = std::string_view(buf_.data() + start, i - start);
    pos_ = i;
    afterOpen_ = false;
    if (out.empty()) {
        fail(message("trace_errors", MOE_TR("trace_errors", "expected a value")));
        return false;
    }
    return true;
}

bool JsonReader::readNumber(std::string_view& out) {
    const Type t = peek();
    if (t != Type::Number) {
        if (!failed_) fail(message("trace_errors", MOE_TR("trace_errors", "expected a number")));
        return false;
    }
    return scanLiteral(out);
}

bool JsonReader::skipValue() {
    const Type t = peek();
    std::string_view ignored;
    switch (t) {
    case Type::String: return scanString(false, ignored);
    case Type::Number:
    case Type::True:
    case Type::False:
    case Type::Null:
        if (!scanLiteral(ignored)) return false;
        if (t == Type::Number || ignored == "true" || ignored == "false" || ignored == "null") return true;
        fail(message("trace_errors", MOE_TR("trace_errors", "invalid literal '%1'"),
                     codeArg(std::string(ignored.substr(0, 16)))));
        return false;
    case Type::Object:
    case Type::Array: break;
    case Type::End:
        fail("unexpected end of input, expected a value");
        return false;
    case Type::Invalid:
        if (!failed_)
            fail(message("trace_errors", MOE_TR("trace_errors", "unexpected character '%1'"),
                         codeArg(std::string(1, buf_[pos_]))));
        return false;
    }
    // Containers: walk brackets with a type stack and jump over strings. It validates nesting, not
    // grammar. Values wholly in the buffer (nearly all) are skipped by the bounded scanner; one that
    // straddles a refill, nests deeper than it follows, or is malformed takes the loop below,
    // which accepts and rejects exactly the same inputs and reports where.
    if (const char* q = scan::skipContainer(buf_.data() + pos_, buf_.data() + end_); q != nullptr) {
        pos_ = static_cast<size_t>(q - buf_.data());
        afterOpen_ = false;
        return true;
    }
    stack_.clear();
    for (;;) {
        if (pos_ >= end_) {
            size_t keep = pos_;
            if (!fill(keep)) {
                if (!failed_) fail("unexpected end of input inside a skipped value");
                return false;
            }
        }
        const char c = buf_[pos_];
        switch (c) {
        case '{': stack_.push_back('}'); ++pos_; break;
        case '[': stack_.push_back(']'); ++pos_; break;
        case '}':
        case ']':
            if (stack_.empty() || stack_.back() != c) {
                fail(message("trace_errors", MOE_TR("trace_errors", "mismatched '%1'"), codeArg(std::string(1, c))));
                return false;
            }
            stack_.pop_back();
            ++pos_;
            if (stack_.empty()) {
                afterOpen_ = false;
                return true;
            }
            break;
        case '"':
            if (!scanString(false, ignored)) return false;
            break;
        default: ++pos_; break;
        }
    }
}

bool JsonReader::finish() {
    if (failed_) return false;
    if (!skipWs()) return !failed_;
    fail(message("trace_errors", MOE_TR("trace_errors", "unexpected data after the top-level value")));
    return false;
}

bool microsTextToNanos(std::string_view t, int64_t& ns) {
    if (t.empty()) return false;
    size_t i = 0;
    const bool neg = t[0] == '-';
    if (neg) ++i;
    int64_t whole = 0;
    size_t digits = 0;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i, ++digits) {
        if (whole > (INT64_MAX - 9) / 10) return false;
        whole = whole * 10 + (t[i] - '0');
    }
    if (digits == 0) return false;
    int64_t frac = 0;  // nanoseconds
    if (i < t.size() && t[i] == '.') {
        ++i;
        int kept = 0;
        bool roundUp = false;
        size_t fdigits = 0;
        for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i, ++fdigits) {
            const int d = t[i] - '0';
            if (kept < 3) {
                frac = frac * 10 + d;
                ++kept;
            } else if (fdigits == 3) {
                roundUp = d >= 5;  // half-up on the first digit below 1 ns
            }
        }
        for (; kept < 3; ++kept) frac *= 10;
        if (fdigits == 0) return false;
        if (roundUp) ++frac;
    }
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        // Exponent form is rare in traces; long double is exact enough for the small values seen.
        const std::string copy(t);
        char* endp = nullptr;
        const long double v = std::strtold(copy.c_str(), &endp);
        if (endp != copy.c_str() + copy.size() || !std::isfinite(v)) return false;
        const long double scaled = v * 1000.0L;
        if (std::fabs(scaled) > 9.0e18L) return false;
        ns = static_cast<int64_t>(std::llround(scaled));
        return true;
    }
    if (i != t.size()) return false;
    if (whole > INT64_MAX / 1000 - 1) return false;
    ns = whole * 1000 + frac;
    if (neg) ns = -ns;
    return true;
}

bool parseInt64Text(std::string_view t, int64_t& value) {
    if (t.empty()) return false;
    size_t i = 0;
    const bool neg = t[0] == '-';
    if (neg) ++i;
    int64_t v = 0;
    size_t digits = 0;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i, ++digits) {
        if (v > (INT64_MAX - 9) / 10) return false;
        v = v * 10 + (t[i] - '0');
    }
    if (digits == 0) return false;
    if (i < t.size() && t[i] == '.') {
        // Integers written as floats ("7.0") appear in some exporters; any fraction is dropped.
        ++i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    }
    if (i != t.size()) return false;
    value = neg ? -v : v;
    return true;
}

}  // namespace moe::trace
