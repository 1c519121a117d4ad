#pragma once
// PyTorch profiler / Kineto Chrome-trace JSON import (domain §9.1), plain or gzip, object or bare
// array form, streamed: only kernels, memcpy/memset, runtime launches, annotations and GPU
// annotations are kept, with interned names and int64 ns times relative to the earliest kept event.
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/trace/byte_source.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

Result<Trace> importKineto(const std::string& path, const ImportOptions& options = {}, const ProgressFn& progress = {});

// Same, from an already-open source; displayPath names the input in errors and rank inference.
Result<Trace> importKinetoFrom(ByteSource& source, const std::string& displayPath, const ImportOptions& options = {},
                               const ProgressFn& progress = {});

namespace detail {
// The same import with the event fast path off: every event goes through the exact JsonReader
// path. Tests use it to check that both paths read every input alike (values or error).
Result<Trace> importKinetoExact(ByteSource& source, const std::string& displayPath, const ImportOptions& options = {});
}  // namespace detail

// Rank from a file name: "rank-3", "rank_3", "rank3" or "worker3" in the base name; -1 if none.
int rankFromFileName(std::string_view path);

}  // namespace moe::trace
