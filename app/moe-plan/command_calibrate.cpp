// moe-plan calibrate --published FILE [--published FILE...] [--markdown] [--fit [--rounds N]]
// [--cross-validate | --breakdown] [--calibration FILE] [--json]: predicts every published
// Megatron-Bridge row, prints the error table, optionally fits the fitted constants (printing a
// calibration YAML to freeze into resources/calibration/), with --cross-validate reports
// leave-one-system-out, leave-one-model-out and leave-one-container-out errors per row, and with
// --breakdown shows per row which components the predicted step time is made of;
// --cross-validate --residuals prints the residual table that estimates take their band from
// (resources/calibration/cv-residuals.yaml).
// moe-plan calibrate --levers FILE [--calibration FILE] [--json]: the lever check of a published
// optimisation history (core/perf/lever_ablation.h).
// moe-plan calibrate --components FILE [--calibration FILE] [--json]: a paper's component
// measurements against the model at their shapes (core/perf/component_check.h).
#include <iostream>

#include "command_context.h"
#include "core/perf/band_coverage.h"
#include "core/perf/calibration_breakdown.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/component_check.h"
#include "core/perf/cross_validation.h"
#include "core/perf/lever_ablation.h"
#include "core/perf/lever_band.h"
#include "core/perf/residual_table.h"

namespace moe::cli {
namespace {

nlohmann::json cvJson(const CrossValidation& cv) {
    nlohmann::json schemes = nlohmann::json::object();
    for (const auto& s : cv.schemes) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& r : s.rows)
            rows.push_back({{"model", r.run.model}, {"system", r.run.system}, {"container", r.run.container}, {"precision", r.run.precision},
                            {"held_out", r.group}, {"published", r.run.tokens_per_s_per_gpu},
                            {"predicted", r.predicted_tokens_per_s_per_gpu}, {"published_tflops_per_gpu", r.run.tflops_per_gpu},
                            {"predicted_tflops_per_gpu", r.predicted_tflops_per_gpu}, {"error", r.error}, {"contradicting", r.contradicting}});
        schemes[toString(s.scheme)] = {{"median_abs_error", s.median_abs_error},
                                       {"share_within_20pct", s.share_within_20pct},
                                       {"max_abs_error", s.max_abs_error},
                                       {"max_abs_error_all_rows", s.max_abs_error_all},
                                       {"rows", rows}};
    }
    nlohmann::json contradictions = nlohmann::json::array();
    for (const auto& c : cv.contradictions)
        contradictions.push_back({{"model", c.slower.model}, {"system", c.slower.system}, {"container", c.slower.container},
                                  {"sibling_container", c.faster.container}, {"knob", c.knob}, {"ratio", c.ratio}});
    return {{"unit", "tokens/s/GPU; errors are fractions"}, {"rows", cv.rows}, {"schemes", schemes},
            {"contradictions", contradictions}, {"unmodelled", cv.unmodelled}};
}

nlohmann::json breakdownJson(const CalibrationBreakdown& bd) {
    nlohmann::json rows = nlohmann::json::array();
    for (const RowBreakdown& r : bd.rows) {
        const StepShares& s = r.shares;
        const ComputeEfficiency& e = r.efficiency;
        rows.push_back({{"model", r.run.model}, {"system", r.run.system}, {"container", r.run.container}, {"precision", r.run.precision},
                        {"gpus", r.run.gpus}, {"source", r.controlled_run ? "controlled_run" : "published"},
                        {"known_regression", r.known_regression}, {"layout", r.layout}, {"modelled_precision", r.precision},
                        {"published_tokens_per_s_per_gpu", r.run.tokens_per_s_per_gpu},
                        {"predicted_tokens_per_s_per_gpu", r.predicted_tokens_per_s_per_gpu}, {"error", r.error},
                        {"step_time_s", r.step_time_s}, {"wall", r.wall},
                        {"shares",
                         {{"gemm", s.gemm}, {"attention", s.attention}, {"hbm", s.hbm}, {"tp_comm", s.tp}, {"cp_comm", s.cp},
                          {"ep_comm", s.ep}, {"pp_comm", s.pp}, {"dp_comm", s.dp}, {"host", s.host}, {"bubble", s.bubble}, {"rest", s.rest}}},
                        {"efficiency",
                         {{"grouped_gemm_vs_peak", e.groupedVsPeak()}, {"dense_gemm_vs_peak", e.denseVsPeak()},
                          {"attention_fwd_vs_bf16_peak", e.attention_fwd}, {"attention_bwd_vs_bf16_peak", e.attention_bwd}}}});
    }
    return {{"unit", "shares are fractions of the predicted step time; efficiencies fractions of the peak; error a fraction"},
            {"rows", rows}, {"unmodelled", bd.unmodelled}};
}

