#pragma once
// The next lever by estimate, not by wall: every single change a user could make next (an overlap
// flag, the dispatcher, the CUDA-graph scope, one recompute module less, a VPP/PP/EP move, the
// precision, manual GC) is applied to the recipe, dropped when Megatron refuses it or it no longer
// fits, and estimated; the candidates come back ranked by estimated gain, numerics-preserving
// changes first where two gains are within half a point. The wall diagnosis (diagnosis.h) still
// says why the step is slow; this says which switch pays most by the same model.
#include <functional>
#include <string>
#include <vector>

#include "core/common/message.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe {

struct LeverCandidate {
    std::string text;  // the change as a user types it ("--overlap-grad-reduce")
    // The same as a message id for the studio (MOE_TR "perf"); empty for a change written in flags
    // and sizes alone ("--overlap-grad-reduce", "VPP 4"), which reads the same in every language.
    Message message;
    std::function<void(Recipe&)> apply;
    bool preserves_numerics = true;  // false for a precision change (the loss curve moves)
};

// The single changes that differ from the recipe as it is (a flag already on is no candidate).
std::vector<LeverCandidate> leverCandidates(const Recipe& recipe);

struct RankedLever {
    std::string text;
    Message message;  // LeverCandidate::message
    double gain = 0;  // tokens/s/GPU with the change ÷ without − 1
    bool preserves_numerics = true;
};

// Candidates that Megatron accepts beside the recipe's other settings and that still fit, with their
// estimated gains, best first (ties within 0.5 point: numerics-preserving first). `estimate` is the
// recipe's own; an empty list when it does not fit or has no throughput.
std::vector<RankedLever> rankLevers(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory,
                                    const StepEstimate& estimate);

}  // namespace moe
