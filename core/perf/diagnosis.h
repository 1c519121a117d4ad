#pragma once
// The dominant wall of an estimated step (domain §1 table: memory, communication, host overhead,
// compute) and the seeds' one next lever for it (§7: one variable at a time).
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe {

// Fills estimate.dominant_wall, wall_reason and next_lever from its breakdown and the memory report.
void diagnoseWall(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory, StepEstimate& estimate);

}  // namespace moe
