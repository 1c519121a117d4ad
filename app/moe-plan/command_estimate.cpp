// moe-plan estimate FILE [--json] and moe-plan diagnose FILE: step time with its breakdown,
// throughput, MFU, the dominant wall and the seeds' next lever.
#include <iomanip>
#include <iostream>
#include <sstream>

#include "command_context.h"
#include "core/flops/flops_count_text.h"
#include "core/flops/model_flops.h"
#include "core/perf/calibration.h"
#include "core/perf/cluster_profile.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/lever_gain.h"
#include "core/perf/step_time_model.h"
#include "core/rules/memory_fit.h"
#include "core/rules/validator.h"

namespace moe::cli {

Result<Calibration> loadCalibrationArgument(const ParsedArgs& args) {
    if (auto path = args.value("calibration")) {
        if (path->rfind("cluster:", 0) == 0) {
            auto dir = userClusterProfileDirectory();
            auto profile = loadClusterProfile(path->substr(8), dir ? *dir : std::string("."), builtinCalibration());
            if (!profile) return profile.error();
            return profile->calibration;
        }
        return loadCalibrationFile(*path, builtinCalibration());
    }
    return builtinCalibration();
}

namespace {

nlohmann::json overlapJson(const StepBreakdown& b) {
    nlohmann::json rows = nlohmann::json::array();
    for (const CommOverlap& c : b.overlaps)
        rows.push_back({{"kind", c.kind}, {"total_s", c.total_s}, {"exposed_s", c.exposed_s}, {"hidden_s", c.total_s - c.exposed_s},
                        {"hidden_by", c.hidden_by}});
    return rows;
}

nlohmann::json efficiencyJson(const ComputeEfficiency& e) {
    return {{"gemm_ceiling_tflops", e.gemm_ceiling_tflops}, {"gemm_peak_tflops", e.gemm_peak_tflops},
            {"dense_gemm_vs_peak", e.denseVsPeak()},       {"grouped_gemm_vs_peak", e.groupedVsPeak()},
            {"attention_fwd_vs_bf16_peak", e.attention_fwd}, {"attention_bwd_vs_bf16_peak", e.attention_bwd}};
}

nlohmann::json breakdownJson(const StepBreakdown& b) {
    return {{"compute_s", b.compute_s},     {"recompute_s", b.recompute_s}, {"tp_comm_s", b.tp_comm_s},
            {"cp_comm_s", b.cp_comm_s},     {"ep_comm_s", b.ep_comm_s},     {"pp_comm_s", b.pp_comm_s},
            {"dp_comm_s", b.dp_comm_s},     {"exposed_comm_s", b.exposedCommS()}, {"bubble_s", b.bubble_s},
            {"host_s", b.host_s},           {"optimizer_s", b.optimizer_s}, {"offload_s", b.offload_s},
            {"fixed_s", b.fixed_s}, {"activation_offload_s", b.activation_offload_s},         {"gemm_s", b.gemm_s},           {"attention_s", b.attention_s},
            {"hbm_s", b.hbm_s},             {"overlap", overlapJson(b)}};
}

// What estimate and diagnose print: the recipe, its estimate, the band and what the next lever buys.
struct Evaluated {
    Recipe recipe;
    MemoryReport memory;
    StepEstimate estimate;
    Uncertainty band;
    LeverGain lever;
    Calibration calibration;  // the one the figures use (--calibration): the fit fixes' speeds too
    // A layout over usable HBM cannot run as is: the fix that makes it fit is its next lever, in
    // estimate, diagnose and the studio alike (review 37: diagnose advised FP8 where the studio and
    // estimate said "make it fit first").
    std::string toFit;
    [[nodiscard]] bool runnable() const { return estimate.memory_fit != MemoryFit::DoesNotFit; }
};

Result<Evaluated> evaluate(const ParsedArgs& args, const char* command) {
    if (args.positional.size() != 1) return Error{{}, 0, 0, {}, std::string(command) + " needs exactly one recipe FILE"};
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return recipe.error();
    // Like the studio: a layout Megatron would refuse gets no step time (its overlap, bubble and
    // placement would describe a run that cannot happen).
    if (auto refused = refusedRecipeError(args.positional[0], validateRecipe(*recipe), "estimate")) return *refused;
    auto cal = loadCalibrationArgument(args);
    if (!cal) return cal.error();
    auto memory = estimateMemory(*recipe);
    auto e = memory ? estimateStepTime(*recipe, *cal, *memory) : Result<StepEstimate>(memory.error());
    if (!e) {
        Error err = e.error();
        if (err.file.empty()) err.file = args.positional[0];
        return err;
    }
    Evaluated out{*recipe, *memory, *e, estimateUncertainty(*recipe), {}, *cal, {}};
    out.lever = nextLeverGain(out.recipe, *cal, *memory, out.estimate);
    if (!out.runnable())
        for (const Diagnostic& d : memoryFitDiagnostics(out.recipe, out.memory, {}, &out.calibration))
            if (d.rule == kRuleDoesNotFit) out.toFit = d.suggestion;
    return out;
}

nlohmann::json leverGainJson(const LeverGain& g) {
    if (!g.evaluated) return nullptr;
    const LeverBand& lb = builtinLeverBand();
    const nlohmann::json band = {{"half_width", lb.halfWidth()}, {"steps", lb.sizedSteps()}, {"source", lb.source}};
    nlohmann::json candidates = nlohmann::json::array();
    for (const RankedLever& c : g.ranked)
        candidates.push_back({{"change", c.text}, {"gain", c.gain}, {"preserves_numerics", c.preserves_numerics}});
    if (g.breaks_fit || g.refused)
        return {{"lever", g.lever},     {"gain", nullptr}, {"beyond_band", false},         {"breaks_fit", g.breaks_fit},
                {"refused", g.refused}, {"text", g.text},  {"by_estimate", g.by_estimate}, {"candidates", candidates},
                {"band", band}};
    return {{"lever", g.lever},
            {"gain", g.gain},
            {"beyond_band", g.beyond_band},
            {"breaks_fit", false},
            {"refused", false},
            {"no_gain", g.no_gain},
            {"text", g.text},
            {"by_estimate", g.by_estimate},
            {"candidates", candidates},
            {"band", band}};
}

// "Next lever: X — estimated +18 % tokens/s/GPU, more than the ±12 % band"

std::string seconds(double s) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(s < 10 ? 3 : 2) << s;
    return o.str();
}

}  // namespace

