#include "core/model/parameter_count.h"

namespace moe {
namespace {

int64_t normWidth(const ModelSpec& m) { return m.norm == NormKind::LayerNorm ? 2 : 1; }  // ν

// Gated MLPs have three h×f matrices instead of two: 2hf·F_g with F_g = 3/2, kept integral as 3hf.
int64_t mlpParameters(const ModelSpec& m, int64_t ffn) {
    return m.gated_linear_unit ? 3 * m.hidden_size * ffn : 2 * m.hidden_size * ffn;
}

int64_t gqaParameters(const ModelSpec& m) {
    // 2h²(1 + g/n)(d·n/h) = Q and O (h × n·d each) plus K and V (h × g·d each).
    const int64_t h = m.hidden_size;
    const int64_t q = int64_t{m.num_attention_heads} * m.kv_channels;
    const int64_t kv = int64_t{m.num_query_groups} * m.kv_channels;
    int64_t p = 2 * h * q + 2 * h * kv;
    if (m.attention_output_gate) p += h * q;  // gate projection alongside Q
    return p;
}

int64_t mlaParameters(const ModelSpec& m) {
    const int64_t h = m.hidden_size;
    const int64_t n = m.num_attention_heads;
    const int64_t nu = normWidth(m);
    const auto& a = m.mla;
    const int64_t qHead = a.qk_head_dim + a.qk_pos_emb_head_dim;
    const int64_t qTerm = a.q_lora_rank ? *a.q_lora_rank * (h + n * qHead + nu) : h * n * qHead;
    return qTerm + a.kv_lora_rank * (h + n * (a.qk_head_dim + a.v_head_dim) + nu) + h * a.qk_pos_emb_head_dim +
           n * a.v_head_dim * h;
}

// Gated DeltaNet (studio's derivation; Megatron has no GDN parameter model): input projection to
// q, k (D_qk each), v and the output gate z (D_v each), beta and alpha (n_v each); depthwise
// convolution over q, k, v; output projection D_v × h; per-head A_log and dt_bias; output norm.
int64_t gdnParameters(const ModelSpec& m) {
    const auto& g = *m.linear_attention;
    const int64_t h = m.hidden_size;
    const int64_t dqk = g.num_key_heads * g.key_head_dim;
    const int64_t dv = g.num_value_heads * g.value_head_dim;
    return h * (2 * dqk + 2 * dv + 2 * g.num_value_heads) + g.conv_kernel_dim * (2 * dqk + dv) + dv * h +
           2 * g.num_value_heads + g.value_head_dim;
}

}  // namespace

int64_t attentionParameters(const ModelSpec& m, int layer) {
    if (m.isLinearAttentionLayer(layer)) return gdnParameters(m);
    return m.attention == AttentionKind::MLA ? mlaParameters(m) : gqaParameters(m);
}

LayerParameters layerParameters(const ModelSpec& m, int layer) {
    LayerParameters p;
    const int64_t h = m.hidden_size;
    const int64_t attn = attentionParameters(m, layer);
    if (m.attention == AttentionKind::MLA && !m.isLinearAttentionLayer(layer)) {
        // Latent norms (q and kv) are replicated; everything else in MLA is TP-sharded.
        const int64_t nu = normWidth(m);
        const int64_t latentNorms = (m.mla.q_lora_rank ? *m.mla.q_lora_rank * nu : 0) + m.mla.kv_lora_rank * nu;
        p.tp_sharded += attn - latentNorms;
        p.replicated += latentNorms;
    } else {
        p.tp_sharded += attn;
    }
    p.replicated += 2 * h * normWidth(m);  // input and pre-MLP norms
    if (m.isMoeLayer(layer)) {
        const int64_t perExpert = mlpParameters(m, m.moe.ffn_hidden_size);
        p.expert_sharded = perExpert * m.moe.num_experts;
        p.expert_active = perExpert * m.moe.top_k;
        p.tp_sharded += mlpParameters(m, m.moe.shared_expert_size);
        p.replicated += h * m.moe.num_experts;  // router
        if (m.moe.shared_expert_gate && m.moe.shared_expert_size > 0) p.replicated += h;
    } else {
        p.tp_sharded += mlpParameters(m, m.ffn_hidden_size);
    }
    return p;
}

int64_t mtpProjectionParameters(const ModelSpec& m) {
    return m.mtp_layers * (2 * m.hidden_size * m.hidden_size + 2 * m.hidden_size * normWidth(m));
}

ParameterCount countParameters(const ModelSpec& m) {
    ParameterCount c;
    for (int i = 0; i < m.num_layers + m.mtp_layers; ++i) {
        const LayerParameters p = layerParameters(m, i);
        const bool isMtp = i >= m.num_layers;
        c.total += p.total();
        c.routed_experts += p.expert_sharded;
        // MTP layers count fully as active (Megatron's convention, domain §3.2).
        c.active += isMtp ? p.total() : p.active();
        c.active_token += p.active();
        if (isMtp) c.mtp += p.total();
    }
    const int64_t embeddingOne = m.hidden_size * m.paddedVocab(1);
    c.embedding = m.tied_embeddings ? embeddingOne : 2 * embeddingOne;
    const int64_t finalNorm = m.hidden_size * normWidth(m);
    c.total += c.embedding + finalNorm;
    c.active += c.embedding + finalNorm;
    c.active_token += c.embedding + finalNorm;
    return c;
}

}  // namespace moe
