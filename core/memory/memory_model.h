#pragma once
// Memory per GPU for every pipeline stage, built tensor by tensor (domain §4): weights, gradients
// and optimizer state of the parameters really placed on the stage, activations of the
// microbatches in flight there, stage extras, and labelled overheads. Every line says where its
// number comes from.
#include <cstdint>
#include <climits>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/memory/activation_model.h"
#include "core/memory/memory_assumptions.h"
#include "core/recipe/recipe.h"

namespace moe {

enum class MemoryCategory { Weights, Grads, Optimizer, Activations, Overhead };
const char* toString(MemoryCategory c);

struct MemoryLine {
    MemoryCategory category = MemoryCategory::Weights;
    // Static text (string literals), so evaluating a layout allocates little; the numbers the text
    // refers to are in StageMemory.
    const char* group = "";   // e.g. "experts", "attention", "dense", "cuda graphs"
    const char* name = "";    // e.g. "expert fc1"
    int64_t bytes = 0;
    const char* origin = "";  // formula or assumption behind the number
};

struct StageMemory {
    int stage = 0;
    int decoder_layers = 0;
    int mtp_layers = 0;
    int inflight_microbatches = 0;  // chunk-microbatches alive at the peak
    int64_t params_per_gpu = 0;
    int64_t dense_params_per_gpu = 0;   // TP-sharded ÷TP + replicated + embedding shards
    int64_t expert_params_per_gpu = 0;  // routed experts ÷(ETP·EP)
    double param_bytes = 2;             // per parameter: 2 BF16, 1 FP8, 0.5 FP4 param gather
    double grad_bytes = 4;              // main-grad bytes per parameter
    double optimizer_bytes_per_param = 12;  // master + moments, before sharding
    double dense_optimizer_shards = 1;  // DP·CP ÷ dist-opt instances (1 without dist-opt)
    double expert_optimizer_shards = 1; // EDP ÷ dist-opt instances
    double offload_fraction = 0;        // of the sharded optimizer state, on the host
    int64_t weights_bytes = 0;
    int64_t grads_bytes = 0;
    int64_t optimizer_bytes = 0;
    int64_t activation_bytes = 0;
    int64_t overhead_bytes = 0;
    int64_t host_offload_bytes = 0;  // optimizer state moved to host, per GPU
    int64_t activation_host_bytes = 0;  // activations offloaded to host at the peak, per GPU
    int64_t fragmentation_bytes = 0;    // the allocator-fragmentation allowance inside overhead_bytes
    std::vector<MemoryLine> detail;
    // Saturating: absurd inputs read as "far too big", never as an overflowed negative.
    [[nodiscard]] int64_t totalBytes() const {
        int64_t sum = 0;
        for (int64_t part : {weights_bytes, grads_bytes, optimizer_bytes, activation_bytes, overhead_bytes}) {
            if (part > INT64_MAX - sum) return INT64_MAX;  // parts are never negative
            sum += part;
        }
        return sum;
    }
};

struct MemoryReport {
    std::vector<StageMemory> stages;
    int binding_stage = 0;
    int64_t hbm_bytes = 0;          // usable HBM per GPU
    int64_t headroom_bytes = 0;     // hbm − binding stage total (negative = overflow)
    bool fits = false;
    int64_t host_bytes_per_gpu = 0;   // max over stages
    int64_t host_bytes_per_node = 0;
    int64_t host_budget_per_gpu = 0;  // host RAM per GPU less the pinned/OS reserve
    bool host_fits = true;
    int64_t microbatches_per_step = 0;
    ResolvedAssumptions assumptions;
    [[nodiscard]] const StageMemory& binding() const { return stages.at(static_cast<size_t>(binding_stage)); }
};

// Errors when the layout cannot be evaluated (mesh does not divide, layers cannot be placed,
// non-positive sizes); the error names the field and the reason.
// The activation template's inputs for `recipe` under resolved assumptions: the memory model and
// the activation-offload time take the same tensors from it.
ActivationContext activationContextOf(const Recipe& recipe, const ResolvedAssumptions& assumptions);

Result<MemoryReport> estimateMemory(const Recipe& recipe, const MemoryAssumptions& assumptions = {});

// For planners that evaluate many variants of one mesh: the same totals without the per-line
// detail (StageMemory::detail stays empty), on a placement the caller already has (it must be
// placeLayers(recipe.model, recipe.layout)).
struct MemoryEvaluation {
    bool detail_lines = true;
    const struct PipelinePlacement* placement = nullptr;  // null = place the layers here
};
Result<MemoryReport> estimateMemory(const Recipe& recipe, const MemoryAssumptions& assumptions, const MemoryEvaluation& how);

}  // namespace moe
