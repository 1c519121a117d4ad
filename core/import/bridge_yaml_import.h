#pragma once
// Megatron-Bridge YAML (a full ConfigContainer dump with _target_ paths, or an override file) ->
// Recipe. mixed_precision (preset name or fields) and non-null comm_overlap values win over the
// same-named model/ddp/optimizer fields, as in Bridge (domain §8.3). Pipeline layouts given as
// lists of lists of embedding/decoder/mtp/loss become the layout string. Stale or unknown keys
// (e.g. `mixed_precision: {dtype: bf16}`) and `${VAR}` placeholders become warnings naming the
// key; a value of the wrong type is an Error with file, line, column and key.
//
// An override that does not give the model shape takes the catalog model from options.model,
// else from model.hf_model_id or the file name (warned).
#include <string>

#include "core/common/error.h"
#include "core/import/import_options.h"
#include "core/recipe/recipe.h"

namespace moe {

Result<Recipe> importBridgeYaml(const std::string& text, const ImportOptions& options);

// Bridge's list form of a pipeline layout ([[embedding, decoder], [decoder, mtp, loss]]) as the
// layout string ("Et|tmL"), with repeated stages folded as "(...|)*n" and runs as "t*n".
std::string layoutStringFromStages(const std::vector<std::vector<std::string>>& stages);

}  // namespace moe
