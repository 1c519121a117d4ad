#include "core/perf/calibration_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/common/c_locale.h"
#include "core/common/json_error.h"
#include "core/layout/balanced_layout.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/memory_model.h"
#include "core/perf/published_precision.h"

namespace moe {
namespace {

Error rowError(const std::string& origin, size_t index, const std::string& key, const std::string& reason) {
    return Error{origin, 0, 0, "runs[" + std::to_string(index) + "]." + key, reason};
}

double logError(double predicted, double published) { return std::log(std::max(1e-9, predicted) / published); }

}  // namespace

Result<std::vector<PublishedRun>> parsePublishedRuns(const std::string& text, const std::string& origin) {
    nlohmann::json root;
    try {
        root = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& ex) {
        return jsonParseError(text, origin, ex);
    }
    if (!root.is_object() || !root.contains("runs") || !root["runs"].is_array()) return Error{origin, 0, 0, "runs", "expected an object with a \"runs\" array"};
    std::vector<PublishedRun> out;
    const auto& runs = root["runs"];
    for (size_t i = 0; i < runs.size(); ++i) {
        const auto& row = runs[i];
        PublishedRun run;
        std::optional<Error> failure;
        auto str = [&](const char* key, std::string& dst) {
            if (failure) return;
            if (!row.contains(key) || !row[key].is_string()) {
                failure = rowError(origin, i, key, "missing or not a string");
                return;
            }
            dst = row[key].get<std::string>();
        };
        auto number = [&](const char* key, auto& dst, bool naIsOne) {
            std::string s;
            str(key, s);
            if (failure) return;
            if (naIsOne && (s == "n/a" || s.empty())) {
                dst = 1;
                return;
            }
            // "37556 (36108)": a second run's figure in parentheses (see its Precision); the first is the row's.
            if (const auto paren = s.find(" ("); paren != std::string::npos && s.back() == ')') s.resize(paren);
            char* end = nullptr;
            const CNumericScope cNumbers;
            const double v = std::strtod(s.c_str(), &end);
            if (s.empty() || *end != '\0' || v < 0) {
                failure = rowError(origin, i, key, "'" + s + "' is not a non-negative number");
                return;
            }
            dst = static_cast<std::remove_reference_t<decltype(dst)>>(v);
        };
        str("container", run.container);
        str("model", run.model);
        str("system", run.system);
        str("Precision", run.precision);
        number("#-GPUs", run.gpus, false);
        number("GBS", run.gbs, false);
        number("MBS", run.mbs, false);
        number("Sequence Length", run.seq, false);
        number("TP", run.tp, false);
        number("PP", run.pp, false);
        number("CP", run.cp, false);
        number("VP", run.vp, true);
        number("EP", run.ep, false);
        number("Tokens / sec / GPU", run.tokens_per_s_per_gpu, false);
        number("Model TFLOP / sec / GPU", run.tflops_per_gpu, false);
        if (failure) return *failure;
        if (run.vp < 1) run.vp = 1;
        if (row.contains("note") && row["note"].is_string()) run.note = row["note"].get<std::string>();
        if (run.tokens_per_s_per_gpu <= 0) return rowError(origin, i, "Tokens / sec / GPU", "must be positive");
        out.push_back(std::move(run));
    }
    return out;
}

Result<std::vector<PublishedRun>> loadPublishedRuns(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, {}, "cannot open published-runs file"};
    std::ostringstream text;
    text << in.rdbuf();
    return parsePublishedRuns(text.str(), path);
}

std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Calibration& cal, KnobEra era) {
    std::vector<RunPrediction> out;
    out.reserve(runs.size());
    for (const PublishedRun& run : runs) {
        RunPrediction p;
        p.run = run;
        p.known_regression = isFootnotedRegression(run);
        auto recipe = recipeForRun(run, era);
        if (!recipe) {
            p.reason = recipe.error().reason;
            out.push_back(std::move(p));
            continue;
        }
        p.layout = describeModelledLayout(*recipe);
        auto e = estimateStepTime(*recipe, cal);
        if (!e) {
            p.reason = e.error().toString();
            out.push_back(std::move(p));
            continue;
        }
        p.modelled = true;
        p.predicted_tokens_per_s_per_gpu = e->tokens_per_s_per_gpu;
        p.predicted_tflops_per_gpu = e->model_tflops_per_gpu;
        p.error_pct = 100.0 * (e->tokens_per_s_per_gpu - run.tokens_per_s_per_gpu) / run.tokens_per_s_per_gpu;
        p.wall = toString(e->dominant_wall);
        out.push_back(std::move(p));
    }
    return out;
}

