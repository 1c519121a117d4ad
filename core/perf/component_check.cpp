#include "core/perf/component_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <tuple>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/common/c_locale.h"
#include "core/common/json_error.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/communication.h"
#include "core/perf/compute_time.h"
#include "core/perf/step_time_model.h"

namespace moe {

using json = nlohmann::json;

namespace {

std::string valueText(const json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number_integer()) return std::to_string(v.get<long long>());
    if (v.is_number()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", v.get<double>());
        return buf;
    }
    return v.is_null() ? std::string() : v.dump();
}

bool contains(const std::string& s, const char* part) {
    return s.find(part) != std::string::npos;
}
bool startsWith(const std::string& s, const char* prefix) {
    return s.rfind(prefix, 0) == 0;
}

}  // namespace

Result<std::vector<ComponentRow>> parseComponentRows(const std::string& text, const std::string& origin) {
    json root;
    try {
        root = json::parse(text);
    } catch (const json::exception& ex) {
        return jsonParseError(text, origin, ex);
    }
    if (!root.is_object() || !root.contains("rows") || !root["rows"].is_array())
        return Error{origin, 0, 0, "rows", "expected an object with a \"rows\" array (paper-moe-components.json)"};
    std::vector<ComponentRow> out;
    for (size_t i = 0; i < root["rows"].size(); ++i) {
        const json& r = root["rows"][i];
        const std::string at = "rows[" + std::to_string(i) + "]";
        if (!r.is_object()) return Error{origin, 0, 0, at, "not an object"};
        for (const char* key : {"kind", "what", "where", "unit"})
            if (!r.contains(key) || !r[key].is_string())
                return Error{origin, 0, 0, at + "." + key, "missing or not a string"};
        if (!r.contains("value")) return Error{origin, 0, 0, at + ".value", "missing"};
        ComponentRow row;
        row.kind = r["kind"].get<std::string>();
        row.what = r["what"].get<std::string>();
        row.where = r["where"].get<std::string>();
        row.unit = r["unit"].get<std::string>();
        if (r.contains("note") && r["note"].is_string()) row.note = r["note"].get<std::string>();
        row.config = r.contains("config") ? r["config"].dump() : "{}";
        row.published = valueText(r["value"]);
        if (r["value"].is_number()) row.published_number = r["value"].get<double>();
        if (r.contains("before")) row.before = valueText(r["before"]);
        if (r.contains("after")) row.after = valueText(r["after"]);
        out.push_back(std::move(row));
    }
    return out;
}

Result<std::vector<ComponentRow>> loadComponentRows(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, {}, "cannot open the component file"};
    std::ostringstream text;
    text << in.rdbuf();
    return parseComponentRows(text.str(), path);
}

std::optional<PublishedRange> parsePublishedRange(const std::string& text) {
    static const std::regex number(R"((\d+(?:\.\d+)?))");
    std::vector<double> values;
    const CNumericScope cNumbers;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it)
        values.push_back(std::stod((*it)[1].str()));
    if (values.empty()) return std::nullopt;
    const bool upperBound = contains(text, "under") || contains(text, "less than") || contains(text, "<");
    if (upperBound) return PublishedRange{0, values.front()};
    if (values.size() >= 2) return PublishedRange{std::min(values[0], values[1]), std::max(values[0], values[1])};
    return PublishedRange{values.front(), values.front()};
}

