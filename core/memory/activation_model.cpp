#include "core/memory/activation_model.h"

#include <algorithm>

#include "core/memory/activation_offload.h"

namespace moe {
namespace {

class TensorList {
public:
    TensorList(LayerActivations& out, const RecomputeOptions& r) : out_(out), recompute_(r) {}
    void add(const char* group, const char* name, double bytes, const char* formula, const char* removedBy = "",
             bool removable = false) {
        out_.tensors.push_back(ActivationTensor{group, name, bytes, formula, removedBy, removable});
    }
    // Added tensor is removed when the given module is recomputed.
    void addRemovable(const char* group, const char* name, double bytes, const char* formula, RecomputeModule m,
                      const char* removedBy) {
        add(group, name, bytes, formula, removedBy, recompute_.has(m));
    }

private:
    LayerActivations& out_;
    const RecomputeOptions& recompute_;
};

}  // namespace

double LayerActivations::keptBytes() const {
    double sum = 0;
    for (const auto& t : tensors)
        if (!t.removed) sum += t.bytes;
    return sum;
}

double LayerActivations::offloadedBytes() const {
    double sum = 0;
    for (const auto& t : tensors)
        if (t.offloaded) sum += t.bytes;
    return sum;
}

double LayerActivations::allBytes() const {
    double sum = 0;
    for (const auto& t : tensors) sum += t.bytes;
    return sum;
}

double gemmInputBytes(Precision p) {
    switch (p) {
        case Precision::BF16: return 2.0;
        case Precision::FP8Tensorwise:
        case Precision::FP8Delayed:
        case Precision::FP8Blockwise: return 1.0;
        case Precision::MXFP8: return 1.0 + 1.0 / 32;    // one E8M0 scale per 32 elements
        case Precision::NVFP4: return 0.5 + 1.0 / 16;    // 4-bit values + one FP8 scale per 16 (assumption)
    }
    return 2.0;
}

double layerInputBytes(const ModelSpec& m, const ActivationContext& c) {
    const double sr = static_cast<double>(c.seq_length) / std::max(1, c.cp) * c.micro_batch_size;
    const double spDiv = c.sequence_parallel ? std::max(1, c.tp) : 1;
    return sr * static_cast<double>(m.hidden_size) / spDiv * 2;
}

LayerActivations layerActivations(const ModelSpec& m, int layer, const ActivationContext& c) {
    LayerActivations out;
    TensorList t(out, c.recompute);
    const double tp = std::max(1, c.tp);
    const double etp = std::max(1, c.etp);
    // s_r·b: tokens of this CP rank in one microbatch.
    const double sr = static_cast<double>(c.seq_length) / std::max(1, c.cp) * c.micro_batch_size;
    // Tensors in the sequence-parallel region are split over TP only with SP; without SP every
    // TP rank holds the full sequence.
    const double spDiv = c.sequence_parallel ? tp : 1;
    const double h = static_cast<double>(m.hidden_size);
    const double x = gemmInputBytes(c.precision);
    const double n = m.num_attention_heads;
    const double rho = c.routing_imbalance;
    const bool isMtp = layer >= m.num_layers;

    t.add("residual", "layer input", sr * h / spDiv * 2, "s_r·h/TP·2 (kept even under full recompute)");
    t.addRemovable("norm", "input-norm output", sr * h / spDiv * x, "s_r·h/TP·x", RecomputeModule::Layernorm, "layernorm");

    if (m.isLinearAttentionLayer(layer)) {
        // Gated DeltaNet (studio's derivation; no public template): projections, convolution
        // output, recurrent-core output and its gated norm, all TP-sharded.
        const auto& g = *m.linear_attention;
        const double dqk = static_cast<double>(g.num_key_heads * g.key_head_dim);
        const double dv = static_cast<double>(g.num_value_heads * g.value_head_dim);
        const double nv = static_cast<double>(g.num_value_heads);
        t.add("gdn", "in-projection (q, k, v, z, β, α)", sr * (2 * dqk + 2 * dv + 2 * nv) / tp * 2, "s_r(2D_qk+2D_v+2n_v)/TP·2");
        t.add("gdn", "convolution output", sr * (2 * dqk + dv) / tp * 2, "s_r(2D_qk+D_v)/TP·2");
        t.add("gdn", "core output", sr * dv / tp * 2, "s_r·D_v/TP·2");
        t.add("gdn", "gated-norm output", sr * dv / tp * x, "s_r·D_v/TP·x");
    } else if (m.attention == AttentionKind::MLA) {
        const auto& a = m.mla;
        const double qHead = static_cast<double>(a.qk_head_dim + a.qk_pos_emb_head_dim);
        if (a.q_lora_rank) {
            const double rq = static_cast<double>(*a.q_lora_rank);
            t.add("mla", "q down-projection", sr * rq / tp * 2, "s_r·r_q/TP·2");
            t.add("mla", "q norm", sr * rq / tp * x, "s_r·r_q/TP·x");
        }
        const double rkv = static_cast<double>(a.kv_lora_rank);
        t.add("mla", "kv compressed", sr * rkv / tp * 2, "s_r·r_kv/TP·2");
        t.add("mla", "kv norm", sr * rkv * x, "s_r·r_kv·x (not ÷TP)");
        t.addRemovable("mla", "q, k after RoPE", 2 * sr * n * qHead / tp * 2, "2·s_r·n(d_qk+d_rope)/TP·2",
                       RecomputeModule::MlaUpProj, "mla_up_proj");
        t.addRemovable("mla", "v", sr * n * static_cast<double>(a.v_head_dim) / tp * 2, "s_r·n·d_v/TP·2",
                       RecomputeModule::MlaUpProj, "mla_up_proj");
        t.add("attention", "attention output", sr * n * static_cast<double>(a.v_head_dim) / tp * 2, "s_r·n·d_v/TP·2");
        t.add("attention", "softmax LSE", sr * n / tp * 4, "s_r·n/TP·4");
    } else {
        const double d = static_cast<double>(m.kv_channels);
        const double g = m.num_query_groups;
        // Fused attention keeps Q, K, V; `core_attn` recompute only helps unfused attention.
        t.add("attention", "Q, K, V after RoPE", sr * (n + 2 * g) * d / tp * 2, "s_r(n+2g)d/TP·2");
        if (m.attention_output_gate) t.add("attention", "output gate", sr * n * d / tp * 2, "s_r·n·d/TP·2");
        t.add("attention", "attention output", sr * n * d / tp * 2, "s_r·n·d/TP·2");
        t.add("attention", "softmax LSE", sr * n / tp * 4, "s_r·n/TP·4");
    }
    t.add("residual", "post-attention residual", sr * h / spDiv * 2, "s_r·h/TP·2");

    const bool gated = m.gated_linear_unit;
    if (m.isMoeLayer(layer)) {
        // `moe` keeps only the MoE block's input (the pre-MLP norm output) and re-runs dispatch.
        const bool moeRecompute = c.recompute.has(RecomputeModule::Moe);
        t.addRemovable("norm", "pre-MLP norm output (gathered)", sr * h * x, "s_r·h·x (MoE input, gathered over TP)",
                       RecomputeModule::Layernorm, "layernorm");
        const double tokens = sr / tp;  // tokens per TP rank entering the router
        const double E = m.moe.num_experts;
        const double k = m.moe.top_k;
        t.add("router", "router probabilities", tokens * E * 2, "s_r/TP·E·2", "moe", moeRecompute);
        t.add("router", "permutation map", tokens * E * 8, "s_r/TP·E·8", "moe", moeRecompute);
        const double fe = static_cast<double>(m.moe.ffn_hidden_size);
        const double fc1Width = gated ? 2 * fe : fe;
        t.add("experts", "permuted tokens", tokens * etp * k * h * x * rho, "s_r/TP·ETP·k·h·x·ρ", "moe", moeRecompute);
        const double fc1 = tokens * etp * k * (fc1Width / etp) * 2 * rho;
        t.add("experts", "expert fc1", fc1, "s_r/TP·ETP·k·(2f_e/ETP)·2·ρ", "moe", moeRecompute);
        t.add("experts", "expert activation", fc1 / (gated ? 2 : 1), "half of expert fc1", "moe_act, moe",
              moeRecompute || c.recompute.has(RecomputeModule::MoeAct));
        if (!c.probs_into_swiglu_fusion)
            t.add("experts", "unpermute a2a output", tokens * k * h * 2 * rho, "s_r/TP·k·h·2·ρ", "moe", moeRecompute);
        if (m.moe.shared_expert_size > 0) {
            const double fs = static_cast<double>(m.moe.shared_expert_size);
            const bool sharedRecompute = moeRecompute || c.recompute.has(RecomputeModule::SharedExperts);
            const double sharedFc1 = sr * fs / tp * (gated ? 2 : 1) * x;
            t.add("shared", "shared-expert fc1", sharedFc1, "s_r·f_s/TP·2·x", "shared_experts, moe", sharedRecompute);
            t.add("shared", "shared-expert activation", sharedFc1 / 2, "half of shared fc1", "moe_act, shared_experts, moe",
                  sharedRecompute || c.recompute.has(RecomputeModule::MoeAct));
        }
    } else {
        t.addRemovable("norm", "pre-MLP norm output", sr * h / spDiv * x, "s_r·h/TP·x", RecomputeModule::Layernorm, "layernorm");
        const double f = static_cast<double>(m.ffn_hidden_size);
        const bool mlpRecompute = c.recompute.has(RecomputeModule::Mlp);
        t.add("mlp", "dense fc1", sr * (gated ? 2 * f : f) / tp * 2, "s_r·2f/TP·2", "mlp", mlpRecompute);
        t.add("mlp", "dense activation", sr * f / tp * x, "s_r·f/TP·x", "mlp", mlpRecompute);
    }
    markOffloadedInputs(out, c.offload_modules);
    if (isMtp) {
        // MTP block inputs: the concatenated [embedding; hidden] and its eh-projection output.
        t.add("mtp", "MTP concat input", sr * 2 * h / spDiv * 2, "s_r·2h/TP·2");
        t.add("mtp", "MTP eh-projection output", sr * h / spDiv * 2, "s_r·h/TP·2");
    }
    return out;
}

}  // namespace moe
