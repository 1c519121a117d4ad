// Issue 42 §2: what the core says to a person arrives as a message id with arguments
// (core/common/message.h), and the studio shows it in the reader's language: the id through the
// catalogs (the "rules" context lupdate collects from MOE_TR), numbers in the reader's locale,
// flags and keys untouched. English (no catalog) reads exactly as the CLI prints it.
#include <QLocale>
#include <QRegularExpression>
#include <QtTest>
#include <algorithm>
#include <set>
#include <utility>

#include "core/flops/flops_count_text.h"
#include "core/help/glossary.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/diagnosis.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/lever_gain.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/rule_explanations.h"
#include "core/rules/validator.h"
#include "tests/support/builtin_recipe.h"
#include "ui/common/core_message_text.h"
#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

// Recipes that break every rule written as ids (rules_world, rules_pipeline, rules_recompute,
// rules_model_fit, rules_overlap, rules_cuda_graphs, rules_dispatcher, rules_precision,
// rules_environment, rules_activation_offload, rules_context_parallel_attention, rules_advice,
// rules_export_fidelity) that can be broken on its own, each sentence variant once.
std::vector<Recipe> brokenRecipes() {
    const Recipe base = moe::testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
    std::vector<Recipe> out;
    auto with = [&](auto change) {
        Recipe r = base;
        change(r);
        out.push_back(r);
    };
    with([](Recipe& r) { r.layout.world_size = 100; });  // the expert mesh
    with([](Recipe& r) {
        r.layout.world_size = 100;
        r.layout.tp = 8;
        r.layout.sequence_parallel = true;
    });                                                          // both meshes
    with([](Recipe& r) { r.layout.global_batch_size = 1000; });  // GBS % MBS·DP
    with([](Recipe& r) {
        r.layout.tp = 1;
        r.layout.sequence_parallel = true;
    });  // SP at TP 1
    with([](Recipe& r) {
        r.layout.tp = 2;
        r.layout.sequence_parallel = false;
    });                                        // EP with TP, no SP
    with([](Recipe& r) { r.layout.tp = 0; });  // a size below 1
    with([](Recipe& r) { r.options.optimizer.distributed_instances = 3; });
    with([](Recipe& r) {
        r.layout.cp = 2;
        r.layout.hierarchical_cp_sizes = {8, 2};
    });
    with([](Recipe& r) {
        r.layout.cp = 2;
        r.layout.cp_comm_type = CpCommType::A2AP2P;
    });

    // rules_pipeline.cpp (the base runs EP overlap, so PP without VPP also breaks overlap.ep_needs_vpp).
    with([](Recipe& r) { r.layout.vpp = 2; });  // VPP without PP
    with([](Recipe& r) {
        r.layout.pp = 4;
        r.layout.ep = 4;
        r.layout.first_stage_layers = 6;
        r.layout.last_stage_layers = 18;
    });  // unbalanced
    with([](Recipe& r) {
        r.layout.pp = 5;
        r.layout.world_size = 80;
    });  // even split fails
    with([](Recipe& r) {
        r.layout.pp = 2;
        r.layout.ep = 8;
        r.layout.first_stage_layers = 0;
    });  // uneven fails
    with([](Recipe& r) {
        r.layout.pp = 2;
        r.layout.ep = 8;
        r.layout.pipeline_layout = "Et|tL";
    });  // layout string fails
    with([](Recipe& r) {
        r.layout.pp = 2;
        r.layout.ep = 8;
        r.layout.pipeline_layout = "Et|tL";
        r.layout.first_stage_layers = 20;
    });
    with([](Recipe& r) {
        r.layout.pp = 2;
        r.layout.ep = 8;
        r.layout.vpp = 8;
        r.layout.account_for_embedding_in_pipeline_split = true;
    });
    with([](Recipe& r) {
        r.layout.pp = 2;
        r.layout.vpp = 2;
        r.layout.ep = 8;
        r.layout.microbatch_group_size_per_vp_stage = 1;
    });
    with([](Recipe& r) {
        r.layout.pp = 4;
        r.layout.vpp = 2;
        r.layout.ep = 4;
        r.layout.global_batch_size = 8;
    });  // m < PP, group unset
    with([](Recipe& r) {
        r.layout.pp = 4;
        r.layout.vpp = 2;
        r.layout.ep = 4;
        r.layout.microbatch_group_size_per_vp_stage = 5;
    });
    with([](Recipe& r) {
        r.layout.pp = 4;
        r.layout.vpp = 2;
        r.layout.ep = 4;
        r.layout.global_batch_size = 72;
    });  // 18 mod 4
    with([](Recipe& r) {
        r.layout.pp = 4;
        r.layout.ep = 4;
        r.layout.global_batch_size = 8;
    });  // few microbatches
    with([](Recipe& r) {
        r.layout.pp = 4;
        r.layout.ep = 4;
        r.layout.global_batch_size = 32;
    });  // bubble
    with([](Recipe& r) {
        r.layout.pp = 2;
        r.layout.ep = 8;
    });  // EP overlap wants VPP 2

    // rules_recompute.cpp
    with([](Recipe& r) { r.options.recompute.granularity = RecomputeGranularity::Full; });
    with([](Recipe& r) {
        r.options.recompute = {
            RecomputeGranularity::Selective, RecomputeMethod::Uniform, 1, {RecomputeModule::CoreAttn}};
    });
    with([](Recipe& r) {
        r.options.recompute.granularity = RecomputeGranularity::Selective;
        r.options.recompute.modules = {RecomputeModule::MoeAct, RecomputeModule::MlaUpProj,
                                       RecomputeModule::SharedExperts};
        r.options.routing.grouped_gemm = false;
        r.options.overlap.shared_expert_overlap = true;
    });
    with([](Recipe& r) {
        r.options.precision = Precision::FP8Delayed;
        r.options.recompute.granularity = RecomputeGranularity::Selective;
        r.options.recompute.modules = {RecomputeModule::MoeAct, RecomputeModule::Layernorm};
    });

    // rules_model_fit.cpp
    with([](Recipe& r) {
        r.layout.tp = 3;
        r.layout.sequence_parallel = true;
        r.layout.world_size = 48;
    });  // heads, groups
    with([](Recipe& r) { r.model.num_attention_heads = 0; });
    with([](Recipe& r) { r.model.num_query_groups = 0; });
    with([](Recipe& r) { r.model.attention = AttentionKind::MLA; });  // with 4 query groups
    with([](Recipe& r) { r.model.moe.num_experts = 0; });
    with([](Recipe& r) { r.model.moe.num_experts = 120; });
    with([](Recipe& r) {
        r.model.moe.router.num_groups = 3;
        r.model.moe.router.group_topk = 4;
    });
    with([](Recipe& r) {
        r.model.linear_attention = LinearAttentionSpec{};
        r.model.linear_attention->num_key_heads = 0;
    });
    with([](Recipe& r) {
        r.model.linear_attention = LinearAttentionSpec{};
        r.model.linear_attention->num_key_heads = 3;
        r.model.linear_attention->num_value_heads = 4;
        r.layout.tp = 2;
        r.layout.sequence_parallel = true;
    });
    with([](Recipe& r) {
        r.layout.cp = 2;
        r.layout.seq_length = 4098;
        r.model.max_position_embeddings = 2048;
    });

    // rules_overlap.cpp (the base runs EP overlap)
    with([](Recipe& r) {
        r.layout.ep = 1;
        r.options.dispatcher = Dispatcher::AllGather;
        r.model.mtp_layers = 2;
    });
    with([](Recipe& r) {
        r.options.recompute = {RecomputeGranularity::Full, RecomputeMethod::Uniform, 1, {}};
        r.options.overlap.shared_expert_overlap = true;
    });
    with([](Recipe& r) {
        r.options.recompute.granularity = RecomputeGranularity::Selective;
        r.options.recompute.modules = {RecomputeModule::Moe};
    });
    with([](Recipe& r) {
        r.options.cuda_graphs = {CudaGraphImpl::TransformerEngine, {CudaGraphScope::Mlp}};
        r.options.routing.capacity_factor = 1.0;
    });
    with([](Recipe& r) {
        r.options.overlap.ep_a2a_overlap = false;
        r.options.overlap.delay_wgrad_compute = true;
        r.options.overlap.tp_comm_overlap = true;
    });
    with([](Recipe& r) {
        r.layout.tp = 2;
        r.layout.world_size = 32;
        r.options.overlap.tp_comm_overlap = true;
    });
    with([](Recipe& r) { r.options.optimizer.distributed = false; });
    with([](Recipe& r) { r.options.overlap.grad_reduce = false; });
    with([](Recipe& r) {
        r.options.optimizer.distributed = false;
        r.options.overlap.grad_reduce = false;
    });
    with([](Recipe& r) {
        r.options.optimizer.distributed = false;
        r.options.overlap.grad_reduce = false;
        r.options.overlap.param_gather = false;
        r.options.overlap.param_gather_with_optimizer_step = true;
    });

    // rules_cuda_graphs.cpp
    with([](Recipe& r) {
        r.options.cuda_graphs = {CudaGraphImpl::TransformerEngine,
                                 {CudaGraphScope::Moe, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess}};
        r.options.recompute = {RecomputeGranularity::Full, RecomputeMethod::Uniform, 1, {}};
    });
    with([](Recipe& r) {
        r.options.cuda_graphs = {CudaGraphImpl::TransformerEngine, {CudaGraphScope::MoePreprocess}};
    });
    with([](Recipe& r) {
        r.options.cuda_graphs = {CudaGraphImpl::TransformerEngine, {CudaGraphScope::Moe}};
        r.options.routing.capacity_factor = 1.0;
        r.options.activation_cpu_offload = true;
        r.options.offload_modules = {OffloadModule::ExpertFc1};
    });
    with([](Recipe& r) {
        r.options.cuda_graphs = {CudaGraphImpl::TransformerEngine, {CudaGraphScope::Attn}};
        r.options.activation_cpu_offload = true;
        r.options.offload_modules = {OffloadModule::CoreAttn};
    });
    with([](Recipe& r) { r.options.cuda_graphs = {CudaGraphImpl::FullIteration, {CudaGraphScope::Attn}}; });
    with([](Recipe& r) {
        r.options.cuda_graphs = {CudaGraphImpl::Local, {CudaGraphScope::Attn}};
        r.options.activation_cpu_offload = true;
    });

    // rules_dispatcher.cpp
    with([](Recipe& r) {
        r.hardware.name = "GB200-NVL72";
        r.options.dispatcher = Dispatcher::FlexDeepEP;
    });
    with([](Recipe& r) {
        r.hardware.nvlink_domain_size = 72;
        r.layout.ep = 128;
        r.layout.world_size = 128;
        r.options.dispatcher = Dispatcher::FlexHybridEP;
    });
    with([](Recipe& r) {
        r.options.routing.expert_rank_capacity_factor = 1.5;
        r.options.dispatcher = Dispatcher::AllToAll;
        r.model.add_bias_linear = true;
        r.layout.etp = 2;
        r.layout.world_size = 32;
    });
    with([](Recipe& r) {
        r.model.add_bias_linear = true;
        r.layout.etp.reset();
        r.layout.tp = 2;
        r.layout.sequence_parallel = true;
        r.layout.world_size = 32;
    });

    // rules_precision.cpp
    with([](Recipe& r) {
        r.options.fp8_param_gather = true;
        r.options.optimizer.distributed = false;
        r.options.optimizer.cpu_offload = true;
    });
    with([](Recipe& r) { r.options.precision = Precision::MXFP8; });
    with([](Recipe& r) { r.options.precision = Precision::NVFP4; });
    with([](Recipe& r) {
        r.options.precision = Precision::NVFP4;
        r.hardware.supports_mxfp8 = true;
    });

    // rules_environment.cpp (Hopper with TP 2 and no EP overlap)
    auto tp2WithoutEpOverlap = [](Recipe& r) {
        r.layout.tp = 2;
        r.layout.sequence_parallel = true;
        r.layout.world_size = 32;
        r.options.overlap.ep_a2a_overlap = false;
    };
    with([&](Recipe& r) {
        tp2WithoutEpOverlap(r);
        r.options.cuda_device_max_connections.reset();
    });
    with([&](Recipe& r) {
        tp2WithoutEpOverlap(r);
        r.options.cuda_device_max_connections = 8;
    });

    // rules_activation_offload.cpp
    with([](Recipe& r) { r.options.offload_modules = {OffloadModule::ExpertFc1}; });
    with([](Recipe& r) {
        r.options.activation_cpu_offload = true;
        r.options.activation_offload_fraction = 1.5;
    });
    with([](Recipe& r) {
        r.options.activation_cpu_offload = true;
        r.options.offload_modules = {OffloadModule::AttnProj};
    });
    with([](Recipe& r) {
        r.options.activation_cpu_offload = true;
        r.options.offload_modules = {OffloadModule::ExpertFc1, OffloadModule::MoeAct};
        r.options.recompute = {RecomputeGranularity::Selective, RecomputeMethod::Uniform, 1, {RecomputeModule::Moe}};
        r.options.routing.expert_rank_capacity_factor = 1.5;
    });

    // rules_context_parallel_attention.cpp (Qwen3-30B-A3B: 32 query heads, 4 key heads)
    auto cp = [](Recipe& r, int64_t size, CpCommType type) {
        r.layout.cp = static_cast<int>(size);
        r.layout.cp_comm_type = type;
        r.options.cuda_device_max_connections = 1;
    };
    auto slidingWindow = [](Recipe& r) { r.model.sliding_window = {128, 2}; };
    with([&](Recipe& r) {
        cp(r, 2, CpCommType::A2A);
        r.model.softmax = SoftmaxKind::Learnable;
        r.options.precision = Precision::FP8Delayed;
        r.options.fp8_attention = true;
    });
    with([&](Recipe& r) {
        cp(r, 2, CpCommType::P2P);
        slidingWindow(r);
    });
    with([&](Recipe& r) {
        cp(r, 2, CpCommType::P2P);
        r.model.softmax = SoftmaxKind::Learnable;
    });
    with([&](Recipe& r) {
        cp(r, 2, CpCommType::P2P);
        slidingWindow(r);
        r.model.softmax = SoftmaxKind::OffByOne;
    });
    with([&](Recipe& r) {
        cp(r, 2, CpCommType::A2A);
        r.model.attention = AttentionKind::MLA;
    });
    with([&](Recipe& r) {
        cp(r, 2, CpCommType::A2A);
        r.model.attention = AttentionKind::MLA;
        slidingWindow(r);
    });
    with([&](Recipe& r) {
        cp(r, 4, CpCommType::A2AP2P);
        r.layout.hierarchical_cp_sizes = {2, 2, 1};
    });
    with([&](Recipe& r) { cp(r, 8, CpCommType::A2A); });  // 4 key heads over CP 8
    with([&](Recipe& r) {
        cp(r, 8, CpCommType::A2AP2P);
        r.layout.hierarchical_cp_sizes = {8, 1};
    });
    with([&](Recipe& r) {
        cp(r, 8, CpCommType::A2A);
        r.model.softmax = SoftmaxKind::Learnable;
    });

    // rules_advice.cpp (the base's EP 16 leaves the 8-GPU NVLink domain; DP 16, EDP 1)
    with([](Recipe& r) { r.layout.etp.reset(); });
    with([](Recipe& r) {
        r.layout.etp = 2;
        r.layout.world_size = 32;
        r.options.dispatcher = Dispatcher::FlexDeepEP;
    });
    with([](Recipe& r) { r.options.dispatcher = Dispatcher::AllToAll; });
    with([](Recipe& r) { r.options.dispatcher = Dispatcher::FlexNcclEP; });
    with([](Recipe& r) {
        r.layout.tp = 4;
        r.layout.pp = 4;
        r.layout.ep = 2;
        r.layout.sequence_parallel = true;
    });  // DP 1, EDP 2
    with([](Recipe& r) {
        r.layout.pp = 16;
        r.layout.ep = 1;
    });  // DP and EDP 1
    with([](Recipe& r) {
        r.model.moe = {};
        r.layout.tp = 4;
        r.layout.pp = 4;
        r.layout.ep = 1;
        r.layout.sequence_parallel = true;
        r.options.overlap.ep_a2a_overlap = false;
    });  // dense: DP 1
    with([](Recipe& r) {
        r.model.num_query_groups = 16;
        r.layout.tp = 16;
        r.layout.ep = 1;
        r.layout.sequence_parallel = true;
    });
    with([](Recipe& r) {
        r.hardware.nvlink_domain_size = 12;
        r.layout.ep = 8;
    });  // EP 8 groups straddle 12-GPU domains
    with([&](Recipe& r) { cp(r, 16, CpCommType::A2A); });
    with([&](Recipe& r) {
        cp(r, 16, CpCommType::AllGather);
        slidingWindow(r);
    });
    with([&](Recipe& r) {
        cp(r, 16, CpCommType::A2A);
        r.model.softmax = SoftmaxKind::Learnable;
    });
    with([&](Recipe& r) {
        cp(r, 16, CpCommType::A2A);
        slidingWindow(r);
        r.model.softmax = SoftmaxKind::Learnable;
    });
    with([&](Recipe& r) {
        cp(r, 3, CpCommType::P2P);
        r.layout.world_size = 48;
    });
    auto longContext = [](Recipe& r) {
        r.layout.seq_length = 131072;
        r.model.max_position_embeddings = 131072;
    };
    with([&](Recipe& r) { longContext(r); });
    with([&](Recipe& r) {
        longContext(r);
        slidingWindow(r);
    });
    with([&](Recipe& r) {
        longContext(r);
        r.model.softmax = SoftmaxKind::Learnable;
    });
    with([&](Recipe& r) {
        longContext(r);
        slidingWindow(r);
        r.model.softmax = SoftmaxKind::Learnable;
    });
    with([](Recipe& r) {
        r.options.routing.router_dtype_fp32 = false;
        r.options.routing.force_load_balancing = true;
    });
    with([](Recipe& r) {
        r.options.benchmark_only = true;
        r.options.dispatcher = Dispatcher::AllGather;
    });
    with([](Recipe& r) {
        r.options.recompute = {RecomputeGranularity::Selective, RecomputeMethod::Uniform, 1, {}};
        r.options.overlap.delay_wgrad_compute = true;
    });
    with([&](Recipe& r) {
        r.options.recompute = {
            RecomputeGranularity::Selective, RecomputeMethod::Uniform, 1, {RecomputeModule::CoreAttn}};
        longContext(r);
    });

    // rules_export_fidelity.cpp
    with([](Recipe& r) {
        r.model.gated_linear_unit = false;
        r.model.activation = ActivationKind::Silu;
        r.model.rotary_base = 10000.5;
        r.model.rope_scaling.kind = RopeScalingKind::Yarn;
        r.model.rope_scaling.original_max_position_embeddings = 4096;
    });
    with([](Recipe& r) { r.model.activation = ActivationKind::Gelu; });  // gated gelu
    with([](Recipe& r) {
        r.model.attention = AttentionKind::MLA;
        r.model.rope_scaling.kind = RopeScalingKind::Yarn;
        r.model.rope_scaling.original_max_position_embeddings = 8192;
        r.model.rope_scaling.beta_fast = 16;
        r.model.rope_scaling.truncate = false;
    });
    with([](Recipe& r) {
        r.model.attention = AttentionKind::MLA;
        r.model.rope_scaling.kind = RopeScalingKind::Yarn;
        r.model.rope_scaling.original_max_position_embeddings = 4096;
        r.model.rope_scaling.beta_slow = 2;
    });
    return out;
}

