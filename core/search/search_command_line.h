#pragma once
// The `moe-plan search` line that repeats a search the studio ran (issue 41, item 1): the studio and
// the CLI build one request (search_request.h); this writes back every part of it a recipe file does
// not hold (GPU count, top K, the constraints row, memory assumptions, calibration), so the two print
// the same plans and the same counts. The bound pruning keeps the K best, so even the counts depend
// on --top: the line leaves nothing to its defaults that differs from them.
#include <string>
#include <string_view>
#include <vector>

#include "core/memory/memory_assumptions.h"
#include "core/recipe/recipe.h"
#include "core/search/layout_search.h"

namespace moe {

// "key=value" for each assumption that differs from MemoryAssumptions{}, in the form
// `--assume` and applyMemoryAssumption() read back to the same value.
std::vector<std::string> memoryAssumptionAssignments(const MemoryAssumptions& assumptions);

// The words after "moe-plan": search, FILE, then the options that make the CLI build `request` from
// the recipe saved at `recipeFile` (`recipe`, as that file holds it). `calibrationFile` names the
// calibration when it is not the built-in one (empty: built-in).
std::vector<std::string> searchCommandWords(const SearchRequest& request, const Recipe& recipe,
                                            const std::string& recipeFile, const std::string& calibrationFile = {});

// The same as one shell line, each word quoted where bash needs it: "moe-plan search r.yaml --top 20".
std::string searchCommandLine(const SearchRequest& request, const Recipe& recipe, const std::string& recipeFile,
                              const std::string& calibrationFile = {});

}  // namespace moe
