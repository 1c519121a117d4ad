#pragma once
// Environment variables a recipe needs at launch (domain §8.4), shared by the Megatron-LM script
// preamble and the Bridge `env_vars:` block.
#include <string>
#include <vector>

#include "core/recipe/recipe.h"

namespace moe {

struct EnvVar {
    std::string name;
    std::string value;
    std::string why;  // one line, written as a comment
};

// CUDA_DEVICE_MAX_CONNECTIONS (the recipe's value, else derived per §8.4), NVTE_CPU_OFFLOAD_V1
// for fine-grained activation offload, NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN for HybridEP.
std::vector<EnvVar> exportEnvironment(const Recipe& recipe);

// Variables the exports derive from other levers; importers accept them without a warning.
bool isDerivedEnvironmentVariable(const std::string& name);

}  // namespace moe
