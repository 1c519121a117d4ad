#include "core/import/megatron_args_import.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

#include "core/export/export_environment.h"
#include "core/import/closest_key.h"
#include "core/import/megatron_flag_table.h"
#include "core/import/shell_words.h"
#include "core/layout/pipeline_layout.h"
#include "core/recipe/recipe_fields.h"

namespace moe {
namespace {

using megatron_flags::Arity;
using megatron_flags::findFlag;
using megatron_flags::FlagSpec;
using megatron_flags::knownFlags;

struct Occurrence {
    std::vector<std::string> values;
    int line = 0;
};

bool hasShellVariable(const std::string& v) { return v.find('$') != std::string::npos; }

}  // namespace

Result<Recipe> importMegatronArgs(const std::string& text, const ImportOptions& options) {
    const std::string origin = options.origin.empty() ? "<megatron-args>" : options.origin;
    auto script = parseShellScript(text, origin);
    if (!script) return script.error();
    Warnings warnings;
    const ExportMetadata meta = parseMetadataComments(text, warnings);

    // Collect flags (last occurrence wins, as in argparse).
    std::map<std::string, Occurrence> flags;
    std::vector<std::string> unknownFlags;  // named as not carried (export headers say so)
    const auto& words = script->words;
    for (size_t i = 0; i < words.size(); ++i) {
        std::string w = words[i].text;
        if (w.size() < 3 || w.rfind("--", 0) != 0 || words[i].quoted) continue;
        Occurrence occ;
        occ.line = words[i].line;
        std::optional<std::string> inlineValue;
        if (auto eq = w.find('='); eq != std::string::npos) {
            inlineValue = w.substr(eq + 1);
            w = w.substr(0, eq);
        }
        const FlagSpec* spec = findFlag(w);
        auto takesWord = [&](size_t k) {
            return k < words.size() && !(words[k].text.rfind("--", 0) == 0 && !words[k].quoted) &&
                   words[k].text.find("[@]") == std::string::npos && words[k].text.find(".py") == std::string::npos;
        };
        if (inlineValue) {
            occ.values.push_back(*inlineValue);
        } else if (!spec || spec->arity == Arity::Many) {
            while (takesWord(i + 1)) occ.values.push_back(words[++i].text);
        } else if (spec->arity == Arity::One && takesWord(i + 1)) {
            occ.values.push_back(words[++i].text);
        }
        if (!spec) {
            static const std::set<std::string> kNames = [] {
                std::set<std::string> names;
                for (const auto& f : knownFlags()) names.insert(f.name);
                return names;
            }();
            const std::string near = closestKey(w, kNames);
            warnings.warn(near.empty()
                              ? message("import", MOE_TR("import", "line %1: unknown flag %2 ignored"),
                                        integerArg(occ.line), codeArg(w))
                              : message("import",
                                        MOE_TR("import", "line %1: unknown flag %2 ignored (did you mean %3?)"),
                                        integerArg(occ.line), codeArg(w), codeArg(near)));
            std::string item = w;
            for (const auto& v : occ.values) item += " " + v;
            unknownFlags.push_back(item);
            continue;
        }
        if (spec->arity != Arity::None && occ.values.empty())
            return Error{origin, occ.line, 0, w, "needs a value"};
        flags[w] = std::move(occ);
    }
    auto has = [&](const char* f) { return flags.count(f) > 0; };
    auto val = [&](const char* f) -> std::string { return has(f) ? flags[f].values.front() : std::string(); };
    auto lineOf = [&](const char* f) { return has(f) ? flags[f].line : 0; };

    Recipe r;
    auto set = [&](const std::string& path, const std::string& value, const char* flag) -> Status {
        if (hasShellVariable(value))
            return Error{origin, lineOf(flag), 0, flag, "value '" + value + "' is a shell variable; give the number"};
        auto s = applyFieldValue(r, path, value);
        if (!s) return Error{origin, lineOf(flag), 0, flag, s.error().reason};
        return s;
    };
    auto joined = [](const std::vector<std::string>& v) {
        std::string out;
        for (const auto& x : v) out += (out.empty() ? "" : ",") + x;
        return out;
    };

    // Required shape.
    std::vector<std::string> missing;
    for (const char* f : {"--num-layers", "--hidden-size", "--num-attention-heads", "--vocab-size"})
        if (!has(f)) missing.emplace_back(f);
    if (!missing.empty()) {
        std::string list;
        for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
        return Error{origin, 0, 0, {}, "not a complete Megatron-LM model: missing " + list};
    }

    // Megatron-LM CLI defaults for everything the studio defaults differently.
    r.options.optimizer.distributed = false;
    r.options.routing.grouped_gemm = false;
    r.options.routing.permute_fusion = false;
    r.options.routing.router_dtype_fp32 = false;
    r.options.dispatcher = Dispatcher::AllGather;
    r.model.norm = NormKind::LayerNorm;
    r.model.gated_linear_unit = false;
    r.model.add_bias_linear = true;
    r.model.tied_embeddings = true;
    r.model.moe.top_k = 2;
    if (flags.count("--multi-latent-attention") && !flags.count("--kv-lora-rank"))
        r.model.mla.kv_lora_rank = 32;  // CLI default (the MLA config class says 512)

    for (const auto& [name, occ] : flags) {
        const FlagSpec* spec = findFlag(name);
        if (!spec->path) continue;
        const std::string value = spec->arity == Arity::None ? "true"
                                  : spec->arity == Arity::Many ? joined(occ.values)
                                                               : occ.values.front();
        if (auto s = set(spec->path, value, spec->name); !s) return s.error();
    }

    ModelSpec& m = r.model;
    if (has("--multi-latent-attention")) m.attention = AttentionKind::MLA;
    m.kv_channels = has("--kv-channels") ? 0 : m.hidden_size / std::max(1, m.num_attention_heads);
    if (has("--kv-channels")) {
        if (auto s = set("model.kv_channels", val("--kv-channels"), "--kv-channels"); !s) return s.error();
    }
    if (m.attention == AttentionKind::GQA && has("--group-query-attention")) {
        m.num_query_groups = 1;  // CLI default
        if (has("--num-query-groups"))
            if (auto s = set("model.num_query_groups", val("--num-query-groups"), "--num-query-groups"); !s) return s.error();
    } else {
        m.num_query_groups = m.num_attention_heads;
    }
    m.gated_linear_unit = has("--swiglu") || has("--quick-geglu");
    // Megatron's activation: gelu unless --swiglu (silu), --quick-geglu or --squared-relu.
    m.activation = has("--swiglu")         ? ActivationKind::Silu
                   : has("--quick-geglu")  ? ActivationKind::QuickGelu
                   : has("--squared-relu") ? ActivationKind::SquaredRelu
                                           : ActivationKind::Gelu;
    m.attention_dropout = has("--attention-dropout") ? m.attention_dropout : 0.1;  // CLI defaults
    m.hidden_dropout = has("--hidden-dropout") ? m.hidden_dropout : 0.1;
    // One balancing type and coefficient per line is what the recipe holds; Megatron takes lists.
    for (const char* f : {"--moe-router-load-balancing-type", "--moe-aux-loss-coeff"}) {
        if (!has(f)) continue;
        if (flags[f].values.size() > 1)
            return Error{
                origin, lineOf(f), 0, f,
                "several values (" + joined(flags[f].values) + "): the recipe holds one balancing loss; give one"};
        const char* path = std::string(f) == "--moe-aux-loss-coeff" ? "model.moe.router.aux_loss_coeff"
                                                                    : "model.moe.router.load_balancing_type";
        if (auto s = set(path, val(f), f); !s) return s.error();
    }
    // MLA's RoPE: rope_type yarn unless --rope-type rope; the CLI's scaling defaults (1.0, 1.0, 0.0).
    if (m.attention == AttentionKind::MLA) {
        const bool yarn = !has("--rope-type") || val("--rope-type") == "yarn";
        m.rope_scaling = {};
        m.rope_scaling.kind = yarn ? RopeScalingKind::Yarn : RopeScalingKind::None;
        if (yarn) {
            m.rope_scaling.original_max_position_embeddings = 4096;  // MLATransformerConfig, no flag
            for (const auto& [f, path] :
                 {std::pair<const char*, const char*>{"--rotary-scaling-factor", "model.rope_scaling.factor"},
                  {"--mscale", "model.rope_scaling.mscale"},
                  {"--mscale-all-dim", "model.rope_scaling.mscale_all_dim"}})
                if (has(f))
                    if (auto s = set(path, val(f), f); !s) return s.error();
        }
    } else if (has("--rope-type") && val("--rope-type") != "rope") {
        return Error{
            origin, lineOf("--rope-type"), 0, "--rope-type",
            "Megatron-LM asserts rope_type rope for attention other than MLA, got '" + val("--rope-type") + "'"};
    }
    if (has("--ffn-hidden-size")) {
        if (auto s = set("model.ffn_hidden_size", val("--ffn-hidden-size"), "--ffn-hidden-size"); !s) return s.error();
    } else {
        // Megatron: 4h, or for SwiGLU int(8h/3 / 64) * 64.
        m.ffn_hidden_size = m.gated_linear_unit ? (8 * m.hidden_size / 3) / 64 * 64 : 4 * m.hidden_size;
    }
    if (has("--normalization")) {
        const std::string v = val("--normalization");
        if (v == "RMSNorm") m.norm = NormKind::RMSNorm;
        else if (v == "LayerNorm") m.norm = NormKind::LayerNorm;
        else return Error{origin, lineOf("--normalization"), 0, "--normalization", "expected RMSNorm or LayerNorm, got '" + v + "'"};
    }
    if (has("--disable-bias-linear")) m.add_bias_linear = false;
    if (has("--untie-embeddings-and-output-weights")) m.tied_embeddings = false;
    if (has("--position-embedding-type") && val("--position-embedding-type") != "rope" && val("--position-embedding-type") != "yarn")
        warnings.warn(message("import", MOE_TR("import", "%1 %2 is not modelled (the studio assumes RoPE)"),
                              codeArg("--position-embedding-type"), codeArg(val("--position-embedding-type"))));
    if (!has("--position-embedding-type"))
        warnings.warn(message("import", MOE_TR("import", "no %1: Megatron-LM's default is %2, not RoPE"),
                              codeArg("--position-embedding-type"), codeArg("learned_absolute")));
    for (const char* f : {"--experimental-attention-variant", "--linear-attention-type"})
        if (has(f) && val(f) != "gated_delta_net")
            return Error{origin, lineOf(f), 0, f, "only gated_delta_net is modelled, got '" + val(f) + "'"};
    if (has("--window-size")) {
        const std::string v = val("--window-size");
        int64_t left = 0;
        auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), left);
        if (ec != std::errc() || left < 0 || (p != v.data() + v.size() && *p != ','))
            return Error{origin, lineOf("--window-size"), 0, "--window-size", "expected 'LEFT,RIGHT', got '" + v + "'"};
        m.sliding_window.window = left + 1;
    }
    if (m.isMoe()) {
        m.moe.ffn_hidden_size = m.ffn_hidden_size;  // Megatron: moe_ffn_hidden_size defaults to ffn_hidden_size
        if (has("--moe-ffn-hidden-size")) {
            if (auto s = set("model.moe.ffn_hidden_size", val("--moe-ffn-hidden-size"), "--moe-ffn-hidden-size"); !s) return s.error();
        } else {
            // validate_args() prints the same warning; the experts are then as wide as the dense MLP.
            warnings.warn(message("import", MOE_TR("import", "no %1: Megatron-LM uses %2 %3 for the experts"),
                                  codeArg("--moe-ffn-hidden-size"), codeArg("--ffn-hidden-size"),
                                  integerArg(m.ffn_hidden_size)));
        }
        if (!has("--moe-router-topk"))
            warnings.warn(message("import", MOE_TR("import", "no %1: Megatron-LM's default top-k is %2"),
                                  codeArg("--moe-router-topk"), integerArg(2)));
        if (has("--moe-layer-freq")) {
            std::string v = val("--moe-layer-freq");
            if (v != "1") {
                if (auto s = set("model.moe.layer_pattern", v, "--moe-layer-freq"); !s) return s.error();
            }
        }
    }
    if (has("--moe-router-dtype")) r.options.routing.router_dtype_fp32 = val("--moe-router-dtype") == "fp32";

    // Dispatcher.
    const std::string type = has("--moe-token-dispatcher-type") ? val("--moe-token-dispatcher-type") : "allgather";
    if (has("--moe-enable-deepep")) {
        warnings.warn(message("import", MOE_TR("import", "%1 is deprecated; read as %2"),
                              codeArg("--moe-enable-deepep"),
                              codeArg("--moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep")));
        r.options.dispatcher = Dispatcher::FlexDeepEP;
    } else if (type == "allgather") r.options.dispatcher = Dispatcher::AllGather;
    else if (type == "alltoall") r.options.dispatcher = Dispatcher::AllToAll;
    else if (type == "flex") {
        const std::string backend = has("--moe-flex-dispatcher-backend") ? val("--moe-flex-dispatcher-backend") : "deepep";
        if (backend == "deepep") r.options.dispatcher = Dispatcher::FlexDeepEP;
        else if (backend == "hybridep") r.options.dispatcher = Dispatcher::FlexHybridEP;
        else if (backend == "ncclep") r.options.dispatcher = Dispatcher::FlexNcclEP;
        else return Error{origin, lineOf("--moe-flex-dispatcher-backend"), 0, "--moe-flex-dispatcher-backend", "expected deepep, hybridep or ncclep, got '" + backend + "'"};
    } else {
        return Error{origin, lineOf("--moe-token-dispatcher-type"), 0, "--moe-token-dispatcher-type", "expected allgather, alltoall or flex, got '" + type + "'"};
    }

    // Layout details.
    if (has("--cp-comm-type")) {
        const auto& v = flags["--cp-comm-type"].values;
        if (v.size() > 1 && std::any_of(v.begin(), v.end(), [&](const std::string& x) { return x != v.front(); }))
            return Error{origin, lineOf("--cp-comm-type"), 0, "--cp-comm-type", "per-layer CP communication types are not modelled"};
        if (auto s = set("layout.cp_comm_type", v.front(), "--cp-comm-type"); !s) return s.error();
    }
    if (has("--use-tp-pp-dp-mapping")) r.layout.rank_order = RankOrder::TpCpEpPpDp;
    if (!r.layout.pipeline_layout.empty()) {
        auto parsed = parsePipelineLayout(r.layout.pipeline_layout);
        if (!parsed) return Error{origin, lineOf("--pipeline-model-parallel-layout"), 0, "--pipeline-model-parallel-layout", parsed.error().reason};
        const int stages = static_cast<int>(parsed->stages.size());
        r.layout.vpp = stages % r.layout.pp == 0 ? std::max(1, stages / r.layout.pp) : 1;
    } else if (has("--num-layers-per-virtual-pipeline-stage")) {
        int perStage = 0;
        const std::string v = val("--num-layers-per-virtual-pipeline-stage");
        std::from_chars(v.data(), v.data() + v.size(), perStage);
        const int perRank = m.num_layers / r.layout.pp;
        if (perStage < 1 || perRank % perStage != 0)
            return Error{origin, lineOf("--num-layers-per-virtual-pipeline-stage"), 0, "--num-layers-per-virtual-pipeline-stage", "does not divide the layers per pipeline rank"};
        r.layout.vpp = perRank / perStage;
        warnings.warn(message("import", MOE_TR("import", "%1 read as %2 %3"),
                              codeArg("--num-layers-per-virtual-pipeline-stage"),
                              codeArg("--num-virtual-stages-per-pipeline-rank"), integerArg(r.layout.vpp)));
    }
    if (!has("--seq-length") && !options.seq)
        warnings.warn(
            message("import", MOE_TR("import", "no %1; assumed %2"), codeArg("--seq-length"), integerArg(4096)));

    // Precision.
    TrainingOptions& o = r.options;
    if (has("--fp8-format") && has("--fp4-format"))
        return Error{origin, lineOf("--fp4-format"), 0, "--fp4-format", "--fp4-format and --fp8-format cannot be used together"};
    if (!has("--bf16"))
        warnings.warn(has("--fp16")
                          ? message("import", MOE_TR("import", "%1 imported as %2 (%3 is not modelled)"),
                                    codeArg("--fp16"), codeArg("bf16"), codeArg("fp16"))
                          : message("import",
                                    MOE_TR("import", "no %1: Megatron-LM would train in FP32; imported as %2"),
                                    codeArg("--bf16"), codeArg("bf16")));
    if (has("--fp4-format")) {
        o.precision = Precision::NVFP4;
        if (has("--fp4-recipe") && val("--fp4-recipe") != "nvfp4")
            return Error{origin, lineOf("--fp4-recipe"), 0, "--fp4-recipe", "only nvfp4 is modelled, got '" + val("--fp4-recipe") + "'"};
    } else if (has("--fp8-format")) {
        const std::string rec = has("--fp8-recipe") ? val("--fp8-recipe") : "delayed";
        if (!has("--fp8-recipe"))
            warnings.warn(message("import", MOE_TR("import", "%1 without %2: Megatron-LM's default recipe is %3"),
                                  codeArg("--fp8-format"), codeArg("--fp8-recipe"), codeArg("delayed")));
        if (rec == "tensorwise") o.precision = Precision::FP8Tensorwise;
        else if (rec == "delayed") o.precision = Precision::FP8Delayed;
        else if (rec == "blockwise") o.precision = Precision::FP8Blockwise;
        else if (rec == "mxfp8") o.precision = Precision::MXFP8;
        else return Error{origin, lineOf("--fp8-recipe"), 0, "--fp8-recipe", "expected tensorwise, delayed, blockwise or mxfp8, got '" + rec + "'"};
    }
    o.fp8_param_gather = has("--fp8-param-gather") || has("--fp4-param-gather");

    // Recompute.
    if (has("--recompute-granularity")) {
        const std::string g = val("--recompute-granularity");
        if (g == "selective") {
            o.recompute.granularity = RecomputeGranularity::Selective;
            if (!has("--recompute-modules")) o.recompute.modules = {RecomputeModule::CoreAttn};  // MLM default
        } else if (g == "full") {
            o.recompute.granularity = RecomputeGranularity::Full;
        } else {
            return Error{origin, lineOf("--recompute-granularity"), 0, "--recompute-granularity", "expected full or selective, got '" + g + "'"};
        }
    }

    // CUDA graphs.
    auto& g = o.cuda_graphs;
    if (has("--cuda-graph-impl"))
        if (auto s = set("options.cuda_graphs.impl", val("--cuda-graph-impl"), "--cuda-graph-impl"); !s) return s.error();
    if (has("--enable-cuda-graph")) {
        g.impl = CudaGraphImpl::Local;
        warnings.warn(message("import", MOE_TR("import", "%1 is the legacy spelling of %2"),
                              codeArg("--enable-cuda-graph"), codeArg("--cuda-graph-impl local")));
    }
    if (has("--external-cuda-graph")) {
        g.impl = CudaGraphImpl::TransformerEngine;
        warnings.warn(message("import", MOE_TR("import", "%1 is the legacy spelling of %2"),
                              codeArg("--external-cuda-graph"), codeArg("--cuda-graph-impl transformer_engine")));
    }
    for (const char* f : {"--cuda-graph-scope", "--cuda-graph-modules"}) {
        if (!has(f)) continue;
        std::vector<std::string> scopes;
        for (const auto& s : flags[f].values) {
            if (s == "full_iteration") g.impl = CudaGraphImpl::FullIteration;  // <= 0.17 spelling
            else if (s != "full") scopes.push_back(s);
        }
        if (auto s = set("options.cuda_graphs.scopes", joined(scopes), f); !s) return s.error();
    }
    o.check_for_nan_in_grad = !has("--no-check-for-nan-in-loss-and-grad");

    // Environment.
    for (const auto& a : script->assignments) {
        if (a.name == "CUDA_DEVICE_MAX_CONNECTIONS") {
            int v = 0;
            auto [p, ec] = std::from_chars(a.value.data(), a.value.data() + a.value.size(), v);
            if (ec != std::errc() || p != a.value.data() + a.value.size() || v < 1)
                return Error{origin, a.line, 0, "CUDA_DEVICE_MAX_CONNECTIONS", "expected a positive integer, got '" + a.value + "'"};
            o.cuda_device_max_connections = v;
        } else if (a.exported && !isDerivedEnvironmentVariable(a.name)) {
            warnings.warn(message(
                "import", MOE_TR("import", "line %1: environment variable %2 is not part of a recipe; not imported"),
                integerArg(a.line), codeArg(a.name)));
        }
    }

    // World size from torchrun, when both numbers are literal.
    int64_t launcherWorld = 0;
    {
        int64_t nodes = 0;
        int64_t procs = 0;
        auto num = [&](const char* f, int64_t& out) {
            if (!has(f)) return;
            const std::string v = val(f);
            std::from_chars(v.data(), v.data() + v.size(), out);
        };
        num("--nnodes", nodes);
        num("--nproc-per-node", procs);
        num("--nproc_per_node", procs);
        if (nodes > 0 && procs > 0) launcherWorld = nodes * procs;
    }
    if (meta.derived_cuda_device_max_connections) r.options.cuda_device_max_connections.reset();
    r.model.not_carried = unknownFlags;
    if (auto s = finishImportedRecipe(r, meta, options, launcherWorld, "imported-megatron-args", warnings); !s) return s.error();
    // What validate_args() (NVIDIA/Megatron-LM megatron/training/arguments.py) does itself: SP is
    // turned off at TP 1 with a warning. The recipe records what runs.
    if (r.layout.sequence_parallel && r.layout.tp == 1) {
        r.layout.sequence_parallel = false;
        warnings.warn(message(
            "import", MOE_TR("import", "%1 at TP 1: Megatron-LM turns sequence parallelism off there; imported as off"),
            codeArg("--sequence-parallel")));
    }
    if (!has("--global-batch-size")) {
        // Megatron's default GBS is MBS x DP.
        r.layout.global_batch_size = int64_t{r.layout.micro_batch_size} * std::max<int64_t>(1, r.layout.dp());
        warnings.warn(message("import", MOE_TR("import", "no %1; Megatron-LM's default MBS x DP = %2"),
                              codeArg("--global-batch-size"), integerArg(r.layout.global_batch_size)));
    }
    Result<Recipe> out(std::move(r));
    out.takeWarnings(std::move(warnings));
    return out;
}

}  // namespace moe
