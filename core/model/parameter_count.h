#pragma once
// Parameter counts in Megatron-LM's conventions (megatron/training/theoretical_memory_usage.py,
// domain §3.2), split into the three sharding buckets the memory model needs per stage.
#include <cstdint>

#include "core/model/model_spec.h"

namespace moe {

// Parameters of one transformer layer, by how Megatron shards them.
struct LayerParameters {
    int64_t tp_sharded = 0;      // attention projections, dense MLP, shared expert: ÷TP
    int64_t replicated = 0;      // norms, router, MLA latent norms, shared-expert gate: not sharded
    int64_t expert_sharded = 0;  // routed experts: ÷(ETP·EP)
    int64_t expert_active = 0;   // routed-expert parameters one token touches (top-k of E)
    [[nodiscard]] int64_t total() const { return tp_sharded + replicated + expert_sharded; }
    [[nodiscard]] int64_t active() const { return tp_sharded + replicated + expert_active; }
};

// Attention block parameters alone (GQA/MHA, MLA, or GDN for a linear-attention layer).
int64_t attentionParameters(const ModelSpec& m, int layer);

// Layer `layer` (0-based); indices >= num_layers are MTP layers and take the last layer's type.
LayerParameters layerParameters(const ModelSpec& m, int layer);

struct ParameterCount {
    int64_t total = 0;       // all parameters incl. MTP (Megatron convention, see below)
    int64_t active = 0;      // per token: routed experts count top-k; MTP layers count fully
    // What one token touches: routed experts at top-k in the MTP layers as well (the figure a model
    // card's "activated parameters" means; `active` keeps the domain table's convention).
    int64_t active_token = 0;
    int64_t embedding = 0;   // input embedding + output layer (hV each when untied)
    int64_t mtp = 0;         // MTP layers
    int64_t routed_experts = 0;
};

// Megatron's convention: padded vocabulary at TP 1; MTP layers counted as full layers of the last
// layer's type (all experts, also in `active`), without the MTP eh-projection (2h^2), which
// Megatron's estimator omits but the memory model places on the MTP stage. Linear biases and
// attention sinks are not counted (as in Megatron). GDN layers use the studio's own derivation.
ParameterCount countParameters(const ModelSpec& m);

// The MTP block's extra parameters beyond its transformer layer: eh-projection 2h^2 and the
// two input norms (enorm, hnorm). Not part of countParameters (see above).
int64_t mtpProjectionParameters(const ModelSpec& m);

}  // namespace moe