namespace {

// The paper's shape around one question: DeepSeek-V3 on one GPU kind, a layout and the knobs the
// paper names; everything it leaves unstated is stated in the row's modelled_config.
struct PaperRun {
    const char* gpu = "H100-SXM";
    int tp = 1, pp = 1, vpp = 1, ep = 8;
    int64_t gpus = 8, gbs = 0;
    Precision precision = Precision::BF16;
    Dispatcher dispatcher = Dispatcher::AllToAll;
    bool epOverlap = false;
    std::vector<CudaGraphScope> graphs;
    int64_t seq = 4096;
};

Result<Recipe> paperRecipe(const PaperRun& p) {
    const Catalog& cat = builtinCatalog();
    const ModelSpec* model = cat.findModel("DeepSeek-V3");
    const HardwareSpec* gpu = cat.findHardware(p.gpu);
    if (!model || !gpu)
        return Error{{}, 0, 0, "catalog", "the built-in catalog lacks DeepSeek-V3 or " + std::string(p.gpu)};
    Recipe r;
    r.name = "DeepSeek-V3 component check";
    r.model = *model;
    r.model.mtp_layers = 0;  // the paper's component tables time the decoder
    r.hardware = *gpu;
    Layout& l = r.layout;
    l.tp = p.tp;
    l.pp = p.pp;
    l.vpp = p.vpp;
    l.ep = p.ep;
    l.etp = 1;
    l.sequence_parallel = p.tp > 1;
    // 61 decoder layers over the virtual stages, embedding and loss on the ends (the history's
    // layout for PP8 VPP4; the same shape for PP4 VPP4).
    if (p.pp == 8 && p.vpp == 4)
        l.pipeline_layout = "Et|(tt|)*30L";
    else if (p.pp == 4 && p.vpp == 4)
        l.pipeline_layout = "Ettt|(tttt|)*14ttL";
    l.micro_batch_size = 1;
    l.seq_length = p.seq;
    l.world_size = p.gpus;
    const int64_t dp = p.gpus / (int64_t{p.tp} * p.pp);
    l.global_batch_size = p.gbs > 0 ? p.gbs : dp * 8;
    TrainingOptions& o = r.options;
    o.precision = p.precision;
    o.fp8_param_gather = o.isFp8();
    o.dispatcher = p.dispatcher;
    o.routing.force_load_balancing = true;  // the paper's performance runs balance routing
    o.manual_gc = true;
    o.cuda_device_max_connections = 32;
    o.optimizer.distributed = true;
    o.overlap.grad_reduce = true;
    o.overlap.param_gather = true;
    o.overlap.ep_a2a_overlap = p.epOverlap;
    o.overlap.delay_wgrad_compute = p.epOverlap;
    if (!p.graphs.empty()) {
        o.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
        o.cuda_graphs.scopes = p.graphs;
    }
    return r;
}

std::string describeRun(const PaperRun& p) {
    std::ostringstream o;
    o << "DeepSeek-V3 " << toString(p.precision) << " on " << p.gpus << " " << p.gpu << ", TP" << p.tp << " PP" << p.pp;
    if (p.vpp > 1) o << " VPP" << p.vpp;
    o << " EP" << p.ep << " MBS1 seq " << p.seq << ", " << toString(p.dispatcher);
    if (p.epOverlap) o << ", EP overlap + delayed wgrad";
    if (!p.graphs.empty()) o << ", TE graphs attn+moe_router+moe_preprocess";
    o << ", forced balance";
    return o.str();
}

int intField(const std::string& configJson, const char* key) {
    const json c = json::parse(configJson, nullptr, false);
    if (c.is_discarded() || !c.contains(key) || !c[key].is_number_integer()) return 0;
    return c[key].get<int>();
}
std::string stringField(const std::string& configJson, const char* key) {
    const json c = json::parse(configJson, nullptr, false);
    if (c.is_discarded() || !c.contains(key) || !c[key].is_string()) return {};
    return c[key].get<std::string>();
}

void pointCheck(ComponentResult& r, double tolerance) {
    if (!r.row.published_number || *r.row.published_number <= 0) return;
    r.checked = true;
    r.tolerance = tolerance;
    r.error = r.predicted / *r.row.published_number - 1.0;
    r.within = std::fabs(r.error) <= tolerance;
}

void rangeCheck(ComponentResult& r, PublishedRange range) {
    r.checked = true;
    r.within = r.predicted >= range.low - 1e-9 && r.predicted <= range.high + 1e-9;
}

// Table 7: one dispatch or combine of the forward pass, µs, at the paper's shape: 4096 tokens per
// GPU, hidden 7168, 256 experts with DeepSeek-V3's top-8 routing. BF16 tokens on both paths: the
// NCCL all-to-all's dispatch and combine take the same time in the table (same bytes), and the
// alltoall dispatcher sends BF16.
Status table7(ComponentResult& r, const Calibration& cal) {
    PaperRun p;
    const std::string system = stringField(r.row.config, "system");
    p.gpu = system == "GB200" ? "GB200-NVL72" : "H100-SXM";
    p.ep = intField(r.row.config, "EP");
    p.gpus = p.ep;
    p.dispatcher = contains(r.row.what, "HybridEP") ? Dispatcher::FlexHybridEP : Dispatcher::AllToAll;
    auto recipe = paperRecipe(p);
    if (!recipe) return recipe.error();
    const CommTimes c = communicationTimes(*recipe, cal, 0, 0, 0);
    r.computed = true;
    r.modelled_config = describeRun(p) + ", BF16 tokens, DeepSeek-V3 routing (top-8 of 256, 4 of 8 groups)";
    r.predicted = 1e6 * (startsWith(r.row.what, "dispatch") ? c.ep_dispatch_fwd_s : c.ep_combine_fwd_s);
    pointCheck(r, 0.25);
    return okStatus();
}

// Table 9: cuDNN's fused attention on DeepSeek-V3's heads (128 heads, QK 192, V 128, causal), the
// rate of one kernel call at benchmark clocks (a kernel benchmark runs milliseconds, below the
// power limit: no sustained share); the backward counted as 2.5× the forward FLOPs, as cuDNN's and
// FlashAttention's benchmarks count it. Blackwell is taken as GB200 (the paper's Blackwell system).
Status table9(ComponentResult& r, const Calibration& cal) {
    Calibration bench = cal;
    for (auto& [name, ceiling] : bench.gemm_ceiling) ceiling.sustained_share = 0;
    PaperRun p;
    p.gpu = contains(r.row.config, "Blackwell") ? "GB200-NVL72" : "H100-SXM";
    const json c = json::parse(r.row.config, nullptr, false);
    p.seq = (!c.is_discarded() && c.contains("seqlen") && c["seqlen"].is_number_integer()) ? c["seqlen"].get<int64_t>()
                                                                                           : 4096;
    p.ep = 1;
    p.gpus = 1;
    auto recipe = paperRecipe(p);
    if (!recipe) return recipe.error();
    const ComputeTimes t = computeTimes(*recipe, bench);
    const ModelSpec& m = recipe->model;
    const double dqk = static_cast<double>(m.mla.qk_head_dim + m.mla.qk_pos_emb_head_dim);
    const double dv = static_cast<double>(m.mla.v_head_dim);
    const double s = static_cast<double>(p.seq);
    const double fwdFlops = 2.0 * static_cast<double>(m.num_attention_heads) * (s * s / 2.0) * (dqk + dv);
    const bool forward = contains(r.row.what, "forward");
    const double seconds = forward ? t.moe_layer.attention_core_fwd_s : t.moe_layer.attention_core_bwd_s;
    if (seconds <= 0) return Error{{}, 0, 0, "attention", "the model timed no attention for DeepSeek-V3"};
    r.computed = true;
    r.modelled_config = describeRun(p) + "; causal, d_qk " + std::to_string(static_cast<int>(dqk)) + ", d_v " +
                        std::to_string(static_cast<int>(dv)) +
                        ", backward counted 2.5x the forward FLOPs, benchmark clocks";
    r.predicted = (forward ? fwdFlops : 2.5 * fwdFlops) / seconds / 1e12;
    pointCheck(r, 0.15);
    return okStatus();
}

Result<StepEstimate> estimate(const PaperRun& p, const Calibration& cal) {
    auto recipe = paperRecipe(p);
    if (!recipe) return recipe.error();
    return estimateStepTime(*recipe, cal);
}

double epShare(const StepEstimate& e) {
    return 100.0 * e.breakdown.ep_comm_s / std::max(1e-12, e.step_time_s);
}

// DeepSeek-V3 on 1024 H100 as NVIDIA's published H100 configuration runs it: the Bridge perf
// recipe (TP2 PP8 VPP2 EP64, GBS 16384, mla_up_proj and mlp recompute; the paper gives its H100
// layout only as PP8 in Table 17 and PP4 in Table 20), with the dispatcher and the EP overlap the
// row states. The GB200 platform: TP1 PP4 VPP4 EP64 with HybridEP (the final GB200 configuration of
// the paper's App. B.2).
Result<Recipe> h100Recipe(Precision precision, Dispatcher dispatcher, bool epOverlap) {
    auto r =
        loadLibraryRecipe(precision == Precision::BF16 ? "bridge-dsv3-h100-1024-bf16" : "bridge-dsv3-h100-1024-fp8bw");
    if (!r) return r.error();
    r->options.dispatcher = dispatcher;
    r->options.overlap.ep_a2a_overlap = epOverlap;
    r->options.overlap.delay_wgrad_compute = epOverlap;
    return r;
}
std::string describeH100(Recipe r) {
    r.notes.clear();  // the recipe's source paragraph, not a modelling note
    return "DeepSeek-V3 " + std::string(toString(r.options.precision)) + " on 1024 H100-SXM as Bridge's perf recipe, " +
           describeModelledLayout(r) + (r.options.overlap.ep_a2a_overlap ? ", delayed wgrad" : "");
}
Result<StepEstimate> estimate(const Result<Recipe>& recipe, const Calibration& cal) {
    if (!recipe) return recipe.error();
    return estimateStepTime(*recipe, cal);
}

PaperRun gb200Ep64(Precision precision) {
    return {.gpu = "GB200-NVL72",
            .pp = 4,
            .vpp = 4,
            .ep = 64,
            .gpus = 256,
            .gbs = 2048,
            .precision = precision,
            .dispatcher = Dispatcher::FlexHybridEP,
            .epOverlap = false,
            .graphs = {},
            .seq = 4096};
}

// §4.2.3: DeepSeek-V3 FP8 on H100 with EP64 DeepEP, before and after the EP overlap.
Status epOverlapShares(ComponentResult& r, const Calibration& cal) {
    auto before = estimate(h100Recipe(Precision::FP8Blockwise, Dispatcher::FlexDeepEP, false), cal);
    if (!before) return before.error();
    const auto overlapped = h100Recipe(Precision::FP8Blockwise, Dispatcher::FlexDeepEP, true);
    auto after = estimate(overlapped, cal);
    if (!after) return after.error();
    r.computed = true;
    r.modelled_config = describeH100(*overlapped) + "; before: the same without EP overlap";
    r.predicted_before = epShare(*before);
    r.predicted = epShare(*after);
    // The targets: 20–50 % exposed before the overlap, at most 10 % after (the paper: 30–40 % → under 5 %).
    r.checked = true;
    r.within = *r.predicted_before >= 20 && *r.predicted_before <= 50 && r.predicted <= 10;
    return okStatus();
}

// §4.3.6: TE-scoped CUDA graphs (attn, moe_router, moe_preprocess) on DeepSeek-V3 MXFP8 on 256
// GB200, gain over eager.
Status cudaGraphGain(ComponentResult& r, const Calibration& cal) {
    PaperRun p = gb200Ep64(Precision::MXFP8);
    auto eager = estimate(p, cal);
    if (!eager) return eager.error();
    p.graphs = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
    auto graphed = estimate(p, cal);
    if (!graphed) return graphed.error();
    r.computed = true;
    r.modelled_config = describeRun(p) + "; GBS 2048; against the same run without graphs";
    r.predicted = 100.0 * (eager->step_time_s / graphed->step_time_s - 1.0);
    rangeCheck(r, {5, 15});  // the issue's band around the paper's "10%"
    return okStatus();
}

// §4.3.5: FP8 against BF16 on the paper's two platforms (blockwise FP8 on H100, MXFP8 on GB200),
// the same layouts as the overlap and graph rows; the range the paper states.
Status fp8Gain(ComponentResult& r, const Calibration& cal) {
    auto h100Bf16 = estimate(h100Recipe(Precision::BF16, Dispatcher::FlexDeepEP, true), cal);
    if (!h100Bf16) return h100Bf16.error();
    auto h100Fp8 = estimate(h100Recipe(Precision::FP8Blockwise, Dispatcher::FlexDeepEP, true), cal);
    if (!h100Fp8) return h100Fp8.error();
    PaperRun g = gb200Ep64(Precision::BF16);
    g.graphs = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
    auto gb200Bf16 = estimate(g, cal);
    if (!gb200Bf16) return gb200Bf16.error();
    g.precision = Precision::MXFP8;
    auto gb200Fp8 = estimate(g, cal);
    if (!gb200Fp8) return gb200Fp8.error();
    const double h = 100.0 * (h100Bf16->step_time_s / h100Fp8->step_time_s - 1.0);
    const double b = 100.0 * (gb200Bf16->step_time_s / gb200Fp8->step_time_s - 1.0);
    const double low = std::min(h, b), high = std::max(h, b);
    r.computed = true;
    char buf[160];
    std::snprintf(
        buf, sizeof buf,
        "over BF16: H100 blockwise FP8 %+.1f %% (Bridge's H100 layout, DeepEP, EP overlap), GB200 MXFP8 %+.1f %%", h,
        b);
    r.modelled_config = buf;
    r.predicted_before = low;
    r.predicted = high;
    if (auto range = parsePublishedRange(r.row.published)) {
        r.checked = true;
        r.within = low >= range->low - 1e-9 && high <= range->high + 1e-9;
    }
    return okStatus();
}

// §4.2: the exposed EP share without any of the paper's EP optimisations (alltoall dispatcher, no
// overlap): DeepSeek-V3 BF16 with EP64 inside a GB200 NVL72 rack, or across H100 nodes.
Status unoptimisedEpShare(ComponentResult& r, const Calibration& cal, bool gb200) {
    Result<StepEstimate> e = Error{};
    if (gb200) {
        PaperRun p = gb200Ep64(Precision::MXFP8);
        p.dispatcher = Dispatcher::AllToAll;
        e = estimate(p, cal);
        r.modelled_config = describeRun(p);
    } else {
        const auto recipe = h100Recipe(Precision::FP8Blockwise, Dispatcher::AllToAll, false);
        e = estimate(recipe, cal);
        if (recipe) r.modelled_config = describeH100(*recipe);
    }
    if (!e) return e.error();
    r.computed = true;
    r.predicted = epShare(*e);
    if (auto range = parsePublishedRange(r.row.published)) {
        // "around 20%" / "nearly 50%": a stated point read as ±25 % of itself.
        PublishedRange band = *range;
        if (band.low == band.high) band = {0.75 * band.low, 1.25 * band.high};
        rangeCheck(r, band);
    }
    return okStatus();
}

// Rows the model does not compute, by what they measure.
std::string notComputedReason(const ComponentRow& row) {
    const std::string& w = row.what;
    if (row.kind == "ablation" && contains(w, "memory"))
        return "a memory figure: the memory model's own tests check memory";
    if (contains(w, "Per-GPU memory") || contains(w, "memory") || contains(w, "Memory") || row.unit == "GB" ||
        row.unit == "GB per GPU")
        return "a memory figure, not a time: checked by the memory model's tests where its configuration is complete";
    if (contains(w, "offloading") || contains(w, "Offloading"))
        return "offloading's time is not separated from the rest of the step in the paper's configuration";
    if (contains(w, "recomput") || contains(w, "Recomput") || contains(w, "SDPA"))
        return "needs the paper's recompute configuration, which it does not state fully";
    if (contains(w, "Long-context") || contains(w, "Packed") || contains(w, "Dynamic Context") || contains(w, "FSDP") ||
        contains(w, "Parallel Folding"))
        return "the model has no such mechanism (or the paper gives no baseline to set it against)";
    if (row.kind == "component" && (row.published_number || !row.unit.empty()))
        return "a descriptive figure (counts, shapes, ratios of hardware): not an output of the step-time model";
    return "the paper gives no configuration the model can run";
}

}  // namespace

