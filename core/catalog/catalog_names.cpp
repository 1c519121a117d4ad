#include "core/catalog/catalog_names.h"

#include <algorithm>
#include <cctype>

namespace moe {
namespace {

// Short forms in common use (model cards, Bridge recipe names) that no prefix rule reaches.
const std::vector<std::pair<std::string, std::string>> kModelAliases = {
    {"dsv3", "DeepSeek-V3"},        {"deepseek3", "DeepSeek-V3"},   {"dsv2lite", "DeepSeek-V2-Lite"},
    {"qwen3next", "Qwen3-Next-80B-A3B"}, {"gptoss", "GPT-OSS-120B"}, {"mixtral8x7b", "Mixtral-8x7B"},
};
const std::vector<std::pair<std::string, std::string>> kHardwareAliases = {
    {"h100sxm5", "H100-SXM"}, {"h200sxm5", "H200-SXM"}, {"b200", "B200-HGX"}, {"b300", "B300-HGX"},
    {"gb200", "GB200-NVL72"}, {"gb300", "GB300-NVL72"},
};

}  // namespace

std::string normalizedCatalogName(const std::string& name) {
    std::string out;
    for (char c : name) {
        if (c == '-' || c == '_' || c == ' ' || c == '.') continue;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

Result<std::string> resolveCatalogName(const std::string& typed, const std::vector<std::string>& names,
                                       const std::vector<std::pair<std::string, std::string>>& aliases,
                                       const std::string& what, const std::string& field) {
    const std::string key = normalizedCatalogName(typed);
    auto known = [&] {
        std::string list;
        for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
        return list;
    };
    if (key.empty()) return Error{{}, 0, 0, field, "no " + what + " named (known: " + known() + ")"};
    auto inCatalog = [&](const std::string& n) { return std::find(names.begin(), names.end(), n) != names.end(); };
    std::vector<std::string> exact;
    std::vector<std::string> prefix;
    auto add = [](std::vector<std::string>& v, const std::string& n) {
        if (std::find(v.begin(), v.end(), n) == v.end()) v.push_back(n);
    };
    for (const auto& n : names) {
        const std::string nn = normalizedCatalogName(n);
        if (nn == key) add(exact, n);
        else if (nn.rfind(key, 0) == 0) add(prefix, n);
    }
    for (const auto& [alias, target] : aliases) {
        if (!inCatalog(target)) continue;
        if (alias == key) add(exact, target);
        else if (alias.rfind(key, 0) == 0) add(prefix, target);
    }
    const std::vector<std::string>& hits = exact.empty() ? prefix : exact;
    if (hits.size() == 1) return hits.front();
    if (hits.empty()) return Error{{}, 0, 0, field, "unknown " + what + " '" + typed + "' (known: " + known() + ")"};
    std::string list;
    for (const auto& n : hits) list += (list.empty() ? "" : ", ") + n;
    return Error{{}, 0, 0, field, what + " '" + typed + "' is ambiguous: " + list};
}

Result<std::string> resolveHardwareName(const Catalog& catalog, const std::string& typed, const std::string& field) {
    return resolveCatalogName(typed, catalog.hardwareNames(), kHardwareAliases, "GPU", field);
}

Result<std::string> resolveModelName(const Catalog& catalog, const std::string& typed, const std::string& field) {
    return resolveCatalogName(typed, catalog.modelNames(), kModelAliases, "model", field);
}

}  // namespace moe
