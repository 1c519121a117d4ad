#include "core/common/json_error.h"

#include <string_view>

#include "core/common/message.h"
#include "core/common/text.h"

namespace moe {
namespace {

// nlohmann's what(): "[json.exception.parse_error.101] parse error at line 14, column 17: syntax
// error while parsing object key - invalid string: missing closing quote; last read: '"interm';
// expected string literal". Split into the context ("object key"), the detail, the last token read
// and what was expected, so the reason can be said in words.
struct ParserMessage {
    std::string context;
    std::string detail;
    std::string lastRead;
    std::string expected;
    std::string raw;  // the message without tag and location, when it has no recognised shape
};

std::string_view strippedPrefix(std::string_view what) {
    if (what.starts_with("[json.exception.")) {
        if (const size_t tagEnd = what.find("] "); tagEnd != std::string_view::npos) what.remove_prefix(tagEnd + 2);
    }
    if (what.starts_with("parse error")) {
        if (const size_t colon = what.find(": "); colon != std::string_view::npos) what.remove_prefix(colon + 2);
    }
    return what;
}

ParserMessage splitMessage(std::string_view what) {
    ParserMessage m;
    what = strippedPrefix(what);
    m.raw = std::string(what);
    constexpr std::string_view kLead = "syntax error while parsing ";
    if (!what.starts_with(kLead)) return m;
    what.remove_prefix(kLead.size());
    const size_t dash = what.find(" - ");
    if (dash == std::string_view::npos) return m;
    m.context = std::string(what.substr(0, dash));
    std::string_view rest = what.substr(dash + 3);
    // The parts after the detail are "; last read: '…'" and "; expected …", in that order.
    if (const size_t exp = rest.rfind("; expected "); exp != std::string_view::npos) {
        m.expected = std::string(rest.substr(exp + 11));
        rest = rest.substr(0, exp);
    }
    if (const size_t last = rest.find("; last read: "); last != std::string_view::npos) {
        std::string_view token = rest.substr(last + 13);
        if (token.size() >= 2 && token.front() == '\'' && token.back() == '\'') token = token.substr(1, token.size() - 2);
        m.lastRead = std::string(token);
        rest = rest.substr(0, last);
    }
    m.detail = std::string(rest);
    return m;
}

Message contextInWords(const std::string& context) {
    if (context == "object key") return message("file_errors", MOE_TR("file_errors", "a key"));
    if (context == "object separator") return message("file_errors", MOE_TR("file_errors", "a key's ':'"));
    if (context == "object") return message("file_errors", MOE_TR("file_errors", "an object { }"));
    if (context == "array") return message("file_errors", MOE_TR("file_errors", "a list [ ]"));
    if (context == "value") return message("file_errors", MOE_TR("file_errors", "a value"));
    return context.empty() ? message("file_errors", MOE_TR("file_errors", "the document"))
                           : Message{"file_errors", "%1", {codeArg(context)}};
}

// The last token nlohmann read can span several characters of context ("\"a\": tru}"); its tail
// after the last space is the word that was not understood, less the delimiter that ended it.
std::string lastWord(const std::string& token) {
    const size_t space = token.find_last_of(" \t\n");
    std::string word = space == std::string::npos ? token : token.substr(space + 1);
    if (word.size() > 1 && std::string_view(",}]:").find(word.back()) != std::string_view::npos) word.pop_back();
    return word;
}

// The parser's words (detail, expected) stay as nlohmann wrote them, as codes.
Message reasonInWords(const ParserMessage& m) {
    if (m.context.empty()) return Message{"file_errors", "%1", {codeArg(m.raw)}};
    const std::string& d = m.detail;
    if (d.starts_with("invalid string: missing closing quote"))
        return message("file_errors", MOE_TR("file_errors", "a quoted string is never closed"));
    if (d.starts_with("invalid string"))
        return message("file_errors", MOE_TR("file_errors", "a string holds a character JSON does not allow (%1)"),
                       codeArg(d.substr(16)));
    if (d == "invalid literal") {
        return message("file_errors",
                       MOE_TR("file_errors",
                              "'%1' is not a JSON value (values are numbers, \"quoted strings\", true, false, null, "
                              "[lists] or {objects}; keys need double quotes)"),
                       codeArg(lastWord(m.lastRead)));
    }
    if (d == "invalid number")
        return message("file_errors", MOE_TR("file_errors", "'%1' is not a number"), codeArg(lastWord(m.lastRead)));
    if (m.expected == "end of input") {
        const bool oneCharacter = d.size() == 14 && d.starts_with("unexpected '");
        return oneCharacter
                   ? message("file_errors",
                             MOE_TR("file_errors", "there is text after the end of the document (an extra '%1'?)"),
                             codeArg(d.substr(12, 1)))
                   : message("file_errors", MOE_TR("file_errors", "there is text after the end of the document"));
    }
    if (d == "unexpected '}'" && m.context == "object key")
        return message("file_errors",
                       MOE_TR("file_errors", "a ',' comes right before '}' (JSON allows no trailing comma)"));
    if (d == "unexpected ']'" && m.context == "value")
        return message("file_errors",
                       MOE_TR("file_errors", "a ',' comes right before ']' (JSON allows no trailing comma)"));
    if (d.starts_with("unexpected") && (m.expected == "'}'" || m.expected == "']'")) {
        return m.context == "array" ? message("file_errors", MOE_TR("file_errors", "a ',' is missing before this item"))
                                    : message("file_errors", MOE_TR("file_errors", "a ',' is missing before this key"));
    }
    if (d.starts_with("unexpected") && m.context == "object separator")
        return message("file_errors", MOE_TR("file_errors", "a key is not followed by ':'"));
    if (!m.expected.empty())
        return message("file_errors", MOE_TR("file_errors", "%1 in %2 (expected %3)"), codeArg(d),
                       messageArg(contextInWords(m.context)), codeArg(m.expected));
    return message("file_errors", MOE_TR("file_errors", "%1 in %2"), codeArg(d), messageArg(contextInWords(m.context)));
}

}  // namespace

Error jsonParseError(const std::string& text, const std::string& origin, const nlohmann::json::exception& ex) {
    const ParserMessage parsed = splitMessage(ex.what());
    const auto* parse = dynamic_cast<const nlohmann::json::parse_error*>(&ex);
    if (!parse)
        return Error{
            origin, 0, 0, {}, message("file_errors", MOE_TR("file_errors", "not valid JSON: %1"), codeArg(parsed.raw))};
    // byte is 1-based: the character the parser stopped at.
    const size_t offset = parse->byte > 0 ? parse->byte - 1 : 0;
    const auto [line, column] = textPositionAt(text, offset);
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        return Error{origin,
                     line,
                     column,
                     {},
                     message("file_errors", MOE_TR("file_errors", "not valid JSON: the file is empty"))};
    // A truncated download or copy stops inside a value: the parser then reads past the last byte.
    const bool inString = parsed.detail.starts_with("invalid string: missing closing quote");
    const bool endsEarly =
        parsed.detail.starts_with("unexpected end of input") || (inString && parse->byte >= text.size());
    if (endsEarly) {
        return Error{
            origin,
            line,
            column,
            {},
            message("file_errors", MOE_TR("file_errors", "the JSON ends early, inside %1 (is the file truncated?)"),
                    messageArg(inString ? message("file_errors", MOE_TR("file_errors", "a quoted string"))
                                        : contextInWords(parsed.context)))};
    }
    return Error{
        origin,
        line,
        column,
        {},
        message("file_errors", MOE_TR("file_errors", "not valid JSON: %1"), messageArg(reasonInWords(parsed)))};
}

}  // namespace moe
