#pragma once
// Pipeline placements a planner can propose for any PP·VPP: the even split when the layers divide,
// otherwise a --pipeline-model-parallel-layout string that spreads the layers as evenly as
// possible, counting the embedding, each MTP layer and the loss as one layer's worth of work
// (the rule behind Megatron-Bridge's DeepSeek-V3 layouts such as Et|(tt|)*30mL).
#include <optional>
#include <string>

#include "core/layout/layout.h"
#include "core/model/model_spec.h"

namespace moe {

// A layout string for pp·vpp virtual stages; nullopt when there are more stages than items.
std::optional<std::string> balancedPipelineLayoutString(const ModelSpec& model, int pp, int vpp);

// Sets the layout's placement fields (clearing the others) to a valid placement for its pp/vpp:
// even split, else account-for embedding/loss, else a balanced layout string. Returns false when
// none is valid.
bool chooseBalancedPlacement(const ModelSpec& model, Layout& layout);

}  // namespace moe