nlohmann::json leverJson(const LeverHistory& h, const LeverCheck& c) {
    nlohmann::json steps = nlohmann::json::array();
    for (const LeverStepResult& s : c.steps) {
        nlohmann::json row = {{"step", s.step}, {"kind", s.kind}, {"change", s.change}, {"published_tflops_per_gpu", s.published_tflops},
                              {"predicted_tflops_per_gpu", s.predicted_tflops}};
        if (s.kind != "baseline") {
            row["published_gain"] = s.published_gain;
            row["predicted_gain"] = s.predicted_gain;
        }
        if (s.era_anchor >= 0) {
            row["era"] = {{"anchor_step", s.era_anchor}, {"launch_cost_us", s.era_launch_cost_us}, {"anchor_reached", s.era_anchor_reached},
                          {"tflops_per_gpu", s.era_tflops}};
            if (s.checked) row["era"]["gain"] = s.era_gain;
        }
        if (s.checked) {
            row["tolerance"] = s.tolerance;
            row["passes"] = s.passes;
        }
        steps.push_back(std::move(row));
    }
    return {{"unit", "model TFLOP/s/GPU; gains are fractions over the previous step"},
            {"about", "predicted_* use the shipped calibration; a knob step is checked on era.gain: its era's anchor (the step before the "
                      "era's knob steps) is used, not predicted, its host cost per eager operation solved so that the model reproduces "
                      "the anchor's published throughput"},
            {"model", h.run.model}, {"system", h.run.system}, {"gpus", h.run.gpus}, {"steps", steps},
            {"knob_steps", c.knob_steps}, {"knob_steps_passed", c.passed}};
}

int runCalibrateLevers(const ParsedArgs& args) {
    auto history = loadLeverHistory(*args.value("levers"));
    if (!history) return reportError(history.error());
    auto cal = loadCalibrationArgument(args);
    if (!cal) return reportError(cal.error());
    auto check = checkLevers(*history, *cal);
    if (!check) return reportError(check.error());
    if (args.has("residuals"))
        std::cout << leverBandYaml(leverBandFromCheck(*history, *check));
    else if (args.json)
        std::cout << leverJson(*history, *check).dump(2) << "\n";
    else std::cout << leverCheckMarkdown(*history, *check);
    return kExitOk;
}

nlohmann::json componentJson(const ComponentCheck& c) {
    nlohmann::json rows = nlohmann::json::array();
    for (const ComponentResult& r : c.rows) {
        nlohmann::json published =
            r.row.published_number ? nlohmann::json(*r.row.published_number) : nlohmann::json(r.row.published);
        nlohmann::json row = {{"what", r.row.what},
                              {"where", r.row.where},
                              {"config", nlohmann::json::parse(r.row.config)},
                              {"published", published},
                              {"unit", r.row.unit}};
        if (!r.row.before.empty() || !r.row.after.empty()) row["published_before_after"] = {r.row.before, r.row.after};
        if (r.computed) {
            row["predicted"] = r.predicted;
            if (r.predicted_before) row["predicted_before"] = *r.predicted_before;
            row["modelled_as"] = r.modelled_config;
            if (r.checked) row["within"] = r.within;
            if (r.tolerance > 0) row["error"] = r.error;
        } else {
            row["predicted"] = nullptr;
            row["not_computed"] = r.reason;
        }
        rows.push_back(std::move(row));
    }
    nlohmann::json ratios = nlohmann::json::array();
    for (const ComponentRatio& q : c.ratios)
        ratios.push_back({{"system", q.system},
                          {"ep", q.ep},
                          {"direction", q.direction},
                          {"published", q.published},
                          {"predicted", q.predicted},
                          {"within", q.within}});
    return {{"rows", rows}, {"ratios", ratios}, {"computed", c.computed}, {"checked", c.checked}, {"within", c.within}};
}

int runCalibrateComponents(const ParsedArgs& args) {
    auto rows = loadComponentRows(*args.value("components"));
    if (!rows) return reportError(rows.error());
    auto cal = loadCalibrationArgument(args);
    if (!cal) return reportError(cal.error());
    auto check = checkComponents(*rows, *cal);
    if (!check) return reportError(check.error());
    if (args.json)
        std::cout << componentJson(*check).dump(2) << "\n";
    else
        std::cout << componentCheckMarkdown(*check);
    return kExitOk;
}

}  // namespace

