#include "core/logs/log_parser.h"

#include <charconv>
#include <fstream>
#include <sstream>

namespace moe::logs {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

size_t findNoCase(std::string_view hay, std::string_view needle, size_t from = 0) {
    if (needle.empty() || hay.size() < needle.size()) return std::string_view::npos;
    for (size_t i = from; i + needle.size() <= hay.size(); ++i) {
        size_t k = 0;
        while (k < needle.size() && lower(hay[i + k]) == lower(needle[k])) ++k;
        if (k == needle.size()) return i;
    }
    return std::string_view::npos;
}

// Digits starting at `pos` (after optional spaces); advances pos. Bounded to avoid overflow.
std::optional<int64_t> readInt(std::string_view s, size_t& pos) {
    while (pos < s.size() && isSpace(s[pos])) ++pos;
    const size_t start = pos;
    int64_t v = 0;
    while (pos < s.size() && isDigit(s[pos])) {
        if (pos - start >= 18) return std::nullopt;
        v = v * 10 + (s[pos] - '0');
        ++pos;
    }
    if (pos == start) return std::nullopt;
    return v;
}

struct IterationMatch {
    size_t start = 0;       // where "iteration" begins
    size_t fields_at = 0;   // just after the '|' that ends "iteration i/ total |"
    int64_t iteration = 0, total = 0;
};

// `iteration\s+(\d+)\s*/\s*(\d+)\s*\|` anywhere in the line.
std::optional<IterationMatch> matchIteration(std::string_view line) {
    static constexpr std::string_view kWord = "iteration";
    for (size_t at = line.find(kWord); at != std::string_view::npos; at = line.find(kWord, at + 1)) {
        size_t pos = at + kWord.size();
        if (pos >= line.size() || !isSpace(line[pos])) continue;
        auto it = readInt(line, pos);
        if (!it) continue;
        while (pos < line.size() && isSpace(line[pos])) ++pos;
        if (pos >= line.size() || line[pos] != '/') continue;
        ++pos;
        auto total = readInt(line, pos);
        if (!total) continue;
        while (pos < line.size() && isSpace(line[pos])) ++pos;
        if (pos >= line.size() || line[pos] != '|') continue;
        return IterationMatch{at, pos + 1, *it, *total};
    }
    return std::nullopt;
}

// "[YYYY-MM-DD HH:MM:SS(.ffffff)]" right before "iteration".
std::optional<std::string> timestampBefore(std::string_view prefix) {
    prefix = trim(prefix);
    if (prefix.empty() || prefix.back() != ']') return std::nullopt;
    const size_t open = prefix.rfind('[');
    if (open == std::string_view::npos) return std::nullopt;
    const std::string_view body = prefix.substr(open + 1, prefix.size() - open - 2);
    if (body.size() < 19 || body[4] != '-' || body[7] != '-' || body[10] != ' ' || body[13] != ':' || body[16] != ':')
        return std::nullopt;
    for (size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u, 11u, 12u, 14u, 15u, 17u, 18u})
        if (!isDigit(body[i])) return std::nullopt;
    return std::string(body);
}

// `key: value | key: value | …` segments from `rest`; the cut-off last segment is dropped when truncated.
std::vector<LogField> splitFields(std::string_view rest, bool truncated) {
    std::vector<std::string_view> segments;
    size_t start = 0;
    while (start <= rest.size()) {
        const size_t bar = rest.find('|', start);
        if (bar == std::string_view::npos) {
            if (!truncated) segments.push_back(rest.substr(start));
            break;
        }
        segments.push_back(rest.substr(start, bar - start));
        start = bar + 1;
    }
    std::vector<LogField> fields;
    for (std::string_view seg : segments) {
        seg = trim(seg);
        if (seg.empty()) continue;
        LogField f;
        const size_t colon = seg.find(':');
        if (colon == std::string_view::npos) {
            f.key = std::string(seg);
        } else {
            f.key = std::string(trim(seg.substr(0, colon)));
            f.raw = std::string(trim(seg.substr(colon + 1)));
            f.value = parseLogNumber(f.raw);
        }
        fields.push_back(std::move(f));
    }
    return fields;
}

