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

// Rank from a file name: "rank-3", "rank_3", "rank3" or "worker3" in the base name; -1 if none.
int rankFromFileName(std::string_view path);

}  // namespace moe::trace
