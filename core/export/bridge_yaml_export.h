#pragma once
// Recipe -> Megatron-Bridge ConfigContainer override YAML, with the keys as Bridge's own dumps
// spell them (domain §8.1): model.*, train.*, optimizer.*, ddp.*, comm_overlap.*, dist.*,
// mixed_precision fields (§8.3), dataset.sequence_length, rerun_state_machine, env_vars.
// Fields that a mixed_precision preset or a non-null comm_overlap would overwrite are written
// there, not in model/ddp/optimizer (§8.3).
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/export/target_version.h"
#include "core/recipe/recipe.h"

namespace moe {

// The Bridge mixed_precision preset equivalent to the recipe's precision (for the comment and
// for importers), e.g. "bf16_with_fp8_subchannel_scaling_mixed".
const char* bridgePrecisionPreset(Precision p);

// The YaRN fields of Bridge's model config and the recipe path each carries: MLATransformerConfig
// spells them as listed, Bridge's GPT provider with a "yarn_" prefix (its HF mappings
// MLA_ROPE_SCALING_MAPPING and YARN_ROPE_SCALING_MAPPING, models/conversion/model_bridge.py).
// `gpt_only` marks yarn_correction_range_round_to_int, which MLA has no field for.
struct BridgeYarnField {
    const char* key;
    const char* path;
    bool gpt_only = false;
};
const std::vector<BridgeYarnField>& bridgeYarnFields();

// Refuses (Error) recipes with validator errors or that `version` cannot express.
Result<std::string> exportBridgeYaml(const Recipe& recipe, MegatronVersion version);

}  // namespace moe
