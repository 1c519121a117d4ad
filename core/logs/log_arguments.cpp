#include "core/logs/log_arguments.h"

#include <sstream>

#include "core/common/text_pattern.h"
#include "core/logs/log_parser.h"

namespace moe::logs {

LogArguments parseLogArguments(const std::string& text) {
    static const TextPattern argLine = TextPattern::literal(R"(^\s*([A-Za-z_][A-Za-z0-9_]*)\s+\.{3,}\s*(.*?)\s*$)");
    LogArguments args;
    std::istringstream in(text);
    std::string raw;
    int lineNo = 0;
    bool inArgs = false;
    while (std::getline(in, raw)) {
        ++lineNo;
        if (raw.size() > 4096) continue;  // not a start-up line
        const std::string line = stripAnsi(raw);
        if (line.find("-- arguments --") != std::string::npos) {
            inArgs = true;
            continue;
        }
        if (!inArgs) continue;
        if (line.find("end of arguments") != std::string::npos) {
            inArgs = false;
            continue;
        }
        if (const auto m = argLine.firstMatch(line); !m.empty()) args[m[1]] = {m[2], lineNo};
    }
    return args;
}

}  // namespace moe::logs
