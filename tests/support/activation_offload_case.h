#pragma once
// The activation-offloading tests' shared case: the Megatron-Bridge Qwen3-235B-A22B 256xGB200
// MXFP8 layout and the bytes one layer offloads per microbatch, worked by hand.
#include <utility>
#include <vector>

#include "core/recipe/recipe.h"
#include "tests/support/builtin_recipe.h"

namespace moe::testing {

// Qwen3-235B-A22B (catalog, from its Hugging Face config): h 4096, top-k 8, expert FFN 1536, gated.
// Per layer and microbatch (s = 4096 tokens, TP = ETP = 1, MXFP8 GEMM inputs x = 1 + 1/32 B):
//   permuted tokens (expert_fc1's input) = s·k·h·x   = 4096·8·4096·1.03125 = 138 412 032 B
//   expert fc1 output (moe_act's input)  = s·k·2f_e·2 = 4096·8·3072·2       = 201 326 592 B
inline constexpr double kPermuted = 4096.0 * 8 * 4096 * (1.0 + 1.0 / 32);
inline constexpr double kFc1 = 4096.0 * 8 * 3072 * 2;
inline constexpr double kLayer = kPermuted + kFc1;  // one layer's two offload groups

inline Recipe qwenGb200() {
    Recipe r = moe::testing::builtinRecipe("bridge-qwen3-235b-gb200-256-mxfp8");
    r.options.routing.expert_rank_capacity_factor.reset();  // paged stash would refuse the expert offload
    return r;
}

inline Recipe offloading(Recipe r, std::vector<OffloadModule> modules, double fraction = 1.0) {
    r.options.activation_cpu_offload = true;
    r.options.offload_modules = std::move(modules);
    r.options.activation_offload_fraction = fraction;
    return r;
}

}  // namespace moe::testing