int runCalibrate(const ParsedArgs& args) {
    if (args.has("run")) return runCalibrateRuns(args);
    if (args.has("levers")) return runCalibrateLevers(args);
    if (args.has("components")) return runCalibrateComponents(args);
    if (args.has("coverage")) {
        // The shipped residual table: whether the estimates' bands hold what they state.
        std::cout << bandCoverageMarkdown(bandCoverage(builtinResidualTable()));
        return kExitOk;
    }
    if (!args.has("published"))
        return reportError(Error{{}, 0, 0, "--published", "give the published-runs.json path, or --run RECIPE,LOG for your own runs"});
    // Checked before the files are read, so the mistake is reported as itself.
    if (args.has("breakdown") && args.has("cross-validate"))
        return reportError(Error{{}, 0, 0, "--breakdown", "cannot be combined with --cross-validate (the breakdown is of one calibration's predictions)"});
    if (args.has("residuals") && !args.has("cross-validate"))
        return reportError(Error{{}, 0, 0, "--residuals", "needs --cross-validate (the residuals are the cross-validated errors)"});
    std::vector<PublishedRun> runs;
    for (const std::string& path : args.values.at("published")) {
        auto some = loadPublishedRuns(path);
        if (!some) return reportError(some.error());
        runs.insert(runs.end(), some->begin(), some->end());
    }
    KnobEra era = KnobEra::ByContainer;
    if (auto k = args.value("knobs")) {
        if (*k == "latest") era = KnobEra::Latest;
        else if (*k != "by-container") return reportError(Error{{}, 0, 0, "--knobs", "'" + *k + "' is not latest or by-container"});
    }
    auto cal = loadCalibrationArgument(args);
    if (!cal) return reportError(cal.error());
    Calibration c = *cal;
    int rounds = 40;
    if (auto v = args.value("rounds")) {
        auto n = parseIntegerOption("rounds", *v);
        if (!n) return reportError(n.error());
        if (*n < 1 || *n > 1000) return reportError(Error{{}, 0, 0, "--rounds", "must be in 1..1000"});
        rounds = static_cast<int>(*n);
    }
    if (args.has("cross-validate")) {
        const CrossValidation cv = crossValidate(runs, c, rounds, [](const std::string& line) {
            std::cerr << line << "\n";
            return true;
        }, era);
        if (args.has("residuals")) {
            auto table = residualTableFromCrossValidation(cv);
            if (!table) return reportError(table.error());
            std::cout << residualTableYaml(*table);
        } else if (args.json) std::cout << cvJson(cv).dump(2) << "\n";
        else std::cout << crossValidationMarkdown(cv);
        return kExitOk;
    }
    if (args.has("fit")) {
        c = fitFromDataBlindStarts(runs, c, rounds, [](const std::string& line) { std::cerr << line << "\n"; }, era);
        std::cout << calibrationToYaml(c) << "\n";
    }
    if (args.has("breakdown")) {
        const CalibrationBreakdown bd = calibrationBreakdown(runs, c, era);
        if (args.json) std::cout << breakdownJson(bd).dump(2) << "\n";
        else std::cout << calibrationBreakdownMarkdown(bd);
        return kExitOk;
    }
    const auto predictions = predictRuns(runs, c, era);
    const FitSummary s = summarizePredictions(predictions);
    if (args.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& p : predictions)
            rows.push_back({{"model", p.run.model}, {"system", p.run.system}, {"container", p.run.container}, {"gpus", p.run.gpus},
                            {"modelled", p.modelled}, {"reason", p.reason}, {"known_regression", p.known_regression},
                            {"layout", p.layout}, {"published_tokens_per_s_per_gpu", p.run.tokens_per_s_per_gpu},
                            {"published_tflops_per_gpu", p.run.tflops_per_gpu},
                            {"predicted_tokens_per_s_per_gpu", p.predicted_tokens_per_s_per_gpu},
                            {"predicted_tflops_per_gpu", p.predicted_tflops_per_gpu}, {"error_pct", p.error_pct}});
        std::cout << nlohmann::json{{"rows", rows},
                                    {"summary",
                                     {{"rows", s.rows}, {"modelled", s.modelled}, {"unmodelled", s.unmodelled}, {"gated", s.gated},
                                      {"known_regressions", s.known_regressions}, {"within_20pct", s.within_20pct},
                                      {"median_abs_error_pct", s.median_abs_error_pct}, {"max_abs_error_pct", s.max_abs_error_pct}}}}
                         .dump(2)
                  << "\n";
        return kExitOk;
    }
    std::cout << calibrationMarkdown(predictions, s);
    return kExitOk;
}

}  // namespace moe::cli
