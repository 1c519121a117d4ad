#pragma once
// Which values a parallelism spin box offers (pure, no widgets). Policy: a dimension steps
// through the divisors of the GPUs left for it by the other dimensions of its mesh(es), so every
// arrow press keeps the world divisible and DP/EDP integral. When the world already does not
// divide (a hand-edited recipe), it falls back to the divisors of the world size, so the user can
// still step out of the broken state. The current value is always offered, so the box shows the
// truth even when it is invalid.
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/message.h"
#include "core/layout/layout.h"

namespace moe::ui {

enum class SnapDimension { TP, CP, PP, EP, ETP };

// Ascending divisors of n (n >= 1); {1} for n < 1.
std::vector<int64_t> divisorsOf(int64_t n);

// What the model lets a size divide: EP the experts, TP the attention heads (0: no limit).
struct ModelLimits {
    int64_t experts = 0;
    int64_t heads = 0;
};

// Values the spin box for `dim` steps through, ascending, including the layout's current value.
// EP offers only sizes that divide the experts and TP only sizes that divide the attention heads
// (Megatron-Core refuses the others: review 20 dragged TP to 512 on 128 heads), besides the
// current value.
std::vector<int64_t> snapValues(const Layout& layout, SnapDimension dim, ModelLimits limits = {});

// The allowed value nearest to `value` (ties go to the smaller); `value` when `allowed` is empty.
int64_t snapToNearest(const std::vector<int64_t>& allowed, int64_t value);

// GPU counts that keep the current sizes valid: the multiples of the least common multiple of
// TP·CP·PP, ETP·EP·PP and the node size, up to `max`, plus the current count.
std::vector<int64_t> worldValues(const Layout& layout, int gpusPerNode, int64_t max = int64_t{1} << 16);
// The step every GPU count in worldValues is a multiple of.
int64_t worldStep(const Layout& layout, int gpusPerNode);

// Slider stops over `allowed` on a logarithmic scale: every value when there are few, otherwise
// the values whose rank in the list is 1, 2, 3, 4, 6, 8, 12, 16, … (plus the last), so a slider
// crosses 8 GPUs and 16384 GPUs in the same few steps.
std::vector<int64_t> logStops(const std::vector<int64_t>& allowed, size_t few = 24);

// Why a typed value became another: "TP 3 does not divide 16 GPUs → 2", as a message the studio
// translates (english() for its English).
Message snapExplanation(const Layout& layout, SnapDimension dim, int64_t typed, int64_t result,
                        ModelLimits limits = {});
Message worldSnapExplanation(const Layout& layout, int gpusPerNode, int64_t typed, int64_t result);
// Why an arrow is disabled at the end of the list: "no larger TP divides 16 GPUs".
Message endOfRangeReason(const Layout& layout, SnapDimension dim, bool up, ModelLimits limits = {});

}  // namespace moe::ui
