// options.* fields of the recipe registry (see recipe_fields.h).
#include "core/common/message.h"
#include "core/recipe/field_builders.h"

namespace moe {

void appendOptionsFields(std::vector<FieldDescriptor>& out) {
    using namespace fields;
    auto str = [](auto v) { return std::string(toString(v)); };
    out.push_back(enumeration(
        "options.precision", MOE_TR("recipe_fields", "Compute precision recipe"),
        [](auto& r) -> auto& { return r.options.precision; }, precisionFromString, str, precisionChoices));
    out.push_back(boolean(
        "options.fp8_param_gather", MOE_TR("recipe_fields", "FP8/FP4 parameter all-gather"),
        [](auto& r) -> auto& { return r.options.fp8_param_gather; }));
    out.push_back(boolean(
        "options.fp8_attention",
        MOE_TR("recipe_fields", "FP8 dot-product attention (--fp8-dot-product-attention; FP8 precisions only)"),
        [](auto& r) -> auto& { return r.options.fp8_attention; }));
    out.push_back(enumeration(
        "options.recompute.granularity", MOE_TR("recipe_fields", "Activation recompute"),
        [](auto& r) -> auto& { return r.options.recompute.granularity; }, recomputeGranularityFromString, str,
        recomputeGranularityChoices));
    out.push_back(enumeration(
        "options.recompute.method", MOE_TR("recipe_fields", "Full recompute method"),
        [](auto& r) -> auto& { return r.options.recompute.method; }, recomputeMethodFromString, str,
        recomputeMethodChoices));
    out.push_back(integer<int>(
        "options.recompute.num_layers", MOE_TR("recipe_fields", "Full recompute layer count"),
        [](auto& r) -> auto& { return r.options.recompute.num_layers; }, 0, 100000));
    out.push_back(enumerationList(
        "options.recompute.modules", MOE_TR("recipe_fields", "Selective recompute modules"),
        [](auto& r) -> auto& { return r.options.recompute.modules; }, recomputeModuleFromString, str,
        recomputeModuleChoices));
    out.push_back(boolean(
        "options.optimizer.distributed", MOE_TR("recipe_fields", "Distributed optimizer"),
        [](auto& r) -> auto& { return r.options.optimizer.distributed; }));
    out.push_back(integer<int>(
        "options.optimizer.distributed_instances", MOE_TR("recipe_fields", "Distributed optimizer instances"),
        [](auto& r) -> auto& { return r.options.optimizer.distributed_instances; }, 1, 1 << 16));
    out.push_back(boolean(
        "options.optimizer.precision_aware", MOE_TR("recipe_fields", "Precision-aware optimizer"),
        [](auto& r) -> auto& { return r.options.optimizer.precision_aware; }));
    out.push_back(enumeration(
        "options.optimizer.main_grads_dtype", MOE_TR("recipe_fields", "Main gradient dtype"),
        [](auto& r) -> auto& { return r.options.optimizer.main_grads_dtype; }, optimizerDtypeFromString, str,
        optimizerDtypeChoices));
    out.push_back(enumeration(
        "options.optimizer.exp_avg_dtype", MOE_TR("recipe_fields", "Adam first moment dtype"),
        [](auto& r) -> auto& { return r.options.optimizer.exp_avg_dtype; }, optimizerDtypeFromString, str,
        optimizerDtypeChoices));
    out.push_back(enumeration(
        "options.optimizer.exp_avg_sq_dtype", MOE_TR("recipe_fields", "Adam second moment dtype"),
        [](auto& r) -> auto& { return r.options.optimizer.exp_avg_sq_dtype; }, optimizerDtypeFromString, str,
        optimizerDtypeChoices));
    out.push_back(boolean(
        "options.optimizer.cpu_offload", MOE_TR("recipe_fields", "Optimizer CPU offload"),
        [](auto& r) -> auto& { return r.options.optimizer.cpu_offload; }));
    out.push_back(real(
        "options.optimizer.offload_fraction", MOE_TR("recipe_fields", "Fraction of optimizer state offloaded"),
        [](auto& r) -> auto& { return r.options.optimizer.offload_fraction; }, 0.0, 1.0));
    out.push_back(enumeration(
        "options.dispatcher", MOE_TR("recipe_fields", "MoE token dispatcher (flex_* = flex + backend)"),
        [](auto& r) -> auto& { return r.options.dispatcher; }, dispatcherFromString, str, dispatcherChoices));
    out.push_back(boolean(
        "options.overlap.ep_a2a_overlap", MOE_TR("recipe_fields", "--overlap-moe-expert-parallel-comm"),
        [](auto& r) -> auto& { return r.options.overlap.ep_a2a_overlap; }));
    out.push_back(boolean(
        "options.overlap.delay_wgrad_compute", MOE_TR("recipe_fields", "--delay-wgrad-compute"),
        [](auto& r) -> auto& { return r.options.overlap.delay_wgrad_compute; }));
    out.push_back(boolean(
        "options.overlap.shared_expert_overlap", MOE_TR("recipe_fields", "--moe-shared-expert-overlap"),
        [](auto& r) -> auto& { return r.options.overlap.shared_expert_overlap; }));
    out.push_back(boolean(
        "options.overlap.grad_reduce", MOE_TR("recipe_fields", "--overlap-grad-reduce"),
        [](auto& r) -> auto& { return r.options.overlap.grad_reduce; }));
    out.push_back(boolean(
        "options.overlap.param_gather", MOE_TR("recipe_fields", "--overlap-param-gather"),
        [](auto& r) -> auto& { return r.options.overlap.param_gather; }));
    out.push_back(boolean(
        "options.overlap.param_gather_with_optimizer_step",
        MOE_TR("recipe_fields", "--overlap-param-gather-with-optimizer-step"),
        [](auto& r) -> auto& { return r.options.overlap.param_gather_with_optimizer_step; }));
    out.push_back(boolean(
        "options.overlap.tp_comm_overlap", MOE_TR("recipe_fields", "--tp-comm-overlap"),
        [](auto& r) -> auto& { return r.options.overlap.tp_comm_overlap; }));
    out.push_back(enumeration(
        "options.cuda_graphs.impl", MOE_TR("recipe_fields", "CUDA graph implementation"),
        [](auto& r) -> auto& { return r.options.cuda_graphs.impl; }, cudaGraphImplFromString, str,
        cudaGraphImplChoices));
    out.push_back(enumerationList(
        "options.cuda_graphs.scopes", MOE_TR("recipe_fields", "CUDA graph modules/scopes"),
        [](auto& r) -> auto& { return r.options.cuda_graphs.scopes; }, cudaGraphScopeFromString, str,
        cudaGraphScopeChoices));
    out.push_back(boolean(
        "options.routing.force_load_balancing", MOE_TR("recipe_fields", "Forced load balancing (benchmark-only)"),
        [](auto& r) -> auto& { return r.options.routing.force_load_balancing; }));
    out.push_back(optionalReal(
        "options.routing.capacity_factor", MOE_TR("recipe_fields", "Expert capacity factor (null = dropless)"),
        [](auto& r) -> auto& { return r.options.routing.capacity_factor; }, 0.0, 1000.0));
    out.push_back(boolean(
        "options.routing.pad_to_capacity", MOE_TR("recipe_fields", "Drop-and-pad expert inputs to capacity"),
        [](auto& r) -> auto& { return r.options.routing.pad_to_capacity; }));
    out.push_back(boolean(
        "options.routing.router_dtype_fp32", MOE_TR("recipe_fields", "Router in FP32"),
        [](auto& r) -> auto& { return r.options.routing.router_dtype_fp32; }));
    out.push_back(boolean(
        "options.routing.grouped_gemm", MOE_TR("recipe_fields", "Grouped GEMM for experts"),
        [](auto& r) -> auto& { return r.options.routing.grouped_gemm; }));
    out.push_back(boolean(
        "options.routing.permute_fusion", MOE_TR("recipe_fields", "Fused permutation"),
        [](auto& r) -> auto& { return r.options.routing.permute_fusion; }));
    out.push_back(optionalReal(
        "options.routing.expert_rank_capacity_factor",
        MOE_TR("recipe_fields", "Paged-stash expert-rank capacity factor (hybridep/ncclep)"),
        [](auto& r) -> auto& { return r.options.routing.expert_rank_capacity_factor; }, 0.0, 1000.0));
    out.push_back(boolean(
        "options.activation_cpu_offload", MOE_TR("recipe_fields", "Fine-grained activation CPU offload"),
        [](auto& r) -> auto& { return r.options.activation_cpu_offload; }));
    out.push_back(enumerationList(
        "options.offload_modules",
        MOE_TR("recipe_fields", "Modules whose saved inputs fine-grained activation offloading moves to host memory"),
        [](auto& r) -> auto& { return r.options.offload_modules; }, offloadModuleFromString, str,
        offloadModuleChoices));
    out.push_back(real(
        "options.activation_offload_fraction",
        MOE_TR("recipe_fields",
               "Fraction of the offload groups of each chunk that are offloaded (the later ones stay)"),
        [](auto& r) -> auto& { return r.options.activation_offload_fraction; }, 0.0, 1.0));
    out.push_back(boolean(
        "options.manual_gc", MOE_TR("recipe_fields", "--manual-gc"),
        [](auto& r) -> auto& { return r.options.manual_gc; }));
    out.push_back(boolean(
        "options.check_for_nan_in_grad", MOE_TR("recipe_fields", "NaN checks in loss and grad"),
        [](auto& r) -> auto& { return r.options.check_for_nan_in_grad; }));
    out.push_back(optionalInteger<int>(
        "options.cuda_device_max_connections", MOE_TR("recipe_fields", "CUDA_DEVICE_MAX_CONNECTIONS (null = unset)"),
        [](auto& r) -> auto& { return r.options.cuda_device_max_connections; }, 1));
    out.push_back(boolean(
        "options.benchmark_only",
        MOE_TR("recipe_fields", "Benchmark-only run (synthetic data, disabled optimizer/checkpoint paths)"),
        [](auto& r) -> auto& { return r.options.benchmark_only; }));
}

}  // namespace moe
