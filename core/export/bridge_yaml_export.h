#pragma once
// Recipe -> Megatron-Bridge ConfigContainer override YAML, with the keys as Bridge's own dumps
// spell them (domain §8.1): model.*, train.*, optimizer.*, ddp.*, comm_overlap.*, dist.*,
// mixed_precision fields (§8.3), dataset.sequence_length, rerun_state_machine, env_vars.
// Fields that a mixed_precision preset or a non-null comm_overlap would overwrite are written
// there, not in model/ddp/optimizer (§8.3).
#include <string>

#include "core/common/error.h"
#include "core/export/target_version.h"
#include "core/recipe/recipe.h"

namespace moe {

// The Bridge mixed_precision preset equivalent to the recipe's precision (for the comment and
// for importers), e.g. "bf16_with_fp8_subchannel_scaling_mixed".
const char* bridgePrecisionPreset(Precision p);

// Refuses (Error) recipes with validator errors or that `version` cannot express.
Result<std::string> exportBridgeYaml(const Recipe& recipe, MegatronVersion version);

}  // namespace moe
