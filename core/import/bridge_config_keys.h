#pragma once
// Known field names per Megatron-Bridge ConfigContainer section (model, train, optimizer, ddp,
// dataset), so the Bridge YAML importer can warn about misspelt keys and name the closest one.
#include <map>
#include <set>
#include <string>

namespace moe {

const std::map<std::string, std::set<std::string>>& bridgeSectionKeys();
const std::set<std::string>& bridgeSections();  // top-level keys, plus env_vars / ENV_VARS
const std::set<std::string>& bridgeMixedPrecisionKeys();
const std::set<std::string>& bridgeCommOverlapKeys();

}  // namespace moe
