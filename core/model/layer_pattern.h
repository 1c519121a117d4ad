#pragma once
// Megatron's `moe_layer_freq`: an int N (layer i is MoE iff i % N == 0) or a Python-style list
// expression such as "([0]*3+[1]*58)" or "[0,1,1]". Stored as one bool per decoder layer.
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe {

// numLayers is needed for the int form and to check the list length. Errors give the reason.
Result<std::vector<bool>> parseLayerPattern(const std::string& text, int numLayers);

// Compact run-length form, e.g. "[0]*3+[1]*58"; parses back to the same pattern.
std::string formatLayerPattern(const std::vector<bool>& pattern);

}  // namespace moe
