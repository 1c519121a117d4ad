#pragma once
// Command-line parsing for moe-plan: a subcommand, positional arguments and options, with the
// scripting contract shared by every command (--json, repeated --set path=value).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe::cli {

struct OptionSpec {
    std::string name;       // without dashes, e.g. "rank"
    bool takes_value = true;
    bool repeatable = false;
};

struct ParsedArgs {
    std::string command;
    std::vector<std::string> positional;
    std::map<std::string, std::vector<std::string>> values;  // option -> values (flags get "")
    bool json = false;
    std::vector<std::string> sets;  // --set assignments in order

    [[nodiscard]] bool has(const std::string& name) const { return values.count(name) > 0; }
    [[nodiscard]] std::optional<std::string> value(const std::string& name) const;
};

// Parses argv[first..] for one command. `--json` and `--set` are accepted by every command.
// Unknown options and missing values are errors naming the option.
Result<ParsedArgs> parseArgs(const std::string& command, const std::vector<std::string>& args,
                             const std::vector<OptionSpec>& options);

// Strict integer parse for option values; the error names the option.
Result<long long> parseIntegerOption(const std::string& option, const std::string& text);

}  // namespace moe::cli
