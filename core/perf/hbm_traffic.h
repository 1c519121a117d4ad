#pragma once
// HBM-bound work of one decoder layer, per operation, in bytes per token the GPU holds (s·b/(CP·TP)),
// forward + backward. Each count is the tensors a kernel reads and writes once (BF16 activations,
// 2 B; FP8 copies 1 B): no catch-all factor. Time = bytes / (HBM bandwidth × hbm_efficiency).
#include "core/model/model_spec.h"
#include "core/options/training_options.h"

namespace moe {

struct LayerHbmBytes {
    double norms = 0;          // pre-attention and pre-MLP RMSNorm/LayerNorm (+ QK norm)
    double residuals = 0;      // two residual adds
    double rope = 0;           // rotary embedding of Q and K
    double activation = 0;     // SwiGLU/GeLU of the dense MLP or of every routed copy (+ shared expert)
    double router = 0;         // router softmax / top-k on the expert logits
    double permute = 0;        // token permute before and unpermute after the experts
    double quantize = 0;       // FP8/MXFP8 casts of GEMM inputs and output gradients (row + column copies)
    [[nodiscard]] double total() const { return norms + residuals + rope + activation + router + permute + quantize; }
};

struct HbmShape {
    double routed_copies = 0;    // routed token copies per token on the busiest GPU (k × routing imbalance)
};

// Per token of the layer's GPU share. `moeLayer` selects routed experts over the dense MLP.
LayerHbmBytes layerHbmBytes(const ModelSpec& model, const TrainingOptions& options, bool moeLayer, const HbmShape& shape);

}  // namespace moe
