#include "ui/trace/prediction_lanes.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>

#include "core/schedule/predicted_trace.h"

namespace moe::ui {
namespace {

// Groups on screen: every compute stream together (whatever kernel dominates it), then each kind
// of communication, then the rest.
int groupOrder(trace::KernelRole r) {
    switch (r) {
        case trace::KernelRole::Gemm:
        case trace::KernelRole::GroupedGemm:
        case trace::KernelRole::Attention:
        case trace::KernelRole::OtherCompute: return 0;
        case trace::KernelRole::DispatchCombine: return 1;
        case trace::KernelRole::Collective: return 2;
        case trace::KernelRole::PointToPoint: return 3;
        case trace::KernelRole::Optimizer: return 4;
        case trace::KernelRole::Memory: return 5;
        case trace::KernelRole::NotGpu: return 6;
    }
    return 6;
}

// Short enough for the lane header.
const char* shortRoleLabel(trace::KernelRole r) {
    switch (r) {
        case trace::KernelRole::Gemm:
            return QT_TRANSLATE_NOOP("TraceLanes", "GEMM");
        case trace::KernelRole::GroupedGemm:
            return QT_TRANSLATE_NOOP("TraceLanes", "expert GEMM");
        case trace::KernelRole::Attention:
            return QT_TRANSLATE_NOOP("TraceLanes", "attention");
        case trace::KernelRole::OtherCompute:
            return QT_TRANSLATE_NOOP("TraceLanes", "other compute");
        case trace::KernelRole::DispatchCombine:
            return QT_TRANSLATE_NOOP("TraceLanes", "dispatch/combine");
        case trace::KernelRole::Collective:
            return QT_TRANSLATE_NOOP("TraceLanes", "collectives");
        case trace::KernelRole::PointToPoint:
            return QT_TRANSLATE_NOOP("TraceLanes", "send/recv");
        case trace::KernelRole::Optimizer:
            return QT_TRANSLATE_NOOP("TraceLanes", "optimizer");
        case trace::KernelRole::Memory:
            return QT_TRANSLATE_NOOP("TraceLanes", "memcpy");
        case trace::KernelRole::NotGpu: return "";
    }
    return "";
}

}  // namespace

std::vector<trace::KernelRole> laneRoles(const TimelineLane& lane, const trace::Trace& trace) {
    if (lane.kind != TimelineLane::Kind::GpuStream || lane.rankIndex >= trace.ranks.size()) return {};
    const trace::RankTrace& rank = trace.ranks[lane.rankIndex];
    std::array<int64_t, trace::kKernelRoleCount> time{};
    std::array<bool, trace::kKernelRoleCount> seen{};
    for (uint32_t src : lane.events.source) {
        if (src >= rank.events.size()) continue;
        const trace::Event& e = rank.events[src];
        const trace::KernelRole role = trace::kernelRoleOf(trace, e);
        if (role == trace::KernelRole::NotGpu) continue;
        time[static_cast<size_t>(role)] += e.duration();
        seen[static_cast<size_t>(role)] = true;
    }
    std::vector<trace::KernelRole> roles;
    for (size_t i = 0; i < time.size(); ++i)
        if (seen[i]) roles.push_back(static_cast<trace::KernelRole>(i));
    // Most time first; equal times in the roles' order.
    std::stable_sort(roles.begin(), roles.end(), [&time](trace::KernelRole a, trace::KernelRole b) {
        return time[static_cast<size_t>(a)] > time[static_cast<size_t>(b)];
    });
    return roles;
}

trace::KernelRole dominantRole(const TimelineLane& lane, const trace::Trace& trace) {
    const std::vector<trace::KernelRole> roles = laneRoles(lane, trace);
    return roles.empty() ? trace::KernelRole::NotGpu : roles.front();
}

void matchLanesByRole(std::vector<TimelineLane>& lanes, const trace::Trace& trace, size_t predictedRanks) {
    struct Keyed {
        int group;
        bool measured;
        size_t index;
    };
    std::vector<Keyed> keys;
    std::vector<trace::KernelRole> roles(lanes.size());
    std::vector<std::vector<trace::KernelRole>> everyRole(lanes.size());
    for (size_t i = 0; i < lanes.size(); ++i) {
        everyRole[i] = laneRoles(lanes[i], trace);
        roles[i] = everyRole[i].empty() ? trace::KernelRole::NotGpu : everyRole[i].front();
        // The predicted passes lead: they say which microbatch and chunk every block below is.
        const bool passes = lanes[i].rankIndex < predictedRanks &&
                            lanes[i].kind == TimelineLane::Kind::GpuAnnotations &&
                            lanes[i].stream == schedule::kPredictedPassLane;
        keys.push_back({passes ? -1 : groupOrder(roles[i]), lanes[i].rankIndex >= predictedRanks, i});
    }
    std::stable_sort(keys.begin(), keys.end(), [](const Keyed& a, const Keyed& b) {
        return a.group != b.group ? a.group < b.group : a.measured < b.measured;
    });
    std::vector<TimelineLane> out;
    out.reserve(lanes.size());
    for (const Keyed& k : keys) {
        TimelineLane lane = std::move(lanes[k.index]);
        // Every role the lane runs, the most time first; past three the rest are "…".
        std::string named;
        const std::vector<trace::KernelRole>& laneRoleList = everyRole[k.index];
        for (size_t r = 0; r < laneRoleList.size() && r < 3; ++r)
            named += (r ? " + " : "") +
                     QCoreApplication::translate("TraceLanes", shortRoleLabel(laneRoleList[r])).toStdString();
        if (laneRoleList.size() > 3) named += " + …";
        if (!named.empty()) lane.label += " · " + named;
        out.push_back(std::move(lane));
    }
    lanes = std::move(out);
}

}  // namespace moe::ui
