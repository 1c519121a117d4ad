#pragma once
// Megatron's model-FLOPs formula (megatron/training/training.py num_floating_point_operations,
// domain §5): forward + backward (×3) of every GEMM and the causal core attention, per token.
// Recompute never changes model FLOPs; its extra work is reported separately as hardware FLOPs.
#include <cstdint>

#include "core/model/model_spec.h"
#include "core/options/training_options.h"

namespace moe {

struct FlopsOptions {
    // Windowed layers of a sliding-window model use the window instead of s in the core term
    // (Megatron-Bridge flop_utils.py). Megatron-LM's formula ignores windows (false).
    bool sliding_window = true;
};

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

// Per global batch: tokens = GBS·seq.
double modelFlopsPerStep(const ModelSpec& model, int64_t seq, int64_t globalBatchSize, const FlopsOptions& options = {});

// Extra forward FLOPs per token that activation recompute adds (hardware FLOPs − model FLOPs):
// selective modules re-run their forward; full recompute re-runs the forward of the recomputed
// layers. `layersPerStage` is needed for the block method (first N layers of each stage).
double recomputeFlopsPerToken(const ModelSpec& model, int64_t seq, const RecomputeOptions& recompute,
                              int layersPerStage, const FlopsOptions& options = {});

}  // namespace moe
