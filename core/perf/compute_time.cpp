#include "core/perf/compute_time.h"

#include <algorithm>

#include "core/flops/model_flops.h"

namespace moe {
namespace {

double gatedFactor(const ModelSpec& m) { return m.gated_linear_unit ? 3.0 : 2.0; }

}  // namespace

double gemmPeakTflops(const HardwareSpec& hw, Precision precision) {
    switch (precision) {
        case Precision::BF16: return hw.bf16_tflops;
        case Precision::NVFP4: return hw.fp4_tflops > 0 ? hw.fp4_tflops : hw.fp8_tflops;
        default: return hw.fp8_tflops > 0 ? hw.fp8_tflops : hw.bf16_tflops;
    }
}

double saturating(double size, double half) {
    if (half <= 0) return 1.0;
    return size <= 0 ? 0.0 : size / (size + half);
}

ComputeShape computeShape(const Recipe& r, const Calibration& cal) {
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    ComputeShape s;
    s.tokens_per_gpu = static_cast<double>(l.micro_batch_size) * static_cast<double>(l.seq_length) /
                       (static_cast<double>(std::max(1, l.cp)) * std::max(1, l.tp));
    if (m.isMoe()) {
        const double localExperts = std::max(1.0, static_cast<double>(m.moe.num_experts) / std::max(1, l.ep));
        s.rows_per_local_expert = s.tokens_per_gpu * m.moe.top_k * l.etpOrTp() / localExperts;
        s.expert_ffn_per_gpu = static_cast<double>(m.moe.ffn_hidden_size) / l.etpOrTp();
        // Forced balancing is uniform by construction; real routing loads the busiest rank more
        // unless a capacity factor drops the excess.
        double rho = r.options.routing.force_load_balancing ? 1.0 : cal.routing_imbalance_training;
        if (r.options.routing.capacity_factor) rho = std::min(rho, std::max(1.0, *r.options.routing.capacity_factor));
        s.routing_imbalance = rho;
    }
    return s;
}

ComputeEfficiency computeEfficiency(const Recipe& r, const Calibration& cal, const ComputeShape& s) {
    ComputeEfficiency e;
    const double software = cal.releaseFactor(cal.release) * cal.hardwareFactor(r.hardware.name);
    const double lowPrecision = r.options.precision == Precision::BF16 ? 1.0 : cal.low_precision_gemm_factor;
    e.gemm_peak_tflops = gemmPeakTflops(r.hardware, r.options.precision);
    e.bf16_peak_tflops = r.hardware.bf16_tflops;
    e.dense = std::min(1.0, cal.eta_dense_gemm * saturating(s.tokens_per_gpu, cal.dense_gemm_half_tokens) * software * lowPrecision);
    e.grouped = std::min(1.0, cal.eta_grouped_gemm * saturating(s.rows_per_local_expert, cal.grouped_gemm_half_rows) *
                                  saturating(s.expert_ffn_per_gpu, cal.grouped_gemm_half_ffn) * software * lowPrecision);
    if (r.options.routing.grouped_gemm == false) e.grouped *= 0.5;  // sequential per-expert GEMMs (labelled guess)
    e.attention = std::min(1.0, cal.eta_attention * software);
    e.logits = std::min(1.0, cal.eta_dense_gemm * saturating(s.tokens_per_gpu, cal.dense_gemm_half_tokens) * software);
    return e;
}

ComputeTimes computeTimes(const Recipe& r, const Calibration& cal) {
    ComputeTimes t;
    const ModelSpec& m = r.model;
    t.shape = computeShape(r, cal);
    t.efficiency = computeEfficiency(r, cal, t.shape);
    const ComputeShape& s = t.shape;
    const ComputeEfficiency& e = t.efficiency;
    const double tokens = s.tokens_per_gpu;
    const double gemmRate = std::max(1e-9, e.gemm_peak_tflops * 1e12);
    const double bf16Rate = std::max(1e-9, e.bf16_peak_tflops * 1e12);
    auto gemmTime = [&](double flopsPerToken, double eta) { return eta > 0 ? flopsPerToken * tokens / (gemmRate * eta) : 0.0; };

    const FlopsPerToken f = modelFlopsPerToken(m, r.layout.seq_length);
    const int layers = std::max(1, m.num_layers + m.mtp_layers);
    const double h = static_cast<double>(m.hidden_size);
    const double F = gatedFactor(m);

    LayerComputeTime attention;
    attention.attention_linear_s = gemmTime(f.attention_linear / layers, e.dense);
    attention.linear_attention_s = gemmTime(f.linear_attention / layers, e.dense);
    // Core attention runs in BF16 kernels even under FP8 recipes; ÷CP·TP via `tokens` (load-balanced
    // causal split), the s² work is already in the per-token figure at this sequence length.
    attention.attention_core_s = e.attention > 0 ? f.attention_core / layers * tokens / (bf16Rate * e.attention) : 0.0;
    const double hbmRate = std::max(1e-9, r.hardware.hbm_bandwidth_tbps * 1e12 * cal.hbm_efficiency);
    const double passBytes = tokens * h * 2.0;  // one read or write of the hidden states in BF16
    attention.elementwise_s = cal.elementwise_passes_per_layer * passBytes / hbmRate;

    t.dense_layer = attention;
    t.dense_layer.dense_mlp_s = gemmTime(6.0 * h * F * static_cast<double>(m.ffn_hidden_size), e.dense);

    t.moe_layer = attention;
    if (m.isMoe()) {
        const double routedPerToken = 6.0 * h * F * static_cast<double>(m.moe.ffn_hidden_size) * m.moe.top_k;
        t.moe_layer.routed_experts_s = gemmTime(routedPerToken, e.grouped) * s.routing_imbalance;
        t.moe_layer.shared_experts_s = gemmTime(6.0 * h * F * static_cast<double>(m.moe.shared_expert_size), e.dense);
        t.moe_layer.elementwise_s += cal.moe_elementwise_passes_per_route * m.moe.top_k * passBytes * s.routing_imbalance / hbmRate;
    }

    const int heads = m.mtp_layers + 1;
    t.logits_s = e.logits > 0 ? f.logits / heads * tokens / (bf16Rate * e.logits) : 0.0;
    if (m.mtp_layers > 0) t.mtp_projection_s = gemmTime(f.mtp_projection / m.mtp_layers, e.dense);
    t.embedding_s = 4.0 * passBytes / hbmRate;

    // Recompute re-runs forward work: GEMM-only selective sets at the GEMM rate of the layer's MLP
    // and projections, full recompute at the whole layer's average rate (it includes core attention).
    const RecomputeOptions& rc = r.options.recompute;
    if (rc.granularity != RecomputeGranularity::None) {
        const int stageLayers = std::max(1, m.num_layers / std::max(1, r.layout.pp));
        const double extraPerToken = recomputeFlopsPerToken(m, r.layout.seq_length, rc, stageLayers) / layers;
        const bool moeDominant = m.isMoe() && m.moeLayerCount() * 2 >= m.num_layers;
        const LayerComputeTime& typical = moeDominant ? t.moe_layer : t.dense_layer;
        const double typicalFlops = (f.total() - f.logits - f.mtp_projection) / layers;
        double rateTime = 0;  // seconds per FLOP per token
        if (rc.granularity == RecomputeGranularity::Full) {
            rateTime = typicalFlops > 0 ? (typical.total() / tokens) / typicalFlops : 0.0;
        } else {
            const double gemmFlops = f.attention_linear / layers + (moeDominant ? (f.moe_mlp / std::max(1, m.moeLayerCount())) : 6.0 * h * F * static_cast<double>(m.ffn_hidden_size));
            const double gemmSeconds = typical.attention_linear_s + typical.routed_experts_s + typical.shared_experts_s + typical.dense_mlp_s;
            rateTime = gemmFlops > 0 ? (gemmSeconds / tokens) / gemmFlops : 0.0;
            // layernorm / moe_act re-run elementwise kernels only: a share of the layer's HBM passes.
            double passes = 0;
            if (rc.has(RecomputeModule::Layernorm)) passes += 4;
            if (rc.has(RecomputeModule::MoeAct) && m.isMoe())
                passes += 2.0 * m.moe.top_k * static_cast<double>(m.moe.ffn_hidden_size) * F / 2.0 / h;
            t.recompute_per_layer_s += passes * passBytes / hbmRate;
        }
        t.recompute_per_layer_s += extraPerToken * tokens * rateTime;
    }
    return t;
}

}  // namespace moe
