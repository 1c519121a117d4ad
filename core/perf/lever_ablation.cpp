#include "core/perf/lever_ablation.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/common/json_error.h"
#include "core/catalog/catalog.h"
#include "core/perf/cluster_calibration.h"
#include "core/perf/step_time_model.h"

namespace moe {
namespace {

using nlohmann::json;

// Reads one JSON file's fields, remembering the first failure with its path.
class Reader {
public:
    explicit Reader(std::string origin) : origin_(std::move(origin)) {}
    [[nodiscard]] const std::optional<Error>& failure() const { return failure_; }
    void fail(const std::string& field, const std::string& reason) {
        if (!failure_) failure_ = Error{origin_, 0, 0, field, reason};
    }
    std::string str(const json& obj, const std::string& path, const char* key, bool required = true) {
        if (!obj.contains(key)) {
            if (required) fail(path + key, "missing");
            return {};
        }
        if (!obj[key].is_string()) {
            fail(path + key, "not a string");
            return {};
        }
        return obj[key].get<std::string>();
    }
    int64_t integer(const json& obj, const std::string& path, const char* key, int64_t min, bool required = true, int64_t fallback = 0) {
        if (!obj.contains(key)) {
            if (required) fail(path + key, "missing");
            return fallback;
        }
        if (!obj[key].is_number_integer() || obj[key].get<int64_t>() < min) {
            fail(path + key, "'" + obj[key].dump() + "' is not an integer >= " + std::to_string(min));
            return fallback;
        }
        return obj[key].get<int64_t>();
    }
    double positive(const json& obj, const std::string& path, const char* key) {
        if (!obj.contains(key)) {
            fail(path + key, "missing");
            return 0;
        }
        if (!obj[key].is_number() || !(obj[key].get<double>() > 0)) {
            fail(path + key, "'" + obj[key].dump() + "' is not a positive number");
            return 0;
        }
        return obj[key].get<double>();
    }
    bool boolean(const json& obj, const std::string& path, const char* key) {
        if (!obj.contains(key)) return false;
        if (!obj[key].is_boolean()) {
            fail(path + key, "not true or false");
            return false;
        }
        return obj[key].get<bool>();
    }
    // An array of strings, each converted by `convert` (nullopt = not a known spelling).
    template <typename T, typename F>
    std::vector<T> list(const json& obj, const std::string& path, const char* key, F convert, const std::string& choices) {
        std::vector<T> out;
        if (!obj.contains(key)) return out;
        if (!obj[key].is_array()) {
            fail(path + key, "not an array");
            return out;
        }
        for (size_t i = 0; i < obj[key].size(); ++i) {
            const json& v = obj[key][i];
            const std::string field = path + key + "[" + std::to_string(i) + "]";
            if (!v.is_string()) {
                fail(field, "not a string");
                continue;
            }
            const auto value = convert(v.get<std::string>());
            if (!value) fail(field, "'" + v.get<std::string>() + "' is not one of " + choices);
            else out.push_back(*value);
        }
        return out;
    }

private:
    std::string origin_;
    std::optional<Error> failure_;
};

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string percent(double fraction) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f %%", 100.0 * fraction);
    return buf;
}

}  // namespace

