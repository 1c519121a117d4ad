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

}  // namespace

bool tiesWithBest(const StepEstimate& best, const Uncertainty& bestBand, const StepEstimate& plan, const Uncertainty& planBand) {
    return tiedWithinBand(best.tokens_per_s_per_gpu, plan.tokens_per_s_per_gpu, tieWidth(widerBand(bestBand, planBand)));
}

namespace {

// `digits` significant figures, keeping trailing zeros ("10.0", not "10") and never a bare point,
// in the reader's locale.
MessageArg significantArg(double value, int digits) {
    if (value == 0 || !std::isfinite(value)) return realArg(0, 0);
    const int leading = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    return realArg(value, std::max(0, digits - 1 - leading));
}

// The plan as the explanation names it: "TP2 CP1 PP4 VPP2 EP8 ETP1 MBS1, selective [...]".
MessageArg explainedPlanArg(const ExplainedPlan& p) {
    return messageArg(
        Message{{},
                "%1, %2",
                {codeArg(describeMesh(p.layout)),
                 p.levers_message.english() == p.levers ? messageArg(p.levers_message) : textArg(p.levers)}});
}

// Uncertainty::fullBasis() as a message: the basis with why it widened and where the recipe is
// outside the calibration, each from its id where the band has one.
Message fullBasisMessage(const Uncertainty& band) {
    std::vector<Message> why;
    if (!band.widened.empty())
        why.push_back(band.widened_message.empty() ? Message{{}, "%1", {textArg(band.widened)}} : band.widened_message);
    const bool outsideIds = band.outside_messages.size() == band.outside.size();
    for (size_t i = 0; i < band.outside.size(); ++i)
        why.push_back(message("search", MOE_TR("search", "outside the calibration: %1"),
                              outsideIds ? messageArg(band.outside_messages[i]) : textArg(band.outside[i])));
    const MessageArg basis = band.basis_message.empty() ? textArg(band.basis) : messageArg(band.basis_message);
    if (why.empty()) return Message{{}, "%1", {basis}};
    return Message{{}, "%1 (%2)", {basis, messagesArg(std::move(why), "; ")}};
}

}  // namespace

