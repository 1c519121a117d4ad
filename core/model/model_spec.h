#pragma once
// Architecture of a decoder-only (MoE) transformer, in Megatron-Core's vocabulary (domain §3.1).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace moe {

enum class AttentionKind {
    GQA,  // covers MHA (query groups == heads)
    MLA,  // multi-latent attention (DeepSeek)
};

enum class NormKind { RMSNorm, LayerNorm };

// The MLP's activation; with gated_linear_unit it is the gate's (silu = SwiGLU, quick_gelu =
// GPT-OSS's quick-GEGLU). Megatron's default is gelu; --swiglu sets silu + gated.
enum class ActivationKind { Gelu, Silu, QuickGelu, SquaredRelu, Relu };

// Rotary scaling of the checkpoint (HF rope_scaling). YaRN is what every MoE family in the
// catalog that scales uses (DeepSeek, Kimi, GPT-OSS); other types are named as not carried.
enum class RopeScalingKind { None, Yarn };

struct RopeScalingSpec {
    RopeScalingKind kind = RopeScalingKind::None;
    double factor = 1.0;                           // rotary_scaling_factor / yarn_rotary_scaling_factor
    int64_t original_max_position_embeddings = 0;  // YaRN's pre-extension length
    double beta_fast = 32.0;
    double beta_slow = 1.0;
    double mscale = 1.0;
    double mscale_all_dim = 0.0;  // Megatron's CLI default 0.0 (DeepSeek sets 1.0)
    bool truncate = true;  // HF truncate: round the correction range (Megatron yarn_correction_range_round_to_int)
    [[nodiscard]] bool isYarn() const { return kind == RopeScalingKind::Yarn && original_max_position_embeddings > 0; }
    // The longest sequence YaRN's scaling covers (original length × factor); 0 without YaRN.
    [[nodiscard]] int64_t yarnCoveredLength() const {
        return isYarn() ? static_cast<int64_t>(static_cast<double>(original_max_position_embeddings) * factor) : 0;
    }
    bool operator==(const RopeScalingSpec&) const = default;
};

// Megatron-Core's softmax_type: `learnable` adds a learned per-head sink logit to every softmax
// row (GPT-OSS); `off-by-one` a fixed zero one. Only the fused cuDNN path serves the non-vanilla
// kinds (FlashAttention has no backward for sinks), which the step-time model prices.
enum class SoftmaxKind { Vanilla, OffByOne, Learnable };
// Megatron's spelling: "vanilla", "off-by-one", "learnable"; parse returns nullopt for others.
const char* toString(SoftmaxKind kind);
std::optional<SoftmaxKind> parseSoftmaxKind(const std::string& text);
// "vanilla, off-by-one, learnable": the accepted spellings, for error messages.
std::string softmaxKindChoices();

const char* toString(ActivationKind kind);
std::optional<ActivationKind> parseActivationKind(const std::string& text);
std::string activationKindChoices();
const char* toString(RopeScalingKind kind);
std::optional<RopeScalingKind> parseRopeScalingKind(const std::string& text);

// Multi-latent attention sizes (Megatron names in comments).
struct MlaSpec {
    std::optional<int64_t> q_lora_rank;  // q_lora_rank; none = direct q projection
    int64_t kv_lora_rank = 512;          // kv_lora_rank
    int64_t qk_head_dim = 128;           // qk_head_dim (non-RoPE part)
    int64_t qk_pos_emb_head_dim = 64;    // qk_pos_emb_head_dim (RoPE part)
    int64_t v_head_dim = 128;            // v_head_dim
    bool operator==(const MlaSpec&) const = default;
};

// Hybrid linear attention (Gated DeltaNet). Layer i (0-based, over decoder + MTP layers) is full
// attention iff (i + 1) % linear_attention_freq == 0, otherwise GDN.
struct LinearAttentionSpec {
    int linear_attention_freq = 4;
    int64_t num_key_heads = 16;    // linear_num_key_heads
    int64_t key_head_dim = 128;    // linear_key_head_dim
    int64_t num_value_heads = 32;  // linear_num_value_heads
    int64_t value_head_dim = 128;  // linear_value_head_dim
    int64_t conv_kernel_dim = 4;   // linear_conv_kernel_dim
    bool operator==(const LinearAttentionSpec&) const = default;
};

struct RouterSpec {
    std::string score_function = "softmax";  // moe_router_score_function: softmax | sigmoid
    int num_groups = 0;                      // moe_router_num_groups (0 = no group-limited routing)
    int group_topk = 0;                      // moe_router_group_topk
    double topk_scaling_factor = 1.0;        // moe_router_topk_scaling_factor
    bool expert_bias = false;                // moe_router_enable_expert_bias
    // moe_router_bias_update_rate: step of the aux-loss-free expert bias per global batch
    // (Megatron-Core default 1e-3, DeepSeek-V3's); used only with expert_bias.
    double bias_update_rate = 1e-3;
    // moe_router_pre_softmax: softmax over all experts before top-k (HF norm_topk_prob false);
    // Megatron's default (false) takes top-k of the logits and normalises over the chosen k.
    bool pre_softmax = false;
    // moe_router_load_balancing_type: aux_loss | seq_aux_loss | global_aux_loss | sinkhorn | none.
    std::string load_balancing_type = "aux_loss";
    double aux_loss_coeff = 0.0;         // moe_aux_loss_coeff (Megatron default 0: no balancing loss)
    std::optional<double> z_loss_coeff;  // moe_z_loss_coeff (None = no z-loss)
    bool operator==(const RouterSpec&) const = default;
};

