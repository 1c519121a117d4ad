#include "core/import/bridge_yaml_import.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <exception>
#include <map>
#include <set>

#include "core/catalog/catalog_names.h"
#include "core/common/text.h"
#include "core/export/export_environment.h"
#include "core/import/bridge_config_keys.h"
#include "core/import/bridge_pipeline_layout.h"
#include "core/import/closest_key.h"
#include "core/layout/pipeline_layout.h"
#include "core/recipe/recipe_fields.h"

namespace moe {
namespace {

// Keys known to be stale or inert.
const std::map<std::string, std::string> kStaleKeys = {
    {"model.moe_a2a_overlap", "inert in recipes; EP overlap is overlap_moe_expert_parallel_comm (model or comm_overlap)"},
    {"model.moe_enable_deepep", "deprecated; use moe_token_dispatcher_type flex + moe_flex_dispatcher_backend deepep"},
    {"optimizer.offload_optimizer_states", "not a real option; use optimizer.optimizer_cpu_offload"},
};

struct Ctx {
    std::string origin;
    std::vector<std::string> warnings;
    // Unresolved ${...} placeholders in fields the import reads: "${TP} (model.tensor_model_parallel_size, line 16)".
    std::vector<std::string> placeholders;
    YAML::Mark firstPlaceholder;
};

Error errorAt(const Ctx& c, const YAML::Node& n, const std::string& key, const std::string& reason) {
    const auto mark = n.Mark();
    return Error{c.origin, mark.line >= 0 ? mark.line + 1 : 0, mark.column >= 0 ? mark.column + 1 : 0, key, reason};
}

std::string where(const YAML::Node& n) {
    const auto mark = n.Mark();
    return mark.line >= 0 ? "line " + std::to_string(mark.line + 1) + ": " : std::string();
}

bool isPlaceholder(const YAML::Node& n) { return n.IsScalar() && n.Scalar().find("${") != std::string::npos; }

// The node at section.key when it holds a usable value: absent/null -> undefined; placeholders are
// warned about and skipped.
YAML::Node value(Ctx& c, const YAML::Node& section, const std::string& sectionName, const std::string& key) {
    if (!section || !section.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
    YAML::Node n = section[key];
    if (!n || n.IsNull()) return YAML::Node(YAML::NodeType::Undefined);
    if (isPlaceholder(n)) {
        // A template (Bridge's model-zoo configs) is not a configuration: collect every placeholder
        // and fail once at the end, rather than plan with invented defaults.
        if (c.placeholders.empty()) c.firstPlaceholder = n.Mark();
        const auto mark = n.Mark();
        c.placeholders.push_back(n.Scalar() + " (" + sectionName + "." + key +
                                 (mark.line >= 0 ? ", line " + std::to_string(mark.line + 1) : std::string()) + ")");
        return YAML::Node(YAML::NodeType::Undefined);
    }
    return n;
}

// Assigns a recipe field from a YAML scalar or list through the registry.
Status assign(Ctx& c, Recipe& r, const YAML::Node& n, const std::string& key, const std::string& path) {
    std::string text;
    if (n.IsScalar()) {
        text = n.Scalar();
    } else if (n.IsSequence()) {
        for (const auto& item : n) {
            if (!item.IsScalar()) return errorAt(c, item, key, "expected a list of plain values");
            text += (text.empty() ? "" : ",") + item.Scalar();
        }
    } else {
        return errorAt(c, n, key, "expected a value, got a mapping");
    }
    auto s = applyFieldValue(r, path, text);
    if (!s) return errorAt(c, n, key, s.error().reason);
    return s;
}

std::optional<OptimizerDtype> torchDtype(const YAML::Node& n) {
    std::string t;
    if (n.IsMap() && n["_target_"] && n["_target_"].IsScalar()) t = n["_target_"].Scalar();
    else if (n.IsScalar()) t = n.Scalar();
    if (t.rfind("torch.", 0) == 0) t = t.substr(6);
    if (t == "float32" || t == "fp32") return OptimizerDtype::FP32;
    if (t == "float16" || t == "fp16" || t == "half") return OptimizerDtype::FP16;
    if (t == "bfloat16" || t == "bf16") return OptimizerDtype::BF16;
    if (t == "uint8" || t == "fp8" || t == "float8_e4m3fn") return OptimizerDtype::FP8;
    return std::nullopt;
}

// Catalog model whose name tokens ("qwen3", "30b", "a3b") all occur in `hint`; the most specific.
std::string modelFromHint(const std::string& hint, const Catalog& catalog) {
    const std::string h = toLower(hint);
    std::string best;
    size_t bestTokens = 0;
    for (const auto& name : catalog.modelNames()) {
        std::vector<std::string> tokens;
        std::string tok;
        for (char ch : toLower(name) + "-") {
            if (ch == '-' || ch == '_') {
                if (!tok.empty()) tokens.push_back(tok);
                tok.clear();
            } else {
                tok += ch;
            }
        }
        const bool all = std::all_of(tokens.begin(), tokens.end(), [&](const std::string& t) { return h.find(t) != std::string::npos; });
        if (all && tokens.size() > bestTokens) {
            best = name;
            bestTokens = tokens.size();
        }
    }
    return best;
}

std::optional<Precision> presetPrecision(std::string preset) {
    std::replace(preset.begin(), preset.end(), '-', '_');
    if (preset == "bf16_mixed" || preset == "fp16_mixed") return Precision::BF16;
    if (preset.find("fp8_delayed") != std::string::npos) return Precision::FP8Delayed;
    if (preset.find("fp8_current_scaling") != std::string::npos) return Precision::FP8Tensorwise;
    if (preset.find("fp8_subchannel") != std::string::npos) return Precision::FP8Blockwise;
    if (preset.find("mxfp8") != std::string::npos) return Precision::MXFP8;
    if (preset.find("nvfp4") != std::string::npos) return Precision::NVFP4;
    return std::nullopt;
}

}  // namespace

Result<Recipe> importBridgeYaml(const std::string& text, const ImportOptions& options) {
    Ctx c{options.origin.empty() ? "<bridge-yaml>" : options.origin, {}, {}, {}};
    const Catalog& catalog = options.catalog ? *options.catalog : builtinCatalog();
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        return Error{c.origin, e.mark.line >= 0 ? e.mark.line + 1 : 0, e.mark.column >= 0 ? e.mark.column + 1 : 0, {},
                     "not valid YAML: " + e.msg};
    }
    if (!root.IsMap()) return Error{c.origin, 0, 0, {}, "expected a Megatron-Bridge ConfigContainer mapping at the top level"};
    const ExportMetadata meta = parseMetadataComments(text, c.warnings);

