#pragma once
// The one place a search request is built (issue 41, item 1): the studio's Search and
// `moe-plan search FILE` start from the recipe's own options, so they rank the same plans; the
// catalog form (`moe-plan search --model M ...`) starts from stated defaults. Either way the
// options every plan shares are printed with the plans.
#include <cstdint>
#include <string>

#include "core/common/message.h"
#include "core/search/layout_search.h"

namespace moe {

// The search of `recipe`'s model, GPU and sequence on `gpus` GPUs under the recipe's options
// (overlaps, CUDA graphs, routing, dispatcher, precision), CP communication and global batch;
// forced load balancing stays allowed when the recipe forces it, so its plans compare like for like.
SearchRequest searchRequestForRecipe(const Recipe& recipe, int64_t gpus);

// The options of a search that has no recipe: Megatron-LM's defaults plus the distributed
// optimizer's DP overlaps (grad-reduce and param-gather), which production runs switch on.
TrainingOptions defaultSearchOptions();

// What every plan of `request` runs with and the search does not choose, in one line:
// "DP overlap grad-reduce + param-gather, no TP overlap, no EP overlap, no CUDA graphs, dropless routing".
std::string searchOptionsText(const TrainingOptions& options);
// The same line as a message for the studio (MOE_TR "search"); its english() is searchOptionsText().
Message searchOptionsMessage(const TrainingOptions& options);

}  // namespace moe
