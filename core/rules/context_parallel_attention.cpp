#include "core/rules/context_parallel_attention.h"

namespace moe {

CpCommType effectiveCpCommType(CpCommType type, const std::vector<int>& hierarchical) {
    if (type != CpCommType::A2AP2P || hierarchical.size() != 2) return type;
    if (hierarchical[0] == 1) return CpCommType::P2P;
    if (hierarchical[1] == 1) return CpCommType::A2A;
    return type;
}

int64_t a2aHeadSplit(CpCommType effective, int64_t cp, const std::vector<int>& hierarchical) {
    if (effective == CpCommType::A2A) return cp;
    if (effective == CpCommType::A2AP2P && hierarchical.size() == 2) return hierarchical[0];
    return 1;
}

bool hasSlidingWindowLayers(const ModelSpec& model) {
    return model.sliding_window.window > 0 && model.sliding_window.skip_freq != 1;
}

std::vector<CpAttentionRefusal> cpAttentionRefusals(const ModelSpec& model, int64_t tp, int64_t cp, CpCommType type,
                                                    const std::vector<int>& hierarchical) {
    std::vector<CpAttentionRefusal> out;
    if (cp <= 1) return out;
    if (type == CpCommType::A2AP2P && !hierarchical.empty() && hierarchical.size() != 2)
        out.push_back(CpAttentionRefusal::HierarchicalLevels);
    const CpCommType t = effectiveCpCommType(type, hierarchical);
    const bool ring = t == CpCommType::P2P || t == CpCommType::A2AP2P;
    if (hasSlidingWindowLayers(model) && ring) out.push_back(CpAttentionRefusal::SlidingWindow);
    if (model.attention == AttentionKind::MLA && !ring) out.push_back(CpAttentionRefusal::Mla);
    if (model.softmax != SoftmaxKind::Vanilla && t != CpCommType::A2A) out.push_back(CpAttentionRefusal::Softmax);
    // a2a splits the heads over its group: all of CP, or a2a+p2p's inner level (TE's
    // AttnFuncWithCPAndKVP2P runs flash_attn_a2a_communicate over cp_size_a2a, which views
    // [.., np, hn] as [.., cp_a2a, np // cp_a2a, hn]).
    const int64_t a2aGroup = a2aHeadSplit(t, cp, hierarchical);
    if (a2aGroup > 1 && tp > 0) {
        // q is [.., n/TP, d] and k [.., g/TP, d] on a rank (MLA: n/TP both); sizes TP does not
        // divide are the mesh rules' finding, not this one.
        const int64_t n = model.num_attention_heads;
        const int64_t g = model.attention == AttentionKind::MLA ? n : model.num_query_groups;
        if (n > 0 && g > 0 && n % tp == 0 && g % tp == 0 && ((n / tp) % a2aGroup != 0 || (g / tp) % a2aGroup != 0))
            out.push_back(CpAttentionRefusal::A2aHeads);
    }
    return out;
}

std::optional<CpCommType> acceptedCpCommType(const ModelSpec& model, int64_t tp, int64_t cp, CpCommType preferred,
                                             const std::vector<int>& hierarchical) {
    if (cp <= 1) return preferred;
    if (cpAttentionRefusals(model, tp, cp, preferred, hierarchical).empty()) return preferred;
    for (CpCommType t : {CpCommType::P2P, CpCommType::A2A, CpCommType::AllGather})
        if (cpAttentionRefusals(model, tp, cp, t).empty()) return t;
    return std::nullopt;
}

std::string cpRestrictingFeatures(const ModelSpec& model) {
    std::string s;
    const auto add = [&](const std::string& part) { s += (s.empty() ? "" : ", ") + part; };
    if (hasSlidingWindowLayers(model)) add("sliding-window attention");
    if (model.attention == AttentionKind::MLA) add("MLA");
    if (model.softmax != SoftmaxKind::Vanilla) add(std::string(toString(model.softmax)) + " softmax");
    return s;
}

unsigned cpFeatureBits(const ModelSpec& model) {
    return (hasSlidingWindowLayers(model) ? kCpSlidingWindow : 0u) |
           (model.attention == AttentionKind::MLA ? kCpMla : 0u) |
           (model.softmax != SoftmaxKind::Vanilla ? kCpSoftmax : 0u);
}

}  // namespace moe