Result<LeverHistory> parseLeverHistory(const std::string& text, const std::string& origin) {
    json root;
    try {
        root = json::parse(text);
    } catch (const json::exception& ex) {
        return jsonParseError(text, origin, ex);
    }
    if (!root.is_object() || !root.contains("run") || !root["run"].is_object())
        return Error{origin, 0, 0, "run", "expected an object with a \"run\" object and a \"steps\" array"};
    if (!root.contains("steps") || !root["steps"].is_array() || root["steps"].empty())
        return Error{origin, 0, 0, "steps", "expected a non-empty array of steps"};
    Reader rd(origin);
    LeverHistory h;
    const json& run = root["run"];
    LeverRun& r = h.run;
    r.model = rd.str(run, "run.", "model");
    r.system = rd.str(run, "run.", "system");
    r.precision = rd.str(run, "run.", "precision");
    r.pipeline_layout = rd.str(run, "run.", "pipeline_layout", false);
    r.gpus = rd.integer(run, "run.", "gpus", 1);
    r.gbs = rd.integer(run, "run.", "gbs", 1);
    r.mbs = rd.integer(run, "run.", "mbs", 1);
    r.seq = rd.integer(run, "run.", "seq_length", 1);
    r.tp = static_cast<int>(rd.integer(run, "run.", "tp", 1));
    r.pp = static_cast<int>(rd.integer(run, "run.", "pp", 1));
    r.vpp = static_cast<int>(rd.integer(run, "run.", "vpp", 1, false, 1));
    r.cp = static_cast<int>(rd.integer(run, "run.", "cp", 1, false, 1));
    r.ep = static_cast<int>(rd.integer(run, "run.", "ep", 1));
    r.etp = static_cast<int>(rd.integer(run, "run.", "etp", 1, false, 1));
    r.mtp_layers = static_cast<int>(rd.integer(run, "run.", "mtp_layers", 0, false, -1));
    r.bf16_optimizer_states = lower(rd.str(run, "run.", "optimizer_states", false)).rfind("bf16", 0) == 0;
    r.forced_balance = lower(rd.str(run, "run.", "routing", false)).find("forced") != std::string::npos;
    if (!r.precision.empty() && !precisionFromString(lower(r.precision)))
        rd.fail("run.precision", "'" + r.precision + "' is not one of " + precisionChoices());

    const json& steps = root["steps"];
    for (size_t i = 0; i < steps.size(); ++i) {
        const std::string path = "steps[" + std::to_string(i) + "].";
        const json& s = steps[i];
        if (!s.is_object()) {
            rd.fail("steps[" + std::to_string(i) + "]", "not an object");
            break;
        }
        LeverStep st;
        st.step = static_cast<int>(rd.integer(s, path, "step", 0));
        st.change = rd.str(s, path, "change");
        st.kind = rd.str(s, path, "kind");
        if (!st.kind.empty() && st.kind != "baseline" && st.kind != "knob" && st.kind != "software")
            rd.fail(path + "kind", "'" + st.kind + "' is not baseline, knob or software");
        if (i == 0 && st.kind != "baseline" && !st.kind.empty()) rd.fail(path + "kind", "the first step must be the baseline");
        if (i > 0 && st.kind == "baseline") rd.fail(path + "kind", "only the first step can be the baseline");
        st.model_tflops_per_gpu = rd.positive(s, path, "model_tflops_per_gpu");
        st.software_too = rd.boolean(s, path, "software_too");
        if (st.software_too && st.kind != "knob") rd.fail(path + "software_too", "only a knob step can carry a software change too");
        st.note = rd.str(s, path, "note", false);
        if (!s.contains("options") || !s["options"].is_object()) {
            rd.fail(path + "options", "missing or not an object");
        } else {
            const json& o = s["options"];
            const std::string opath = path + "options.";
            const std::string d = rd.str(o, opath, "dispatcher");
            if (!d.empty()) {
                if (auto v = dispatcherFromString(d)) st.options.dispatcher = *v;
                else rd.fail(opath + "dispatcher", "'" + d + "' is not one of " + dispatcherChoices());
            }
            st.options.recompute_modules =
                rd.list<RecomputeModule>(o, opath, "recompute_modules", recomputeModuleFromString, recomputeModuleChoices());
            st.options.cuda_graph_scopes =
                rd.list<CudaGraphScope>(o, opath, "cuda_graph_scope", cudaGraphScopeFromString, cudaGraphScopeChoices());
            st.options.moe_router_fusion = rd.boolean(o, opath, "moe_router_fusion");
            st.options.shared_expert_in_graph = rd.boolean(o, opath, "shared_expert_in_graph");
        }
        if (rd.failure()) break;
        h.steps.push_back(std::move(st));
    }
    if (rd.failure()) return *rd.failure();
    return h;
}

Result<LeverHistory> loadLeverHistory(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, {}, "cannot open the lever-history file"};
    std::ostringstream text;
    text << in.rdbuf();
    return parseLeverHistory(text.str(), path);
}

