#include "ui/trace/timeline_lanes.h"

#include <QCoreApplication>
#include <map>
#include <tuple>

namespace moe::ui {

using trace::EventKind;

TimelineClass timelineClassOf(trace::KernelClass c) {
    switch (c) {
        case trace::KernelClass::Communication:
            return TimelineClass::Communication;
        case trace::KernelClass::Compute:
            return TimelineClass::Compute;
        case trace::KernelClass::Memory:
            return TimelineClass::Memory;
        case trace::KernelClass::Other:
        case trace::KernelClass::NotGpu:
            break;
    }
    return TimelineClass::Other;
}

const char* timelineClassName(TimelineClass c) {
    switch (c) {
        case TimelineClass::Communication:
            return QT_TRANSLATE_NOOP("TimelineClass", "communication");
        case TimelineClass::Compute:
            return QT_TRANSLATE_NOOP("TimelineClass", "compute");
        case TimelineClass::Memory:
            return QT_TRANSLATE_NOOP("TimelineClass", "memcpy/memset");
        case TimelineClass::ForwardPass:
            return QT_TRANSLATE_NOOP("TimelineClass", "forward pass");
        case TimelineClass::BackwardPass:
            return QT_TRANSLATE_NOOP("TimelineClass", "backward pass");
        case TimelineClass::Other:
            break;
    }
    return QT_TRANSLATE_NOOP("TimelineClass", "other");
}

QString timelineClassLabel(TimelineClass c) {
    return QCoreApplication::translate("TimelineClass", timelineClassName(c));
}

std::vector<TimelineLane> buildTimelineLanes(const trace::Trace& trace, const trace::Classification& classes) {
    std::vector<TimelineLane> lanes;
    for (size_t r = 0; r < trace.ranks.size(); ++r) {
        const auto& rank = trace.ranks[r];
        // (kind, device, stream) -> lane; std::map keeps the documented order.
        std::map<std::tuple<int, int32_t, int64_t>, TimelineLane> byKey;
        for (uint32_t i = 0; i < rank.events.size(); ++i) {
            const auto& e = rank.events[i];
            TimelineLane::Kind kind;
            TimelineClass cls = TimelineClass::Other;
            if (trace::isGpuActivity(e.kind)) {
                kind = TimelineLane::Kind::GpuStream;
                cls = timelineClassOf(classes.of(e));
            } else if (e.kind == EventKind::GpuAnnotation) {
                kind = TimelineLane::Kind::GpuAnnotations;
            } else if (e.kind == EventKind::Annotation ||
                       (e.kind == EventKind::Runtime && trace::isGraphLaunchCall(trace.name(e)))) {
                // CUDA-graph replays are drawn on their thread's lane: one launch stands for a whole block.
                kind = TimelineLane::Kind::CpuAnnotations;
            } else {
                continue;
            }
            const int32_t device = kind == TimelineLane::Kind::CpuAnnotations ? -1 : e.device;
            // A device's annotations share one lane, unless the trace names their streams (the
            // predicted trace's "passes" and "step"): then each named stream is a lane of its own.
            const bool namedAnnotations =
                kind == TimelineLane::Kind::GpuAnnotations && rank.stream_names.count(e.stream) > 0;
            const int64_t stream = kind == TimelineLane::Kind::GpuAnnotations && !namedAnnotations ? -1 : e.stream;
            auto [it, inserted] = byKey.try_emplace({static_cast<int>(kind), device, stream});
            TimelineLane& lane = it->second;
            if (inserted) {
                lane.kind = kind;
                lane.rankIndex = r;
                lane.rank = rank.rank;
                lane.device = device;
                lane.stream = stream;
                const std::string prefix = "r" + std::to_string(rank.rank) + " ";
                switch (kind) {
                    case TimelineLane::Kind::GpuStream:
                        lane.label = prefix + "GPU" + std::to_string(device) + " s" + std::to_string(stream);
                        break;
                    case TimelineLane::Kind::GpuAnnotations:
                        lane.label = prefix + "GPU" + std::to_string(device) + " " +
                                     (namedAnnotations ? rank.stream_names.at(e.stream) : std::string("ranges"));
                        break;
                    case TimelineLane::Kind::CpuAnnotations:
                        lane.label = prefix + "CPU " + std::to_string(stream);
                        break;
                }
            }
            // A named passes lane: "F …" and "B …" in their own colours.
            if (namedAnnotations && rank.stream_names.at(e.stream) == "passes") {
                const std::string& name = trace.name(e);
                cls = name.rfind("F ", 0) == 0   ? TimelineClass::ForwardPass
                      : name.rfind("B ", 0) == 0 ? TimelineClass::BackwardPass
                                                 : TimelineClass::Other;
            }
            lane.events.add(e.start_ns, e.end_ns, cls, i);
        }
        for (auto& [key, lane] : byKey) {
            lane.events.finish();
            lanes.push_back(std::move(lane));
        }
    }
    return lanes;
}

std::vector<int> rankGroupStarts(const std::vector<TimelineLane>& lanes) {
    std::vector<int> starts;
    for (size_t i = 1; i < lanes.size(); ++i)
        if (lanes[i].rankIndex != lanes[i - 1].rankIndex) starts.push_back(static_cast<int>(i));
    return starts;
}

}  // namespace moe::ui
