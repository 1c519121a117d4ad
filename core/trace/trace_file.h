#pragma once
// A trace file opened by what it is, not by what it is named: an SQLite database (or a file named
// .sqlite / .sqlite3) goes to the Nsight reader, which says "not an SQLite database" when the
// header is missing; other binary content is "not a text file"; the rest is read as a Kineto /
// Chrome trace (plain or gzip). Every error names the file.
#include <string>

#include "core/common/error.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

Result<Trace> importTraceFile(const std::string& path, const ImportOptions& options = {},
                              const ProgressFn& progress = {});

}  // namespace moe::trace
