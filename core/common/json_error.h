#pragma once
// One error for JSON that does not parse, worded for a person: where (line and column from the
// parser's byte offset) and why, without nlohmann's exception tag ("[json.exception.parse_error.101]
// parse error at line 14, column 17: ") and with the parser's terms put in words ("a ',' is missing
// before this key"), saying so when the text simply ends early.
#include <nlohmann/json.hpp>
#include <string>

#include "core/common/error.h"

namespace moe {

Error jsonParseError(const std::string& text, const std::string& origin, const nlohmann::json::exception& ex);

}  // namespace moe
