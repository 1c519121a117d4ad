#pragma once
// Which values a parallelism spin box offers (pure, no widgets). Policy: a dimension steps
// through the divisors of the GPUs left for it by the other dimensions of its mesh(es), so every
// arrow press keeps the world divisible and DP/EDP integral. When the world already does not
// divide (a hand-edited recipe), it falls back to the divisors of the world size, so the user can
// still step out of the broken state. The current value is always offered, so the box shows the
// truth even when it is invalid.
#include <cstdint>
#include <vector>

#include "core/layout/layout.h"

namespace moe::ui {

enum class SnapDimension { TP, CP, PP, EP, ETP };

// Ascending divisors of n (n >= 1); {1} for n < 1.
std::vector<int64_t> divisorsOf(int64_t n);

// Values the spin box for `dim` steps through, ascending, including the layout's current value.
std::vector<int64_t> snapValues(const Layout& layout, SnapDimension dim);

// The allowed value nearest to `value` (ties go to the smaller); `value` when `allowed` is empty.
int64_t snapToNearest(const std::vector<int64_t>& allowed, int64_t value);

}  // namespace moe::ui
