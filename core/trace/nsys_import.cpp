#include "core/trace/nsys_import.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace moe::trace {
namespace {

constexpr int kNvtxPushPop = 59;   // defaults when ENUM_NSYS_EVENT_TYPE is absent (nsys < 2023)
constexpr int kNvtxStartEnd = 60;

struct DbCloser {
    void operator()(sqlite3* db) const { sqlite3_close(db); }
};
struct StmtCloser {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using Stmt = std::unique_ptr<sqlite3_stmt, StmtCloser>;

int64_t pidOf(int64_t globalTid) { return (globalTid >> 24) & 0xFFFFFF; }
int64_t tidOf(int64_t globalTid) { return globalTid & 0xFFFFFF; }
int64_t processKey(int64_t globalTid) { return globalTid & ~int64_t{0xFFFFFF}; }

// The SQLite library's own words (sqlite3_errmsg) stay as they are: a Text argument.
Message cannotRead(const std::string& table, const std::string& sqliteMessage) {
    return message("trace_errors", MOE_TR("trace_errors", "cannot read %1: %2"), codeArg(table),
                   textArg(sqliteMessage));
}
Message cannotReadSchema(const std::string& sqliteMessage) {
    return message("trace_errors", MOE_TR("trace_errors", "cannot read the schema: %1"), textArg(sqliteMessage));
}
Message cancelledMessage() {
    return message("trace_errors", MOE_TR("trace_errors", "cancelled"));
}

class NsysReader {
public:
    NsysReader(std::string path, const ImportOptions& options, const ProgressFn& progress)
        : path_(std::move(path)), options_(options), progress_(progress) {}
    Result<Trace> run();

private:
    struct Columns {
        bool present = false;
        std::set<std::string> names;
        [[nodiscard]] bool has(const std::string& c) const { return names.count(c) > 0; }
    };
    struct GpuRow {
        Event e;
        int64_t globalPid = 0;
    };
    struct CpuRow {
        Event e;
        int64_t globalTid = 0;
    };

    Error fail(Message reason) const { return Error{path_, 0, 0, "", std::move(reason)}; }
    Columns table(const std::string& name);
    Stmt prepare(const std::string& sql, std::string& err);
    bool tick();
    uint32_t stringName(int64_t id);
    std::string requireColumns(const std::string& tableName, const Columns& c, std::initializer_list<const char*> cols);
    // Each gives an empty message when the table was read (or is absent: a warning), else why not.
    Message readGpuTable(const std::string& tableName, EventKind kind);
    Message readRuntime();
    Message readNvtx();

