#pragma once
// GPU time of the compute kernels of one microbatch (forward + backward) on one GPU, per component
// (step-time model v2): GEMMs against the measured GEMM ceiling of the GPU and precision with a
// shape-dependent efficiency (dense rows; grouped rows per expert and expert width), fused attention
// forward and backward against the BF16 peak by key length per CP chunk, and the HBM-bound work per
// operation (norms, residuals, RoPE, activations, router, permute, FP8 casts).
#include "core/perf/calibration.h"
#include "core/perf/hbm_traffic.h"
#include "core/recipe/recipe.h"

namespace moe {

// Per-GPU sizes the kernels of one microbatch see.
struct ComputeShape {
    double tokens_per_gpu = 0;         // b·s/(CP·TP): rows of the attention/MLP GEMMs
    double local_experts = 0;          // E/EP (at least 1); 0 for a dense model
    double rows_per_local_expert = 0;  // tokens·k·ETP ÷ (E/EP), balanced
    double expert_ffn_per_gpu = 0;     // f_e / ETP
    double routing_imbalance = 1;      // busiest expert rank ÷ mean (ρ_max)
    double attention_keys_per_block = 0;  // s/CP: what a full-attention layer's kernel sees
    double windowed_keys_per_block = 0;   // sliding-window layers: the window, or s/CP when shorter; 0 without a window
};
ComputeShape computeShape(const Recipe& recipe, const Calibration& cal);

// Effective efficiencies: `*_vs_peak` against the datasheet peak they run on (GEMMs: the
// precision's peak; attention: BF16), for the plausibility check and the breakdown.
struct ComputeEfficiency {
    double gemm_ceiling_tflops = 0;    // measured ceiling for the recipe's precision
    double gemm_peak_tflops = 0;       // datasheet peak for the recipe's precision
    double bf16_ceiling_tflops = 0;
    double bf16_peak_tflops = 0;
    double dense = 0;                  // share of the ceiling
    double grouped = 0;
    double attention_fwd = 0;          // share of the BF16 peak
    double attention_bwd = 0;
    double windowed_attention_fwd = 0; // sliding-window layers, share of the BF16 peak (0 without a window)
    double windowed_attention_bwd = 0;
    double logits = 0;                 // output layer (BF16), share of the BF16 ceiling
    [[nodiscard]] double denseVsPeak() const { return gemm_peak_tflops > 0 ? dense * gemm_ceiling_tflops / gemm_peak_tflops : 0; }
    [[nodiscard]] double groupedVsPeak() const { return gemm_peak_tflops > 0 ? grouped * gemm_ceiling_tflops / gemm_peak_tflops : 0; }
    [[nodiscard]] double logitsVsPeak() const { return bf16_peak_tflops > 0 ? logits * bf16_ceiling_tflops / bf16_peak_tflops : 0; }
};
ComputeEfficiency computeEfficiency(const Recipe& recipe, const Calibration& cal, const ComputeShape& shape);

// Seconds per microbatch, forward + backward, for one layer of each kind (attention averaged over
// the model's full-attention and linear-attention layers, so a hybrid model's layers count alike).
struct LayerComputeTime {
    double attention_linear_s = 0;     // QKV / output projections (MLA down/up projections)
    double attention_core_fwd_s = 0;   // fused attention kernels
    double attention_core_bwd_s = 0;
    double linear_attention_s = 0;     // Gated-DeltaNet layers' share
    double routed_experts_s = 0;       // grouped GEMMs on the busiest expert rank
    double shared_experts_s = 0;
    double dense_mlp_s = 0;
    double attention_hbm_s = 0;        // norms, residual, RoPE, casts of the attention block
    double mlp_hbm_s = 0;              // norm, residual, activation, router, permute, casts of the MLP block
    LayerHbmBytes hbm_bytes;           // per GPU token, for the breakdown
    [[nodiscard]] double attentionCoreS() const { return attention_core_fwd_s + attention_core_bwd_s; }
    [[nodiscard]] double elementwiseS() const { return attention_hbm_s + mlp_hbm_s; }
    // The attention block and the MLP block, forward and backward (backward GEMMs are 2× forward).
    [[nodiscard]] double attentionBlockFwdS() const {
        return (attention_linear_s + linear_attention_s + attention_hbm_s) / 3.0 + attention_core_fwd_s;
    }
    [[nodiscard]] double attentionBlockBwdS() const {
        return 2.0 * (attention_linear_s + linear_attention_s + attention_hbm_s) / 3.0 + attention_core_bwd_s;
    }
    [[nodiscard]] double mlpBlockFwdS() const { return (routed_experts_s + shared_experts_s + dense_mlp_s + mlp_hbm_s) / 3.0; }
    [[nodiscard]] double mlpBlockBwdS() const { return 2.0 * mlpBlockFwdS(); }
    [[nodiscard]] double total() const {
        return attention_linear_s + attentionCoreS() + linear_attention_s + routed_experts_s + shared_experts_s + dense_mlp_s +
               elementwiseS();
    }
};

struct ComputeTimes {
    ComputeShape shape;
    ComputeEfficiency efficiency;
    LayerComputeTime moe_layer;     // a decoder layer with routed experts
    LayerComputeTime dense_layer;   // a decoder layer with a dense MLP
    double logits_s = 0;            // one output head (main or MTP), fwd + bwd
    double mtp_projection_s = 0;    // one MTP layer's eh-projection, fwd + bwd
    double embedding_s = 0;         // embedding lookup (memory-bound)
    // Extra forward time per decoder layer that activation recompute adds (hardware FLOPs).
    double recompute_per_layer_s = 0;
};
ComputeTimes computeTimes(const Recipe& recipe, const Calibration& cal);

}  // namespace moe
