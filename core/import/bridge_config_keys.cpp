#include "core/import/bridge_config_keys.h"

namespace moe {

// ConfigContainer sections (Bridge dumps) plus env_vars / ENV_VARS, and the fields of the small
// MixedPrecisionConfig and CommOverlapConfig.
const std::set<std::string>& bridgeSections() {
    static const std::set<std::string> kSections = {
        "_target_", "checkpoint", "comm_overlap", "dataset", "ddp", "dist", "ft", "inprocess_restart", "logger",
        "mixed_precision", "model", "nvrx_straggler", "optimizer", "optimizer_config_override_provider", "peft",
        "profiling", "rerun_state_machine", "rng", "scheduler", "straggler", "tensor_inspect", "tokenizer", "train",
        "validation", "env_vars", "ENV_VARS"};
    return kSections;
}

const std::set<std::string>& bridgeMixedPrecisionKeys() {
    static const std::set<std::string> kMixedPrecisionKeys = {
        "_target_", "autocast_dtype", "autocast_enabled", "bf16", "first_last_layers_bf16", "fp16", "fp32", "fp4",
        "fp4_recipe", "fp4_param", "fp8", "fp8_amax_compute_algo", "fp8_amax_history_len", "fp8_dot_product_attention",
        "fp8_margin", "fp8_multi_head_attention", "fp8_param", "fp8_param_gather", "fp8_recipe", "fp8_wgrad",
        "grad_reduce_in_fp32", "hysteresis", "initial_loss_scale", "loss_scale", "loss_scale_window", "min_loss_scale",
        "num_layers_at_end_in_bf16", "num_layers_at_start_in_bf16", "params_dtype", "pipeline_dtype",
        "reuse_grad_buf_for_mxfp8_param_ag"};
    return kMixedPrecisionKeys;
}

const std::set<std::string>& bridgeCommOverlapKeys() {
    static const std::set<std::string> kCommOverlapKeys = {
        "_target_", "align_param_gather", "batch_p2p_comm", "bucket_size", "data_parallel_size",
        "defer_embedding_wgrad_compute", "delay_wgrad_compute", "overlap_grad_reduce", "overlap_moe_expert_parallel_comm",
        "overlap_p2p_comm", "overlap_param_gather", "overlap_param_gather_with_optimizer_step", "tp_comm_bootstrap_backend",
        "tp_comm_overlap", "tp_comm_overlap_cfg", "wgrad_deferral_limit"};
    return kCommOverlapKeys;
}

// Field names of Megatron-Bridge's ConfigContainer sections, as complete config dumps list them
// (NVIDIA-NeMo/Megatron-Bridge @ a9497c6b scripts/performance/dryrun_configs/deepseek/), plus the
// spellings of other releases the importer reads (cuda_graph_modules, dataset.seq_length, ...).
const std::map<std::string, std::set<std::string>>& bridgeSectionKeys() {
    static const std::map<std::string, std::set<std::string>> kKeys = {
        {"dataset",
         {
             "_target_", "add_extra_token_to_sequence", "allow_ambiguous_pad_tokens", "blend", "blend_per_split",
             "context_parallel_size", "create_attention_mask", "data_parallel_size", "data_path", "data_sharding",
             "dataloader_type", "defer_npy_index_mmap", "drop_last", "drop_last_partial_validation_sequence",
             "eod_mask_loss", "fast_cache_load", "full_validation", "hybrid_context_parallel",
             "mid_level_dataset_surplus", "mmap_bin_files", "mock", "multiple_validation_sets",
             "num_dataset_builder_threads", "num_workers", "object_storage_cache_path", "path_to_cache",
             "persistent_workers", "pin_memory", "random_seed", "reset_attention_mask", "reset_position_ids",
             "seq_length", "sequence_length", "sequence_parallel_size", "sequences_per_dataset", "split",
             "split_matrix", "token_dtype_code", "tokenizer", "trust_remote_code"
         }},
        {"ddp",
         {
             "_target_", "align_param_gather", "average_in_collective", "bucket_size", "check_for_large_grads",
             "check_for_nan_in_grad", "data_parallel_sharding_strategy", "delay_wgrad_compute",
             "disable_symmetric_registration", "fp8_param_gather", "fsdp_all_gather_in_start_param_sync",
             "fsdp_db_use_persist_buf_on_alloc_fail", "fsdp_double_buffer", "fsdp_manual_registration",
             "grad_reduce_in_fp32", "gradient_reduce_div_fusion", "keep_fp8_transpose_cache",
             "megatron_fsdp_grad_comm_dtype", "megatron_fsdp_main_grads_dtype", "megatron_fsdp_main_params_dtype",
             "nccl_ub", "num_distributed_optimizer_instances", "outer_dp_sharding_strategy", "overlap_grad_reduce",
             "overlap_param_gather", "pad_buckets_for_high_nccl_busbw",
             "param_name_patterns_for_fp32_local_accumulation", "reduce_scatter_with_fp32_accumulation",
             "reuse_grad_buf_for_mxfp8_param_ag", "suggested_communication_unit_size", "use_custom_fsdp",
             "use_distributed_optimizer", "use_megatron_fsdp"
         }},
        {"model",
         {
             "_target_", "account_for_embedding_in_pipeline_split", "account_for_loss_in_pipeline_split",
             "activation_func", "activation_func_clamp_value", "activation_func_fp8_input_store", "add_bias_linear",
             "add_qkv_bias", "apply_query_key_layer_scaling", "apply_residual_connection_post_layernorm",
             "apply_rope_fusion", "attention_backend", "attention_dropout", "attention_output_gate",
             "attention_softmax_in_fp32", "autocast_dtype", "barrier_with_L1_time", "batch_invariant_mode",
             "batch_p2p_comm", "batch_p2p_sync", "beta_fast", "beta_slow", "bf16", "bias_activation_fusion",
             "bias_dropout_fusion", "cache_mla_latents", "calculate_per_token_loss",
             "clone_scatter_output_in_embedding", "config_logger_dir", "context_parallel_size", "cp_comm_type",
             "cpu_offloading", "cpu_offloading_activations", "cpu_offloading_double_buffering",
             "cpu_offloading_num_layers", "cpu_offloading_retain_pinned_cpu_buffers", "cpu_offloading_weights",
             "cross_entropy_fusion_impl", "cross_entropy_loss_fusion", "cuda_graph_impl", "cuda_graph_modules",
             "cuda_graph_retain_backward_graph", "cuda_graph_scope", "cuda_graph_use_single_mempool",
             "cuda_graph_warmup_steps", "deallocate_pipeline_outputs", "defer_embedding_wgrad_compute",
             "delay_wgrad_compute", "deterministic_mode", "disable_bf16_reduced_precision_matmul",
             "disable_parameter_transpose_cache", "distribute_saved_activations", "dsa_indexer_head_dim",
             "dsa_indexer_loss_coeff", "dsa_indexer_n_heads", "dsa_indexer_topk", "dsa_indexer_use_sparse_loss",
             "embedding_init_method", "embedding_init_method_std", "enable_autocast", "enable_cuda_graph",
             "ep_overlap_early_attn_memory_release", "experimental_attention_variant", "expert_model_parallel_size",
             "expert_tensor_parallel_size", "external_cuda_graph", "ffn_hidden_size", "finalize_model_grads_func",
             "fine_grained_activation_offloading", "first_last_layers_bf16", "flash_decode", "fp16",
             "fp16_lm_cross_entropy", "fp32_residual_connection", "fp4", "fp4_param", "fp4_quantizer_factory",
             "fp4_recipe", "fp8", "fp8_amax_compute_algo", "fp8_amax_history_len", "fp8_dot_product_attention",
             "fp8_interval", "fp8_margin", "fp8_multi_head_attention", "fp8_param", "fp8_quantizer_factory",
             "fp8_recipe", "fp8_wgrad", "fused_residual_rmsnorm", "fused_single_qkv_rope", "gated_linear_unit",
             "glu_linear_offset", "grad_scale_func", "grad_sync_func", "gradient_accumulation_fusion",
             "hetereogenous_dist_checkpoint", "heterogeneous_block_specs", "hf_model_id", "hidden_dropout",
             "hidden_size", "hierarchical_context_parallel_sizes", "hybrid_context_parallel",
             "inference_disable_triton_nvls_kernels", "inference_fuse_tp_communication",
             "inference_grouped_gemm_backend", "inference_moe_disable_fused_quant_kernels", "inference_rng_tracker",
             "inference_sampling_seed", "init_method", "init_method_std", "init_model_with_meta_device",
             "is_hybrid_model", "kitchen_attention_backend", "kv_channels", "kv_lora_rank", "layernorm_epsilon",
             "layernorm_zero_centered_gamma", "linear_attention_freq", "linear_conv_kernel_dim",
             "linear_key_head_dim", "linear_num_key_heads", "linear_num_value_heads", "linear_value_head_dim",
             "log_max_attention_logit", "make_vocab_size_divisible_by", "mamba_head_dim", "mamba_num_groups",
             "mamba_num_heads", "mamba_state_dim", "masked_softmax_fusion", "max_seqlen_per_dp_cp_rank",
             "memory_efficient_layer_norm", "microbatch_group_size_per_vp_stage", "min_offloaded_tensor_size",
             "mla_down_proj_fusion", "mlp_chunks_for_prefill", "moe_a2a_overlap", "moe_apply_probs_on_input",
             "moe_aux_loss_coeff", "moe_deepep_num_sms", "moe_enable_deepep", "moe_enable_routing_replay",
             "moe_expert_capacity_factor", "moe_expert_rank_capacity_factor", "moe_ffn_hidden_size",
             "moe_flex_dispatcher_backend", "moe_grouped_gemm", "moe_hybridep_num_sms", "moe_input_jitter_eps",
             "moe_latent_size", "moe_layer_freq", "moe_layer_recompute", "moe_pad_expert_input_to_capacity",
             "moe_pad_experts_for_cuda_graph_inference", "moe_per_layer_logging", "moe_permute_fusion",
             "moe_router_bias_update_rate", "moe_router_dtype", "moe_router_enable_expert_bias",
             "moe_router_force_biased", "moe_router_force_load_balancing", "moe_router_fusion",
             "moe_router_group_topk", "moe_router_load_balancing_type", "moe_router_num_groups",
             "moe_router_padding_for_fp8", "moe_router_padding_for_quantization", "moe_router_pre_softmax",
             "moe_router_score_function", "moe_router_topk", "moe_router_topk_limited_devices",
             "moe_router_topk_scaling_factor", "moe_shared_expert_gate", "moe_shared_expert_intermediate_size",
             "moe_shared_expert_overlap", "moe_token_dispatcher_type", "moe_token_drop_policy", "moe_token_dropping",
             "moe_z_loss_coeff", "mrope_section", "mscale", "mscale_all_dim", "mtp_enabled",
             "mtp_hybrid_override_pattern", "mtp_loss_scaling_factor", "mtp_num_layers", "mtp_standalone",
             "mtp_use_repeated_layer", "multi_latent_attention", "mup_attn_scale_power", "mup_base_head_dim",
             "mup_base_hidden_size", "mup_embedding_mult", "mup_output_mult", "mup_width_mult",
             "nccl_all_reduce_for_prefill", "no_rope_freq", "no_sync_func", "normalization", "num_attention_heads",
             "num_layers", "num_layers_at_end_in_bf16", "num_layers_at_start_in_bf16",
             "num_layers_in_first_pipeline_stage", "num_layers_in_last_pipeline_stage",
             "num_microbatches_with_partial_activation_checkpoints", "num_moe_experts", "num_query_groups",
             "offload_modules", "activation_offload_fraction", "original_max_position_embeddings", "output_layer_init_method",
             "overlap_moe_expert_parallel_comm", "overlap_p2p_comm", "overlap_p2p_comm_warmup_flush",
             "parallel_output", "param_sync_func", "params_dtype", "perform_initialization", "persist_layer_norm",
             "pipeline_dtype", "pipeline_model_parallel_comm_backend", "pipeline_model_parallel_layout",
             "pipeline_model_parallel_size", "position_embedding_type", "q_lora_rank", "qk_clip", "qk_clip_alpha",
             "qk_clip_threshold", "qk_head_dim", "qk_l2_norm", "qk_layernorm", "qk_pos_emb_head_dim", "quant_recipe",
             "recompute_granularity", "recompute_method", "recompute_modules", "recompute_num_layers",
             "restore_modelopt_state", "rope_scaling", "rope_scaling_factor", "rope_type", "rotary_base",
             "rotary_interleaved", "rotary_percent", "rotary_scaling_factor", "scatter_embedding_sequence_parallel",
             "seq_len_interpolation_factor", "seq_length", "sequence_parallel",
             "share_embeddings_and_output_weights", "should_pad_vocab", "softmax_scale", "softmax_type",
             "symmetric_ar_type", "tensor_model_parallel_size", "test_mode", "timers", "tp_comm_atomic_ag",
             "tp_comm_atomic_rs", "tp_comm_bootstrap_backend", "tp_comm_bulk_dgrad", "tp_comm_bulk_wgrad",
             "tp_comm_overlap", "tp_comm_overlap_ag", "tp_comm_overlap_cfg", "tp_comm_overlap_disable_fc1",
             "tp_comm_overlap_disable_qkv", "tp_comm_overlap_rs", "tp_comm_overlap_rs_dgrad", "tp_comm_split_ag",
             "tp_comm_split_rs", "tp_only_amax_red", "transformer_impl", "transformer_layer_spec",
             "use_arbitrary_attention_mask", "use_cpu_initialization", "use_fused_weighted_squared_relu",
             "use_inference_optimized_layers", "use_kitchen", "use_kitchen_attention", "use_mamba_mem_eff_path",
             "use_mup", "use_ring_exchange_p2p", "use_te_activation_func", "use_te_rng_tracker",
             "use_transformer_engine_full_layer_spec", "use_transformer_engine_op_fuser", "v_head_dim",
             "variable_seq_lengths", "virtual_pipeline_model_parallel_size", "vocab_size", "wgrad_deferral_limit",
             "window_attn_skip_freq", "window_size", "yarn_beta_fast", "yarn_beta_slow",
             "yarn_correction_range_round_to_int", "yarn_mscale", "yarn_mscale_all_dim",
             "yarn_original_max_position_embeddings", "yarn_rotary_scaling_factor"
         }},
        {"optimizer",
         {
             "_target_", "adam_beta1", "adam_beta2", "adam_eps", "apply_wd_to_qk_layernorm", "barrier_with_L1_time",
             "bf16", "clip_grad", "config_logger_dir", "decoupled_lr", "decoupled_min_lr", "decoupled_weight_decay",
             "exp_avg_dtype", "exp_avg_sq_dtype", "fp16", "fp8_recipe", "hysteresis", "initial_loss_scale",
             "lion_beta1", "lion_beta2", "log_num_zeros_in_grad", "loss_scale", "loss_scale_window", "lr",
             "main_grads_dtype", "main_params_dtype", "min_loss_scale", "min_lr", "muon_coefficient_type",
             "muon_extra_scale_factor", "muon_fp32_matmul_prec", "muon_momentum", "muon_num_ns_steps",
             "muon_scalar_optimizer", "muon_scale_mode", "muon_split_qkv", "muon_tp_mode", "muon_use_nesterov",
             "offload_optimizer_states", "optimizer", "optimizer_cpu_offload", "optimizer_offload_fraction",
             "overlap_cpu_optimizer_d2h_h2d", "overlap_param_gather", "overlap_param_gather_with_optimizer_step",
             "params_dtype", "pin_cpu_grads", "pin_cpu_params", "reuse_grad_buf_for_mxfp8_param_ag", "sgd_momentum",
             "store_param_remainders", "timers", "use_distributed_optimizer", "use_precision_aware_optimizer",
             "use_torch_optimizer_for_cpu_offload", "weight_decay"
         }},
        {"train",
         {
             "_target_", "check_optimizer_step_success", "check_weight_hash_across_dp_replicas_interval",
             "decrease_batch_size_if_needed", "empty_unused_memory_level", "eval_interval", "eval_iters",
             "exit_duration_in_mins", "exit_interval", "exit_signal", "exit_signal_handler",
             "exit_signal_handler_for_dataloader", "global_batch_size", "iterations_to_skip", "manual_gc",
             "manual_gc_eval", "manual_gc_interval", "micro_batch_size", "rampup_batch_size",
             "skip_sync_grad_norm_across_mp", "skip_train", "train_iters", "train_samples", "train_sync_interval"
         }},
    };
    return kKeys;
}

}  // namespace moe
