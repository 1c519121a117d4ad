#pragma once
// The order in which one pipeline rank runs its forward and backward passes in Megatron-Core's
// schedules (megatron/core/pipeline_parallel/schedules.py): non-interleaved 1F1B
// (forward_backward_pipelining_without_interleaving) and interleaved 1F1B with virtual stages
// (forward_backward_pipelining_with_interleaving, its schedule table grouping
// microbatch_group_size_per_vp_stage microbatches per model chunk). Pure functions.
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe::schedule {

enum class PassKind : uint8_t { Forward, Backward };

struct Pass {
    PassKind kind = PassKind::Forward;
    int microbatch = 0;
    int chunk = 0;  // model chunk on this rank, 0 .. vpp-1
    bool operator==(const Pass&) const = default;
};

// One rank's program. `warmup` forwards run before the first backward; in the steady phase each
// forward is followed by one backward (the pairs that combined 1F1B may merge); the rest are the
// cool-down backwards.
struct RankProgram {
    int rank = 0;
    int warmup = 0;
    int steady_pairs = 0;
    std::vector<Pass> passes;
};

struct PipelineShape {
    int pp = 1;
    int vpp = 1;
    int microbatches = 1;        // m per step per DP rank
    int group_size = 0;          // microbatch_group_size_per_vp_stage; 0 = PP (Megatron's default)
    // --overlap-moe-expert-parallel-comm: one more warm-up forward, so that each steady forward
    // can merge with the backward of an earlier microbatch (combined 1F1B).
    bool combined_1f1b = false;
};

// "F3.1" = forward of microbatch 3 on chunk 1 (".c" omitted when vpp is 1).
std::string passLabel(const Pass& p, int vpp);

// Errors when the shape is impossible (non-positive sizes, interleaving with fewer microbatches
// than PP, a group size that is not positive).
Result<RankProgram> rankProgram(const PipelineShape& shape, int rank);

}  // namespace moe::schedule
