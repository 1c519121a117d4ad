#pragma once
// What the next lever buys by the model's own estimate, and whether that is more than the model
// can tell apart: a gain is claimed only when it is larger than the estimate's uncertainty band
// (estimate_uncertainty.h); a smaller one is reported as within the model's uncertainty.
#include <string>

#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/lever_band.h"
#include "core/perf/lever_candidates.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe {

struct LeverGain {
    // The lever is one concrete change, Megatron accepts the changed recipe and the model
    // estimated it. False for advice that needs an A/B or a choice, or a layout that does not fit
    // (memory comes first).
    bool evaluated = false;
    double gain = 0;           // tokens/s/GPU with the lever ÷ without − 1
    bool beyond_band = false;  // gain > the lever band's half-width: a gain the model can claim
    bool breaks_fit = false;   // with the lever the layout no longer fits in memory (no gain is claimed)
    bool refused = false;      // with the lever the recipe breaks a rule Megatron enforces (no gain is claimed)
    std::string
        text;  // "estimated +18 % tokens/s/GPU, more than the model's lever error (±8 points)" / "... within ..."
    // `text` as a message id for the studio (MOE_TR "perf"), where it is a gain (evaluated, neither
    // refused nor breaking the fit).
    Message message;
    // Why the lever is out, when it is refused (the finding's message id, empty where the rule gives
    // English only) or breaks the fit ("with it the binding stage would need ..."): `text` without
    // its "not on this layout: ".
    Message why_message;
    // The lever itself: the single change with the largest estimated gain among the valid,
    // fitting candidates (lever_candidates.h), or the wall's advice (estimate.next_lever) when no
    // candidate gains; `ranked` lists every candidate that was estimated, best first.
    std::string lever;
    // `lever` as a message id for the studio; empty for a change in flags or sizes alone.
    Message lever_message;
    bool by_estimate = false;  // true: chosen by estimated gain; false: the wall's advice
    // No candidate gains and the wall's lever, estimated, gains nothing either (rounds to 0 % or
    // less): it is shown as the usual lever that does not help here, not as a next step.
    bool no_gain = false;
    std::vector<RankedLever> ranked;
};

// `estimate` and `memory` are the recipe's own; `band` the model's error on lever steps (a gain is a
// difference of two estimates that share most of their error, so the estimate's own band is not
// its measure). The next lever is the
// candidate with the largest estimated gain; without a gaining candidate, the wall's lever is
// evaluated as before.
LeverGain nextLeverGain(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory,
                        const StepEstimate& estimate, const LeverBand& band = builtinLeverBand());
// Words for a gain against a band (also for gains computed elsewhere): the id and its English.
Message leverGainMessage(double gain, const LeverBand& band);
std::string leverGainText(double gain, const LeverBand& band);
// What follows "Next lever: " in the CLI and the report.
std::string nextLeverSentence(const LeverGain& gain);

}  // namespace moe
