#pragma once
// Reads and writes a YAML mapping of recipe fields through the field registry: nested keys become
// dotted paths under a prefix ("layout" + {tp: 2} -> "layout.tp"). Shared by recipe files and the
// built-in catalogs so both report errors the same way (file, line, column, field, reason).
#include <string>

#include <yaml-cpp/yaml.h>

#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe {

// Applies every field found under `node` (a mapping) whose dotted path is `prefix + "." + key...`.
// Unknown keys are errors. Fields are applied in registry order, so a field that depends on
// another (moe.layer_pattern on num_layers) sees it already set.
Status readYamlFields(const YAML::Node& node, const std::string& prefix, Recipe& recipe, const std::string& file);

// Emits every registry field under `prefix` as a nested block mapping (null optionals omitted).
void writeYamlFields(YAML::Emitter& out, const std::string& prefix, const Recipe& recipe);

// Error pointing at a YAML node's position.
Error yamlError(const std::string& file, const YAML::Mark& mark, std::string field, std::string reason);
// The same with a reason the studio translates (its english() is the CLI's reason).
Error yamlError(const std::string& file, const YAML::Mark& mark, std::string field, Message reason);
// `inner`'s reason (English and message) placed at the node.
Error yamlError(const std::string& file, const YAML::Mark& mark, std::string field, const Error& inner);

}  // namespace moe
