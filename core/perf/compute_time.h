#pragma once
// GPU time of the compute kernels of one microbatch (forward + backward) on one GPU, per component
// (domain §6.1): attention linear, core attention (causal, ÷CP·TP), Gated-DeltaNet, routed experts
// on the busiest rank, shared experts, dense MLP, logits, plus the memory-bound elementwise work.
// Each runs at peak(precision) × η(op kind, size).
#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"

namespace moe {

// Dense tensor-core peak, TFLOP/s, for GEMMs in `precision` (MXFP8 = FP8 peak; NVFP4 falls back to
// FP8 where the GPU has no FP4 path).
double gemmPeakTflops(const HardwareSpec& hw, Precision precision);

// Saturating size law: at `size` == half, efficiency is half its asymptote.
double saturating(double size, double half);

// Per-GPU sizes the kernels of one microbatch see.
struct ComputeShape {
    double tokens_per_gpu = 0;         // b·s/(CP·TP): rows of the attention/MLP GEMMs
    double rows_per_local_expert = 0;  // tokens·k·ETP ÷ (E/EP), balanced
    double expert_ffn_per_gpu = 0;     // f_e / ETP
    double routing_imbalance = 1;      // busiest expert rank ÷ mean (ρ_max)
};
ComputeShape computeShape(const Recipe& recipe, const Calibration& cal);

// Effective efficiencies (fraction of the respective peak) after size laws and the release and
// hardware factors.
struct ComputeEfficiency {
    double gemm_peak_tflops = 0;       // for the recipe's precision
    double bf16_peak_tflops = 0;
    double dense = 0;                  // dense GEMMs in the recipe's precision
    double grouped = 0;                // expert grouped GEMMs
    double attention = 0;              // fused attention (BF16)
    double logits = 0;                 // output layer (kept in BF16)
};
ComputeEfficiency computeEfficiency(const Recipe& recipe, const Calibration& cal, const ComputeShape& shape);

// Seconds per microbatch, forward + backward, for one layer of each kind (attention averaged over
// the model's full-attention and linear-attention layers, so a hybrid model's layers count alike).
struct LayerComputeTime {
    double attention_linear_s = 0;
    double attention_core_s = 0;
    double linear_attention_s = 0;
    double routed_experts_s = 0;
    double shared_experts_s = 0;
    double dense_mlp_s = 0;
    double elementwise_s = 0;
    [[nodiscard]] double total() const {
        return attention_linear_s + attention_core_s + linear_attention_s + routed_experts_s + shared_experts_s + dense_mlp_s +
               elementwise_s;
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
