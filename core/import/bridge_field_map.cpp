#include <string>
#include <vector>

#include "core/import/bridge_yaml_sections.h"

namespace moe::bridge_yaml {

Status applyMappedFields(Context& c, const YAML::Node& root, Recipe& r) {
    // Section.key -> recipe path, applied through the registry.
    struct Map {
        const char* section;
        const char* key;
        const char* path;
    };
    static const std::vector<Map> kMap = {
        {"model", "tensor_model_parallel_size", "layout.tp"},
        {"model", "pipeline_model_parallel_size", "layout.pp"},
        {"model", "context_parallel_size", "layout.cp"},
        {"model", "expert_model_parallel_size", "layout.ep"},
        {"model", "expert_tensor_parallel_size", "layout.etp"},
        {"model", "sequence_parallel", "layout.sequence_parallel"},
        {"model", "virtual_pipeline_model_parallel_size", "layout.vpp"},
        {"model", "num_layers_in_first_pipeline_stage", "layout.first_stage_layers"},
        {"model", "num_layers_in_last_pipeline_stage", "layout.last_stage_layers"},
        {"model", "account_for_embedding_in_pipeline_split", "layout.account_for_embedding_in_pipeline_split"},
        {"model", "account_for_loss_in_pipeline_split", "layout.account_for_loss_in_pipeline_split"},
        {"model", "microbatch_group_size_per_vp_stage", "layout.microbatch_group_size_per_vp_stage"},
        {"model", "hierarchical_context_parallel_sizes", "layout.hierarchical_cp_sizes"},
        {"model", "seq_length", "layout.seq_length"},
        {"dataset", "seq_length", "layout.seq_length"},
        {"dataset", "sequence_length", "layout.seq_length"},
        {"model", "num_layers", "model.num_layers"},
        {"model", "hidden_size", "model.hidden_size"},
        {"model", "ffn_hidden_size", "model.ffn_hidden_size"},
        {"model", "num_attention_heads", "model.num_attention_heads"},
        {"model", "num_query_groups", "model.num_query_groups"},
        {"model", "kv_channels", "model.kv_channels"},
        {"model", "kv_lora_rank", "model.mla.kv_lora_rank"},
        {"model", "qk_head_dim", "model.mla.qk_head_dim"},
        {"model", "qk_pos_emb_head_dim", "model.mla.qk_pos_emb_head_dim"},
        {"model", "v_head_dim", "model.mla.v_head_dim"},
        {"model", "gated_linear_unit", "model.gated_linear_unit"},
        {"model", "qk_layernorm", "model.qk_layernorm"},
        {"model", "attention_output_gate", "model.attention_output_gate"},
        {"model", "add_bias_linear", "model.add_bias_linear"},
        {"model", "rotary_percent", "model.rotary_percent"},
        {"model", "rotary_base", "model.rotary_base"},
        {"model", "layernorm_epsilon", "model.norm_epsilon"},
        {"model", "layernorm_zero_centered_gamma", "model.zero_centered_gamma"},
        {"model", "glu_linear_offset", "model.glu_linear_offset"},
        {"model", "activation_func_clamp_value", "model.activation_clamp"},
        {"model", "add_qkv_bias", "model.add_qkv_bias"},
        {"model", "attention_dropout", "model.attention_dropout"},
        {"model", "hidden_dropout", "model.hidden_dropout"},
        {"model", "init_method_std", "model.init_method_std"},
        {"model", "vocab_size", "model.vocab_size"},
        {"model", "make_vocab_size_divisible_by", "model.make_vocab_size_divisible_by"},
        {"model", "mtp_loss_scaling_factor", "model.mtp_loss_scaling_factor"},
        {"model", "window_attn_skip_freq", "model.sliding_window.skip_freq"},
        {"model", "softmax_type", "model.softmax_type"},
        {"model", "num_moe_experts", "model.moe.num_experts"},
        {"model", "moe_router_topk", "model.moe.top_k"},
        {"model", "moe_ffn_hidden_size", "model.moe.ffn_hidden_size"},
        {"model", "moe_shared_expert_intermediate_size", "model.moe.shared_expert_size"},
        {"model", "moe_shared_expert_gate", "model.moe.shared_expert_gate"},
        {"model", "moe_router_score_function", "model.moe.router.score_function"},
        {"model", "moe_router_num_groups", "model.moe.router.num_groups"},
        {"model", "moe_router_group_topk", "model.moe.router.group_topk"},
        {"model", "moe_router_topk_scaling_factor", "model.moe.router.topk_scaling_factor"},
        {"model", "moe_router_enable_expert_bias", "model.moe.router.expert_bias"},
        {"model", "moe_router_bias_update_rate", "model.moe.router.bias_update_rate"},
        {"model", "moe_router_pre_softmax", "model.moe.router.pre_softmax"},
        {"model", "moe_router_load_balancing_type", "model.moe.router.load_balancing_type"},
        {"model", "moe_aux_loss_coeff", "model.moe.router.aux_loss_coeff"},
        {"model", "moe_z_loss_coeff", "model.moe.router.z_loss_coeff"},
        {"model", "moe_grouped_gemm", "options.routing.grouped_gemm"},
        {"model", "moe_permute_fusion", "options.routing.permute_fusion"},
        {"model", "moe_router_force_load_balancing", "options.routing.force_load_balancing"},
        {"model", "moe_pad_expert_input_to_capacity", "options.routing.pad_to_capacity"},
        {"model", "moe_expert_rank_capacity_factor", "options.routing.expert_rank_capacity_factor"},
        {"model", "recompute_method", "options.recompute.method"},
        {"model", "recompute_num_layers", "options.recompute.num_layers"},
        {"model", "recompute_modules", "options.recompute.modules"},
        {"model", "fine_grained_activation_offloading", "options.activation_cpu_offload"},
        {"model", "offload_modules", "options.offload_modules"},
        {"model", "activation_offload_fraction", "options.activation_offload_fraction"},
        {"model", "moe_shared_expert_overlap", "options.overlap.shared_expert_overlap"},
        {"model", "cuda_graph_impl", "options.cuda_graphs.impl"},
        {"train", "micro_batch_size", "layout.micro_batch_size"},
        {"train", "global_batch_size", "layout.global_batch_size"},
        {"train", "manual_gc", "options.manual_gc"},
        {"optimizer", "use_distributed_optimizer", "options.optimizer.distributed"},
        {"ddp", "use_distributed_optimizer", "options.optimizer.distributed"},
        {"ddp", "num_distributed_optimizer_instances", "options.optimizer.distributed_instances"},
        {"optimizer", "use_precision_aware_optimizer", "options.optimizer.precision_aware"},
        {"optimizer", "optimizer_cpu_offload", "options.optimizer.cpu_offload"},
        {"optimizer", "optimizer_offload_fraction", "options.optimizer.offload_fraction"},
        {"ddp", "check_for_nan_in_grad", "options.check_for_nan_in_grad"},
        {"dataset", "mock", "options.benchmark_only"},
        // Later rows win: comm_overlap overwrites ddp/optimizer/model (§8.3).
        {"ddp", "overlap_grad_reduce", "options.overlap.grad_reduce"},
        {"ddp", "overlap_param_gather", "options.overlap.param_gather"},
        {"optimizer", "overlap_param_gather_with_optimizer_step", "options.overlap.param_gather_with_optimizer_step"},
        {"model", "overlap_moe_expert_parallel_comm", "options.overlap.ep_a2a_overlap"},
        {"model", "delay_wgrad_compute", "options.overlap.delay_wgrad_compute"},
        {"model", "tp_comm_overlap", "options.overlap.tp_comm_overlap"},
        {"comm_overlap", "tp_comm_overlap", "options.overlap.tp_comm_overlap"},
        {"comm_overlap", "overlap_moe_expert_parallel_comm", "options.overlap.ep_a2a_overlap"},
        {"comm_overlap", "delay_wgrad_compute", "options.overlap.delay_wgrad_compute"},
        {"comm_overlap", "overlap_grad_reduce", "options.overlap.grad_reduce"},
        {"comm_overlap", "overlap_param_gather", "options.overlap.param_gather"},
        {"comm_overlap", "overlap_param_gather_with_optimizer_step",
         "options.overlap.param_gather_with_optimizer_step"},
    };
    // Bridge's ConfigContainer.validate() asserts that the model's and the dataset's sequence
    // lengths agree: a dump where they differ does not start. The dataset's is imported (the later
    // row below) and the disagreement is said (review: it was silent).
    {
        // Read directly: value() would record a ${VAR} placeholder a second time.
        auto scalarAt = [&root](const char* section, const char* key) -> YAML::Node {
            const YAML::Node sec = root[section];
            if (!sec || !sec.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
            // Looked up by iteration: operator[] on a missing key would add it.
            for (const auto& kv : sec)
                if (kv.first.IsScalar() && kv.first.Scalar() == key && kv.second.IsScalar() &&
                    !isPlaceholder(kv.second))
                    return kv.second;
            return YAML::Node(YAML::NodeType::Undefined);
        };
        const YAML::Node modelSeq = scalarAt("model", "seq_length");
        // The later row of the map below wins: sequence_length over seq_length. (Initialised, not
        // assigned: assigning a YAML::Node writes through to the node it refers to.)
        const bool bySequenceLength = scalarAt("dataset", "sequence_length").IsDefined();
        const YAML::Node dataSeq = scalarAt("dataset", bySequenceLength ? "sequence_length" : "seq_length");
        const char* dataKey = bySequenceLength ? "dataset.sequence_length" : "dataset.seq_length";
        if (modelSeq.IsDefined() && dataSeq.IsDefined() && modelSeq.Scalar() != dataSeq.Scalar())
            c.warnings.warn(
                located(dataSeq, message("import",
                                         MOE_TR("import",
                                                "%1 %2 and %3 %4 differ: Megatron-Bridge refuses to start such a run "
                                                "(ConfigContainer.validate asserts they are equal); imported %4"),
                                         codeArg("model.seq_length"), codeArg(modelSeq.Scalar()), codeArg(dataKey),
                                         codeArg(dataSeq.Scalar()))));
    }
    for (const auto& m : kMap) {
        YAML::Node n = value(c, root[m.section], m.section, m.key);
        if (!n) continue;
        const std::string key = std::string(m.section) + "." + m.key;
        if (std::string(m.key) == "virtual_pipeline_model_parallel_size" && n.IsScalar() && n.Scalar() == "1") continue;
        if (auto s = assign(c, r, n, key, m.path); !s) return s.error();
    }
    return okStatus();
}

}  // namespace moe::bridge_yaml
