#pragma once
// Atomic file replacement: the user never loses the previous version to a crash mid-save.
#include <string>

#include "core/common/error.h"

namespace moe {

// Writes `contents` to a temporary file in the target's directory, fsyncs it, renames it over
// `path`, and fsyncs the directory. On failure the old file is untouched and the error names the
// path and the OS reason.
Status writeFileAtomically(const std::string& path, const std::string& contents);

// Reads a whole file; the error names the path and the OS reason.
Result<std::string> readWholeFile(const std::string& path);

}  // namespace moe
