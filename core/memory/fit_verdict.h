#pragma once
// The one memory verdict every view shows (studio header, Estimate dock, Compare, CLI, validate):
// fits; tight — over the usable HBM, but by no more than the binding stage's labelled
// allocator-fragmentation allowance (the memory model's own uncertainty), so it may run; or does
// not fit (also when the host memory an offload needs is short).
#include <cstdint>

#include "core/memory/memory_model.h"

namespace moe {

enum class MemoryFit { Fits, Tight, DoesNotFit };

// The bytes of the binding stage's "fragmentation" lines.
int64_t fragmentationAllowanceBytes(const MemoryReport& report);
MemoryFit memoryFitOf(const MemoryReport& report);
// Fits, but with less headroom than that allowance: the estimate cannot promise it fits
// (memory.fit_close, "fits closely" in every view).
bool fitsClosely(const MemoryReport& report);
// "fits", "tight", "does not fit".
const char* toString(MemoryFit fit);

}  // namespace moe
