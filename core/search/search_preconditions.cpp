#include "core/search/search_preconditions.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace moe {

bool searchChoosesField(const std::string& path) {
    // Every plan gets a fresh layout (the recipe's sequence length aside) and the options the
    // search varies (layout_search.cpp, Searcher::buildRecipe).
    if (path.rfind("layout.", 0) == 0) return path != "layout.seq_length";
    static constexpr std::array<std::string_view, 6> kOptions = {"options.precision",
                                                                 "options.dispatcher",
                                                                 "options.optimizer.cpu_offload",
                                                                 "options.optimizer.offload_fraction",
                                                                 "options.optimizer.precision_aware",
                                                                 "options.cuda_device_max_connections"};
    if (std::find(kOptions.begin(), kOptions.end(), path) != kOptions.end()) return true;
    return path.rfind("options.recompute.", 0) == 0;
}

std::vector<Diagnostic> errorsSearchCannotFix(const std::vector<Diagnostic>& diagnostics) {
    std::vector<Diagnostic> out;
    for (const Diagnostic& d : diagnostics) {
        if (d.severity != Severity::Error || d.fields.empty()) continue;
        if (std::none_of(d.fields.begin(), d.fields.end(), searchChoosesField)) out.push_back(d);
    }
    return out;
}

}  // namespace moe
