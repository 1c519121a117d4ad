#pragma once
// Human-readable text for search results: the mesh of a plan and why the runner-up loses.
#include <string>

#include "core/common/message.h"
#include "core/layout/layout.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/step_time_model.h"

namespace moe {

// "TP2 CP1 PP4 VPP2 EP8 ETP1 MBS1"
std::string describeMesh(const Layout& layout);

struct ExplainedPlan {
    const Layout& layout;
    const StepEstimate& estimate;
    const std::string& levers;  // e.g. "selective [moe_act, layernorm] + optimizer offload 50%"
    // The levers as a message (SearchCandidate::levers_message); used where its english() is `levers`.
    Message levers_message = {};
};

// Names the step-time component by which the runner-up is slower than the best, and calls the two a
// tie, saying so, when the runner-up is slower by no more than the band's half-width (the model
// cannot tell them apart; with no band known, 1 %).
std::string runnerUpReason(const ExplainedPlan& best, const ExplainedPlan& runnerUp, const Uncertainty& band);
// The same as a message for the studio (MOE_TR "search"); its english() is runnerUpReason().
Message runnerUpMessage(const ExplainedPlan& best, const ExplainedPlan& runnerUp, const Uncertainty& band);

// Why a search found no parallel mesh at all (SearchResult::meshes == 0): the rules the meshes
// follow, with the GPU count, the global batch and the sizes of this model (review 36: "0 plans over
// 0 meshes" said no reason). `gbs` 0: no global batch was fixed.
Message noMeshMessage(int64_t gpus, int64_t gbs, int64_t seqLength, int64_t heads, int64_t layers);

// The wider of two plans' bands (the one a comparison of the two has to clear).
const Uncertainty& widerBand(const Uncertainty& a, const Uncertainty& b);
// Whether `plan` ties with `best` within the wider of their bands (1 % when neither is known).
bool tiesWithBest(const StepEstimate& best, const Uncertainty& bestBand, const StepEstimate& plan, const Uncertainty& planBand);

}  // namespace moe
