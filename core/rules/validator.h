#pragma once
// Validation of a recipe against Megatron's hard rules (errors: export refused) and the seeds'
// and Megatron's soft rules (warnings), domain §2.5 and §2.6.
#include <vector>

#include "core/common/diagnostic.h"
#include "core/recipe/recipe.h"

namespace moe {

// Which findings to compute. Search loops only need the hard rules; the advice family (topology,
// bubble, DP squeeze, ...) is skipped there because it costs more than the rest together.
enum class ValidationScope { All, HardRules };

// All findings, errors first, in a stable order. Never throws; never stops at the first error.
std::vector<Diagnostic> validateRecipe(const Recipe& recipe, ValidationScope scope = ValidationScope::All);

// True when any finding is an error (export must be refused).
bool hasErrors(const std::vector<Diagnostic>& diagnostics);

}  // namespace moe
