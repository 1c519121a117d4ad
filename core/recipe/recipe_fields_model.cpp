// model.* fields of the recipe registry (see recipe_fields.h).
#include <array>

#include "core/common/enum_names.h"
#include "core/common/message.h"
#include "core/model/layer_pattern.h"
#include "core/recipe/field_builders.h"

namespace moe {
namespace {

constexpr std::array<EnumEntry<AttentionKind>, 2> kAttention{{{AttentionKind::GQA, "gqa"}, {AttentionKind::MLA, "mla"}}};
constexpr std::array<EnumEntry<NormKind>, 2> kNorm{{{NormKind::RMSNorm, "rmsnorm"}, {NormKind::LayerNorm, "layernorm"}}};

// Field of the optional Gated-DeltaNet block: unset block reads as null; setting any field
// creates the block with defaults; null removes it.
FieldDescriptor linearField(std::string name, std::string help, int64_t LinearAttentionSpec::*member) {
    FieldDescriptor f;
    f.path = "model.linear_attention." + name;
    f.type = "integer >= 1 or null";
    f.help = std::move(help);
    f.optional = true;
    f.set = [member](Recipe& r, const FieldValue& v) -> Status {
        if (v.kind == FieldValue::Kind::Null || (v.kind == FieldValue::Kind::Scalar && fields::isNullText(v.scalar))) {
            r.model.linear_attention.reset();
            return okStatus();
        }
        if (auto s = fields::expectScalar(v); !s) return s;
        auto n = fields::parseInt64(v.scalar);
        if (!n || *n < 1 || *n > (int64_t{1} << 24))
            return fields::valueError(message(
                "recipe_errors", MOE_TR("recipe_errors", "expected an integer >= 1, got '%1'"), codeArg(v.scalar)));
        if (!r.model.linear_attention) r.model.linear_attention.emplace();
        (*r.model.linear_attention).*member = *n;
        return okStatus();
    };
    f.get = [member](const Recipe& r) {
        if (!r.model.linear_attention) return FieldValue::null();
        return FieldValue::of(std::to_string((*r.model.linear_attention).*member));
    };
    return f;
}

// Megatron-Core's moe_router_load_balancing_type choices (transformer_config.py).
bool knownLoadBalancingType(const std::string& s) {
    return s == "aux_loss" || s == "seq_aux_loss" || s == "global_aux_loss" || s == "sinkhorn" || s == "none";
}

bool mlaInapplicable(const Recipe& r) {
    return r.model.attention != AttentionKind::MLA && r.model.mla == MlaSpec{};
}
bool yarnInapplicable(const Recipe& r) {
    return r.model.rope_scaling.kind == RopeScalingKind::None && r.model.rope_scaling == RopeScalingSpec{};
}

template <class F>
F withInapplicable(F f, bool (*when)(const Recipe&)) {
    f.inapplicable = when;
    return f;
}

}  // namespace

void appendModelFields(std::vector<FieldDescriptor>& out) {
    using namespace fields;
    constexpr int64_t kBig = int64_t{1} << 40;
    out.push_back(text(
        "model.name", MOE_TR("recipe_fields", "Model name"), [](auto& r) -> auto& { return r.model.name; }));
    out.push_back(integer<int64_t>(
        "model.hidden_size", MOE_TR("recipe_fields", "Hidden size h"),
        [](auto& r) -> auto& { return r.model.hidden_size; }, 1, 1 << 20));
    out.push_back(integer<int>(
        "model.num_layers", MOE_TR("recipe_fields", "Decoder layers L (MTP excluded)"),
        [](auto& r) -> auto& { return r.model.num_layers; }, 1, 100000));
    out.push_back(integer<int>(
        "model.num_attention_heads", MOE_TR("recipe_fields", "Attention heads n"),
        [](auto& r) -> auto& { return r.model.num_attention_heads; }, 1, 1 << 16));
    out.push_back(integer<int>(
        "model.num_query_groups", MOE_TR("recipe_fields", "Query groups g (= heads for MHA; ignored for MLA)"),
        [](auto& r) -> auto& { return r.model.num_query_groups; }, 1, 1 << 16));
    out.push_back(integer<int64_t>(
        "model.kv_channels", MOE_TR("recipe_fields", "Head dimension d"),
        [](auto& r) -> auto& { return r.model.kv_channels; }, 1, 1 << 16));
    out.push_back(integer<int64_t>(
        "model.ffn_hidden_size", MOE_TR("recipe_fields", "Dense MLP size f"),
        [](auto& r) -> auto& { return r.model.ffn_hidden_size; }, 0, 1 << 24));
    out.push_back(boolean(
        "model.gated_linear_unit", MOE_TR("recipe_fields", "Gated MLP (SwiGLU/GeGLU)"),
        [](auto& r) -> auto& { return r.model.gated_linear_unit; }));
    out.push_back(enumeration(
        "model.activation",
        MOE_TR("recipe_fields",
               "MLP activation (the gate's when gated: silu = SwiGLU, quick_gelu = GPT-OSS quick-GEGLU)"),
        [](auto& r) -> auto& { return r.model.activation; },
        [](const std::string& s) { return parseActivationKind(s); },
        [](ActivationKind k) { return std::string(toString(k)); }, [] { return activationKindChoices(); }));
    out.push_back(real(
        "model.glu_linear_offset", MOE_TR("recipe_fields", "Offset added to the GLU's linear half (GPT-OSS 1.0)"),
        [](auto& r) -> auto& { return r.model.glu_linear_offset; }, -1e6, 1e6));
    out.push_back(optionalReal(
        "model.activation_clamp",
        MOE_TR("recipe_fields", "Clamp of the activation's inputs (GPT-OSS 7.0; null = none)"),
        [](auto& r) -> auto& { return r.model.activation_clamp; }, 0.0, 1e9));
    out.push_back(enumeration(
        "model.normalization", MOE_TR("recipe_fields", "Norm type"), [](auto& r) -> auto& { return r.model.norm; },
        [](const std::string& s) { return enumFromName(kNorm, s); },
        [](NormKind k) { return std::string(enumToName(kNorm, k)); }, [] { return enumChoices(kNorm); }));
    out.push_back(boolean(
        "model.zero_centered_gamma", MOE_TR("recipe_fields", "Norm weights stored as 1 + gamma (Qwen3-Next)"),
        [](auto& r) -> auto& { return r.model.zero_centered_gamma; }));
    out.push_back(real(
        "model.norm_epsilon", MOE_TR("recipe_fields", "Norm epsilon (HF rms_norm_eps)"),
        [](auto& r) -> auto& { return r.model.norm_epsilon; }, 0.0, 1.0));
    out.push_back(boolean(
        "model.qk_layernorm", MOE_TR("recipe_fields", "QK layer norm"),
        [](auto& r) -> auto& { return r.model.qk_layernorm; }));
    out.push_back(boolean(
        "model.attention_output_gate", MOE_TR("recipe_fields", "Gated attention output"),
        [](auto& r) -> auto& { return r.model.attention_output_gate; }));
    out.push_back(boolean(
        "model.add_bias_linear", MOE_TR("recipe_fields", "Linear-layer biases"),
        [](auto& r) -> auto& { return r.model.add_bias_linear; }));
    out.push_back(boolean(
        "model.add_qkv_bias", MOE_TR("recipe_fields", "Biases on the QKV projection only (HF attention_bias)"),
        [](auto& r) -> auto& { return r.model.add_qkv_bias; }));
    out.push_back(real(
        "model.attention_dropout", MOE_TR("recipe_fields", "Attention dropout"),
        [](auto& r) -> auto& { return r.model.attention_dropout; }, 0.0, 1.0));
    out.push_back(real(
        "model.hidden_dropout", MOE_TR("recipe_fields", "Hidden-state dropout"),
        [](auto& r) -> auto& { return r.model.hidden_dropout; }, 0.0, 1.0));
    out.push_back(real(
        "model.init_method_std", MOE_TR("recipe_fields", "Weight initialisation std (HF initializer_range)"),
        [](auto& r) -> auto& { return r.model.init_method_std; }, 0.0, 10.0));
    out.push_back(integer<int64_t>(
        "model.vocab_size", MOE_TR("recipe_fields", "Raw tokenizer vocabulary"),
        [](auto& r) -> auto& { return r.model.vocab_size; }, 1, kBig));
    out.push_back(integer<int64_t>(
        "model.make_vocab_size_divisible_by", MOE_TR("recipe_fields", "Vocabulary padding divisor"),
        [](auto& r) -> auto& { return r.model.make_vocab_size_divisible_by; }, 1, 1 << 20));
    out.push_back(boolean(
        "model.tied_embeddings", MOE_TR("recipe_fields", "Share embedding and output weights"),
        [](auto& r) -> auto& { return r.model.tied_embeddings; }));
    out.push_back(integer<int64_t>(
        "model.max_position_embeddings", MOE_TR("recipe_fields", "Maximum positions (0 = unchecked)"),
        [](auto& r) -> auto& { return r.model.max_position_embeddings; }, 0, kBig));
    out.push_back(real(
        "model.rotary_percent", MOE_TR("recipe_fields", "Fraction of head dim with RoPE"),
        [](auto& r) -> auto& { return r.model.rotary_percent; }, 0.0, 1.0));
    out.push_back(real(
        "model.rotary_base", MOE_TR("recipe_fields", "RoPE base (HF rope_theta)"),
        [](auto& r) -> auto& { return r.model.rotary_base; }, 1.0, 1e15));
    out.push_back(enumeration(
        "model.rope_scaling.type",
        MOE_TR("recipe_fields",
               "RoPE scaling of the checkpoint (HF rope_scaling; other types are named as not carried)"),
        [](auto& r) -> auto& { return r.model.rope_scaling.kind; },
        [](const std::string& s) { return parseRopeScalingKind(s); },
        [](RopeScalingKind k) { return std::string(toString(k)); }, [] { return std::string("none, yarn"); }));
    out.push_back(withInapplicable(real(
                                       "model.rope_scaling.factor", MOE_TR("recipe_fields", "YaRN scaling factor"),
                                       [](auto& r) -> auto& { return r.model.rope_scaling.factor; }, 1.0, 1e6),
                                   yarnInapplicable));
    out.push_back(withInapplicable(
        integer<int64_t>(
            "model.rope_scaling.original_max_position_embeddings",
            MOE_TR("recipe_fields", "YaRN original context length"),
            [](auto& r) -> auto& { return r.model.rope_scaling.original_max_position_embeddings; }, 0, kBig),
        yarnInapplicable));
    out.push_back(withInapplicable(real(
                                       "model.rope_scaling.beta_fast", MOE_TR("recipe_fields", "YaRN beta_fast"),
                                       [](auto& r) -> auto& { return r.model.rope_scaling.beta_fast; }, 0.0, 1e6),
                                   yarnInapplicable));
    out.push_back(withInapplicable(real(
                                       "model.rope_scaling.beta_slow", MOE_TR("recipe_fields", "YaRN beta_slow"),
                                       [](auto& r) -> auto& { return r.model.rope_scaling.beta_slow; }, 0.0, 1e6),
                                   yarnInapplicable));
    out.push_back(withInapplicable(real(
                                       "model.rope_scaling.mscale", MOE_TR("recipe_fields", "YaRN mscale"),
                                       [](auto& r) -> auto& { return r.model.rope_scaling.mscale; }, 0.0, 1e6),
                                   yarnInapplicable));
    out.push_back(
        withInapplicable(boolean(
                             "model.rope_scaling.truncate",
                             MOE_TR("recipe_fields", "YaRN: round the correction range to whole dims (HF truncate)"),
                             [](auto& r) -> auto& { return r.model.rope_scaling.truncate; }),
                         yarnInapplicable));
    out.push_back(
        withInapplicable(real(
                             "model.rope_scaling.mscale_all_dim", MOE_TR("recipe_fields", "YaRN mscale_all_dim"),
                             [](auto& r) -> auto& { return r.model.rope_scaling.mscale_all_dim; }, 0.0, 1e6),
                         yarnInapplicable));
    out.push_back(enumeration(
        "model.attention", MOE_TR("recipe_fields", "Attention kind"),
        [](auto& r) -> auto& { return r.model.attention; },
        [](const std::string& s) { return enumFromName(kAttention, s); },
        [](AttentionKind k) { return std::string(enumToName(kAttention, k)); },
        [] { return enumChoices(kAttention); }));
    out.push_back(
        withInapplicable(optionalInteger<int64_t>(
                             "model.mla.q_lora_rank", MOE_TR("recipe_fields", "MLA query LoRA rank (null = direct)"),
                             [](auto& r) -> auto& { return r.model.mla.q_lora_rank; }, 1),
                         mlaInapplicable));
    out.push_back(withInapplicable(integer<int64_t>(
                                       "model.mla.kv_lora_rank", MOE_TR("recipe_fields", "MLA KV LoRA rank"),
                                       [](auto& r) -> auto& { return r.model.mla.kv_lora_rank; }, 1, 1 << 20),
                                   mlaInapplicable));
    out.push_back(withInapplicable(integer<int64_t>(
                                       "model.mla.qk_head_dim", MOE_TR("recipe_fields", "MLA non-RoPE QK head dim"),
                                       [](auto& r) -> auto& { return r.model.mla.qk_head_dim; }, 1, 1 << 16),
                                   mlaInapplicable));
    out.push_back(withInapplicable(integer<int64_t>(
                                       "model.mla.qk_pos_emb_head_dim", MOE_TR("recipe_fields", "MLA RoPE QK head dim"),
                                       [](auto& r) -> auto& { return r.model.mla.qk_pos_emb_head_dim; }, 0, 1 << 16),
                                   mlaInapplicable));
    out.push_back(withInapplicable(integer<int64_t>(
                                       "model.mla.v_head_dim", MOE_TR("recipe_fields", "MLA value head dim"),
                                       [](auto& r) -> auto& { return r.model.mla.v_head_dim; }, 1, 1 << 16),
                                   mlaInapplicable));
    {
        FieldDescriptor f;
        f.path = "model.linear_attention.freq";
        f.type = "integer >= 1 or null";
        f.help = MOE_TR("recipe_fields",
                        "Gated DeltaNet: every freq-th layer is full attention (null = no linear attention)");
        f.optional = true;
        f.set = [](Recipe& r, const FieldValue& v) -> Status {
            if (v.kind == FieldValue::Kind::Null || (v.kind == FieldValue::Kind::Scalar && isNullText(v.scalar))) {
                r.model.linear_attention.reset();
                return okStatus();
            }
            if (auto s = expectScalar(v); !s) return s;
            auto n = parseInt64(v.scalar);
            if (!n || *n < 1 || *n > 100000)
                return valueError(message(
                    "recipe_errors", MOE_TR("recipe_errors", "expected an integer >= 1, got '%1'"), codeArg(v.scalar)));
            if (!r.model.linear_attention) r.model.linear_attention.emplace();
            r.model.linear_attention->linear_attention_freq = static_cast<int>(*n);
            return okStatus();
        };
        f.get = [](const Recipe& r) {
            return r.model.linear_attention ? FieldValue::of(std::to_string(r.model.linear_attention->linear_attention_freq))
                                            : FieldValue::null();
        };
        out.push_back(std::move(f));
    }
    out.push_back(
        linearField("num_key_heads", MOE_TR("recipe_fields", "GDN key heads"), &LinearAttentionSpec::num_key_heads));
    out.push_back(
        linearField("key_head_dim", MOE_TR("recipe_fields", "GDN key head dim"), &LinearAttentionSpec::key_head_dim));
    out.push_back(linearField("num_value_heads", MOE_TR("recipe_fields", "GDN value heads"),
                              &LinearAttentionSpec::num_value_heads));
    out.push_back(linearField("value_head_dim", MOE_TR("recipe_fields", "GDN value head dim"),
                              &LinearAttentionSpec::value_head_dim));
    out.push_back(linearField("conv_kernel_dim", MOE_TR("recipe_fields", "GDN convolution kernel"),
                              &LinearAttentionSpec::conv_kernel_dim));
    out.push_back(integer<int64_t>(
        "model.sliding_window.window", MOE_TR("recipe_fields", "Sliding-window size in tokens (0 = none)"),
        [](auto& r) -> auto& { return r.model.sliding_window.window; }, 0, kBig));
    out.push_back(integer<int>(
        "model.sliding_window.skip_freq", MOE_TR("recipe_fields", "Every skip_freq-th layer is full attention"),
        [](auto& r) -> auto& { return r.model.sliding_window.skip_freq; }, 0, 100000));
    out.push_back(enumeration(
        "model.softmax_type", MOE_TR("recipe_fields", "Attention softmax (learnable = per-head sink logits, GPT-OSS)"),
        [](auto& r) -> auto& { return r.model.softmax; }, [](const std::string& s) { return parseSoftmaxKind(s); },
        [](SoftmaxKind k) { return std::string(toString(k)); }, [] { return softmaxKindChoices(); }));
    out.push_back(integer<int>(
        "model.moe.num_experts", MOE_TR("recipe_fields", "Routed experts E (0 = dense)"),
        [](auto& r) -> auto& { return r.model.moe.num_experts; }, 0, 1 << 20));
    out.push_back(integer<int>(
        "model.moe.top_k", MOE_TR("recipe_fields", "Experts per token k"),
        [](auto& r) -> auto& { return r.model.moe.top_k; }, 1, 1 << 16));
    out.push_back(integer<int64_t>(
        "model.moe.ffn_hidden_size", MOE_TR("recipe_fields", "Expert FFN size f_e"),
        [](auto& r) -> auto& { return r.model.moe.ffn_hidden_size; }, 0, 1 << 24));
    out.push_back(integer<int64_t>(
        "model.moe.shared_expert_size",
        MOE_TR("recipe_fields", "Total shared-expert FFN size f_s (a size, not a count)"),
        [](auto& r) -> auto& { return r.model.moe.shared_expert_size; }, 0, 1 << 24));
    out.push_back(boolean(
        "model.moe.shared_expert_gate", MOE_TR("recipe_fields", "Gated shared expert"),
        [](auto& r) -> auto& { return r.model.moe.shared_expert_gate; }));
    {
        FieldDescriptor f;
        f.path = "model.moe.layer_pattern";
        f.type = "moe_layer_freq expression (\"[0]*3+[1]*58\"), int N, or list of 0/1";
        f.help = MOE_TR("recipe_fields", "Which decoder layers are MoE (empty = all)");
        f.set = [](Recipe& r, const FieldValue& v) -> Status {
            if (v.kind == FieldValue::Kind::Null || (v.kind == FieldValue::Kind::Scalar && (v.scalar.empty() || v.scalar == "all"))) {
                r.model.moe.layer_pattern.clear();
                return okStatus();
            }
            std::string expr;
            if (v.kind == FieldValue::Kind::List) {
                expr = "[";
                for (const auto& item : v.list) expr += item + ",";
                expr += "]";
            } else {
                expr = v.scalar;
            }
            auto parsed = parseLayerPattern(expr, r.model.num_layers);
            if (!parsed) return parsed.error();
            r.model.moe.layer_pattern = std::move(*parsed);
            return okStatus();
        };
        f.get = [](const Recipe& r) {
            return r.model.moe.layer_pattern.empty() ? FieldValue::of("all") : FieldValue::of(formatLayerPattern(r.model.moe.layer_pattern));
        };
        out.push_back(std::move(f));
    }
    out.push_back(text(
        "model.moe.router.score_function", MOE_TR("recipe_fields", "softmax | sigmoid"),
        [](auto& r) -> auto& { return r.model.moe.router.score_function; }));
    out.push_back(integer<int>(
        "model.moe.router.num_groups", MOE_TR("recipe_fields", "Router groups (0 = none)"),
        [](auto& r) -> auto& { return r.model.moe.router.num_groups; }, 0, 1 << 16));
    out.push_back(integer<int>(
        "model.moe.router.group_topk", MOE_TR("recipe_fields", "Groups chosen per token"),
        [](auto& r) -> auto& { return r.model.moe.router.group_topk; }, 0, 1 << 16));
    out.push_back(real(
        "model.moe.router.topk_scaling_factor", MOE_TR("recipe_fields", "Routed-weight scaling"),
        [](auto& r) -> auto& { return r.model.moe.router.topk_scaling_factor; }, 0.0, 1e6));
    out.push_back(boolean(
        "model.moe.router.expert_bias", MOE_TR("recipe_fields", "Aux-loss-free expert bias"),
        [](auto& r) -> auto& { return r.model.moe.router.expert_bias; }));
    out.push_back(real(
        "model.moe.router.bias_update_rate",
        MOE_TR("recipe_fields", "Expert-bias update rate per global batch (Megatron moe_router_bias_update_rate)"),
        [](auto& r) -> auto& { return r.model.moe.router.bias_update_rate; }, 0.0, 1e6));
    out.push_back(boolean(
        "model.moe.router.pre_softmax",
        MOE_TR("recipe_fields", "Softmax over all experts before top-k (HF norm_topk_prob false)"),
        [](auto& r) -> auto& { return r.model.moe.router.pre_softmax; }));
    {
        FieldDescriptor f = text(
            "model.moe.router.load_balancing_type",
            MOE_TR(
                "recipe_fields",
                "Router load-balancing loss (Megatron moe_router_load_balancing_type; DeepSeek seq_aux: seq_aux_loss)"),
            [](auto& r) -> auto& { return r.model.moe.router.load_balancing_type; });
        f.type = "one of: aux_loss, seq_aux_loss, global_aux_loss, sinkhorn, none";
        f.set = [](Recipe& r, const FieldValue& v) -> Status {
            if (auto s = expectScalar(v); !s) return s;
            if (!knownLoadBalancingType(v.scalar))
                return valueError(
                    message("recipe_errors", MOE_TR("recipe_errors", "unknown value '%1' (expected one of: %2)"),
                            codeArg(v.scalar), codeArg("aux_loss, seq_aux_loss, global_aux_loss, sinkhorn, none")));
            r.model.moe.router.load_balancing_type = v.scalar;
            return okStatus();
        };
        out.push_back(std::move(f));
    }
    out.push_back(real(
        "model.moe.router.aux_loss_coeff",
        MOE_TR("recipe_fields", "Load-balancing loss coefficient (HF router_aux_loss_coef / aux_loss_alpha)"),
        [](auto& r) -> auto& { return r.model.moe.router.aux_loss_coeff; }, 0.0, 1e6));
    out.push_back(optionalReal(
        "model.moe.router.z_loss_coeff", MOE_TR("recipe_fields", "Router z-loss coefficient (null = none)"),
        [](auto& r) -> auto& { return r.model.moe.router.z_loss_coeff; }, 0.0, 1e6));
    out.push_back(integer<int>(
        "model.mtp_layers", MOE_TR("recipe_fields", "Multi-token-prediction layers"),
        [](auto& r) -> auto& { return r.model.mtp_layers; }, 0, 64));
    out.push_back(real(
        "model.mtp_loss_scaling_factor",
        MOE_TR("recipe_fields", "Weight of the multi-token-prediction loss (Megatron mtp_loss_scaling_factor)"),
        [](auto& r) -> auto& { return r.model.mtp_loss_scaling_factor; }, 0.0, 1e6));
    {
        FieldDescriptor f;
        f.path = "model.not_carried";
        f.type = "list of strings";
        f.help = MOE_TR("recipe_fields",
                        "Keys of the imported file that change the network and no field carries (named in exports)");
        f.is_list = true;
        f.optional = true;
        f.set = [](Recipe& r, const FieldValue& v) -> Status {
            if (v.kind == FieldValue::Kind::Null)
                r.model.not_carried.clear();
            else if (v.kind == FieldValue::Kind::List)
                r.model.not_carried = v.list;
            else
                r.model.not_carried =
                    v.scalar.empty() ? std::vector<std::string>{} : std::vector<std::string>{v.scalar};
            return okStatus();
        };
        f.get = [](const Recipe& r) {
            return r.model.not_carried.empty() ? FieldValue::null() : FieldValue::ofList(r.model.not_carried);
        };
        out.push_back(std::move(f));
    }
}

}  // namespace moe
