#pragma once
// Aligning the clocks of ranks traced separately (domain §9: ranks on one host share a clock;
// across hosts each file has its own). A collective ends on every member at about the same moment
// — the fast ranks wait inside it for the slowest — so matching the same collectives across ranks
// and taking the median difference of their end times gives each rank's clock offset. Ranks whose
// files carry Unix-epoch origins can instead be placed on the shared clock directly.
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

struct RankRef {
    const Trace* trace = nullptr;    // owns the name table
    const RankTrace* rank = nullptr;
    int32_t device = -1;             // -1 = every device of the rank
};

struct AlignmentOptions {
    std::string collective_regex = "^nccl";  // which kernels are collectives (ECMAScript, searched)
    int max_index_shift = 16;                // the files may start a few collectives apart
    int min_matches = 3;                     // fewer matched collectives is an error, not a guess
};

struct RankOffset {
    int rank = 0;
    int64_t offset_ns = 0;     // add to this rank's times to put it on the reference's clock
    int64_t matched = 0;       // collectives matched with the reference
    int64_t residual_ns = 0;   // median |end difference − offset| over the matches (spread)
    int index_shift = 0;       // this rank's k-th collective matched the reference's (k − shift)-th
};

struct AlignmentResult {
    std::string method;                  // "collectives" or "clock"
    std::vector<RankOffset> offsets;     // one per input rank, the reference (first) first, offset 0
};

// Matches the collectives of every rank against the first (the reference). Errors name the rank
// and why: no collectives, or fewer than min_matches in common at any index shift.
Result<AlignmentResult> alignOnCollectives(const std::vector<RankRef>& ranks, const AlignmentOptions& options = {});

// Places ranks on one clock by their files' absolute origins; an error when a file's origin is not
// an absolute (Unix epoch) time, since then there is nothing to share.
Result<AlignmentResult> alignOnSharedClock(const std::vector<RankRef>& ranks);

// Shifts every event of the rank by offset_ns.
void shiftRank(RankTrace& rank, int64_t offsetNs);

}  // namespace moe::trace
