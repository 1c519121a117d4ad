#include "core/trace/chrome_trace_writer.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <utility>
#include <vector>

#include "core/common/atomic_file.h"

namespace moe::trace {
namespace {

const char* categoryOf(EventKind k) {
    switch (k) {
        case EventKind::Kernel: return "kernel";
        case EventKind::Memcpy: return "gpu_memcpy";
        case EventKind::Memset: return "gpu_memset";
        case EventKind::Runtime: return "cuda_runtime";
        case EventKind::Annotation: return "user_annotation";
        case EventKind::GpuAnnotation: return "gpu_user_annotation";
    }
    return "kernel";
}

void appendInt(std::string& out, int64_t v) {
    char tmp[24];
    const auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
    out.append(tmp, r.ptr);
}

// ns as µs with exactly three decimals, from the integer (no rounding through a double).
void appendMicros(std::string& out, int64_t ns) {
    uint64_t mag = ns < 0 ? static_cast<uint64_t>(-(ns + 1)) + 1 : static_cast<uint64_t>(ns);
    if (ns < 0) out.push_back('-');
    char tmp[24];
    const auto r = std::to_chars(tmp, tmp + sizeof tmp, mag / 1000);
    out.append(tmp, r.ptr);
    const auto frac = static_cast<unsigned>(mag % 1000);
    const char digits[4] = {'.', static_cast<char>('0' + frac / 100), static_cast<char>('0' + frac / 10 % 10),
                            static_cast<char>('0' + frac % 10)};
    out.append(digits, 4);
}

// Length of the valid UTF-8 sequence starting at s[i], 0 when it is not one.
size_t utf8Length(std::string_view s, size_t i) {
    const auto b = static_cast<unsigned char>(s[i]);
    size_t n = 0;
    uint32_t min = 0;  // the smallest code point of that length (shorter encodings are invalid)
    if (b >= 0xC2 && b <= 0xDF) {
        n = 2;
        min = 0x80;
    } else if (b >= 0xE0 && b <= 0xEF) {
        n = 3;
        min = 0x800;
    } else if (b >= 0xF0 && b <= 0xF4) {
        n = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + n > s.size()) return 0;
    uint32_t cp = b & (0x7F >> n);
    for (size_t k = 1; k < n; ++k) {
        const auto c = static_cast<unsigned char>(s[i + k]);
        if ((c & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (c & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

// The lanes of one rank in display order: annotation-only lanes first, then the others, each by id.
struct Lane {
    int64_t stream = 0;
    int32_t device = -1;
    bool annotations_only = true;
};

std::vector<Lane> lanesOf(const RankTrace& rank) {
    std::map<int64_t, Lane> byStream;
    for (const Event& e : rank.events) {
        Lane& l = byStream.try_emplace(e.stream, Lane{e.stream, e.device, true}).first->second;
        if (e.device >= 0) l.device = e.device;
        if (e.kind != EventKind::GpuAnnotation && e.kind != EventKind::Annotation) l.annotations_only = false;
    }
    std::vector<Lane> lanes;
    lanes.reserve(byStream.size());
    for (const auto& [id, lane] : byStream) lanes.push_back(lane);
    std::stable_sort(lanes.begin(), lanes.end(), [](const Lane& a, const Lane& b) { return a.annotations_only && !b.annotations_only; });
    return lanes;
}

std::string laneName(const RankTrace& rank, const Lane& lane) {
    std::string base = lane.device >= 0 ? "GPU " + std::to_string(lane.device) + " stream " + std::to_string(lane.stream)
                                        : "thread " + std::to_string(lane.stream);
    if (auto it = rank.stream_names.find(lane.stream); it != rank.stream_names.end()) return it->second + " (" + base + ")";
    return base;
}

bool streamTrace(const Trace& trace, ChromeTraceStream& out) {
    // Names are shared by many events: escape each once.
    std::vector<std::string> names;
    names.reserve(trace.names.size());
    for (const std::string& n : trace.names) names.push_back(jsonEscaped(n));
    for (const RankTrace& rank : trace.ranks) {
        out.processName(rank.rank, "rank " + std::to_string(rank.rank) + (rank.rank_source.empty() ? "" : " (" + rank.rank_source + ")"));
        for (const Event& e : rank.events) {
            const bool onDevice = isGpuActivity(e.kind) || e.kind == EventKind::GpuAnnotation;
            out.complete(categoryOf(e.kind), names[e.name], rank.rank, e.stream, e.start_ns, e.duration(), onDevice ? e.device : -1,
                         e.stream);
        }
        const std::vector<Lane> lanes = lanesOf(rank);
        for (size_t i = 0; i < lanes.size(); ++i) {
            out.threadName(rank.rank, lanes[i].stream, laneName(rank, lanes[i]));
            out.threadSortIndex(rank.rank, lanes[i].stream, static_cast<int>(i));
        }
    }
    return out.finish(trace.path);
}

}  // namespace

std::string jsonEscaped(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            const size_t n = utf8Length(s, i);
            if (n == 0) {
                out += "\xEF\xBF\xBD";  // U+FFFD
                ++i;
            } else {
                out.append(s.substr(i, n));
                i += n;
            }
            continue;
        }
        if (c == '"' || c == '\\') {
            out.push_back('\\');
            out.push_back(static_cast<char>(c));
        } else if (c < 0x20) {
            static const char hex[] = "0123456789abcdef";
            const char esc[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            out.append(esc, 6);
        } else {
            out.push_back(static_cast<char>(c));
        }
        ++i;
    }
    return out;
}

ChromeTraceStream::ChromeTraceStream(Sink sink, size_t chunk) : sink_(std::move(sink)), chunk_(std::max<size_t>(chunk, 256)) {
    buf_.reserve(chunk_ + 4096);
    buf_ = "{\"traceEvents\":[";
}

void ChromeTraceStream::separator() {
    if (!first_) buf_.push_back(',');
    first_ = false;
}

void ChromeTraceStream::flushIfFull() {
    if (buf_.size() < chunk_) return;
    if (!failed_ && !sink_(buf_)) failed_ = true;
    buf_.clear();
}

void ChromeTraceStream::processName(int pid, std::string_view name) {
    separator();
    buf_ += "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":";
    appendInt(buf_, pid);
    buf_ += ",\"tid\":0,\"args\":{\"name\":\"";
    buf_ += jsonEscaped(name);
    buf_ += "\"}}";
    flushIfFull();
}

void ChromeTraceStream::threadName(int pid, int64_t tid, std::string_view name) {
    separator();
    buf_ += "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":";
    appendInt(buf_, pid);
    buf_ += ",\"tid\":";
    appendInt(buf_, tid);
    buf_ += ",\"args\":{\"name\":\"";
    buf_ += jsonEscaped(name);
    buf_ += "\"}}";
    flushIfFull();
}

void ChromeTraceStream::threadSortIndex(int pid, int64_t tid, int index) {
    separator();
    buf_ += "{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":";
    appendInt(buf_, pid);
    buf_ += ",\"tid\":";
    appendInt(buf_, tid);
    buf_ += ",\"args\":{\"sort_index\":";
    appendInt(buf_, index);
    buf_ += "}}";
    flushIfFull();
}

void ChromeTraceStream::complete(std::string_view category, std::string_view nameJson, int pid, int64_t tid, int64_t start_ns,
                                 int64_t duration_ns, int32_t device, int64_t stream) {
    separator();
    buf_ += "{\"ph\":\"X\",\"cat\":\"";
    buf_ += category;
    buf_ += "\",\"name\":\"";
    buf_ += nameJson;
    buf_ += "\",\"pid\":";
    appendInt(buf_, pid);
    buf_ += ",\"tid\":";
    appendInt(buf_, tid);
    buf_ += ",\"ts\":";
    appendMicros(buf_, start_ns);
    buf_ += ",\"dur\":";
    appendMicros(buf_, duration_ns);
    if (device >= 0) {
        buf_ += ",\"args\":{\"device\":";
        appendInt(buf_, device);
        buf_ += ",\"stream\":";
        appendInt(buf_, stream);
        buf_ += "}";
    }
    buf_ += "}";
    flushIfFull();
}

bool ChromeTraceStream::finish(std::string_view source) {
    buf_ += "],\"displayTimeUnit\":\"ns\"";
    if (!source.empty()) {
        buf_ += ",\"source\":\"";
        buf_ += jsonEscaped(source);
        buf_ += "\"";
    }
    buf_ += "}";
    if (!failed_ && !sink_(buf_)) failed_ = true;
    buf_.clear();
    return !failed_;
}

std::string chromeTraceJson(const Trace& trace) {
    std::string out;
    ChromeTraceStream stream([&](std::string_view piece) {
        out.append(piece);
        return true;
    });
    streamTrace(trace, stream);
    return out;
}

Status writeChromeTrace(const Trace& trace, const std::string& path) {
    auto file = AtomicFileWriter::create(path);
    if (!file) return file.error();
    Status written = okStatus();
    ChromeTraceStream stream([&](std::string_view piece) {
        written = file->write(piece);
        return written.ok();
    });
    if (!streamTrace(trace, stream)) return written;
    return file->commit();
}

}  // namespace moe::trace
