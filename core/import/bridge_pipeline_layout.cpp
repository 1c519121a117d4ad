#include "core/import/bridge_pipeline_layout.h"

#include <algorithm>
#include <vector>

namespace moe {

std::string layoutStringFromStages(const std::vector<std::vector<std::string>>& stages) {
    auto stageText = [](const std::vector<std::string>& items) {
        std::string out;
        size_t i = 0;
        while (i < items.size()) {
            const std::string& it = items[i];
            const char c = it == "embedding" ? 'E' : it == "mtp" ? 'm' : it == "loss" ? 'L' : 't';
            size_t j = i;
            while (j < items.size() && items[j] == it) ++j;
            const size_t run = j - i;
            out += run >= 3 ? std::string(1, c) + "*" + std::to_string(run) : std::string(run, c);
            i = j;
        }
        return out;
    };
    std::vector<std::string> texts;
    for (const auto& s : stages) texts.push_back(stageText(s));
    std::string out;
    size_t i = 0;
    while (i < texts.size()) {
        size_t j = i;
        while (j < texts.size() && texts[j] == texts[i]) ++j;
        size_t run = j - i;
        const bool last = j == texts.size();
        const size_t folded = last ? run - 1 : run;  // the final stage has no trailing '|'
        if (folded >= 2) out += "(" + texts[i] + "|)*" + std::to_string(folded);
        else if (folded == 1) out += texts[i] + "|";
        if (last) out += texts[i];
        i = j;
    }
    return out;
}

std::optional<std::string> bridgeInferredPipelineLayout(const Recipe& r) {
    if (r.model_ref != "DeepSeek-V3" || r.model.num_layers != 61 || !r.layout.pipeline_layout.empty()) return std::nullopt;
    const int pp = r.layout.pp;
    const int vpp = std::max(1, r.layout.vpp);
    using Stage = std::vector<std::string>;
    auto decoders = [](int n) { return Stage(static_cast<size_t>(n), "decoder"); };
    // (stages, decoders in the first stage after the embedding, per middle stage, in the last stage)
    int firstDecoders = 0;
    int middle = 0;
    int lastDecoders = 0;
    int stages = pp * vpp;
    if (pp == 4 && vpp == 1) {
        firstDecoders = 16, middle = 16, lastDecoders = 13;
    } else if ((pp == 8 && vpp == 1) || (pp == 4 && vpp == 2)) {
        firstDecoders = 8, middle = 8, lastDecoders = 5;
    } else if ((pp == 16 && vpp == 1) || (pp == 8 && vpp == 2) || (pp == 4 && vpp == 4)) {
        firstDecoders = 4, middle = 4, lastDecoders = 1;
    } else {
        return std::nullopt;
    }
    std::vector<Stage> layout;
    Stage first{"embedding"};
    for (const auto& d : decoders(firstDecoders)) first.push_back(d);
    layout.push_back(first);
    for (int i = 1; i + 1 < stages; ++i) layout.push_back(decoders(middle));
    Stage tail = decoders(lastDecoders);
    for (int i = 0; i < r.model.mtp_layers; ++i) tail.emplace_back("mtp");
    tail.emplace_back("loss");
    layout.push_back(tail);
    return layoutStringFromStages(layout);
}

}  // namespace moe
