#pragma once
// Everything about a run that is neither the model, the hardware nor the layout: precision,
// recompute, optimizer, dispatcher, overlaps, CUDA graphs, routing semantics (domain §8.1).
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace moe {

enum class Precision {
    BF16,
    FP8Tensorwise,  // current scaling (Bridge fp8_cs)
    FP8Delayed,
    FP8Blockwise,   // DeepSeek-style subchannel
    MXFP8,          // Blackwell only
    NVFP4,
};

enum class RecomputeGranularity { None, Selective, Full };
enum class RecomputeMethod { None, Uniform, Block };
enum class RecomputeModule { CoreAttn, MoeAct, Layernorm, MlaUpProj, Mlp, Moe, SharedExperts };
// Fine-grained activation offloading: the modules whose saved inputs go to host memory after their
// forward and come back before their backward (Megatron-Core
// docs/user-guide/features/fine_grained_activation_offloading.md; transformer_config.py allows
// these, plus fused_group_mlp with the TE op fuser, which the studio does not model).
enum class OffloadModule { AttnNorm, QkvLinear, CoreAttn, AttnProj, MlpNorm, ExpertFc1, MoeAct };

struct RecomputeOptions {
    RecomputeGranularity granularity = RecomputeGranularity::None;
    RecomputeMethod method = RecomputeMethod::None;  // full only
    int num_layers = 0;                               // full only
    std::vector<RecomputeModule> modules;             // selective only
    bool operator==(const RecomputeOptions&) const = default;
    // Whether module `m` is recomputed; selective with no module named recomputes core_attn, as
    // Megatron does.
    [[nodiscard]] bool has(RecomputeModule m) const;
};

enum class OptimizerDtype { FP32, FP16, BF16, FP8 };

struct OptimizerOptions {
    bool distributed = true;               // --use-distributed-optimizer
    int distributed_instances = 1;         // --num-distributed-optimizer-instances
    bool precision_aware = false;          // --use-precision-aware-optimizer
    OptimizerDtype main_grads_dtype = OptimizerDtype::FP32;
    OptimizerDtype exp_avg_dtype = OptimizerDtype::FP32;
    OptimizerDtype exp_avg_sq_dtype = OptimizerDtype::FP32;
    bool cpu_offload = false;              // --optimizer-cpu-offload
    double offload_fraction = 1.0;         // --optimizer-offload-fraction (MLM default 1.0)
    bool operator==(const OptimizerOptions&) const = default;
    // Fraction of the sharded optimizer state that lives on the host.
    [[nodiscard]] double effectiveOffloadFraction() const { return cpu_offload ? offload_fraction : 0.0; }
};

// The optimizer offload fractions Search and Feasibility step through when memory needs it: half
// the state, then all of it (all of it can overflow the host where half fits).
inline constexpr std::array<double, 2> kOptimizerOffloadSteps = {0.5, 1.0};

enum class Dispatcher {
    AllGather,     // MLM default
    AllToAll,
    FlexDeepEP,    // flex + deepep
    FlexHybridEP,  // flex + hybridep
    FlexNcclEP,    // flex + ncclep (core >= 0.19)
};

struct OverlapOptions {
    bool ep_a2a_overlap = false;        // --overlap-moe-expert-parallel-comm
    bool delay_wgrad_compute = false;   // --delay-wgrad-compute
    bool shared_expert_overlap = false; // --moe-shared-expert-overlap
    bool grad_reduce = false;           // --overlap-grad-reduce
    bool param_gather = false;          // --overlap-param-gather
    bool param_gather_with_optimizer_step = false;
    bool tp_comm_overlap = false;       // --tp-comm-overlap
    bool operator==(const OverlapOptions&) const = default;
};

enum class CudaGraphImpl { None, Local, TransformerEngine, FullIteration };
enum class CudaGraphScope { Attn, Mlp, Moe, MoeRouter, MoePreprocess, Mamba };

struct CudaGraphOptions {
    CudaGraphImpl impl = CudaGraphImpl::None;
    std::vector<CudaGraphScope> scopes;  // --cuda-graph-modules (0.18+) / --cuda-graph-scope
    bool operator==(const CudaGraphOptions&) const = default;
    [[nodiscard]] bool has(CudaGraphScope s) const;
};

struct RoutingOptions {
    bool force_load_balancing = false;         // --moe-router-force-load-balancing (benchmark-only)
    std::optional<double> capacity_factor;     // --moe-expert-capacity-factor; none = dropless
    bool pad_to_capacity = false;              // --moe-pad-expert-input-to-capacity (drop-and-pad)
    bool router_dtype_fp32 = true;             // --moe-router-dtype fp32
    bool grouped_gemm = true;                  // --moe-grouped-gemm
    bool permute_fusion = true;                // --moe-permute-fusion
    std::optional<double> expert_rank_capacity_factor;  // paged stash (hybridep/ncclep only)
    bool operator==(const RoutingOptions&) const = default;
    [[nodiscard]] bool dropless() const { return !capacity_factor.has_value(); }
};

struct TrainingOptions {
    Precision precision = Precision::BF16;
    bool fp8_param_gather = false;     // --fp8-param-gather (also FP4 param gather under NVFP4)
    // --fp8-dot-product-attention (Bridge fp8_dot_product_attention): TE's attention in FP8. Only
    // with an FP8 precision; TE refuses it under CP for a non-vanilla softmax.
    bool fp8_attention = false;
    RecomputeOptions recompute;
    OptimizerOptions optimizer;
    Dispatcher dispatcher = Dispatcher::AllToAll;
    OverlapOptions overlap;
    CudaGraphOptions cuda_graphs;
    RoutingOptions routing;
    bool activation_cpu_offload = false;  // --fine-grained-activation-offloading
    std::vector<OffloadModule> offload_modules;  // --offload-modules (meaningful with the flag above)
    double activation_offload_fraction = 1.0;    // TransformerConfig.activation_offload_fraction (default 1)
    bool manual_gc = false;               // --manual-gc
    bool check_for_nan_in_grad = true;    // --check-for-nan-in-loss-and-grad (MLM default on)
    std::optional<int> cuda_device_max_connections;  // env CUDA_DEVICE_MAX_CONNECTIONS; none = unset
    // Explicitly benchmark-only (synthetic data, disabled optimizer/checkpoint paths). Forced load
    // balancing makes a run benchmark-only on its own.
    bool benchmark_only = false;
    bool operator==(const TrainingOptions&) const = default;

    [[nodiscard]] bool isBenchmarkOnly() const { return benchmark_only || routing.force_load_balancing; }
    [[nodiscard]] bool isFp8() const;
    [[nodiscard]] bool isFp4() const { return precision == Precision::NVFP4; }
    // Fine-grained activation offloading is on and offloads `m`.
    [[nodiscard]] bool offloads(OffloadModule m) const;
};

// Spellings used in recipes, the CLI and JSON (Megatron's where it has one).
const char* toString(Precision v);
const char* toString(RecomputeGranularity v);
const char* toString(RecomputeMethod v);
const char* toString(RecomputeModule v);
const char* toString(OffloadModule v);
const char* toString(OptimizerDtype v);
const char* toString(Dispatcher v);
const char* toString(CudaGraphImpl v);
const char* toString(CudaGraphScope v);
std::optional<Precision> precisionFromString(const std::string& s);
std::optional<RecomputeGranularity> recomputeGranularityFromString(const std::string& s);
std::optional<RecomputeMethod> recomputeMethodFromString(const std::string& s);
std::optional<RecomputeModule> recomputeModuleFromString(const std::string& s);
std::optional<OffloadModule> offloadModuleFromString(const std::string& s);
std::optional<OptimizerDtype> optimizerDtypeFromString(const std::string& s);
std::optional<Dispatcher> dispatcherFromString(const std::string& s);
std::optional<CudaGraphImpl> cudaGraphImplFromString(const std::string& s);
std::optional<CudaGraphScope> cudaGraphScopeFromString(const std::string& s);
// Comma-separated accepted spellings, for error messages.
std::string precisionChoices();
std::string recomputeGranularityChoices();
std::string recomputeMethodChoices();
std::string recomputeModuleChoices();
std::string offloadModuleChoices();
std::string optimizerDtypeChoices();
std::string dispatcherChoices();
std::string cudaGraphImplChoices();
std::string cudaGraphScopeChoices();

}  // namespace moe
