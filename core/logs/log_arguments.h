#pragma once
// The `arguments` block Megatron-LM prints at start-up ("------ arguments ------", then one
// "  name ........ value" line per argument, up to "end of arguments"): what the run was
// actually launched with, by argument name, with the value as printed (Python repr) and its line.
#include <map>
#include <string>
#include <utility>

namespace moe::logs {

using LogArguments = std::map<std::string, std::pair<std::string, int>>;  // name -> (value, 1-based line)

LogArguments parseLogArguments(const std::string& text);

}  // namespace moe::logs
