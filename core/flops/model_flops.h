#pragma once
// Model FLOPs per token: forward + backward (×3) of every GEMM and the causal core attention, as
// the trainers count them. Two public counts differ, and both are named (FlopsCount):
//  - Megatron-Bridge, src/megatron/bridge/training/utils/flop_utils.py num_floating_point_operations
//    (NVIDIA-NeMo/Megatron-Bridge@0494433be0f526f59f7ad56bec005279af32c375), the studio's count;
//  - Megatron-LM, megatron/training/training.py num_floating_point_operations
//    (NVIDIA/Megatron-LM@001b00c2734d8f0fad096fe48a382fedf755d321).
// They agree on MLA, Gated-DeltaNet layers (the linear_attention_freq pattern runs on through the
// MTP layers in both), shared experts, MTP layers (each a decoder layer of the last layer's MLP
// kind, plus 3h + 2h² for its norms and eh-projection), and the logits layer (6·h·V_padded per head,
// main + one per MTP layer). They differ on two things:
//  - sliding windows: Bridge counts a windowed layer's core attention over the mean causal span
//    W − W(W−1)/(2s) (W < s; else s/2, as full attention); training.py ignores windows;
//  - gated MLPs: Bridge counts every gated_linear_unit as 3 projections; training.py does so only
//    for args.swiglu, so a --quick-geglu model (GPT-OSS) has its MLPs counted as 2 projections.
// Not modelled by either count here: vocab padding uses TP 1 (both pad to make_vocab_size_divisible_by
// × TP, under 0.1 % for the catalog), and every sample is one sequence of length s (no packing:
// Bridge's Σs²/Σs core factor equals s). Recompute never changes model FLOPs; its extra work is
// reported separately as hardware FLOPs.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/model/model_spec.h"
#include "core/options/training_options.h"

namespace moe {

struct FlopsOptions {
    // Windowed layers of a sliding-window model use the window instead of s in the core term
    // (Megatron-Bridge flop_utils.py). Megatron-LM's training.py ignores windows (false).
    bool sliding_window = true;
    // A gated MLP counts 3 projections only when its gate is SiLU (Megatron-LM's args.swiglu);
    // other gates (quick-GELU) count 2. Bridge counts 3 for every gate (false).
    bool glu_only_swiglu = false;
};

// The named counts. kStudioFlopsCount is the one every Model TFLOP/s and MFU figure uses.
enum class FlopsCount {
    Bridge,      // Megatron-Bridge flop_utils.py: windows counted, every GLU ×3
    MegatronLM,  // Megatron-LM training.py: windows ignored, GLU ×3 only for SwiGLU
};
inline constexpr FlopsCount kStudioFlopsCount = FlopsCount::Bridge;
inline constexpr std::array<FlopsCount, 2> kFlopsCounts = {FlopsCount::Bridge, FlopsCount::MegatronLM};

struct FlopsCountInfo {
    std::string_view key;          // JSON: "bridge", "megatron-lm"
    std::string_view label;        // short: "Bridge count"
    std::string_view source;       // "Megatron-Bridge flop_utils.py"
    std::string_view by;           // "by Megatron-Bridge's flop_utils.py count"
    std::string_view description;  // one line: what it counts differently
};
const FlopsCountInfo& flopsCountInfo(FlopsCount count);
// The options that reproduce a count.
FlopsOptions flopsOptions(FlopsCount count);

// FLOPs per token, by component (fwd + bwd).
struct FlopsPerToken {
    double dense_mlp = 0;         // dense layers' MLP
    double moe_mlp = 0;           // routed top-k + shared experts
    double attention_linear = 0;  // attention projections (GQA/MLA) on full-attention layers
    double attention_core = 0;    // QK^T and PV, causal half
    double attention_core_windowed = 0;  // of attention_core, the sliding-window layers' part
    double linear_attention = 0;  // Gated-DeltaNet layers
    double mtp_projection = 0;    // MTP eh-projection and norms
    double logits = 0;            // output layer (main + MTP heads)
    [[nodiscard]] double total() const {
        return dense_mlp + moe_mlp + attention_linear + attention_core + linear_attention + mtp_projection + logits;
    }
};

// Per token at sequence length `seq` (each sample of length seq, no packing).
FlopsPerToken modelFlopsPerToken(const ModelSpec& model, int64_t seq, const FlopsOptions& options = {});

FlopsPerToken modelFlopsPerToken(const ModelSpec& model, int64_t seq, FlopsCount count);

// A count other than the studio's, as a figure: its FLOPs per token and its ratio to the studio's
// (a Model TFLOP/s or MFU under that count is the studio's figure times `ratio`).
struct FlopsCountFigure {
    FlopsCount count = FlopsCount::MegatronLM;
    double flops_per_token = 0;
    double ratio = 1;
};
// The counts whose total differs from the studio's by more than `minRelativeDifference`: empty for a
// model without sliding windows or a non-SwiGLU gate, where the counts agree.
std::vector<FlopsCountFigure> otherFlopsCounts(const ModelSpec& model, int64_t seq,
                                               double minRelativeDifference = 0.01);

// Per global batch: tokens = GBS·seq.
double modelFlopsPerStep(const ModelSpec& model, int64_t seq, int64_t globalBatchSize, const FlopsOptions& options = {});

// Extra forward FLOPs per token that activation recompute adds (hardware FLOPs − model FLOPs):
// selective modules re-run their forward; full recompute re-runs the forward of the recomputed
// layers. `layersPerStage` is needed for the block method (first N layers of each stage).
double recomputeFlopsPerToken(const ModelSpec& model, int64_t seq, const RecomputeOptions& recompute,
                              int layersPerStage, const FlopsOptions& options = {});

}  // namespace moe
