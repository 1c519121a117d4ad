#pragma once
// A GPU count the layout cannot use (16 GPUs under EP 32 × PP 8): the layout's sizes shrunk so it
// runs on that count, as one edit the user can take instead of the snapped-up count. Pure.
#include <optional>

#include "ui/editor/coupled_edits.h"

namespace moe::ui {

// `recipe` on `gpus` GPUs: each size cut to its largest divisor that still fits (PP first, then
// TP, CP, ETP and EP, so the pipeline and the attention mesh change least), with the pipeline
// placement chosen anew for a new PP and sequence parallelism off at TP 1. Nothing when the
// layout already fits `gpus` or the shrunk one breaks a rule Megatron enforces.
std::optional<CoupledEdit> shrinkLayoutToGpus(const Recipe& recipe, int64_t gpus);

}  // namespace moe::ui
