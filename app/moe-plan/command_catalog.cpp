// moe-plan models / hardware / recipes / fields: the built-in catalogs and the recipe schema.
#include <iomanip>
#include <iostream>

#include "command_context.h"
#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/model/parameter_count.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"

namespace moe::cli {
namespace {

const char* attentionName(const ModelSpec& m) {
    if (m.linear_attention) return "hybrid (Gated DeltaNet + GQA)";
    return m.attention == AttentionKind::MLA ? "MLA" : (m.num_query_groups == m.num_attention_heads ? "MHA" : "GQA");
}

// The attention column of the table: the kind, then the sliding window and softmax when not plain.
std::string attentionDetail(const ModelSpec& m) {
    std::string out = attentionName(m);
    if (m.sliding_window.window > 0) out += ", SWA " + std::to_string(m.sliding_window.window);
    if (m.softmax != SoftmaxKind::Vanilla) out += std::string(", ") + toString(m.softmax) + " softmax";
    return out;
}

}  // namespace

int runModels(const ParsedArgs& args) {
    const Catalog& catalog = builtinCatalog();
    if (args.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& [name, m] : catalog.models) {
            const ParameterCount c = countParameters(m);
            list.push_back({{"name", name},
                            {"total_params", c.total},
                            {"active_params", c.active_token},
                            {"active_params_mtp_full", c.active},
                            {"embedding_params", c.embedding},
                            {"mtp_params", c.mtp},
                            {"hidden_size", m.hidden_size},
                            {"num_layers", m.num_layers},
                            {"moe_layers", m.moeLayerCount()},
                            {"attention", attentionName(m)},
                            {"sliding_window", m.sliding_window.window},
                            {"softmax_type", toString(m.softmax)},
                            {"num_experts", m.moe.num_experts},
                            {"top_k", m.moe.top_k},
                            {"mtp_layers", m.mtp_layers}});
        }
        std::cout << nlohmann::json{{"models", list}}.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << std::left << std::setw(22) << "model" << std::right << std::setw(11) << "total (B)" << std::setw(12)
              << "active (B)" << std::setw(8) << "layers" << std::setw(9) << "experts" << std::setw(6) << "top-k"
              << "  attention\n";
    for (const auto& [name, m] : catalog.models) {
        const ParameterCount c = countParameters(m);
        std::cout << std::left << std::setw(22) << name << std::right << std::fixed << std::setprecision(2)
                  << std::setw(11) << static_cast<double>(c.total) / 1e9 << std::setw(12)
                  << static_cast<double>(c.active_token) / 1e9 << std::setw(8) << m.num_layers << std::setw(9)
                  << m.moe.num_experts << std::setw(6) << m.moe.top_k << "  " << attentionDetail(m) << "\n";
    }
    std::cout << "Counts follow Megatron-LM's convention (MTP layers counted in full, also as active).\n";
    return kExitOk;
}

int runHardware(const ParsedArgs& args) {
    const Catalog& catalog = builtinCatalog();
    if (args.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& [name, h] : catalog.hardware) {
            list.push_back({{"name", name},
                            {"arch", h.arch},
                            {"hbm_gb", h.hbm_gb},
                            {"usable_gib", h.usable_gib},
                            {"hbm_bandwidth_tbps", h.hbm_bandwidth_tbps},
                            {"bf16_tflops", h.bf16_tflops},
                            {"fp8_tflops", h.fp8_tflops},
                            {"fp4_tflops", h.fp4_tflops},
                            {"nvlink_gbps_per_dir", h.nvlink_gbps_per_dir},
                            {"nvlink_domain_size", h.nvlink_domain_size},
                            {"nic_gbps_per_dir", h.nic_gbps_per_dir},
                            {"gpus_per_node", h.gpus_per_node},
                            {"host_ram_per_gpu_gb", h.host_ram_per_gpu_gb}});
        }
        std::cout << nlohmann::json{{"hardware", list}}.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << std::left << std::setw(13) << "gpu" << std::right << std::setw(11) << "HBM GiB" << std::setw(8)
              << "TB/s" << std::setw(8) << "BF16" << std::setw(8) << "FP8" << std::setw(8) << "FP4" << std::setw(10)
              << "NVL GB/s" << std::setw(8) << "domain" << std::setw(9) << "NIC GB/s" << std::setw(7) << "/node\n";
    for (const auto& [name, h] : catalog.hardware) {
        std::cout << std::left << std::setw(13) << name << std::right << std::fixed << std::setprecision(1)
                  << std::setw(11) << h.usable_gib << std::setw(8) << std::setprecision(2) << h.hbm_bandwidth_tbps
                  << std::setprecision(0) << std::setw(8) << h.bf16_tflops << std::setw(8) << h.fp8_tflops
                  << std::setw(8) << h.fp4_tflops << std::setw(10) << h.nvlink_gbps_per_dir << std::setw(8)
                  << h.nvlink_domain_size << std::setw(9) << h.nic_gbps_per_dir << std::setw(6) << h.gpus_per_node
                  << "\n";
    }
    std::cout << "Dense peaks in TFLOP/s; bandwidths per direction.\n";
    return kExitOk;
}

int runRecipes(const ParsedArgs& args) {
    auto library = recipeLibrary();
    if (!library) return reportError(library.error());
    RecipeLibraryQuery query;
    query.model = args.value("model").value_or("");
    query.gpu = args.value("gpu").value_or("");
    query.precision = args.value("precision").value_or("");
    query.seq = args.value("seq").value_or("");
    auto filter = parseRecipeLibraryFilter(*library, query);
    if (!filter) return reportError(filter.error());
    const std::vector<RecipeLibraryEntry> entries = filterRecipeLibrary(*library, *filter);
    if (args.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& e : entries) {
            list.push_back({{"id", e.id},
                            {"name", e.name},
                            {"description", e.description},
                            {"model", e.model},
                            {"hardware", e.gpu},
                            {"world_size", e.gpus},
                            {"seq_length", e.seq_length},
                            {"precision", toString(e.precision)},
                            {"family", toString(e.family)},
                            {"source", e.source}});
        }
        std::cout << nlohmann::json{{"recipes", list}, {"count", entries.size()}}.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << std::left << std::setw(46) << "recipe (builtin:NAME)" << std::setw(20) << "model" << std::setw(13)
              << "gpu" << std::right << std::setw(6) << "gpus" << std::setw(7) << "seq" << "  " << std::left
              << std::setw(16) << "precision" << "family\n";
    for (const auto& e : entries) {
        std::cout << std::left << std::setw(46) << e.id << std::setw(20) << e.model << std::setw(13) << e.gpu
                  << std::right << std::setw(6) << e.gpus << std::setw(7) << formatSequenceLength(e.seq_length) << "  "
                  << std::left << std::setw(16) << toString(e.precision) << toString(e.family) << "\n";
    }
    std::cout << entries.size() << " of " << library->size()
              << " built-in recipes. bridge-perf = Megatron-Bridge performance recipes (benchmark-only routing).\n";
    return kExitOk;
}

int runFields(const ParsedArgs& args) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& f : recipeFields()) {
        if (args.json) {
            list.push_back({{"path", f.path}, {"type", f.type}, {"help", f.help}, {"list", f.is_list}, {"optional", f.optional}});
        } else if (args.has("markdown")) {
            std::cout << "| `" << f.path << "` | " << f.type << " | " << f.help << " |\n";
        } else {
            std::cout << f.path << "  (" << f.type << ")  " << f.help << "\n";
        }
    }
    if (args.json) std::cout << nlohmann::json{{"fields", list}}.dump(2) << "\n";
    return kExitOk;
}

}  // namespace moe::cli
