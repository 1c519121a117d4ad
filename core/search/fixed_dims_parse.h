#pragma once
// The text form of the search's fixed dimensions, "tp=1,pp=8", shared by `moe-plan search --fix`
// and the studio's Search dock so both accept and reject the same input with the same words.
#include <map>
#include <string>
#include <string_view>

#include "core/common/error.h"

namespace moe {

// The dimensions a search can fix (SearchConstraints::fixed keys), in the order they are listed
// in error messages.
inline constexpr std::string_view kFixableDimensions[] = {"tp", "cp", "pp", "vpp", "ep", "etp", "mbs"};

// Parses items "key=value" separated by commas and/or whitespace ("tp=1,pp=8", "tp=1 pp=8",
// "tp = 1, pp = 8"); empty items are skipped, so "" is no constraint. Each item is added to `into`
// (a later item for the same key wins, as repeated --fix options do). The first bad item is the
// error, with `field` as the error's field and a reason naming the item: not key=value, an unknown
// key, a value that is not an integer, or a value outside [1, 1048576].
Result<std::map<std::string, int>> parseFixedDimensions(std::string_view text, std::string_view field,
                                                        std::map<std::string, int> into = {});

}  // namespace moe