FitSummary summarizePredictions(const std::vector<RunPrediction>& ps) {
    FitSummary s;
    std::vector<double> errors;
    for (const auto& p : ps) {
        ++s.rows;
        if (!p.modelled) {
            ++s.unmodelled;
            continue;
        }
        ++s.modelled;
        if (p.known_regression) {
            ++s.known_regressions;
            continue;
        }
        ++s.gated;
        errors.push_back(std::fabs(p.error_pct));
        if (std::fabs(p.error_pct) <= 20.0) ++s.within_20pct;
    }
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        const size_t n = errors.size();
        s.median_abs_error_pct = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
        s.max_abs_error_pct = errors.back();
    }
    return s;
}

FitCase::FitCase(Recipe r, PublishedRun row) : recipe(std::move(r)), run(std::move(row)), published(run.tokens_per_s_per_gpu) {
    // Constants never change memory or placement: compute them once per row.
    if (auto m = estimateMemory(recipe)) memory = std::make_shared<MemoryReport>(std::move(*m));
    if (auto p = placeLayers(recipe.model, recipe.layout)) placement = std::make_shared<PipelinePlacement>(std::move(*p));
}

Result<StepEstimate> FitCase::predict(const Calibration& cal) const {
    if (!memory || !placement) return estimateStepTime(recipe, cal);
    return estimateStepTime(recipe, cal, *memory, *placement);
}

double FitCase::predictTokens(const Calibration& cal) const {
    auto e = predict(cal);
    return e ? e->tokens_per_s_per_gpu : 0.0;
}