Result<ComponentCheck> checkComponents(const std::vector<ComponentRow>& rows, const Calibration& cal) {
    ComponentCheck out;
    using Handler = std::function<Status(ComponentResult&)>;
    for (const ComponentRow& row : rows) {
        ComponentResult r;
        r.row = row;
        Handler handler;
        const std::string& w = row.what;
        if (contains(row.where, "Table 7") && (startsWith(w, "dispatch latency") || startsWith(w, "combine latency")))
            handler = [&](ComponentResult& x) { return table7(x, cal); };
        else if (contains(row.where, "Table 9") && startsWith(w, "cuDNN SDPA"))
            handler = [&](ComponentResult& x) { return table9(x, cal); };
        else if (startsWith(w, "EP all-to-all share of iteration time before/after"))
            handler = [&](ComponentResult& x) { return epOverlapShares(x, cal); };
        else if (startsWith(w, "Partial CUDA Graphs") && contains(row.unit, "speedup"))
            handler = [&](ComponentResult& x) { return cudaGraphGain(x, cal); };
        else if (startsWith(w, "FP8 training end-to-end"))
            handler = [&](ComponentResult& x) { return fp8Gain(x, cal); };
        else if (startsWith(w, "EP all-to-all share before optimization, intra-NVLink"))
            handler = [&](ComponentResult& x) { return unoptimisedEpShare(x, cal, true); };
        else if (startsWith(w, "EP all-to-all share before optimization, cross-node"))
            handler = [&](ComponentResult& x) { return unoptimisedEpShare(x, cal, false); };
        if (handler) {
            if (Status s = handler(r); !s) return s.error();
        } else {
            r.reason = notComputedReason(row);
        }
        if (r.computed) ++out.computed;
        if (r.checked) {
            ++out.checked;
            if (r.within) ++out.within;
        }
        out.rows.push_back(std::move(r));
    }
    // All-to-all ÷ HybridEP per system, EP size and direction: each Table 7 row's key read once,
    // the HybridEP rows looked up by it, the ratios in the file order of the NCCL rows.
    using Key = std::tuple<std::string, int, bool>;  // system, EP, dispatch (else combine)
    std::vector<std::pair<Key, const ComponentResult*>> nccl;
    std::map<Key, const ComponentResult*> hybridep;
    for (const ComponentResult& r : out.rows) {
        if (!r.computed || !contains(r.row.where, "Table 7")) continue;
        const Key key{stringField(r.row.config, "system"), intField(r.row.config, "EP"),
                      startsWith(r.row.what, "dispatch")};
        if (contains(r.row.what, "NCCL"))
            nccl.emplace_back(key, &r);
        else if (contains(r.row.what, "HybridEP"))
            hybridep[key] = &r;
    }
    for (const auto& [key, a] : nccl) {
        const auto b = hybridep.find(key);
        if (b == hybridep.end()) continue;
        ComponentRatio ratio;
        ratio.system = std::get<0>(key);
        ratio.ep = std::get<1>(key);
        ratio.direction = std::get<2>(key) ? "dispatch" : "combine";
        ratio.published = *a->row.published_number / *b->second->row.published_number;
        ratio.predicted = a->predicted / b->second->predicted;
        ratio.within = std::fabs(ratio.predicted / ratio.published - 1.0) <= 0.25;
        out.ratios.push_back(ratio);
    }
    return out;
}

