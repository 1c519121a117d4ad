#include "core/trace/kineto_import.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "core/trace/json_stream.h"
#include "core/trace/kineto_event.h"
#include "core/trace/kineto_fast_event.h"
#include "core/trace/pass_direction.h"

namespace moe::trace {
namespace {

// Bytes kept buffered ahead of each event: far above a typical event (~300 bytes), far below
// the reader's 1 MiB chunk, so the compaction it causes copies little.
constexpr size_t kLookahead = 64 * 1024;

struct FlowKey {
    int64_t pid, tid, ts;
    bool operator==(const FlowKey&) const = default;
};
struct FlowKeyHash {
    size_t operator()(const FlowKey& k) const noexcept {
        return std::hash<int64_t>{}(k.ts) ^ (std::hash<int64_t>{}(k.pid) * 31) ^ (std::hash<int64_t>{}(k.tid) * 131);
    }
};

class KinetoParser {
public:
    KinetoParser(ByteSource& src, std::string path, const ImportOptions& options, const ProgressFn& progress,
                 bool fastPath = true)
        : reader_(src, progress), path_(std::move(path)), options_(options), fastPath_(fastPath) {}

    Result<Trace> run();

private:
    bool parseTop();
    bool parseEvents();
    bool parseEvent();
    void counted();                   // an event was read: count it, keep it if wanted
    bool parseArgs();
    bool readInt(int64_t& out);       // number or numeric string; non-numeric strings give -1
    bool readMicros(int64_t& out, bool& ok);
    void keep();
    std::pair<int64_t, int64_t> keptTimes() const;  // (start, duration) as kept, ns
    Error error() const;