Result<Recipe> recipeForLeverStep(const LeverHistory& h, size_t index) {
    if (index >= h.steps.size()) return Error{{}, 0, 0, "steps", "no step " + std::to_string(index)};
    const LeverRun& run = h.run;
    const Catalog& cat = builtinCatalog();
    const ModelSpec* model = cat.findModel(run.model);
    if (!model) return Error{{}, 0, 0, "run.model", "'" + run.model + "' is not in the built-in catalog"};
    // "GB200 NVL72" is the catalog's GB200-NVL72.
    std::string gpuName = run.system;
    std::replace(gpuName.begin(), gpuName.end(), ' ', '-');
    const HardwareSpec* gpu = cat.findHardware(run.system);
    if (!gpu) gpu = cat.findHardware(gpuName);
    if (!gpu) return Error{{}, 0, 0, "run.system", "'" + run.system + "' has no catalog GPU"};
    Recipe r;
    r.name = run.model + " " + run.system + " lever step " + std::to_string(h.steps[index].step);
    r.model = *model;
    if (run.mtp_layers >= 0) r.model.mtp_layers = run.mtp_layers;
    if (r.model.max_position_embeddings > 0 && r.model.max_position_embeddings < run.seq) r.model.max_position_embeddings = run.seq;
    r.hardware = *gpu;
    Layout& l = r.layout;
    l.tp = run.tp;
    l.cp = run.cp;
    l.pp = run.pp;
    l.vpp = run.vpp;
    l.ep = run.ep;
    l.etp = run.etp;
    l.sequence_parallel = run.tp > 1;
    l.pipeline_layout = run.pipeline_layout;
    l.micro_batch_size = static_cast<int>(run.mbs);
    l.global_batch_size = run.gbs;
    l.seq_length = run.seq;
    l.world_size = run.gpus;

    TrainingOptions& o = r.options;
    o.precision = precisionFromString(lower(run.precision)).value_or(Precision::BF16);
    o.fp8_param_gather = o.isFp8();
    o.routing.force_load_balancing = run.forced_balance;
    o.manual_gc = true;
    o.cuda_device_max_connections = 32;
    o.optimizer.distributed = true;
    o.overlap.grad_reduce = true;
    o.overlap.param_gather = true;
    if (run.bf16_optimizer_states) {
        o.optimizer.precision_aware = true;
        o.optimizer.exp_avg_dtype = OptimizerDtype::BF16;
        o.optimizer.exp_avg_sq_dtype = OptimizerDtype::BF16;
    }
    const LeverOptions& s = h.steps[index].options;
    o.dispatcher = s.dispatcher;
    if (!s.recompute_modules.empty()) {
        o.recompute.granularity = RecomputeGranularity::Selective;
        o.recompute.modules = s.recompute_modules;
    }
    if (!s.cuda_graph_scopes.empty()) {
        o.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
        o.cuda_graphs.scopes = s.cuda_graph_scopes;
    }
    // The shared expert runs beside the dispatch until the graphs capture it (the history's step
    // that puts it in the graph turns its overlap off).
    o.overlap.shared_expert_overlap = r.model.moe.shared_expert_size > 0 && !s.shared_expert_in_graph;
    return r;
}

double leverGainTolerance(double publishedGain) { return std::max(0.5 * std::fabs(publishedGain), 0.03); }

bool leverGainPasses(double predictedGain, double publishedGain, bool signOnly) {
    const bool signRight = (predictedGain > 0) == (publishedGain > 0) || std::fabs(publishedGain) < 1e-12;
    if (signOnly) return signRight;
    return signRight && std::fabs(predictedGain - publishedGain) <= leverGainTolerance(publishedGain);
}

