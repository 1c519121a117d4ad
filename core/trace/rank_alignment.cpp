#include "core/trace/rank_alignment.h"

#include <algorithm>
#include <cstdlib>

#include "core/common/text_pattern.h"

namespace moe::trace {
namespace {

struct Collective {
    const std::string* name = nullptr;
    int64_t end_ns = 0;
};

std::vector<Collective> collectivesOf(const RankRef& ref, const TextPattern& pattern) {
    std::vector<Collective> out;
    std::vector<int8_t> isCollective(ref.trace->names.size(), -1);  // per name: unknown / no / yes
    for (const Event& e : ref.rank->events) {
        if (e.kind != EventKind::Kernel) continue;
        if (ref.device >= 0 && e.device != ref.device) continue;
        int8_t& known = isCollective[e.name];
        if (known < 0) known = pattern.search(ref.trace->names[e.name]) ? 1 : 0;
        if (known) out.push_back({&ref.trace->names[e.name], e.end_ns});
    }
    std::sort(out.begin(), out.end(), [](const Collective& a, const Collective& b) { return a.end_ns < b.end_ns; });
    return out;
}

int64_t median(std::vector<int64_t> v) {
    const size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
    return v[mid];
}

// The reason is a message the studio translates (issue 42: refusals were shown in English).
Error rankError(const RankRef& ref, Message reason) {
    return Error{ref.trace ? ref.trace->path : std::string{}, 0, 0, "rank " + std::to_string(ref.rank->rank),
                 std::move(reason)};
}

Message noCollectives(const std::string& regex) {
    return message("trace_errors", MOE_TR("trace_errors", "no collective kernels (matching '%1') to align on"),
                   codeArg(regex));
}

}  // namespace

Result<AlignmentResult> alignOnCollectives(const std::vector<RankRef>& ranks, const AlignmentOptions& options) {
    if (ranks.empty()) return Error{{}, 0, 0, "ranks", "no rank to align"};
    for (const RankRef& r : ranks)
        if (!r.trace || !r.rank) return Error{{}, 0, 0, "ranks", "a rank without its trace"};
    auto compiled = TextPattern::compile(options.collective_regex);
    if (!compiled) return Error{{}, 0, 0, "collective_regex", "not a valid regular expression: " + compiled.error().reason};
    const TextPattern& pattern = *compiled;
    const std::vector<Collective> reference = collectivesOf(ranks.front(), pattern);
    if (reference.empty()) return rankError(ranks.front(), noCollectives(options.collective_regex));

    AlignmentResult result;
    result.method = "collectives";
    result.offsets.push_back({ranks.front().rank->rank, 0, static_cast<int64_t>(reference.size()), 0, 0});
    for (size_t ri = 1; ri < ranks.size(); ++ri) {
        const std::vector<Collective> mine = collectivesOf(ranks[ri], pattern);
        if (mine.empty()) return rankError(ranks[ri], noCollectives(options.collective_regex));
        // The k-th collective of this rank against the (k − shift)-th of the reference: the most
        // name matches wins, then the tighter spread of end differences.
        bool found = false;
        RankOffset best;
        for (int shift = -options.max_index_shift; shift <= options.max_index_shift; ++shift) {
            std::vector<int64_t> diffs;
            for (size_t k = 0; k < mine.size(); ++k) {
                const int64_t j = static_cast<int64_t>(k) - shift;
                if (j < 0 || j >= static_cast<int64_t>(reference.size())) continue;
                const Collective& ref = reference[static_cast<size_t>(j)];
                if (*ref.name == *mine[k].name) diffs.push_back(ref.end_ns - mine[k].end_ns);
            }
            if (static_cast<int>(diffs.size()) < options.min_matches) continue;
            const int64_t offset = median(diffs);
            std::vector<int64_t> deviations;
            deviations.reserve(diffs.size());
            for (int64_t d : diffs) deviations.push_back(std::llabs(d - offset));
            const int64_t residual = median(deviations);
            const auto matched = static_cast<int64_t>(diffs.size());
            if (!found || matched > best.matched || (matched == best.matched && residual < best.residual_ns)) {
                found = true;
                best = {ranks[ri].rank->rank, offset, matched, residual, shift};
            }
        }
        if (!found)
            return rankError(ranks[ri],
                             message("trace_errors",
                                     MOE_TR("trace_errors",
                                            "fewer than %1 collectives match the reference rank by name in order "
                                            "(index shifts up to ±%2 tried)"),
                                     integerArg(options.min_matches), integerArg(options.max_index_shift)));
        result.offsets.push_back(best);
    }
    return result;
}

Result<AlignmentResult> alignOnSharedClock(const std::vector<RankRef>& ranks) {
    if (ranks.empty()) return Error{{}, 0, 0, "ranks", "no rank to align"};
    AlignmentResult result;
    result.method = "clock";
    const Trace* first = ranks.front().trace;
    for (const RankRef& r : ranks) {
        if (!r.trace || !r.rank) return Error{{}, 0, 0, "ranks", "a rank without its trace"};
        if (!r.trace->origin_is_unix)
            return rankError(r, message("trace_errors",
                                        MOE_TR("trace_errors",
                                               "the file's times are not on an absolute clock (no %1 / session "
                                               "start); align on collectives instead"),
                                        codeArg("baseTimeNanoseconds")));
        result.offsets.push_back({r.rank->rank, r.trace->origin_ns - first->origin_ns, 0, 0, 0});
    }
    return result;
}

void shiftRank(RankTrace& rank, int64_t offsetNs) {
    for (Event& e : rank.events) {
        e.start_ns += offsetNs;
        e.end_ns += offsetNs;
        if (e.launch_ns != kNoTime) e.launch_ns += offsetNs;
    }
}

}  // namespace moe::trace
