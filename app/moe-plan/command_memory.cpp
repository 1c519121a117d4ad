// moe-plan memory FILE [--stage N] and moe-plan flops FILE: the per-stage memory table and the
// model FLOPs of a recipe.
#include <iomanip>
#include <iostream>

#include "command_context.h"
#include "core/flops/flops_count_text.h"
#include "core/flops/model_flops.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"

namespace moe::cli {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

nlohmann::json stageJson(const StageMemory& s) {
    nlohmann::json detail = nlohmann::json::array();
    for (const auto& line : s.detail)
        detail.push_back({{"category", toString(line.category)}, {"group", line.group}, {"name", line.name},
                          {"bytes", line.bytes}, {"origin", line.origin}});
    return {{"stage", s.stage},
            {"decoder_layers", s.decoder_layers},
            {"mtp_layers", s.mtp_layers},
            {"inflight_microbatches", s.inflight_microbatches},
            {"params_per_gpu", s.params_per_gpu},
            {"weights_bytes", s.weights_bytes},
            {"grads_bytes", s.grads_bytes},
            {"optimizer_bytes", s.optimizer_bytes},
            {"activation_bytes", s.activation_bytes},
            {"overhead_bytes", s.overhead_bytes},
            {"total_bytes", s.totalBytes()},
            {"host_offload_bytes", s.host_offload_bytes},
            {"activation_host_bytes", s.activation_host_bytes},
            {"detail", detail}};
}

std::string gib(int64_t bytes) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(2) << static_cast<double>(bytes) / kGiB;
    return o.str();
}

void printStageDetail(const StageMemory& s) {
    std::cout << "\nStage " << s.stage << " detail (" << s.decoder_layers << " decoder layers"
              << (s.mtp_layers ? ", " + std::to_string(s.mtp_layers) + " MTP" : "") << ", " << s.inflight_microbatches
              << " chunk-microbatches in flight, " << s.params_per_gpu << " params/GPU)\n";
    for (const auto& line : s.detail)
        std::cout << "  " << std::left << std::setw(12) << toString(line.category) << std::setw(40)
                  << (std::string(line.group) + ": " + line.name) << std::right << std::setw(9) << gib(line.bytes)
                  << " GiB  " << line.origin << "\n";
}

}  // namespace

int runMemory(const ParsedArgs& args) {
    if (args.positional.size() != 1) return reportError(Error{{}, 0, 0, {}, "memory needs exactly one recipe FILE"});
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return reportError(recipe.error());
    std::optional<int> onlyStage;
    if (auto v = args.value("stage")) {
        auto n = parseIntegerOption("stage", *v);
        if (!n) return reportError(n.error());
        if (*n < 0 || *n >= recipe->layout.pp)
            return reportError(Error{{}, 0, 0, "--stage", "stage " + *v + " outside 0.." + std::to_string(recipe->layout.pp - 1)});
        onlyStage = static_cast<int>(*n);
    }
    MemoryAssumptions assumptions;
    if (auto it = args.values.find("assume"); it != args.values.end())
        for (const auto& a : it->second)
            if (auto st = applyMemoryAssumption(assumptions, a); !st) {
                Error e = st.error();
                e.field = "--assume " + e.field;
                return reportError(e);
            }
    auto memory = estimateMemory(*recipe, assumptions);
    if (!memory) {
        Error e = memory.error();
        if (e.file.empty()) e.file = args.positional[0];
        return reportError(e);
    }
    const MemoryReport& m = *memory;
    if (args.json) {
        nlohmann::json stages = nlohmann::json::array();
        for (const auto& s : m.stages)
            if (!onlyStage || *onlyStage == s.stage) stages.push_back(stageJson(s));
        nlohmann::json assumptionList = nlohmann::json::array();
        for (const auto& a : m.assumptions.listing)
            assumptionList.push_back({{"key", a.key}, {"label", a.label}, {"value", a.value}, {"unit", a.unit}, {"range", a.range}, {"origin", a.origin}});
        std::cout << nlohmann::json{{"recipe", recipe->name},
                                    {"stages", stages},
                                    {"binding_stage", m.binding_stage},
                                    {"fits", m.fits},
                                    {"fit", toString(memoryFitOf(m))},
                                    {"hbm_bytes", m.hbm_bytes},
                                    {"headroom_bytes", m.headroom_bytes},
                                    {"host_bytes_per_gpu", m.host_bytes_per_gpu},
                                    {"host_bytes_per_node", m.host_bytes_per_node},
                                    {"host_fits", m.host_fits},
                                    {"microbatches_per_step", m.microbatches_per_step},
                                    {"assumptions", assumptionList}}
                         .dump(2)
                  << "\n";
        return kExitOk;
    }
    std::cout << recipe->name << ": memory per GPU by pipeline stage (GiB; usable HBM " << gib(m.hbm_bytes) << ")\n\n";
    std::cout << std::right << std::setw(6) << "stage" << std::setw(8) << "layers" << std::setw(10) << "weights" << std::setw(9)
              << "grads" << std::setw(11) << "optimizer" << std::setw(13) << "activations" << std::setw(10) << "overhead"
              << std::setw(9) << "total" << "\n";
    for (const auto& s : m.stages) {
        std::cout << std::setw(6) << s.stage << std::setw(8) << s.decoder_layers + s.mtp_layers << std::setw(10) << gib(s.weights_bytes)
                  << std::setw(9) << gib(s.grads_bytes) << std::setw(11) << gib(s.optimizer_bytes) << std::setw(13)
                  << gib(s.activation_bytes) << std::setw(10) << gib(s.overhead_bytes) << std::setw(9) << gib(s.totalBytes())
                  << (s.stage == m.binding_stage ? "  <- binding" : "") << "\n";
    }
    const MemoryFit fit = memoryFitOf(m);
    // A fit inside the fragmentation allowance says so, as the findings' memory.fit_close does.
    const bool close = fit == MemoryFit::FitsClosely;
    std::cout << "\n"
              << (close ? "Fits closely (headroom less than the " + gib(fragmentationAllowanceBytes(m)) +
                              " GiB fragmentation allowance: may not fit)"
                  : fit == MemoryFit::Fits ? std::string("Fits")
                  : fit == MemoryFit::Tight
                      ? std::string("Tight (over by less than the fragmentation allowance: may run)")
                      : std::string("Does NOT fit"))
              << ": binding stage " << m.binding_stage << " uses " << gib(m.binding().totalBytes()) << " GiB, headroom "
              << gib(m.headroom_bytes) << " GiB.\n";
    if (m.host_bytes_per_gpu > 0)
        std::cout << "Host offload (optimizer state + activations): " << gib(m.host_bytes_per_gpu) << " GiB host RAM per GPU, " << gib(m.host_bytes_per_node)
                  << " GiB per node (" << (m.host_fits ? "fits" : "exceeds") << " the host budget of " << gib(m.host_budget_per_gpu)
                  << " GiB per GPU).\n";
    std::cout << "\nAssumptions:\n";
    for (const auto& a : m.assumptions.listing)
        std::cout << "  " << std::left << std::setw(46) << a.label << std::right << std::setw(7) << a.value << " " << a.unit << "  ("
                  << a.origin << ")\n";
    for (const auto& s : m.stages)
        if (onlyStage ? *onlyStage == s.stage : s.stage == m.binding_stage) printStageDetail(s);
    return kExitOk;
}

