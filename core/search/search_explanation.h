#pragma once
// Human-readable text for search results: the mesh of a plan and why the runner-up loses.
#include <string>

#include "core/layout/layout.h"
#include "core/perf/step_time_model.h"

namespace moe {

// "TP2 CP1 PP4 VPP2 EP8 ETP1 MBS1"
std::string describeMesh(const Layout& layout);

struct ExplainedPlan {
    const Layout& layout;
    const StepEstimate& estimate;
    const std::string& levers;  // e.g. "selective [moe_act, layernorm] + optimizer offload 50%"
};

// Names the step-time component by which the runner-up is slower than the best (or the tie); a
// runner-up less than 1 % slower is called effectively tied.
std::string runnerUpReason(const ExplainedPlan& best, const ExplainedPlan& runnerUp);

}  // namespace moe
