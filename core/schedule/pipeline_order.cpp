#include "core/schedule/pipeline_order.h"

#include <algorithm>
#include <utility>

namespace moe::schedule {
namespace {

Error shapeError(const std::string& field, const std::string& reason) { return Error{{}, 0, 0, field, reason}; }

// Megatron-Core's schedule table for interleaving: microbatches in groups of `group`, each group
// run through every model chunk before the next group; the last group takes what is left.
std::vector<std::pair<int, int>> scheduleTable(int microbatches, int chunks, int group) {
    std::vector<std::pair<int, int>> table;  // (microbatch, chunk)
    table.reserve(static_cast<size_t>(microbatches) * static_cast<size_t>(chunks));
    for (int first = 0; first < microbatches; first += group) {
        const int last = first + group >= microbatches ? microbatches : first + group;
        for (int chunk = 0; chunk < chunks; ++chunk)
            for (int mb = first; mb < last; ++mb) table.emplace_back(mb, chunk);
    }
    return table;
}

}  // namespace

std::string passLabel(const Pass& p, int vpp) {
    std::string s = (p.kind == PassKind::Forward ? "F" : "B") + std::to_string(p.microbatch);
    if (vpp > 1) s += "." + std::to_string(p.chunk);
    return s;
}

Result<RankProgram> rankProgram(const PipelineShape& s, int rank) {
    if (s.pp < 1) return shapeError("layout.pp", "must be >= 1");
    if (s.vpp < 1) return shapeError("layout.vpp", "must be >= 1");
    if (s.microbatches < 1) return shapeError("layout.global_batch_size", "gives no microbatch per DP rank");
    if (rank < 0 || rank >= s.pp) return shapeError("rank", "PP rank " + std::to_string(rank) + " is outside 0.." + std::to_string(s.pp - 1));
    RankProgram prog;
    prog.rank = rank;
    const int m = s.microbatches;
    if (s.vpp == 1) {
        // Non-interleaved 1F1B: PP − rank − 1 warm-up forwards, then forward/backward pairs.
        prog.warmup = std::min(s.pp - rank - 1 + (s.combined_1f1b ? 1 : 0), m);
        prog.steady_pairs = m - prog.warmup;
        for (int i = 0; i < prog.warmup; ++i) prog.passes.push_back({PassKind::Forward, i, 0});
        for (int i = 0; i < prog.steady_pairs; ++i) {
            prog.passes.push_back({PassKind::Forward, prog.warmup + i, 0});
            prog.passes.push_back({PassKind::Backward, i, 0});
        }
        for (int i = prog.steady_pairs; i < m; ++i) prog.passes.push_back({PassKind::Backward, i, 0});
        return prog;
    }
    const int group = s.group_size > 0 ? s.group_size : s.pp;
    if (s.group_size < 0) return shapeError("layout.microbatch_group_size_per_vp_stage", "must be positive");
    if (m < s.pp)
        return shapeError("layout.global_batch_size", "interleaved 1F1B needs at least PP = " + std::to_string(s.pp) +
                                                          " microbatches per DP rank, the step has " + std::to_string(m));
    const auto table = scheduleTable(m, s.vpp, group);
    const int total = m * s.vpp;
    // Warm-up: 2·(PP − rank − 1) + (v − 1)·group forwards, capped at all of them
    // (get_pp_rank_microbatches; current Megatron-Core has no special case for m = PP).
    int warmup = 2 * (s.pp - rank - 1) + (s.vpp - 1) * group + (s.combined_1f1b ? 1 : 0);
    warmup = std::min(warmup, total);
    prog.warmup = warmup;
    prog.steady_pairs = total - warmup;
    auto forward = [&](int k) { return Pass{PassKind::Forward, table[static_cast<size_t>(k)].first, table[static_cast<size_t>(k)].second}; };
    auto backward = [&](int k) {
        return Pass{PassKind::Backward, table[static_cast<size_t>(k)].first, s.vpp - 1 - table[static_cast<size_t>(k)].second};
    };
    for (int k = 0; k < warmup; ++k) prog.passes.push_back(forward(k));
    for (int k = 0; k < prog.steady_pairs; ++k) {
        prog.passes.push_back(forward(warmup + k));
        prog.passes.push_back(backward(k));
    }
    for (int k = prog.steady_pairs; k < total; ++k) prog.passes.push_back(backward(k));
    return prog;
}

}  // namespace moe::schedule
