#pragma once
// Overlap metrics per device and window (domain §9.4): interval unions of communication, compute
// and all GPU work, their intersection, exposed communication, idle time and its split. Every
// figure is a length of a union of intervals: kernel durations are never summed as time (the one
// sum kept is labelled as such).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

struct Interval {
    int64_t start = 0;
    int64_t end = 0;
    bool operator==(const Interval&) const = default;
};

// Disjoint, sorted union. Touching intervals merge; zero-length ones add nothing and are dropped.
std::vector<Interval> mergeIntervals(std::vector<Interval> intervals);
int64_t totalLength(const std::vector<Interval>& merged);
// Intersection of two merged lists by a sweep over both (comm ∩ compute).
std::vector<Interval> intersectMerged(const std::vector<Interval>& a, const std::vector<Interval>& b);

struct MetricsOptions {
    // A gap shorter than this, not caused by a late launch, is kernel-wait (§9.4: 30 trace units,
    // µs in Kineto).
    int64_t kernel_wait_threshold_ns = 30'000;
};

struct DeviceMetrics {
    int32_t device = -1;
    uint64_t events = 0;      // GPU activities overlapping the window
    uint64_t streams = 0;     // streams with activity in the window
    uint64_t windows = 0;     // windows aggregated (1 unless summed over ranges/steps)
    int64_t window_ns = 0;
    int64_t busy_ns = 0;      // |∪ all GPU activities|
    int64_t idle_ns = 0;      // window − busy
    int64_t comm_ns = 0;      // |∪ communication|
    int64_t compute_ns = 0;   // |∪ compute|
    int64_t memory_ns = 0;    // |∪ memcpy/memset/memory kernels|
    int64_t overlap_ns = 0;   // |comm ∩ compute|
    int64_t exposed_comm_ns = 0;
    int64_t non_compute_ns = 0;  // HTA: window − compute − idle
    // HTA's per-stream split: each gap between consecutive activities on a stream, summed over
    // streams (stream idle, so the sum can exceed device idle).
    int64_t host_wait_ns = 0;
    int64_t kernel_wait_ns = 0;
    int64_t other_idle_ns = 0;
    // Device-level split of the gaps of the busy union; these add up to idle_ns.
    int64_t device_host_wait_ns = 0;
    int64_t device_kernel_wait_ns = 0;
    int64_t device_other_idle_ns = 0;
    int64_t kernel_duration_sum_ns = 0;  // a sum of durations, NOT time: shown only labelled

    [[nodiscard]] double hiddenCommPct() const {
        return comm_ns > 0 ? 100.0 * static_cast<double>(overlap_ns) / static_cast<double>(comm_ns) : 0.0;
    }
    void add(const DeviceMetrics& other);  // sums windows (for several ranges or steps)
};

// One device of one rank; the window defaults to [first start, last end] of its GPU activities.
DeviceMetrics computeDeviceMetrics(const RankTrace& rank, int32_t device, const Classification& classes,
                                   std::optional<Interval> window = std::nullopt, const MetricsOptions& options = {});

struct StepWindow {
    int64_t step = 0;        // N of ProfilerStep#N
    Interval window;         // [min start, max end] of the GPU activities of the step
    uint64_t gpu_events = 0;
    bool last = false;       // the last step of the trace, often partial
};

// Steps of one device: GPU activities inherit the step of the ProfilerStep#N range containing
// their launch; without launches, GPU-side ProfilerStep#N annotations are used.
std::vector<StepWindow> findSteps(const Trace& trace, const RankTrace& rank, int32_t device);

// The steps a per-step figure averages over: the ProfilerStep#N windows of one device without the
// last one when there are several (the last is often partial); empty when the device has no steps.
std::vector<Interval> completeStepWindows(const Trace& trace, const RankTrace& rank, int32_t device);

// GPU windows of the annotation ranges whose name contains `name` on one device: GPU-side
// annotations directly, else CPU ranges projected through the kernels launched inside them.
std::vector<Interval> annotationWindows(const Trace& trace, const RankTrace& rank, int32_t device, std::string_view name);

}  // namespace moe::trace