std::string componentCheckMarkdown(const ComponentCheck& check) {
    std::ostringstream o;
    char buf[160];
    o << "# Component check\n\nEach row of the file against the step-time model at the row's shape (nothing here is "
         "fitted). "
         "Point values are held to ±25 % (Table 7) or ±15 % (Table 9); ranges to the stated range.\n\n";
    o << "| What | Where | Published | Predicted | Unit | Check | Modelled as |\n|---|---|---|---|---|---|---|\n";
    for (const ComponentResult& r : check.rows) {
        if (!r.computed) continue;
        std::string predicted;
        if (r.predicted_before) {
            std::snprintf(buf, sizeof buf, "%.3g → %.3g", *r.predicted_before, r.predicted);
            predicted = buf;
        } else {
            std::snprintf(buf, sizeof buf, "%.4g", r.predicted);
            predicted = buf;
        }
        std::string published = r.row.published;
        if (!r.row.before.empty()) published = r.row.before + " → " + r.row.after;
        std::string verdict = "shown";
        if (r.checked) {
            if (r.tolerance > 0) {
                std::snprintf(buf, sizeof buf, "%s (%+.0f %%)", r.within ? "within" : "OUTSIDE", 100.0 * r.error);
                verdict = buf;
            } else {
                verdict = r.within ? "within" : "OUTSIDE";
            }
        }
        o << "| " << r.row.what << " | " << r.row.where << " | " << published << " | " << predicted << " | "
          << r.row.unit << " | " << verdict << " | " << r.modelled_config << " |\n";
    }
    if (!check.ratios.empty()) {
        o << "\n## NCCL all-to-all ÷ HybridEP (Table 7)\n\n| System | EP | Direction | Published | Predicted | Check "
             "|\n|---|---|---|---|---|---|\n";
        for (const ComponentRatio& q : check.ratios) {
            std::snprintf(buf, sizeof buf, "| %s | %d | %s | %.2f | %.2f | %s |\n", q.system.c_str(), q.ep,
                          q.direction.c_str(), q.published, q.predicted, q.within ? "within" : "OUTSIDE");
            o << buf;
        }
    }
    o << "\n## Rows the model does not compute\n\n";
    for (const ComponentResult& r : check.rows)
        if (!r.computed) o << "- " << r.row.what << " (" << r.row.where << "): " << r.reason << "\n";
    int ratiosWithin = 0;
    for (const ComponentRatio& q : check.ratios) ratiosWithin += q.within ? 1 : 0;
    o << "\n"
      << check.rows.size() << " rows: " << check.computed << " computed, " << check.checked << " checked, "
      << check.within << " within; ratios " << ratiosWithin << " of " << check.ratios.size() << " within ±25 %.\n";
    return o.str();
}

}  // namespace moe
