#include "core/perf/kernel_efficiency.h"

#include <algorithm>
#include <cmath>

namespace moe {

double saturating(double size, double half) {
    if (half <= 0) return 1.0;
    return size <= 0 ? 0.0 : size / (size + half);
}

double denseGemmEfficiency(double rows, const Calibration& cal, double tileScale) {
    return cal.eta_dense_gemm * saturating(rows, cal.dense_gemm_half_tokens * tileScale);
}

double expertGemmDepthFactor(const ExpertGemmShape& e, double halfDepth) {
    if (halfDepth <= 0) return 1.0;
    if (e.rows_per_expert <= 0 || e.ffn_per_gpu <= 0 || e.hidden <= 0) return 0.0;  // no expert work
    // Each output tile pays a fixed prologue and epilogue against a main loop as long as the
    // reduction depth K, so a GEMM reaches K/(K+half) of its deep-K rate. The expert's six GEMMs
    // (fc1 and fc2, each forward, input gradient and weight gradient) reduce over different
    // dimensions; their times add, so the FLOP-weighted harmonic mean is the expert's factor.
    const double g = e.gate_factor, f = e.ffn_per_gpu, h = e.hidden, r = e.rows_per_expert;
    auto cost = [&](double depth) { return 1.0 / saturating(depth, halfDepth); };
    // fc1 (h → g·f) does g units of FLOPs per GEMM: forward over h, input gradient over g·f,
    // weight gradient over the rows. fc2 (f → h) one unit: forward over f, input gradient over h.
    const double fc1 = g * (cost(h) + cost(g * f) + cost(r));
    const double fc2 = cost(f) + cost(h) + cost(r);
    return 3.0 * (g + 1.0) / (fc1 + fc2);
}

double groupedGemmEfficiency(const ExpertGemmShape& e, const Calibration& cal, double tileScale) {
    // Each expert is its own small GEMM: few rows leave ragged last tiles, and a shallow reduction
    // (a narrow expert or a small hidden size) leaves each tile's fixed costs unhidden. Measured
    // against the GEMM ceiling of the precision directly (not as a share of the dense efficiency),
    // so a cluster fit can tell the two apart. One share for every precision: what differs between
    // BF16 and FP8/MXFP8 is the ceiling and the tile rate (a separate low-precision share did not
    // cross-validate better, docs/calibration.md).
    // A tile's fixed costs weigh more on a faster SM: the half-points grow with its tile rate.
    return cal.eta_grouped_gemm * saturating(e.rows_per_expert, cal.grouped_gemm_half_rows * tileScale) *
           expertGemmDepthFactor(e, cal.grouped_gemm_half_k * tileScale);
}

double tileFill(double width, double tile) {
    if (tile <= 0 || width <= 0) return 1.0;
    return width / (std::ceil(width / tile) * tile);
}

double linearTileFactor(double k, double n, double tile) {
    const double fk = tileFill(k, tile), fn = tileFill(n, tile);
    return (1.0 / fn + 1.0 / fk + 1.0 / (fk * fn)) / 3.0;
}

double gemmBytesPerFlop(double m, double n, double k, double inputBytes) {
    if (m <= 0 || n <= 0 || k <= 0) return 0;
    return inputBytes / (2.0 * n) + inputBytes / (2.0 * m) + 1.0 / k;
}

AttentionEfficiency attentionEfficiency(double keysPerBlock, const Calibration& cal, double headDim) {
    AttentionEfficiency e;
    // Small heads do less MMA work per softmax element and per loaded tile (FlashAttention-3's
    // d = 64 / 128 / 256 forward benchmarks); stated relative to d = 128, where eta_attention lives.
    constexpr double kReferenceHeadDim = 128;
    const double headScale = headDim > 0 && cal.attention_half_head_dim > 0
                                 ? saturating(headDim, cal.attention_half_head_dim) / saturating(kReferenceHeadDim, cal.attention_half_head_dim)
                                 : 1.0;
    // Short blocks cannot fill the SMs and pay the softmax rescaling per tile: FlashAttention's
    // throughput rises with sequence length and flattens past a few thousand keys.
    e.forward = cal.eta_attention * headScale * saturating(keysPerBlock, cal.attention_half_seq);
    e.backward = e.forward * cal.attention_bwd_ratio;
    return e;
}

}  // namespace moe