    for (const auto& kv : root) {
        const std::string key = kv.first.Scalar();
        if (!bridgeSections().count(key)) {
            const std::string near = closestKey(key, bridgeSections());
            c.warnings.push_back(where(kv.first) + key + ": not a ConfigContainer section" +
                                 (near.empty() ? std::string() : " (did you mean " + near + "?)") + "; ignored");
        }
    }
    const YAML::Node model = root["model"];
    const YAML::Node mp = root["mixed_precision"];
    const YAML::Node co = root["comm_overlap"];
    for (const auto& [name, node] : {std::pair<std::string, YAML::Node>{"model", model}, {"train", root["train"]},
                                     {"optimizer", root["optimizer"]}, {"ddp", root["ddp"]}, {"dataset", root["dataset"]}}) {
        if (node && !node.IsNull() && !node.IsMap()) return errorAt(c, node, name, "expected a mapping");
        if (!node || !node.IsMap()) continue;
        const auto& known = bridgeSectionKeys().at(name);
        for (const auto& kv : node) {
            const std::string key = kv.first.Scalar();
            auto stale = kStaleKeys.find(name + "." + key);
            if (stale != kStaleKeys.end()) {
                c.warnings.push_back(where(kv.first) + stale->first + ": " + stale->second);
            } else if (!known.count(key)) {
                const std::string near = closestKey(key, known);
                c.warnings.push_back(where(kv.first) + name + "." + key + ": not a known " + name + " field" +
                                     (near.empty() ? "" : " (did you mean " + near + "?)") + "; ignored");
            }
        }
    }

    Recipe r;
    // Base model: the file's shape when given, else a catalog model (options, hf_model_id, file name).
    std::string base = options.model;
    if (base.empty() && model && model.IsMap() && model["hf_model_id"] && model["hf_model_id"].IsScalar())
        base = modelFromHint(model["hf_model_id"].Scalar(), catalog);
    if (base.empty() && meta.model) base = *meta.model;
    const bool hasShape = model && model.IsMap() && model["num_layers"] && !isPlaceholder(model["num_layers"]) &&
                          model["hidden_size"] && model["num_attention_heads"];
    if (base.empty()) {
        // The file name ("qwen3_moe_30b_a3b_...", "DeepSeek-V3.yaml") fills what the file leaves out.
        base = modelFromHint(c.origin, catalog);
        if (!base.empty())
            c.warnings.push_back(std::string(hasShape ? "model fields the file leaves out" : "the file does not give the model shape") +
                                 "; took catalog model " + base + " from the file name (pass --model)");
    }
    if (!base.empty()) {
        auto name = resolveModelName(catalog, base);
        if (!name) return Error{c.origin, 0, 0, "model", name.error().reason};
        base = *name;
        const ModelSpec* spec = catalog.findModel(base);
        if (!spec) return Error{c.origin, 0, 0, "model", "unknown catalog model '" + base + "'"};
        r.model = *spec;
    } else {
        r.model.name.clear();
        r.model.tied_embeddings = true;  // Bridge default (§3.4)
    }