// The step-time model's sentences (core/perf, core/flops; MOE_TR contexts "perf", "flops_count",
// "calibration_constants"): the wall's reason and lever, the next lever and its gain, the uncertainty
// band's basis and description, the FLOPs count's words and a calibration constant's meaning and
// unit come as ids whose English is exactly what the CLI prints, and every id is in the catalogs.
// Every id of contexts "perf" and "flops_count" (the calibration constants are read from their table).
const std::vector<std::pair<const char*, const char*>> kIds = {
    // core/flops/flops_count_text.cpp
    {"flops_count", "It counts the %1-gated MLPs as 2 projections, not 3."},
    {"flops_count", "It counts the %1-gated MLPs as 3 projections, not 2."},
    {"flops_count", "It counts the %1-token sliding windows."},
    {"flops_count", "It ignores the %1-token sliding windows."},
    {"flops_count", "Model TFLOP/s and MFU use the Bridge count (%1): %2 GFLOP/token at seq %3."},
    {"flops_count", "Model TFLOP/s and MFU use the Megatron-LM count (%1): %2 GFLOP/token at seq %3."},
    {"flops_count", "Other count: %1 GFLOP/token by Megatron-Bridge's flop_utils.py count (TFLOP/s and MFU ×%2)."},
    {"flops_count", "Other count: %1 GFLOP/token by Megatron-LM's training.py count (TFLOP/s and MFU ×%2)."},
    // core/flops/model_flops.cpp
    {"flops_count", "Bridge count"},
    {"flops_count",
     "Megatron-Bridge's count (training/utils/flop_utils.py): sliding-window layers attend over their window, every "
     "gated MLP counts 3 projections."},
    {"flops_count", "Megatron-LM count"},
    {"flops_count",
     "Megatron-LM's count (training/training.py): sliding windows ignored (full attention), a gated MLP counts 3 "
     "projections only with --swiglu (2 with --quick-geglu)."},
    {"flops_count", "by Megatron-Bridge's flop_utils.py count"},
    {"flops_count", "by Megatron-LM's training.py count"},
    // core/perf/diagnosis.cpp
    {"perf", "%1 (test alone: with shared-expert overlap or delayed wgrad it can regress)"},
    {"perf", "%1 across nodes (%2 only inside a node)"},
    {"perf", "%1 on NVL72"},
    {"perf", "%1 on top of EP overlap (A/B it separately)"},
    {"perf", "A/B the flex dispatcher with hybridep (first choice on NVL72) against alltoall"},
    {"perf", "A/B the flex dispatcher: deepep and hybridep against alltoall (GPU name or EP size alone never decides)"},
    {"perf", "FP8 (expert and large GEMMs), after a validated BF16 baseline"},
    {"perf",
     "GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%"},
    {"perf",
     "GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%, "
     "optimizer offload %6%"},
    {"perf", "TE-scoped CUDA graphs %1 + %2 (dropless), then add %3 if it helps"},
    {"perf", "VPP > 1 (bubble (PP−1)/(v·m)) or more microbatches per step"},
    {"perf", "add %1 to the CUDA-graph scopes"},
    {"perf", "better PP layout (more PP stages or uneven first/last stages), then more GPUs"},
    {"perf", "binding stage %1 needs %2 GiB > %3 GiB usable"},
    {"perf",
     "exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they "
     "are attacked first; largest: exposed %4 communication, %5% of the step"},
    {"perf",
     "exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they "
     "are attacked first; largest: the pipeline bubble, %4% of the step"},
    {"perf", "extend selective recompute to %1 and %2 before full recompute"},
    {"perf", "keep ETP·EP inside the NVLink domain of %1 GPUs (fold EP into PP/EDP)"},
    {"perf", "keep TP inside the NVLink domain"},
    {"perf", "kernel work: grouped-GEMM shapes, fusions, dispatcher kernel tuning (compute is the wall)"},
    {"perf", "larger GBS per step (more accumulation) to amortise DP traffic"},
    {"perf", "larger MBS (more GPU work per launch), then CPU affinity"},
    {"perf",
     "launch-bound host time takes %1% of the step (GPU idle between kernels), above the %2% at which it is attacked "
     "first"},
    {"perf", "lower %1 (host RAM per node is exceeded)"},
    {"perf", "lower CP (raise TP inside the node) or use newer attention kernels"},
    {"perf",
     "lower CP if memory allows (more tokens per CP rank hide the ring's transfers behind attention; TP already fills "
     "the NVLink domain, so there is no TP to trade for), or use newer attention kernels"},
    {"perf", "lower TP (trade for CP or PP)"},
    {"perf", "lower precision: FP8 blockwise/tensorwise (after a validated BF16 baseline)"},
    {"perf", "lower precision: MXFP8 (after a validated BF16 baseline)"},
    {"perf", "more microbatches per step (larger GBS or smaller MBS) or fewer PP stages"},
    {"perf", "optimizer CPU offload (%1 with the precision-aware optimizer)"},
    {"perf",
     "optimizer CPU offload off (its transfers and CPU step take %1% of the step), if the optimizer state fits in HBM "
     "without it"},
    {"perf", "optimizer offload needs %1 GiB host RAM per GPU > budget %2 GiB"},
    {"perf", "raise CP towards seq/4096 (4–8K tokens per CP shard)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's %3 softmax)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's MLA)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's MLA, %3 softmax)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's sliding-window attention)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's sliding-window attention, %3 softmax)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's sliding-window attention, MLA)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model's sliding-window attention, MLA, %3 softmax)"},
    {"perf",
     "raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for "
     "this model)"},
    {"perf", "raise VPP (p2p overlaps with interleaving)"},
    {"perf", "selective recompute first (%1, %2, %3; then %4/%5) — keeps throughput near the no-recompute baseline"},
    {"perf", "selective recompute first (%1, %2; then %3/%4) — keeps throughput near the no-recompute baseline"},
    {"perf", "selective recompute instead of full (if memory allows)"},
    {"perf",
     "shard the model over more GPUs (more EP, PP or TP) or offload the optimizer: weights, gradients and optimizer "
     "state alone need %1 GiB of %2 GiB usable, so recompute cannot help"},
    {"perf",
     "shard the model over more GPUs (more EP, PP or TP): weights, gradients and optimizer state alone need %1 GiB of "
     "%2 GiB usable, so recompute cannot help"},
    {"perf", "trade some CP for TP"},
    {"perf", "tune dispatcher SMs (%1) and the PP layout"},
    // core/perf/estimate_uncertainty.cpp
    {"perf", "%1 % of the cross-validated errors of %2 published rows"},
    {"perf", "%1, %2, any dispatcher"},
    {"perf", "%1, any precision and dispatcher"},
    {"perf", "CP %1 (every published row has CP %2)"},
    {"perf", "EP overlap across nodes"},
    {"perf", "NCCL all-to-all over the NIC"},
    {"perf", "PP %1 (%2 published rows reach PP %3)"},
    {"perf", "all rows"},
    {"perf", "fewer than %1 rows of %2"},
    {"perf", "no published %1 row in %2"},
    {"perf", "no published %1 row with %2"},
    {"perf", "the widest cross-validated error of %1 published rows"},
    {"perf", "±? % (no cross-validated rows to compare with)"},
    // core/perf/lever_candidates.cpp
    {"perf", "%1 (after a validated BF16 baseline)"},
    {"perf", "optimizer CPU offload off"},
    {"perf", "selective recompute (%1, %2) instead of full"},
    {"perf", "stop recomputing %1"},
    // core/perf/lever_gain.cpp
    {"perf", "estimated %1 % tokens/s/GPU (no lever error to compare with)"},
    {"perf", "estimated %1 % tokens/s/GPU, more than the model's lever error (±%2 points)"},
    {"perf", "estimated %1 % tokens/s/GPU: the model expects it slower here, beyond its lever error (±%2 points)"},
    {"perf",
     "estimated %1 % tokens/s/GPU: within the model's lever error (±%2 points), so no gain is claimed; measure it"},
    {"perf", "with it the binding stage would need %1 GiB per GPU, over the usable %2 GiB"},
};

