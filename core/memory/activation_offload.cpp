#include "core/memory/activation_offload.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>

namespace moe {
namespace {

// The module whose saved input a template tensor is (group and name as activation_model spells them).
std::optional<OffloadModule> inputOf(const ActivationTensor& t) {
    auto is = [&](const char* group, const char* name) { return std::strcmp(t.group, group) == 0 && std::strcmp(t.name, name) == 0; };
    if (is("residual", "layer input")) return OffloadModule::AttnNorm;
    if (is("norm", "input-norm output")) return OffloadModule::QkvLinear;
    if (is("attention", "Q, K, V after RoPE") || is("mla", "q, k after RoPE") || is("mla", "v")) return OffloadModule::CoreAttn;
    if (is("attention", "attention output")) return OffloadModule::AttnProj;
    if (is("residual", "post-attention residual")) return OffloadModule::MlpNorm;
    if (is("experts", "permuted tokens")) return OffloadModule::ExpertFc1;
    if (is("experts", "expert fc1")) return OffloadModule::MoeAct;
    return std::nullopt;
}

}  // namespace

void markOffloadedInputs(LayerActivations& layer, const std::vector<OffloadModule>& modules) {
    if (modules.empty()) return;
    for (auto& t : layer.tensors) {
        if (t.removed) continue;
        const auto m = inputOf(t);
        t.offloaded = m && std::find(modules.begin(), modules.end(), *m) != modules.end();
    }
}

std::vector<double> offloadGroups(const LayerActivations& layer) {
    std::vector<double> groups;
    for (int m = 0; m <= static_cast<int>(OffloadModule::MoeAct); ++m) {
        double bytes = 0;
        for (const auto& t : layer.tensors)
            if (t.offloaded && inputOf(t) == static_cast<OffloadModule>(m)) bytes += t.bytes;
        if (bytes > 0) groups.push_back(bytes);
    }
    return groups;
}

double groupsKeptByFraction(const std::vector<double>& groups, double fraction) {
    const double phi = std::clamp(fraction, 0.0, 1.0);
    const auto disabled = static_cast<size_t>(std::floor(static_cast<double>(groups.size()) * (1.0 - phi) + 1e-9));
    double kept = 0;
    for (size_t i = groups.size() - std::min(disabled, groups.size()); i < groups.size(); ++i) kept += groups[i];
    return kept;
}

}  // namespace moe
