#include "core/layout/balanced_layout.h"

#include <cmath>
#include <vector>

#include "core/layout/pipeline_layout.h"

namespace moe {

std::optional<std::string> balancedPipelineLayoutString(const ModelSpec& m, int pp, int vpp) {
    const int stages = pp * vpp;
    const int decoders = m.num_layers;
    const int items = decoders + m.mtp_layers + 2;  // E, t..., m..., L
    if (stages < 1 || decoders < 1 || stages > items) return std::nullopt;
    // Item i goes to the stage whose cumulative share first exceeds it.
    std::vector<std::string> perStage(static_cast<size_t>(stages));
    for (int i = 0; i < items; ++i) {
        const int stage = std::min(stages - 1, static_cast<int>(static_cast<int64_t>(i) * stages / items));
        char symbol = 't';
        if (i == 0) symbol = 'E';
        else if (i == items - 1) symbol = 'L';
        else if (i > decoders) symbol = 'm';
        perStage[static_cast<size_t>(stage)] += symbol;
    }
    std::string out;
    for (int s = 0; s < stages; ++s) {
        if (s) out += '|';
        out += perStage[static_cast<size_t>(s)];
    }
    return out;
}

bool chooseBalancedPlacement(const ModelSpec& m, Layout& layout) {
    Layout candidate = layout;
    candidate.pipeline_layout.clear();
    candidate.first_stage_layers.reset();
    candidate.last_stage_layers.reset();
    candidate.account_for_embedding_in_pipeline_split = false;
    candidate.account_for_loss_in_pipeline_split = false;
    if (placeLayers(m, candidate).ok()) {
        layout = candidate;
        return true;
    }
    if (candidate.pp > 1) {
        candidate.account_for_embedding_in_pipeline_split = true;
        candidate.account_for_loss_in_pipeline_split = true;
        if (placeLayers(m, candidate).ok()) {
            layout = candidate;
            return true;
        }
        candidate.account_for_embedding_in_pipeline_split = false;
        candidate.account_for_loss_in_pipeline_split = false;
        if (auto text = balancedPipelineLayoutString(m, candidate.pp, candidate.vpp)) {
            candidate.pipeline_layout = *text;
            if (placeLayers(m, candidate).ok()) {
                layout = candidate;
                return true;
            }
        }
    }
    return false;
}

}  // namespace moe
