#include "core/common/json_error.h"

#include <string_view>

#include "core/common/text.h"

namespace moe {
namespace {

// nlohmann's what(): "[json.exception.parse_error.101] parse error at line 14, column 17: syntax
// error while parsing ...". The reason is what follows the last ": " of the location prefix.
std::string reasonOnly(std::string_view what) {
    if (what.starts_with("[json.exception.")) {
        if (const size_t tagEnd = what.find("] "); tagEnd != std::string_view::npos) what.remove_prefix(tagEnd + 2);
    }
    if (what.starts_with("parse error")) {
        if (const size_t colon = what.find(": "); colon != std::string_view::npos) what.remove_prefix(colon + 2);
    }
    return std::string(what);
}

}  // namespace

Error jsonParseError(const std::string& text, const std::string& origin, const nlohmann::json::exception& ex) {
    std::string reason = reasonOnly(ex.what());
    const auto* parse = dynamic_cast<const nlohmann::json::parse_error*>(&ex);
    if (!parse) return Error{origin, 0, 0, {}, "not valid JSON: " + reason};
    // byte is 1-based: the character the parser stopped at.
    const size_t offset = parse->byte > 0 ? parse->byte - 1 : 0;
    const auto [line, column] = textPositionAt(text, offset);
    // A truncated download or copy stops inside a value: the parser then reads past the last byte.
    const bool endsEarly = parse->byte >= text.size() && !text.empty();
    if (endsEarly) return Error{origin, line, column, {}, "the JSON ends early (is the file truncated?): " + reason};
    return Error{origin, line, column, {}, "not valid JSON: " + reason};
}

}  // namespace moe
