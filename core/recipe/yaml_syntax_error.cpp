#include "core/recipe/yaml_syntax_error.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "core/common/message.h"
#include "core/common/text.h"

namespace moe {
namespace {

struct Opener {
    char bracket;
    size_t offset;
};

// The innermost '[' or '{' still open at `upto`, skipping quoted text and comments. A flow
// collection in YAML may span lines, so the scan runs over the whole text before the failure.
std::optional<Opener> unclosedOpener(std::string_view text, size_t upto) {
    std::vector<Opener> open;
    char quote = 0;
    bool comment = false;
    for (size_t i = 0; i < upto && i < text.size(); ++i) {
        const char c = text[i];
        if (comment) {
            if (c == '\n') comment = false;
            continue;
        }
        if (quote) {
            if (quote == '"' && c == '\\') {
                ++i;
            } else if (c == quote) {
                // '' inside single quotes is an escaped quote.
                if (quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'') ++i;
                else quote = 0;
            }
            continue;
        }
        const bool atWordStart = i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n' ||
                                 text[i - 1] == '[' || text[i - 1] == '{' || text[i - 1] == ',';
        if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
            comment = true;
        } else if ((c == '"' || c == '\'') && atWordStart) {
            quote = c;
        } else if (c == '[' || c == '{') {
            open.push_back({c, i});
        } else if ((c == ']' || c == '}') && !open.empty()) {
            open.pop_back();
        }
    }
    if (open.empty()) return std::nullopt;
    return open.back();
}

// yaml-cpp's terse messages, said as the usual cause (yaml-cpp's own words stay as written).
Message reasonFor(const std::string& msg) {
    if (msg.find("illegal map value") != std::string::npos)
        return message(
            "recipe_errors",
            MOE_TR("recipe_errors", "YAML syntax error: %1 (check the indentation and any ':' inside unquoted text)"),
            codeArg(msg));
    if (msg.find("illegal EOF in scalar") != std::string::npos || msg.find("end of string not found") != std::string::npos)
        return message(
            "recipe_errors",
            MOE_TR("recipe_errors", "YAML syntax error: a quoted text is never closed (is the file cut short?)"));
    if (msg.find("illegal tab") != std::string::npos)
        return message(
            "recipe_errors",
            MOE_TR("recipe_errors", "YAML syntax error: a tab in the indentation (YAML indents with spaces only)"));
    if (msg.find("end of map not found") != std::string::npos || msg.find("end of sequence not found") != std::string::npos)
        return message("recipe_errors",
                       MOE_TR("recipe_errors",
                              "YAML syntax error: %1 (check the indentation of this line against the lines above)"),
                       codeArg(msg));
    // A "- " item after a key on its line, or inside brackets (review 31 read yaml-cpp's "illegal
    // block entry" untranslated inside a Chinese error).
    if (msg.find("illegal block entry") != std::string::npos)
        return message("recipe_errors",
                       MOE_TR("recipe_errors",
                              "YAML syntax error: a list item ('- ') where none can start (put each item on a line "
                              "of its own, indented under its key)"));
    if (msg.find("unknown token") != std::string::npos)
        return message("recipe_errors", MOE_TR("recipe_errors",
                                               "YAML syntax error: a character YAML does not expect here (check "
                                               "the quotes and brackets of this line)"));
    return message("recipe_errors", MOE_TR("recipe_errors", "YAML syntax error: %1"), codeArg(msg));
}

}  // namespace

Error yamlSyntaxError(const std::string& text, const std::string& origin, const YAML::Exception& e) {
    const bool flowMap = e.msg.find("map flow not found") != std::string::npos;
    const bool flowSequence = e.msg.find("sequence flow not found") != std::string::npos;
    if (flowMap || flowSequence) {
        const size_t failedAt = e.mark.pos >= 0 ? static_cast<size_t>(e.mark.pos) : text.size();
        const char wanted = flowMap ? '{' : '[';
        if (const auto opener = unclosedOpener(text, std::max(failedAt, size_t{1})); opener && opener->bracket == wanted) {
            const auto [line, column] = textPositionAt(text, opener->offset);
            const bool atEnd = failedAt >= text.size() || text.find_first_not_of(" \t\r\n", failedAt) == std::string::npos;
            return Error{
                origin,
                line,
                column,
                {},
                atEnd ? message("recipe_errors",
                                MOE_TR("recipe_errors",
                                       "YAML syntax error: this '%1' is never closed (is the file cut short?)"),
                                codeArg(std::string(1, wanted)))
                      : message(
                            "recipe_errors",
                            MOE_TR("recipe_errors", "YAML syntax error: this '%1' is never closed (a '%2' is missing)"),
                            codeArg(std::string(1, wanted)), codeArg(std::string(1, flowMap ? '}' : ']')))};
        }
        return Error{
            origin,
            e.mark.line >= 0 ? e.mark.line + 1 : 0,
            e.mark.column >= 0 ? e.mark.column + 1 : 0,
            {},
            message("recipe_errors",
                    MOE_TR("recipe_errors", "YAML syntax error: a '%1' is never closed (is the file cut short?)"),
                    codeArg(std::string(1, wanted)))};
    }
    return Error{origin,
                 e.mark.line >= 0 ? e.mark.line + 1 : 0,
                 e.mark.column >= 0 ? e.mark.column + 1 : 0,
                 {},
                 reasonFor(e.msg)};
}

}  // namespace moe
