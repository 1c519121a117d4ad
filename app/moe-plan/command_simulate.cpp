// moe-plan simulate FILE [--rank R] [--json] [--chrome-trace OUT.json]: one training step simulated
// per pipeline rank in Megatron-Core's schedule order; per-rank phase times, bubble, exposed
// communication by kind, the critical path, and the analytic estimate beside it. --json gives each
// rank its passes in order (pass_order); the Chrome trace has a lane of named passes per rank.
#include <cmath>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>

#include "command_context.h"
#include "core/layout/rank_grid.h"
#include "core/rules/validator.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/prediction_comparison.h"
#include "core/schedule/step_simulator.h"
#include "core/trace/chrome_trace_writer.h"
#include "core/trace/trace_file.h"

namespace moe::cli {
namespace {

std::string ms(double s) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(std::abs(s) < 0.01 ? 2 : 1) << (std::abs(s) < 5e-7 ? 0.0 : s * 1e3);
    return o.str();
}

nlohmann::json passOrderJson(const std::vector<schedule::PassSpan>& passes) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& p : passes)
        out.push_back({{"kind", p.kind == schedule::PassKind::Forward ? "F" : "B"},
                       {"microbatch", p.microbatch},
                       {"chunk", p.chunk},
                       {"start_s", p.start_s},
                       {"end_s", p.end_s}});
    return out;
}

nlohmann::json rankJson(const schedule::RankTimeline& t) {
    return {{"pp_rank", t.pp_rank},       {"first_start_s", t.first_start_s}, {"pipeline_end_s", t.pipeline_end_s},
            {"end_s", t.end_s},           {"forward_s", t.forward_s},         {"backward_s", t.backward_s},
            {"recompute_s", t.recompute_s}, {"bubble_s", t.bubble_s},
            {"exposed_comm_s", {{"tp", t.tp_s}, {"cp", t.cp_s}, {"ep", t.ep_s}, {"pp", t.pp_s}, {"dp", t.dp_s}}},
            {"host_s", t.host_s},         {"optimizer_s", t.optimizer_s},     {"offload_s", t.offload_s},
            {"activation_offload_s", t.activation_offload_s},
            {"fixed_s", t.fixed_s},       {"passes", t.passes},               {"pass_order", passOrderJson(t.pass_order)}};
}

// Consecutive links on one rank shown as one run: "PP 3  F0 … B5  (14 passes)".
struct Run {
    int rank = 0;
    std::string first, last;
    int passes = 0;
    double start = 0, end = 0;
    bool entered_by_wait = false;
};
std::vector<Run> criticalRuns(const std::vector<schedule::CriticalLink>& chain) {
    std::vector<Run> runs;
    for (const auto& l : chain) {
        if (runs.empty() || runs.back().rank != l.pp_rank || l.waited_for_input) {
            runs.push_back({l.pp_rank, l.passes, l.passes, 0, l.start_s, l.end_s, l.waited_for_input});
        }
        Run& r = runs.back();
        r.last = l.passes;
        r.end = l.end_s;
        ++r.passes;
    }
    return runs;
}

nlohmann::json rowsJson(const std::vector<schedule::ComparisonRow>& rows) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& r : rows) {
        nlohmann::json j = {{"key", r.key}, {"label", r.label}, {"predicted_ms", r.predicted_ms}, {"note", r.note}};
        j["measured_ms"] = r.measured_ms ? nlohmann::json(*r.measured_ms) : nlohmann::json(nullptr);
        out.push_back(j);
    }
    return out;
}

// withNotes: also say how measured rows were measured (the phase rows, each measured its own way).
// withDifference: false when the trace is not the recipe's run (its differences are no prediction error).
void printRows(const std::vector<schedule::ComparisonRow>& rows, bool withNotes, bool withDifference) {
    for (const auto& r : rows) {
        std::cout << "    " << std::left << std::setw(62) << r.label << std::right << std::setw(12) << std::fixed << std::setprecision(2)
                  << r.predicted_ms;
        if (r.measured_ms) {
            std::cout << std::setw(12) << *r.measured_ms;
            if (withDifference) std::cout << std::setw(12) << std::showpos << r.difference() << std::noshowpos;
            std::cout << (withNotes && !r.note.empty() ? "   (" + r.note + ")" : std::string()) << "\n";
        }
        else
            std::cout << std::setw(12) << "—" << "   (" << r.note << ")\n";
    }
}

}  // namespace

