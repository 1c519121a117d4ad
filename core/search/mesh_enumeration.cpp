#include "core/search/mesh_enumeration.h"

#include <algorithm>

namespace moe {
namespace {

std::vector<int> powersOfTwoUpTo(int64_t limit) {
    std::vector<int> out;
    for (int64_t v = 1; v <= limit && v <= (1 << 20); v *= 2) out.push_back(static_cast<int>(v));
    return out;
}

}  // namespace

std::vector<Mesh> enumerateMeshes(const ModelSpec& model, const HardwareSpec& hardware, const MeshSpace& space) {
    const int64_t world = space.world;
    const bool moe = model.isMoe();
    const bool gbsFixed = space.global_batch_size > 0;
    auto choices = [&](const char* key, std::vector<int> dflt) {
        if (auto it = space.fixed.find(key); it != space.fixed.end()) return std::vector<int>{it->second};
        return dflt;
    };
    const int64_t nvl = std::min<int64_t>(8, std::max(1, hardware.nvlink_domain_size));
    std::vector<Mesh> meshes;
    for (int tp : choices("tp", powersOfTwoUpTo(nvl))) {
        if (world % tp != 0 || (model.num_attention_heads > 0 && model.num_attention_heads % tp != 0)) continue;
        for (int cp : choices("cp", powersOfTwoUpTo(world / tp))) {
            if (cp > 1 && space.seq_length % (2 * cp) != 0) continue;
            if (world % (int64_t{tp} * cp) != 0) continue;
            for (int pp : choices("pp", powersOfTwoUpTo(std::min<int64_t>(world / (int64_t{tp} * cp), model.num_layers)))) {
                const int64_t mp = int64_t{tp} * cp * pp;
                if (world % mp != 0) continue;
                const int64_t dp = world / mp;
                // Default GBS: the DP ranks need at least one sequence each.
                if (!gbsFixed && space.default_gbs < dp) continue;
                if (gbsFixed && space.global_batch_size % dp != 0) continue;
                for (int vpp : choices("vpp", {1, 2, 4})) {
                    if (vpp > 1 && pp == 1) continue;
                    const auto epChoices = choices("ep", powersOfTwoUpTo(moe ? std::min<int64_t>(model.moe.num_experts, world / pp) : 1));
                    for (int ep : epChoices) {
                        if (moe && model.moe.num_experts % ep != 0) continue;
                        if (!moe && ep != 1) continue;
                        const auto etpChoices = choices("etp", moe ? powersOfTwoUpTo(nvl) : std::vector<int>{tp});
                        for (int etp : etpChoices) {
                            if (world % (int64_t{etp} * ep * pp) != 0) continue;
                            if (moe && model.moe.ffn_hidden_size > 0 && model.moe.ffn_hidden_size % etp != 0) continue;
                            meshes.push_back({tp, cp, pp, vpp, ep, etp});
                        }
                    }
                }
            }
        }
    }
    return meshes;
}

}  // namespace moe