// Units that read the same in every language (symbols, not words): not ids.
bool symbolUnit(std::string_view unit) {
    return unit == "x" || unit == "MB" || unit == "GB/s" || unit == "us" || unit == "s" || unit == "SMs";
}

// Recipes whose walls and levers cover the sentence kinds: the built-ins and one change each.
std::vector<Recipe> sampleRecipes() {
    std::vector<Recipe> out;
    for (const char* id : {"qwen3-30b-a3b-16xh100-hybridep", "dsv3-128k-h100", "bridge-dsv3-gb200-256-mxfp8",
                           "qwen3-235b-256xh100-alltoall", "bridge-qwen3-next-h100-128-bf16"}) {
        const Recipe base = moe::testing::builtinRecipe(id);
        out.push_back(base);
        auto with = [&](auto change) {
            Recipe r = base;
            change(r);
            out.push_back(r);
        };
        with([](Recipe& r) { r.options.recompute = RecomputeOptions{}; });
        with([](Recipe& r) { r.options.optimizer.cpu_offload = true; });
        with([](Recipe& r) { r.options.overlap.grad_reduce = false; });
        with([](Recipe& r) { r.options.cuda_graphs.impl = CudaGraphImpl::None; });
        with([](Recipe& r) { r.options.dispatcher = Dispatcher::AllToAll; });
        with([](Recipe& r) { r.options.precision = Precision::BF16; });
        with([](Recipe& r) { r.layout.cp = 2; });
    }
    return out;
}

