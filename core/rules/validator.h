#pragma once
// Validation of a recipe against Megatron's hard rules (errors: export refused) and the seeds'
// and Megatron's soft rules (warnings), domain §2.5 and §2.6.
#include <vector>

#include "core/common/diagnostic.h"
#include "core/recipe/recipe.h"

namespace moe {

// All findings, errors first, in a stable order. Never throws; never stops at the first error.
std::vector<Diagnostic> validateRecipe(const Recipe& recipe);

// True when any finding is an error (export must be refused).
bool hasErrors(const std::vector<Diagnostic>& diagnostics);

}  // namespace moe