Result<double> launchCostForThroughput(const Recipe& recipe, const Calibration& cal, double target, bool& reached) {
    Calibration c = cal;
    auto tflopsAt = [&](double costUs) -> Result<double> {
        c.launch_cost_us = costUs;
        auto e = estimateStepTime(recipe, c);
        if (!e) return e.error();
        return e->model_tflops_per_gpu;
    };
    auto atZero = tflopsAt(0.0);
    if (!atZero) return atZero.error();
    reached = *atZero >= target;
    if (!reached) return 0.0;
    // Bracket, then bisect: the throughput does not rise with the host cost.
    double lo = 0, hi = std::max(1.0, cal.launch_cost_us);
    for (int i = 0; i < 40; ++i) {
        auto t = tflopsAt(hi);
        if (!t) return t.error();
        if (*t <= target) break;
        lo = hi;
        hi *= 2;
    }
    for (int i = 0; i < 60 && hi - lo > 1e-9; ++i) {
        const double mid = 0.5 * (lo + hi);
        auto t = tflopsAt(mid);
        if (!t) return t.error();
        (*t > target ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

namespace {

// The step before a knob step as a user's measured run: its step time from the published model
// TFLOP/s (same FLOPs per step) and the host cost per eager operation at which the model meets it
// (a 1-D root find: at the shipped cost this history's host hides behind the GPU, so the run's
// elasticity to the cost is zero there and a local fit, as `calibrate --run` does, cannot start),
// then the knob step's gain at that cost. Returns (µs per operation, gain); a step before that the
// model cannot reach even without host time keeps the shipped cost.
Result<std::pair<double, double>> measuredAnchorGain(const Recipe& before, double publishedTflops, const Recipe& after,
                                                     const Calibration& cal) {
    bool reached = false;
    auto cost = launchCostForThroughput(before, cal, publishedTflops, reached);
    if (!cost) return cost.error();
    Calibration anchored = cal;
    if (reached) {
        anchored.launch_cost_us = *cost;
    } else {
        // Faster than the model even without host time: the cluster calibration's own choice of
        // the constant the run determines best (`calibrate --run` without --constants).
        MeasuredRun run;
        run.name = "the step before";
        run.recipe = before;
        auto shipped = estimateStepTime(before, cal);
        if (!shipped) return shipped.error();
        run.step_time_s = shipped->step_time_s * shipped->model_tflops_per_gpu / publishedTflops;
        auto fit = fitClusterCalibration({run}, cal);
        if (fit) anchored = fit->calibration;
    }
    auto b = estimateStepTime(before, anchored);
    if (!b) return b.error();
    auto a = estimateStepTime(after, anchored);
    if (!a) return a.error();
    return std::pair<double, double>{anchored.launch_cost_us, a->model_tflops_per_gpu / b->model_tflops_per_gpu - 1.0};
}

}  // namespace

Result<LeverCheck> checkLevers(const LeverHistory& h, const Calibration& cal) {
    LeverCheck out;
    auto stepError = [&](const LeverStep& st, Error err) {
        err.reason = "step " + std::to_string(st.step) + " (" + st.change + "): " + err.reason;
        err.reason_text = {};  // the prefixed English is the whole reason now
        return err;
    };
    std::vector<Recipe> recipes;
    for (size_t i = 0; i < h.steps.size(); ++i) {
        auto recipe = recipeForLeverStep(h, i);
        if (!recipe) return recipe.error();
        recipes.push_back(std::move(*recipe));
    }
    // The shipped calibration on every step: software steps, with the same options, gain nothing.
    for (size_t i = 0; i < h.steps.size(); ++i) {
        const LeverStep& st = h.steps[i];
        auto e = estimateStepTime(recipes[i], cal);
        if (!e) return stepError(st, e.error());
        LeverStepResult r;
        r.step = st.step;
        r.change = st.change;
        r.kind = st.kind;
        r.published_tflops = st.model_tflops_per_gpu;
        r.predicted_tflops = e->model_tflops_per_gpu;
        if (i > 0) {
            r.published_gain = r.published_tflops / out.steps.back().published_tflops - 1.0;
            r.predicted_gain = r.predicted_tflops / out.steps.back().predicted_tflops - 1.0;
        }
        out.steps.push_back(std::move(r));
    }
    // Eras: a non-knob step followed by knob steps anchors them at its own published level.
    Calibration era = cal;
    size_t anchor = 0;
    for (size_t i = 0; i < h.steps.size(); ++i) {
        LeverStepResult& r = out.steps[i];
        if (r.kind != "knob") {
            anchor = i;
            if (i + 1 < h.steps.size() && h.steps[i + 1].kind == "knob") {
                bool reached = false;
                auto cost = launchCostForThroughput(recipes[i], cal, r.published_tflops, reached);
                if (!cost) return stepError(h.steps[i], cost.error());
                era.launch_cost_us = *cost;
                r.era_anchor_reached = reached;
            } else {
                continue;  // no knob step in this era: nothing to anchor
            }
        } else {
            r.era_anchor_reached = out.steps[anchor].era_anchor_reached;
        }
        r.era_anchor = out.steps[anchor].step;
        r.era_launch_cost_us = era.launch_cost_us;
        auto e = estimateStepTime(recipes[i], era);
        if (!e) return stepError(h.steps[i], e.error());
        r.era_tflops = e->model_tflops_per_gpu;
        if (r.kind == "knob") {
            r.era_gain = r.era_tflops / out.steps[i - 1].era_tflops - 1.0;
            r.checked = true;
            r.sign_only = h.steps[i].software_too;
            r.tolerance = leverGainTolerance(r.published_gain);
            r.passes = leverGainPasses(r.era_gain, r.published_gain, r.sign_only);
            ++out.knob_steps;
            if (r.passes) ++out.passed;
        }
    }
    // The shipped model alone, and each knob step from the step before it given as a measured run.
    for (size_t i = 1; i < h.steps.size(); ++i) {
        LeverStepResult& r = out.steps[i];
        if (r.kind != "knob") continue;
        r.shipped_sign_right = leverGainPasses(r.predicted_gain, r.published_gain, true);
        r.shipped_passes = leverGainPasses(r.predicted_gain, r.published_gain, r.sign_only);
        if (r.shipped_sign_right) ++out.shipped_sign_right;
        if (r.shipped_passes) ++out.shipped_passed;
        auto anchored = measuredAnchorGain(recipes[i - 1], out.steps[i - 1].published_tflops, recipes[i], cal);
        if (!anchored) return stepError(h.steps[i], anchored.error());
        r.measured_anchor_launch_cost_us = anchored->first;
        r.measured_anchor_gain = anchored->second;
        r.measured_anchor_passes = leverGainPasses(r.measured_anchor_gain, r.published_gain, r.sign_only);
        if (r.measured_anchor_passes) ++out.measured_anchor_passed;
    }
    return out;
}

namespace {
const char* anchorVerdict(const LeverStepResult& s) {
    return s.era_anchor_reached ? "era anchor (used, not predicted)"
                                : "era anchor NOT reached: the model is slower even with no host time";
}
}  // namespace

std::string leverCheckMarkdown(const LeverHistory& h, const LeverCheck& c) {
    std::ostringstream o;
    const LeverRun& r = h.run;
    o << r.model << " " << r.precision << " on " << r.gpus << " " << r.system << ", TP" << r.tp << " PP" << r.pp << " VPP" << r.vpp << " EP"
      << r.ep << " MBS" << r.mbs << " GBS" << r.gbs << ", seq " << r.seq << "\n\n";
    o << "Each era's anchor (the step before its knob steps) is used, not predicted: the era's host time per eager operation is "
         "solved so that the model reproduces the anchor's published throughput, and the era's knob steps are predicted at that "
         "host cost. \"Shipped\" is the model with the shipped calibration, which cannot see software changes.\n\n";
    o << "| Step | Kind | Change | Published TFLOP/s/GPU | Shipped | Era host µs/op | In era | Published gain | Predicted gain | Allowed | Verdict "
         "| Shipped gain | Step before as measured run: host µs/op, gain, verdict |\n";
    o << "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    char buf[96];
    for (const LeverStepResult& s : c.steps) {
        o << "| " << s.step << " | " << s.kind << " | " << s.change << " | ";
        std::snprintf(buf, sizeof buf, "%.1f | %.1f | ", s.published_tflops, s.predicted_tflops);
        o << buf;
        if (s.era_anchor >= 0) std::snprintf(buf, sizeof buf, "%.1f | %.1f | ", s.era_launch_cost_us, s.era_tflops);
        else std::snprintf(buf, sizeof buf, " | | ");
        o << buf;
        if (s.kind == "baseline") {
            o << " | | | " << (s.era_anchor >= 0 ? anchorVerdict(s) : "") << " | | |\n";
            continue;
        }
        o << percent(s.published_gain) << " | ";
        if (!s.checked) {
            o << percent(s.predicted_gain) << " (shipped) | | ";
            if (s.era_anchor == s.step)
                o << "software; " << anchorVerdict(s);
            else o << "shown, not fitted (software)";
            o << " | | |\n";
            continue;
        }
        if (s.sign_only) std::snprintf(buf, sizeof buf, "sign only (software too)");
        else std::snprintf(buf, sizeof buf, "±%.1f pt", 100.0 * s.tolerance);
        o << percent(s.era_gain) << " | " << buf << " | " << (s.passes ? "pass" : "FAIL") << " | " << percent(s.predicted_gain) << " "
          << (s.shipped_passes ? "pass" : s.shipped_sign_right ? "FAIL (sign right)" : "FAIL (sign wrong)") << " | ";
        std::snprintf(buf, sizeof buf, "%.1f µs, ", s.measured_anchor_launch_cost_us);
        o << buf << percent(s.measured_anchor_gain) << ", " << (s.measured_anchor_passes ? "pass" : "FAIL") << " |\n";
    }
    o << "\nKnob steps within the rule (sign right, gain within ±50 % of the published one or ±3 points where it is small), each "
         "predicted inside its era from the era's anchor: "
      << c.passed << " of " << c.knob_steps << "; with the step before each given as a measured run (the host cost per "
         "operation at which the model meets it): "
      << c.measured_anchor_passed << " of " << c.knob_steps << "; the shipped model alone: " << c.shipped_passed << " of "
      << c.knob_steps << " (sign right in " << c.shipped_sign_right << ").\n";
    return o.str();
}

}  // namespace moe
