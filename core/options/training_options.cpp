#include "core/options/training_options.h"

#include <algorithm>
#include <array>

#include "core/common/enum_names.h"

namespace moe {
namespace {

constexpr std::array<EnumEntry<Precision>, 6> kPrecision{{
    {Precision::BF16, "bf16"},
    {Precision::FP8Tensorwise, "fp8_tensorwise"},
    {Precision::FP8Delayed, "fp8_delayed"},
    {Precision::FP8Blockwise, "fp8_blockwise"},
    {Precision::MXFP8, "mxfp8"},
    {Precision::NVFP4, "nvfp4"},
}};
constexpr std::array<EnumEntry<RecomputeGranularity>, 3> kGranularity{{
    {RecomputeGranularity::None, "none"},
    {RecomputeGranularity::Selective, "selective"},
    {RecomputeGranularity::Full, "full"},
}};
constexpr std::array<EnumEntry<RecomputeMethod>, 3> kMethod{{
    {RecomputeMethod::None, "none"},
    {RecomputeMethod::Uniform, "uniform"},
    {RecomputeMethod::Block, "block"},
}};
constexpr std::array<EnumEntry<RecomputeModule>, 7> kModule{{
    {RecomputeModule::CoreAttn, "core_attn"},
    {RecomputeModule::MoeAct, "moe_act"},
    {RecomputeModule::Layernorm, "layernorm"},
    {RecomputeModule::MlaUpProj, "mla_up_proj"},
    {RecomputeModule::Mlp, "mlp"},
    {RecomputeModule::Moe, "moe"},
    {RecomputeModule::SharedExperts, "shared_experts"},
}};
constexpr std::array<EnumEntry<OffloadModule>, 7> kOffloadModule{{
    {OffloadModule::AttnNorm, "attn_norm"},
    {OffloadModule::QkvLinear, "qkv_linear"},
    {OffloadModule::CoreAttn, "core_attn"},
    {OffloadModule::AttnProj, "attn_proj"},
    {OffloadModule::MlpNorm, "mlp_norm"},
    {OffloadModule::ExpertFc1, "expert_fc1"},
    {OffloadModule::MoeAct, "moe_act"},
}};
constexpr std::array<EnumEntry<OptimizerDtype>, 4> kDtype{{
    {OptimizerDtype::FP32, "fp32"},
    {OptimizerDtype::FP16, "fp16"},
    {OptimizerDtype::BF16, "bf16"},
    {OptimizerDtype::FP8, "fp8"},
}};
constexpr std::array<EnumEntry<Dispatcher>, 5> kDispatcher{{
    {Dispatcher::AllGather, "allgather"},
    {Dispatcher::AllToAll, "alltoall"},
    {Dispatcher::FlexDeepEP, "flex_deepep"},
    {Dispatcher::FlexHybridEP, "flex_hybridep"},
    {Dispatcher::FlexNcclEP, "flex_ncclep"},
}};
constexpr std::array<EnumEntry<CudaGraphImpl>, 4> kGraphImpl{{
    {CudaGraphImpl::None, "none"},
    {CudaGraphImpl::Local, "local"},
    {CudaGraphImpl::TransformerEngine, "transformer_engine"},
    {CudaGraphImpl::FullIteration, "full_iteration"},
}};
constexpr std::array<EnumEntry<CudaGraphScope>, 6> kGraphScope{{
    {CudaGraphScope::Attn, "attn"},
    {CudaGraphScope::Mlp, "mlp"},
    {CudaGraphScope::Moe, "moe"},
    {CudaGraphScope::MoeRouter, "moe_router"},
    {CudaGraphScope::MoePreprocess, "moe_preprocess"},
    {CudaGraphScope::Mamba, "mamba"},
}};

template <class E, std::size_t N>
const char* nameOf(const std::array<EnumEntry<E>, N>& table, E v) {
    return enumToName(table, v).data();  // table names are string literals, so NUL-terminated
}

}  // namespace

bool RecomputeOptions::has(RecomputeModule m) const {
    if (granularity != RecomputeGranularity::Selective) return false;
    // None named: Megatron recomputes its default module set, core_attn (--recompute-modules'
    // default in Megatron-LM's arguments.py; TransformerConfig fills the same when unset).
    if (modules.empty()) return m == RecomputeModule::CoreAttn;
    return std::find(modules.begin(), modules.end(), m) != modules.end();
}

bool CudaGraphOptions::has(CudaGraphScope s) const {
    return std::find(scopes.begin(), scopes.end(), s) != scopes.end();
}

bool TrainingOptions::offloads(OffloadModule m) const {
    return activation_cpu_offload && std::find(offload_modules.begin(), offload_modules.end(), m) != offload_modules.end();
}

bool TrainingOptions::isFp8() const {
    return precision == Precision::FP8Tensorwise || precision == Precision::FP8Delayed ||
           precision == Precision::FP8Blockwise || precision == Precision::MXFP8;
}

const char* toString(Precision v) { return nameOf(kPrecision, v); }
const char* toString(RecomputeGranularity v) { return nameOf(kGranularity, v); }
const char* toString(RecomputeMethod v) { return nameOf(kMethod, v); }
const char* toString(RecomputeModule v) { return nameOf(kModule, v); }
const char* toString(OffloadModule v) { return nameOf(kOffloadModule, v); }
const char* toString(OptimizerDtype v) { return nameOf(kDtype, v); }
const char* toString(Dispatcher v) { return nameOf(kDispatcher, v); }
const char* toString(CudaGraphImpl v) { return nameOf(kGraphImpl, v); }
const char* toString(CudaGraphScope v) { return nameOf(kGraphScope, v); }

std::optional<Precision> precisionFromString(const std::string& s) { return enumFromName(kPrecision, s); }
std::optional<RecomputeGranularity> recomputeGranularityFromString(const std::string& s) {
    return enumFromName(kGranularity, s);
}
std::optional<RecomputeMethod> recomputeMethodFromString(const std::string& s) { return enumFromName(kMethod, s); }
std::optional<RecomputeModule> recomputeModuleFromString(const std::string& s) { return enumFromName(kModule, s); }
std::optional<OffloadModule> offloadModuleFromString(const std::string& s) { return enumFromName(kOffloadModule, s); }
std::optional<OptimizerDtype> optimizerDtypeFromString(const std::string& s) { return enumFromName(kDtype, s); }
std::optional<Dispatcher> dispatcherFromString(const std::string& s) { return enumFromName(kDispatcher, s); }
std::optional<CudaGraphImpl> cudaGraphImplFromString(const std::string& s) { return enumFromName(kGraphImpl, s); }
std::optional<CudaGraphScope> cudaGraphScopeFromString(const std::string& s) {
    return enumFromName(kGraphScope, s);
}

std::string precisionChoices() { return enumChoices(kPrecision); }
std::string recomputeGranularityChoices() { return enumChoices(kGranularity); }
std::string recomputeMethodChoices() { return enumChoices(kMethod); }
std::string recomputeModuleChoices() { return enumChoices(kModule); }
std::string offloadModuleChoices() { return enumChoices(kOffloadModule); }
std::string optimizerDtypeChoices() { return enumChoices(kDtype); }
std::string dispatcherChoices() { return enumChoices(kDispatcher); }
std::string cudaGraphImplChoices() { return enumChoices(kGraphImpl); }
std::string cudaGraphScopeChoices() { return enumChoices(kGraphScope); }

}  // namespace moe
