#include "core/export/bridge_yaml_export.h"

#include <optional>
#include <sstream>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/catalog/catalog.h"
#include "core/export/export_environment.h"
#include "core/export/export_metadata.h"
#include "core/recipe/recipe_fields.h"

namespace moe {
namespace {

// Bridge dumps torch dtypes as {_target_: torch.X, _call_: false}.
void torchDtype(YAML::Emitter& out, const char* key, OptimizerDtype d) {
    const char* name = d == OptimizerDtype::FP32 ? "torch.float32"
                       : d == OptimizerDtype::FP16 ? "torch.float16"
                       : d == OptimizerDtype::BF16 ? "torch.bfloat16"
                                                   : "torch.uint8";  // fp8 moments are stored as uint8
    out << YAML::Key << key << YAML::Value << YAML::BeginMap << YAML::Key << "_target_" << YAML::Value << name
        << YAML::Key << "_call_" << YAML::Value << false << YAML::EndMap;
}

// A number in exponent form that a YAML 1.1 loader (PyYAML, which Bridge's own tools use) reads
// as a float: it wants a point in the mantissa and a signed exponent, and takes "1e-05" for a
// string (a review). "1e-05" → "1.0e-05", "2e6" → "2.0e+6"; anything else as it is.
std::string yaml11Float(const std::string& text) {
    const size_t e = text.find_first_of("eE");
    if (e == std::string::npos || e == 0 || text.find('.') != std::string::npos) return text;
    const auto digits = [](const std::string& s, size_t from, size_t to) {
        if (from >= to) return false;
        for (size_t i = from; i < to; ++i)
            if (s[i] < '0' || s[i] > '9') return false;
        return true;
    };
    const size_t mantissaStart = text[0] == '-' || text[0] == '+' ? 1 : 0;
    const bool signedExponent = e + 1 < text.size() && (text[e + 1] == '-' || text[e + 1] == '+');
    const size_t exponentStart = e + 1 + (signedExponent ? 1 : 0);
    if (!digits(text, mantissaStart, e) || !digits(text, exponentStart, text.size())) return text;
    return text.substr(0, e) + ".0e" + (signedExponent ? "" : "+") + text.substr(e + 1);
}

// Emits a scalar the way the field registry prints it, typed for YAML (numbers unquoted).
void field(YAML::Emitter& out, const Recipe& r, const char* key, const char* path) {
    out << YAML::Key << key << YAML::Value << yaml11Float(recipeFieldText(r, path));
}

void boolean(YAML::Emitter& out, const char* key, bool v) { out << YAML::Key << key << YAML::Value << v; }
// Only for fields whose upstream annotation is Optional (Megatron-Core ModelParallelConfig /
// TransformerConfig): null there clears a base recipe's value. A non-Optional field is left out
// instead (the test of the exported nulls holds the annotations).
void null(YAML::Emitter& out, const char* key) { out << YAML::Key << key << YAML::Value << YAML::Null; }

// Bridge writes a callable as {_target_: module.qualname, _call_: false} (utils/yaml_utils.py).
void activationFields(YAML::Emitter& out, const Recipe& r) {
    const ModelSpec& m = r.model;
    const char* target = "torch.nn.functional.gelu";
    switch (m.activation) {
        case ActivationKind::Silu:
            target = "torch.nn.functional.silu";
            break;
        case ActivationKind::QuickGelu:
            target = "megatron.core.fusions.fused_bias_geglu.quick_gelu";
            break;
        case ActivationKind::SquaredRelu:
            target = "megatron.core.activations.squared_relu";
            break;
        case ActivationKind::Relu:
            target = "torch.nn.functional.relu";
            break;
        case ActivationKind::Gelu:
            break;
    }
    out << YAML::Key << "activation_func" << YAML::Value << YAML::BeginMap << YAML::Key << "_target_" << YAML::Value
        << target << YAML::Key << "_call_" << YAML::Value << false << YAML::EndMap;
    field(out, r, "glu_linear_offset", "model.glu_linear_offset");
    if (m.activation_clamp)
        field(out, r, "activation_func_clamp_value", "model.activation_clamp");
    else
        null(out, "activation_func_clamp_value");
}

// MLA: MLATransformerConfig's rope_type and YaRN fields under their own names; other attention:
// position_embedding_type yarn with the yarn_* fields of Bridge's GPT provider (its HF mapping
// YARN_ROPE_SCALING_MAPPING in models/conversion/model_bridge.py).
void ropeFields(YAML::Emitter& out, const Recipe& r) {
    const ModelSpec& m = r.model;
    const bool yarn = m.rope_scaling.kind == RopeScalingKind::Yarn;
    field(out, r, "rotary_base", "model.rotary_base");
    const bool mla = m.attention == AttentionKind::MLA;
    // MLA keeps position_embedding_type rope and says YaRN in rope_type; other attention says it
    // in position_embedding_type.
    out << YAML::Key << "position_embedding_type" << YAML::Value << (yarn && !mla ? "yarn" : "rope");
    if (mla) out << YAML::Key << "rope_type" << YAML::Value << (yarn ? "yarn" : "rope");
    if (!yarn) return;
    const std::string prefix = mla ? "" : "yarn_";
    for (const auto& f : bridgeYarnFields())
        if (!(mla && f.gpt_only)) field(out, r, (prefix + f.key).c_str(), f.path);
}

void modelSection(YAML::Emitter& out, const Recipe& r, MegatronVersion version, std::vector<std::string>& notes) {
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    const TrainingOptions& o = r.options;
    out << YAML::Key << "model" << YAML::Value << YAML::BeginMap;
    // Parallelism.
    field(out, r, "tensor_model_parallel_size", "layout.tp");
    field(out, r, "pipeline_model_parallel_size", "layout.pp");
    field(out, r, "context_parallel_size", "layout.cp");
    field(out, r, "expert_model_parallel_size", "layout.ep");
    // Optional in ModelParallelConfig: null means ETP = TP, which also clears a base recipe's value.
    if (l.etp) out << YAML::Key << "expert_tensor_parallel_size" << YAML::Value << *l.etp;
    else null(out, "expert_tensor_parallel_size");
    boolean(out, "sequence_parallel", l.sequence_parallel);
    if (l.vpp > 1) field(out, r, "virtual_pipeline_model_parallel_size", "layout.vpp");
    else null(out, "virtual_pipeline_model_parallel_size");
    if (!l.pipeline_layout.empty()) out << YAML::Key << "pipeline_model_parallel_layout" << YAML::Value << YAML::DoubleQuoted << l.pipeline_layout;
    else null(out, "pipeline_model_parallel_layout");
    if (l.first_stage_layers) field(out, r, "num_layers_in_first_pipeline_stage", "layout.first_stage_layers");
    else null(out, "num_layers_in_first_pipeline_stage");
    if (l.last_stage_layers) field(out, r, "num_layers_in_last_pipeline_stage", "layout.last_stage_layers");
    else null(out, "num_layers_in_last_pipeline_stage");
    boolean(out, "account_for_embedding_in_pipeline_split", l.account_for_embedding_in_pipeline_split);
    boolean(out, "account_for_loss_in_pipeline_split", l.account_for_loss_in_pipeline_split);
    if (l.microbatch_group_size_per_vp_stage) field(out, r, "microbatch_group_size_per_vp_stage", "layout.microbatch_group_size_per_vp_stage");
    else null(out, "microbatch_group_size_per_vp_stage");
    out << YAML::Key << "cp_comm_type" << YAML::Value << toString(l.cp_comm_type);
    if (l.hierarchical_cp_sizes.empty()) null(out, "hierarchical_context_parallel_sizes");
    else out << YAML::Key << "hierarchical_context_parallel_sizes" << YAML::Value << YAML::Flow << l.hierarchical_cp_sizes;
    field(out, r, "seq_length", "layout.seq_length");
    // Shape.
    field(out, r, "num_layers", "model.num_layers");
    field(out, r, "hidden_size", "model.hidden_size");
    field(out, r, "ffn_hidden_size", "model.ffn_hidden_size");
    field(out, r, "num_attention_heads", "model.num_attention_heads");
    field(out, r, "num_query_groups", "model.num_query_groups");
    field(out, r, "kv_channels", "model.kv_channels");
    boolean(out, "multi_latent_attention", m.attention == AttentionKind::MLA);
    if (m.attention == AttentionKind::MLA) {
        // MLATransformerConfig annotates q_lora_rank `int` (default 512), though its attention reads
        // None as a direct query projection: null is not written into a field that does not allow it.
        if (m.mla.q_lora_rank) field(out, r, "q_lora_rank", "model.mla.q_lora_rank");
        else
            notes.push_back("q_lora_rank left out (no query LoRA): MLATransformerConfig types it int, so the base recipe "
                            "must carry None, as Bridge's DeepSeekV2LiteModelProvider does");
        field(out, r, "kv_lora_rank", "model.mla.kv_lora_rank");
        field(out, r, "qk_head_dim", "model.mla.qk_head_dim");
        field(out, r, "qk_pos_emb_head_dim", "model.mla.qk_pos_emb_head_dim");
        field(out, r, "v_head_dim", "model.mla.v_head_dim");
    }
    if (m.linear_attention) {
        out << YAML::Key << "experimental_attention_variant" << YAML::Value << "gated_delta_net";
        field(out, r, "linear_attention_freq", "model.linear_attention.freq");
        field(out, r, "linear_num_key_heads", "model.linear_attention.num_key_heads");
        field(out, r, "linear_key_head_dim", "model.linear_attention.key_head_dim");
        field(out, r, "linear_num_value_heads", "model.linear_attention.num_value_heads");
        field(out, r, "linear_value_head_dim", "model.linear_attention.value_head_dim");
        field(out, r, "linear_conv_kernel_dim", "model.linear_attention.conv_kernel_dim");
    } else {
        null(out, "linear_attention_freq");
    }
    if (m.sliding_window.window > 0) {
        out << YAML::Key << "window_size" << YAML::Value << YAML::Flow << YAML::BeginSeq << m.sliding_window.window - 1 << 0 << YAML::EndSeq;
        field(out, r, "window_attn_skip_freq", "model.sliding_window.skip_freq");
    } else {
        null(out, "window_size");
    }
    // TransformerConfig's softmax_type defaults to vanilla. The override goes over the named model's
    // provider, though, so vanilla is written too when that provider has sinks (GPT-OSS).
    const ModelSpec* base = builtinCatalog().findModel(r.model_ref);
    if (m.softmax != SoftmaxKind::Vanilla || (base && base->softmax != SoftmaxKind::Vanilla))
        field(out, r, "softmax_type", "model.softmax_type");
    boolean(out, "gated_linear_unit", m.gated_linear_unit);
    activationFields(out, r);
    out << YAML::Key << "normalization" << YAML::Value << (m.norm == NormKind::RMSNorm ? "RMSNorm" : "LayerNorm");
    field(out, r, "layernorm_epsilon", "model.norm_epsilon");
    boolean(out, "layernorm_zero_centered_gamma", m.zero_centered_gamma);
    boolean(out, "qk_layernorm", m.qk_layernorm);
    boolean(out, "attention_output_gate", m.attention_output_gate);
    boolean(out, "add_bias_linear", m.add_bias_linear);
    boolean(out, "add_qkv_bias", m.add_qkv_bias);
    field(out, r, "attention_dropout", "model.attention_dropout");
    field(out, r, "hidden_dropout", "model.hidden_dropout");
    field(out, r, "init_method_std", "model.init_method_std");
    ropeFields(out, r);
    field(out, r, "rotary_percent", "model.rotary_percent");
    field(out, r, "vocab_size", "model.vocab_size");
    field(out, r, "make_vocab_size_divisible_by", "model.make_vocab_size_divisible_by");
    boolean(out, "share_embeddings_and_output_weights", m.tied_embeddings);  // Bridge default true
    if (m.mtp_layers > 0) {
        field(out, r, "mtp_num_layers", "model.mtp_layers");
        field(out, r, "mtp_loss_scaling_factor", "model.mtp_loss_scaling_factor");
    } else {
        null(out, "mtp_num_layers");
    }
    // MoE.
    if (m.isMoe()) {
        field(out, r, "num_moe_experts", "model.moe.num_experts");
        field(out, r, "moe_router_topk", "model.moe.top_k");
        field(out, r, "moe_ffn_hidden_size", "model.moe.ffn_hidden_size");
        if (m.moe.shared_expert_size > 0) field(out, r, "moe_shared_expert_intermediate_size", "model.moe.shared_expert_size");
        else null(out, "moe_shared_expert_intermediate_size");
        boolean(out, "moe_shared_expert_gate", m.moe.shared_expert_gate);
        if (m.moe.layer_pattern.empty()) {
            out << YAML::Key << "moe_layer_freq" << YAML::Value << 1;
        } else {
            out << YAML::Key << "moe_layer_freq" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (bool b : m.moe.layer_pattern) out << (b ? 1 : 0);
            out << YAML::EndSeq;
        }
        field(out, r, "moe_router_score_function", "model.moe.router.score_function");
        if (m.moe.router.num_groups > 0) {
            field(out, r, "moe_router_num_groups", "model.moe.router.num_groups");
            field(out, r, "moe_router_group_topk", "model.moe.router.group_topk");
        } else {
            null(out, "moe_router_num_groups");
            null(out, "moe_router_group_topk");
        }
        field(out, r, "moe_router_topk_scaling_factor", "model.moe.router.topk_scaling_factor");
        boolean(out, "moe_router_enable_expert_bias", m.moe.router.expert_bias);
        field(out, r, "moe_router_bias_update_rate", "model.moe.router.bias_update_rate");
        boolean(out, "moe_router_pre_softmax", m.moe.router.pre_softmax);
        field(out, r, "moe_router_load_balancing_type", "model.moe.router.load_balancing_type");
        field(out, r, "moe_aux_loss_coeff", "model.moe.router.aux_loss_coeff");
        if (m.moe.router.z_loss_coeff)
            field(out, r, "moe_z_loss_coeff", "model.moe.router.z_loss_coeff");
        else
            null(out, "moe_z_loss_coeff");
        if (o.routing.router_dtype_fp32) out << YAML::Key << "moe_router_dtype" << YAML::Value << "fp32";
        else null(out, "moe_router_dtype");
        boolean(out, "moe_grouped_gemm", o.routing.grouped_gemm);
        boolean(out, "moe_permute_fusion", o.routing.permute_fusion);
        boolean(out, "moe_router_force_load_balancing", o.routing.force_load_balancing);
        if (o.routing.capacity_factor) field(out, r, "moe_expert_capacity_factor", "options.routing.capacity_factor");
        else null(out, "moe_expert_capacity_factor");
        boolean(out, "moe_pad_expert_input_to_capacity", o.routing.pad_to_capacity);
        if (o.routing.expert_rank_capacity_factor)
            field(out, r, "moe_expert_rank_capacity_factor", "options.routing.expert_rank_capacity_factor");
        const bool flex = o.dispatcher == Dispatcher::FlexDeepEP || o.dispatcher == Dispatcher::FlexHybridEP ||
                          o.dispatcher == Dispatcher::FlexNcclEP;
        out << YAML::Key << "moe_token_dispatcher_type" << YAML::Value
            << (o.dispatcher == Dispatcher::AllGather ? "allgather" : o.dispatcher == Dispatcher::AllToAll ? "alltoall" : "flex");
        if (flex)
            out << YAML::Key << "moe_flex_dispatcher_backend" << YAML::Value
                << (o.dispatcher == Dispatcher::FlexDeepEP ? "deepep" : o.dispatcher == Dispatcher::FlexHybridEP ? "hybridep" : "ncclep");
        boolean(out, "moe_shared_expert_overlap", o.overlap.shared_expert_overlap);
    } else {
        null(out, "num_moe_experts");
    }
    // Recompute, offload, graphs.
    const auto& rc = o.recompute;
    if (rc.granularity == RecomputeGranularity::None) null(out, "recompute_granularity");
    else out << YAML::Key << "recompute_granularity" << YAML::Value << toString(rc.granularity);
    if (rc.granularity == RecomputeGranularity::Full && rc.method != RecomputeMethod::None)
        out << YAML::Key << "recompute_method" << YAML::Value << toString(rc.method);
    else null(out, "recompute_method");
    if (rc.granularity == RecomputeGranularity::Full) field(out, r, "recompute_num_layers", "options.recompute.num_layers");
    else null(out, "recompute_num_layers");
    if (rc.granularity == RecomputeGranularity::Selective) {
        out << YAML::Key << "recompute_modules" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (auto mod : rc.modules) out << toString(mod);
        out << YAML::EndSeq;
    } else {
        null(out, "recompute_modules");
    }
    boolean(out, "fine_grained_activation_offloading", o.activation_cpu_offload);
    if (o.activation_cpu_offload && !o.offload_modules.empty()) {
        out << YAML::Key << "offload_modules" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (auto mod : o.offload_modules) out << toString(mod);
        out << YAML::EndSeq;
        if (o.activation_offload_fraction != 1.0) field(out, r, "activation_offload_fraction", "options.activation_offload_fraction");
    }
    const auto& g = o.cuda_graphs;
    if (g.impl == CudaGraphImpl::FullIteration && !hasCudaGraphModulesFlag(version)) {
        out << YAML::Key << "cuda_graph_impl" << YAML::Value << "local";  // <= 0.17 spelling
        out << YAML::Key << "cuda_graph_scope" << YAML::Value << YAML::Flow << YAML::BeginSeq << "full_iteration" << YAML::EndSeq;
    } else {
        out << YAML::Key << "cuda_graph_impl" << YAML::Value << toString(g.impl);
        // From Megatron-Core 0.18 TransformerConfig names the module list cuda_graph_modules and
        // cuda_graph_scope is deprecated; before, cuda_graph_scope is the only spelling.
        out << YAML::Key << (hasCudaGraphModulesFlag(version) ? "cuda_graph_modules" : "cuda_graph_scope") << YAML::Value
            << YAML::Flow << YAML::BeginSeq;
        // Without graphs, an empty list: it clears a base recipe's modules, and the recipe's
        // greyed-out scopes (kept for when graphs come back on) describe nothing that is captured
        // (review 38 found "cuda_graph_impl: none" over three modules).
        if (g.impl != CudaGraphImpl::None)
            for (auto s : g.scopes) out << toString(s);
        out << YAML::EndSeq;
    }
    // EP overlap and delayed wgrad are TransformerConfig fields; CommOverlapConfig only gained
    // them in later Bridge releases, so they are set here where every release reads them.
    boolean(out, "overlap_moe_expert_parallel_comm", o.overlap.ep_a2a_overlap);
    boolean(out, "delay_wgrad_compute", o.overlap.delay_wgrad_compute);
    out << YAML::EndMap;
}

// Bridge's presets (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/mixed_precision.py):
// bf16_mixed, and on top of it fp8 hybrid/delayed, fp8 hybrid/tensorwise and MXFP8 with FP8 param
// gather on (MXFP8 also reusing the grad buffer), fp8 hybrid/blockwise with it off. No NVFP4 preset.
std::optional<std::string> matchingPreset(const Recipe& r) {
    const bool gather = r.options.fp8_param_gather;
    if (r.options.fp8_attention && r.options.isFp8()) return std::nullopt;  // no preset sets it
    switch (r.options.precision) {
        case Precision::BF16: return std::string("bf16_mixed");
        case Precision::FP8Delayed:
            if (gather) return std::string("bf16_with_fp8_delayed_scaling_mixed");
            break;
        case Precision::FP8Tensorwise:
            if (gather) return std::string("bf16_with_fp8_current_scaling_mixed");
            break;
        case Precision::FP8Blockwise:
            if (!gather) return std::string("bf16_with_fp8_subchannel_scaling_mixed");
            break;
        case Precision::MXFP8:
            if (gather) return std::string("bf16_with_mxfp8_mixed");
            break;
        case Precision::NVFP4: break;
    }
    return std::nullopt;
}

void bf16Dtype(YAML::Emitter& out, const char* key) {
    out << YAML::Key << key << YAML::Value << YAML::BeginMap << YAML::Key << "_target_" << YAML::Value << "torch.bfloat16"
        << YAML::Key << "_call_" << YAML::Value << false << YAML::EndMap;
}

// A preset name when the recipe's precision fields equal one (Bridge resolves the name itself),
// else a MixedPrecisionConfig with `_target_`, so Bridge builds it whole instead of assigning a raw
// dict where the base recipe holds none: bf16_mixed's fields plus the recipe's FP8/FP4 ones.
void mixedPrecisionSection(YAML::Emitter& out, const Recipe& r, std::vector<std::string>& notes) {
    const Precision p = r.options.precision;
    const bool fp8 = r.options.isFp8();
    if (auto preset = matchingPreset(r)) {
        out << YAML::Key << "mixed_precision" << YAML::Value << *preset;
        return;
    }
    out << YAML::Key << "mixed_precision" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "_target_" << YAML::Value << "megatron.bridge.training.mixed_precision.MixedPrecisionConfig";
    boolean(out, "bf16", true);
    bf16Dtype(out, "params_dtype");
    bf16Dtype(out, "pipeline_dtype");
    boolean(out, "autocast_enabled", false);
    boolean(out, "grad_reduce_in_fp32", true);
    if (fp8) {
        out << YAML::Key << "fp8" << YAML::Value << (p == Precision::MXFP8 ? "e4m3" : "hybrid");
        out << YAML::Key << "fp8_recipe" << YAML::Value
            << (p == Precision::FP8Tensorwise ? "tensorwise" : p == Precision::FP8Delayed ? "delayed" : p == Precision::FP8Blockwise ? "blockwise" : "mxfp8");
        boolean(out, "fp8_param_gather", r.options.fp8_param_gather);
        boolean(out, "fp8_dot_product_attention", r.options.fp8_attention);
        // MixedPrecisionConfig.finalize() asserts the grad-buffer reuse for MXFP8 with FP8 param gather.
        boolean(out, "reuse_grad_buf_for_mxfp8_param_ag", p == Precision::MXFP8 && r.options.fp8_param_gather);
    }
    if (p == Precision::NVFP4) {
        out << YAML::Key << "fp4" << YAML::Value << "e2m1";
        out << YAML::Key << "fp4_recipe" << YAML::Value << "nvfp4";
        // MixedPrecisionConfig.finalize() raises for fp4_param / fp4_param_gather.
        if (r.options.fp8_param_gather)
            notes.push_back("FP4 param gather left out: Bridge's MixedPrecisionConfig.finalize() rejects fp4_param");
    }
    out << YAML::EndMap;
}

}  // namespace

const std::vector<BridgeYarnField>& bridgeYarnFields() {
    static const std::vector<BridgeYarnField> kFields = {
        {"rotary_scaling_factor", "model.rope_scaling.factor"},
        {"original_max_position_embeddings", "model.rope_scaling.original_max_position_embeddings"},
        {"beta_fast", "model.rope_scaling.beta_fast"},
        {"beta_slow", "model.rope_scaling.beta_slow"},
        {"mscale", "model.rope_scaling.mscale"},
        {"mscale_all_dim", "model.rope_scaling.mscale_all_dim"},
        {"correction_range_round_to_int", "model.rope_scaling.truncate", true}};
    return kFields;
}

const char* bridgePrecisionPreset(Precision p) {
    switch (p) {
        case Precision::BF16: return "bf16_mixed";
        case Precision::FP8Tensorwise: return "bf16_with_fp8_current_scaling_mixed";
        case Precision::FP8Delayed: return "bf16_with_fp8_delayed_scaling_mixed";
        case Precision::FP8Blockwise: return "bf16_with_fp8_subchannel_scaling_mixed";
        case Precision::MXFP8: return "bf16_with_mxfp8_mixed";
        case Precision::NVFP4: return "bf16_with_nvfp4_mixed";
    }
    return "bf16_mixed";
}

Result<std::string> exportBridgeYaml(const Recipe& recipe, MegatronVersion version) {
    if (auto s = checkExportable(recipe, version, Trainer::Bridge); !s) return s.error();
    const TrainingOptions& o = recipe.options;
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    std::vector<std::string> notes;
    modelSection(out, recipe, version, notes);

    out << YAML::Key << "train" << YAML::Value << YAML::BeginMap;
    field(out, recipe, "micro_batch_size", "layout.micro_batch_size");
    field(out, recipe, "global_batch_size", "layout.global_batch_size");
    boolean(out, "manual_gc", o.manual_gc);
    out << YAML::EndMap;

    // `mock` is not written: GPTDatasetConfig derives it from whether data paths are given.
    out << YAML::Key << "dataset" << YAML::Value << YAML::BeginMap;
    field(out, recipe, "sequence_length", "layout.seq_length");  // GPTDatasetConfig's name in Bridge dumps
    out << YAML::EndMap;

    mixedPrecisionSection(out, recipe, notes);

    out << YAML::Key << "optimizer" << YAML::Value << YAML::BeginMap;
    boolean(out, "use_distributed_optimizer", o.optimizer.distributed);
    boolean(out, "use_precision_aware_optimizer", o.optimizer.precision_aware);
    torchDtype(out, "main_grads_dtype", o.optimizer.main_grads_dtype);
    torchDtype(out, "exp_avg_dtype", o.optimizer.exp_avg_dtype);
    torchDtype(out, "exp_avg_sq_dtype", o.optimizer.exp_avg_sq_dtype);
    boolean(out, "optimizer_cpu_offload", o.optimizer.cpu_offload);
    field(out, recipe, "optimizer_offload_fraction", "options.optimizer.offload_fraction");
    out << YAML::EndMap;

    out << YAML::Key << "ddp" << YAML::Value << YAML::BeginMap;
    boolean(out, "use_distributed_optimizer", o.optimizer.distributed);
    field(out, recipe, "num_distributed_optimizer_instances", "options.optimizer.distributed_instances");
    boolean(out, "check_for_nan_in_grad", o.check_for_nan_in_grad);
    out << YAML::EndMap;

    out << YAML::Key << "rerun_state_machine" << YAML::Value << YAML::BeginMap;
    boolean(out, "check_for_nan_in_loss", o.check_for_nan_in_grad);
    out << YAML::EndMap;

    // Non-null comm_overlap values overwrite the same-named ddp/optimizer/model fields in
    // CommOverlapConfig.setup(). With `_target_` Bridge builds the config whole, so it is valid when
    // the base recipe holds none; TP comm overlap needs the base recipe's userbuffer settings
    // (tp_comm_overlap_cfg), so then the section merges into the base recipe's config instead.
    // Bridge turns TP comm overlap off at TP < 2 or without SP, so it is written only where it runs.
    const bool tpOverlap = o.overlap.tp_comm_overlap && recipe.layout.tp > 1 && recipe.layout.sequence_parallel;
    out << YAML::Key << "comm_overlap" << YAML::Value << YAML::BeginMap;
    if (!tpOverlap) out << YAML::Key << "_target_" << YAML::Value << "megatron.bridge.training.comm_overlap.CommOverlapConfig";
    else notes.push_back("comm_overlap merges into the base recipe's CommOverlapConfig, which must carry tp_comm_overlap_cfg");
    boolean(out, "tp_comm_overlap", tpOverlap);
    boolean(out, "overlap_grad_reduce", o.overlap.grad_reduce);
    boolean(out, "overlap_param_gather", o.overlap.param_gather);
    boolean(out, "overlap_param_gather_with_optimizer_step", o.overlap.param_gather_with_optimizer_step);
    out << YAML::EndMap;

    out << YAML::Key << "dist" << YAML::Value << YAML::BeginMap;
    boolean(out, "use_tp_pp_dp_mapping", recipe.layout.rank_order == RankOrder::TpCpEpPpDp);
    out << YAML::EndMap;

    out << YAML::Key << "env_vars" << YAML::Value << YAML::BeginMap;
    for (const auto& env : exportEnvironment(recipe)) out << YAML::Key << env.name << YAML::Value << YAML::DoubleQuoted << env.value;
    out << YAML::EndMap;
    out << YAML::EndMap;
    if (!out.good()) return Error{{}, 0, 0, {}, std::string("YAML emitter failed: ") + out.GetLastError()};

    std::ostringstream text;
    text << "# Megatron-Bridge ConfigContainer override written by moe-plan for Megatron-Core " << toString(version) << ".\n";
    if (auto preset = matchingPreset(recipe))
        text << "# Merge it over the model's recipe. mixed_precision is Bridge's preset " << *preset << ".\n";
    else
        text << "# Merge it over the model's recipe. mixed_precision is a full MixedPrecisionConfig (no Bridge preset has these fields).\n";
    for (const auto& n : notes) text << "# adjusted for Bridge: " << n << "\n";
    text << "# Not carried by the recipe: learning-rate schedule, checkpoints, data paths.\n";
    for (const auto& line : metadataCommentLines(recipe)) text << line << "\n";
    text << out.c_str() << "\n";
    return text.str();
}

}  // namespace moe