nlohmann::json estimateToJson(const StepEstimate& e) {
    return {{"step_time_s", e.step_time_s},
            {"tokens_per_s_per_gpu", e.tokens_per_s_per_gpu},
            {"model_tflops_per_gpu", e.model_tflops_per_gpu},
            {"mfu", e.mfu},
            {"mfu_bf16", e.mfu_bf16},
            {"dominant_wall", toString(e.dominant_wall)},
            {"wall_reason", e.wall_reason},
            {"next_lever", e.next_lever},
            {"breakdown", breakdownJson(e.breakdown)},
            {"microbatches_per_step", e.microbatches},
            {"bubble_fraction", e.bubble_fraction},
            {"microbatch_time_s", e.microbatch_time_s},
            {"slowest_pp_rank", e.slowest_pp_rank},
            {"memory_fits", e.memory_fits},
            {"memory_fit", toString(e.memory_fit)},
            {"memory_headroom_gib", e.memory_headroom_gib},
            {"binding_stage_gib", e.binding_stage_gib},
            {"efficiency", efficiencyJson(e.efficiency)}};
}

int runEstimate(const ParsedArgs& args) {
    auto r = evaluate(args, "estimate");
    if (!r) return reportError(r.error());
    const Recipe& recipe = r->recipe;
    const StepEstimate& e = r->estimate;
    const Uncertainty& band = r->band;
    // A layout over usable HBM cannot run as is: said first, with the fix that makes it fit, and
    // its figures are labelled as what the step would take if it fitted (the studio shows "—").
    const bool runnable = r->runnable();
    const std::string& toFit = r->toFit;
    if (args.json) {
        nlohmann::json j = estimateToJson(e);
        j["recipe"] = recipe.name;
        j["runnable"] = runnable;
        if (!runnable) j["to_fit"] = toFit;
        j["uncertainty"] = uncertaintyJson(band);
        j["next_lever_gain"] = leverGainJson(r->lever);
        j["wall_lever"] = e.next_lever;    // the wall's own advice
        j["next_lever"] = r->lever.lever;  // the change with the largest estimated gain
        // Which FLOPs count Model TFLOP/s and MFU use, and what the other counts would give.
        j["flops_count"] = flopsCountJson(recipe.model, recipe.layout.seq_length,
                                          FlopsFigures{e.model_tflops_per_gpu, e.mfu, e.mfu_bf16});
        std::cout << j.dump(2) << "\n";
        return kExitOk;
    }
    const StepBreakdown& b = e.breakdown;
    // The headline figures carry only the digits the band supports.
    const double w = band.known() ? band.halfWidth() : 0.0;
    if (!runnable)
        std::cout << recipe.name << ": does NOT fit in memory (binding stage " << std::fixed << std::setprecision(1)
                  << e.binding_stage_gib << " GiB, " << -e.memory_headroom_gib
                  << " GiB over usable HBM): it cannot run as is. To fit: " << toFit
                  << ".\nThe figures below are what a step would take if it fitted.\n\n"
                  << std::defaultfloat << std::setprecision(6);
    std::cout << recipe.name << (runnable ? ": estimated step " : ": estimated step if it fitted ") << formatToBand(e.step_time_s, w) << " s " << band.text() << " (m = " << e.microbatches
              << " microbatches, t_mb " << seconds(e.microbatch_time_s) << " s on PP rank " << e.slowest_pp_rank << ")\n\n";
    // Model TFLOP/s and MFU name their FLOPs count; another count that differs by more than 1 %
    // (sliding windows, a gate other than SwiGLU) gets its figure beside them.
    const std::vector<FlopsCountFigure> otherCounts = otherFlopsCounts(recipe.model, recipe.layout.seq_length);
    const auto toBand = [w](double v) { return formatToBand(v, w); };
    std::cout << "  tokens/s/GPU          " << formatToBand(e.tokens_per_s_per_gpu, w) << " " << band.text() << "\n"
              << "  model TFLOP/s/GPU     " << formatToBand(e.model_tflops_per_gpu, w) << " " << band.text() << " ("
              << flopsCountNote(e.model_tflops_per_gpu, otherCounts, toBand) << ")\n"
              << "  MFU                   " << formatToBand(e.mfu, w) << " of the "
              << toString(recipe.options.precision) << " dense peak (" << formatToBand(e.mfu_bf16, w) << " of BF16) — "
              << flopsCountNote(e.mfu, otherCounts, toBand) << "\n"
              << "  FLOPs count           " << flopsCountSentence(recipe.model, recipe.layout.seq_length) << "\n"
              << "  uncertainty           " << band.description() << "\n\n";
    std::cout << std::fixed;
    auto line = [&](const char* name, double s) {
        std::cout << "  " << std::left << std::setw(22) << name << std::right << std::setw(10) << seconds(s) << " s  "
                  << std::setw(5) << std::setprecision(1) << 100.0 * s / e.step_time_s << " %\n";
    };
    line("compute", b.compute_s);
    line("  of which recompute", b.recompute_s);
    line("  GEMMs", b.gemm_s);
    line("  attention kernels", b.attention_s);
    line("  HBM-bound kernels", b.hbm_s);
    line("exposed TP comm", b.tp_comm_s);
    line("exposed CP comm", b.cp_comm_s);
    line("exposed EP comm", b.ep_comm_s);
    line("exposed PP comm", b.pp_comm_s);
    line("exposed DP comm", b.dp_comm_s);
    line("pipeline bubble", b.bubble_s);
    line("host overhead", b.host_s);
    line("optimizer step", b.optimizer_s);
    line("optimizer offload", b.offload_s);
    line("fixed per step", b.fixed_s);
    if (b.activation_offload_s > 0 || recipe.options.activation_cpu_offload) line("activation offload", b.activation_offload_s);
    if (!b.overlaps.empty()) {
        std::cout << "\n  communication (before overlap → exposed)\n";
        for (const CommOverlap& c : b.overlaps)
            std::cout << "  " << std::left << std::setw(4) << c.kind << std::right << std::setw(10) << seconds(c.total_s) << " s → "
                      << seconds(c.exposed_s) << " s" << (c.hidden_by.empty() ? std::string("  (nothing hides it)") : "  hidden behind " + c.hidden_by)
                      << "\n";
    }
    std::cout << "  kernel efficiency: dense GEMM " << std::setprecision(2) << e.efficiency.denseVsPeak() << ", grouped GEMM "
              << e.efficiency.groupedVsPeak() << " of the " << toString(recipe.options.precision) << " peak; attention fwd "
              << e.efficiency.attention_fwd << " / bwd " << e.efficiency.attention_bwd << " of the BF16 peak\n";
    std::cout << "\nMemory: "
              << (e.fitsClosely() ? "fits closely (headroom less than the fragmentation allowance: may not fit)"
                  : e.memory_fit == MemoryFit::Fits ? "fits"
                  : e.memory_fit == MemoryFit::Tight
                      ? "tight (over usable HBM by less than the fragmentation allowance: may run)"
                      : "does NOT fit")
              << " (binding stage " << std::setprecision(1) << e.binding_stage_gib << " GiB, headroom "
              << e.memory_headroom_gib << " GiB)\n";
    if (!runnable) {
        std::cout << "Next lever: make it fit first: " << toFit << "\n";
        return kExitOk;
    }
    std::cout << "Wall to attack first: " << wallWords(e.dominant_wall) << " — " << e.wall_reason
              << "\nNext lever: " << nextLeverSentence(r->lever) << "\n";
    return kExitOk;
}

int runDiagnose(const ParsedArgs& args) {
    auto r = evaluate(args, "diagnose");
    if (!r) return reportError(r.error());
    const Recipe& recipe = r->recipe;
    const StepEstimate& e = r->estimate;
    if (args.json) {
        nlohmann::json j{
            {"recipe", recipe.name},
            {"dominant_wall", toString(e.dominant_wall)},
            {"why", e.wall_reason},
            {"runnable", r->runnable()},
            {"next_lever", r->runnable() ? nlohmann::json(r->lever.lever) : nlohmann::json("make it fit first")},
            {"wall_lever", e.next_lever},
            {"next_lever_gain", leverGainJson(r->lever)},
            {"uncertainty", uncertaintyJson(r->band)}};
        if (!r->runnable()) j["to_fit"] = r->toFit;
        std::cout << j.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << recipe.name << "\n  wall:       " << toString(e.dominant_wall) << "\n  why:        " << e.wall_reason
              << "\n  next lever: " << (r->runnable() ? nextLeverSentence(r->lever) : "make it fit first: " + r->toFit)
              << "\n  (change one variable, then re-measure)\n";
    return kExitOk;
}

}  // namespace moe::cli
