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

double groupedGemmEfficiency(double rowsPerExpert, double ffnPerGpu, const Calibration& cal, double tileScale) {
    // Each expert is its own small GEMM: few rows leave ragged last tiles, a narrow FFN leaves few
    // output tiles per expert; both waste tensor-core waves independently. Measured against the
    // GEMM ceiling of the precision directly (not as a share of the dense efficiency), so a cluster
    // fit can tell the two apart. One share for every precision: what differs between BF16 and
    // FP8/MXFP8 is the ceiling and the tile rate (a separate low-precision share did not
    // cross-validate better, docs/calibration.md).
    // A tile's fixed costs weigh more on a faster SM: the half-points grow with its tile rate.
    return cal.eta_grouped_gemm * saturating(rowsPerExpert, cal.grouped_gemm_half_rows * tileScale) *
           saturating(ffnPerGpu, cal.grouped_gemm_half_ffn * tileScale);
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