    std::string path_;
    ImportOptions options_;
    const ProgressFn& progress_;
    std::unique_ptr<sqlite3, DbCloser> db_;
    std::set<std::string> tables_;
    NameTable names_;
    std::unordered_map<int64_t, std::string> strings_;
    std::unordered_map<int64_t, uint32_t> stringNames_;
    std::vector<GpuRow> gpu_;
    std::vector<CpuRow> cpu_;
    std::vector<std::string> missing_;
    // Rows whose end lies before their start, per table, with the first one's start: read as
    // zero-length, and said so.
    std::map<std::string, std::pair<int64_t, int64_t>> reversed_;
    int64_t endNotBefore(const std::string& table, int64_t start, int64_t end) {
        if (end >= start) return end;
        auto it = reversed_.try_emplace(table, 0, start).first;
        ++it->second.first;
        return start;
    }
    ImportCounts counts_;
    uint64_t rowsTotal_ = 1;
    uint64_t rowsRead_ = 0;
    uint64_t fileSize_ = 0;
    bool cancelled_ = false;
};

NsysReader::Columns NsysReader::table(const std::string& name) {
    Columns c;
    if (tables_.count(name) == 0) return c;
    c.present = true;
    std::string err;
    auto st = prepare("PRAGMA table_info(\"" + name + "\")", err);
    if (!st) return c;
    while (sqlite3_step(st.get()) == SQLITE_ROW) {
        const auto* col = sqlite3_column_text(st.get(), 1);
        if (col != nullptr) c.names.insert(reinterpret_cast<const char*>(col));
    }
    return c;
}

Stmt NsysReader::prepare(const std::string& sql, std::string& err) {
    sqlite3_stmt* raw = nullptr;
    if (sqlite3_prepare_v2(db_.get(), sql.c_str(), -1, &raw, nullptr) != SQLITE_OK) {
        err = sqlite3_errmsg(db_.get());
        return Stmt(nullptr);
    }
    return Stmt(raw);
}

bool NsysReader::tick() {
    ++rowsRead_;
    ++counts_.total_events;
    if ((rowsRead_ & 4095) == 0 && progress_) {
        const uint64_t done = fileSize_ * std::min(rowsRead_, rowsTotal_) / rowsTotal_;
        if (!progress_(done, fileSize_)) cancelled_ = true;
    }
    return !cancelled_;
}

uint32_t NsysReader::stringName(int64_t id) {
    if (auto it = stringNames_.find(id); it != stringNames_.end()) return it->second;
    auto s = strings_.find(id);
    const uint32_t n = names_.intern(s != strings_.end() ? s->second : "<string " + std::to_string(id) + ">");
    stringNames_.emplace(id, n);
    return n;
}

std::string NsysReader::requireColumns(const std::string& tableName, const Columns& c, std::initializer_list<const char*> cols) {
    std::string absent;
    for (const char* col : cols)
        if (!c.has(col)) absent += std::string(absent.empty() ? "" : ", ") + col;
    return absent.empty() ? "" : tableName + " lacks column(s) " + absent;
}

Message NsysReader::readGpuTable(const std::string& tableName, EventKind kind) {
    const Columns c = table(tableName);
    if (!c.present) {
        missing_.push_back(tableName);
        return {};
    }
    if (auto bad = requireColumns(tableName, c, {"start", "end", "deviceId", "streamId"}); !bad.empty()) {
        missing_.push_back(bad);
        return {};
    }
    std::string nameExpr = "NULL";
    if (kind == EventKind::Kernel) {
        // Demangled names match Kineto's kernel names, which the class patterns are written for.
        if (c.has("demangledName")) nameExpr = "demangledName";
        else if (c.has("shortName")) nameExpr = "shortName";
        else missing_.push_back(tableName + ".demangledName/shortName");
    } else if (kind == EventKind::Memcpy && c.has("copyKind")) {
        nameExpr = "copyKind";
    }
    const std::string corr = c.has("correlationId") ? "correlationId" : "NULL";
    if (corr == "NULL") missing_.push_back(tableName + ".correlationId");
    const std::string gpid = c.has("globalPid") ? "globalPid" : "0";
    std::string err;
    auto st = prepare("SELECT start, end, deviceId, streamId, " + corr + ", " + gpid + ", " + nameExpr + " FROM " + tableName, err);
    if (!st) return cannotRead(tableName, err);
    static const std::map<int64_t, const char*> copyKinds = {{1, "Memcpy HtoD"}, {2, "Memcpy DtoH"}, {3, "Memcpy HtoA"},
                                                             {4, "Memcpy AtoH"}, {8, "Memcpy DtoD"}, {10, "Memcpy PtoP"}};
    int rc;
    while ((rc = sqlite3_step(st.get())) == SQLITE_ROW) {
        if (!tick()) return cancelledMessage();
        GpuRow r;
        r.e.kind = kind;
        r.e.start_ns = sqlite3_column_int64(st.get(), 0);
        r.e.end_ns = endNotBefore(tableName, r.e.start_ns, sqlite3_column_int64(st.get(), 1));
        r.e.device = sqlite3_column_int(st.get(), 2);
        r.e.stream = sqlite3_column_int64(st.get(), 3);
        r.e.correlation = sqlite3_column_type(st.get(), 4) == SQLITE_NULL ? -1 : sqlite3_column_int64(st.get(), 4);
        r.globalPid = sqlite3_column_int64(st.get(), 5);
        r.e.pid = static_cast<int32_t>(pidOf(r.globalPid));
        const int64_t nameVal = sqlite3_column_type(st.get(), 6) == SQLITE_NULL ? -1 : sqlite3_column_int64(st.get(), 6);
        if (kind == EventKind::Kernel) {
            r.e.name = nameVal >= 0 ? stringName(nameVal) : names_.intern("<kernel>");
        } else if (kind == EventKind::Memcpy) {
            auto it = copyKinds.find(nameVal);
            r.e.name = names_.intern(it != copyKinds.end() ? it->second : "Memcpy");
        } else {
            r.e.name = names_.intern("Memset");
        }
        gpu_.push_back(r);
    }
    if (rc != SQLITE_DONE) return cannotRead(tableName, sqlite3_errmsg(db_.get()));
    return {};
}

Message NsysReader::readRuntime() {
    const std::string t = "CUPTI_ACTIVITY_KIND_RUNTIME";
    const Columns c = table(t);
    if (!c.present) {
        missing_.push_back(t + " (no launch times: host-wait cannot be told apart)");
        return {};
    }
    if (auto bad = requireColumns(t, c, {"start", "end", "globalTid", "correlationId"}); !bad.empty()) {
        missing_.push_back(bad);
        return {};
    }
    const std::string nameExpr = c.has("nameId") ? "nameId" : "NULL";
    std::string err;
    auto st = prepare("SELECT start, end, globalTid, correlationId, " + nameExpr + " FROM " + t, err);
    if (!st) return cannotRead(t, err);
    int rc;
    while ((rc = sqlite3_step(st.get())) == SQLITE_ROW) {
        if (!tick()) return cancelledMessage();
        CpuRow r;
        r.e.kind = EventKind::Runtime;
        r.e.start_ns = sqlite3_column_int64(st.get(), 0);
        r.e.end_ns = endNotBefore(t, r.e.start_ns, sqlite3_column_int64(st.get(), 1));
        r.globalTid = sqlite3_column_int64(st.get(), 2);
        r.e.correlation = sqlite3_column_int64(st.get(), 3);
        r.e.pid = static_cast<int32_t>(pidOf(r.globalTid));
        r.e.stream = tidOf(r.globalTid);
        r.e.name = sqlite3_column_type(st.get(), 4) == SQLITE_NULL ? names_.intern("<runtime>")
                                                                    : stringName(sqlite3_column_int64(st.get(), 4));
        cpu_.push_back(r);
    }
    if (rc != SQLITE_DONE) return cannotRead(t, sqlite3_errmsg(db_.get()));
    return {};
}

Message NsysReader::readNvtx() {
    const std::string t = "NVTX_EVENTS";
    const Columns c = table(t);
    if (!c.present) {
        missing_.push_back(t);
        return {};
    }
    if (auto bad = requireColumns(t, c, {"start", "end", "eventType", "globalTid"}); !bad.empty()) {
        missing_.push_back(bad);
        return {};
    }
    int pushPop = kNvtxPushPop, startEnd = kNvtxStartEnd;
    if (tables_.count("ENUM_NSYS_EVENT_TYPE") != 0) {
        std::string err;
        if (auto st = prepare("SELECT id, name FROM ENUM_NSYS_EVENT_TYPE", err)) {
            while (sqlite3_step(st.get()) == SQLITE_ROW) {
                const auto* n = reinterpret_cast<const char*>(sqlite3_column_text(st.get(), 1));
                if (n == nullptr) continue;
                if (std::strcmp(n, "NvtxPushPopRange") == 0) pushPop = sqlite3_column_int(st.get(), 0);
                if (std::strcmp(n, "NvtxStartEndRange") == 0) startEnd = sqlite3_column_int(st.get(), 0);
            }
        }
    }
    const std::string text = c.has("text") ? "text" : "NULL";
    const std::string textId = c.has("textId") ? "textId" : "NULL";
    std::string err;
    auto st = prepare("SELECT start, end, eventType, globalTid, " + text + ", " + textId + " FROM " + t, err);
    if (!st) return cannotRead(t, err);
    int rc;
    while ((rc = sqlite3_step(st.get())) == SQLITE_ROW) {
        if (!tick()) return cancelledMessage();
        const int type = sqlite3_column_int(st.get(), 2);
        // Marks, domain and thread-name records carry no duration; they are counted, not kept.
        if ((type != pushPop && type != startEnd) || sqlite3_column_type(st.get(), 1) == SQLITE_NULL) continue;
        CpuRow r;
        r.e.kind = EventKind::Annotation;
        r.e.start_ns = sqlite3_column_int64(st.get(), 0);
        r.e.end_ns = endNotBefore(t, r.e.start_ns, sqlite3_column_int64(st.get(), 1));
        r.globalTid = sqlite3_column_int64(st.get(), 3);
        r.e.pid = static_cast<int32_t>(pidOf(r.globalTid));
        r.e.stream = tidOf(r.globalTid);
        if (sqlite3_column_type(st.get(), 4) != SQLITE_NULL) {
            r.e.name = names_.intern(reinterpret_cast<const char*>(sqlite3_column_text(st.get(), 4)));
        } else if (sqlite3_column_type(st.get(), 5) != SQLITE_NULL) {
            r.e.name = stringName(sqlite3_column_int64(st.get(), 5));
        } else {
            r.e.name = names_.intern("<nvtx>");
        }
        cpu_.push_back(r);
    }
    if (rc != SQLITE_DONE) return cannotRead(t, sqlite3_errmsg(db_.get()));
    return {};
}

Result<Trace> NsysReader::run() {
    if (!looksLikeSqlite(path_))
        return fail(message("trace_errors", MOE_TR("trace_errors", "not an SQLite database (no '%1' header)"),
                            codeArg("SQLite format 3")));
    sqlite3* raw = nullptr;
    if (sqlite3_open_v2(path_.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        std::string msg = raw != nullptr ? sqlite3_errmsg(raw) : "out of memory";
        sqlite3_close(raw);
        return fail(message("trace_errors", MOE_TR("trace_errors", "cannot open SQLite database: %1"), textArg(msg)));
    }
    db_.reset(raw);
    if (FILE* f = std::fopen(path_.c_str(), "rb")) {
        if (std::fseek(f, 0, SEEK_END) == 0) fileSize_ = static_cast<uint64_t>(std::max(0L, std::ftell(f)));
        std::fclose(f);
    }
    std::string err;
    {
        auto st = prepare("SELECT name FROM sqlite_master WHERE type='table'", err);
        if (!st) return fail(cannotReadSchema(err));
        int rc;
        while ((rc = sqlite3_step(st.get())) == SQLITE_ROW)
            tables_.insert(reinterpret_cast<const char*>(sqlite3_column_text(st.get(), 0)));
        if (rc != SQLITE_DONE) return fail(cannotReadSchema(sqlite3_errmsg(db_.get())));
    }
    static const char* const kActivity[] = {"CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY",
                                            "CUPTI_ACTIVITY_KIND_MEMSET", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS"};
    bool any = false;
    for (const char* t : kActivity) any = any || tables_.count(t) != 0;
    if (!any) {
        std::string list;
        for (const auto& t : tables_) list += (list.empty() ? "" : ", ") + t;
        return fail(list.empty()
                        ? message("trace_errors",
                                  MOE_TR("trace_errors",
                                         "not an Nsight Systems export: none of %1 or %2 exists "
                                         "(tables: none)"),
                                  codeArg("CUPTI_ACTIVITY_KIND_KERNEL/MEMCPY/MEMSET/RUNTIME"), codeArg("NVTX_EVENTS"))
                        : message("trace_errors",
                                  MOE_TR("trace_errors",
                                         "not an Nsight Systems export: none of %1 or %2 exists "
                                         "(tables: %3)"),
                                  codeArg("CUPTI_ACTIVITY_KIND_KERNEL/MEMCPY/MEMSET/RUNTIME"), codeArg("NVTX_EVENTS"),
                                  codeArg(list)));
    }
    // Row total for progress.
    rowsTotal_ = 0;
    for (const char* t : kActivity) {
        if (tables_.count(t) == 0) continue;
        if (auto st = prepare(std::string("SELECT count(*) FROM ") + t, err); st && sqlite3_step(st.get()) == SQLITE_ROW)
            rowsTotal_ += static_cast<uint64_t>(sqlite3_column_int64(st.get(), 0));
    }
    rowsTotal_ = std::max<uint64_t>(rowsTotal_, 1);
    if (tables_.count("StringIds") != 0) {
        auto st = prepare("SELECT id, value FROM StringIds", err);
        if (!st) return fail(cannotRead("StringIds", err));
        while (sqlite3_step(st.get()) == SQLITE_ROW) {
            const auto* v = sqlite3_column_text(st.get(), 1);
            strings_.emplace(sqlite3_column_int64(st.get(), 0), v != nullptr ? reinterpret_cast<const char*>(v) : "");
        }
    } else {
        missing_.push_back("StringIds (names shown as ids)");
    }
    for (auto [t, k] : {std::pair{"CUPTI_ACTIVITY_KIND_KERNEL", EventKind::Kernel}, std::pair{"CUPTI_ACTIVITY_KIND_MEMCPY", EventKind::Memcpy},
                        std::pair{"CUPTI_ACTIVITY_KIND_MEMSET", EventKind::Memset}}) {
        if (auto e = readGpuTable(t, k); !e.empty()) return fail(std::move(e));
    }
    if (auto e = readRuntime(); !e.empty()) return fail(std::move(e));
    if (auto e = readNvtx(); !e.empty()) return fail(std::move(e));
    if (cancelled_) return fail(cancelledMessage());

    Trace trace;
    trace.path = path_;
    trace.format = "nsys";
    int64_t origin = INT64_MAX;
    for (const auto& r : gpu_) origin = std::min(origin, r.e.start_ns);
    for (const auto& r : cpu_) origin = std::min(origin, r.e.start_ns);
    if (origin == INT64_MAX) origin = 0;
    trace.origin_ns = origin;
    if (tables_.count("TARGET_INFO_SESSION_START_TIME") != 0) {
        if (auto st = prepare("SELECT utcEpochNs FROM TARGET_INFO_SESSION_START_TIME", err); st && sqlite3_step(st.get()) == SQLITE_ROW) {
            trace.origin_ns = sqlite3_column_int64(st.get(), 0) + origin;
            trace.origin_is_unix = true;
        }
    }
    // Ranks: (globalPid, deviceId) groups; CPU rows go to every group of their process.
    std::map<std::pair<int64_t, int32_t>, size_t> groups;
    for (const auto& r : gpu_) groups.emplace(std::pair{processKey(r.globalPid), r.e.device}, 0);
    std::set<int64_t> cpuProcesses;
    for (const auto& r : cpu_) cpuProcesses.insert(processKey(r.globalTid));
    for (int64_t p : cpuProcesses) {
        bool has = false;
        for (const auto& [k, v] : groups) has = has || k.first == p;
        if (!has) groups.emplace(std::pair{p, -1}, 0);  // a process without GPU work: CPU-only rank
    }
    trace.ranks.resize(groups.size());
    size_t index = 0;
    for (auto& [k, v] : groups) {
        v = index;
        trace.ranks[index].rank = static_cast<int>(index);
        trace.ranks[index].rank_source = "nsys process " + std::to_string(pidOf(k.first)) +
                                         (k.second >= 0 ? " device " + std::to_string(k.second) : "");
        ++index;
    }
    for (auto& r : gpu_) {
        r.e.start_ns -= origin;
        r.e.end_ns -= origin;
        trace.ranks[groups.at({processKey(r.globalPid), r.e.device})].events.push_back(r.e);
    }
    // NVTX projection (§9.2): runtime calls on the range's thread starting inside it ->
    // correlation -> GPU activities -> [min start, max end] per rank.
    std::unordered_map<int64_t, std::vector<const CpuRow*>> runtimeByTid;
    for (const auto& r : cpu_)
        if (r.e.kind == EventKind::Runtime) runtimeByTid[r.globalTid].push_back(&r);
    for (auto& [tid, list] : runtimeByTid)
        std::sort(list.begin(), list.end(), [](const CpuRow* a, const CpuRow* b) { return a->e.start_ns < b->e.start_ns; });
    std::unordered_map<int64_t, std::vector<const GpuRow*>> gpuByCorrelation;
    for (const auto& r : gpu_)
        if (r.e.correlation >= 0) gpuByCorrelation[r.e.correlation].push_back(&r);
    for (auto& r : cpu_) {
        const int64_t p = processKey(r.globalTid);
        Event shifted = r.e;
        shifted.start_ns -= origin;
        shifted.end_ns -= origin;
        for (auto& [k, v] : groups)
            if (k.first == p) trace.ranks[v].events.push_back(shifted);
        if (r.e.kind != EventKind::Annotation) continue;
        std::map<size_t, Event> projected;
        auto rt = runtimeByTid.find(r.globalTid);
        if (rt == runtimeByTid.end()) continue;
        auto it = std::lower_bound(rt->second.begin(), rt->second.end(), r.e.start_ns,
                                   [](const CpuRow* a, int64_t t) { return a->e.start_ns < t; });
        for (; it != rt->second.end() && (*it)->e.start_ns <= r.e.end_ns; ++it) {
            auto g = gpuByCorrelation.find((*it)->e.correlation);
            if (g == gpuByCorrelation.end()) continue;
            for (const GpuRow* gr : g->second) {
                const size_t rankIndex = groups.at({processKey(gr->globalPid), gr->e.device});
                auto [pe, inserted] = projected.try_emplace(rankIndex, gr->e);
                Event& e = pe->second;
                if (inserted) {
                    e.kind = EventKind::GpuAnnotation;
                    e.name = r.e.name;
                    e.correlation = -1;
                    e.launch_ns = kNoTime;
                    e.stream = -1;  // spans streams: not a stream lane of its own
                } else {
                    e.start_ns = std::min(e.start_ns, gr->e.start_ns);
                    e.end_ns = std::max(e.end_ns, gr->e.end_ns);
                }
            }
        }
        for (auto& [rankIndex, e] : projected) {
            e.start_ns -= origin;
            e.end_ns -= origin;
            trace.ranks[rankIndex].events.push_back(e);
        }
    }
    for (auto& rank : trace.ranks) {
        counts_.kept_events += rank.events.size();
        finalizeRank(rank, counts_);
    }
    trace.names = names_.release();
    trace.counts = counts_;
    trace.missing = missing_;
    Result<Trace> result(std::move(trace));
    for (const auto& m : missing_) result.warnings.push_back("nsys export has no " + m);
    for (const auto& [table, first] : reversed_)
        result.warnings.push_back(table + ": " + std::to_string(first.first) + " row(s) end before they start (first at start " +
                                  std::to_string(first.second) + " ns); read as zero length");
    (void)options_;
    return result;
}

}  // namespace

bool looksLikeSqlite(const std::string& path) {
    FILE* f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) return false;
    char head[16] = {};
    const size_t got = std::fread(head, 1, sizeof head, f);
    std::fclose(f);
    return got == sizeof head && std::memcmp(head, "SQLite format 3", 16) == 0;
}

Result<Trace> importNsys(const std::string& path, const ImportOptions& options, const ProgressFn& progress) {
    NsysReader reader(path, options, progress);
    return reader.run();
}

}  // namespace moe::trace