struct Said {
    std::string english;
    Message message;
};

// What the estimate, its lever and its band say for each sample recipe, with the English the CLI
// prints beside each message.
std::vector<Said> everythingSaid() {
    std::vector<Said> out;
    const Calibration& cal = builtinCalibration();
    for (const Recipe& r : sampleRecipes()) {
        const auto memory = estimateMemory(r);
        if (!memory) continue;
        const auto estimate = estimateStepTime(r, cal, *memory);
        if (!estimate) continue;
        out.push_back({estimate->wall_reason, estimate->wall_reason_text});
        out.push_back({estimate->next_lever, estimate->next_lever_text});
        const LeverGain g = nextLeverGain(r, cal, *memory, *estimate);
        out.push_back({g.lever, g.lever_message});
        if (!g.refused && !g.breaks_fit) out.push_back({g.text, g.message});
        if (g.breaks_fit) out.push_back({g.text.substr(std::string("not on this layout: ").size()), g.why_message});
        for (const RankedLever& c : g.ranked) out.push_back({c.text, c.message});
        const Uncertainty u = estimateUncertainty(r);
        out.push_back({u.basis, u.basis_message});
        out.push_back({u.widened, u.widened_message});
        out.push_back({u.shareText(), u.shareMessage()});
        for (size_t i = 0; i < u.outside.size() && i < u.outside_messages.size(); ++i)
            out.push_back({u.outside[i], u.outside_messages[i]});
        for (const Message& m : flopsCountMessages(r.model, r.layout.seq_length)) out.push_back({m.english(), m});
    }
    for (double gain : {0.3, 0.01, -0.3}) {
        LeverBand band;
        band.steps.push_back({1, "a switch", 0.10, 0.20, false});
        out.push_back({leverGainText(gain, band), leverGainMessage(gain, band)});
    }
    out.push_back({leverGainText(0.1, LeverBand{}), leverGainMessage(0.1, LeverBand{})});
    out.push_back({Uncertainty{}.description(), Uncertainty::unknownMessage()});
    return out;
}

