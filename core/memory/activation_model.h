#pragma once
// Activations saved for backward, tensor by tensor (domain §4.3), for one layer and one
// microbatch: which tensors exist for the layer's attention and MLP kind, how TP (with SP), CP
// and FP8 storage shrink them, and which recompute module removes each.
#include <cstdint>
#include <string>
#include <vector>

#include "core/model/model_spec.h"
#include "core/options/training_options.h"

namespace moe {

struct ActivationContext {
    int tp = 1;
    int cp = 1;
    int etp = 1;
    bool sequence_parallel = false;
    int64_t seq_length = 4096;
    int micro_batch_size = 1;
    Precision precision = Precision::BF16;
    double routing_imbalance = 1.0;
    bool probs_into_swiglu_fusion = true;
    RecomputeOptions recompute;
    std::vector<OffloadModule> offload_modules;  // fine-grained activation offloading (empty = off)
};

struct ActivationTensor {
    // Static text (string literals): the model is evaluated in tight search loops.
    const char* group = "";       // "residual", "norm", "attention", "mla", "gdn", "mlp", "router", "experts", "shared"
    const char* name = "";        // e.g. "expert fc1"
    double bytes = 0;             // per microbatch (MBS included), per GPU
    const char* formula = "";     // where the number comes from, e.g. "s_r/TP·ETP·k·2f_e/ETP·2·ρ"
    const char* removed_by = "";  // recompute module(s) that drop it ("" = none)
    bool removed = false;    // dropped under the run's recompute settings
    // Input of an offloaded module (fine-grained activation offloading), saved on the host between
    // its forward and its backward; never set on a removed tensor.
    bool offloaded = false;
};

struct LayerActivations {
    std::vector<ActivationTensor> tensors;
    [[nodiscard]] double keptBytes() const;       // not removed: on the GPU or on the host
    [[nodiscard]] double offloadedBytes() const;  // of those, the offloaded ones
    [[nodiscard]] double allBytes() const;  // before recompute removals (the transient peak of a re-run)
};

// Bytes per element of an FP8/FP4 GEMM input (x in domain §4.3).
double gemmInputBytes(Precision p);

// Layer `layer` (indices >= num_layers are MTP layers: last layer's type + MTP inputs).
LayerActivations layerActivations(const ModelSpec& model, int layer, const ActivationContext& ctx);

// The layer input (residual stream) kept for each layer under full recompute.
double layerInputBytes(const ModelSpec& model, const ActivationContext& ctx);

}  // namespace moe