    JsonReader reader_;
    std::string path_;
    ImportOptions options_;
    RawKinetoEvent ev_;
    NameTable names_;
    std::vector<Event> events_;
    std::vector<std::pair<FlowKey, int64_t>> flows_;
    std::vector<CpuRange> backwardOps_;
    ImportCounts counts_;
    uint64_t withPh_ = 0;
    uint64_t badEvents_ = 0;
    int64_t baseNs_ = kNoTime;
    int64_t rank_ = -1;
    int64_t worldSize_ = -1;
    std::optional<std::string> deviceName_;
    bool sawEvents_ = false;
    bool fastPath_ = true;
};

Error KinetoParser::error() const {
    const std::string& reason = reader_.errorReason();
    const auto atByte = static_cast<int64_t>(reader_.errorOffset());
    // Every "end of input" the reader reports is the data running out mid-document: a cut copy or
    // download, which a person fixes differently from a syntax error.
    if (reason.starts_with("unexpected end of input") || reason == "unterminated string") {
        return Error{path_, reader_.errorLine(), reader_.errorColumn(), "",
                     reason == "unterminated string"
                         ? message("trace_errors",
                                   MOE_TR("trace_errors",
                                          "the trace ends early, inside a quoted string (is the file "
                                          "truncated? the JSON stops at byte %1)"),
                                   integerArg(atByte))
                         : message("trace_errors",
                                   MOE_TR("trace_errors",
                                          "the trace ends early, inside an event or list (is the file "
                                          "truncated? the JSON stops at byte %1)"),
                                   integerArg(atByte))};
    }
    // The reader's own syntax errors have no message: their English is the argument.
    return Error{
        path_, reader_.errorLine(), reader_.errorColumn(), "",
        message("trace_errors", MOE_TR("trace_errors", "%1 (at JSON byte %2)"),
                reader_.errorText().empty() ? textArg(reason) : messageArg(reader_.errorText()), integerArg(atByte))};
}

bool KinetoParser::readInt(int64_t& out) {
    std::string_view text;
    const auto t = reader_.peek();
    if (t == JsonReader::Type::Number) {
        if (!reader_.readNumber(text)) return false;
        if (!parseInt64Text(text, out)) out = -1;
        return true;
    }
    if (t == JsonReader::Type::String) {
        if (!reader_.readString(text)) return false;
        if (!parseInt64Text(text, out)) out = -1;
        return true;
    }
    out = -1;
    return reader_.skipValue();
}

bool KinetoParser::readMicros(int64_t& out, bool& ok) {
    std::string_view text;
    const auto t = reader_.peek();
    if (t == JsonReader::Type::Number) {
        if (!reader_.readNumber(text)) return false;
    } else if (t == JsonReader::Type::String) {
        if (!reader_.readString(text)) return false;
    } else {
        ok = false;
        return reader_.skipValue();
    }
    ok = microsTextToNanos(text, out);
    return true;
}

bool KinetoParser::parseArgs() {
    if (reader_.peek() != JsonReader::Type::Object) return reader_.skipValue();
    reader_.beginObject();
    std::string_view key;
    while (reader_.nextKey(key)) {
        if (key == "device") {
            if (!readInt(ev_.device)) return false;
        } else if (key == "stream") {
            if (!readInt(ev_.stream)) return false;
        } else if (key == "correlation") {
            if (!readInt(ev_.correlation)) return false;
        } else if (key == "name" && ev_.ph == 'M') {
            std::string_view v;
            if (reader_.peek() != JsonReader::Type::String) { if (!reader_.skipValue()) return false; continue; }
            if (!reader_.readString(v)) return false;
        } else if (!reader_.skipValue()) {
            return false;
        }
    }
    return !reader_.failed();
}

bool KinetoParser::parseEvent() {
    if (reader_.peek() != JsonReader::Type::Object) {
        reader_.fail(message("trace_errors", MOE_TR("trace_errors", "trace event %1 is not an object"),
                             integerArg(static_cast<int64_t>(counts_.total_events))));
        return false;
    }
    ev_.reset();
    reader_.beginObject();
    std::string_view key;
    std::string_view sv;
    while (reader_.nextKey(key)) {
        // Dispatch on length first: the keys Kineto writes are short and distinct.
        bool handled = true;
        switch (key.size()) {
        case 2:
            if (key == "ph") {
                if (!reader_.readString(sv)) return false;
                ev_.ph = sv.empty() ? '?' : sv[0];
            } else if (key == "ts") {
                bool ok = true;
                if (!readMicros(ev_.ts, ok)) return false;
                ev_.hasTs = ok;
            } else if (key == "id") {
                if (!readInt(ev_.flowId)) return false;
            } else {
                handled = false;
            }
            break;
        case 3:
            if (key == "cat") {
                if (reader_.peek() == JsonReader::Type::String) {
                    if (!reader_.readString(sv)) return false;
                    ev_.cat = classifyKinetoCat(sv);
                } else {
                    handled = false;
                }
            } else if (key == "pid") {
                if (!readInt(ev_.pid)) return false;
            } else if (key == "tid") {
                if (!readInt(ev_.tid)) return false;
            } else if (key == "dur") {
                bool ok = true;
                if (!readMicros(ev_.dur, ok)) return false;
                if (!ok) ev_.dur = 0;
            } else {
                handled = false;
            }
            break;
        case 4:
            if (key == "name" && reader_.peek() == JsonReader::Type::String) {
                if (!reader_.readString(sv)) return false;
                ev_.setNameCopy(sv);
            } else if (key == "args") {
                if (!parseArgs()) return false;
            } else {
                handled = false;
            }
            break;
        default: handled = false; break;
        }
        if (!handled && !reader_.skipValue()) return false;
    }
    if (reader_.failed()) return false;
    counted();
    return true;
}

void KinetoParser::counted() {
    ++counts_.total_events;
    if (ev_.ph != 0) ++withPh_;
    keep();
}

std::pair<int64_t, int64_t> KinetoParser::keptTimes() const {
    if (!options_.hta_rounding) return {ev_.ts, ev_.dur};
    // Whole µs: start up, duration down (sub-µs kernels vanish, as in HTA).
    auto ceilDiv = [](int64_t a, int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); };
    return {ceilDiv(ev_.ts, 1000) * 1000, (ev_.dur / 1000) * 1000};
}

void KinetoParser::keep() {
    switch (ev_.ph) {
    case 'M': ++counts_.metadata; return;
    case 's':
    case 'f':
        ++counts_.flows;
        // ac2g "f" ends sit on the GPU event; they let kernels without args.correlation find
        // their launch.
        if (ev_.ph == 'f' && ev_.cat == KinetoCat::Ac2g && ev_.hasTs && ev_.flowId >= 0)
            flows_.push_back({FlowKey{ev_.pid, ev_.tid, ev_.ts}, ev_.flowId});
        return;
    case 'X': break;
    default: return;
    }
    EventKind kind;
    switch (ev_.cat) {
    case KinetoCat::Kernel: kind = EventKind::Kernel; break;
    case KinetoCat::Memcpy: kind = EventKind::Memcpy; break;
    case KinetoCat::Memset: kind = EventKind::Memset; break;
    case KinetoCat::Runtime: kind = EventKind::Runtime; break;
    case KinetoCat::Annotation: kind = EventKind::Annotation; break;
    case KinetoCat::GpuAnnotation: kind = EventKind::GpuAnnotation; break;
    case KinetoCat::CpuOp:
        // Older traces record ProfilerStep#N as an operator; steps are needed, other ops are not,
        // except the autograd backward ones, kept aside (few, and they tell backward from forward).
        if (ev_.name.rfind("ProfilerStep#", 0) == 0 || options_.keep_cpu_ops) { kind = EventKind::Annotation; break; }
        if (isAutogradBackwardName(ev_.name) && ev_.hasTs && ev_.dur >= 0) {
            const auto [start, dur] = keptTimes();
            backwardOps_.push_back({start, start + dur, ev_.tid});
        }
        return;
    default: return;
    }
    if (!ev_.hasTs || ev_.dur < 0) {
        ++badEvents_;
        return;
    }
    const auto [start, dur] = keptTimes();
    Event e;
    e.start_ns = start;
    e.end_ns = start + dur;
    e.kind = kind;
    e.name = names_.intern(ev_.name);
    e.correlation = ev_.correlation;
    e.pid = static_cast<int32_t>(ev_.pid);
    if (isGpuActivity(kind) || kind == EventKind::GpuAnnotation) {
        e.device = static_cast<int32_t>(ev_.device >= 0 ? ev_.device : ev_.pid);
        e.stream = ev_.stream >= 0 ? ev_.stream : ev_.tid;
        // Remember the pid/tid/ts triple only while a flow may still be needed to link it.
        if (e.correlation < 0 && isGpuActivity(kind)) e.correlation = -2 - static_cast<int64_t>(events_.size());
    } else {
        e.stream = ev_.tid;
    }
    events_.push_back(e);
    ++counts_.kept_events;
}

bool KinetoParser::parseEvents() {
    if (reader_.peek() != JsonReader::Type::Array) {
        reader_.fail(message("trace_errors", MOE_TR("trace_errors", "%1 is not an array"), codeArg("traceEvents")));
        return false;
    }
    sawEvents_ = true;
    reader_.beginArray();
    while (reader_.nextElement()) {
        // Keep a few events' worth buffered so that almost every event is whole in memory and
        // takes the fast path; the rest (and every error) go through parseEvent.
        if (!reader_.ensureBuffered(kLookahead)) return false;
        const char* p = reader_.cursor();
        if (fastPath_ && scanKinetoEventFast(p, reader_.limit(), ev_)) {
            reader_.consumeTo(p);
            counted();
            continue;
        }
        if (!parseEvent()) return false;
    }
    return !reader_.failed();
}

bool KinetoParser::parseTop() {
    const auto t = reader_.peek();
    if (t == JsonReader::Type::Array) return parseEvents();
    if (t != JsonReader::Type::Object) {
        if (!reader_.failed())
            reader_.fail(t == JsonReader::Type::End
                             ? message("trace_errors", MOE_TR("trace_errors", "empty file: not a Chrome trace"))
                             : message("trace_errors", MOE_TR("trace_errors",
                                                              "not a Chrome trace: the top-level value "
                                                              "is neither an object nor an array")));
        return false;
    }
    reader_.beginObject();
    std::string_view key;
    while (reader_.nextKey(key)) {
        if (key == "traceEvents") {
            if (!parseEvents()) return false;
        } else if (key == "distributedInfo" && reader_.peek() == JsonReader::Type::Object) {
            reader_.beginObject();
            std::string_view k2;
            while (reader_.nextKey(k2)) {
                if (k2 == "rank") {
                    if (!readInt(rank_)) return false;
                } else if (k2 == "world_size") {
                    if (!readInt(worldSize_)) return false;
                } else if (!reader_.skipValue()) {
                    return false;
                }
            }
        } else if (key == "deviceProperties" && reader_.peek() == JsonReader::Type::Array) {
            reader_.beginArray();
            while (reader_.nextElement()) {
                if (reader_.peek() != JsonReader::Type::Object) {
                    if (!reader_.skipValue()) return false;
                    continue;
                }
                reader_.beginObject();
                std::string_view k2;
                while (reader_.nextKey(k2)) {
                    std::string_view v;
                    if (k2 == "name" && !deviceName_ && reader_.peek() == JsonReader::Type::String) {
                        if (!reader_.readString(v)) return false;
                        deviceName_ = std::string(v);
                    } else if (!reader_.skipValue()) {
                        return false;
                    }
                }
            }
        } else if (key == "baseTimeNanoseconds") {
            int64_t v = -1;
            if (!readInt(v)) return false;
            if (v >= 0) baseNs_ = v;
        } else if (!reader_.skipValue()) {
            return false;
        }
    }
    if (reader_.failed()) return false;
    if (!sawEvents_) {
        reader_.fail(
            message("trace_errors", MOE_TR("trace_errors", "not a Chrome trace: no %1 array"), codeArg("traceEvents")));
        return false;
    }
    return true;
}

Result<Trace> KinetoParser::run() {
    if (!parseTop() || !reader_.finish()) return error();
    if (counts_.total_events > 0 && withPh_ == 0) {
        return Error{path_, 0, 0, "",
                     message("trace_errors", MOE_TR("trace_errors", "not a Chrome trace: no event has a '%1' field"),
                             codeArg("ph"))};
    }
    Trace trace;
    trace.path = path_;
    trace.format = "kineto";
    // Link GPU events lacking args.correlation through their ac2g flow end.
    bool needFlows = std::any_of(events_.begin(), events_.end(), [](const Event& e) { return e.correlation <= -2; });
    if (needFlows && !flows_.empty()) {
        std::unordered_map<FlowKey, int64_t, FlowKeyHash> byKey;
        for (const auto& [k, id] : flows_) byKey.emplace(k, id);
        for (auto& e : events_) {
            if (e.correlation > -2) continue;
            auto it = byKey.find(FlowKey{e.pid, e.stream, e.start_ns});
            if (it == byKey.end()) it = byKey.find(FlowKey{e.device, e.stream, e.start_ns});
            if (it != byKey.end()) {
                e.correlation = it->second;
                ++counts_.flow_links;
            }
        }
    }
    int64_t origin = 0;
    if (!events_.empty()) {
        origin = std::min_element(events_.begin(), events_.end(), [](const Event& a, const Event& b) {
                     return a.start_ns < b.start_ns;
                 })->start_ns;
    }
    for (auto& e : events_) {
        if (e.correlation <= -2) e.correlation = -1;
        e.start_ns -= origin;
        e.end_ns -= origin;
    }
    trace.origin_ns = baseNs_ != kNoTime ? origin + baseNs_ : origin;
    // Without baseTimeNanoseconds, ts is epoch µs (§9.1); anything before 1973 is some other clock.
    trace.origin_is_unix = baseNs_ != kNoTime || origin > 100'000'000'000'000'000LL;
    if (worldSize_ > 0) trace.world_size = worldSize_;
    trace.device_name = deviceName_;
    RankTrace rank;
    if (options_.rank_override >= 0) {
        rank.rank = options_.rank_override;
        rank.rank_source = "option";
    } else if (rank_ >= 0) {
        rank.rank = static_cast<int>(rank_);
        rank.rank_source = "distributedInfo";
    } else if (const int fromName = rankFromFileName(path_); fromName >= 0) {
        rank.rank = fromName;
        rank.rank_source = "file name";
    } else {
        rank.rank_source = "default";
    }
    rank.events = std::move(events_);
    for (CpuRange& r : backwardOps_) {
        r.start_ns -= origin;
        r.end_ns -= origin;
    }
    std::sort(backwardOps_.begin(), backwardOps_.end(), [](const CpuRange& a, const CpuRange& b) { return a.start_ns < b.start_ns; });
    rank.backward_ops = std::move(backwardOps_);
    finalizeRank(rank, counts_);
    trace.ranks.push_back(std::move(rank));
    trace.names = names_.release();
    trace.counts = counts_;
    Result<Trace> result(std::move(trace));
    if (badEvents_ > 0) result.warnings.push_back(std::to_string(badEvents_) + " complete events without a usable ts/dur were skipped");
    if (counts_.kept_events == 0) result.warnings.push_back("no GPU, runtime or annotation events in the trace");
    return result;
}

}  // namespace