// Every finding of those recipes that comes as an id.
std::vector<Diagnostic> translatableFindings() {
    std::vector<Diagnostic> out;
    for (const Recipe& r : brokenRecipes())
        for (Diagnostic& d : validateRecipe(r))
            if (!d.message_text.empty()) out.push_back(std::move(d));
    return out;
}

}  // namespace

class TestCoreMessageText : public QObject {
    Q_OBJECT
    QLocale savedDefault_;

private slots:
    void initTestCase() { uitest::isolateSettings(); }
    void cleanup() { QLocale::setDefault(savedDefault_); }

    void theConvertedRulesComeAsIds() {
        const auto findings = translatableFindings();
        QStringList rules;
        for (const Diagnostic& d : findings) rules << QString::fromStdString(d.rule);
        for (const char* rule :
             {// rules_world.cpp
              "mesh.attention_divisible", "mesh.expert_divisible", "batch.gbs_divisible", "parallel.sp_at_tp1",
              "parallel.ep_tp_without_sp", "layout.size_positive", "optimizer.instances_divisible",
              "cp.hierarchical_product", "cp.hierarchical_missing",
              // rules_pipeline.cpp
              "pipeline.vpp_without_pp", "pipeline.unbalanced", "pipeline.even", "pipeline.uneven",
              "pipeline.layout_string", "pipeline.one_mode", "pipeline.account_for", "pipeline.group_size_range",
              "pipeline.last_group_small", "pipeline.few_microbatches", "pipeline.bubble",
              // rules_recompute.cpp
              "recompute.full_needs_method", "recompute.selective_with_method", "recompute.moe_act_needs_grouped_gemm",
              "recompute.mla_up_proj_needs_mla", "recompute.shared_experts_with_overlap",
              "recompute.fp8_delayed_modules",
              // rules_model_fit.cpp
              "model.size_positive", "model.heads_divisible_tp", "model.mla_with_gqa", "model.query_groups_tp",
              "model.ep_without_experts", "model.experts_divisible_ep", "model.router_groups",
              "model.router_group_topk", "model.gdn_value_heads", "model.gdn_heads_tp_cp", "seq.cp_divisible",
              "seq.max_position_embeddings",
              // rules_overlap.cpp
              "overlap.ep_needs_ep", "overlap.ep_dispatcher", "overlap.ep_full_recompute", "overlap.ep_moe_recompute",
              "overlap.ep_shared_expert_overlap", "overlap.ep_mtp", "overlap.ep_needs_vpp", "overlap.ep_graph_scope",
              "overlap.delay_wgrad_needs_ep_overlap", "overlap.tp_comm_needs_sp", "overlap.param_gather_prereqs",
              "overlap.param_gather_with_step", "overlap.param_gather_with_step_needs_vpp",
              // rules_cuda_graphs.cpp
              "graphs.moe_with_router", "graphs.preprocess_needs_router", "graphs.moe_needs_drop_and_pad",
              "graphs.full_recompute", "graphs.full_iteration_scopes", "graphs.full_iteration_nan_check",
              "graphs.activation_offload", "graphs.activation_offload_captured",
              // rules_dispatcher.cpp
              "dispatcher.deepep_hardware", "dispatcher.hybridep_ep_domain", "dispatcher.paged_stash_backend",
              "moe.bias_with_etp",
              // rules_precision.cpp
              "precision.fp8_param_gather_needs_dist_opt", "precision.mxfp8_hardware", "precision.fp4_hardware",
              "optimizer.cpu_offload_needs_precision_aware",
              // rules_environment.cpp
              "env.cuda_device_max_connections",
              // rules_activation_offload.cpp
              "offload.modules_without_flag", "offload.no_modules", "offload.attn_proj_without_core_attn",
              "offload.inside_moe_recompute", "offload.paged_stash", "offload.fraction_range",
              // rules_context_parallel_attention.cpp
              "cp.fp8_attention_softmax", "cp.hierarchical_levels", "cp.sliding_window_comm_type", "cp.mla_comm_type",
              "cp.softmax_comm_type", "cp.a2a_heads",
              // rules_advice.cpp
              "layout.etp_unset", "parallel.etp_above_one", "parallel.dp_squeezed", "topology.tp_outside_domain",
              "topology.ep_outside_domain", "topology.cp_outside_domain", "cp.not_power_of_two", "cp.shard_length",
              "moe.router_fp32", "routing.forced_balance", "run.benchmark_only", "dispatcher.allgather",
              "recompute.full", "recompute.selective_no_modules", "recompute.core_attn", "overlap.combined",
              // rules_export_fidelity.cpp
              "export.megatron_lm_model_gap"})
            QVERIFY2(rules.contains(QString::fromLatin1(rule)), rule);
        // The English the CLI prints is the id with its arguments; a finding written as ids gives its
        // suggestion as an id too.
        for (const Diagnostic& d : findings) {
            QCOMPARE(d.message, d.message_text.english());
            if (!d.suggestion_text.empty()) QCOMPARE(d.suggestion, d.suggestion_text.english());
            QVERIFY2(d.suggestion.empty() || !d.suggestion_text.empty(), d.rule.c_str());
        }
    }

