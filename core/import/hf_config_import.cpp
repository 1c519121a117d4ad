#include "core/import/hf_config_import.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "core/common/json_error.h"
#include "core/import/hf_config_fields.h"
#include "core/import/hf_config_reader.h"
#include "core/rules/validator.h"

namespace moe {

namespace {

std::string openLayoutWords(const Layout& l) {
    std::string s = "TP " + std::to_string(l.tp) + ", CP " + std::to_string(l.cp) + ", PP " + std::to_string(l.pp);
    if (l.vpp > 1) s += ", VPP " + std::to_string(l.vpp);
    s += ", EP " + std::to_string(l.ep) + ", ETP " + std::to_string(l.etpOrTp()) + ", MBS " +
         std::to_string(l.micro_batch_size) + ", GBS " + std::to_string(l.global_batch_size);
    return s;
}

// Why `imported` cannot run with the open recipe's layout (its first hard-rule error), or nothing.
std::optional<Message> openLayoutRefusal(const Recipe& imported, const Layout& open) {
    Recipe kept = imported;
    kept.layout = open;
    for (const Diagnostic& d : validateRecipe(kept, ValidationScope::HardRules)) {
        if (d.severity != Severity::Error) continue;
        return message("import",
                       MOE_TR("import",
                              "the open recipe's layout (%1) cannot run the imported model: %2; the starting point "
                              "above is used instead"),
                       textArg(openLayoutWords(open)),
                       d.message_text.id.empty() ? textArg(d.message) : messageArg(d.message_text));
    }
    return std::nullopt;
}

}  // namespace

using hf::Reader;
using nlohmann::json;

Result<ModelSpec> importHfConfig(const std::string& jsonText, const std::string& origin, const Catalog& catalog) {
    json j;
    try {
        j = json::parse(jsonText);
    } catch (const json::exception& e) {  // also out_of_range for numbers like 2e62144 (found by fuzzing)
        return jsonParseError(jsonText, origin, e);
    }
    if (!j.is_object())
        return Error{
            origin,
            0,
            0,
            {},
            message("file_errors", MOE_TR("file_errors", "expected a JSON object (a Hugging Face config.json)"))};
    Reader rd{j, jsonText, origin, {}, {}, {}, {}, {}, {}};
    std::string type = rd.string("model_type");
    std::string arch;
    if (auto a = j.find("architectures"); a != j.end() && a->is_array() && !a->empty() && (*a)[0].is_string()) arch = (*a)[0];
    static const std::vector<std::string> kKnown = {"deepseek_v3", "deepseek_v2", "qwen3_moe", "qwen3_next",
                                                    "mixtral",     "gpt_oss",     "kimi_k2",   "olmoe",
                                                    "phimoe",      "glm4_moe"};
    const bool known = std::find(kKnown.begin(), kKnown.end(), type) != kKnown.end();

    ModelSpec m;
    m.hidden_size = rd.integer({"hidden_size"}, 0, true);
    m.num_layers = static_cast<int>(rd.integer({"num_hidden_layers", "num_layers"}, 0, true));
    m.num_attention_heads = static_cast<int>(rd.integer({"num_attention_heads"}, 0, true));
    m.vocab_size = rd.integer({"vocab_size"}, 0, true);
    m.ffn_hidden_size = rd.integer({"intermediate_size"}, 0, !known);
    m.max_position_embeddings = rd.integer({"max_position_embeddings"}, 0);
    m.tied_embeddings = rd.boolean("tie_word_embeddings", false);
    m.norm = NormKind::RMSNorm;
    hf::readPositions(rd, m);
    hf::readActivationAndNorm(rd, m, type);
    const int64_t heads = std::max<int64_t>(1, m.num_attention_heads);
    m.num_query_groups = static_cast<int>(rd.integer({"num_key_value_heads"}, m.num_attention_heads));
    // Qwen3: head_dim 128 != h/n; absent -> h/n.
    m.kv_channels = rd.integer({"head_dim"}, m.hidden_size / heads);

    // MoE keys and aliases.
    // Every supported family is MoE: expert count and top-k are required (a Mixtral config without
    // num_local_experts is not a dense model, and HF's top-k default differs per family).
    m.moe.num_experts = static_cast<int>(rd.integer({"num_experts", "num_local_experts", "n_routed_experts"}, 0, true));
    m.moe.top_k = static_cast<int>(rd.integer({"num_experts_per_tok", "experts_per_token"}, 0, true));
    // Mixtral and GPT-OSS experts use the dense size (their configs have no moe_intermediate_size);
    // elsewhere a missing expert size is a guess, said as such.
    m.moe.ffn_hidden_size = rd.integer({"moe_intermediate_size"}, m.ffn_hidden_size);
    if (!rd.has({"moe_intermediate_size"}) && type != "mixtral" && type != "gpt_oss" && m.moe.num_experts > 0)
        rd.warnings.warn(message("import", MOE_TR("import", "no %1: experts take %2 %3"),
                                 codeArg("moe_intermediate_size"), codeArg("intermediate_size"),
                                 integerArg(m.ffn_hidden_size)));
    if (rd.has({"shared_expert_intermediate_size"})) {
        m.moe.shared_expert_size = rd.integer({"shared_expert_intermediate_size"}, 0);
        rd.find({"n_shared_experts"});
    } else {
        // n_shared_experts is a count: the size is count x moe_intermediate_size.
        m.moe.shared_expert_size = rd.integer({"n_shared_experts"}, 0) * m.moe.ffn_hidden_size;
    }
    const std::string scoring = rd.string("scoring_func");
    m.moe.router.score_function = scoring.empty() ? "softmax" : scoring;
    m.moe.router.num_groups = static_cast<int>(rd.integer({"n_group"}, 0));
    m.moe.router.group_topk = static_cast<int>(rd.integer({"topk_group"}, 0));
    if (m.moe.router.num_groups <= 1) m.moe.router.num_groups = m.moe.router.group_topk = 0;
    m.moe.router.topk_scaling_factor = rd.number({"routed_scaling_factor"}, 1.0);
    const std::string topkMethod = rd.string("topk_method");
    m.moe.router.expert_bias = topkMethod == "noaux_tc";
    // DeepSeek-V2 ranks the groups by their best expert; Megatron-Core's group-limited routing
    // (moe_utils.group_limited_topk) by the sum of each group's top topk/group_topk experts, as
    // DeepSeek-V3 does: the same keys route differently (review 29: dropped without a word).
    if (topkMethod == "group_limited_greedy" && m.moe.router.num_groups > 1)
        m.not_carried.push_back(
            "topk_method=group_limited_greedy (groups ranked by their best expert; Megatron-Core ranks them by the "
            "sum of their top topk/group_topk experts)");
    if (type == "glm4_moe" && scoring.empty()) {
        // GLM-4.5's router is sigmoid with a score-correction bias, with no key saying so
        // (transformers' Glm4MoeTopkRouter).
        m.moe.router.score_function = "sigmoid";
        m.moe.router.expert_bias = true;
    }
    rd.find({"moe_layer_freq"});  // DeepSeek's HF moe_layer_freq is not what its layers do (domain 3.4)
    hf::readRouterTraining(rd, m, type);
    m.mtp_layers = static_cast<int>(rd.integer({"num_nextn_predict_layers", "mtp_num_hidden_layers"}, 0));

    // MoE layer pattern. DeepSeek: first_k_dense_replace dense layers (HF moe_layer_freq ignored).
    // Qwen: MoE iff i not in mlp_only_layers and (i+1) % decoder_sparse_step == 0.
    if (m.moe.num_experts > 0 && m.num_layers > 0) {
        std::vector<bool> pattern(static_cast<size_t>(m.num_layers), true);
        const int64_t firstDense = rd.integer({"first_k_dense_replace"}, 0);
        const int64_t step = std::max<int64_t>(1, rd.integer({"decoder_sparse_step"}, 1));
        std::vector<int64_t> mlpOnly;
        if (auto it = j.find("mlp_only_layers"); rd.find({"mlp_only_layers"}) && it != j.end() && !it->is_null()) {
            if (!it->is_array()) rd.fail("mlp_only_layers", "expected a list of layer indices, got " + it->dump());
            else
                for (const auto& v : *it) {
                    if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() >= m.num_layers) {
                        rd.fail("mlp_only_layers", "expected layer indices 0.." + std::to_string(m.num_layers - 1) + ", got " + v.dump());
                        break;
                    }
                    mlpOnly.push_back(v.get<int64_t>());
                }
        }
        for (int i = 0; i < m.num_layers; ++i) {
            bool moeLayer = i >= firstDense && (i + 1) % step == 0;
            if (std::find(mlpOnly.begin(), mlpOnly.end(), i) != mlpOnly.end()) moeLayer = false;
            pattern[static_cast<size_t>(i)] = moeLayer;
        }
        if (!std::all_of(pattern.begin(), pattern.end(), [](bool b) { return b; })) m.moe.layer_pattern = pattern;
    }

