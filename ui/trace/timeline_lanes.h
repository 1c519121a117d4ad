#pragma once
// Lanes of the trace timeline: one per (rank, device, stream) with its GPU activities coloured by
// kernel class, then one per (rank, thread) with its CPU annotation ranges and one per (rank,
// device) with GPU-side annotations. Plain C++ over core/trace, built off the GUI thread.
#include <QString>
#include <string>
#include <vector>

#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"
#include "ui/trace/timeline_geometry.h"

namespace moe::ui {

struct TimelineLane {
    enum class Kind : uint8_t { GpuStream, GpuAnnotations, CpuAnnotations };
    Kind kind = Kind::GpuStream;
    size_t rankIndex = 0;  // into Trace::ranks
    int rank = 0;
    int32_t device = -1;
    int64_t stream = -1;  // GPU stream, or CPU thread id
    std::string label;    // "r0 GPU0 s7", "r0 CPU 101", "r0 GPU0 ann."
    bool predicted = false;  // a lane of the predicted ranks (its label is in the reader's language)
    LaneEvents events;    // source = index into RankTrace::events
};

[[nodiscard]] TimelineClass timelineClassOf(trace::KernelClass c);
[[nodiscard]] const char* timelineClassName(TimelineClass c);  // English, as the source of the next
// The class's name in the reader's language, as the exported timeline's legend shows it.
[[nodiscard]] QString timelineClassLabel(TimelineClass c);

// Ranks in order; within a rank, GPU stream lanes by (device, stream), then GPU annotation lanes,
// then CPU annotation lanes by thread. Runtime launch calls are not drawn, except CUDA-graph
// replays (cudaGraphLaunch), drawn on their thread's lane.
[[nodiscard]] std::vector<TimelineLane> buildTimelineLanes(const trace::Trace& trace,
                                                           const trace::Classification& classes);

// Lanes that start a new rank's group (every index i > 0 whose rank differs from lane i − 1), where
// the view and the SVG draw a separator.
[[nodiscard]] std::vector<int> rankGroupStarts(const std::vector<TimelineLane>& lanes);

}  // namespace moe::ui
