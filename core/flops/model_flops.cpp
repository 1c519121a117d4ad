#include "core/flops/model_flops.h"

#include <algorithm>
#include <cmath>

#include "core/common/message.h"

namespace moe {
namespace {

// F: projections of a (gated) MLP. flop_utils.py: `3 if cfg.model.gated_linear_unit is True else 2`;
// training.py: `3 if args.swiglu else 2`, and --quick-geglu sets gated_linear_unit without args.swiglu.
double gatedFactor(const ModelSpec& m, const FlopsOptions& o) {
    if (!m.gated_linear_unit) return 2.0;
    if (o.glu_only_swiglu && m.activation != ActivationKind::Silu) return 2.0;
    return 3.0;
}

// Forward multiply-accumulates of the attention projections per token per layer (A_lin).
double attentionLinear(const ModelSpec& m) {
    const double h = static_cast<double>(m.hidden_size);
    const double n = m.num_attention_heads;
    if (m.attention == AttentionKind::MLA) {
        const auto& a = m.mla;
        const double qHead = static_cast<double>(a.qk_head_dim + a.qk_pos_emb_head_dim);
        const double qTerm = a.q_lora_rank ? static_cast<double>(*a.q_lora_rank) * (h + n * qHead + 1) : h * n * qHead;
        return qTerm + static_cast<double>(a.kv_lora_rank) * (h + n * static_cast<double>(a.qk_head_dim + a.v_head_dim) + 1) +
               h * static_cast<double>(a.qk_pos_emb_head_dim) + n * static_cast<double>(a.v_head_dim) * h;
    }
    const double q = n * static_cast<double>(m.kv_channels);
    const double kv = 2.0 * m.num_query_groups * static_cast<double>(m.kv_channels);
    const double gate = m.attention_output_gate ? q : 0.0;
    return h * (q + kv + gate) + q * h;
}

// A_core: per token per unit of attended length, already halved for causality.
double attentionCore(const ModelSpec& m) {
    const double n = m.num_attention_heads;
    if (m.attention == AttentionKind::MLA) {
        const auto& a = m.mla;
        return (n * static_cast<double>(a.qk_head_dim + a.qk_pos_emb_head_dim) + n * static_cast<double>(a.v_head_dim)) / 2.0;
    }
    return n * static_cast<double>(m.kv_channels);
}

double gatedDeltaNet(const ModelSpec& m) {
    if (!m.linear_attention) return 0;
    const auto& g = *m.linear_attention;
    const double h = static_cast<double>(m.hidden_size);
    const double dqk = static_cast<double>(g.num_key_heads * g.key_head_dim);
    const double dv = static_cast<double>(g.num_value_heads * g.value_head_dim);
    const double nv = static_cast<double>(g.num_value_heads);
    const double vd = static_cast<double>(g.value_head_dim);
    return h * (2 * dqk + 2 * dv + 2 * nv) + static_cast<double>(g.conv_kernel_dim) * (2 * dqk + dv) + 4 * nv * vd * vd + h * dv;
}

bool isWindowed(const ModelSpec& m, int layer) {
    if (m.sliding_window.window <= 0) return false;
    if (m.sliding_window.skip_freq <= 0) return true;
    return (layer + 1) % m.sliding_window.skip_freq != 0;  // every skip_freq-th layer is full
}

// Attended length per token for the core term: s for full causal attention; for a window W < s
// the mean causal span is c = W − W(W−1)/(2s), and the formula's "s" becomes 2c (flop_utils.py
// swa_context; a window W ≥ s is counted as full attention, swa_context = s/2).
double attendedLength(const ModelSpec& m, int layer, int64_t seq, const FlopsOptions& o) {
    const double s = static_cast<double>(seq);
    if (!o.sliding_window || !isWindowed(m, layer) || m.sliding_window.window >= seq) return s;
    const double w = static_cast<double>(m.sliding_window.window);
    const double c = w - w * (w - 1) / (2 * s);
    return 2 * c;
}

// The label, the "by" phrase and the description are ids the studio translates (MOE_TR
// "flops_count"); the key and the source are names.
constexpr FlopsCountInfo kBridgeInfo{
    "bridge", MOE_TR("flops_count", "Bridge count"), "Megatron-Bridge flop_utils.py",
    MOE_TR("flops_count", "by Megatron-Bridge's flop_utils.py count"),
    MOE_TR("flops_count",
           "Megatron-Bridge's count (training/utils/flop_utils.py): sliding-window layers attend over their window, "
           "every gated MLP counts 3 projections.")};
constexpr FlopsCountInfo kMegatronLmInfo{
    "megatron-lm", MOE_TR("flops_count", "Megatron-LM count"), "Megatron-LM training.py",
    MOE_TR("flops_count", "by Megatron-LM's training.py count"),
    MOE_TR("flops_count",
           "Megatron-LM's count (training/training.py): sliding windows ignored (full attention), a gated MLP counts 3 "
           "projections only with --swiglu (2 with --quick-geglu).")};

}  // namespace

const FlopsCountInfo& flopsCountInfo(FlopsCount count) {
    return count == FlopsCount::MegatronLM ? kMegatronLmInfo : kBridgeInfo;
}

FlopsOptions flopsOptions(FlopsCount count) {
    if (count == FlopsCount::MegatronLM) return FlopsOptions{.sliding_window = false, .glu_only_swiglu = true};
    return FlopsOptions{.sliding_window = true, .glu_only_swiglu = false};
}

FlopsPerToken modelFlopsPerToken(const ModelSpec& m, int64_t seq, FlopsCount count) {
    return modelFlopsPerToken(m, seq, flopsOptions(count));
}

std::vector<FlopsCountFigure> otherFlopsCounts(const ModelSpec& m, int64_t seq, double minRelativeDifference) {
    std::vector<FlopsCountFigure> out;
    const double studio = modelFlopsPerToken(m, seq, kStudioFlopsCount).total();
    if (studio <= 0) return out;
    for (FlopsCount count : kFlopsCounts) {
        if (count == kStudioFlopsCount) continue;
        const double other = modelFlopsPerToken(m, seq, count).total();
        if (std::abs(other - studio) > minRelativeDifference * studio) out.push_back({count, other, other / studio});
    }
    return out;
}

FlopsPerToken modelFlopsPerToken(const ModelSpec& m, int64_t seq, const FlopsOptions& options) {
    FlopsPerToken f;
    if (seq <= 0 || m.hidden_size <= 0) return f;
    const double h = static_cast<double>(m.hidden_size);
    const double F = gatedFactor(m, options);
    // Every layer of one kind adds the same term: computed once here, added per layer in the same
    // order as before (bit-identical sums). The step-time model calls this for every estimate, and
    // the per-layer recomputation was a fifth of a cross-validation's time.
    const double moeTerm = 6 * h * (F * static_cast<double>(m.moe.ffn_hidden_size) * m.moe.top_k + F * static_cast<double>(m.moe.shared_expert_size));
    const double denseTerm = 6 * h * F * static_cast<double>(m.ffn_hidden_size);
    const double linearAttentionTerm = 6 * gatedDeltaNet(m);
    const double attentionLinearTerm = 6 * attentionLinear(m);
    const double attentionCoreTerm = 6 * attentionCore(m);
    const int layers = m.num_layers + m.mtp_layers;  // MTP layers take the last layer's type
    for (int i = 0; i < layers; ++i) {
        if (m.isMoeLayer(i)) {
            f.moe_mlp += moeTerm;
        } else {
            f.dense_mlp += denseTerm;
        }
        if (m.isLinearAttentionLayer(i)) {
            f.linear_attention += linearAttentionTerm;
        } else {
            f.attention_linear += attentionLinearTerm;
            const double core = attentionCoreTerm * attendedLength(m, i, seq, options);
            f.attention_core += core;
            if (isWindowed(m, i)) f.attention_core_windowed += core;
        }
    }
    f.mtp_projection = 6.0 * m.mtp_layers * (3 * h + 2 * h * h);
    f.logits = 6 * h * static_cast<double>(m.paddedVocab(1)) * (m.mtp_layers + 1);
    return f;
}

double modelFlopsPerStep(const ModelSpec& m, int64_t seq, int64_t gbs, const FlopsOptions& options) {
    return modelFlopsPerToken(m, seq, options).total() * static_cast<double>(gbs) * static_cast<double>(seq);
}

double recomputeFlopsPerToken(const ModelSpec& m, int64_t seq, const RecomputeOptions& r, int layersPerStage,
                              const FlopsOptions& options) {
    if (r.granularity == RecomputeGranularity::None || seq <= 0) return 0;
    const FlopsPerToken model = modelFlopsPerToken(m, seq, options);
    const double forwardShare = 1.0 / 3.0;  // model FLOPs count fwd + 2× bwd; a re-run is one fwd
    if (r.granularity == RecomputeGranularity::Full) {
        double fraction = 1.0;  // uniform: every layer is recomputed (N is the group size)
        if (r.method == RecomputeMethod::Block && layersPerStage > 0)
            fraction = std::min(1.0, static_cast<double>(r.num_layers) / layersPerStage);
        const double layerWork = model.total() - model.logits - model.mtp_projection;
        return layerWork * forwardShare * fraction;
    }
    const double h = static_cast<double>(m.hidden_size);
    const double F = gatedFactor(m, options);
    double extra = 0;
    const int layers = m.num_layers + m.mtp_layers;
    for (int i = 0; i < layers; ++i) {
        const bool moeLayer = m.isMoeLayer(i);
        const bool fullAttention = !m.isLinearAttentionLayer(i);
        if (r.has(RecomputeModule::CoreAttn) && fullAttention)
            extra += 2 * attentionCore(m) * attendedLength(m, i, seq, options);
        if (r.has(RecomputeModule::MlaUpProj) && fullAttention && m.attention == AttentionKind::MLA) {
            const auto& a = m.mla;
            const double n = m.num_attention_heads;
            const double qUp = a.q_lora_rank ? static_cast<double>(*a.q_lora_rank) * n * static_cast<double>(a.qk_head_dim + a.qk_pos_emb_head_dim) : 0.0;
            const double kvUp = static_cast<double>(a.kv_lora_rank) * n * static_cast<double>(a.qk_head_dim + a.v_head_dim);
            extra += 2 * (qUp + kvUp);
        }
        if (moeLayer) {
            const double routed = 2 * h * F * static_cast<double>(m.moe.ffn_hidden_size) * m.moe.top_k;
            const double shared = 2 * h * F * static_cast<double>(m.moe.shared_expert_size);
            if (r.has(RecomputeModule::Moe)) extra += routed + shared;  // the whole MoE block re-runs
            else if (r.has(RecomputeModule::SharedExperts)) extra += shared;
        } else if (r.has(RecomputeModule::Mlp)) {
            extra += 2 * h * F * static_cast<double>(m.ffn_hidden_size);
        }
        // moe_act and layernorm re-run elementwise kernels only: no GEMM FLOPs.
    }
    return extra;
}

}  // namespace moe