std::optional<MemoryRecord> parseMemoryLine(std::string_view line, int lineNo) {
    size_t at = line.find("memory (MB)");
    std::string unit = "MB";
    double scale = 1024.0 * 1024.0;
    if (at == std::string_view::npos) {
        at = line.find("memory (GB)");
        unit = "GB";
        scale = 1e9;
    }
    if (at == std::string_view::npos) return std::nullopt;
    const size_t bar = line.find('|', at);
    if (bar == std::string_view::npos) return std::nullopt;
    MemoryRecord m;
    m.line = lineNo;
    m.unit = unit;
    const std::string_view prefix = line.substr(0, at);
    if (size_t r = findNoCase(prefix, "[rank "); r != std::string_view::npos) {
        size_t pos = r + 6;
        if (auto v = readInt(prefix, pos); v && *v <= 100000000) m.rank = static_cast<int>(*v);
    }
    if (size_t a = prefix.find("(after "); a != std::string_view::npos) {
        size_t pos = a + 7;
        m.after_iterations = readInt(prefix, pos);
    }
    bool any = false;
    for (const LogField& f : splitFields(line.substr(bar + 1), false)) {
        if (!f.value) continue;
        const double bytes = *f.value * scale;
        if (f.key == "allocated" || f.key == "mem-allocated-gigabytes") m.allocated_bytes = bytes;
        else if (f.key == "max allocated" || f.key == "mem-max-allocated-gigabytes") m.max_allocated_bytes = bytes;
        else if (f.key == "reserved" || f.key == "mem-reserved-gigabytes") m.reserved_bytes = bytes;
        else if (f.key == "max reserved" || f.key == "mem-max-reserved-gigabytes") m.max_reserved_bytes = bytes;
        else continue;
        any = true;
    }
    if (!any) return std::nullopt;
    return m;
}

std::optional<double> numberAfter(std::string_view s, std::string_view key) {
    const size_t at = s.find(key);
    if (at == std::string_view::npos) return std::nullopt;
    size_t pos = at + key.size();
    size_t end = pos;
    while (end < s.size() && !isSpace(s[end]) && s[end] != ',') ++end;
    return parseLogNumber(s.substr(pos, end - pos));
}

std::optional<TheoreticalMemory> parseTheoretical(std::string_view line, int lineNo) {
    const size_t at = line.find("Theoretical memory footprints:");
    if (at == std::string_view::npos) return std::nullopt;
    const std::string_view rest = line.substr(at);
    TheoreticalMemory t;
    t.line = lineNo;
    t.weight_and_optimizer_mb = numberAfter(rest, "weight and optimizer=");
    t.activation_mb = numberAfter(rest, "activation=");
    t.total_mb = numberAfter(rest, "total=");
    return t;
}

std::optional<int64_t> iterationAfter(std::string_view line, size_t pos) {
    return readInt(line, pos);
}

std::optional<LogEvent> parseEvent(std::string_view line, int lineNo, std::optional<int64_t> lastIteration) {
    struct Pattern {
        std::string_view text;
        LogEventKind kind;
    };
    static constexpr Pattern kPatterns[] = {{"saving checkpoint at iteration", LogEventKind::Checkpoint},
                                            {"validation loss at iteration", LogEventKind::Evaluation},
                                            {"evaluation at iteration", LogEventKind::Evaluation}};
    for (const auto& p : kPatterns) {
        const size_t at = findNoCase(line, p.text);
        if (at == std::string_view::npos) continue;
        LogEvent e;
        e.line = lineNo;
        e.kind = p.kind;
        e.iteration = iterationAfter(line, at + p.text.size());
        if (!e.iteration) e.iteration = lastIteration;
        e.text = std::string(trim(line.substr(at)));
        return e;
    }
    return std::nullopt;
}

bool isTimerEntry(std::string_view line) {
    const size_t dots = line.find("..:");
    return dots != std::string_view::npos && line.find('(', dots) != std::string_view::npos;
}

}  // namespace

std::optional<double> parseLogNumber(std::string_view text) {
    text = trim(text);
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    if (text.empty()) return std::nullopt;
    double v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v, std::chars_format::general);
    if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
    return v;
}

