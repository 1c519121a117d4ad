#include "ui/trace/trace_document.h"

#include <algorithm>
#include <limits>

#include "core/schedule/prediction_comparison.h"

namespace moe::ui {

void finishTraceDocument(TraceDocument& doc, trace::PatternSet patterns) {
    auto classifier = trace::KernelClassifier::create(patterns);
    if (!classifier) {
        doc.warnings.push_back("kernel patterns: " + classifier.error().toString() + "; using the defaults");
        patterns = trace::defaultPatterns();
        doc.patternsFile.clear();
        classifier = trace::KernelClassifier::create(patterns);
    }
    doc.classes = classifier->classify(doc.trace);
    doc.patterns = std::move(patterns);
    doc.lanes = buildTimelineLanes(doc.trace, doc.classes);
    int64_t begin = std::numeric_limits<int64_t>::max();
    int64_t end = std::numeric_limits<int64_t>::min();
    for (const auto& lane : doc.lanes) {
        if (lane.events.size() == 0) continue;
        begin = std::min(begin, lane.events.start.front());
        end = std::max(end, lane.events.prefixMaxEnd.back());
    }
    if (begin > end) begin = end = 0;
    doc.begin = begin;
    doc.end = std::max(end, begin + 1);
    const schedule::RoleTimes times = schedule::roleTimesPerStep(doc.trace);
    doc.stepMs = times.slowest_step_ms;
    doc.stepRanks = times.ranks_measured;
    doc.stepSlowestRank = times.slowest_rank;
    doc.stepFromProfilerSteps = times.profiler_step_windows;
}

std::shared_ptr<TraceDocument> makeTraceDocument(trace::Trace trace, trace::PatternSet patterns, std::vector<std::string> warnings) {
    auto imported = std::make_shared<ImportedTraces>();
    imported->files.push_back(trace);
    imported->warnings = warnings;
    auto doc = std::make_shared<TraceDocument>();
    doc->sources.push_back({trace.path, trace.format});
    doc->rankSource.assign(trace.ranks.size(), 0);
    doc->trace = std::move(trace);
    doc->warnings = std::move(warnings);
    doc->imported = std::move(imported);
    finishTraceDocument(*doc, std::move(patterns));
    return doc;
}

}  // namespace moe::ui
