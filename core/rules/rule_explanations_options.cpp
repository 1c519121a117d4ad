// Explanations of the training-option findings: overlap, CUDA graphs, recompute, precision,
// optimizer, dispatcher, routing and environment.
#include "core/common/message.h"
#include "core/rules/rule_explanations.h"

namespace moe::detail {

namespace {

constexpr RuleExplanation kOptions[] = {
    // Communication overlap.
    {"export.megatron_lm_model_gap", MOE_TR("rule_titles", "The Megatron-LM script cannot carry part of the model"),
     MOE_TR(
         "rule_explanations",
         "Megatron-LM's pretraining script has no flag for some settings of the checkpoint: YaRN scaling of attention "
         "other than MLA, MLA YaRN's original length and betas, activations other than SwiGLU, quick-GEGLU and squared "
         "ReLU. The launch script then trains plain RoPE or another activation, a different network than the "
         "checkpoint. "
         "The Megatron-Bridge YAML carries these fields; export that, or set them in the job by hand.")},
    {"overlap.ep_needs_ep", MOE_TR("rule_titles", "EP overlap is on without expert parallelism"),
     MOE_TR(
         "rule_explanations",
         "--overlap-moe-expert-parallel-comm hides the token all-to-all of one microbatch behind the compute of "
         "another. With EP 1 there is no all-to-all to hide, and Megatron-Core refuses the setting. Raise EP or turn "
         "EP overlap off.")},
    {"overlap.ep_dispatcher", MOE_TR("rule_titles", "EP overlap needs the alltoall or flex dispatcher"),
     MOE_TR("rule_explanations",
            "EP overlap schedules the dispatch and combine steps of the alltoall and flex dispatchers; the allgather "
            "dispatcher has no such steps. Megatron-Core refuses the combination. Switch the dispatcher to alltoall or "
            "a flex backend, or turn EP overlap off.")},
    {"overlap.ep_full_recompute", MOE_TR("rule_titles", "EP overlap with full recompute"),
     MOE_TR(
         "rule_explanations",
         "EP overlap interleaves the forward and backward of two microbatches layer by layer; full recompute re-runs "
         "whole layers in the backward and breaks that schedule. Megatron-Core refuses it. Use selective recompute, "
         "or turn EP overlap off.")},
    {"overlap.ep_moe_recompute", MOE_TR("rule_titles", "EP overlap with the moe recompute module"),
     MOE_TR("rule_explanations",
            "Recomputing the whole MoE block would repeat its all-to-alls in the backward, which EP overlap cannot "
            "schedule. Megatron-Core refuses it. Drop moe from the recompute modules (moe_act is fine).")},
    {"overlap.ep_shared_expert_overlap", MOE_TR("rule_titles", "EP overlap and shared-expert overlap together"),
     MOE_TR("rule_explanations",
            "Both features try to hide the same all-to-all, each in its own way, and Megatron-Core allows only one. "
            "Turn shared-expert overlap off when EP overlap is on, or compare the two separately.")},
    {"overlap.ep_mtp", MOE_TR("rule_titles", "EP overlap with more than one MTP layer"),
     MOE_TR(
         "rule_explanations",
         "EP overlap supports at most one multi-token-prediction layer. Use one MTP layer, or turn EP overlap off.")},
    {"overlap.ep_needs_vpp", MOE_TR("rule_titles", "EP overlap with a pipeline needs virtual stages"),
     MOE_TR("rule_explanations",
            "With pipeline parallelism, EP overlap pairs microbatches from the interleaved schedule, so it needs VPP "
            "above 1. Megatron-Core refuses it otherwise. Use VPP 2 or more (the layers must divide by PP x VPP), or "
            "turn EP overlap off.")},
    {"overlap.ep_graph_scope", MOE_TR("rule_titles", "EP overlap with moe or mlp CUDA graphs"),
     MOE_TR("rule_explanations",
            "A CUDA graph that captures the whole MoE or MLP block leaves EP overlap no point to split it at. "
            "Megatron-Core refuses the combination. Capture only attn, moe_router and moe_preprocess, or turn EP "
            "overlap off.")},
    {"overlap.delay_wgrad_needs_ep_overlap", MOE_TR("rule_titles", "Delayed wgrad compute needs EP overlap"),
     MOE_TR("rule_explanations",
            "--delay-wgrad-compute moves the expert weight-gradient GEMMs later so they can cover the combine "
            "all-to-all, which only exists in the EP-overlap schedule. Turn EP overlap on, or delayed wgrad off.")},
    {"overlap.combined", MOE_TR("rule_titles", "EP overlap and delayed wgrad are both on"),
     MOE_TR("rule_explanations",
            "Each can help on its own, but together they change how compute and communication interleave and have been "
            "seen to slow steps down. Measure each one alone before keeping both.")},
    {"overlap.tp_comm_needs_sp", MOE_TR("rule_titles", "TP communication overlap has nothing to overlap"),
     MOE_TR("rule_explanations",
            "--tp-comm-overlap splits the TP all-gathers and reduce-scatters of sequence parallelism into pieces that "
            "run beside the GEMMs. At TP 1, or without sequence parallelism, those collectives do not exist: "
            "Megatron-Bridge turns the option off with a warning and Megatron-LM asks for sequence parallelism. Turn "
            "it off, or use TP above 1 with sequence parallelism.")},
    {"overlap.param_gather_prereqs", MOE_TR("rule_titles", "Parameter-gather overlap is missing what it needs"),
     MOE_TR("rule_explanations",
            "--overlap-param-gather starts the all-gather of the next layer's parameters during the current one. It "
            "only gathers something with the distributed optimizer, and Megatron-Core also expects gradient-reduce "
            "overlap with it. The message says what is missing and what the trainers do; turn on what it names.")},
    {"overlap.param_gather_with_step",
     MOE_TR("rule_titles", "Gather with optimizer step needs parameter-gather overlap"),
     MOE_TR(
         "rule_explanations",
         "--overlap-param-gather-with-optimizer-step starts the first parameter all-gather during the optimizer "
         "step; it builds on --overlap-param-gather. Megatron-LM refuses it alone. Turn parameter-gather overlap on, "
         "or this off.")},
    {"overlap.param_gather_with_step_needs_vpp",
     MOE_TR("rule_titles", "Gather with optimizer step needs the interleaved schedule"),
     MOE_TR("rule_explanations",
            "Overlapping the parameter gather with the optimizer step is only supported with the interleaved pipeline "
            "schedule (VPP above 1). Use VPP 2 or more, or turn it off.")},
    // CUDA graphs.
    {"graphs.moe_with_router", MOE_TR("rule_titles", "CUDA-graph scopes moe and moe_router together"),
     MOE_TR("rule_explanations",
            "The moe scope captures the whole MoE block, router included, so capturing moe_router as well would "
            "capture it twice. Megatron-Core refuses it. Keep one of the two.")},
    {"graphs.preprocess_needs_router", MOE_TR("rule_titles", "CUDA-graph scope moe_preprocess needs moe_router"),
     MOE_TR("rule_explanations",
            "The dispatch preprocessing graph starts from the router's output, so it can only be captured together "
            "with the router. Add moe_router to the graph scopes.")},
    {"graphs.moe_needs_drop_and_pad", MOE_TR("rule_titles", "Graphing the MoE block needs fixed token counts"),
     MOE_TR("rule_explanations",
            "A CUDA graph replays fixed shapes. Dropless routing sends a different number of tokens to each expert "
            "every step, so the whole MoE block can only be captured with a capacity factor and padding to capacity "
            "(--moe-expert-capacity-factor, --moe-pad-expert-input-to-capacity). Use those, or capture only the "
            "router and preprocessing.")},
    {"graphs.full_recompute", MOE_TR("rule_titles", "CUDA graphs cannot capture layers under full recompute"),
     MOE_TR("rule_explanations",
            "Per-layer CUDA graphs (local or Transformer Engine) record each layer's forward once; full recompute "
            "re-runs that forward in the backward outside the graph. Megatron-Core refuses the combination. Use "
            "selective recompute, or the full_iteration implementation.")},
    {"graphs.full_iteration_scopes", MOE_TR("rule_titles", "Whole-step CUDA graph takes no scopes"),
     MOE_TR("rule_explanations",
            "The full_iteration implementation captures the entire training step, so module scopes have no meaning. "
            "Clear the scopes, or use the local or transformer_engine implementation.")},
    {"graphs.full_iteration_nan_check", MOE_TR("rule_titles", "Whole-step CUDA graph with NaN checks"),
     MOE_TR("rule_explanations",
            "Checking loss and gradients for NaN (--check-for-nan-in-loss-and-grad) reads values back to the host in "
            "the middle of the step, which a captured graph cannot do. Turn the check off or use per-layer graphs.")},
    {"graphs.activation_offload", MOE_TR("rule_titles", "Activation offload needs TE-scoped or whole-step graphs"),
     MOE_TR(
         "rule_explanations",
         "Megatron-Core runs fine-grained activation offloading with CUDA graphs only through the Transformer Engine "
         "implementation or whole-step (full_iteration) capture. Switch the graph implementation, or turn offload "
         "off.")},
    {"graphs.activation_offload_captured", MOE_TR("rule_titles", "A captured graph scope holds an offloaded module"),
     MOE_TR(
         "rule_explanations",
         "Offloading copies a module's inputs to host memory at points a captured CUDA graph cannot replay, so a graph "
         "scope may not contain an offloaded module (attn holds the attention modules, mlp and moe the MLP and expert "
         "modules). Drop that scope or offload other modules.")},
    // Fine-grained activation offloading.
    {"offload.modules_without_flag", MOE_TR("rule_titles", "Offload modules listed while offloading is off"),
     MOE_TR("rule_explanations",
            "The offload module list only takes effect with fine-grained activation offloading turned on; as it is, "
            "every activation stays on the GPU. Turn offloading on or clear the list.")},
    {"offload.no_modules", MOE_TR("rule_titles", "Activation offloading names no module"),
     MOE_TR("rule_explanations",
            "Megatron-Core asserts that fine-grained activation offloading comes with at least one offload module (the "
            "modules whose saved inputs go to host memory). Name the modules, expert_fc1 for example.")},
    {"offload.attn_proj_without_core_attn",
     MOE_TR("rule_titles", "Attention projection offloaded without core attention"),
     MOE_TR(
         "rule_explanations",
         "The input of the attention output projection is the core attention output, which core attention's backward "
         "needs as well; Megatron-Core therefore offloads attn_proj only together with core_attn.")},
    {"offload.inside_moe_recompute",
     MOE_TR("rule_titles", "Expert activations offloaded inside a recomputed MoE layer"),
     MOE_TR("rule_explanations",
            "Recomputing 'moe' re-runs the whole MoE layer in backward, so the expert activations inside it are never "
            "kept; Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop one of the two.")},
    {"offload.paged_stash", MOE_TR("rule_titles", "Expert activations offloaded under paged stash"),
     MOE_TR(
         "rule_explanations",
         "Paged stash (an expert-rank capacity factor) already keeps the expert activations in its own buffers, and "
         "Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop those modules or the capacity factor.")},
    {"offload.fraction_range", MOE_TR("rule_titles", "Activation offload fraction outside 0 to 1"),
     MOE_TR("rule_explanations",
            "The activation offload fraction is the share of each chunk's offload groups that are really offloaded; "
            "Megatron-Core asserts it lies between 0 and 1.")},
    // Recompute.
    {"recompute.full_needs_method", MOE_TR("rule_titles", "Full recompute needs a method and a layer count"),
     MOE_TR("rule_explanations",
            "Full recompute (--recompute-granularity full) needs --recompute-method (uniform or block) and "
            "--recompute-num-layers to know which layers to re-run. Set both.")},
    {"recompute.selective_with_method", MOE_TR("rule_titles", "Selective recompute takes no method or layer count"),
     MOE_TR("rule_explanations",
            "Selective recompute chooses modules inside every layer (--recompute-modules); the method and layer count "
            "belong to full recompute, and Megatron-LM refuses them here. Clear them.")},
    {"recompute.moe_act_needs_grouped_gemm", MOE_TR("rule_titles", "Recomputing moe_act needs grouped GEMM"),
     MOE_TR("rule_explanations",
            "The moe_act module recomputes the expert activation inside the grouped-GEMM expert layer; the sequential "
            "expert path does not support it. Turn grouped GEMM (--moe-grouped-gemm) on, or drop moe_act.")},
    {"recompute.mla_up_proj_needs_mla", MOE_TR("rule_titles", "Recompute module mla_up_proj needs an MLA model"),
     MOE_TR("rule_explanations",
            "mla_up_proj recomputes the up-projections of multi-head latent attention; this model uses another "
            "attention. Drop it from the recompute modules.")},
    {"recompute.shared_experts_with_overlap",
     MOE_TR("rule_titles", "Recomputing shared experts with shared-expert overlap"),
     MOE_TR("rule_explanations",
            "Shared-expert overlap runs the shared experts on a side stream beside the dispatch; recomputing them in "
            "the backward is not supported with that. Turn shared-expert overlap off, or drop shared_experts.")},
    {"recompute.fp8_delayed_modules", MOE_TR("rule_titles", "FP8 delayed scaling cannot recompute these modules"),
     MOE_TR(
         "rule_explanations",
         "With delayed scaling, FP8 scales come from a history updated in the forward; recomputing layernorm or "
         "moe_act would update it twice. Use current (tensorwise), blockwise or MX scaling, or drop those modules.")},
    {"recompute.full", MOE_TR("rule_titles", "Full recompute costs about a third more compute"),
     MOE_TR("rule_explanations",
            "Full recompute keeps only each layer's input and re-runs the whole forward in the backward: activation "
            "memory drops sharply, but every step does roughly a third more work. Selective recompute of the "
            "memory-heavy modules often saves enough for much less.")},
    {"recompute.selective_no_modules", MOE_TR("rule_titles", "Selective recompute with no modules named"),
     MOE_TR("rule_explanations",
            "Without --recompute-modules Megatron recomputes core_attn, the attention core. With fused (flash) "
            "attention that saves no memory, so the setting costs time for nothing. Name the modules to recompute, "
            "e.g. moe_act, layernorm, mla_up_proj or mlp.")},
    {"recompute.core_attn", MOE_TR("rule_titles", "Recomputing core_attn gains nothing with fused attention"),
     MOE_TR("rule_explanations",
            "Fused attention kernels already avoid storing the attention matrix, so recomputing core_attn saves little "
            "memory while repeating the most expensive kernel at long sequences. Drop core_attn and recompute other "
            "modules if memory is short.")},
    // Precision and optimizer.
    {"precision.fp8_param_gather_needs_dist_opt",
     MOE_TR("rule_titles", "FP8 parameter gather needs the distributed optimizer"),
     MOE_TR("rule_explanations",
            "--fp8-param-gather keeps parameters in FP8 and all-gathers them in FP8, which only the distributed "
            "optimizer does. Turn --use-distributed-optimizer on, or FP8 parameter gather off.")},
    {"precision.mxfp8_hardware", MOE_TR("rule_titles", "MXFP8 needs Blackwell GPUs"),
     MOE_TR("rule_explanations",
            "MXFP8 uses block scales that only Blackwell tensor cores apply in hardware. On Hopper use blockwise or "
            "tensorwise (current) FP8 scaling instead.")},
    {"precision.fp4_hardware", MOE_TR("rule_titles", "NVFP4 needs FP4 tensor cores"),
     MOE_TR("rule_explanations",
            "This GPU has no FP4 tensor cores, so an NVFP4 recipe cannot run on it. Use MXFP8 on Blackwell, or an FP8 "
            "recipe on Hopper.")},
    {"optimizer.cpu_offload_needs_precision_aware",
     MOE_TR("rule_titles", "Optimizer offload needs the precision-aware optimizer"),
     MOE_TR("rule_explanations",
            "--optimizer-cpu-offload moves optimizer state and steps to the host; Megatron-Core implements it only in "
            "the precision-aware optimizer (--use-precision-aware-optimizer). Turn that on.")},
    {"optimizer.instances_divisible", MOE_TR("rule_titles", "DP x CP does not split into optimizer instances"),
     MOE_TR("rule_explanations",
            "--num-distributed-optimizer-instances splits the data-parallel ranks into groups that each hold a full "
            "copy of the optimizer state; DP x CP must be a multiple of the instance count, which must be at least 1. "
            "Use 1 instance or a divisor of DP x CP.")},
    // Dispatcher and routing.
    {"dispatcher.allgather", MOE_TR("rule_titles", "The allgather dispatcher sends every token everywhere"),
     MOE_TR("rule_explanations",
            "The allgather token dispatcher (Megatron-LM's default) gathers all tokens on every EP rank and lets each "
            "pick its own. Its traffic grows with EP and quickly dominates the step. Use alltoall to bring a job up, "
            "then compare the DeepEP and HybridEP flex backends.")},
    {"dispatcher.deepep_hardware", MOE_TR("rule_titles", "Megatron-Bridge refuses DeepEP on this GPU"),
     MOE_TR("rule_explanations",
            "Megatron-Bridge allows the DeepEP flex backend only on SM 8.x/9.x GPUs and on B200/B300, so it refuses "
            "DeepEP on GB200 and GB300. Megatron-Core makes no such check: a Megatron-LM launch runs it. For a "
            "Megatron-Bridge run on NVL72 systems use HybridEP (the first choice there) or alltoall.")},
    {"dispatcher.flex_needs_ep", MOE_TR("rule_titles", "Flex dispatcher without an expert group"),
     MOE_TR("rule_explanations",
            "The flex token dispatcher (DeepEP, HybridEP or NCCL EP backend) exchanges tokens inside the expert "
            "tensor- and expert-parallel group, and Megatron-Core refuses to start it when that group is one GPU "
            "(ETP × EP = 1). With EP 1 every GPU holds all experts and no tokens need to move: use the alltoall "
            "dispatcher, or raise EP.")},
    {"dispatcher.hybridep_ep_domain", MOE_TR("rule_titles", "HybridEP group is larger than the NVLink domain"),
     MOE_TR("rule_explanations",
            "In a GB200 or GB300 NVL72 rack, Megatron-LM's HybridEP backend keeps the whole EP group inside the "
            "rack's NVLink domain: lower EP to the domain size or below, or use another dispatcher. On 8-GPU nodes "
            "(H100, B200) HybridEP also reaches the other nodes over RDMA, so there an EP group may span nodes and "
            "this finding does not appear.")},
    {"dispatcher.paged_stash_backend", MOE_TR("rule_titles", "Paged stash needs HybridEP or NCCL EP"),
     MOE_TR("rule_explanations",
            "An expert-rank capacity factor (paged stash) keeps a fixed-size receive buffer per expert rank; only the "
            "HybridEP and NCCL EP flex backends support it. Switch the dispatcher, or clear the capacity factor.")},
    {"moe.bias_with_etp", MOE_TR("rule_titles", "MoE linear biases need ETP 1"),
     MOE_TR("rule_explanations",
            "Megatron-Core cannot split expert biases over an expert tensor-parallel group, so a model with linear "
            "biases needs --expert-tensor-parallel-size 1 (an unset ETP follows TP). Set ETP to 1 and shard experts by "
            "EP.")},
    {"moe.router_fp32", MOE_TR("rule_titles", "Router runs without FP32"),
     MOE_TR("rule_explanations",
            "With many experts the router's softmax and top-k are sensitive to rounding; Megatron-Core warns unless "
            "the router computes in FP32 (--moe-router-dtype fp32). The cost is tiny, since the speed-up of low "
            "precision comes from the expert GEMMs.")},
    {"routing.forced_balance", MOE_TR("rule_titles", "Forced load balancing: benchmark only"),
     MOE_TR("rule_explanations",
            "--moe-router-force-load-balancing ignores the router's choices and spreads tokens evenly. Throughput then "
            "looks better than real training would, and the loss means nothing. Use it only to measure speed.")},
    {"run.benchmark_only", MOE_TR("rule_titles", "Marked as a benchmark-only run"),
     MOE_TR("rule_explanations",
            "The recipe says it runs on synthetic data or with optimizer or checkpoint paths disabled. Its speed is "
            "useful; its loss and convergence are not.")},
    // Environment.
    {"env.cuda_device_max_connections", MOE_TR("rule_titles", "CUDA_DEVICE_MAX_CONNECTIONS must be 1 here"),
     MOE_TR("rule_explanations",
            "On Hopper with TP or CP above 1 (and no EP overlap), tensor- and context-parallel communication only "
            "overlaps with compute in the intended order when the GPU uses a single hardware queue, so "
            "CUDA_DEVICE_MAX_CONNECTIONS must be 1. Megatron-LM checks it; Megatron-Bridge sets it. Exports write it; "
            "set it in the job environment too.")},
};

}  // namespace

std::span<const RuleExplanation> optionRuleExplanations() {
    return kOptions;
}

}  // namespace moe::detail