    // Section.key -> recipe path, applied through the registry.
    struct Map {
        const char* section;
        const char* key;
        const char* path;
    };
    static const std::vector<Map> kMap = {
        {"model", "tensor_model_parallel_size", "layout.tp"},
        {"model", "pipeline_model_parallel_size", "layout.pp"},
        {"model", "context_parallel_size", "layout.cp"},
        {"model", "expert_model_parallel_size", "layout.ep"},
        {"model", "expert_tensor_parallel_size", "layout.etp"},
        {"model", "sequence_parallel", "layout.sequence_parallel"},
        {"model", "virtual_pipeline_model_parallel_size", "layout.vpp"},
        {"model", "num_layers_in_first_pipeline_stage", "layout.first_stage_layers"},
        {"model", "num_layers_in_last_pipeline_stage", "layout.last_stage_layers"},
        {"model", "account_for_embedding_in_pipeline_split", "layout.account_for_embedding_in_pipeline_split"},
        {"model", "account_for_loss_in_pipeline_split", "layout.account_for_loss_in_pipeline_split"},
        {"model", "microbatch_group_size_per_vp_stage", "layout.microbatch_group_size_per_vp_stage"},
        {"model", "hierarchical_context_parallel_sizes", "layout.hierarchical_cp_sizes"},
        {"model", "seq_length", "layout.seq_length"},
        {"dataset", "seq_length", "layout.seq_length"},
        {"dataset", "sequence_length", "layout.seq_length"},
        {"model", "num_layers", "model.num_layers"},
        {"model", "hidden_size", "model.hidden_size"},
        {"model", "ffn_hidden_size", "model.ffn_hidden_size"},
        {"model", "num_attention_heads", "model.num_attention_heads"},
        {"model", "num_query_groups", "model.num_query_groups"},
        {"model", "kv_channels", "model.kv_channels"},
        {"model", "kv_lora_rank", "model.mla.kv_lora_rank"},
        {"model", "qk_head_dim", "model.mla.qk_head_dim"},
        {"model", "qk_pos_emb_head_dim", "model.mla.qk_pos_emb_head_dim"},
        {"model", "v_head_dim", "model.mla.v_head_dim"},
        {"model", "gated_linear_unit", "model.gated_linear_unit"},
        {"model", "qk_layernorm", "model.qk_layernorm"},
        {"model", "attention_output_gate", "model.attention_output_gate"},
        {"model", "add_bias_linear", "model.add_bias_linear"},
        {"model", "rotary_percent", "model.rotary_percent"},
        {"model", "vocab_size", "model.vocab_size"},
        {"model", "make_vocab_size_divisible_by", "model.make_vocab_size_divisible_by"},
        {"model", "window_attn_skip_freq", "model.sliding_window.skip_freq"},
        {"model", "num_moe_experts", "model.moe.num_experts"},
        {"model", "moe_router_topk", "model.moe.top_k"},
        {"model", "moe_ffn_hidden_size", "model.moe.ffn_hidden_size"},
        {"model", "moe_shared_expert_intermediate_size", "model.moe.shared_expert_size"},
        {"model", "moe_shared_expert_gate", "model.moe.shared_expert_gate"},
        {"model", "moe_router_score_function", "model.moe.router.score_function"},
        {"model", "moe_router_num_groups", "model.moe.router.num_groups"},
        {"model", "moe_router_group_topk", "model.moe.router.group_topk"},
        {"model", "moe_router_topk_scaling_factor", "model.moe.router.topk_scaling_factor"},
        {"model", "moe_router_enable_expert_bias", "model.moe.router.expert_bias"},
        {"model", "moe_grouped_gemm", "options.routing.grouped_gemm"},
        {"model", "moe_permute_fusion", "options.routing.permute_fusion"},
        {"model", "moe_router_force_load_balancing", "options.routing.force_load_balancing"},
        {"model", "moe_pad_expert_input_to_capacity", "options.routing.pad_to_capacity"},
        {"model", "moe_expert_rank_capacity_factor", "options.routing.expert_rank_capacity_factor"},
        {"model", "recompute_method", "options.recompute.method"},
        {"model", "recompute_num_layers", "options.recompute.num_layers"},
        {"model", "recompute_modules", "options.recompute.modules"},
        {"model", "fine_grained_activation_offloading", "options.activation_cpu_offload"},
        {"model", "moe_shared_expert_overlap", "options.overlap.shared_expert_overlap"},
        {"model", "cuda_graph_impl", "options.cuda_graphs.impl"},
        {"train", "micro_batch_size", "layout.micro_batch_size"},
        {"train", "global_batch_size", "layout.global_batch_size"},
        {"train", "manual_gc", "options.manual_gc"},
        {"optimizer", "use_distributed_optimizer", "options.optimizer.distributed"},
        {"ddp", "use_distributed_optimizer", "options.optimizer.distributed"},
        {"ddp", "num_distributed_optimizer_instances", "options.optimizer.distributed_instances"},
        {"optimizer", "use_precision_aware_optimizer", "options.optimizer.precision_aware"},
        {"optimizer", "optimizer_cpu_offload", "options.optimizer.cpu_offload"},
        {"optimizer", "optimizer_offload_fraction", "options.optimizer.offload_fraction"},
        {"ddp", "check_for_nan_in_grad", "options.check_for_nan_in_grad"},
        {"dataset", "mock", "options.benchmark_only"},
        // Later rows win: comm_overlap overwrites ddp/optimizer/model (§8.3).
        {"ddp", "overlap_grad_reduce", "options.overlap.grad_reduce"},
        {"ddp", "overlap_param_gather", "options.overlap.param_gather"},
        {"optimizer", "overlap_param_gather_with_optimizer_step", "options.overlap.param_gather_with_optimizer_step"},
        {"model", "overlap_moe_expert_parallel_comm", "options.overlap.ep_a2a_overlap"},
        {"model", "delay_wgrad_compute", "options.overlap.delay_wgrad_compute"},
        {"model", "tp_comm_overlap", "options.overlap.tp_comm_overlap"},
        {"comm_overlap", "tp_comm_overlap", "options.overlap.tp_comm_overlap"},
        {"comm_overlap", "overlap_moe_expert_parallel_comm", "options.overlap.ep_a2a_overlap"},
        {"comm_overlap", "delay_wgrad_compute", "options.overlap.delay_wgrad_compute"},
        {"comm_overlap", "overlap_grad_reduce", "options.overlap.grad_reduce"},
        {"comm_overlap", "overlap_param_gather", "options.overlap.param_gather"},
        {"comm_overlap", "overlap_param_gather_with_optimizer_step", "options.overlap.param_gather_with_optimizer_step"},
    };
    for (const auto& m : kMap) {
        YAML::Node n = value(c, root[m.section], m.section, m.key);
        if (!n) continue;
        const std::string key = std::string(m.section) + "." + m.key;
        if (std::string(m.key) == "virtual_pipeline_model_parallel_size" && n.IsScalar() && n.Scalar() == "1") continue;
        if (auto s = assign(c, r, n, key, m.path); !s) return s.error();
    }

