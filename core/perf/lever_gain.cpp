#include "core/perf/lever_gain.h"

#include <cmath>

#include "core/common/text.h"
#include "core/common/units.h"
#include "core/perf/diagnosis.h"
#include "core/rules/validator.h"

namespace moe {

Message leverGainMessage(double gain, const LeverBand& band) {
    // A gain that rounds to zero is "±0 %", not "-0 %" or "+0 %".
    const double shown = std::round(100.0 * gain);
    const MessageArg pct = textArg(shown == 0.0 ? std::string("±0") : formatDouble(shown, "%+.0f"));
    if (!band.known())
        return message("perf", MOE_TR("perf", "estimated %1 % tokens/s/GPU (no lever error to compare with)"), pct);
    const double w = band.halfWidth();
    const MessageArg width = realArg(100.0 * w, 0);
    if (gain > w)
        return message("perf",
                       MOE_TR("perf", "estimated %1 % tokens/s/GPU, more than the model's lever error (±%2 points)"),
                       pct, width);
    if (gain < -w)
        return message("perf",
                       MOE_TR("perf",
                              "estimated %1 % tokens/s/GPU: the model expects it slower here, beyond its lever error "
                              "(±%2 points)"),
                       pct, width);
    return message("perf",
                   MOE_TR("perf",
                          "estimated %1 % tokens/s/GPU: within the model's lever error (±%2 points), so no gain is "
                          "claimed; measure it"),
                   pct, width);
}

std::string leverGainText(double gain, const LeverBand& band) {
    return leverGainMessage(gain, band).english();
}

LeverGain nextLeverGain(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory,
                        const StepEstimate& estimate, const LeverBand& band) {
    LeverGain g;
    g.lever = estimate.next_lever;
    g.lever_message = estimate.next_lever_text;
    if (!memory.fits || !memory.host_fits || estimate.tokens_per_s_per_gpu <= 0) return g;
    g.ranked = rankLevers(recipe, cal, memory, estimate);
    if (!g.ranked.empty() && g.ranked.front().gain > 0) {
        const RankedLever& best = g.ranked.front();
        g.evaluated = true;
        g.by_estimate = true;
        g.lever = best.text;
        g.lever_message = best.message;
        g.gain = best.gain;
        g.beyond_band = band.known() && g.gain > band.halfWidth();
        g.no_gain = std::round(100.0 * g.gain) <= 0.0;
        g.message = leverGainMessage(g.gain, band);
        g.text = g.message.english();
        return g;
    }
    const auto changed = nextLeverRecipe(recipe, cal, memory, estimate);
    if (!changed) return g;
    // A lever Megatron refuses beside the recipe's other settings is not offered as a gain (review
    // 14: EP overlap, right after a fix that chose moe recompute, which Megatron-Core refuses with it).
    for (const Diagnostic& d : validateRecipe(*changed, ValidationScope::HardRules))
        if (d.severity == Severity::Error) {
            g.evaluated = true;
            g.refused = true;
            g.text = "not on this layout: " + d.message;
            g.why_message = d.message_text;
            return g;
        }
    const auto changedMemory = estimateMemory(*changed);
    if (!changedMemory) return g;
    // A lever that takes the layout over HBM is no step forward (review 14: EP overlap offered
    // right after the fix that turned it off to make the layout fit).
    if (!changedMemory->fits) {
        g.evaluated = true;
        g.breaks_fit = true;
        g.why_message = message(
            "perf", MOE_TR("perf", "with it the binding stage would need %1 GiB per GPU, over the usable %2 GiB"),
            realArg(static_cast<double>(changedMemory->binding().totalBytes()) / kGiB, 1),
            realArg(static_cast<double>(changedMemory->hbm_bytes) / kGiB, 1));
        g.text = "not on this layout: " + g.why_message.english();
        return g;
    }
    const auto after = estimateStepTime(*changed, cal, *changedMemory);
    if (!after || after->tokens_per_s_per_gpu <= 0) return g;
    g.evaluated = true;
    g.gain = after->tokens_per_s_per_gpu / estimate.tokens_per_s_per_gpu - 1.0;
    g.beyond_band = band.known() && g.gain > band.halfWidth();
    g.no_gain = std::round(100.0 * g.gain) <= 0.0;
    g.message = leverGainMessage(g.gain, band);
    g.text = g.message.english();
    return g;
}

std::string nextLeverSentence(const LeverGain& g) {
    // Review: "next lever: DeepEP — estimated ±0 %" read as advice to switch for nothing.
    if (g.no_gain)
        return std::string("none of one change gains by the model's estimate; ") +
               (g.by_estimate ? "the best candidate, " : "the usual one for this wall, ") + g.lever + ", is " + g.text;
    return g.lever + (g.evaluated ? " — " + g.text : std::string());
}

}  // namespace moe
