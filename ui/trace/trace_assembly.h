#pragma once
// From the files as read to the document the views show: every file's ranks merged into one Trace
// (names re-interned, ranks in the files' order), the ranks' clocks aligned by core
// (rank_alignment: shared clock or matched collectives, refused with core's reason), the mode
// (exact or core hta_compat) and the kernel patterns applied. Plain C++, run off the GUI thread.
#include <optional>
#include <string>
#include <vector>

#include "core/trace/hta_compat.h"
#include "ui/trace/trace_document.h"

namespace moe::ui {

struct TraceViewOptions {
    ClockAlignment alignment = ClockAlignment::AsRecorded;
    bool htaCompat = false;                     // core htaCompatMode() instead of exactMode()
    std::optional<trace::PatternSet> patterns;  // loaded patterns; unset: the mode's own
    std::string patternsFile;                   // where `patterns` came from
};

// The core analysis mode the options select, with loaded patterns in place of the mode's.
[[nodiscard]] trace::AnalysisMode analysisMode(const TraceViewOptions& options);

// Ranks of every file in order into one Trace (path/format/origin of the first file), each rank
// shifted by offsets[i] (ns; empty: none). rankSource gets each merged rank's file index.
[[nodiscard]] trace::Trace mergeTraces(const std::vector<trace::Trace>& files, const std::vector<int64_t>& offsets,
                                       std::vector<size_t>* rankSource = nullptr);

// Core's alignment of every rank of `files` (in merged order; the first rank is the reference).
[[nodiscard]] AlignmentSummary alignRanks(const std::vector<trace::Trace>& files, ClockAlignment method);

// The document for `imported` under `options` (imported->htaRounding is taken as it is: the
// caller re-reads the files when the HTA mode changes).
[[nodiscard]] TraceDocumentPtr assembleTraceDocument(ImportedTracesPtr imported, const TraceViewOptions& options);

}  // namespace moe::ui