    // Typed specials.
    ModelSpec& ms = r.model;
    if (auto n = value(c, model, "model", "multi_latent_attention"); n && n.IsScalar())
        ms.attention = (n.Scalar() == "true" || n.Scalar() == "True") ? AttentionKind::MLA : AttentionKind::GQA;
    if (model && model.IsMap() && model["q_lora_rank"] && !isPlaceholder(model["q_lora_rank"])) {
        if (model["q_lora_rank"].IsNull()) ms.mla.q_lora_rank.reset();
        else if (auto s = assign(c, r, model["q_lora_rank"], "model.q_lora_rank", "model.mla.q_lora_rank"); !s) return s.error();
    }
    if (auto n = value(c, model, "model", "normalization"); n) {
        const std::string v = n.IsScalar() ? n.Scalar() : "";
        if (v == "RMSNorm") ms.norm = NormKind::RMSNorm;
        else if (v == "LayerNorm") ms.norm = NormKind::LayerNorm;
        else return errorAt(c, n, "model.normalization", "expected RMSNorm or LayerNorm");
    }
    if (auto n = value(c, model, "model", "share_embeddings_and_output_weights"); n)
        if (auto s = assign(c, r, n, "model.share_embeddings_and_output_weights", "model.tied_embeddings"); !s) return s.error();
    if (auto n = value(c, model, "model", "mtp_num_layers"); n) {
        if (auto s = assign(c, r, n, "model.mtp_num_layers", "model.mtp_layers"); !s) return s.error();
    } else if (model && model.IsMap() && model["mtp_num_layers"] && model["mtp_num_layers"].IsNull()) {
        ms.mtp_layers = 0;
    }
    if (model && model.IsMap() && model["num_moe_experts"] && model["num_moe_experts"].IsNull()) ms.moe.num_experts = 0;
    if (auto n = value(c, model, "model", "moe_shared_expert_intermediate_size"); !n && model && model.IsMap() &&
                                                                                   model["moe_shared_expert_intermediate_size"] &&
                                                                                   model["moe_shared_expert_intermediate_size"].IsNull())
        ms.moe.shared_expert_size = 0;
    if (auto n = value(c, model, "model", "moe_layer_freq"); n) {
        if (n.IsScalar() && n.Scalar() == "1") ms.moe.layer_pattern.clear();
        else if (n.IsSequence()) {
            // The registry reads the list form in brackets: "[0,0,1,...]".
            std::string list;
            for (const auto& item : n) list += (list.empty() ? "" : ",") + (item.IsScalar() ? item.Scalar() : std::string("?"));
            auto s = applyFieldValue(r, "model.moe.layer_pattern", "[" + list + "]");
            if (!s) return errorAt(c, n, "model.moe_layer_freq", s.error().reason);
        } else if (auto s = assign(c, r, n, "model.moe_layer_freq", "model.moe.layer_pattern"); !s) return s.error();
    }
    if (model && model.IsMap()) {
        YAML::Node variant = value(c, model, "model", "experimental_attention_variant");
        YAML::Node freq = value(c, model, "model", "linear_attention_freq");
        if (variant && variant.IsScalar() && variant.Scalar() != "gated_delta_net")
            return errorAt(c, variant, "model.experimental_attention_variant", "only gated_delta_net is modelled");
        if (freq) {
            if (auto s = assign(c, r, freq, "model.linear_attention_freq", "model.linear_attention.freq"); !s) return s.error();
            static const std::vector<std::pair<const char*, const char*>> kLinear = {
                {"linear_num_key_heads", "model.linear_attention.num_key_heads"},
                {"linear_key_head_dim", "model.linear_attention.key_head_dim"},
                {"linear_num_value_heads", "model.linear_attention.num_value_heads"},
                {"linear_value_head_dim", "model.linear_attention.value_head_dim"},
                {"linear_conv_kernel_dim", "model.linear_attention.conv_kernel_dim"}};
            for (const auto& [k, path] : kLinear)
                if (auto n = value(c, model, "model", k); n)
                    if (auto s = assign(c, r, n, std::string("model.") + k, path); !s) return s.error();
        } else if (model["linear_attention_freq"] && model["linear_attention_freq"].IsNull()) {
            ms.linear_attention.reset();
        }
        YAML::Node window = value(c, model, "model", "window_size");
        if (window) {
            if (!window.IsSequence() || window.size() != 2 || !window[0].IsScalar())
                return errorAt(c, window, "model.window_size", "expected [left, right]");
            try {
                ms.sliding_window.window = window[0].as<int64_t>() + 1;
            } catch (const std::exception&) {
                return errorAt(c, window, "model.window_size", "expected integers");
            }
        } else if (model["window_size"] && model["window_size"].IsNull()) {
            ms.sliding_window = {};
        }
    }

