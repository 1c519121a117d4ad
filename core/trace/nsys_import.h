#pragma once
// Nsight Systems SQLite export import (domain §9.2). The schema varies by nsys version, so tables
// and columns are discovered from sqlite_master / PRAGMA table_info; what is absent is listed in
// Trace::missing (and as warnings) instead of silently yielding an empty timeline.
#include <string>

#include "core/common/error.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

// One RankTrace per (globalPid, deviceId) group, ordered by process then device. NVTX push/pop
// and start/end ranges become CPU annotations and, projected through the runtime calls they
// contain, GPU annotations. Progress reports rows read scaled to the file size.
Result<Trace> importNsys(const std::string& path, const ImportOptions& options = {}, const ProgressFn& progress = {});

// True when the file starts with the SQLite header (used to pick the importer).
bool looksLikeSqlite(const std::string& path);

}  // namespace moe::trace
