#pragma once
// Pull-style streaming JSON reader over a ByteSource. The caller walks the document and reads
// only the fields it needs; everything else is skipped without building values, so memory is one
// input chunk plus the longest single token. Errors carry the byte offset and line reached.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/trace/byte_source.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

class JsonReader {
public:
    enum class Type { Object, Array, String, Number, True, False, Null, End, Invalid };

    explicit JsonReader(ByteSource& source, ProgressFn progress = {});

    // Type of the next value without consuming it (End at end of input, Invalid on error).
    Type peek();

    bool beginObject();
    // Next key of the current object; false after its '}' (or on error). The view is valid until
    // the next call on the reader.
    bool nextKey(std::string_view& key);
    bool beginArray();
    // True when another element follows; false after the array's ']' (or on error).
    bool nextElement();

    // Scalars; views are valid until the next call. Unescaping happens only when needed.
    bool readString(std::string_view& out);
    bool readNumber(std::string_view& out);   // the number's text, e.g. "1712867402348700.5"
    bool skipValue();

    // After the top-level value: only whitespace may follow; also surfaces source faults
    // (a truncated gzip trailer) that the parse itself did not run into.
    bool finish();

    [[nodiscard]] bool failed() const { return failed_; }
    [[nodiscard]] bool cancelled() const { return cancelled_; }
    [[nodiscard]] const std::string& errorReason() const { return error_; }
    // The reason as a message where it has one (a semantic error, a source fault, a cancel); empty
    // for the reader's own syntax errors, which only errorReason() gives (in English).
    [[nodiscard]] const Message& errorText() const { return errorText_; }
    [[nodiscard]] uint64_t errorOffset() const { return errorOffset_; }
    [[nodiscard]] int errorLine() const { return errorLine_; }
    [[nodiscard]] int errorColumn() const { return errorColumn_; }
    [[nodiscard]] uint64_t offset() const { return base_ + pos_; }

    // Records a semantic error (e.g. "traceEvents is not an array") at the current position.
    void fail(const std::string& reason);
    void fail(Message reason);

    // Direct access for a caller's fast path over whole values (Kineto events): the buffered,
    // unread bytes are [cursor(), limit()); consumeTo(p) marks them read up to p, which must lie in
    // that range and end a complete value. ensureBuffered(n) refills until n bytes are buffered or
    // the input ends, so values rarely straddle a chunk; false once the reader has failed
    // (including a cancel from the progress callback).
    [[nodiscard]] const char* cursor() const { return buf_.data() + pos_; }
    [[nodiscard]] const char* limit() const { return buf_.data() + end_; }
    void consumeTo(const char* p) {
        pos_ = static_cast<size_t>(p - buf_.data());
        afterOpen_ = false;
    }
    bool ensureBuffered(size_t n) {
        if (end_ - pos_ >= n || eof_) return !failed_;
        return refillTo(n);
    }

private:
    // false at end of input; the common case (no whitespace) stays inline.
    bool skipWs() {
        if (pos_ < end_ && static_cast<unsigned char>(buf_[pos_]) > ' ') return true;
        return skipWsSlow();
    }
    bool skipWsSlow();
    bool fill(size_t& keep);                // compacts from keep, reads more; false at EOF/error
    bool refillTo(size_t n);
    bool expect(char c, const char* what);
    bool scanString(bool decode, std::string_view& out);
    bool scanLiteral(std::string_view& out);

    ByteSource& src_;
    ProgressFn progress_;
    std::vector<char> buf_;
    size_t pos_ = 0;
    size_t end_ = 0;
    uint64_t base_ = 0;          // decompressed bytes discarded before buf_[0]
    uint64_t linesBefore_ = 0;   // newlines in the discarded bytes
    bool eof_ = false;
    bool afterOpen_ = false;     // just consumed '{' or '[': no comma expected
    bool failed_ = false;
    bool cancelled_ = false;
    std::string error_;
    Message errorText_;
    uint64_t errorOffset_ = 0;
    int errorLine_ = 0;
    int errorColumn_ = 0;
    std::string scratch_;
    std::vector<char> stack_;
};

// Exact decimal conversions (no double round trip): "1712867402348700.123456" µs -> ns.
// Digits beyond ns are rounded half-up. False for text that is not a plain JSON number.
bool microsTextToNanos(std::string_view text, int64_t& ns);
bool parseInt64Text(std::string_view text, int64_t& value);  // accepts "12", "12.0", "-3"

}  // namespace moe::trace