    // Pipeline layout: a string, or Bridge's lists of lists.
    if (auto n = value(c, model, "model", "pipeline_model_parallel_layout"); n) {
        std::string layoutText;
        if (n.IsScalar()) {
            layoutText = n.Scalar();
        } else if (n.IsSequence()) {
            std::vector<std::vector<std::string>> stages;
            for (const auto& stage : n) {
                if (!stage.IsSequence()) return errorAt(c, stage, "model.pipeline_model_parallel_layout", "expected a list of lists");
                std::vector<std::string> items;
                for (const auto& item : stage) {
                    const std::string s = item.IsScalar() ? item.Scalar() : "";
                    if (s != "embedding" && s != "decoder" && s != "mtp" && s != "loss")
                        return errorAt(c, item, "model.pipeline_model_parallel_layout", "unknown layer kind '" + s + "' (expected embedding, decoder, mtp or loss)");
                    items.push_back(s);
                }
                stages.push_back(std::move(items));
            }
            layoutText = layoutStringFromStages(stages);
        } else {
            return errorAt(c, n, "model.pipeline_model_parallel_layout", "expected a string or a list of lists");
        }
        r.layout.pipeline_layout = layoutText;
    }
    if (auto n = value(c, model, "model", "cp_comm_type"); n) {
        if (n.IsSequence()) return errorAt(c, n, "model.cp_comm_type", "per-layer CP communication types are not modelled");
        if (auto s = assign(c, r, n, "model.cp_comm_type", "layout.cp_comm_type"); !s) return s.error();
    }
    if (auto n = value(c, root["dist"], "dist", "use_tp_pp_dp_mapping"); n && n.IsScalar())
        r.layout.rank_order = (n.Scalar() == "true" || n.Scalar() == "True") ? RankOrder::TpCpEpPpDp : RankOrder::TpCpEpDpPp;

