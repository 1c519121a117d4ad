#pragma once
// Fine-grained activation offloading in the memory model (Megatron-Core
// docs/user-guide/features/fine_grained_activation_offloading.md and
// megatron/core/pipeline_parallel/fine_grained_activation_offload.py): each offloaded module's
// saved inputs are copied to pinned host memory after the module's forward and copied back before
// its backward, one offload group per module per layer.
//
// Which activations leave the GPU: the inputs of the offloaded modules, as the activation template
// names them — attn_norm the layer input, qkv_linear the input-norm output, core_attn Q, K, V (MLA:
// the up-projected q, k and v), attn_proj the attention output, mlp_norm the post-attention
// residual, expert_fc1 the permuted tokens, moe_act the expert fc1 output. A tensor a recompute
// module already drops is not offloaded.
//
// What stays resident: the last layer of the newest microbatch before the first backward (its
// backward follows at once, so its groups are not sent out), one layer's groups reloaded ahead of
// their backward (the staging copy), and, with activation_offload_fraction φ < 1, the last
// ⌊n·(1 − φ)⌋ of the n offload groups of each chunk in forward order (Megatron-Core disables the
// later groups first).
#include <vector>

#include "core/memory/activation_model.h"
#include "core/options/training_options.h"

namespace moe {

// Marks the tensors of `layer` that are saved inputs of a module in `modules` as offloaded.
void markOffloadedInputs(LayerActivations& layer, const std::vector<OffloadModule>& modules);

// The offload groups of one layer in forward order (module order), each the bytes its module sends
// to the host for one microbatch; modules with nothing to send are left out.
std::vector<double> offloadGroups(const LayerActivations& layer);

// Of offload groups listed in forward order over a chunk, the bytes that stay on the GPU under
// offload fraction `fraction`: the last ⌊n·(1 − fraction)⌋ groups.
double groupsKeptByFraction(const std::vector<double>& groupsInForwardOrder, double fraction);

}  // namespace moe
