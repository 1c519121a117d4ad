#include "core/logs/log_arguments.h"

#include <regex>
#include <sstream>

#include "core/logs/log_parser.h"

namespace moe::logs {

LogArguments parseLogArguments(const std::string& text) {
    static const std::regex argLine(R"(^\s*([A-Za-z_][A-Za-z0-9_]*)\s+\.{3,}\s*(.*?)\s*$)");
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
        std::smatch m;
        if (std::regex_search(line, m, argLine)) args[m[1].str()] = {m[2].str(), lineNo};
    }
    return args;
}

}  // namespace moe::logs
