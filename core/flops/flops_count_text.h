#pragma once
// How every display of Model TFLOP/s or MFU names the FLOPs count it uses (model_flops.h), and
// gives the figure under the other public count where the two differ by more than 1 % (sliding
// windows, a gated MLP that is not SwiGLU). Wording shared by the CLI, the report and the studio.
#include <functional>
#include <string>
#include <vector>

#include "core/common/message.h"
#include "core/flops/model_flops.h"

namespace moe {

// Why a count differs from the studio's for this model at this length, in words:
// "ignores the 128-token sliding windows and counts the quick-GELU gated MLP as 2 projections".
std::string flopsCountDifference(const ModelSpec& model, int64_t seq, FlopsCount count);

// "Bridge count; 34 % by Megatron-LM's training.py count": `format` prints one value; with no other
// count differing, "Bridge count".
std::string flopsCountNote(double value, const std::vector<FlopsCountFigure>& others,
                           const std::function<std::string(double)>& format);

// "41 % (Bridge count; 34 % by Megatron-LM's training.py count)"; "41 % (Bridge count)".
std::string withFlopsCounts(double value, const std::vector<FlopsCountFigure>& others,
                            const std::function<std::string(double)>& format);

// "27.2 GFLOP/token by Megatron-LM's training.py count, which ignores ... (figures ×0.83)": one
// clause per other count that differs; empty when none does.
std::string otherFlopsCountsClause(const ModelSpec& model, int64_t seq);

// One or two sentences for the report and the CLI: which count the figures use, its GFLOP/token at
// this length and, where another differs, that count's GFLOP/token and why.
std::string flopsCountSentence(const ModelSpec& model, int64_t seq);

// The same facts for the studio as whole sentences with ids (MOE_TR "flops_count"): which count the
// figures use and its GFLOP/token at this length; per other count that differs, its GFLOP/token and
// ratio; then one sentence per way it counts differently ("It ignores the 128-token sliding windows.").
std::vector<Message> flopsCountMessages(const ModelSpec& model, int64_t seq);

}  // namespace moe
