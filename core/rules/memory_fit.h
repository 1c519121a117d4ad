#pragma once
// Fit as a verdict: a layout whose binding pipeline stage needs more than the usable HBM is an
// error (`memory.does_not_fit`) naming the stage and the bytes over, with one-click fixes from the
// feasibility levers (selective recompute, smaller microbatch, more EP or PP, full recompute,
// optimizer offload) that were checked to make it fit. When the excess is within the memory
// model's own uncertainty (its labelled allocator-fragmentation allowance of the binding stage),
// it is a warning that says so (`memory.fit_uncertain`). Kept apart from validateRecipe because it
// needs a memory estimate, which the rule families do not compute.
#include <string>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/memory/memory_assumptions.h"
#include "core/memory/memory_model.h"
#include "core/recipe/recipe.h"

namespace moe {
struct Calibration;
}

namespace moe {

inline constexpr const char* kRuleDoesNotFit = "memory.does_not_fit";
inline constexpr const char* kRuleFitUncertain = "memory.fit_uncertain";
inline constexpr const char* kRuleFitLever = "memory.fit_lever";
// Fits, but with less headroom than that same allowance: the estimate cannot promise it fits.
inline constexpr const char* kRuleFitClose = "memory.fit_close";

// The verdict for `report` (the memory estimate of `recipe` under `assumptions`): nothing when it
// fits with at least the fragmentation allowance to spare, a caution when it fits with less, else the error or warning
// followed by one info per further lever (each with its fix). The fixes come fastest first, each
// with its tokens/s/GPU by the step-time model under `calibration` (the built-in one when null).
std::vector<Diagnostic> memoryFitDiagnostics(const Recipe& recipe, const MemoryReport& report,
                                             const MemoryAssumptions& assumptions = {},
                                             const Calibration* calibration = nullptr);
// Estimates the memory itself; nothing when the layout cannot be evaluated (other rules say why).
std::vector<Diagnostic> memoryFitDiagnostics(const Recipe& recipe, const MemoryAssumptions& assumptions = {},
                                             const Calibration* calibration = nullptr);

// validateRecipe's findings and the memory verdict above, errors first (a stable sort by
// severity, the order the studio's diagnostics list merges them in): `moe-plan validate`.
std::vector<Diagnostic> validateWithMemoryFit(const Recipe& recipe, const MemoryAssumptions& assumptions = {});

// True when the findings hold the does-not-fit error (export is refused).
bool doesNotFit(const std::vector<Diagnostic>& diagnostics);

// The lines an export writes into its header when it goes out anyway (empty when it fits).
std::vector<std::string> memoryFitHeaderLines(const std::vector<Diagnostic>& diagnostics);
// `text` (a launch script or YAML) with those lines as `# ` comments at its top, after a shebang.
std::string withMemoryFitHeader(const std::string& text, const std::vector<Diagnostic>& diagnostics);

}  // namespace moe
