#pragma once
// What the readers of a Megatron-Bridge YAML's sections share: where the input came from, the
// warnings so far, the `${VAR}` placeholders met (a template fails once, naming them all), and
// reading a value at section.key with its line and column for errors.
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe::bridge_yaml {

struct Context {
    std::string origin;
    Warnings warnings;
    // Unresolved ${...} placeholders in fields the import reads: "${TP} (model.tensor_model_parallel_size, line 16)".
    std::vector<std::string> placeholders;
    YAML::Mark firstPlaceholder;
};

Error errorAt(const Context& c, const YAML::Node& n, const std::string& key, const std::string& reason);
// The same with a reason the studio translates; and `inner`'s reason (English and message) at the node.
Error errorAt(const Context& c, const YAML::Node& n, const std::string& key, Message reason);
Error errorAt(const Context& c, const YAML::Node& n, const std::string& key, const Error& inner);
// A warning about node `n`: "line N: " and `m`, or `m` alone when the node has no position.
Message located(const YAML::Node& n, Message m);
bool isPlaceholder(const YAML::Node& n);
// The node at section.key when it holds a usable value: absent/null -> undefined; placeholders are
// recorded in the context and skipped.
YAML::Node value(Context& c, const YAML::Node& section, const std::string& sectionName, const std::string& key);
// Assigns a recipe field from a YAML scalar or list through the field registry.
Status assign(Context& c, Recipe& r, const YAML::Node& n, const std::string& key, const std::string& path);

}  // namespace moe::bridge_yaml
