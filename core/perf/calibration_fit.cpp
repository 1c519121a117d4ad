#include "core/perf/calibration_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/common/json_error.h"
#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/layout/balanced_layout.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/memory_model.h"
#include "core/perf/published_precision.h"

namespace moe {
namespace {

Error rowError(const std::string& origin, size_t index, const std::string& key, const std::string& reason) {
    return Error{origin, 0, 0, "runs[" + std::to_string(index) + "]." + key, reason};
}

// Catalog names for the table's spellings; rows of other models are counted as not modelled.
std::optional<std::pair<std::string, int>> catalogModel(const std::string& published) {
    // second: MTP override (-1 = catalog value)
    if (published == "DeepSeekV3" || published == "DeepSeekV3 (w/ MTP)") return std::make_pair(std::string("DeepSeek-V3"), -1);
    if (published == "DeepSeekV3 (w/o MTP)") return std::make_pair(std::string("DeepSeek-V3"), 0);
    if (published == "Qwen3_30B_a3B") return std::make_pair(std::string("Qwen3-30B-A3B"), -1);
    if (published == "Qwen3_235B_a22B") return std::make_pair(std::string("Qwen3-235B-A22B"), -1);
    if (published == "GPT OSS 120B") return std::make_pair(std::string("GPT-OSS-120B"), -1);
    return std::nullopt;
}

std::optional<std::string> catalogGpu(const std::string& system) {
    if (system == "DGX-GB300") return "GB300-NVL72";
    if (system == "DGX-GB200") return "GB200-NVL72";
    if (system == "DGX-B300") return "B300-HGX";
    if (system == "DGX-B200") return "B200-HGX";
    if (system == "DGX-H100") return "H100-SXM";
    return std::nullopt;
}

void teScopedGraphs(TrainingOptions& o, bool withAttention) {
    o.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
    // Built in one go (an insert at the front trips GCC's -Wnull-dereference in the allocator).
    o.cuda_graphs.scopes = withAttention ? std::vector<CudaGraphScope>{CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess}
                                         : std::vector<CudaGraphScope>{CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
}

// Full-iteration CUDA graphs: every launch captured, and no NaN check (a host sync the captured
// iteration cannot hold).
void fullIterationGraphs(TrainingOptions& o) {
    o.cuda_graphs.impl = CudaGraphImpl::FullIteration;
    o.cuda_graphs.scopes.clear();
    o.check_for_nan_in_grad = false;
}

void selectiveRecompute(TrainingOptions& o, std::vector<RecomputeModule> modules) {
    o.recompute.granularity = RecomputeGranularity::Selective;
    o.recompute.modules = std::move(modules);
}

// FI = full_iteration graphs + EP overlap + delayed wgrad + paged stash (capacity 1.5), §8.5.
// The published rows do not state their knobs. Under KnobEra::ByContainer, containers before 26.06
// are taken to run the same recipes with TE-scoped graphs (attn, moe_router, moe_preprocess) and
// no EP overlap instead: the one assumption about the rows the model makes (docs/calibration.md
// reports the cross-validation with and without it).
void fullIteration(TrainingOptions& o, const PublishedRun& run, KnobEra era) {
    if (era == KnobEra::ByContainer && run.container < "26.06") {
        teScopedGraphs(o, true);
        return;
    }
    fullIterationGraphs(o);
    // Megatron-Core runs EP overlap with PP > 1 only with virtual stages; a row without them ran
    // the rest of the bundle.
    o.overlap.ep_a2a_overlap = run.pp == 1 || run.vp > 1;
    o.overlap.delay_wgrad_compute = o.overlap.ep_a2a_overlap;
    o.routing.expert_rank_capacity_factor = 1.5;
}

// GPT-OSS 120B rows: Megatron-Bridge's performance configs (scripts/performance/configs/gpt_oss,
// GBS 1280 "V2" workload presets on the GPT-OSS provider, whose dispatcher is alltoall with fused
// permute). BF16: GB300 and B300 capture attn/moe_router/moe_preprocess with TE graphs; H100, B200
// and GB200 run eager with layernorm and moe_act recompute. The later presets move B300 to EP 8
// with HybridEP (a row's EP says which it ran) and give GB200 EP overlap, which the GB200 rows do
// not show (26.02 to 26.04 within 1 %, across B300's switch), so they run without it. MXFP8
// (26.06+): HybridEP with EP overlap, full-iteration graphs on GB200/GB300, TE graphs on B300;
// their fused CuTe-DSL grouped MLP and FP8 attention are not modelled.
void gptOssKnobs(TrainingOptions& o, const PublishedRun& run, const std::string& gpuKey) {
    o.dispatcher = Dispatcher::AllToAll;
    const bool ultra = gpuKey == "GB300-NVL72" || gpuKey == "B300-HGX";
    if (o.precision == Precision::BF16) {
        if (ultra) teScopedGraphs(o, true);
        else selectiveRecompute(o, {RecomputeModule::Layernorm, RecomputeModule::MoeAct});
        if (gpuKey == "B300-HGX" && run.ep == 8) o.dispatcher = Dispatcher::FlexHybridEP;
        return;
    }
    o.dispatcher = Dispatcher::FlexHybridEP;
    o.overlap.ep_a2a_overlap = true;
    if (gpuKey == "B300-HGX") {
        teScopedGraphs(o, true);
        return;
    }
    fullIterationGraphs(o);
}

double logError(double predicted, double published) { return std::log(std::max(1e-9, predicted) / published); }

// The GPUs the knob table above was read for: the Blackwell parts of the Bridge perf tables, and
// GPT-OSS's configs on every system it lists (H100 included).
bool knobTableCovers(const std::string& model, const std::string& gpu) {
    if (model == "GPT-OSS-120B") return true;
    return gpu == "B200-HGX" || gpu == "B300-HGX" || gpu == "GB200-NVL72" || gpu == "GB300-NVL72";
}

std::string knobWords(const TrainingOptions& o) {
    std::string w = toString(o.dispatcher);
    const auto& g = o.cuda_graphs;
    if (g.impl == CudaGraphImpl::FullIteration)
        w += ", full-iteration graphs";
    else if (g.impl != CudaGraphImpl::None)
        w += g.has(CudaGraphScope::Attn) ? ", TE graphs attn+router+preprocess" : ", TE graphs router+preprocess";
    else
        w += ", no graphs";
    w += o.overlap.ep_a2a_overlap ? ", EP overlap" : ", no EP overlap";
    return w;
}

// A row the knob table does not cover: the dispatcher, overlaps, graphs and recompute of the built-in
// Bridge perf recipe of its model and GPU (the same precision first), named in the layout column; with
// none, the table's knobs stay and the column says they are assumed.
void applyLibraryKnobs(Recipe& r, const std::string& gpu) {
    TrainingOptions& o = r.options;
    static const auto library = recipeLibrary();  // parsed once: every row not covered looks here
    const RecipeLibraryEntry* best = nullptr;
    if (library)
        for (const RecipeLibraryEntry& e : *library) {
            if (e.family != RecipeFamily::BridgePerf || e.model != r.model.name || e.gpu != gpu) continue;
            if (!best || (e.precision == o.precision && best->precision != o.precision)) best = &e;
        }
    std::string note;
    if (best) {
        if (auto lib = loadLibraryRecipe(best->id)) {
            const TrainingOptions& k = lib->options;
            o.dispatcher = k.dispatcher;
            o.overlap.ep_a2a_overlap = k.overlap.ep_a2a_overlap;
            o.overlap.delay_wgrad_compute = k.overlap.delay_wgrad_compute;
            o.overlap.shared_expert_overlap = k.overlap.shared_expert_overlap;
            o.cuda_graphs = k.cuda_graphs;
            o.recompute = k.recompute;
            o.routing.expert_rank_capacity_factor = k.routing.expert_rank_capacity_factor;
            note = "knobs of " + best->id + (best->precision != o.precision ? " (its precision differs)" : "");
        }
    }
    if (note.empty()) note = "knobs assumed: " + knobWords(o) + " (no Bridge perf recipe of this model and GPU)";
    r.notes = r.notes.empty() ? note : r.notes + "; " + note;
}

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

std::string describeModelledLayout(const Recipe& r) {
    const Layout& l = r.layout;
    std::ostringstream o;
    o << "TP" << l.tp << " PP" << l.pp;
    if (l.vpp > 1) o << " VP" << l.vpp;
    if (l.cp > 1) o << " CP" << l.cp;
    o << " EP" << l.ep << " MBS" << l.micro_batch_size << " GBS" << l.global_batch_size << ", " << toString(r.options.dispatcher);
    const auto& g = r.options.cuda_graphs;
    if (g.impl == CudaGraphImpl::FullIteration) o << ", FI";
    else if (g.impl != CudaGraphImpl::None) o << (g.has(CudaGraphScope::Attn) ? ", TE3" : ", TE2");
    if (g.impl != CudaGraphImpl::FullIteration && r.options.overlap.ep_a2a_overlap) o << ", EP-ovl";
    if (r.options.recompute.granularity == RecomputeGranularity::Selective) {
        o << ", rc[";
        for (size_t i = 0; i < r.options.recompute.modules.size(); ++i) o << (i ? "," : "") << toString(r.options.recompute.modules[i]);
        o << "]";
    }
    if (!r.notes.empty()) o << "; " << r.notes;  // how an ambiguous precision spelling was read
    return o.str();
}


bool isFootnotedRegression(const PublishedRun& run) { return run.note.find("regression") != std::string::npos; }

Result<Recipe> recipeForRun(const PublishedRun& run, KnobEra era) {
    const auto modelName = catalogModel(run.model);
    if (!modelName) return Error{{}, 0, 0, "model", "'" + run.model + "' is not in the built-in catalog"};
    const auto gpuName = catalogGpu(run.system);
    if (!gpuName) return Error{{}, 0, 0, "system", "'" + run.system + "' has no catalog GPU"};
    const Catalog& cat = builtinCatalog();
    const ModelSpec* model = cat.findModel(modelName->first);
    const HardwareSpec* gpu = cat.findHardware(*gpuName);
    if (!model || !gpu) return Error{{}, 0, 0, "model", "catalog entry missing for " + modelName->first + " / " + *gpuName};
    Recipe r;
    r.name = run.model + " " + run.system + " " + run.container;
    r.model = *model;
    if (modelName->second >= 0) r.model.mtp_layers = modelName->second;
    if (r.model.max_position_embeddings > 0 && r.model.max_position_embeddings < run.seq) r.model.max_position_embeddings = run.seq;
    r.hardware = *gpu;
    Layout& l = r.layout;
    l.tp = run.tp;
    l.cp = run.cp;
    l.pp = run.pp;
    l.vpp = run.vp;
    l.ep = run.ep;
    l.etp = 1;
    l.sequence_parallel = run.tp > 1;
    l.micro_batch_size = static_cast<int>(run.mbs);
    l.global_batch_size = run.gbs;
    l.seq_length = run.seq;
    l.world_size = run.gpus;
    if (!chooseBalancedPlacement(r.model, l))
        return Error{{}, 0, 0, "layout", "no placement for PP" + std::to_string(run.pp) + " VP" + std::to_string(run.vp)};

    // Bridge perf-recipe knobs (domain §8.5, fp8_mx column): forced balance, dropless, manual GC,
    // CDMC 32, distributed optimizer with overlapped grad reduce / param gather, MXFP8 with param gather.
    TrainingOptions& o = r.options;
    // Every spelling of the tables; a bare "FP8" as the Bridge perf recipes of the model and GPU run it.
    auto precision = readPublishedPrecision(run.precision, {modelName->first, *gpuName, run.tp, run.pp, run.vp, run.ep});
    if (!precision) return precision.error();
    o.precision = precision->precision;
    r.notes = precision->note;
    o.fp8_param_gather = o.precision == Precision::MXFP8;
    o.routing.force_load_balancing = true;
    o.manual_gc = true;
    o.cuda_device_max_connections = 32;
    o.optimizer.distributed = true;
    o.overlap.grad_reduce = true;
    o.overlap.param_gather = true;
    o.dispatcher = Dispatcher::FlexHybridEP;
    const bool dsv3 = modelName->first == "DeepSeek-V3";
    if (dsv3) {  // bf16 Adam moments
        o.optimizer.precision_aware = true;
        o.optimizer.exp_avg_dtype = OptimizerDtype::BF16;
        o.optimizer.exp_avg_sq_dtype = OptimizerDtype::BF16;
    }
    const std::string& gpuKey = *gpuName;
    // The B200 recipes run EP overlap outside the full-iteration bundle (TE-scoped graphs), so the
    // 26.06 era rule does not apply to them; Megatron-Core allows EP overlap with PP > 1 only with
    // virtual stages, so a row's layout says whether it can have run it.
    const bool epOverlapEra = run.pp == 1 || run.vp > 1;
    if (dsv3) {
        if (gpuKey == "B200-HGX") {
            o.dispatcher = Dispatcher::FlexDeepEP;
            teScopedGraphs(o, true);
            o.overlap.ep_a2a_overlap = epOverlapEra;
            selectiveRecompute(o, {RecomputeModule::MlaUpProj, RecomputeModule::Mlp});
        } else {
            fullIteration(o, run, era);
            if (gpuKey != "GB300-NVL72") selectiveRecompute(o, {RecomputeModule::MlaUpProj});
        }
    } else if (modelName->first == "Qwen3-235B-A22B") {
        fullIteration(o, run, era);
    } else if (modelName->first == "Qwen3-30B-A3B") {
        if (gpuKey == "B200-HGX") {
            teScopedGraphs(o, true);
            o.overlap.ep_a2a_overlap = epOverlapEra;
            o.overlap.delay_wgrad_compute = epOverlapEra;
        } else {
            fullIteration(o, run, era);
        }
    } else {
        gptOssKnobs(o, run, gpuKey);
    }
    // The knobs above are the Bridge perf recipes of the GPUs the tables were read for; a row on
    // another GPU takes its knobs from the built-in Bridge perf recipe of its model and GPU (the
    // closest precision), or says that they are assumed.
    if (!knobTableCovers(modelName->first, gpuKey)) applyLibraryKnobs(r, gpuKey);
    return r;
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

std::string catalogModelName(const std::string& publishedModel) {
    auto m = catalogModel(publishedModel);
    return m ? m->first : publishedModel;
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
        teScopedGraphs(r.options, false);
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
