#include "core/perf/hbm_traffic.h"

#include <algorithm>

namespace moe {
namespace {

constexpr double kAct = 2.0;  // BF16 activation bytes

// One elementwise op over a width-w row: read + write forward, read two + write one backward.
double elementwise(double width) { return (2.0 + 3.0) * width * kAct; }

}  // namespace

LayerHbmBytes layerHbmBytes(const ModelSpec& m, const TrainingOptions& o, bool moeLayer, const HbmShape& s) {
    LayerHbmBytes b;
    const double h = static_cast<double>(m.hidden_size);
    const bool mla = m.attention == AttentionKind::MLA;
    const double heads = m.num_attention_heads, groups = std::max(1, m.num_query_groups);
    const double dq = mla ? static_cast<double>(m.mla.qk_head_dim + m.mla.qk_pos_emb_head_dim) : static_cast<double>(m.kv_channels);
    const double dv = mla ? static_cast<double>(m.mla.v_head_dim) : static_cast<double>(m.kv_channels);
    const double kvHeads = mla ? heads : groups;
    // Per token this GPU holds, s·b/(CP·TP): a tensor split by TP (heads, FFN columns) covers TP times
    // as many tokens at 1/TP of the width, and routed copies split by ETP likewise, so every width
    // below is the model's full width.
    const double qkvWidth = (heads + 2.0 * kvHeads) * dq;
    // Norms (input + pre-MLP) and QK norm.
    b.norms = 2.0 * elementwise(h);
    if (m.qk_layernorm) b.norms += elementwise((heads + kvHeads) * dq);
    b.residuals = 2.0 * elementwise(h);
    // RoPE on Q and K (the rotated part only for MLA).
    const double ropeWidth = mla ? (heads + 1.0) * static_cast<double>(m.mla.qk_pos_emb_head_dim) : (heads + kvHeads) * dq * m.rotary_percent;
    b.rope = elementwise(ropeWidth);
    const double gated = m.gated_linear_unit ? 2.0 : 1.0;
    // Activation: reads gate+up (2f), writes f forward; backward reads them and the gradient, writes
    // two gradients.
    auto act = [&](double f) { return ((gated + 1.0) + (gated + 1.0 + gated)) * f * kAct; };
    const bool lowPrecision = o.precision != Precision::BF16;
    // Each GEMM input is cast forward and each output gradient backward. Transformer Engine fuses the
    // cast into the kernel that produces the tensor (LayerNormLinear, fused activation, the previous
    // GEMM's epilogue), so the cast costs its extra writes only: a row-wise and a column-wise FP8
    // copy (MXFP8 and current scaling keep both) = 2 B/element.
    auto cast = [&](double width) { return lowPrecision ? 2.0 * width : 0.0; };
    double quant = cast(h) + cast(heads * dv) + cast(qkvWidth) + cast(h);  // QKV in, proj in, their output grads
    if (moeLayer && m.isMoe()) {
        const double fe = static_cast<double>(m.moe.ffn_hidden_size);
        b.activation = s.routed_copies * act(fe);
        const double E = m.moe.num_experts;
        b.router = 4.0 * E * 4.0;  // FP32 logits: softmax/top-k read+write, forward and backward
        // Permute to expert-major order and back, forward and backward: read h, write a copy per route.
        // The flex dispatchers (DeepEP, HybridEP) write received tokens straight into expert-major
        // buffers (permute fusion), so only the alltoall/allgather paths pay a separate pass.
        const bool fusedPermute = o.dispatcher == Dispatcher::FlexDeepEP || o.dispatcher == Dispatcher::FlexHybridEP ||
                                  o.dispatcher == Dispatcher::FlexNcclEP;
        b.permute = fusedPermute ? 0.0 : 2.0 * 2.0 * (h + s.routed_copies * h) * kAct;
        quant += s.routed_copies * (cast(h) + cast(fe) + cast(gated * fe) + cast(h));
        if (m.moe.shared_expert_size > 0) {
            const double fs = static_cast<double>(m.moe.shared_expert_size);
            b.activation += act(fs);
            quant += cast(h) + cast(fs) + cast(gated * fs) + cast(h);
        }
    } else {
        const double f = static_cast<double>(m.ffn_hidden_size);
        b.activation = act(f);
        quant += cast(h) + cast(f) + cast(gated * f) + cast(h);
    }
    b.quantize = quant;
    return b;
}

}  // namespace moe
