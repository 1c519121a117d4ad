#include "core/trace/kineto_fast_event.h"

#include "core/trace/json_scan.h"
#include "core/trace/json_stream.h"

namespace moe::trace {
namespace {

// Every helper takes p at the first byte of a value and returns the position after it, or
// nullptr to abandon the fast path. None of them reads at or beyond end.

bool startsNumber(char c) { return c == '-' || (c >= '0' && c <= '9'); }

// A string without escapes; with one, the exact path decodes it.
const char* plainString(const char* p, const char* end, std::string_view& out) {
    const char* q = scan::findQuoteOrBackslash(p + 1, end);
    if (q == end || *q != '"') return nullptr;
    out = std::string_view(p + 1, static_cast<size_t>(q - p - 1));
    return q + 1;
}

// A literal that visibly ends before end (at end it might continue in the next chunk).
const char* literal(const char* p, const char* end, std::string_view& out) {
    const char* q = scan::literalEnd(p, end);
    if (q == end) return nullptr;
    out = std::string_view(p, static_cast<size_t>(q - p));
    return q;
}

// JsonReader::skipValue's rules: any literal starting like a number, exactly true/false/null,
// strings and containers by their boundaries.
const char* skipAny(const char* p, const char* end) {
    switch (*p) {
    case '"': return scan::skipStringBody(p + 1, end);
    case '{':
    case '[': return scan::skipContainer(p, end);
    case 't':
    case 'f':
    case 'n': {
        std::string_view lit;
        const char* q = literal(p, end, lit);
        if (q == nullptr || (lit != "true" && lit != "false" && lit != "null")) return nullptr;
        return q;
    }
    default: {
        if (!startsNumber(*p)) return nullptr;
        std::string_view lit;
        return literal(p, end, lit);
    }
    }
}

// The text of a number or plain string value; nullptr for other kinds (q stays at p).
const char* scalarText(const char* p, const char* end, std::string_view& text, bool& isScalar) {
    isScalar = true;
    if (*p == '"') return plainString(p, end, text);
    if (startsNumber(*p)) return literal(p, end, text);
    isScalar = false;
    return skipAny(p, end);
}

// KinetoParser::readInt: a number or numeric string; anything else gives -1.
const char* readInt(const char* p, const char* end, int64_t& out) {
    std::string_view text;
    bool isScalar = false;
    const char* q = scalarText(p, end, text, isScalar);
    if (q == nullptr) return nullptr;
    if (!isScalar || !parseInt64Text(text, out)) out = -1;
    return q;
}

// KinetoParser::readMicros: ok is false for unusable values; out is only written on success.
const char* readMicros(const char* p, const char* end, int64_t& out, bool& ok) {
    std::string_view text;
    bool isScalar = false;
    const char* q = scalarText(p, end, text, isScalar);
    if (q == nullptr) return nullptr;
    ok = isScalar && microsTextToNanos(text, out);
    return q;
}

// Walks an object's members, calling value(key, p) for each; p is after the '{'.
template <typename ValueFn>
const char* members(const char* p, const char* end, ValueFn&& value) {
    p = scan::skipWs(p, end);
    if (p == end) return nullptr;
    if (*p == '}') return p + 1;
    for (;;) {
        if (*p != '"') return nullptr;
        std::string_view key;
        p = plainString(p, end, key);
        if (p == nullptr) return nullptr;
        p = scan::skipWs(p, end);
        if (p == end || *p != ':') return nullptr;
        p = scan::skipWs(p + 1, end);
        if (p == end) return nullptr;
        p = value(key, p);
        if (p == nullptr) return nullptr;
        p = scan::skipWs(p, end);
        if (p == end) return nullptr;
        if (*p == '}') return p + 1;
        if (*p != ',') return nullptr;
        p = scan::skipWs(p + 1, end);
        if (p == end) return nullptr;
    }
}

// KinetoParser::parseArgs.
const char* args(const char* p, const char* end, RawKinetoEvent& ev) {
    if (*p != '{') return skipAny(p, end);
    return members(p + 1, end, [&](std::string_view key, const char* v) -> const char* {
        if (key == "device") return readInt(v, end, ev.device);
        if (key == "stream") return readInt(v, end, ev.stream);
        if (key == "correlation") return readInt(v, end, ev.correlation);
        if (key == "name" && ev.ph == 'M' && *v == '"') {
            // The exact path decodes (and so validates) this string; read it the same way.
            std::string_view ignored;
            return plainString(v, end, ignored);
        }
        return skipAny(v, end);
    });
}

// KinetoParser::parseEvent's key dispatch, in the same order and with the same fallbacks.
const char* eventMember(std::string_view key, const char* p, const char* end, RawKinetoEvent& ev) {
    std::string_view sv;
    bool ok = true;
    const char* q = nullptr;
    switch (key.size()) {
    case 2:
        if (key == "ph") {
            if (*p != '"' || (q = plainString(p, end, sv)) == nullptr) return nullptr;
            ev.ph = sv.empty() ? '?' : sv[0];
            return q;
        }
        if (key == "ts") {
            q = readMicros(p, end, ev.ts, ok);
            ev.hasTs = ok;
            return q;
        }
        if (key == "id") return readInt(p, end, ev.flowId);
        break;
    case 3:
        if (key == "cat") {
            if (*p != '"') break;
            if ((q = plainString(p, end, sv)) == nullptr) return nullptr;
            ev.cat = classifyKinetoCat(sv);
            return q;
        }
        if (key == "pid") return readInt(p, end, ev.pid);
        if (key == "tid") return readInt(p, end, ev.tid);
        if (key == "dur") {
            q = readMicros(p, end, ev.dur, ok);
            if (!ok) ev.dur = 0;
            return q;
        }
        break;
    case 4:
        if (key == "name" && *p == '"') {
            if ((q = plainString(p, end, sv)) == nullptr) return nullptr;
            ev.name = sv;
            return q;
        }
        if (key == "args") return args(p, end, ev);
        break;
    default: break;
    }
    return skipAny(p, end);
}

}  // namespace

bool scanKinetoEventFast(const char*& pos, const char* end, RawKinetoEvent& ev) {
    const char* p = scan::skipWs(pos, end);
    if (p == end || *p != '{') return false;
    ev.reset();
    p = members(p + 1, end, [&](std::string_view key, const char* v) { return eventMember(key, v, end, ev); });
    if (p == nullptr) return false;
    pos = p;
    return true;
}

}  // namespace moe::trace
