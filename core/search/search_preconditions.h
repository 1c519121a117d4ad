#pragma once
// What must hold of a recipe before its layouts are searched (pure). The search chooses the
// layout sizes, micro-batch, precision, dispatcher, recompute and offload; an error that involves
// none of those (a sequence longer than the model's max_position_embeddings, a model shape the
// trainer refuses) would be true of every plan it ranks, so the search is refused until it is fixed.
#include <string>
#include <vector>

#include "core/common/diagnostic.h"

namespace moe {

// Whether the search chooses the value of recipe field `path` ("layout.tp": yes;
// "layout.seq_length", "model.max_position_embeddings": no).
bool searchChoosesField(const std::string& path);

// The errors among `diagnostics` that no searched plan can fix, in their order.
std::vector<Diagnostic> errorsSearchCannotFix(const std::vector<Diagnostic>& diagnostics);

}  // namespace moe
