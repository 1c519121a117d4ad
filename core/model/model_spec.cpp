#include "core/model/model_spec.h"

#include <algorithm>
#include <array>
#include <utility>

namespace moe {

const char* toString(SoftmaxKind kind) {
    switch (kind) {
        case SoftmaxKind::OffByOne: return "off-by-one";
        case SoftmaxKind::Learnable: return "learnable";
        case SoftmaxKind::Vanilla: break;
    }
    return "vanilla";
}

std::optional<SoftmaxKind> parseSoftmaxKind(const std::string& text) {
    if (text == "vanilla") return SoftmaxKind::Vanilla;
    if (text == "off-by-one" || text == "off_by_one") return SoftmaxKind::OffByOne;
    if (text == "learnable") return SoftmaxKind::Learnable;
    return std::nullopt;
}

std::string softmaxKindChoices() {
    std::string out;
    for (SoftmaxKind k : {SoftmaxKind::Vanilla, SoftmaxKind::OffByOne, SoftmaxKind::Learnable})
        out += std::string(out.empty() ? "" : ", ") + toString(k);
    return out;
}

namespace {
constexpr std::array<std::pair<ActivationKind, const char*>, 5> kActivations{{
    {ActivationKind::Gelu, "gelu"},
    {ActivationKind::Silu, "silu"},
    {ActivationKind::QuickGelu, "quick_gelu"},
    {ActivationKind::SquaredRelu, "squared_relu"},
    {ActivationKind::Relu, "relu"},
}};
}  // namespace

const char* toString(ActivationKind kind) {
    for (const auto& [k, name] : kActivations)
        if (k == kind) return name;
    return "gelu";
}

std::optional<ActivationKind> parseActivationKind(const std::string& text) {
    for (const auto& [k, name] : kActivations)
        if (text == name) return k;
    return std::nullopt;
}

std::string activationKindChoices() {
    std::string out;
    for (const auto& entry : kActivations) out += std::string(out.empty() ? "" : ", ") + entry.second;
    return out;
}

const char* toString(RopeScalingKind kind) {
    return kind == RopeScalingKind::Yarn ? "yarn" : "none";
}

std::optional<RopeScalingKind> parseRopeScalingKind(const std::string& text) {
    if (text == "none" || text == "rope") return RopeScalingKind::None;
    if (text == "yarn") return RopeScalingKind::Yarn;
    return std::nullopt;
}

int64_t ModelSpec::paddedVocab(int tp) const {
    const int64_t multiple = std::max<int64_t>(1, make_vocab_size_divisible_by) * std::max(1, tp);
    if (vocab_size <= 0) return 0;
    return (vocab_size + multiple - 1) / multiple * multiple;
}

bool ModelSpec::isMoeLayer(int layer) const {
    if (!isMoe() || num_layers <= 0) return false;
    const int decoderLayer = std::min(layer, num_layers - 1);  // MTP takes the last layer's type
    if (moe.layer_pattern.empty()) return true;
    if (decoderLayer < 0 || decoderLayer >= static_cast<int>(moe.layer_pattern.size())) return false;
    return moe.layer_pattern[static_cast<size_t>(decoderLayer)];
}

bool ModelSpec::isLinearAttentionLayer(int layer) const {
    if (!linear_attention || linear_attention->linear_attention_freq <= 0) return false;
    return (layer + 1) % linear_attention->linear_attention_freq != 0;
}

int ModelSpec::moeLayerCount() const {
    int count = 0;
    for (int i = 0; i < num_layers; ++i) count += isMoeLayer(i) ? 1 : 0;
    return count;
}

int ModelSpec::linearLayerCount() const {
    int count = 0;
    for (int i = 0; i < num_layers + mtp_layers; ++i) count += isLinearAttentionLayer(i) ? 1 : 0;
    return count;
}

}  // namespace moe
