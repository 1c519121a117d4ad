#include "core/memory/pipeline_schedule.h"

#include <algorithm>

namespace moe {

std::vector<int> inflightChunks(const ScheduleShape& s, int rank) {
    const int64_t m = std::max<int64_t>(1, s.microbatches);
    const int pp = std::max(1, s.pp);
    const int v = std::max(1, s.vpp);
    if (v == 1) {
        const int64_t warmup = std::min<int64_t>(pp - rank - 1, m);
        return std::vector<int>(static_cast<size_t>(std::min<int64_t>(warmup + 1, m)), 0);
    }
    const int64_t g = std::min<int64_t>(s.group_size > 0 ? s.group_size : pp, m);
    int64_t warmup = 2 * int64_t{pp - rank - 1} + int64_t{v - 1} * g + (s.ep_overlap ? 1 : 0);
    warmup = std::min(warmup, m * v);
    const int64_t count = std::min(warmup + 1, m * v);
    std::vector<int> chunks;
    chunks.reserve(static_cast<size_t>(count));
    for (int64_t k = 0; k < count; ++k) chunks.push_back(static_cast<int>((k / g) % v));
    return chunks;
}

}  // namespace moe
