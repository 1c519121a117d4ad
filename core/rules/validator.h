#pragma once
// Validation of a recipe against Megatron's hard rules (errors: export refused) and the seeds'
// and Megatron's soft rules (warnings), domain §2.5 and §2.6.
#include <string>
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

// Drops from each finding's fix the changes that set a field to the value it already has: a fix
// label read "Activation recompute = selective" on a recipe already selective, while what the fix
// changed was the modules (review 22).
void dropUnchangedFixes(std::vector<Diagnostic>& diagnostics, const Recipe& recipe);

// A one-click fix is offered only if it does what it says (issue 41, item 5): applied to `recipe`,
// it must clear its own finding's error and bring no hard-rule error the recipe did not have.
// Otherwise the fix is withheld and the suggestion says what applying it would have led to ("GBS
// 2048" at 16384 GPUs led straight to a group-size error). Checked against the hard rules only.
void withholdFailingFixes(std::vector<Diagnostic>& diagnostics, const Recipe& recipe);

// Whether a rule is about the mesh, the pipeline or how the model splits over them (TP 512 on 128
// heads, experts % EP): an error of one makes the layout itself impossible, so the grids are veiled
// and no step is predicted for it. Memory, overlaps, options and dispatchers are not.
bool isLayoutRule(const std::string& rule);

}  // namespace moe