    if (type == "deepseek_v3" || type == "deepseek_v2" || type == "kimi_k2" || rd.has({"kv_lora_rank"})) {
        m.attention = AttentionKind::MLA;
        if (rd.has({"q_lora_rank"}))
            m.mla.q_lora_rank = rd.integer({"q_lora_rank"}, 0);
        else
            rd.find({"q_lora_rank"});
        m.mla.kv_lora_rank = rd.integer({"kv_lora_rank"}, 512, true);
        m.mla.qk_head_dim = rd.integer({"qk_nope_head_dim"}, 128, true);
        m.mla.qk_pos_emb_head_dim = rd.integer({"qk_rope_head_dim"}, 64, true);
        m.mla.v_head_dim = rd.integer({"v_head_dim"}, 128, true);
        // MLA ignores kv heads; Megatron's kv_channels is the non-RoPE part (newer HF writes 64).
        m.num_query_groups = m.num_attention_heads;
        m.kv_channels = m.mla.qk_head_dim;
        m.qk_layernorm = true;  // q/kv latent norms
    }
    // Per-head query/key norms: Qwen3 always; GLM-4.5 when use_qk_norm. OLMoE normalises the whole
    // projection, which Megatron's per-head qk_layernorm does not reproduce exactly (said below).
    if (rd.boolean("use_qk_norm", false) || rd.boolean("qk_layernorm", false)) m.qk_layernorm = true;
    if (type == "olmoe") {
        m.qk_layernorm = true;
        m.not_carried.push_back("q_norm/k_norm over all heads (OLMoE): Megatron's qk_layernorm normalises each head");
    }
    if (type == "phimoe") {
        // transformers' PhimoeSparseMoeBlock routes with SparseMixer (no config key says so) and its
        // attention_bias also biases the output projection: neither has a Megatron field.
        m.not_carried.push_back("router SparseMixer (PhiMoE's routing; exported as softmax top-k)");
        if (rd.has({"attention_bias"}) && rd.j.at("attention_bias").is_boolean() && rd.j.at("attention_bias").get<bool>())
            m.not_carried.push_back("attention_bias on o_proj (PhiMoE; add_qkv_bias covers q, k and v)");
    }
    if (type == "gpt_oss") {
        m.add_bias_linear = rd.boolean("attention_bias", true);
    } else if (rd.boolean("attention_bias", false)) {
        m.add_qkv_bias = true;
    }
    if (type.rfind("qwen3", 0) == 0) {
        m.qk_layernorm = true;
        m.moe.shared_expert_gate = m.moe.shared_expert_size > 0;  // Qwen shared experts are gated
    }
    // Qwen2-MoE (Qwen1.5-MoE): transformers' Qwen2MoeSparseMoeBlock scales its shared expert by a
    // sigmoid gate, and Qwen2's attention biases q, k and v; no config key says either (review 40:
    // the gate was lost on the way to both exports).
    if (type == "qwen2_moe") {
        m.moe.shared_expert_gate = m.moe.shared_expert_size > 0;
        m.add_qkv_bias = true;
    }
    if (type == "qwen3_next" || rd.has({"linear_num_value_heads"})) {
        LinearAttentionSpec la;
        la.linear_attention_freq = static_cast<int>(rd.integer({"full_attention_interval"}, 4));
        la.num_key_heads = rd.integer({"linear_num_key_heads"}, 16, true);
        la.key_head_dim = rd.integer({"linear_key_head_dim"}, 128, true);
        la.num_value_heads = rd.integer({"linear_num_value_heads"}, 32, true);
        la.value_head_dim = rd.integer({"linear_value_head_dim"}, 128, true);
        la.conv_kernel_dim = rd.integer({"linear_conv_kernel_dim"}, 4);
        m.linear_attention = la;
        m.attention_output_gate = true;
        m.zero_centered_gamma = true;  // Qwen3-Next's RMSNorm scales by (1 + weight)
        // Bridge's Qwen3-Next provider balances over the global batch (global_aux_loss).
        if (m.moe.router.load_balancing_type == "aux_loss") m.moe.router.load_balancing_type = "global_aux_loss";
        // Qwen3-Next checkpoints ship one MTP layer that config.json does not declare (Megatron's
        // Qwen3-Next mapping and the catalog both use mtp_num_layers 1).
        if (!rd.has({"num_nextn_predict_layers", "mtp_num_hidden_layers"})) m.mtp_layers = 1;
    }
    hf::readSlidingWindow(rd, m, type);
    if (type == "gpt_oss") {
        // HF's gpt_oss config has no key for it, but every GPT-OSS attention layer carries per-head
        // `sinks` (a learned logit added to each softmax row): Megatron's softmax_type learnable,
        // as Megatron-Bridge's GPT-OSS provider sets it.
        m.softmax = SoftmaxKind::Learnable;
    }
    hf::nameKeysNotCarried(rd, m);
    if (rd.error) return *rd.error;
    if (!rd.missing.empty()) {
        std::string list;
        for (const auto& k : rd.missing) list += (list.empty() ? "" : ", ") + k;
        return Error{origin,
                     0,
                     0,
                     {},
                     message("file_errors",
                             MOE_TR("file_errors",
                                    "cannot import architecture '%1' (model_type '%2'; supported: %3): missing %4"),
                             codeArg(arch.empty() ? type : arch), codeArg(type),
                             codeArg("deepseek_v3, deepseek_v2, kimi_k2, qwen3_moe, qwen3_next, mixtral, gpt_oss, "
                                     "olmoe, phimoe, glm4_moe"),
                             codeArg(list))};
    }
    if (!m.not_carried.empty()) {
        std::string list;
        for (const auto& k : m.not_carried) list += (list.empty() ? "" : "; ") + k;
        rd.warnings.warn(message("import",
                                 MOE_TR("import",
                                        "not carried into the recipe or its exports (set them in the job by hand "
                                        "if it needs them): %1"),
                                 codeArg(list)));
    }
    // Two training coefficients no config.json carries: the expert-bias update rate of a router
    // with expert bias, and the MTP loss weight of a model with MTP layers. They take Megatron's
    // defaults like any unstated field, and are named with them (review: written without a word).
    if (m.moe.router.expert_bias) rd.unset.insert("model.moe.router.bias_update_rate");
    if (m.mtp_layers > 0) rd.unset.insert("model.mtp_loss_scaling_factor");
    // A catalog model comes back as the catalog's spec (its vocabulary divisor and name), the
    // catalog filling what the file does not state.
    std::set<std::string> catalogFills = rd.unset;
    catalogFills.insert(rd.deferred.begin(), rd.deferred.end());
    if (std::string ref = matchCatalogModel(m, catalog, catalogFills); !ref.empty()) {
        ModelSpec cat = *catalog.findModel(ref);
        if (m.max_position_embeddings > 0) cat.max_position_embeddings = m.max_position_embeddings;
        cat.not_carried = m.not_carried;
        Result<ModelSpec> out(std::move(cat));
        out.takeWarnings(std::move(rd.warnings));
        return out;
    }
    m.name = hf::modelNameFor(rd, origin, type);
    // What the file leaves unstated takes Megatron's defaults; name them, since a catalog model
    // would have filled them.
    std::vector<std::string> defaults;
    for (const auto& path : rd.unset) defaults.push_back(path.substr(6) + " " + modelFieldText(m, path));
    if (!defaults.empty()) {
        std::string list;
        for (const auto& d : defaults) list += (list.empty() ? "" : ", ") + d;
        rd.warnings.warn(message(
            "import", MOE_TR("import", "config.json does not state, so the recipe keeps Megatron's defaults: %1"),
            codeArg(list)));
    }
    Result<ModelSpec> out(std::move(m));
    out.takeWarnings(std::move(rd.warnings));
    return out;
}

