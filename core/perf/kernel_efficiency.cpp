#include "core/perf/kernel_efficiency.h"

#include <algorithm>

namespace moe {

double saturating(double size, double half) {
    if (half <= 0) return 1.0;
    return size <= 0 ? 0.0 : size / (size + half);
}

double denseGemmEfficiency(double rows, const Calibration& cal) {
    return cal.eta_dense_gemm * saturating(rows, cal.dense_gemm_half_tokens);
}

double groupedGemmEfficiency(double rowsPerExpert, double ffnPerGpu, bool lowPrecision, const Calibration& cal) {
    // Each expert is its own small GEMM: few rows leave ragged last tiles, a narrow FFN leaves few
    // output tiles per expert; both waste tensor-core waves independently. Measured against the
    // GEMM ceiling directly (not as a share of the dense efficiency), so a cluster fit can tell the
    // two apart.
    // Low-precision grouped GEMMs carry per-expert scale handling and quantised operand layouts of
    // their own, so they get their own share of their (higher) ceiling.
    const double grouped = lowPrecision ? cal.eta_grouped_gemm_low_precision : cal.eta_grouped_gemm;
    return grouped * saturating(rowsPerExpert, cal.grouped_gemm_half_rows) *
           saturating(ffnPerGpu, cal.grouped_gemm_half_ffn);
}

double gemmBytesPerFlop(double m, double n, double k, double inputBytes) {
    if (m <= 0 || n <= 0 || k <= 0) return 0;
    return inputBytes / (2.0 * n) + inputBytes / (2.0 * m) + 1.0 / k;
}

AttentionEfficiency attentionEfficiency(double keysPerBlock, const Calibration& cal) {
    AttentionEfficiency e;
    // Short blocks cannot fill the SMs and pay the softmax rescaling per tile: FlashAttention's
    // throughput rises with sequence length and flattens past a few thousand keys.
    e.forward = cal.eta_attention * saturating(keysPerBlock, cal.attention_half_seq);
    e.backward = e.forward * cal.attention_bwd_ratio;
    return e;
}

}  // namespace moe