    // Recompute granularity (null = none).
    if (model && model.IsMap() && model["recompute_granularity"]) {
        YAML::Node n = model["recompute_granularity"];
        if (n.IsNull()) r.options.recompute.granularity = RecomputeGranularity::None;
        else if (!isPlaceholder(n))
            if (auto s = assign(c, r, n, "model.recompute_granularity", "options.recompute.granularity"); !s) return s.error();
        if (r.options.recompute.granularity != RecomputeGranularity::Selective) r.options.recompute.modules.clear();
        if (model["recompute_method"] && model["recompute_method"].IsNull()) r.options.recompute.method = RecomputeMethod::None;
        if (r.options.recompute.granularity != RecomputeGranularity::Full) r.options.recompute.num_layers = 0;
    }
    // Router dtype (null = off), dispatcher, capacity factor (null = dropless).
    if (model && model.IsMap() && model["moe_router_dtype"]) {
        YAML::Node n = model["moe_router_dtype"];
        r.options.routing.router_dtype_fp32 = n.IsScalar() && n.Scalar() == "fp32";
    }
    if (model && model.IsMap() && model["moe_expert_capacity_factor"]) {
        YAML::Node n = model["moe_expert_capacity_factor"];
        if (n.IsNull()) r.options.routing.capacity_factor.reset();
        else if (!isPlaceholder(n))
            if (auto s = assign(c, r, n, "model.moe_expert_capacity_factor", "options.routing.capacity_factor"); !s) return s.error();
    }
    if (auto n = value(c, model, "model", "moe_token_dispatcher_type"); n) {
        const std::string t = n.IsScalar() ? n.Scalar() : "";
        std::string backend = "deepep";
        if (auto b = value(c, model, "model", "moe_flex_dispatcher_backend"); b && b.IsScalar()) backend = b.Scalar();
        if (t == "allgather") r.options.dispatcher = Dispatcher::AllGather;
        else if (t == "alltoall") r.options.dispatcher = Dispatcher::AllToAll;
        else if (t == "flex") {
            if (backend == "deepep") r.options.dispatcher = Dispatcher::FlexDeepEP;
            else if (backend == "hybridep") r.options.dispatcher = Dispatcher::FlexHybridEP;
            else if (backend == "ncclep") r.options.dispatcher = Dispatcher::FlexNcclEP;
            else return errorAt(c, model["moe_flex_dispatcher_backend"], "model.moe_flex_dispatcher_backend", "expected deepep, hybridep or ncclep");
        } else {
            return errorAt(c, n, "model.moe_token_dispatcher_type", "expected allgather, alltoall or flex");
        }
    }
    if (auto n = value(c, model, "model", "moe_enable_deepep"); n && n.IsScalar() && (n.Scalar() == "true" || n.Scalar() == "True"))
        r.options.dispatcher = Dispatcher::FlexDeepEP;
    // CUDA graph scope: a list of modules, "full" (whole layer) or full_iteration (<= 0.17 spelling);
    // from Megatron-Core 0.18 the list is cuda_graph_modules (read last, so it wins).
    for (const char* graphKey : {"cuda_graph_scope", "cuda_graph_modules"})
    if (auto n = value(c, model, "model", graphKey); n) {
        std::vector<std::string> items;
        if (n.IsScalar()) items.push_back(n.Scalar());
        else if (n.IsSequence())
            for (const auto& i : n) items.push_back(i.IsScalar() ? i.Scalar() : "");
        std::vector<CudaGraphScope> scopes;
        for (const auto& s : items) {
            if (s == "full" || s.empty()) continue;
            if (s == "full_iteration") {
                r.options.cuda_graphs.impl = CudaGraphImpl::FullIteration;
                continue;
            }
            auto sc = cudaGraphScopeFromString(s);
            if (!sc) return errorAt(c, n, std::string("model.") + graphKey, "unknown scope '" + s + "' (expected any of: " + cudaGraphScopeChoices() + ")");
            scopes.push_back(*sc);
        }
        r.options.cuda_graphs.scopes = scopes;
    }

