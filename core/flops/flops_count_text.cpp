#include "core/flops/flops_count_text.h"

#include <iomanip>
#include <sstream>

namespace moe {
namespace {

std::string gflop(double flops) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(1) << flops / 1e9;
    return o.str();
}

std::string gateName(ActivationKind a) {
    switch (a) {
        case ActivationKind::QuickGelu:
            return "quick-GELU";
        case ActivationKind::Gelu:
            return "GELU";
        case ActivationKind::SquaredRelu:
            return "squared-ReLU";
        case ActivationKind::Relu:
            return "ReLU";
        case ActivationKind::Silu:
            return "SiLU";
    }
    return "non-SiLU";
}

}  // namespace

std::string flopsCountDifference(const ModelSpec& m, int64_t seq, FlopsCount count) {
    const FlopsOptions studio = flopsOptions(kStudioFlopsCount);
    const FlopsOptions other = flopsOptions(count);
    std::vector<std::string> parts;
    const bool windowed = m.sliding_window.window > 0 && m.sliding_window.window < seq;
    if (windowed && studio.sliding_window != other.sliding_window)
        parts.push_back(other.sliding_window
                            ? "counts the " + std::to_string(m.sliding_window.window) + "-token sliding windows"
                            : "ignores the " + std::to_string(m.sliding_window.window) + "-token sliding windows");
    const bool nonSwiglu = m.gated_linear_unit && m.activation != ActivationKind::Silu;
    if (nonSwiglu && studio.glu_only_swiglu != other.glu_only_swiglu)
        parts.push_back("counts the " + gateName(m.activation) + "-gated MLPs as " +
                        (other.glu_only_swiglu ? "2" : "3") + " projections, not " +
                        (other.glu_only_swiglu ? "3" : "2"));
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : " and ") + parts[i];
    return out;
}

std::string flopsCountNote(double value, const std::vector<FlopsCountFigure>& others,
                           const std::function<std::string(double)>& format) {
    std::string out(flopsCountInfo(kStudioFlopsCount).label);
    for (const FlopsCountFigure& f : others)
        out += "; " + format(value * f.ratio) + " " + std::string(flopsCountInfo(f.count).by);
    return out;
}

std::string withFlopsCounts(double value, const std::vector<FlopsCountFigure>& others,
                            const std::function<std::string(double)>& format) {
    return format(value) + " (" + flopsCountNote(value, others, format) + ")";
}

std::string otherFlopsCountsClause(const ModelSpec& m, int64_t seq) {
    std::string out;
    for (const FlopsCountFigure& f : otherFlopsCounts(m, seq)) {
        std::ostringstream o;
        o << (out.empty() ? "" : "; ") << gflop(f.flops_per_token) << " GFLOP/token " << flopsCountInfo(f.count).by;
        const std::string why = flopsCountDifference(m, seq, f.count);
        if (!why.empty()) o << ", which " << why;
        o << " (TFLOP/s and MFU ×" << std::fixed << std::setprecision(2) << f.ratio << ")";
        out += o.str();
    }
    return out;
}

std::string flopsCountSentence(const ModelSpec& m, int64_t seq) {
    const FlopsCountInfo& studio = flopsCountInfo(kStudioFlopsCount);
    std::string out = "Model TFLOP/s and MFU use the " + std::string(studio.label) + " (" + std::string(studio.source) +
                      "): " + gflop(modelFlopsPerToken(m, seq, kStudioFlopsCount).total()) + " GFLOP/token at seq " +
                      std::to_string(seq) + ".";
    const std::string others = otherFlopsCountsClause(m, seq);
    if (!others.empty()) out += " Other count: " + others + ".";
    return out;
}

std::vector<Message> flopsCountMessages(const ModelSpec& m, int64_t seq) {
    std::vector<Message> out;
    const FlopsCountInfo& studio = flopsCountInfo(kStudioFlopsCount);
    const MessageArg studioGflop = realArg(modelFlopsPerToken(m, seq, kStudioFlopsCount).total() / 1e9, 1);
    out.push_back(
        kStudioFlopsCount == FlopsCount::MegatronLM
            ? message("flops_count",
                      MOE_TR("flops_count",
                             "Model TFLOP/s and MFU use the Megatron-LM count (%1): %2 GFLOP/token at seq %3."),
                      codeArg(std::string(studio.source)), studioGflop, integerArg(seq))
            : message(
                  "flops_count",
                  MOE_TR("flops_count", "Model TFLOP/s and MFU use the Bridge count (%1): %2 GFLOP/token at seq %3."),
                  codeArg(std::string(studio.source)), studioGflop, integerArg(seq)));
    const FlopsOptions studioOptions = flopsOptions(kStudioFlopsCount);
    for (const FlopsCountFigure& f : otherFlopsCounts(m, seq)) {
        const MessageArg gflop = realArg(f.flops_per_token / 1e9, 1);
        const MessageArg ratio = realArg(f.ratio, 2);
        out.push_back(
            f.count == FlopsCount::MegatronLM
                ? message("flops_count",
                          MOE_TR("flops_count",
                                 "Other count: %1 GFLOP/token by Megatron-LM's training.py count (TFLOP/s and "
                                 "MFU ×%2)."),
                          gflop, ratio)
                : message("flops_count",
                          MOE_TR("flops_count",
                                 "Other count: %1 GFLOP/token by Megatron-Bridge's flop_utils.py count "
                                 "(TFLOP/s and MFU ×%2)."),
                          gflop, ratio));
        // Why it differs, as flopsCountDifference says it, one sentence per difference.
        const FlopsOptions other = flopsOptions(f.count);
        const bool windowed = m.sliding_window.window > 0 && m.sliding_window.window < seq;
        if (windowed && studioOptions.sliding_window != other.sliding_window)
            out.push_back(other.sliding_window
                              ? message("flops_count", MOE_TR("flops_count", "It counts the %1-token sliding windows."),
                                        integerArg(m.sliding_window.window))
                              : message("flops_count",
                                        MOE_TR("flops_count", "It ignores the %1-token sliding windows."),
                                        integerArg(m.sliding_window.window)));
        const bool nonSwiglu = m.gated_linear_unit && m.activation != ActivationKind::Silu;
        if (nonSwiglu && studioOptions.glu_only_swiglu != other.glu_only_swiglu)
            out.push_back(other.glu_only_swiglu
                              ? message("flops_count",
                                        MOE_TR("flops_count", "It counts the %1-gated MLPs as 2 projections, not 3."),
                                        codeArg(gateName(m.activation)))
                              : message("flops_count",
                                        MOE_TR("flops_count", "It counts the %1-gated MLPs as 3 projections, not 2."),
                                        codeArg(gateName(m.activation))));
    }
    return out;
}

}  // namespace moe
