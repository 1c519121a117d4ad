#include "cli_args.h"

#include <charconv>

namespace moe::cli {

std::optional<std::string> ParsedArgs::value(const std::string& name) const {
    auto it = values.find(name);
    if (it == values.end() || it->second.empty()) return std::nullopt;
    return it->second.back();
}

Result<ParsedArgs> parseArgs(const std::string& command, const std::vector<std::string>& args,
                             const std::vector<OptionSpec>& options) {
    ParsedArgs out;
    out.command = command;
    for (size_t i = 0; i < args.size(); ++i) {
        // "-o" is the one short option: an alias of --output.
        const std::string& a = args[i] == "-o" ? std::string("--output") : args[i];
        if (a.size() < 2 || a.rfind("--", 0) != 0) {
            out.positional.push_back(a);
            continue;
        }
        std::string name = a.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (name == "json") {
            out.json = true;
            continue;
        }
        const OptionSpec* spec = nullptr;
        static const OptionSpec kSet{"set", true, true};
        if (name == "set") spec = &kSet;
        for (const auto& o : options)
            if (o.name == name) spec = &o;
        if (!spec) return Error{{}, 0, 0, "--" + name, "unknown option for '" + command + "'"};
        std::string v;
        if (spec->takes_value) {
            if (inlineValue) {
                v = *inlineValue;
            } else {
                if (i + 1 >= args.size()) return Error{{}, 0, 0, "--" + name, "needs a value"};
                v = args[++i];
            }
        } else if (inlineValue) {
            return Error{{}, 0, 0, "--" + name, "takes no value"};
        }
        if (name == "set") {
            out.sets.push_back(v);
            continue;
        }
        auto& slot = out.values[name];
        if (!slot.empty() && !spec->repeatable) return Error{{}, 0, 0, "--" + name, "given more than once"};
        slot.push_back(v);
    }
    return out;
}

Result<long long> parseIntegerOption(const std::string& option, const std::string& text) {
    long long v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size())
        return Error{{}, 0, 0, "--" + option, "expected an integer, got '" + text + "'"};
    return v;
}

}  // namespace moe::cli
