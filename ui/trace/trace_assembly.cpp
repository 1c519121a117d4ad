#include "ui/trace/trace_assembly.h"

#include <map>

#include "ui/common/core_message_text.h"

namespace moe::ui {

trace::AnalysisMode analysisMode(const TraceViewOptions& options) {
    trace::AnalysisMode mode = options.htaCompat ? trace::htaCompatMode() : trace::exactMode();
    if (options.patterns) mode.patterns = *options.patterns;
    return mode;
}

trace::Trace mergeTraces(const std::vector<trace::Trace>& files, const std::vector<int64_t>& offsets,
                         std::vector<size_t>* rankSource) {
    trace::Trace out;
    if (rankSource) rankSource->clear();
    if (files.empty()) return out;
    out.path = files.front().path;
    out.format = files.front().format;
    out.origin_ns = files.front().origin_ns;
    out.origin_is_unix = files.front().origin_is_unix;
    trace::NameTable names;
    size_t rankIndex = 0;
    for (size_t f = 0; f < files.size(); ++f) {
        const trace::Trace& file = files[f];
        // Each file has its own name table; its indices are re-interned into the merged one.
        std::vector<uint32_t> remap(file.names.size());
        for (size_t i = 0; i < file.names.size(); ++i) remap[i] = names.intern(file.names[i]);
        for (const trace::RankTrace& rank : file.ranks) {
            trace::RankTrace copy = rank;
            for (trace::Event& e : copy.events) e.name = remap[e.name];
            if (rankIndex < offsets.size() && offsets[rankIndex] != 0) trace::shiftRank(copy, offsets[rankIndex]);
            out.ranks.push_back(std::move(copy));
            if (rankSource) rankSource->push_back(f);
            ++rankIndex;
        }
        out.counts.total_events += file.counts.total_events;
        out.counts.kept_events += file.counts.kept_events;
        out.counts.flows += file.counts.flows;
        out.counts.metadata += file.counts.metadata;
        out.counts.flow_links += file.counts.flow_links;
        out.counts.unlinked_gpu += file.counts.unlinked_gpu;
        out.missing.insert(out.missing.end(), file.missing.begin(), file.missing.end());
    }
    out.names = names.release();
    return out;
}

AlignmentSummary alignRanks(const std::vector<trace::Trace>& files, ClockAlignment method) {
    AlignmentSummary s;
    s.requested = method;
    if (method == ClockAlignment::AsRecorded) return s;
    std::vector<trace::RankRef> refs;
    for (const trace::Trace& t : files)
        for (const trace::RankTrace& r : t.ranks) refs.push_back({&t, &r});
    auto aligned = method == ClockAlignment::SharedClock ? trace::alignOnSharedClock(refs) : trace::alignOnCollectives(refs);
    if (!aligned) {
        s.refusal = coreErrorText(aligned.error()).toStdString();
        return s;
    }
    s.applied = true;
    s.method = aligned->method;
    s.offsets = std::move(aligned->offsets);
    return s;
}

TraceDocumentPtr assembleTraceDocument(ImportedTracesPtr imported, const TraceViewOptions& options) {
    auto doc = std::make_shared<TraceDocument>();
    const trace::AnalysisMode mode = analysisMode(options);
    doc->alignment = alignRanks(imported->files, options.alignment);
    std::vector<int64_t> offsets;
    for (const trace::RankOffset& o : doc->alignment.offsets) offsets.push_back(o.offset_ns);
    doc->trace = mergeTraces(imported->files, offsets, &doc->rankSource);
    for (const trace::Trace& t : imported->files) doc->sources.push_back({t.path, t.format});
    doc->htaCompat = options.htaCompat;
    doc->metricsOptions = mode.metrics;
    doc->patternsFile = options.patterns ? options.patternsFile : std::string{};
    doc->warnings = imported->warnings;
    // Two files claiming one rank number draw as two lane groups with one label; say so.
    std::map<int, size_t> fileOfRank;
    for (size_t i = 0; i < doc->trace.ranks.size(); ++i) {
        const auto [it, inserted] = fileOfRank.try_emplace(doc->trace.ranks[i].rank, doc->rankSource[i]);
        if (!inserted && it->second != doc->rankSource[i])
            doc->warnings.push_back("rank " + std::to_string(it->first) + " appears in " + doc->rankPath(i) + " and " +
                                    doc->sources[it->second].path);
    }
    if (!doc->alignment.refusal.empty()) doc->warnings.push_back("clock alignment refused: " + doc->alignment.refusal);
    doc->imported = std::move(imported);
    finishTraceDocument(*doc, mode.patterns);
    return doc;
}

}  // namespace moe::ui
