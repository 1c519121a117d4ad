#pragma once
// An imported trace as the views share it: immutable after construction and passed around as
// shared_ptr<const TraceDocument>, so the background import hands it to the GUI without copies.
// Several files (one per rank, or one nsys report with several devices) are merged into one
// Trace whose ranks keep their files' order; the files as read are kept alongside (`imported`) so a
// change of clock alignment or kernel patterns re-lays them out without reading them again.
#include <memory>
#include <string>
#include <vector>

#include "core/evidence/run_consistency.h"
#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/rank_alignment.h"
#include "core/trace/trace_model.h"
#include "ui/trace/timeline_lanes.h"

namespace moe::ui {

// How the ranks' clocks are put side by side (core/trace/rank_alignment).
enum class ClockAlignment { AsRecorded, SharedClock, Collectives };

// The files as the importer returned them, before merging and alignment.
struct ImportedTraces {
    std::vector<trace::Trace> files;
    std::vector<std::string> warnings;  // "file: warning"
    bool htaRounding = false;           // imported with HTA's µs rounding (re-read to change it)
    // What the files record about the job beyond their events (Kineto deviceProperties and
    // distributedInfo: GPU name, world size), for the not-this-recipe's-run check.
    std::vector<evidence::RecordedFact> recorded;
};
using ImportedTracesPtr = std::shared_ptr<const ImportedTraces>;

struct AlignmentSummary {
    ClockAlignment requested = ClockAlignment::AsRecorded;
    bool applied = false;                  // offsets shifted the ranks
    std::string method;                    // core's "collectives" / "clock"
    std::vector<trace::RankOffset> offsets;  // core's, one per rank in trace.ranks order
    std::string refusal;                   // core's error when alignment was refused (then as recorded)
};

struct TraceSource {
    std::string path;
    std::string format;  // "kineto" / "nsys"
};

struct TraceDocument {
    trace::Trace trace;                 // every file's ranks; path/format of the first file
    std::vector<TraceSource> sources;   // the files, in the order given
    std::vector<size_t> rankSource;     // per trace.ranks index: index into sources
    trace::PatternSet patterns;
    std::string patternsFile;           // empty: built-in patterns
    trace::Classification classes;
    bool htaCompat = false;             // core hta_compat mode (rounding, HTA patterns, last step dropped)
    trace::MetricsOptions metricsOptions;
    AlignmentSummary alignment;
    std::vector<TimelineLane> lanes;
    int64_t begin = 0;  // [begin, end): the span of every drawn event (ns, relative to the origin)
    int64_t end = 1;
    std::vector<std::string> warnings;
    // The measured step (ms): the slowest rank's mean step window (core roleTimesPerStep), what a
    // synchronous training step waits for; for the not-this-recipe's-run check as soon as the trace
    // opens; 0 without GPU activity. Said with what it is: of how many ranks, which one, and whether
    // its windows are ProfilerStep ranges or the whole GPU activity.
    double stepMs = 0;
    int64_t stepRanks = 0;
    int64_t stepSlowestRank = -1;
    bool stepFromProfilerSteps = false;
    ImportedTracesPtr imported;         // what was read; null for documents made from a bare Trace

    // The file a rank of `trace` came from.
    [[nodiscard]] const std::string& rankPath(size_t rankIndex) const {
        return rankIndex < rankSource.size() && rankSource[rankIndex] < sources.size() ? sources[rankSource[rankIndex]].path
                                                                                     : trace.path;
    }
};

using TraceDocumentPtr = std::shared_ptr<const TraceDocument>;

// Classifies with `patterns` (an invalid pattern set falls back to the defaults, with a warning)
// and builds the lanes. One file, as recorded; the trace is also kept as `imported`, so the
// document can be re-laid out like one that came through the import job.
// Returned mutable so a caller can adjust the lanes before sharing it as a TraceDocumentPtr.
[[nodiscard]] std::shared_ptr<TraceDocument> makeTraceDocument(trace::Trace trace,
                                                 trace::PatternSet patterns = trace::defaultPatterns(),
                                                 std::vector<std::string> warnings = {});

// Shared by every way of making a document: classification, lanes and the drawn span of a
// document whose trace, sources and options are already set.
void finishTraceDocument(TraceDocument& doc, trace::PatternSet patterns);

}  // namespace moe::ui
