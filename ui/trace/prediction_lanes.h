#pragma once
// Lanes of a prediction drawn beside a measurement, matched by what they run: every GPU stream lane
// gets the kernel role that takes most of its time (compute, attention, expert GEMMs, EP
// dispatch/combine, collectives, send/receive, optimizer, memory); lanes are grouped (all compute
// streams, then each kind of communication, then optimizer and memory) with the predicted lanes
// first and the measured ones under them, the label says the role, and the annotation lanes follow. Plain C++ over the lanes and the trace.
#include <vector>

#include "core/trace/kernel_roles.h"
#include "core/trace/trace_model.h"
#include "ui/trace/timeline_lanes.h"

namespace moe::ui {

// The role with the most kernel time on a GPU stream lane; NotGpu for annotation lanes and empty ones.
trace::KernelRole dominantRole(const TimelineLane& lane, const trace::Trace& trace);
// Every role with kernel time on the lane, the most time first (a stream of send/recv and
// all-reduce kernels is both: a review found it labelled "send/recv" alone).
std::vector<trace::KernelRole> laneRoles(const TimelineLane& lane, const trace::Trace& trace);

// Reorders `lanes` (the first `predictedRanks` trace ranks are the prediction) and appends the
// roles to each GPU lane's label ("… · dispatch/combine", "… · send/recv + collectives").
void matchLanesByRole(std::vector<TimelineLane>& lanes, const trace::Trace& trace, size_t predictedRanks);

}  // namespace moe::ui
