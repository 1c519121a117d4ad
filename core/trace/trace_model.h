#pragma once
// Value types for imported profiler timelines (domain §9). Times are int64 nanoseconds relative to
// the file's earliest kept event: epoch timestamps in ns exceed double precision, so nothing here
// is a floating-point time.
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace moe::trace {

inline constexpr int64_t kNoTime = std::numeric_limits<int64_t>::min();

enum class EventKind : uint8_t {
    Kernel,         // GPU kernel
    Memcpy,         // GPU memory copy
    Memset,         // GPU memory set
    Runtime,        // CPU-side launch API (cudaLaunchKernel, hipLaunchKernel, cudaMemcpyAsync, ...)
    Annotation,     // CPU range: record_function / ProfilerStep#N / NVTX range
    GpuAnnotation,  // GPU-side span of an annotation (Kineto gpu_user_annotation, projected NVTX)
};

[[nodiscard]] const char* eventKindName(EventKind kind);
[[nodiscard]] inline bool isGpuActivity(EventKind k) {
    return k == EventKind::Kernel || k == EventKind::Memcpy || k == EventKind::Memset;
}

// A runtime call that replays a CUDA graph (cudaGraphLaunch, cuGraphLaunch, hipGraphLaunch and
// their _ptsz variants): the one launch a graphed block costs the host.
[[nodiscard]] bool isGraphLaunchCall(std::string_view name);

struct Event {
    int64_t start_ns = 0;            // relative to Trace::origin_ns
    int64_t end_ns = 0;              // >= start_ns
    int64_t launch_ns = kNoTime;     // GPU activities: start of the launching runtime call, if known
    int64_t correlation = -1;        // launch correlation id; -1 = none
    int64_t stream = -1;             // GPU: stream id; CPU: thread id
    int32_t device = -1;             // GPU: device index; CPU: -1
    int32_t pid = -1;                // OS process id (CPU) or the file's pid field
    uint32_t name = 0;               // index into Trace::names
    EventKind kind = EventKind::Kernel;

    [[nodiscard]] int64_t duration() const { return end_ns - start_ns; }
};

// A CPU range kept outside the event list (see RankTrace::backward_ops).
struct CpuRange {
    int64_t start_ns = 0;  // relative to Trace::origin_ns
    int64_t end_ns = 0;
    int64_t thread = -1;   // CPU thread id, as Event::stream of the thread's runtime calls
};

// One rank's events: one Kineto file, or one (process, device) group of an Nsight report.
struct RankTrace {
    int rank = 0;
    std::string rank_source;     // "distributedInfo", "file name", "default", "nsys process"
    std::vector<Event> events;   // sorted by (start, end)
    std::vector<int32_t> devices;                              // distinct GPU devices, ascending
    std::map<int32_t, std::vector<int64_t>> streams;           // device -> distinct streams, ascending
    // Autograd backward operators (Kineto cpu_op events, see isAutogradBackwardName), kept even
    // when other CPU operators are dropped: the GPU work they launch is the backward pass
    // (pass_direction). Sorted by start.
    std::vector<CpuRange> backward_ops;
    // Display names of streams / threads that have one beyond their id (the predicted trace names
    // its lanes: "passes", "compute", ...); shown by the Chrome trace writer. Usually empty.
    std::map<int64_t, std::string> stream_names;

    [[nodiscard]] size_t countKind(EventKind kind) const;
    [[nodiscard]] size_t gpuActivityCount() const;
};

// What the importer saw, for reports and tests (all counts are events, not time).
struct ImportCounts {
    uint64_t total_events = 0;   // every element of traceEvents / every row read
    uint64_t kept_events = 0;
    uint64_t flows = 0;          // Kineto s/f events
    uint64_t metadata = 0;       // Kineto ph M
    uint64_t flow_links = 0;     // GPU events whose correlation came from an ac2g flow
    uint64_t unlinked_gpu = 0;   // GPU activities without a known launch
};

struct Trace {
    std::string path;
    std::string format;          // "kineto" or "nsys"
    int64_t origin_ns = 0;       // absolute time of relative 0 in the file's clock
    bool origin_is_unix = false; // origin_ns is Unix epoch ns (baseTimeNanoseconds / session start)
    std::vector<std::string> names;
    std::vector<RankTrace> ranks;
    ImportCounts counts;
    std::vector<std::string> missing;  // nsys: tables/columns that were absent (reported, not fatal)
    // What a Kineto file records about the job beyond its events (read with them, so no second
    // pass over the file): distributedInfo.world_size and deviceProperties[0].name.
    std::optional<int64_t> world_size;
    std::optional<std::string> device_name;

    [[nodiscard]] const std::string& name(const Event& e) const { return names[e.name]; }
};

// Interns event names so millions of events share one copy of each string.
class NameTable {
public:
    uint32_t intern(std::string_view s);
    [[nodiscard]] std::vector<std::string> release() { return std::move(names_); }
    [[nodiscard]] const std::vector<std::string>& names() const { return names_; }

private:
    struct Hash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
    };
    std::unordered_map<std::string, uint32_t, Hash, std::equal_to<>> index_;
    std::vector<std::string> names_;
};

// Progress: bytes consumed so far and the total (0 = unknown); return false to cancel. Called
// once per input chunk, so a std::function costs nothing measurable.
using ProgressFn = std::function<bool(uint64_t bytesRead, uint64_t totalBytes)>;

struct ImportOptions {
    // HTA-compatible timestamps: start rounded up and duration down to whole µs (§9.5), which
    // erases sub-µs kernels the way HTA does. Off by default: exact values are kept.
    bool hta_rounding = false;
    bool keep_cpu_ops = false;   // Kineto cpu_op events are dropped unless asked for (memory)
    int rank_override = -1;      // >= 0 forces the rank number
};

// Sorts events, fills launch_ns from runtime correlations, derives devices/streams.
void finalizeRank(RankTrace& rank, ImportCounts& counts);

}  // namespace moe::trace
