#pragma once
// The one memory verdict every view shows (studio header, Estimate dock, Compare, Feasibility,
// Search, fixes, exports, CLI, validate). The binding stage's allocator-fragmentation allowance is
// the memory model's own uncertainty, both ways: fits (more headroom than the allowance); fits
// closely — under the usable HBM by less than the allowance, so it may not fit; tight — over it,
// by no more than the allowance, so it may run; does not fit (also when the host memory an
// offload needs is short).
#include <cstdint>

#include "core/memory/memory_model.h"

namespace moe {

enum class MemoryFit { Fits, FitsClosely, Tight, DoesNotFit };

// The bytes of the binding stage's "fragmentation" lines.
int64_t fragmentationAllowanceBytes(const MemoryReport& report);
MemoryFit memoryFitOf(const MemoryReport& report);
// Fits, but with less headroom than that allowance: the estimate cannot promise it fits
// (memory.fit_close, "fits closely" in every view). memoryFitOf == FitsClosely.
bool fitsClosely(const MemoryReport& report);
// Under the usable HBM (fits or fits closely): the layout is planned as fitting, and every view
// says which of the two it is.
inline bool underHbm(MemoryFit fit) {
    return fit == MemoryFit::Fits || fit == MemoryFit::FitsClosely;
}
// "fits", "fits closely", "tight", "does not fit".
const char* toString(MemoryFit fit);

}  // namespace moe
