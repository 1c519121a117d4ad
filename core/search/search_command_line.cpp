#include "core/search/search_command_line.h"

#include <charconv>

#include "core/export/megatron_args_export.h"
#include "core/options/training_options.h"

namespace moe {
namespace {

// The shortest text that reads back as the same double (applyMemoryAssumption and --max-memory
// parse in the C locale, which to_chars writes).
std::string exactNumber(double v) {
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
    return ec == std::errc{} ? std::string(buffer, end) : std::to_string(v);
}

template <class T, class Name>
std::string joined(const std::vector<T>& items, Name name) {
    std::string out;
    for (const T& item : items) out += (out.empty() ? "" : ",") + std::string(name(item));
    return out;
}

}  // namespace

std::vector<std::string> memoryAssumptionAssignments(const MemoryAssumptions& a) {
    const MemoryAssumptions defaults;
    std::vector<std::string> out;
    auto optional = [&out](const char* key, const std::optional<double>& v) {
        if (v) out.push_back(std::string(key) + "=" + exactNumber(*v));
    };
    auto plain = [&out](const char* key, double v, double byDefault) {
        if (v != byDefault) out.push_back(std::string(key) + "=" + exactNumber(v));
    };
    optional("routing_imbalance", a.routing_imbalance);
    optional("dispatcher_workspace_gib", a.dispatcher_workspace_gib);
    optional("cuda_graph_pool_gib", a.cuda_graph_pool_gib);
    plain("cuda_context_nccl_gib", a.cuda_context_nccl_gib, defaults.cuda_context_nccl_gib);
    plain("fragmentation_fraction", a.fragmentation_fraction, defaults.fragmentation_fraction);
    plain("logit_bytes_per_element", a.logit_bytes_per_element, defaults.logit_bytes_per_element);
    plain("fp8_weight_copy_bytes", a.fp8_weight_copy_bytes, defaults.fp8_weight_copy_bytes);
    plain("host_pinned_reserve_fraction", a.host_pinned_reserve_fraction, defaults.host_pinned_reserve_fraction);
    if (a.probs_into_swiglu_fusion != defaults.probs_into_swiglu_fusion)
        out.push_back(std::string("probs_into_swiglu_fusion=") + (a.probs_into_swiglu_fusion ? "true" : "false"));
    return out;
}

std::vector<std::string> searchCommandWords(const SearchRequest& request, const Recipe& recipe,
                                            const std::string& recipeFile, const std::string& calibrationFile) {
    const SearchRequest defaults;
    const SearchConstraints& c = request.constraints;
    std::vector<std::string> words{"search", recipeFile};
    auto add = [&words](std::string option, std::string value) {
        words.push_back(std::move(option));
        words.push_back(std::move(value));
    };
    if (request.gpus != recipe.layout.world_size) add("--gpus", std::to_string(request.gpus));
    if (request.top_k != defaults.top_k) add("--top", std::to_string(request.top_k));
    if (!c.fixed.empty()) {
        std::string fixed;
        for (const auto& [key, value] : c.fixed)
            fixed += (fixed.empty() ? "" : ",") + key + "=" + std::to_string(value);
        add("--fix", fixed);
    }
    if (!c.precisions.empty()) add("--precision", joined(c.precisions, [](Precision p) { return toString(p); }));
    if (!c.dispatchers.empty()) add("--dispatcher", joined(c.dispatchers, [](Dispatcher d) { return toString(d); }));
    if (c.global_batch_size != recipe.layout.global_batch_size) add("--gbs", std::to_string(c.global_batch_size));
    if (c.max_memory_fraction != defaults.constraints.max_memory_fraction)
        add("--max-memory", exactNumber(c.max_memory_fraction));
    if (!c.allow_full_recompute) words.emplace_back("--no-full-recompute");
    if (c.offload_fractions == std::vector<double>{0.0}) words.emplace_back("--no-offload");
    if (c.allow_benchmark_only && !recipe.options.isBenchmarkOnly()) words.emplace_back("--allow-benchmark-only");
    for (std::string& a : memoryAssumptionAssignments(request.assumptions)) add("--assume", std::move(a));
    if (!calibrationFile.empty()) add("--calibration", calibrationFile);
    return words;
}

std::string searchCommandLine(const SearchRequest& request, const Recipe& recipe, const std::string& recipeFile,
                              const std::string& calibrationFile) {
    std::string line = "moe-plan";
    for (const std::string& word : searchCommandWords(request, recipe, recipeFile, calibrationFile))
        line += " " + shellQuote(word);
    return line;
}

}  // namespace moe
