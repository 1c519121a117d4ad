#include "core/import/bridge_yaml_import.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>
#include <vector>

#include "core/catalog/catalog_names.h"
#include "core/common/text.h"
#include "core/export/export_environment.h"
#include "core/import/bridge_pipeline_layout.h"
#include "core/import/bridge_yaml_sections.h"
#include "core/layout/pipeline_layout.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/yaml_syntax_error.h"

namespace moe {
namespace {

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

}  // namespace

Result<Recipe> importBridgeYaml(const std::string& text, const ImportOptions& options) {
    using namespace bridge_yaml;
    Context c{options.origin.empty() ? "<bridge-yaml>" : options.origin, {}, {}, {}};
    const Catalog& catalog = options.catalog ? *options.catalog : builtinCatalog();
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        return yamlSyntaxError(text, c.origin, e);
    }
    if (!root.IsMap())
        return Error{
            c.origin,
            0,
            0,
            {},
            message("file_errors",
                    MOE_TR("file_errors", "expected a Megatron-Bridge ConfigContainer mapping at the top level"))};
    const ExportMetadata meta = parseMetadataComments(text, c.warnings);

    if (auto s = warnUnknownKeys(c, root); !s) return s.error();
    const YAML::Node model = root["model"];
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
            c.warnings.warn(hasShape ? message("import",
                                               MOE_TR("import",
                                                      "model fields the file leaves out; took catalog model %1 "
                                                      "from the file name"),
                                               textArg(base))
                                     : message("import",
                                               MOE_TR("import",
                                                      "the file does not give the model shape; took catalog "
                                                      "model %1 from the file name"),
                                               textArg(base)),
                            "(pass --model)");
    }
    if (!base.empty()) {
        auto name = resolveModelName(catalog, base);
        if (!name) return Error{c.origin, 0, 0, "model", name.error().reason};
        base = *name;
        const ModelSpec* spec = catalog.findModel(base);
        if (!spec)
            return Error{c.origin, 0, 0, "model",
                         message("file_errors", MOE_TR("file_errors", "unknown catalog model '%1'"), codeArg(base))};
        r.model = *spec;
    } else {
        r.model.name.clear();
        r.model.tied_embeddings = true;  // Bridge default (§3.4)
    }

    if (auto s = applyMappedFields(c, root, r); !s) return s.error();
    if (auto s = readModelArchitecture(c, model, r); !s) return s.error();
    nameModelKeysNotCarried(c, model, r);
    if (auto s = readParallelLayout(c, root, r); !s) return s.error();
    if (auto s = readRuntimeOptions(c, model, r); !s) return s.error();
    if (auto s = readPrecision(c, root, r); !s) return s.error();
    warnUnknownCommOverlapKeys(c, root["comm_overlap"]);

    // Optimizer dtypes.
    for (const auto& [key, member] : {std::pair<const char*, OptimizerDtype OptimizerOptions::*>{"main_grads_dtype", &OptimizerOptions::main_grads_dtype},
                                      {"exp_avg_dtype", &OptimizerOptions::exp_avg_dtype},
                                      {"exp_avg_sq_dtype", &OptimizerOptions::exp_avg_sq_dtype}}) {
        if (auto n = value(c, root["optimizer"], "optimizer", key); n) {
            auto d = torchDtype(n);
            if (!d)
                return errorAt(c, n, std::string("optimizer.") + key,
                               message("file_errors", MOE_TR("file_errors", "unknown dtype")));
            r.options.optimizer.*member = *d;
        }
    }

    // Environment.
    for (const char* envKey : {"env_vars", "ENV_VARS"}) {
        const YAML::Node env = root[envKey];
        if (!env || env.IsNull()) continue;
        if (!env.IsMap())
            return errorAt(
                c, env, envKey,
                message("file_errors", MOE_TR("file_errors", "expected a mapping of variable names to values")));
        for (const auto& kv : env) {
            const std::string name = kv.first.Scalar();
            if (name == "CUDA_DEVICE_MAX_CONNECTIONS") {
                if (auto s = assign(c, r, kv.second, std::string(envKey) + "." + name, "options.cuda_device_max_connections"); !s) return s.error();
            } else if (!isDerivedEnvironmentVariable(name)) {
                c.warnings.warn(
                    located(kv.first, message("import", MOE_TR("import", "%1: not part of a recipe; not imported"),
                                              codeArg(std::string(envKey) + "." + name))));
            }
        }
    }

    if (!c.placeholders.empty()) {
        std::string list;
        for (const auto& p : c.placeholders) list += (list.empty() ? "" : ", ") + p;
        const auto& m = c.firstPlaceholder;
        return Error{c.origin,
                     m.line >= 0 ? m.line + 1 : 0,
                     m.column >= 0 ? m.column + 1 : 0,
                     {},
                     c.placeholders.size() == 1
                         ? message("file_errors",
                                   MOE_TR("file_errors",
                                          "this is a template: unresolved placeholder %1; substitute the values (e.g. "
                                          "with envsubst) before importing"),
                                   codeArg(list))
                         : message("file_errors",
                                   MOE_TR("file_errors",
                                          "this is a template: unresolved placeholders %1; substitute the values (e.g. "
                                          "with envsubst) before importing"),
                                   codeArg(list))};
    }
    // Bridge's CommOverlapConfig turns TP comm overlap off at TP < 2 or without sequence parallelism,
    // with a warning (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/comm_overlap.py); the
    // recipe records what ran.
    if (r.options.overlap.tp_comm_overlap && (r.layout.tp < 2 || !r.layout.sequence_parallel)) {
        r.options.overlap.tp_comm_overlap = false;
        c.warnings.warn(r.layout.tp < 2
                            ? message("import",
                                      MOE_TR("import", "%1: Bridge disables TP comm overlap at TP %2; imported as off"),
                                      codeArg("tp_comm_overlap"), integerArg(r.layout.tp))
                            : message("import",
                                      MOE_TR("import",
                                             "%1: Bridge disables TP comm overlap without sequence parallelism; "
                                             "imported as off"),
                                      codeArg("tp_comm_overlap")));
    }

    // Shape check after everything is applied.
    ModelSpec& ms = r.model;
    std::vector<std::string> missing;
    if (ms.num_layers <= 0) missing.emplace_back("model.num_layers");
    if (ms.hidden_size <= 0) missing.emplace_back("model.hidden_size");
    if (ms.num_attention_heads <= 0) missing.emplace_back("model.num_attention_heads");
    if (ms.vocab_size <= 0) missing.emplace_back("model.vocab_size");
    if (!missing.empty()) {
        std::string list;
        for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
        return Error{
            c.origin, 0, 0, "model",
            message("file_errors",
                    MOE_TR("file_errors",
                           "the model shape is incomplete (missing %1) and no catalog model was named (pass --model)"),
                    codeArg(list))};
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
            c.warnings.warn(message("import",
                                    MOE_TR("import",
                                           "%1 is null: Bridge's DeepSeek-V3 recipe infers %2 for PP %3, VPP %4; "
                                           "imported so"),
                                    codeArg("pipeline_model_parallel_layout"), codeArg(*inferred),
                                    integerArg(r.layout.pp), integerArg(r.layout.vpp)));
        }
    const int64_t catalogMax = r.model.max_position_embeddings > 0 ? r.model.max_position_embeddings : maxPos;
    // Our own exports carry the value in a metadata comment; otherwise the catalog's when it
    // covers the sequence, else the sequence length (what Bridge uses).
    if (meta.max_position_embeddings) r.model.max_position_embeddings = *meta.max_position_embeddings;
    else r.model.max_position_embeddings = catalogMax >= r.layout.seq_length ? catalogMax : r.layout.seq_length;
    Result<Recipe> out(std::move(r));
    out.takeWarnings(std::move(c.warnings));
    return out;
}

}  // namespace moe
