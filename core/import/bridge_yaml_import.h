#pragma once
// Megatron-Bridge YAML (a full ConfigContainer dump with _target_ paths, or an override file) ->
// Recipe. mixed_precision (preset name or fields) and non-null comm_overlap values win over the
// same-named model/ddp/optimizer fields, as in Bridge's CommOverlapConfig.setup(). Pipeline
// layouts given as lists of lists of embedding/decoder/mtp/loss become the layout string. Stale,
// unknown or misspelt keys (e.g. `mixed_precision: {dtype: bf16}`) are warnings naming the line and
// the closest known key; `${VAR}` placeholders (a template) are one Error naming every placeholder;
// a value of the wrong type is an Error with file, line, column and key. What Bridge adjusts itself
// (TP comm overlap off at TP 1 or without SP, the DeepSeek-V3 pipeline layout) is applied and warned.
//
// An override that does not give the model shape takes the catalog model from options.model,
// else from model.hf_model_id or the file name (warned).
#include <string>

#include "core/common/error.h"
#include "core/import/bridge_pipeline_layout.h"
#include "core/import/import_options.h"
#include "core/recipe/recipe.h"

namespace moe {

Result<Recipe> importBridgeYaml(const std::string& text, const ImportOptions& options);

}  // namespace moe