std::string stripAnsi(std::string_view line) {
    std::string out;
    out.reserve(line.size());
    for (size_t i = 0; i < line.size(); ++i) {
        if (line[i] != '\x1b') {
            out.push_back(line[i]);
            continue;
        }
        if (i + 1 >= line.size()) break;
        const char kind = line[i + 1];
        if (kind == '[') {  // CSI: parameters, then a final byte 0x40–0x7E
            size_t j = i + 2;
            while (j < line.size() && !(line[j] >= 0x40 && line[j] <= 0x7e)) ++j;
            i = j;
        } else if (kind == ']') {  // OSC: until BEL or ESC '\'
            size_t j = i + 2;
            while (j < line.size() && line[j] != '\x07' && !(line[j] == '\x1b' && j + 1 < line.size() && line[j + 1] == '\\')) ++j;
            i = (j < line.size() && line[j] == '\x1b') ? j + 1 : j;
        } else {
            i += 1;  // two-byte escape
        }
    }
    return out;
}

Result<TrainingLog> parseTrainingLog(const std::string& text, const std::string& origin) {
    TrainingLog log;
    log.origin = origin;
    std::vector<std::string> warnings;
    int truncatedCount = 0;
    constexpr int kMaxTruncatedWarnings = 20;
    std::optional<int64_t> lastIteration;
    TimerBlock* openTimer = nullptr;

    if (text.find('\0') != std::string::npos)
        warnings.push_back(origin + ": input contains NUL bytes (binary data?); only text lines were read");

    size_t start = 0;
    int lineNo = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        ++lineNo;
        std::string_view raw(text.data() + start, end - start);
        start = end + 1;
        const std::string cleaned = raw.find('\x1b') != std::string_view::npos ? stripAnsi(raw) : std::string(raw);
        const std::string_view line = trim(cleaned);

        if (openTimer != nullptr) {
            if (isTimerEntry(line)) {
                openTimer->lines.emplace_back(line);
                continue;
            }
            openTimer = nullptr;
        }
        if (line.empty()) continue;

        if (auto m = matchIteration(line)) {
            IterationRecord r;
            r.line = lineNo;
            r.iteration = m->iteration;
            r.total = m->total;
            r.timestamp = timestampBefore(line.substr(0, m->start));
            r.truncated = line.back() != '|';
            r.fields = splitFields(line.substr(m->fields_at), r.truncated);
            if (r.truncated) {
                if (++truncatedCount <= kMaxTruncatedWarnings)
                    warnings.push_back(origin + ":" + std::to_string(lineNo) + ": iteration " + std::to_string(r.iteration) +
                                       " line is truncated (does not end in '|'); its last field was dropped");
            }
            lastIteration = r.iteration;
            log.iterations.push_back(std::move(r));
            continue;
        }
        if (auto mem = parseMemoryLine(line, lineNo)) {
            log.memory.push_back(std::move(*mem));
            continue;
        }
        if (auto t = parseTheoretical(line, lineNo)) {
            log.theoretical_memory = std::move(*t);
            continue;
        }
        if (line.find("time across ranks (ms):") != std::string_view::npos ||
            line.find("time (ms) |") != std::string_view::npos) {
            log.timers.push_back(TimerBlock{lineNo, lastIteration, {std::string(line)}});
            if (line.find("time across ranks (ms):") != std::string_view::npos) openTimer = &log.timers.back();
            continue;
        }
        if (auto e = parseEvent(line, lineNo, lastIteration)) log.events.push_back(std::move(*e));
    }
    log.lines = lineNo;
    if (truncatedCount > kMaxTruncatedWarnings)
        warnings.push_back(origin + ": " + std::to_string(truncatedCount - kMaxTruncatedWarnings) + " more truncated iteration lines");
    if (log.iterations.empty())
        warnings.push_back(origin + ": no Megatron iteration line ('iteration N/ TOTAL |') found in " + std::to_string(lineNo) +
                           " lines");
    Result<TrainingLog> result(std::move(log));
    result.warnings = std::move(warnings);
    return result;
}

Result<TrainingLog> parseTrainingLogFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, {}, message("log_errors", MOE_TR("log_errors", "cannot open training log"))};
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return Error{path, 0, 0, {}, message("log_errors", MOE_TR("log_errors", "error reading training log"))};
    return parseTrainingLog(buffer.str(), path);
}

}  // namespace moe::logs
