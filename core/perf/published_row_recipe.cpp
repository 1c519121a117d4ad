// The recipe a published Megatron-Bridge row describes (declared in calibration_fit.h): the
// catalog's names for the tables' spellings, the knobs of the Bridge perf recipes the rows ran
// (the tables give the layout only), and the modelled layout as the error table prints it.
#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/layout/balanced_layout.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/published_precision.h"

namespace moe {
namespace {

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

std::string catalogModelName(const std::string& publishedModel) {
    auto m = catalogModel(publishedModel);
    return m ? m->first : publishedModel;
}

}  // namespace moe