    void englishIsWhatTheCliPrints() {
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("en"))), QString());
        for (const Diagnostic& d : translatableFindings()) {
            QCOMPARE(findingMessage(d), QString::fromStdString(d.message));
            QCOMPARE(findingSuggestion(d), QString::fromStdString(d.suggestion));
        }
    }

    void everyIdHasItsTranslationInEachCatalog() {
        // A context or id that lupdate did not collect would fall back to English silently.
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) {
            UiLanguage language;
            QCOMPARE(language.install(UiLanguage::localeFor(QString::fromLatin1(code))), QString::fromLatin1(code));
            for (const Diagnostic& d : translatableFindings()) {
                for (const Message* m : {&d.message_text, &d.suggestion_text}) {
                    if (m->empty()) continue;
                    const QString translated = QCoreApplication::translate(m->context.c_str(), m->id.c_str());
                    QVERIFY2(translated != QString::fromStdString(m->id),
                             qPrintable(QStringLiteral("%1: no %2 translation of '%3'")
                                            .arg(QString::fromStdString(d.rule), QString::fromLatin1(code),
                                                 QString::fromStdString(m->id))));
                }
            }
        }
    }

    void ruleExplanationsAndTheGlossaryAreTranslated() {
        // Help's "Findings explained" and Glossary, and every finding's title in the list, come from
        // the core's tables (MOE_TR contexts rule_titles, rule_explanations, glossary_terms, glossary).
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) {
            UiLanguage language;
            QCOMPARE(language.install(UiLanguage::localeFor(QString::fromLatin1(code))), QString::fromLatin1(code));
            auto check = [&](const char* context, std::string_view text) {
                QVERIFY2(
                    coreText(context, text) != QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())),
                    qPrintable(QStringLiteral("%1: no %2 translation of '%3'")
                                   .arg(QString::fromLatin1(context), QString::fromLatin1(code),
                                        QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).left(80))));
            };
            for (const RuleExplanation& e : ruleExplanations()) {
                check("rule_titles", e.title);
                check("rule_explanations", e.explanation);
            }
            // Field labels (the editor's tooltips, fixes, undo entries) other than bare flags and
            // value lists, which read the same in every language.
            for (const FieldDescriptor& f : recipeFields())
                if (!f.help.empty() && !f.help.starts_with("--") && f.help.find('|') == std::string::npos &&
                    f.help.find("beta_") == std::string::npos && f.help.find("mscale") == std::string::npos)
                    check("recipe_fields", f.help);
            for (const GlossaryEntry& e : glossary()) {
                check("glossary_terms", e.term);
                check("glossary", e.explanation);
                // Paragraph breaks survive the translation (Help splits on them).
                const auto paragraphs = [](const QString& t) { return t.count(QStringLiteral("\n\n")); };
                QCOMPARE(
                    paragraphs(coreText("glossary", e.explanation)),
                    paragraphs(QString::fromUtf8(e.explanation.data(), static_cast<qsizetype>(e.explanation.size()))));
            }
        }
    }

    void chineseFindingsCarryNoEnglishWords() {
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        // Latin-script words allowed beside Chinese: the parallel sizes' abbreviations, product and
        // format names, the symbols of formulas and of the layout string (m, g; E, L, t), lcm; the
        // flags, keys and names the message gives as arguments, its nested messages' included, are
        // taken out first (a pipeline placement's reason is such a nested message, from core/layout).
        // A word may start with a digit (1F1B, NVL72); runs of digits alone are numbers.
        const QRegularExpression word(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_.+-]*"));
        const QRegularExpression letter(QStringLiteral("[A-Za-z]"));
        const QStringList allowed{
            QStringLiteral("TP"), QStringLiteral("CP"), QStringLiteral("PP"), QStringLiteral("VPP"),
            QStringLiteral("EP"), QStringLiteral("ETP"), QStringLiteral("DP"), QStringLiteral("EDP"),
            QStringLiteral("MBS"), QStringLiteral("GBS"), QStringLiteral("lcm"), QStringLiteral("NVLink"),
            QStringLiteral("Megatron-Core"), QStringLiteral("Megatron-LM"), QStringLiteral("Bridge"),
            QStringLiteral("rank"), QStringLiteral("GPU"),
            // rules_pipeline, rules_recompute, rules_model_fit, rules_overlap,
            // rules_cuda_graphs, rules_dispatcher, rules_precision
            QStringLiteral("1F1B"), QStringLiteral("RuntimeError"), QStringLiteral("m"), QStringLiteral("g"),
            QStringLiteral("E"), QStringLiteral("L"), QStringLiteral("t"), QStringLiteral("MTP"),
            QStringLiteral("GEMM"), QStringLiteral("MLA"), QStringLiteral("GQA"), QStringLiteral("MHA"),
            QStringLiteral("GDN"), QStringLiteral("MoE"), QStringLiteral("top-k"), QStringLiteral("FP8"),
            QStringLiteral("FP4"), QStringLiteral("MX"), QStringLiteral("MXFP8"), QStringLiteral("NVFP4"),
            QStringLiteral("CUDA"), QStringLiteral("Graph"), QStringLiteral("NaN"), QStringLiteral("CPU"),
            QStringLiteral("wgrad"), QStringLiteral("all-gather"), QStringLiteral("DeepEP"), QStringLiteral("NVL72"),
            QStringLiteral("Megatron-Bridge"), QStringLiteral("Blackwell"), QStringLiteral("Hopper"),
            // rules_advice, rules_context_parallel_attention, rules_environment, rules_activation_offload,
            // rules_export_fidelity: product and format names (Transformer Engine, Megatron, Slurm, YAML,
            // YaRN, RoPE, SiLU), the A/B of a comparison, the s of s/4096, 8K of "4–8K", the a2a the
            // glossary keeps, token (as Help's Chinese writes it), softmax, MLP and the precisions
            QStringLiteral("Transformer"), QStringLiteral("Engine"), QStringLiteral("Megatron"),
            QStringLiteral("Slurm"), QStringLiteral("YAML"), QStringLiteral("YaRN"), QStringLiteral("RoPE"),
            QStringLiteral("SiLU"), QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("s"), QStringLiteral("8K"),
            QStringLiteral("a2a"), QStringLiteral("token"), QStringLiteral("softmax"), QStringLiteral("MLP"),
            QStringLiteral("FP32"), QStringLiteral("BF16")};
        for (const Diagnostic& d : translatableFindings()) {
            QStringList codes;
            std::vector<const Message*> pending{&d.message_text, &d.suggestion_text};
            while (!pending.empty()) {
                const Message* m = pending.back();
                pending.pop_back();
                for (const MessageArg& a : m->args) {
                    if (a.kind == MessageArg::Kind::Code || a.kind == MessageArg::Kind::Text)
                        codes << QString::fromStdString(a.text);
                    for (const Message& part : a.parts) pending.push_back(&part);
                }
            }
            // Longest first, so that taking out "moe" leaves no "_act" of "moe_act" behind.
            std::sort(codes.begin(), codes.end(),
                      [](const QString& x, const QString& y) { return x.size() > y.size(); });
            for (const QString& text : {findingMessage(d), findingSuggestion(d)}) {
                QString rest = text;
                for (const QString& c : codes) rest.remove(c);
                auto it = word.globalMatch(rest);
                while (it.hasNext()) {
                    const QString w = it.next().captured();
                    if (!w.contains(letter)) continue;  // a number
                    QVERIFY2(allowed.contains(w), qPrintable(QStringLiteral("%1: English word '%2' in '%3'")
                                                                 .arg(QString::fromStdString(d.rule), w, text)));
                }
            }
        }
    }

    // Review 30 (Chinese, 256 GB200): "ETP·EP = 16 超出了 72 个 GPU 的 NVLink 域" says 16 exceeds 72,
    // untrue; the rule says the group leaves (crosses out of) the domain: 跨出.
    void chineseSaysAGroupLeavesTheDomainNotExceedsIt() {
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        int checked = 0;
        for (const char* id :
             {"TP group of %1 leaves the NVLink domain of %2 GPUs (%3 of %4 groups cross)",
              "ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); ~%7% of EP "
              "traffic crosses the network",
              "ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); the group fits a "
              "domain but %3 is not a multiple of ETP·EP, so some groups straddle two"}) {
            const QString zh = QCoreApplication::translate("rules", id);
            QVERIFY2(zh != QString::fromUtf8(id), id);  // translated at all
            QVERIFY2(!zh.contains(QStringLiteral("超出")) && zh.contains(QStringLiteral("跨出")), qPrintable(zh));
            ++checked;
        }
        QCOMPARE(checked, 3);
    }

    void numbersFollowTheReadersLocale() {
        // Ids outside the catalogs fall back to English text; the arguments still follow the locale.
        const Message m = message("rules", "stage %1 needs %2 GiB of %3 (%4)", integerArg(3), realArg(94.33, 1),
                                  textArg("H100-SXM"), codeArg("layout.ep"));
        QCOMPARE(m.english(), std::string("stage 3 needs 94.3 GiB of H100-SXM (layout.ep)"));
        UiLanguage language;
        language.install(UiLanguage::localeFor(QStringLiteral("fr_FR")));
        QCOMPARE(coreMessageText(m), QStringLiteral("stage 3 needs 94,3 GiB of H100-SXM (layout.ep)"));
        language.install(UiLanguage::localeFor(QStringLiteral("pt_BR")));
        QCOMPARE(coreMessageText(m), QStringLiteral("stage 3 needs 94,3 GiB of H100-SXM (layout.ep)"));
        // Reals as the studio's own figures (formatDecimal): no grouping (review 24 read "1008,7 GiB"
        // on the chart beside "1.008,72 GiB" in the finding).
        const Message big = message("rules", "needs %1 GiB", realArg(1008.72, 2));
        QCOMPARE(coreMessageText(big), QStringLiteral("needs 1008,72 GiB"));
        QVERIFY(coreMessageText(big).contains(ui::formatDecimal(1008.72, 2)));
        // A value holding a placeholder is not substituted again; a missing argument stays as written.
        const Message nested = message("rules", "%1 and %2 and %3", textArg("%2"), integerArg(7));
        QCOMPARE(nested.english(), std::string("%2 and 7 and %3"));
        QCOMPARE(coreMessageText(nested), QStringLiteral("%2 and 7 and %3"));
    }

    void perfEnglishIsWhatTheCliPrints() {
        // Each message's English is the CLI's string; where the core gives no id, the string is a
        // flag or names alone.
        int messages = 0;
        for (const Said& s : everythingSaid()) {
            if (s.message.empty()) {
                QVERIFY2(s.english.empty() || s.english.starts_with("--") || s.english.find(' ') == std::string::npos ||
                             s.english.starts_with("VPP ") || s.english.starts_with("PP ") ||
                             s.english.starts_with("EP ") || s.english.find(", ") != std::string::npos,
                         s.english.c_str());
                continue;
            }
            ++messages;
            QCOMPARE(s.message.english(), s.english);
        }
        QVERIFY(messages > 100);
    }

    void perfMessagesSaidAreListed() {
        // The list below the catalogs are checked against holds every id the samples produce.
        std::set<std::pair<std::string, std::string>> listed;
        for (const auto& [context, id] : kIds) listed.emplace(context, id);
        for (const Said& s : everythingSaid())
            if (!s.message.empty())
                QVERIFY2(listed.count({s.message.context, s.message.id}) == 1,
                         qPrintable(QString::fromStdString(s.message.context + ": " + s.message.id)));
    }

    void perfStudioComposesTheCliEnglish() {
        // Without a catalog the studio's band description reads as the CLI's.
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("en"))), QString());
        for (const Recipe& r : sampleRecipes()) {
            const Uncertainty u = estimateUncertainty(r);
            QCOMPARE(uncertaintyDescription(u), QString::fromStdString(u.description()));
        }
        QCOMPARE(uncertaintyDescription(Uncertainty{}), QString::fromStdString(Uncertainty{}.description()));
        for (const CalibrationConstant& c : calibrationConstants()) {
            QCOMPARE(calibrationConstantWhat(c), QString::fromUtf8(c.what));
            QCOMPARE(calibrationConstantUnit(c), QString::fromUtf8(c.unit));
        }
    }

    void perfIdsHaveTheirTranslationInEachCatalog() {
        // Every id has its translation in each catalog; a context or id lupdate did not collect falls
        // back to English. A unit the language writes as English does ("tokens" in Portuguese and
        // French, "fraction" in French) is its own translation.
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) {
            UiLanguage language;
            QCOMPARE(language.install(UiLanguage::localeFor(QString::fromLatin1(code))), QString::fromLatin1(code));
            QStringList missing;
            auto check = [&](const char* context, std::string_view id) {
                const std::string text(id);
                const QString catalog = QString::fromLatin1(code);
                const bool keptAsIs = (catalog != QStringLiteral("zh_CN") && text == "tokens") ||
                                      (catalog == QStringLiteral("fr_FR") && text == "fraction");
                if (!keptAsIs && QCoreApplication::translate(context, text.c_str()) == QString::fromStdString(text))
                    missing << QStringLiteral("%1: %2").arg(QString::fromLatin1(context), QString::fromStdString(text));
            };
            for (const auto& [context, id] : kIds) check(context, id);
            for (const CalibrationConstant& c : calibrationConstants()) {
                check("calibration_constants", c.what);
                if (!symbolUnit(c.unit)) check("calibration_constants", c.unit);
            }
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1: %2 ids without a translation, e.g. %3")
                                                       .arg(QString::fromLatin1(code))
                                                       .arg(missing.size())
                                                       .arg(missing.value(0))));
        }
    }
};

QTEST_MAIN(TestCoreMessageText)
#include "test_core_message_text.moc"
