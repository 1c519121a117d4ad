#pragma once
// One error for YAML that does not parse, worded for the person who has to fix it. yaml-cpp reports
// where it gave up ("end of sequence flow not found" at the next key or the end of the file); for an
// unclosed '[' or '{' the place to go is the bracket itself, so the error points there.
#include <string>

#include <yaml-cpp/exceptions.h>

#include "core/common/error.h"

namespace moe {

Error yamlSyntaxError(const std::string& text, const std::string& origin, const YAML::Exception& e);

}  // namespace moe
