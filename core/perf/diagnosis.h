#pragma once
// The dominant wall of an estimated step (domain §1 table: memory, communication, host overhead,
// compute) and the seeds' one next lever for it (§7: one variable at a time).
#include <optional>

#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe {

// Fills estimate.dominant_wall, wall_reason and next_lever from its breakdown and the memory report.
void diagnoseWall(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory, StepEstimate& estimate);
// The recipe with the next lever applied, where the lever is one concrete change (an option
// switched on, a CUDA-graph scope added, the CP communication type); nullopt for advice that needs
// an A/B or a choice ("A/B the flex dispatcher", "raise VPP"). `estimate` is the recipe's own.
std::optional<Recipe> nextLeverRecipe(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory,
                                      const StepEstimate& estimate);

}  // namespace moe
