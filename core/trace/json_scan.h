#pragma once
// Byte-scanning primitives shared by the streaming JSON reader and the Kineto event fast path.
// They work on a plain [p, end) range, never read outside it, and report "incomplete" (nullptr)
// rather than guessing when a token might continue past end: the caller then refills or falls
// back to the exact, error-reporting path. SSE2 is part of the x86-64 baseline, so the vector
// loops need no runtime dispatch; other targets use the scalar versions, which are also the
// reference the tests compare against.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace moe::trace::scan {

// Characters the reader treats as part of a number or literal token (true/false/null, 1e-5).
// A table keeps the per-byte test to one load instead of five range checks.
struct LiteralTable {
    bool on[256] = {};
    constexpr LiteralTable() {
        for (int c = '0'; c <= '9'; ++c) on[c] = true;
        for (int c = 'a'; c <= 'z'; ++c) on[c] = true;
        on[static_cast<unsigned char>('-')] = on[static_cast<unsigned char>('+')] = true;
        on[static_cast<unsigned char>('.')] = on[static_cast<unsigned char>('E')] = true;
    }
};
inline constexpr LiteralTable kLiteral{};
inline bool isLiteralChar(char c) { return kLiteral.on[static_cast<unsigned char>(c)]; }
inline bool isWs(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

inline const char* skipWs(const char* p, const char* end) {
    while (p < end && isWs(*p)) ++p;
    return p;
}

// End of the literal starting at p: the first non-literal byte, or end.
inline const char* literalEnd(const char* p, const char* end) {
    while (p < end && isLiteralChar(*p)) ++p;
    return p;
}

inline const char* findQuoteOrBackslashScalar(const char* p, const char* end) {
    while (p < end && *p != '"' && *p != '\\') ++p;
    return p;
}

// First '"' or '\\' in [p, end), or end. Strings are most of a trace's bytes (kernel names run to
// 100+ characters), so this is the loop that has to be fast: 16 bytes per step with SSE2.
inline const char* findQuoteOrBackslash(const char* p, const char* end) {
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i bslash = _mm_set1_epi8('\\');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
        if (mask != 0) return p + __builtin_ctz(static_cast<unsigned>(mask));
        p += 16;
    }
#endif
    return findQuoteOrBackslashScalar(p, end);
}

// p just after an opening quote: the position after the closing quote, or nullptr when the
// string does not end inside [p, end). A backslash escapes the next byte, whatever it is, which
// is how the reader has always matched quotes (an odd run of backslashes escapes the quote);
// escapes are not validated here.
inline const char* skipStringBody(const char* p, const char* end) {
    for (;;) {
        p = findQuoteOrBackslash(p, end);
        if (p == end) return nullptr;
        if (*p == '"') return p + 1;
        if (end - p < 2) return nullptr;  // the escaped byte is past end
        p += 2;
    }
}

// Deepest nesting skipContainer follows; deeper values go to the reader's unbounded path.
inline constexpr int kMaxSkipDepth = 64;

// p at '{' or '[': the position after the matching close, or nullptr when the value does not end
// inside [p, end), a bracket is mismatched, or it nests deeper than kMaxSkipDepth. Like the
// reader's skip it checks bracket nesting and string boundaries, not the grammar in between.
inline const char* skipContainer(const char* p, const char* end) {
    uint64_t objects = 0;  // bit i set: the container at depth i + 1 is an object
    int depth = 0;
    while (p < end) {
        switch (*p) {
        case '{':
        case '[':
            if (depth == kMaxSkipDepth) return nullptr;
            objects = (objects << 1) | (*p == '{' ? 1U : 0U);
            ++depth;
            ++p;
            break;
        case '}':
        case ']':
            if (depth == 0 || ((objects & 1U) != 0) != (*p == '}')) return nullptr;
            objects >>= 1;
            ++p;
            if (--depth == 0) return p;
            break;
        case '"':
            p = skipStringBody(p + 1, end);
            if (p == nullptr) return nullptr;
            break;
        default: ++p; break;
        }
    }
    return nullptr;
}

inline uint64_t countNewlinesScalar(const char* p, size_t n) {
    uint64_t count = 0;
    for (size_t i = 0; i < n; ++i) count += p[i] == '\n' ? 1U : 0U;
    return count;
}

// Newlines in [p, p+n): error messages need line numbers, so every discarded buffer is counted;
// this must cost far less than parsing it. Byte counters are summed every 255 blocks, before
// they can wrap.
inline uint64_t countNewlines(const char* p, size_t n) {
    uint64_t count = 0;
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i zero = _mm_setzero_si128();
    while (n - i >= 16) {
        const size_t blocks = (n - i) / 16 < 255 ? (n - i) / 16 : 255;
        __m128i acc = zero;
        for (size_t b = 0; b < blocks; ++b, i += 16) {
            // cmpeq gives -1 per matching byte; subtracting counts it.
            acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i)), nl));
        }
        uint64_t halves[2];
        _mm_storeu_si128(reinterpret_cast<__m128i*>(halves), _mm_sad_epu8(acc, zero));
        count += halves[0] + halves[1];
    }
#endif
    return count + countNewlinesScalar(p + i, n - i);
}

}  // namespace moe::trace::scan
