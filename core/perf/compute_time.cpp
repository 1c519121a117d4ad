#include "core/perf/compute_time.h"

#include <algorithm>

#include "core/flops/model_flops.h"
#include "core/perf/kernel_efficiency.h"

namespace moe {
namespace {

double gatedFactor(const ModelSpec& m) { return m.gated_linear_unit ? 3.0 : 2.0; }

}  // namespace

ComputeShape computeShape(const Recipe& r, const Calibration& cal) {
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    ComputeShape s;
    const double cp = std::max(1, l.cp);
    s.tokens_per_gpu = static_cast<double>(l.micro_batch_size) * static_cast<double>(l.seq_length) / (cp * std::max(1, l.tp));
    s.attention_keys_per_block = static_cast<double>(l.seq_length) / cp;
    if (m.sliding_window.window > 0) s.windowed_keys_per_block = std::min(s.attention_keys_per_block, static_cast<double>(m.sliding_window.window));
    if (m.isMoe()) {
        s.local_experts = std::max(1.0, static_cast<double>(m.moe.num_experts) / std::max(1, l.ep));
        s.rows_per_local_expert = s.tokens_per_gpu * m.moe.top_k * l.etpOrTp() / s.local_experts;
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
    e.gemm_peak_tflops = gemmDatasheetPeak(r.hardware, r.options.precision);
    e.gemm_ceiling_tflops = gemmCeilingTflops(cal, r.hardware, r.options.precision);
    e.bf16_peak_tflops = r.hardware.bf16_tflops;
    e.bf16_ceiling_tflops = gemmCeilingTflops(cal, r.hardware, Precision::BF16);
    const double tileScale = gemmTileScale(cal, r.hardware, r.options.precision);
    e.dense = denseGemmEfficiency(s.tokens_per_gpu, cal, tileScale);
    const ExpertGemmShape expert{s.rows_per_local_expert, s.expert_ffn_per_gpu, static_cast<double>(r.model.hidden_size),
                                 r.model.gated_linear_unit ? 2.0 : 1.0};
    e.grouped = groupedGemmEfficiency(expert, cal, tileScale);
    if (r.options.routing.grouped_gemm == false) e.grouped *= 0.5;  // sequential per-expert GEMMs (labelled guess)
    const ModelSpec& m = r.model;
    const double headDim = m.attention == AttentionKind::MLA ? static_cast<double>(m.mla.qk_head_dim + m.mla.qk_pos_emb_head_dim)
                                                             : static_cast<double>(m.kv_channels);
    // Sink attention (learnable / off-by-one softmax) runs only in cuDNN's fused kernel, taken to
    // reach no more than its short-block rate whatever the sequence (attention_sink_keys).
    const bool sinks = m.softmax != SoftmaxKind::Vanilla;
    auto keysSeen = [&](double keys) { return sinks && cal.attention_sink_keys > 0 ? std::min(keys, cal.attention_sink_keys) : keys; };
    const AttentionEfficiency a = attentionEfficiency(keysSeen(s.attention_keys_per_block), cal, headDim);
    e.attention_fwd = a.forward;
    e.attention_bwd = a.backward;
    if (s.windowed_keys_per_block > 0) {
        const AttentionEfficiency w = attentionEfficiency(keysSeen(s.windowed_keys_per_block), cal, headDim);
        e.windowed_attention_fwd = w.forward;
        e.windowed_attention_bwd = w.backward;
    }
    // The output layer is a plain BF16 GEMM of the same rows.
    e.logits = denseGemmEfficiency(s.tokens_per_gpu, cal, gemmTileScale(cal, r.hardware, Precision::BF16));
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
    const double gemmRate = std::max(1e-9, e.gemm_ceiling_tflops * 1e12);
    const double bf16GemmRate = std::max(1e-9, e.bf16_ceiling_tflops * 1e12);
    // The attention efficiency prior is a share of the datasheet peak at the reference part's power.
    const double bf16Peak = std::max(1e-9, e.bf16_peak_tflops * 1e12 * sustainedClockFactor(cal, r.hardware));
    const double hbmRate = std::max(1e-9, r.hardware.hbm_bandwidth_tbps * 1e12 * cal.hbm_efficiency);
    const double inBytes = r.options.precision == Precision::BF16 ? 2.0 : 1.0;
    // A GEMM's time is its tensor-core time plus the time its operands and results take through HBM
    // (a roofline in which loads and math do not overlap): narrow or short GEMMs lose to traffic.
    auto gemmTime = [&](double flopsPerToken, double eta, double bytesPerFlop = 0.0) {
        if (eta <= 0) return 0.0;
        const double flops = flopsPerToken * tokens;
        return flops / (gemmRate * eta) + flops * bytesPerFlop / hbmRate;
    };
    // Tile quantisation of a two-GEMM MLP block (fc1: h → g·width, fc2: width → h), FLOP-weighted.
    auto mlpTiles = [&](double width, double hidden) {
        const double g = m.gated_linear_unit ? 2.0 : 1.0;
        return (g * linearTileFactor(hidden, g * width, cal.gemm_tile_width) + linearTileFactor(width, hidden, cal.gemm_tile_width)) / (g + 1.0);
    };
    // Weighted over a two-GEMM block (fc1 with its gated width, fc2), by FLOPs.
    auto mlpBytes = [&](double rows, double width, double hidden) {
        const double g = m.gated_linear_unit ? 2.0 : 1.0;
        return (g * gemmBytesPerFlop(rows, g * width, hidden, inBytes) + gemmBytesPerFlop(rows, hidden, width, inBytes)) / (g + 1.0);
    };

    const FlopsPerToken f = modelFlopsPerToken(m, r.layout.seq_length);
    const int layers = std::max(1, m.num_layers + m.mtp_layers);
    const double h = static_cast<double>(m.hidden_size);
    const double F = gatedFactor(m);
    const double tp = std::max(1, r.layout.tp);
    const double heads = m.num_attention_heads, groups = std::max(1, m.num_query_groups), d = static_cast<double>(m.kv_channels);
    // Projections: QKV (h → (n+2g)·d/TP) and output ((n·d)/TP → h); MLA's low-rank projections are
    // taken as h-wide squares split by TP.
    const double projBytes = m.attention == AttentionKind::MLA
                                 ? gemmBytesPerFlop(tokens * tp, h / tp, h, inBytes)
                                 : 0.5 * (gemmBytesPerFlop(tokens * tp, (heads + 2.0 * groups) * d / tp, h, inBytes) +
                                          gemmBytesPerFlop(tokens * tp, h, heads * d / tp, inBytes));

    const double projTiles = m.attention == AttentionKind::MLA
                                 ? linearTileFactor(h, h / tp, cal.gemm_tile_width)
                                 : ((heads + 2.0 * groups) * linearTileFactor(h, (heads + 2.0 * groups) * d / tp, cal.gemm_tile_width) +
                                    heads * linearTileFactor(heads * d / tp, h, cal.gemm_tile_width)) /
                                       (2.0 * heads + 2.0 * groups);

    LayerComputeTime attention;
    attention.attention_linear_s = gemmTime(f.attention_linear / layers, e.dense, projBytes) * projTiles;
    // Gated-DeltaNet chunked kernels: at the dense GEMM rate (no public benchmark to do better).
    attention.linear_attention_s = gemmTime(f.linear_attention / layers, e.dense);
    // Core attention runs in BF16 kernels even under FP8 recipes; ÷CP·TP via `tokens` (load-balanced
    // causal split); Megatron's per-token figure already holds the s² work at this length.
    // Forward is a third of the fwd+bwd FLOPs, backward two thirds.
    // Sliding-window layers see only the window: their kernels run at that length's efficiency,
    // the full layers at s/CP's.
    const double coreFlops = f.attention_core / layers * tokens;
    const double windowedFlops = e.windowed_attention_fwd > 0 ? f.attention_core_windowed / layers * tokens : 0.0;
    const double fullFlops = coreFlops - windowedFlops;
    auto coreSeconds = [&](double flops, double eta) { return eta > 0 ? flops / (bf16Peak * eta) : 0.0; };
    attention.attention_core_fwd_s = coreSeconds(fullFlops / 3.0, e.attention_fwd) + coreSeconds(windowedFlops / 3.0, e.windowed_attention_fwd);
    attention.attention_core_bwd_s = coreSeconds(2.0 * fullFlops / 3.0, e.attention_bwd) + coreSeconds(2.0 * windowedFlops / 3.0, e.windowed_attention_bwd);
    // Every score needs one exponential forward and one backward (P is recomputed), issued by the
    // SFUs, which the tensor cores outpace by 1/exp_per_mma_flop: attention with small heads is
    // bound by exponentials rather than by MMA (FlashAttention-4 notes; Blackwell Ultra doubled the
    // SFU exp rate for this reason).
    if (const double expRatio = expPerMmaFlop(cal, r.hardware); expRatio > 0 && coreFlops > 0) {
        const bool mla = m.attention == AttentionKind::MLA;
        const double dqk = mla ? static_cast<double>(m.mla.qk_head_dim + m.mla.qk_pos_emb_head_dim) : static_cast<double>(m.kv_channels);
        const double dv = mla ? static_cast<double>(m.mla.v_head_dim) : static_cast<double>(m.kv_channels);
        const double scores = coreFlops / 3.0 / (2.0 * dqk + 2.0 * dv);  // forward FLOPs per score: QKᵀ and PV
        const double expSeconds = scores / (expRatio * bf16Peak);
        // The forward's softmax and MMA pipelines overlap only in part (a share of the shorter
        // stays exposed); the backward's five MMAs per score hide its one exponential.
        const double fwd = attention.attention_core_fwd_s;
        attention.attention_core_fwd_s = std::max(fwd, expSeconds) + cal.attention_exp_exposed_share * std::min(fwd, expSeconds);
        attention.attention_core_bwd_s = std::max(attention.attention_core_bwd_s, expSeconds);
    }

    auto withHbm = [&](LayerComputeTime& lt, bool moeLayer) {
        HbmShape hs;
        hs.routed_copies = m.isMoe() ? m.moe.top_k * s.routing_imbalance : 0.0;
        lt.hbm_bytes = layerHbmBytes(m, r.options, moeLayer, hs);
        const LayerHbmBytes& b = lt.hbm_bytes;
        // Attention-side casts: QKV input, projection input and their output gradients.
        const double attnBytes = b.norms / 2.0 + b.residuals / 2.0 + b.rope;
        lt.attention_hbm_s = attnBytes * tokens / hbmRate;
        lt.mlp_hbm_s = (b.total() - attnBytes) * tokens / hbmRate;
    };

    t.dense_layer = attention;
    t.dense_layer.dense_mlp_s = gemmTime(6.0 * h * F * static_cast<double>(m.ffn_hidden_size), e.dense,
                                         mlpBytes(tokens * tp, static_cast<double>(m.ffn_hidden_size) / tp, h)) *
                                mlpTiles(static_cast<double>(m.ffn_hidden_size) / tp, h);
    withHbm(t.dense_layer, false);

    t.moe_layer = attention;
    if (m.isMoe()) {
        const double routedPerToken = 6.0 * h * F * static_cast<double>(m.moe.ffn_hidden_size) * m.moe.top_k;
        t.moe_layer.routed_experts_s =
            gemmTime(routedPerToken, e.grouped, mlpBytes(s.rows_per_local_expert, s.expert_ffn_per_gpu, h)) * s.routing_imbalance *
            mlpTiles(s.expert_ffn_per_gpu, h);
        t.moe_layer.shared_experts_s = gemmTime(6.0 * h * F * static_cast<double>(m.moe.shared_expert_size), e.dense,
                                                mlpBytes(tokens * tp, static_cast<double>(m.moe.shared_expert_size) / tp, h)) *
                                       mlpTiles(static_cast<double>(m.moe.shared_expert_size) / tp, h);
    }
    withHbm(t.moe_layer, true);

    const int outputHeads = m.mtp_layers + 1;
    // The output layer is not a Transformer Engine module: BF16 at the BF16 ceiling.
    t.logits_s = e.logits > 0 ? f.logits / outputHeads * tokens / (bf16GemmRate * e.logits) : 0.0;
    t.logits_s += f.logits / outputHeads * tokens * gemmBytesPerFlop(tokens * tp, static_cast<double>(m.paddedVocab(r.layout.tp)) / tp, h, 2.0) / hbmRate;
    if (m.mtp_layers > 0) t.mtp_projection_s = gemmTime(f.mtp_projection / m.mtp_layers, e.dense);
    const double passBytes = tokens * h * 2.0;  // one read or write of the hidden states in BF16
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
            // layernorm / moe_act re-run their forward elementwise kernels (a third of fwd+bwd bytes).
            double bytes = 0;
            if (rc.has(RecomputeModule::Layernorm)) bytes += typical.hbm_bytes.norms / 3.0;
            if (rc.has(RecomputeModule::MoeAct) && m.isMoe()) bytes += typical.hbm_bytes.activation / 3.0;
            t.recompute_per_layer_s += bytes * tokens / hbmRate;
        }
        t.recompute_per_layer_s += extraPerToken * tokens * rateTime;
    }
    return t;
}

}  // namespace moe