int rankFromFileName(std::string_view path) {
    const auto slash = path.find_last_of('/');
    std::string base(slash == std::string_view::npos ? path : path.substr(slash + 1));
    std::transform(base.begin(), base.end(), base.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const std::string_view prefix : {"rank", "worker"}) {
        for (size_t at = base.find(prefix); at != std::string::npos; at = base.find(prefix, at + 1)) {
            size_t i = at + prefix.size();
            if (i < base.size() && (base[i] == '-' || base[i] == '_')) ++i;
            size_t j = i;
            while (j < base.size() && j - i < 9 && std::isdigit(static_cast<unsigned char>(base[j])) != 0) ++j;
            if (j > i) return std::stoi(base.substr(i, j - i));
        }
    }
    return -1;
}

Result<Trace> importKinetoFrom(ByteSource& source, const std::string& displayPath, const ImportOptions& options,
                               const ProgressFn& progress) {
    KinetoParser parser(source, displayPath, options, progress);
    return parser.run();
}

Result<Trace> detail::importKinetoExact(ByteSource& source, const std::string& displayPath, const ImportOptions& options) {
    KinetoParser parser(source, displayPath, options, {}, false);
    return parser.run();
}

Result<Trace> importKineto(const std::string& path, const ImportOptions& options, const ProgressFn& progress) {
    auto src = openByteSource(path);
    if (!src) return src.error();
    return importKinetoFrom(**src, path, options, progress);
}

}  // namespace moe::trace
