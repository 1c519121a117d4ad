#include "ui/trace/trace_document.h"

#include <algorithm>
#include <limits>

namespace moe::ui {

TraceDocumentPtr makeTraceDocument(trace::Trace trace, trace::PatternSet patterns, std::vector<std::string> warnings) {
    auto doc = std::make_shared<TraceDocument>();
    auto classifier = trace::KernelClassifier::create(patterns);
    if (!classifier) {
        warnings.push_back("kernel patterns: " + classifier.error().toString() + "; using the defaults");
        patterns = trace::defaultPatterns();
        classifier = trace::KernelClassifier::create(patterns);
    }
    doc->classes = classifier->classify(trace);
    doc->patterns = std::move(patterns);
    doc->trace = std::move(trace);
    doc->lanes = buildTimelineLanes(doc->trace, doc->classes);
    doc->warnings = std::move(warnings);
    int64_t begin = std::numeric_limits<int64_t>::max();
    int64_t end = std::numeric_limits<int64_t>::min();
    for (const auto& lane : doc->lanes) {
        if (lane.events.size() == 0) continue;
        begin = std::min(begin, lane.events.start.front());
        end = std::max(end, lane.events.prefixMaxEnd.back());
    }
    if (begin > end) begin = end = 0;
    doc->begin = begin;
    doc->end = std::max(end, begin + 1);
    return doc;
}

}  // namespace moe::ui