std::vector<FitCase> seedFigureCases() {
    std::vector<FitCase> out;
    auto recipe = loadLibraryRecipe("qwen3-30b-a3b-16xh100-hybridep");
    if (!recipe) return out;
    for (const bool overlap : {true, false}) {
        Recipe r = *recipe;
        r.options.overlap.ep_a2a_overlap = overlap;
        // The controlled A/B ran Bridge's 16xH100 perf recipe (bf16: TE-scoped graphs of the router
        // and preprocess, forced balance, manual GC); the library recipe is its training variant.
        r.options.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;  // the router and preprocess scopes
        r.options.cuda_graphs.scopes = {CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
        r.options.routing.force_load_balancing = true;
        r.options.manual_gc = true;
        const double stepSeconds = overlap ? 20.992 : 24.7138;
        PublishedRun run;
        run.container = "controlled-run";
        run.model = "Qwen3_30B_a3B";
        run.system = "DGX-H100";
        run.precision = "BF16";
        run.gpus = r.layout.world_size;
        run.gbs = r.layout.global_batch_size;
        run.mbs = r.layout.micro_batch_size;
        run.seq = r.layout.seq_length;
        run.ep = r.layout.ep;
        run.note = overlap ? "controlled 16xH100 run, plain EP overlap" : "controlled 16xH100 run, no EP overlap";
        run.tokens_per_s_per_gpu = static_cast<double>(run.gbs * run.seq) / (stepSeconds * static_cast<double>(run.gpus));
        run.tflops_per_gpu = overlap ? 287.305 : 244.039;
        out.emplace_back(std::move(r), std::move(run));
    }
    return out;
}

std::vector<FitCase> fitCases(const std::vector<PublishedRun>& runs, KnobEra era) {
    std::vector<FitCase> cases;
    for (const auto& run : runs) {
        if (isFootnotedRegression(run)) continue;
        auto r = recipeForRun(run, era);
        if (!r) continue;
        cases.emplace_back(std::move(*r), run);
    }
    return cases;
}

double fitObjective(const std::vector<FitCase>& cases, const Calibration& c) {
    double sum = 0;
    for (const FitCase& k : cases) {
        // Huber loss on the log error (quadratic within ±20 %, linear beyond), so a few rows the
        // model cannot explain do not drag every constant towards them.
        const double predicted = k.predictTokens(c);
        const double err = std::fabs(predicted > 0 ? logError(predicted, k.published) : 10.0);
        constexpr double delta = 0.2;
        sum += err < delta ? err * err : delta * (2.0 * err - delta);
    }
    return sum;
}

Calibration fitCalibration(const std::vector<FitCase>& cases, const Calibration& start, int rounds,
                           const std::function<void(const std::string&)>& log) {
    Calibration cal = start;
    auto objective = [&](const Calibration& c) { return fitObjective(cases, c); };
    // Only the constants marked fitted move, inside their plausible ranges.
    struct Param {
        std::string name;
        double* value;
        double min, max;
    };
    std::vector<Param> params;
    for (const auto& spec : calibrationConstants())
        if (spec.fitted) params.push_back({spec.key, &(cal.*(spec.member)), spec.min, spec.max});

    double best = objective(cal);
    double step = 0.25;
    for (int round = 0; round < rounds; ++round) {
        bool improved = false;
        for (Param& p : params) {
            for (double f : {1.0 + step, 1.0 / (1.0 + step)}) {
                const double old = *p.value;
                const double trial = std::clamp(old * f, std::max(p.min, 1e-6), p.max);
                if (trial == old) continue;
                *p.value = trial;
                const double obj = objective(cal);
                if (obj < best) {
                    best = obj;
                    improved = true;
                    break;
                }
                *p.value = old;
            }
        }
        if (log) {
            char buf[128];
            std::snprintf(buf, sizeof buf, "round %d: step %.3f, RMS log error %.4f", round + 1, step,
                          std::sqrt(best / std::max<size_t>(1, cases.size())));
            log(buf);
        }
        if (!improved) step *= 0.5;
        if (step < 0.002) break;
    }
    return cal;
}

std::vector<Calibration> dataBlindStarts(const Calibration& base) {
    // The priors, then every fitted constant at the lower and at the upper geometric third of its
    // range (the search steps multiplicatively).
    std::vector<Calibration> starts(3, base);
    for (const auto& spec : calibrationConstants()) {
        if (!spec.fitted) continue;
        const double lo = std::max(spec.min, 1e-6), hi = spec.max;
        starts[0].*(spec.member) = spec.prior;
        starts[1].*(spec.member) = lo * std::pow(hi / lo, 1.0 / 3.0);
        starts[2].*(spec.member) = lo * std::pow(hi / lo, 2.0 / 3.0);
    }
    return starts;
}

Calibration fitFromDataBlindStarts(const std::vector<FitCase>& cases, const Calibration& base, int rounds,
                                   const std::function<void(const std::string&)>& log) {
    const std::vector<Calibration> starts = dataBlindStarts(base);
    std::optional<Calibration> best;
    double bestObjective = 0;
    for (size_t k = 0; k < starts.size(); ++k) {
        if (log) log("start " + std::to_string(k + 1) + " of " + std::to_string(starts.size()));
        Calibration fitted = fitCalibration(cases, starts[k], rounds, log);
        const double objective = fitObjective(cases, fitted);
        if (!best || objective < bestObjective) {
            best = std::move(fitted);
            bestObjective = objective;
        }
    }
    return *best;
}

Calibration fitFromDataBlindStarts(const std::vector<PublishedRun>& runs, const Calibration& base, int rounds,
                                   const std::function<void(const std::string&)>& log, KnobEra era) {
    std::vector<FitCase> cases = fitCases(runs, era);
    for (auto& seed : seedFigureCases()) cases.push_back(std::move(seed));
    return fitFromDataBlindStarts(cases, base, rounds, log);
}

std::string calibrationMarkdown(const std::vector<RunPrediction>& ps, const FitSummary& s) {
    std::ostringstream o;
    char buf[64];
    o << "| # | Model | System | Container | GPUs | Layout (modelled knobs) | Published tok/s/GPU | Published TF/GPU | Predicted tok/s/GPU | Predicted TF/GPU | Error % | Wall |\n";
    o << "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    int i = 0;
    for (const auto& p : ps) {
        ++i;
        o << "| " << i << " | " << p.run.model << " | " << p.run.system << " | " << p.run.container << " | " << p.run.gpus << " | ";
        if (!p.modelled) {
            o << "not modelled: " << p.reason << " | " << p.run.tokens_per_s_per_gpu << " | " << p.run.tflops_per_gpu << " | – | – | – | – |\n";
            continue;
        }
        o << p.layout << " | " << p.run.tokens_per_s_per_gpu << " | " << p.run.tflops_per_gpu << " | ";
        std::snprintf(buf, sizeof buf, "%.0f | %.0f | %+.1f", p.predicted_tokens_per_s_per_gpu, p.predicted_tflops_per_gpu, p.error_pct);
        o << buf << (p.known_regression ? " (footnoted regression, not gated)" : (std::fabs(p.error_pct) > 20 ? " **>20**" : "")) << " | "
          << p.wall << " |\n";
    }
    std::snprintf(buf, sizeof buf, "%.1f", s.median_abs_error_pct);
    o << "\nRows: " << s.rows << "; modelled " << s.modelled << ", not modelled " << s.unmodelled << "; gated " << s.gated
      << " (modelled rows without a footnoted regression), footnoted regressions " << s.known_regressions << ". Within ±20 %: "
      << s.within_20pct << " of " << s.gated << ". Median |error| " << buf;
    std::snprintf(buf, sizeof buf, "%.1f", s.max_abs_error_pct);
    o << " %, max |error| " << buf << " %.\n";
    return o.str();
}

}  // namespace moe
