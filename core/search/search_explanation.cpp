#include "core/search/search_explanation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <sstream>
#include <utility>

namespace moe {

std::string describeMesh(const Layout& l) {
    std::ostringstream o;
    o << "TP" << l.tp << " CP" << l.cp << " PP" << l.pp;
    if (l.vpp > 1) o << " VPP" << l.vpp;
    o << " EP" << l.ep << " ETP" << l.etpOrTp() << " MBS" << l.micro_batch_size;
    return o.str();
}

const Uncertainty& widerBand(const Uncertainty& a, const Uncertainty& b) {
    if (!a.known()) return b;
    if (!b.known()) return a;
    return b.halfWidth() > a.halfWidth() ? b : a;
}

namespace {
// What a tie is when no band is known: closer than 1 %.
constexpr double kTieWithoutBand = 0.01;
double tieWidth(const Uncertainty& band) { return band.known() ? band.halfWidth() : kTieWithoutBand; }

// `digits` significant figures, keeping trailing zeros ("10.0", not "10") and never a bare point.
std::string significant(double value, int digits) {
    if (value == 0 || !std::isfinite(value)) return "0";
    const int leading = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, digits - 1 - leading);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}
}  // namespace

bool tiesWithBest(const StepEstimate& best, const Uncertainty& bestBand, const StepEstimate& plan, const Uncertainty& planBand) {
    return tiedWithinBand(best.tokens_per_s_per_gpu, plan.tokens_per_s_per_gpu, tieWidth(widerBand(bestBand, planBand)));
}

std::string runnerUpReason(const ExplainedPlan& a, const ExplainedPlan& b, const Uncertainty& band) {
    const StepBreakdown& x = a.estimate.breakdown;
    const StepBreakdown& y = b.estimate.breakdown;
    const std::pair<const char*, double> parts[] = {
        {"compute (incl. recompute)", y.compute_s - x.compute_s},
        {"exposed TP communication", y.tp_comm_s - x.tp_comm_s},
        {"exposed CP communication", y.cp_comm_s - x.cp_comm_s},
        {"exposed EP communication", y.ep_comm_s - x.ep_comm_s},
        {"exposed PP communication", y.pp_comm_s - x.pp_comm_s},
        {"exposed DP communication", y.dp_comm_s - x.dp_comm_s},
        {"host overhead", y.host_s - x.host_s},
        {"pipeline bubble", y.bubble_s - x.bubble_s},
        {"optimizer step", y.optimizer_s - x.optimizer_s},
        {"optimizer offload", y.offload_s - x.offload_s},
    };
    size_t worst = 0;
    for (size_t i = 1; i < std::size(parts); ++i)
        if (parts[i].second > parts[worst].second) worst = i;
    const double ta = a.estimate.tokens_per_s_per_gpu, tb = b.estimate.tokens_per_s_per_gpu;
    const double slower = ta > 0 ? 100.0 * (1.0 - tb / ta) : 0.0;
    // Three significant figures for a step and two for a difference: the plans are told apart by
    // differences, and more digits than that read as a precision the model does not have.
    char buf[512];
    const std::string la = describeMesh(a.layout) + ", " + a.levers;
    const std::string lb = describeMesh(b.layout) + ", " + b.levers;
    if (b.estimate.step_time_s == a.estimate.step_time_s && tb == ta) {
        std::snprintf(buf, sizeof buf,
                      "The runner-up (%s) ties with the best (%s): the same estimated step time (%s s) and "
                      "tokens/s/GPU; the best is listed first by its smaller layout key only.",
                      lb.c_str(), la.c_str(), significant(a.estimate.step_time_s, 3).c_str());
    } else if (parts[worst].second <= 0) {
        std::snprintf(buf, sizeof buf,
                      "The runner-up (%s) is %.1f %% slower than the best (%s) with no single larger component: "
                      "its step covers fewer tokens per GPU (%.0f vs %.0f tokens/s/GPU).",
                      lb.c_str(), slower, la.c_str(), tb, ta);
    } else {
        // A larger part the others mostly make up for says so (review 21 read "8.9 s per step larger
        // (step 418 s vs 418 s)").
        const double stepGap = b.estimate.step_time_s - a.estimate.step_time_s;
        const bool offset = parts[worst].second > 2 * std::abs(stepGap);
        const std::string offsetText =
            offset ? ", most of it made up by smaller other parts (" + significant(parts[worst].second - stepGap, 2) + " s)" : "";
        std::snprintf(buf, sizeof buf,
                      "The runner-up (%s) is %.1f %% slower than the best (%s): its %s is %s s per step larger%s "
                      "(step %s s vs %s s).",
                      lb.c_str(), slower, la.c_str(), parts[worst].first, significant(parts[worst].second, 2).c_str(),
                      offsetText.c_str(), significant(b.estimate.step_time_s, 3).c_str(),
                      significant(a.estimate.step_time_s, 3).c_str());
    }
    std::string reason = buf;
    // Closer than the estimate can tell apart (the band comes from the model's cross-validated
    // errors on comparable published rows): say so instead of letting the order look meaningful.
    if (slower > 0 && tiedWithinBand(ta, tb, tieWidth(band))) {
        if (band.known())
            reason += " That is within the model's uncertainty (" + band.text() + ", " + band.fullBasis() +
                      "): a tie; measure both before choosing.";
        else
            reason += " Within 1 %: a tie; measure both before choosing.";
    }
    return reason;
}

}  // namespace moe