    // Precision: mixed_precision (preset name or fields) wins over the model's own fields.
    auto precisionFrom = [&](const YAML::Node& sec, const std::string& name) -> Status {
        std::string fp8;
        std::string fp8Recipe = "delayed";
        std::string fp4;
        if (auto n = value(c, sec, name, "fp8"); n && n.IsScalar()) fp8 = n.Scalar();
        if (auto n = value(c, sec, name, "fp8_recipe"); n && n.IsScalar()) fp8Recipe = n.Scalar();
        if (auto n = value(c, sec, name, "fp4"); n && n.IsScalar()) fp4 = n.Scalar();
        if (!fp8.empty() && !fp4.empty()) return errorAt(c, sec, name, "fp8 and fp4 cannot both be set");
        if (!fp4.empty()) r.options.precision = Precision::NVFP4;
        else if (fp8.empty()) r.options.precision = Precision::BF16;
        else if (fp8Recipe == "tensorwise") r.options.precision = Precision::FP8Tensorwise;
        else if (fp8Recipe == "delayed") r.options.precision = Precision::FP8Delayed;
        else if (fp8Recipe == "blockwise") r.options.precision = Precision::FP8Blockwise;
        else if (fp8Recipe == "mxfp8") r.options.precision = Precision::MXFP8;
        else return errorAt(c, sec[std::string("fp8_recipe")], name + ".fp8_recipe", "unknown FP8 recipe '" + fp8Recipe + "'");
        const bool fp8Gather = value(c, sec, name, "fp8_param_gather") && sec["fp8_param_gather"].Scalar() == "true";
        const bool fp4Gather = value(c, sec, name, "fp4_param") && sec["fp4_param"].Scalar() == "true";
        r.options.fp8_param_gather = r.options.precision == Precision::NVFP4 ? fp4Gather : (r.options.isFp8() && fp8Gather);
        return okStatus();
    };
    if (mp && mp.IsScalar() && !mp.IsNull()) {
        auto p = presetPrecision(mp.Scalar());
        if (!p) c.warnings.push_back(where(mp) + "mixed_precision: unknown preset '" + mp.Scalar() + "'; precision left at bf16");
        else {
            r.options.precision = *p;
            // The FP8 presets gather parameters in FP8 except the subchannel (blockwise) one
            // (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/mixed_precision.py).
            r.options.fp8_param_gather = r.options.isFp8() && *p != Precision::FP8Blockwise;
        }
    } else if (mp && mp.IsMap()) {
        for (const auto& kv : mp)
            if (!bridgeMixedPrecisionKeys().count(kv.first.Scalar()))
                c.warnings.push_back(where(kv.first) + "mixed_precision." + kv.first.Scalar() + ": not a MixedPrecisionConfig field" +
                                     (closestKey(kv.first.Scalar(), bridgeMixedPrecisionKeys()).empty()
                                          ? std::string(" (stale key; use a preset name such as bf16_mixed or the bf16/fp8/fp8_recipe fields)")
                                          : " (did you mean " + closestKey(kv.first.Scalar(), bridgeMixedPrecisionKeys()) + "?)") +
                                     "; ignored");
        const bool hasPrecisionField = mp["fp8"] || mp["fp4"] || mp["bf16"] || mp["fp8_recipe"];
        if (hasPrecisionField) {
            if (auto s = precisionFrom(mp, "mixed_precision"); !s) return s.error();
        }
    } else if (model && model.IsMap() && (model["fp8"] || model["fp4"])) {
        if (auto s = precisionFrom(model, "model"); !s) return s.error();
    }
    if (co && co.IsMap())
        for (const auto& kv : co)
            if (!bridgeCommOverlapKeys().count(kv.first.Scalar()))
                c.warnings.push_back(where(kv.first) + "comm_overlap." + kv.first.Scalar() + ": not a CommOverlapConfig field" +
                                     (closestKey(kv.first.Scalar(), bridgeCommOverlapKeys()).empty()
                                          ? std::string()
                                          : " (did you mean " + closestKey(kv.first.Scalar(), bridgeCommOverlapKeys()) + "?)") +
                                     "; ignored");

    // Optimizer dtypes.
    for (const auto& [key, member] : {std::pair<const char*, OptimizerDtype OptimizerOptions::*>{"main_grads_dtype", &OptimizerOptions::main_grads_dtype},
                                      {"exp_avg_dtype", &OptimizerOptions::exp_avg_dtype},
                                      {"exp_avg_sq_dtype", &OptimizerOptions::exp_avg_sq_dtype}}) {
        if (auto n = value(c, root["optimizer"], "optimizer", key); n) {
            auto d = torchDtype(n);
            if (!d) return errorAt(c, n, std::string("optimizer.") + key, "unknown dtype");
            r.options.optimizer.*member = *d;
        }
    }