Result<Recipe> importHfConfigRecipe(const std::string& jsonText, const ImportOptions& options) {
    const Catalog& catalog = options.catalog ? *options.catalog : builtinCatalog();
    const std::string origin = options.origin.empty() ? "<config.json>" : options.origin;
    auto model = importHfConfig(jsonText, origin, catalog);
    if (!model) return model.error();
    Warnings warnings = static_cast<const Warnings&>(model);
    Recipe r;
    r.model = *model;
    const int64_t yarnCovers = r.model.rope_scaling.yarnCoveredLength();
    if (options.seq) {
        r.layout.seq_length = *options.seq;
    } else if (options.fallback_seq && r.model.max_position_embeddings > 0 &&
               *options.fallback_seq > std::max(r.model.max_position_embeddings, yarnCovers)) {
        // The open recipe's length beyond what the model was built for would open the import in an
        // error (review 19: OLMoE's 4096 under a recipe at 8192): the model's own limit instead.
        r.layout.seq_length = r.model.max_position_embeddings;
        warnings.warn(message("import",
                              MOE_TR("import",
                                     "config.json has no training sequence length; the open recipe's %1 is above "
                                     "its max_position_embeddings, so %2"),
                              integerArg(*options.fallback_seq), integerArg(r.layout.seq_length)));
    } else if (options.fallback_seq) {
        r.layout.seq_length = *options.fallback_seq;
        warnings.warn(message(
            "import", MOE_TR("import", "config.json has no training sequence length; kept the open recipe's %1"),
            integerArg(r.layout.seq_length)));
    } else {
        r.layout.seq_length = 4096;
        warnings.warn(message("import", MOE_TR("import", "config.json has no training sequence length; assumed %1"),
                              integerArg(r.layout.seq_length)),
                      "(pass --seq)");
    }
    // A YaRN checkpoint read for a sequence its scaling covers but its maximum does not (Qwen3's
    // 40,960 with factor 4 over 32,768 at 131,072): Megatron wants the maximum at least the
    // sequence, as long-context recipes set it (review in Portuguese: the import was refused).
    {
        const RopeScalingSpec& rope = r.model.rope_scaling;
        const int64_t maxPos = r.model.max_position_embeddings;
        // The open recipe's length too (review 43: the studio cut a 131,072 the file's YaRN covers
        // to 40,960, where the command line with --seq raised the maximum).
        if (maxPos > 0 && r.layout.seq_length > maxPos && r.layout.seq_length <= yarnCovers) {
            r.model.max_position_embeddings = r.layout.seq_length;
            warnings.warn(message("import",
                                  MOE_TR("import",
                                         "max_position_embeddings raised from %1 to the sequence %2, which the "
                                         "checkpoint's YaRN scaling covers (%3 × factor %4)"),
                                  integerArg(maxPos), integerArg(r.layout.seq_length),
                                  integerArg(rope.original_max_position_embeddings), realArg(rope.factor, 0)));
        }
    }
    r.layout.etp = 1;
    ExportMetadata none;
    ImportOptions o = options;
    o.seq.reset();
    // The open recipe's GPU count (the studio's) is taken, and said, by finishImportedRecipe: a
    // TP 1 CP 1 PP 1 layout divides any count.
    if (!o.gpus && !o.fallback_gpus) {
        o.gpus = 8;
        warnings.warn(message("import", MOE_TR("import", "no GPU count given; assumed %1"), integerArg(*o.gpus)),
                      "(pass --gpus)");
    }
    if (auto s = finishImportedRecipe(r, none, o, 0, "imported-" + (r.model.name.empty() ? std::string("model") : r.model.name), warnings); !s)
        return s.error();
    // EP: largest divisor of E that divides W and stays inside one NVLink domain.
    const int64_t world = r.layout.world_size;
    if (r.model.isMoe()) {
        for (int ep = std::min<int64_t>(world, r.hardware.nvlink_domain_size); ep >= 1; --ep)
            if (r.model.moe.num_experts % ep == 0 && world % ep == 0) {
                r.layout.ep = ep;
                break;
            }
    }
    r.layout.global_batch_size = std::max<int64_t>(1, r.layout.dp());
    if (options.fallback_options) {
        r.options = *options.fallback_options;
        // Each kept option as a phrase of its own: "recompute %1" with "none" in it read as an
        // untranslated word in every other language (review in Portuguese: "grafos CUDA none").
        const TrainingOptions& kept = r.options;
        std::vector<Message> parts;
        parts.push_back(
            message("import", MOE_TR("import", "precision %1"), codeArg(std::string(toString(kept.precision)))));
        parts.push_back(
            message("import", MOE_TR("import", "dispatcher %1"), codeArg(std::string(toString(kept.dispatcher)))));
        switch (kept.recompute.granularity) {
            case RecomputeGranularity::None:
                parts.push_back(message("import", MOE_TR("import", "no recompute")));
                break;
            case RecomputeGranularity::Selective:
                parts.push_back(message("import", MOE_TR("import", "selective recompute")));
                break;
            case RecomputeGranularity::Full:
                parts.push_back(message("import", MOE_TR("import", "full recompute")));
                break;
        }
        parts.push_back(kept.cuda_graphs.impl == CudaGraphImpl::None
                            ? message("import", MOE_TR("import", "no CUDA graphs"))
                            : message("import", MOE_TR("import", "CUDA graphs %1"),
                                      codeArg(std::string(toString(kept.cuda_graphs.impl)))));
        warnings.warn(message("import",
                              MOE_TR("import",
                                     "config.json names no training options: kept the open recipe's (%1, its "
                                     "overlaps and offloads)"),
                              messagesArg(std::move(parts), ", ")));
        // Benchmark-only switches describe a measurement of the open recipe, not training of the
        // imported model: not kept, and said (review: an import over a Bridge perf recipe came out
        // "(benchmark)" with forced load balancing nobody had asked for).
        if (r.options.isBenchmarkOnly()) {
            r.options.routing.force_load_balancing = false;
            r.options.benchmark_only = false;
            warnings.warn(
                message("import", MOE_TR("import",
                                         "the open recipe is benchmark-only (forced load balancing or synthetic "
                                         "data); the imported model is planned for training, so both are off")));
        }
    } else {
        r.options.cuda_device_max_connections.reset();
    }
    // A model file says nothing of the job: the open recipe's layout and batch where the model runs
    // with them, else a starting point, and said to be (review 27 saw TP 2 PP 2 GBS 256 become TP 1
    // PP 1 GBS 32 without a word).
    std::optional<Message> openLayoutRefused;
    if (options.fallback_layout) {
        openLayoutRefused = openLayoutRefusal(r, *options.fallback_layout);
        if (!openLayoutRefused) {
            r.layout = *options.fallback_layout;
            warnings.warn(message("import",
                                  MOE_TR("import", "config.json names no layout or batch: kept the open recipe's (%1)"),
                                  textArg(openLayoutWords(r.layout))));
        }
    }
    if (!options.fallback_layout || openLayoutRefused) {
        if (r.model.isMoe())
            warnings.warn(message("import",
                                  MOE_TR("import",
                                         "config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1 (the "
                                         "most experts per group inside one NVLink domain), MBS 1 and GBS %2 (one "
                                         "microbatch per data-parallel rank) as a starting point"),
                                  integerArg(r.layout.ep), integerArg(r.layout.global_batch_size)));
        else
            warnings.warn(message("import",
                                  MOE_TR("import",
                                         "config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1, MBS 1 "
                                         "and GBS %2 (one microbatch per data-parallel rank) as a starting point"),
                                  integerArg(r.layout.ep), integerArg(r.layout.global_batch_size)));
        if (openLayoutRefused) warnings.warn(std::move(*openLayoutRefused));
    }
    Result<Recipe> out(std::move(r));
    out.takeWarnings(std::move(warnings));
    return out;
}

}  // namespace moe
