#pragma once
// Which public FLOPs count (core/flops/model_flops.h) a training log's own TFLOP/s/GPU uses. The
// run's measured throughput (tokens/s/GPU, else the step time) times each count's FLOPs per token
// gives the TFLOP/s/GPU the log would print under that count; the count whose figure lies within
// kLoggedTflopsTolerance of the logged one is the log's. A Megatron-LM log of GPT-OSS prints
// training.py's count, ~17 % under the studio's Bridge count for the same step: compared with the
// studio's prediction in the Bridge count it read "+24.9 %, outside the band" while step time and
// tokens/s agreed within 0.2 % (user review). The evidence report, the CLI and the Runs dock then
// compare and label TFLOP/s in the log's count.
#include <optional>
#include <string>
#include <vector>

#include "core/flops/model_flops.h"
#include "core/logs/steady_window.h"
#include "core/model/model_spec.h"

namespace moe::evidence {

// A logged TFLOP/s/GPU within 5 % of a recomputed one is that count's (as the steady window's
// "differs from the recomputed" check always allowed for rounding and warm-up).
inline constexpr double kLoggedTflopsTolerance = 0.05;

struct CountedTflops {
    FlopsCount count = kStudioFlopsCount;
    double flops_per_token = 0;
    double tflops_per_gpu = 0;  // the run's measured throughput × this count's FLOPs per token
};

struct LogFlopsCount {
    double logged = 0;                      // the window's TFLOP/s/GPU as the log printed it
    std::string basis;                      // what the throughput came from: "tokens/s/GPU", "step time"
    std::vector<CountedTflops> recomputed;  // one per kFlopsCounts, in that order
    // The log's count: the studio's when its figure matches (also when both do), else the one other
    // count that matches; nothing when none matches.
    std::optional<FlopsCount> count;
    // The counts give the same FLOPs per token for this model at this length (within 1 %): nothing
    // to tell apart, and nothing is labelled.
    bool counts_agree = true;
    // Why the other count differs, in words ("ignores the 128-token sliding windows and ...").
    std::string difference;

    [[nodiscard]] const CountedTflops& under(FlopsCount c) const;
    // The count predicted and measured TFLOP/s are compared in: the log's, else the studio's.
    [[nodiscard]] FlopsCount comparedIn() const { return count.value_or(kStudioFlopsCount); }
    [[nodiscard]] bool otherThanStudio() const { return count && *count != kStudioFlopsCount; }
    [[nodiscard]] bool matchesNeither() const { return !count; }
    // FLOPs per token of comparedIn() over the studio's: a studio figure times this is in that count.
    [[nodiscard]] double ratioToStudio() const;
    // "by Megatron-LM's training.py count", "matches neither public FLOPs count" (empty when the
    // counts agree).
    [[nodiscard]] std::string countWords() const;
    // What the comparison of TFLOP/s uses and why, one or two sentences; empty when the counts agree.
    [[nodiscard]] std::string comparisonNote() const;
    // The warning for the run: the log's figure is another count's (the gap is the count), or it
    // matches neither (both recomputed values); empty when it is the studio's count within 5 %.
    [[nodiscard]] std::string warning() const;
    // "73.91 by Megatron-Bridge's flop_utils.py count, the studio's, and 61.64 by Megatron-LM's ...".
    [[nodiscard]] std::string everyCount() const;
};

// Nothing when the window's TFLOP/s is not the log's own or no throughput is known. `seq` is the
// run's sequence; `tokensPerStepPerGpu` (GBS × seq / GPUs) turns the step time into a throughput
// when the window has no tokens/s.
std::optional<LogFlopsCount> logFlopsCount(const ModelSpec& model, int64_t seq, const logs::WindowEvidence& window,
                                           std::optional<double> tokensPerStepPerGpu);

}  // namespace moe::evidence