    // Environment.
    for (const char* envKey : {"env_vars", "ENV_VARS"}) {
        const YAML::Node env = root[envKey];
        if (!env || env.IsNull()) continue;
        if (!env.IsMap()) return errorAt(c, env, envKey, "expected a mapping of variable names to values");
        for (const auto& kv : env) {
            const std::string name = kv.first.Scalar();
            if (name == "CUDA_DEVICE_MAX_CONNECTIONS") {
                if (auto s = assign(c, r, kv.second, std::string(envKey) + "." + name, "options.cuda_device_max_connections"); !s) return s.error();
            } else if (!isDerivedEnvironmentVariable(name)) {
                c.warnings.push_back(where(kv.first) + std::string(envKey) + "." + name + ": not part of a recipe; not imported");
            }
        }
    }

    if (!c.placeholders.empty()) {
        std::string list;
        for (const auto& p : c.placeholders) list += (list.empty() ? "" : ", ") + p;
        const auto& m = c.firstPlaceholder;
        return Error{c.origin, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0, {},
                     "this is a template: unresolved placeholder" + std::string(c.placeholders.size() == 1 ? " " : "s ") +
                         list + "; substitute the values (e.g. with envsubst) before importing"};
    }
    // Bridge's CommOverlapConfig turns TP comm overlap off at TP < 2 or without sequence parallelism,
    // with a warning (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/comm_overlap.py); the
    // recipe records what ran.
    if (r.options.overlap.tp_comm_overlap && (r.layout.tp < 2 || !r.layout.sequence_parallel)) {
        r.options.overlap.tp_comm_overlap = false;
        c.warnings.push_back(std::string("tp_comm_overlap: Bridge disables TP comm overlap ") +
                             (r.layout.tp < 2 ? "at TP " + std::to_string(r.layout.tp) : std::string("without sequence parallelism")) +
                             "; imported as off");
    }

    // Shape check after everything is applied.
    std::vector<std::string> missing;
    if (ms.num_layers <= 0) missing.emplace_back("model.num_layers");
    if (ms.hidden_size <= 0) missing.emplace_back("model.hidden_size");
    if (ms.num_attention_heads <= 0) missing.emplace_back("model.num_attention_heads");
    if (ms.vocab_size <= 0) missing.emplace_back("model.vocab_size");
    if (!missing.empty()) {
        std::string list;
        for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
        return Error{c.origin, 0, 0, "model", "the model shape is incomplete (missing " + list + ") and no catalog model was named (pass --model)"};
    }
    if (ms.num_query_groups <= 0) ms.num_query_groups = ms.num_attention_heads;
    if (ms.kv_channels <= 0) ms.kv_channels = ms.hidden_size / ms.num_attention_heads;
    if (!r.layout.pipeline_layout.empty() && r.layout.vpp == 1) {
        // VPP follows from the layout when the file leaves it null: stages / PP.
        if (auto parsed = parsePipelineLayout(r.layout.pipeline_layout); parsed && r.layout.pp > 0) {
            const int stages = static_cast<int>(parsed->stages.size());
            if (stages % r.layout.pp == 0) r.layout.vpp = std::max(1, stages / r.layout.pp);
        }
    }
    // Bridge has no max_position_embeddings: positions follow seq_length.
    const int64_t maxPos = ms.max_position_embeddings;
    ms.max_position_embeddings = 0;
    if (meta.benchmark_only) r.options.benchmark_only = true;
    if (meta.derived_cuda_device_max_connections) r.options.cuda_device_max_connections.reset();
    if (auto s = finishImportedRecipe(r, meta, options, 0, "imported-bridge", c.warnings); !s) return s.error();
    if (model && model.IsMap() && model["pipeline_model_parallel_layout"] && model["pipeline_model_parallel_layout"].IsNull())
        if (auto inferred = bridgeInferredPipelineLayout(r)) {
            r.layout.pipeline_layout = *inferred;
            c.warnings.push_back("pipeline_model_parallel_layout is null: Bridge's DeepSeek-V3 recipe infers " + *inferred +
                                 " for PP " + std::to_string(r.layout.pp) + ", VPP " + std::to_string(r.layout.vpp) + "; imported so");
        }
    const int64_t catalogMax = r.model.max_position_embeddings > 0 ? r.model.max_position_embeddings : maxPos;
    // Our own exports carry the value in a metadata comment; otherwise the catalog's when it
    // covers the sequence, else the sequence length (what Bridge uses).
    if (meta.max_position_embeddings) r.model.max_position_embeddings = *meta.max_position_embeddings;
    else r.model.max_position_embeddings = catalogMax >= r.layout.seq_length ? catalogMax : r.layout.seq_length;
    Result<Recipe> out(std::move(r));
    out.warnings = std::move(c.warnings);
    return out;
}

}  // namespace moe