struct MoeSpec {
    int num_experts = 0;                 // num_moe_experts (0 = dense model)
    int top_k = 2;                       // moe_router_topk
    int64_t ffn_hidden_size = 0;         // moe_ffn_hidden_size (f_e)
    int64_t shared_expert_size = 0;      // moe_shared_expert_intermediate_size (f_s, total, not a count)
    bool shared_expert_gate = false;     // moe_shared_expert_gate
    // One entry per decoder layer, true = MoE layer (moe_layer_freq as an explicit list).
    // Empty means every layer is MoE when num_experts > 0.
    std::vector<bool> layer_pattern;
    RouterSpec router;
    bool operator==(const MoeSpec&) const = default;
};

struct SlidingWindowSpec {
    int64_t window = 0;  // tokens; 0 = no SWA
    int skip_freq = 0;   // window_attn_skip_freq: every skip_freq-th layer is full attention
    bool operator==(const SlidingWindowSpec&) const = default;
};

struct ModelSpec {
    std::string name;
    int64_t hidden_size = 0;           // h
    int num_layers = 0;                // L (decoder layers, MTP excluded)
    int num_attention_heads = 0;       // n
    int num_query_groups = 0;          // g (== n for MHA)
    int64_t kv_channels = 0;           // d (head dim)
    int64_t ffn_hidden_size = 0;       // f (dense MLP)
    bool gated_linear_unit = true;     // swiglu / geglu (F_g = 3/2)
    ActivationKind activation = ActivationKind::Silu;
    double glu_linear_offset = 0.0;          // glu_linear_offset: (x_linear + offset) * act(x_gate)
    std::optional<double> activation_clamp;  // activation_func_clamp_value (GPT-OSS 7.0)
    NormKind norm = NormKind::RMSNorm;
    double norm_epsilon = 1e-5;        // layernorm_epsilon / --norm-epsilon
    bool zero_centered_gamma = false;  // layernorm_zero_centered_gamma / --apply-layernorm-1p (Qwen3-Next)
    bool qk_layernorm = false;
    bool attention_output_gate = false;
    bool add_bias_linear = false;      // GPT-OSS style biases (not in Megatron's parameter count)
    bool add_qkv_bias = false;         // add_qkv_bias: biases on the QKV projection only (GLM, Qwen2)
    double attention_dropout = 0.0;    // attention_dropout (Megatron-LM's CLI default is 0.1)
    double hidden_dropout = 0.0;       // hidden_dropout (Megatron-LM's CLI default is 0.1)
    double init_method_std = 0.02;     // init_method_std (HF initializer_range)
    int64_t vocab_size = 0;            // raw tokenizer vocabulary
    int64_t make_vocab_size_divisible_by = 128;
    bool tied_embeddings = false;      // share_embeddings_and_output_weights
    int64_t max_position_embeddings = 0;
    double rotary_percent = 1.0;
    double rotary_base = 10000.0;  // rotary_base (HF rope_theta)
    RopeScalingSpec rope_scaling;

    AttentionKind attention = AttentionKind::GQA;
    MlaSpec mla;                                   // used when attention == MLA
    std::optional<LinearAttentionSpec> linear_attention;  // hybrid GDN model when set
    SlidingWindowSpec sliding_window;
    SoftmaxKind softmax = SoftmaxKind::Vanilla;  // softmax_type
    MoeSpec moe;
    int mtp_layers = 0;  // mtp_num_layers
    // mtp_loss_scaling_factor: weight of the averaged MTP loss (Megatron-Core default 0.1); used
    // only with mtp_layers > 0.
    double mtp_loss_scaling_factor = 0.1;
    // Keys of the file the model came from that change the network or its training and that no
    // field above carries ("rope_scaling.type=longrope"): named in warnings and export headers.
    std::vector<std::string> not_carried;

    bool operator==(const ModelSpec&) const = default;

    [[nodiscard]] bool isMoe() const { return moe.num_experts > 0; }
    // Padded vocabulary: ceil(V / (divisor * TP)) * divisor * TP (domain §3.1).
    [[nodiscard]] int64_t paddedVocab(int tp) const;
    // True when decoder layer i (0-based; i >= num_layers addresses MTP layers, which take the
    // last decoder layer's type) has a routed-expert MLP.
    [[nodiscard]] bool isMoeLayer(int layer) const;
    // True when layer i (same indexing) is a Gated-DeltaNet layer.
    [[nodiscard]] bool isLinearAttentionLayer(int layer) const;
    [[nodiscard]] int moeLayerCount() const;      // decoder layers only
    [[nodiscard]] int linearLayerCount() const;   // decoder + MTP layers
};

}  // namespace moe
