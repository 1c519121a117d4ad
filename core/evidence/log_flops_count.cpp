#include "core/evidence/log_flops_count.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/flops/flops_count_text.h"

namespace moe::evidence {
namespace {

std::string fixed2(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// As the steady window printed it before the counts were told apart (six significant digits).
std::string sig6(double v) {
    std::ostringstream out;
    out.precision(6);
    out << v;
    return out.str();
}

std::string by(FlopsCount c) {
    return std::string(flopsCountInfo(c).by);
}

// "by Megatron-Bridge's flop_utils.py count (the studio's)"
std::string byNamed(FlopsCount c) {
    return by(c) + (c == kStudioFlopsCount ? " (the studio's)" : "");
}

}  // namespace

std::string LogFlopsCount::everyCount() const {
    std::string s;
    for (size_t i = 0; i < recomputed.size(); ++i) {
        const CountedTflops& r = recomputed[i];
        s += (i == 0                       ? ""
              : i + 1 == recomputed.size() ? " and "
                                           : ", ") +
             fixed2(r.tflops_per_gpu) + " " + by(r.count) + (r.count == kStudioFlopsCount ? ", the studio's," : "");
    }
    if (!s.empty() && s.back() == ',') s.pop_back();
    return s;
}

const CountedTflops& LogFlopsCount::under(FlopsCount c) const {
    for (const CountedTflops& r : recomputed)
        if (r.count == c) return r;
    return recomputed.front();
}

double LogFlopsCount::ratioToStudio() const {
    const double studio = under(kStudioFlopsCount).flops_per_token;
    return studio > 0 ? under(comparedIn()).flops_per_token / studio : 1.0;
}

std::string LogFlopsCount::countWords() const {
    if (counts_agree) return {};
    if (!count) return "matches neither public FLOPs count";
    return by(*count);
}

std::string LogFlopsCount::comparisonNote() const {
    if (counts_agree) return {};
    const CountedTflops& studio = under(kStudioFlopsCount);
    const FlopsCountInfo& studioInfo = flopsCountInfo(kStudioFlopsCount);
    if (!count)
        return "The log's TFLOP/s/GPU " + fixed2(logged) + " matches neither public FLOPs count: the run's " + basis +
               " give " + everyCount() + ". TFLOP/s/GPU is compared in the studio's " + std::string(studioInfo.label) +
               ".";
    if (*count == kStudioFlopsCount)
        return "The log's TFLOP/s/GPU is " + by(*count) + ", the studio's, as the prediction: the run's " + basis +
               " give " + fixed2(under(*count).tflops_per_gpu) + " by it.";
    char ratio[32];
    std::snprintf(ratio, sizeof ratio, "%.2f", ratioToStudio());
    const std::string name(flopsCountInfo(*count).label);
    return "The log's TFLOP/s/GPU is " + by(*count) + ": the run's " + basis + " give " +
           fixed2(under(*count).tflops_per_gpu) + " by it and " + fixed2(studio.tflops_per_gpu) + " " +
           byNamed(kStudioFlopsCount) + ". TFLOP/s/GPU is therefore compared " + by(*count) +
           " on both sides: the predicted figure is the studio's ×" + ratio +
           (difference.empty() ? std::string() : ", as the " + name + " " + difference) + ".";
}

std::string LogFlopsCount::warning() const {
    if (count && *count == kStudioFlopsCount) return {};
    const std::string head = "logged TFLOP/s/GPU ";
    if (counts_agree)  // nothing to tell apart: the wording the steady window always had
        return head + sig6(logged) + " differs from the recomputed " + sig6(under(kStudioFlopsCount).tflops_per_gpu) +
               " by more than 5 %";
    if (!count)
        return head + fixed2(logged) + " matches neither public FLOPs count: the run's " + basis + " give " +
               everyCount() + ", each more than 5 % off; the prediction stays in the studio's count";
    const std::string name(flopsCountInfo(*count).label);
    return head + fixed2(logged) + " is " + by(*count) + " (the run's " + basis + " give " +
           fixed2(under(*count).tflops_per_gpu) + " by it), not the studio's " +
           std::string(flopsCountInfo(kStudioFlopsCount).label) + " (" +
           fixed2(under(kStudioFlopsCount).tflops_per_gpu) + "): the gap is the count" +
           (difference.empty() ? std::string() : " (the " + name + " " + difference + ")") +
           ", not the run; TFLOP/s/GPU is compared " + by(*count);
}

std::optional<LogFlopsCount> logFlopsCount(const ModelSpec& model, int64_t seq, const logs::WindowEvidence& window,
                                           std::optional<double> tokensPerStepPerGpu) {
    if (window.tflops_source != logs::TflopsSource::Log || !window.tflops_per_gpu_mean ||
        !(*window.tflops_per_gpu_mean > 0) || seq <= 0)
        return std::nullopt;
    LogFlopsCount out;
    out.logged = *window.tflops_per_gpu_mean;
    double tokensPerSecPerGpu = 0;
    if (window.tokens_per_sec_per_gpu && *window.tokens_per_sec_per_gpu > 0) {
        tokensPerSecPerGpu = *window.tokens_per_sec_per_gpu;
        out.basis = "tokens/s/GPU";
    } else if (tokensPerStepPerGpu && *tokensPerStepPerGpu > 0 && window.step_time_ms_mean > 0) {
        tokensPerSecPerGpu = *tokensPerStepPerGpu / (window.step_time_ms_mean * 1e-3);
        out.basis = "step time";
    } else {
        return std::nullopt;
    }
    for (FlopsCount c : kFlopsCounts) {
        const double perToken = modelFlopsPerToken(model, seq, c).total();
        out.recomputed.push_back({c, perToken, tokensPerSecPerGpu * perToken / 1e12});
    }
    if (!std::all_of(out.recomputed.begin(), out.recomputed.end(),
                     [](const CountedTflops& r) { return std::isfinite(r.tflops_per_gpu) && r.tflops_per_gpu > 0; }))
        return std::nullopt;
    const std::vector<FlopsCountFigure> others = otherFlopsCounts(model, seq);
    out.counts_agree = others.empty();
    auto matches = [&](const CountedTflops& r) {
        return std::abs(r.tflops_per_gpu - out.logged) <= kLoggedTflopsTolerance * out.logged;
    };
    std::vector<FlopsCount> matching;
    for (const CountedTflops& r : out.recomputed)
        if (matches(r)) matching.push_back(r.count);
    const bool studioMatches = std::find(matching.begin(), matching.end(), kStudioFlopsCount) != matching.end();
    if (studioMatches)
        out.count = kStudioFlopsCount;
    else if (matching.size() == 1 && !out.counts_agree)
        out.count = matching.front();
    else if (!matching.empty() && out.counts_agree)
        out.count = kStudioFlopsCount;
    if (out.count && *out.count != kStudioFlopsCount)
        out.difference = flopsCountDifference(model, seq, *out.count);
    else if (!out.counts_agree)
        out.difference = flopsCountDifference(model, seq, others.front().count);
    return out;
}

}  // namespace moe::evidence