Message runnerUpMessage(const ExplainedPlan& a, const ExplainedPlan& b, const Uncertainty& band) {
    const StepBreakdown& x = a.estimate.breakdown;
    const StepBreakdown& y = b.estimate.breakdown;
    const std::pair<Message, double> parts[] = {
        {message("search", MOE_TR("search", "compute (incl. recompute)")), y.compute_s - x.compute_s},
        {message("search", MOE_TR("search", "exposed TP communication")), y.tp_comm_s - x.tp_comm_s},
        {message("search", MOE_TR("search", "exposed CP communication")), y.cp_comm_s - x.cp_comm_s},
        {message("search", MOE_TR("search", "exposed EP communication")), y.ep_comm_s - x.ep_comm_s},
        {message("search", MOE_TR("search", "exposed PP communication")), y.pp_comm_s - x.pp_comm_s},
        {message("search", MOE_TR("search", "exposed DP communication")), y.dp_comm_s - x.dp_comm_s},
        {message("search", MOE_TR("search", "host overhead")), y.host_s - x.host_s},
        {message("search", MOE_TR("search", "pipeline bubble")), y.bubble_s - x.bubble_s},
        {message("search", MOE_TR("search", "optimizer step")), y.optimizer_s - x.optimizer_s},
        {message("search", MOE_TR("search", "optimizer offload")), y.offload_s - x.offload_s},
    };
    size_t worst = 0;
    for (size_t i = 1; i < std::size(parts); ++i)
        if (parts[i].second > parts[worst].second) worst = i;
    const double ta = a.estimate.tokens_per_s_per_gpu, tb = b.estimate.tokens_per_s_per_gpu;
    const double slower = ta > 0 ? 100.0 * (1.0 - tb / ta) : 0.0;
    // Three significant figures for a step and two for a difference: the plans are told apart by
    // differences, and more digits than that read as a precision the model does not have.
    const MessageArg la = explainedPlanArg(a);
    const MessageArg lb = explainedPlanArg(b);
    std::vector<Message> sentences;
    if (b.estimate.step_time_s == a.estimate.step_time_s && tb == ta) {
        sentences.push_back(
            message("search",
                    MOE_TR("search",
                           "The runner-up (%1) ties with the best (%2): the same estimated step time (%3 s) and "
                           "tokens/s/GPU; the best is listed first by its smaller layout key only."),
                    lb, la, significantArg(a.estimate.step_time_s, 3)));
    } else if (parts[worst].second <= 0) {
        sentences.push_back(
            message("search",
                    MOE_TR("search",
                           "The runner-up (%1) is %2 % slower than the best (%3) with no single larger component: "
                           "its step covers fewer tokens per GPU (%4 vs %5 tokens/s/GPU)."),
                    lb, realArg(slower, 1), la, realArg(tb, 0), realArg(ta, 0)));
    } else {
        // A larger part the others mostly make up for says so (review 21 read "8.9 s per step larger
        // (step 418 s vs 418 s)").
        const double stepGap = b.estimate.step_time_s - a.estimate.step_time_s;
        const bool offset = parts[worst].second > 2 * std::abs(stepGap);
        if (offset)
            sentences.push_back(
                message("search",
                        MOE_TR("search",
                               "The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step "
                               "larger, most of it made up by smaller other parts (%6 s) (step %7 s vs %8 s)."),
                        lb, realArg(slower, 1), la, messageArg(parts[worst].first),
                        significantArg(parts[worst].second, 2), significantArg(parts[worst].second - stepGap, 2),
                        significantArg(b.estimate.step_time_s, 3), significantArg(a.estimate.step_time_s, 3)));
        else
            sentences.push_back(message(
                "search",
                MOE_TR("search",
                       "The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step "
                       "larger (step %6 s vs %7 s)."),
                lb, realArg(slower, 1), la, messageArg(parts[worst].first), significantArg(parts[worst].second, 2),
                significantArg(b.estimate.step_time_s, 3), significantArg(a.estimate.step_time_s, 3)));
    }
    // Closer than the estimate can tell apart (the band comes from the model's cross-validated
    // errors on comparable published rows): say so instead of letting the order look meaningful.
    if (slower > 0 && tiedWithinBand(ta, tb, tieWidth(band))) {
        if (band.known())
            sentences.push_back(
                message("search",
                        MOE_TR("search",
                               "That is within the model's uncertainty (%1, %2): a tie; measure both before choosing."),
                        codeArg(band.text()), messageArg(fullBasisMessage(band))));
        else
            sentences.push_back(
                message("search", MOE_TR("search", "Within 1 %: a tie; measure both before choosing.")));
    }
    return Message{{}, "%1", {messagesArg(std::move(sentences), " ")}};
}

std::string runnerUpReason(const ExplainedPlan& a, const ExplainedPlan& b, const Uncertainty& band) {
    return runnerUpMessage(a, b, band).english();
}

Message noMeshMessage(int64_t gpus, int64_t gbs, int64_t seqLength, int64_t heads, int64_t layers) {
    // The rules of enumerateMeshes (mesh_enumeration.cpp), as a reader checks them by hand: TP, CP
    // and PP are powers of two, so DP carries every odd factor of the GPU count.
    const MessageArg sizes[] = {integerArg(gpus), integerArg(heads), integerArg(seqLength), integerArg(layers)};
    if (gbs > 0)
        return message("search",
                       MOE_TR("search",
                              "no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink "
                              "domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at "
                              "most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1, and DP "
                              "must divide the global batch (%5): choose a GPU count or a global batch that agree"),
                       sizes[0], sizes[1], sizes[2], sizes[3], integerArg(gbs));
    return message("search",
                   MOE_TR("search",
                          "no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink "
                          "domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most "
                          "the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1"),
                   sizes[0], sizes[1], sizes[2], sizes[3]);
}

}  // namespace moe