int runFlops(const ParsedArgs& args) {
    if (args.positional.size() != 1) return reportError(Error{{}, 0, 0, {}, "flops needs exactly one recipe FILE"});
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return reportError(recipe.error());
    const Layout& l = recipe->layout;
    const FlopsPerToken f = modelFlopsPerToken(recipe->model, l.seq_length);
    const double perStep = modelFlopsPerStep(recipe->model, l.seq_length, l.global_batch_size);
    int layersPerStage = 0;
    if (auto placement = placeLayers(recipe->model, l); placement && !placement->stages.empty())
        layersPerStage = static_cast<int>(placement->stages.front().decoder_layers.size());
    const double recompute = recomputeFlopsPerToken(recipe->model, l.seq_length, recipe->options.recompute, layersPerStage);
    const double tokens = static_cast<double>(l.global_batch_size) * static_cast<double>(l.seq_length);
    if (args.json) {
        std::cout << nlohmann::json{{"recipe", recipe->name},
                                    {"seq_length", l.seq_length},
                                    {"global_batch_size", l.global_batch_size},
                                    {"model_flops_per_token", f.total()},
                                    {"model_flops_per_step", perStep},
                                    {"recompute_flops_per_token", recompute},
                                    {"hardware_flops_per_step", perStep + recompute * tokens},
                                    {"flops_count", flopsCountJson(recipe->model, l.seq_length)},
                                    {"breakdown_per_token",
                                     {{"dense_mlp", f.dense_mlp},
                                      {"moe_mlp", f.moe_mlp},
                                      {"attention_linear", f.attention_linear},
                                      {"attention_core", f.attention_core},
                                      {"linear_attention", f.linear_attention},
                                      {"mtp_projection", f.mtp_projection},
                                      {"logits", f.logits}}}}
                         .dump(2)
                  << "\n";
        return kExitOk;
    }
    auto gf = [](double v) {
        std::ostringstream o;
        o << std::fixed << std::setprecision(3) << v / 1e9;
        return o.str();
    };
    const FlopsCountInfo& count = flopsCountInfo(kStudioFlopsCount);
    std::cout << recipe->name << ": model FLOPs (" << count.label << ", " << count.source << "; fwd+bwd) at seq "
              << l.seq_length << "\n\n"
              << "  per token          " << gf(f.total()) << " GFLOP\n"
              << "    dense MLP        " << gf(f.dense_mlp) << "\n"
              << "    MoE MLP          " << gf(f.moe_mlp) << "\n"
              << "    attention linear " << gf(f.attention_linear) << "\n"
              << "    attention core   " << gf(f.attention_core) << "\n"
              << "    linear attention " << gf(f.linear_attention) << "\n"
              << "    MTP projection   " << gf(f.mtp_projection) << "\n"
              << "    logits           " << gf(f.logits) << "\n"
              << "  per step (GBS " << l.global_batch_size << ")  " << std::scientific << std::setprecision(4)
              << perStep << " FLOP\n"
              << "  recompute adds     " << std::fixed << gf(recompute)
              << " GFLOP/token of hardware FLOPs (not model FLOPs)\n";
    // The other public count, and why it differs here (nothing when it does not).
    for (FlopsCount other : kFlopsCounts) {
        if (other == kStudioFlopsCount) continue;
        const std::string why = flopsCountDifference(recipe->model, l.seq_length, other);
        std::cout << "  " << flopsCountInfo(other).label << "  "
                  << gf(modelFlopsPerToken(recipe->model, l.seq_length, other).total()) << " GFLOP/token ("
                  << flopsCountInfo(other).source << (why.empty() ? ": the same count for this model" : ": " + why)
                  << ")\n";
    }
    return kExitOk;
}

}  // namespace moe::cli