int runSimulate(const ParsedArgs& args) {
    if (args.positional.size() != 1) return reportError(Error{{}, 0, 0, {}, "simulate needs exactly one recipe FILE"});
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return reportError(recipe.error());
    // As estimate: a layout Megatron refuses gets no simulated step (a review simulated optimizer
    // offload without the precision-aware optimizer, which estimate refused).
    if (auto refused = refusedRecipeError(args.positional[0], validateRecipe(*recipe), "simulation"))
        return reportError(*refused);
    auto cal = loadCalibrationArgument(args);
    if (!cal) return reportError(cal.error());
    const auto chromePath = args.value("chrome-trace");
    const auto comparePath = args.value("compare");
    auto sim = schedule::simulateStep(*recipe, *cal, {chromePath.has_value() || comparePath.has_value()});
    if (!sim) {
        Error e = sim.error();
        if (e.file.empty()) e.file = args.positional[0];
        return reportError(e);
    }
    int onlyRank = -1;
    if (auto r = args.value("rank")) {
        int64_t global = -1;
        try {
            global = std::stoll(*r);
        } catch (...) {
            return reportError(Error{{}, 0, 0, "--rank", "'" + *r + "' is not a rank number"});
        }
        if (global < 0 || global >= recipe->layout.world_size)
            return reportError(Error{{}, 0, 0, "--rank", "rank " + *r + " is outside 0.." + std::to_string(recipe->layout.world_size - 1)});
        auto grid = RankGrid::create(recipe->layout, recipe->hardware.nvlink_domain_size, recipe->hardware.gpus_per_node);
        if (!grid) return reportError(grid.error());
        onlyRank = static_cast<int>(grid->coordinates(global).pp);
    }
    if (chromePath) {
        const trace::Trace t = schedule::predictedTrace(*sim, recipe->name + " (predicted)");
        if (auto st = trace::writeChromeTrace(t, *chromePath); !st) return reportError(st.error());
    }
    std::optional<schedule::PredictionComparison> comparison;
    if (comparePath) {
        auto measured = trace::importTraceFile(*comparePath);
        if (!measured) return reportError(measured.error());
        const trace::Trace predicted = schedule::predictedTrace(*sim, recipe->name + " (predicted)");
        auto c = schedule::comparePrediction(*sim, predicted, *measured);
        if (!c) return reportError(c.error());
        comparison = std::move(*c);
    }
    const double diff = sim->analyticDifference();
    if (args.json) {
        nlohmann::json ranks = nlohmann::json::array();
        for (const auto& t : sim->ranks)
            if (onlyRank < 0 || t.pp_rank == onlyRank) ranks.push_back(rankJson(t));
        nlohmann::json path = nlohmann::json::array();
        for (const auto& l : sim->critical_path)
            path.push_back({{"pp_rank", l.pp_rank}, {"passes", l.passes}, {"start_s", l.start_s}, {"end_s", l.end_s},
                            {"waited_for_input", l.waited_for_input}});
        nlohmann::json out = {{"recipe", recipe->name},
                              {"pp", sim->pp},
                              {"vpp", sim->vpp},
                              {"microbatches", sim->microbatches},
                              {"combined_1f1b", sim->combined_1f1b},
                              {"step_time_s", sim->step_time_s},
                              {"analytic_step_time_s", sim->analytic.step_time_s},
                              {"analytic_difference", diff},
                              {"ranks", ranks},
                              {"critical_path", path}};
        if (chromePath) out["chrome_trace"] = *chromePath;
        if (comparison)
            out["comparison"] = {
                {"trace", *comparePath},
                {"predicted_step_ms", comparison->predicted_step_ms},
                {"measured_step_ms", comparison->measured_step_ms},
                {"measured_step_definition", comparison->measured_step_definition},
                {"measured_windows", comparison->measured_windows},
                {"roles", rowsJson(comparison->roles)},
                {"phases", rowsJson(comparison->phases)},
                {"warnings", comparison->warnings},
                {"not_this_recipe",
                 comparison->not_this_recipe ? nlohmann::json(*comparison->not_this_recipe) : nlohmann::json(nullptr)}};
        std::cout << out.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << recipe->name << ": one step simulated on " << sim->pp << " pipeline rank(s), VPP " << sim->vpp << ", "
              << sim->microbatches << " microbatches" << (sim->combined_1f1b ? ", combined 1F1B (EP overlap)" : "") << "\n";
    std::cout << "  simulated step " << ms(sim->step_time_s) << " ms; analytic estimate " << ms(sim->analytic.step_time_s) << " ms ("
              << std::showpos << std::fixed << std::setprecision(1) << diff * 100 << std::noshowpos << " %)\n\n";
    std::cout << "  times in ms; exposed = communication the compute stream waits for\n";
    std::cout << "  the columns from forward to fixed add up to end; (recomp.) is the part of backward that re-runs\n"
                 "  the forward; offload is the optimizer and activation copies the compute does not hide\n";
    // A review summed the columns to 7.0 s of an 8.9 s step: the offload and the fixed overhead
    // had no column, and recompute was counted twice.
    const char* cols[] = {"PP rank", "forward", "backward", "(recomp.)", "bubble",  "exp. TP", "exp. CP", "exp. EP",
                          "exp. PP", "exp. DP", "host",     "optimizer", "offload", "fixed",   "end"};
    std::cout << " ";
    for (const char* c : cols) std::cout << std::setw(10) << c;
    std::cout << "\n";
    for (const auto& t : sim->ranks) {
        if (onlyRank >= 0 && t.pp_rank != onlyRank) continue;
        std::cout << " " << std::setw(10) << t.pp_rank;
        for (double v : {t.forward_s, t.backward_s, t.recompute_s, t.bubble_s, t.tp_s, t.cp_s, t.ep_s, t.pp_s, t.dp_s,
                         t.host_s, t.optimizer_s, t.offload_s + t.activation_offload_s, t.fixed_s, t.end_s})
            std::cout << std::setw(10) << ms(v);
        std::cout << "\n";
    }
    std::cout << "\n  critical path (the chain of passes that sets the step):\n";
    for (const Run& run : criticalRuns(sim->critical_path)) {
        std::cout << "    PP " << run.rank << "  " << run.first << (run.passes > 1 ? " … " + run.last : std::string()) << "  (" << run.passes
                  << (run.passes == 1 ? " pass" : " passes") << ", " << ms(run.start) << "–" << ms(run.end) << " ms"
                  << (run.entered_by_wait ? ", started when its input arrived" : "") << ")\n";
    }
    if (comparison) {
        std::cout << "\n  predicted vs measured per step (" << *comparePath << ", " << comparison->measured_windows
                  << " step window(s) averaged per role): step " << std::fixed << std::setprecision(2)
                  << comparison->predicted_step_ms << " ms vs " << comparison->measured_step_ms << " ms ("
                  << comparison->measured_step_definition << ")\n";
        const bool sameJob = !comparison->not_this_recipe;
        if (!sameJob)
            std::cout << "  not this recipe's run: " << *comparison->not_this_recipe << "; differences are not shown\n";
        std::cout << "    " << std::left << std::setw(62) << (sameJob ? "kernel role (largest difference first)" : "kernel role") << std::right
                  << std::setw(12) << "predicted" << std::setw(12) << "measured" << std::setw(12) << (sameJob ? "difference" : "") << "   (ms)\n";
        printRows(comparison->roles, false, sameJob);
        std::cout << "    " << std::left << std::setw(62) << "step phase" << std::right << "\n";
        printRows(comparison->phases, true, sameJob);
        for (const auto& w : comparison->warnings) std::cout << "  note: " << w << "\n";
    }
    if (chromePath) std::cout << "\n  predicted timeline written to " << *chromePath << " (Chrome trace JSON; opens in Perfetto)\n";
    return kExitOk;
}

}  // namespace moe::cli
