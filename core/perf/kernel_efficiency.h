#pragma once
// Efficiency laws of the compute kernels (step-time model v2): what share of the measured GEMM
// ceiling or of the BF16 peak a kernel reaches, as a function of the sizes that really drive it.
// Pure functions of sizes and constants, each checkable by hand.
#include "core/perf/calibration.h"

namespace moe {

// Saturating size law x/(x+half): 0.5 at x == half, → 1 for x ≫ half; 1 when half <= 0.
double saturating(double size, double half);

// Dense GEMM with `rows` rows (tokens per GPU per microbatch): share of the measured ceiling.
// `tileScale` (gemmTileScale) stretches the half-points: the laws are stated at the Hopper BF16 rate.
double denseGemmEfficiency(double rows, const Calibration& cal, double tileScale = 1.0);

// One local expert's GEMM shapes on one GPU.
struct ExpertGemmShape {
    double rows_per_expert = 0;  // routed rows per local expert per microbatch
    double ffn_per_gpu = 0;      // expert FFN columns per GPU (f_e / ETP)
    double hidden = 0;           // model hidden size
    double gate_factor = 1;      // 2 for gated (SwiGLU) experts: fc1 writes gate and up
};
// Reduction-depth factor (<= 1) of the expert's six GEMMs: each runs at K/(K+halfDepth) of its
// deep-K rate, weighted by its FLOPs (harmonic mean, as their times add). halfDepth <= 0: 1;
// no rows, width or hidden size: 0.
double expertGemmDepthFactor(const ExpertGemmShape& e, double halfDepth);
// Grouped expert GEMM: share of the measured ceiling of the GEMMs' precision (rows law × depth law).
double groupedGemmEfficiency(const ExpertGemmShape& e, const Calibration& cal, double tileScale = 1.0);

// GEMM kernels write whole output tiles: an output `width` wide fills ceil(width/tile)·tile
// columns, so a width that is not a multiple of the tile wastes the rest of its last column of
// tiles (tile <= 0: no quantisation).
double tileFill(double width, double tile);
// Time factor (>= 1) of a linear layer with input width `k` and output width `n` over its three
// GEMMs (forward writes n columns, the input gradient k, the weight gradient k × n).
double linearTileFactor(double k, double n, double tile);

// Operand traffic of a linear layer per FLOP it does, forward + backward (fprop M×K·K×N, dgrad and
// wgrad alike): inputs and weights at `inputBytes` per element, outputs in BF16, each read or
// written once per GEMM: (M·K + K·N)·b + 2·M·N bytes per 2·M·N·K FLOPs.
double gemmBytesPerFlop(double m, double n, double k, double inputBytes);

// Fused attention, share of the BF16 dense peak, forward and backward: `keysPerBlock` is the key
// length one kernel call sees (s/CP per ring step, or the sliding window if shorter).
struct AttentionEfficiency {
    double forward = 0;
    double backward = 0;
};
// `headDim` is the QK head dimension (d, or MLA's nope + rope dims); η is stated at d = 128 and scales
// by [d/(d+half)] / [128/(128+half)] (attention_half_head_dim); headDim <= 0 leaves it unscaled.
AttentionEfficiency attentionEfficiency(double keysPerBlock, const Calibration& cal, double headDim = 0);

}  // namespace moe
