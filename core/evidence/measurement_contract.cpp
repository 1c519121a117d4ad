// Contract variables, canonical values, the label, YAML load/save and the recipe fill. The
// Bridge YAML, log and trace fills are in contract_sources.cpp.
#include "core/evidence/measurement_contract.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>

#include "core/common/atomic_file.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/yaml_fields.h"
#include "core/recipe/yaml_syntax_error.h"

namespace moe::evidence {
namespace {

std::string sectionOfRecipePath(const std::string& path) {
    auto starts = [&](const char* p) { return path.rfind(p, 0) == 0; };
    if (path == "model.name") return "model and task";
    if (starts("hardware.")) return "hardware and topology";
    if (path == "layout.world_size") return "hardware and topology";
    if (path == "layout.seq_length" || path == "layout.micro_batch_size" || path == "layout.global_batch_size")
        return "sequence and batch shape";
    if (starts("layout.")) return "parallel layout";
    if (starts("options.routing.") || path == "options.benchmark_only") return "data and routing semantics";
    if (path == "options.precision" || path == "options.fp8_param_gather" || path == "options.fp8_attention")
        return "precision";
    if (starts("options.recompute.")) return "recompute";
    if (path == "options.dispatcher") return "dispatcher";
    if (starts("options.overlap.")) return "overlaps";
    if (starts("options.cuda_graphs.")) return "cuda graphs";
    if (starts("options.optimizer.")) return "optimizer and checkpoint";
    return "runtime";
}

std::vector<ContractKey> buildKeys() {
    std::vector<ContractKey> keys = {
        {"task.kind", "model and task", "pretrain, finetune, ... (Bridge: the recipe kind)"},
        {"hardware.device_name", "hardware and topology", "GPU name as the driver reports it (trace)"},
        {"topology.nodes", "hardware and topology", "nodes in the job"},
        {"topology.launcher", "hardware and topology", "launcher and environment (slurm, torchrun, ...)"},
        {"versions.container", "versions", "container release (NVIDIA Release 25.09, ...)"},
        {"versions.bridge", "versions", "Megatron-Bridge version"},
        {"versions.mcore", "versions", "Megatron-Core version"},
        {"versions.te", "versions", "Transformer Engine version"},
        {"versions.torch", "versions", "PyTorch version"},
        {"versions.cuda", "versions", "CUDA version"},
        {"versions.nccl", "versions", "NCCL version"},
        {"versions.commit", "versions", "training-code git commit"},
        {"data.path", "data and routing semantics", "dataset path or blend"},
        {"data.synthetic", "data and routing semantics", "mock / synthetic data (benchmark-only)"},
        {"run.optimizer_enabled", "optimizer and checkpoint", "optimizer step runs (false = benchmark-only)"},
        {"run.checkpoint_save", "optimizer and checkpoint", "checkpoints are saved (false = benchmark-only)"},
        {"timing.train_iters", "warm-up and timing window", "train iterations of the run"},
        {"timing.log_interval", "warm-up and timing window", "iterations averaged per printed line"},
        {"timing.warmup_iterations", "warm-up and timing window", "iterations before the timing window"},
        {"timing.window_from", "warm-up and timing window", "first iteration of the steady window"},
        {"timing.window_to", "warm-up and timing window", "last iteration of the steady window"},
        {"timing.profiled", "warm-up and timing window", "a profiler ran during the run"},
    };
    std::vector<ContractKey> recipeKeys;
    for (const auto& f : recipeFields()) {
        const bool take = f.path == "model.name" || f.path == "hardware.name" || f.path == "hardware.gpus_per_node" ||
                          f.path == "hardware.nvlink_domain_size" || f.path.rfind("layout.", 0) == 0 ||
                          f.path.rfind("options.", 0) == 0;
        if (take) recipeKeys.push_back({f.path, sectionOfRecipePath(f.path), f.help});
    }
    recipeKeys.push_back({"layout.dp", "parallel layout", "data parallel size (derived)", true});
    recipeKeys.push_back({"layout.edp", "parallel layout", "expert data parallel size (derived)", true});
    // Report order: sections in seed order, registry order inside.
    static const std::vector<std::string> order = {"model and task",  "hardware and topology",
                                                   "versions",        "data and routing semantics",
                                                   "precision",       "sequence and batch shape",
                                                   "parallel layout", "recompute",
                                                   "dispatcher",      "overlaps",
                                                   "cuda graphs",     "optimizer and checkpoint",
                                                   "runtime",         "warm-up and timing window"};
    keys.insert(keys.end(), recipeKeys.begin(), recipeKeys.end());
    std::stable_sort(keys.begin(), keys.end(), [&](const ContractKey& a, const ContractKey& b) {
        auto rank = [&](const std::string& s) { return std::find(order.begin(), order.end(), s) - order.begin(); };
        return rank(a.section) < rank(b.section);
    });
    return keys;
}

std::string trim(std::string s) {
    auto notSpace = [](unsigned char ch) { return !std::isspace(ch); };
    s.erase(s.begin(), std::find_if(s.begin(), s.end(), notSpace));
    s.erase(std::find_if(s.rbegin(), s.rend(), notSpace).base(), s.end());
    return s;
}

bool isRegistryKey(std::string_view key) {
    return findRecipeField(key) != nullptr;
}

}  // namespace

const std::vector<ContractKey>& contractKeys() {
    static const std::vector<ContractKey> keys = buildKeys();
    return keys;
}

const ContractKey* findContractKey(std::string_view key) {
    for (const auto& k : contractKeys())
        if (k.key == key) return &k;
    return nullptr;
}

const char* toString(RunLabel label) {
    return label == RunLabel::BenchmarkOnly ? "benchmark_only" : "training_equivalent";
}

std::optional<RunLabel> runLabelFromString(std::string_view text) {
    if (text == "benchmark_only" || text == "benchmark-only") return RunLabel::BenchmarkOnly;
    if (text == "training_equivalent" || text == "training-equivalent") return RunLabel::TrainingEquivalent;
    return std::nullopt;
}

const ContractEntry* MeasurementContract::find(std::string_view key) const {
    auto it = fields.find(std::string(key));
    return it == fields.end() ? nullptr : &it->second;
}

std::optional<std::string> MeasurementContract::value(std::string_view key) const {
    const ContractEntry* e = find(key);
    return e ? std::optional<std::string>(e->value) : std::nullopt;
}

bool MeasurementContract::isTrue(std::string_view key) const {
    return value(key).value_or("") == "true";
}

Result<std::string> canonicalContractValue(std::string_view key, const std::string& text) {
    const ContractKey* k = findContractKey(key);
    if (!k) return Error{{}, 0, 0, std::string(key), "unknown contract variable"};
    std::string t = trim(text);
    if (isRegistryKey(key)) {
        Recipe scratch;
        if (key == "options.recompute.modules" || key == "options.recompute.num_layers" ||
            key == "options.recompute.method") {
            // The registry checks these against the granularity; canonicalise them on their own.
            scratch.options.recompute.granularity =
                key == "options.recompute.modules" ? RecomputeGranularity::Selective : RecomputeGranularity::Full;
        }
        if (auto s = applyFieldValue(scratch, key, t); !s) return Error{{}, 0, 0, std::string(key), s.error().reason};
        return fieldValueText(findRecipeField(key)->get(scratch));
    }
    std::string lower = t;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (lower == "true" || lower == "false") return lower;
    if (lower == "none" || lower == "null" || lower == "~") return std::string("null");
    if (t.empty()) return Error{{}, 0, 0, std::string(key), "empty value"};
    return t;
}

Status setContractValue(MeasurementContract& c, std::string_view key, const std::string& text,
                        const std::string& source) {
    auto v = canonicalContractValue(key, text);
    if (!v) return v.error();
    auto it = c.fields.find(std::string(key));
    if (it == c.fields.end()) {
        c.fields.emplace(std::string(key), ContractEntry{*v, source});
    } else if (it->second.value != *v) {
        c.warnings.push_back(std::string(key) + ": " + it->second.source + " says " + it->second.value + ", " + source +
                             " says " + *v + "; kept " + it->second.value);
    }
    return okStatus();
}

void fillFromRecipe(MeasurementContract& c, const Recipe& recipe, const std::string& origin) {
    const std::string source = "recipe " + origin;
    if (c.name.empty()) c.name = recipe.name;
    // The recipe keeps the settings of the other recompute granularity (so switching back restores
    // them), but the job runs only those of its own: a full-recompute run has no module list, a
    // selective one no method or layer count. Those read as unset (a default recompute's values).
    const Recipe unsetRecompute;
    const RecomputeGranularity g = recipe.options.recompute.granularity;
    for (const auto& k : contractKeys()) {
        const FieldDescriptor* f = findRecipeField(k.key);
        if (!f) continue;
        const bool notRun = (k.key == "options.recompute.modules" && g != RecomputeGranularity::Selective) ||
                            ((k.key == "options.recompute.method" || k.key == "options.recompute.num_layers") &&
                             g != RecomputeGranularity::Full);
        const FieldValue v = f->get(notRun ? unsetRecompute : recipe);
        if (v.kind == FieldValue::Kind::Null) continue;  // unset optional (ETP = TP is said by layout.etp absent)
        (void)setContractValue(c, k.key, fieldValueText(v), source);
    }
    if (const int64_t dp = recipe.layout.dp(); dp > 0)
        (void)setContractValue(c, "layout.dp", std::to_string(dp), source);
    if (const int64_t edp = recipe.layout.edp(); edp > 0)
        (void)setContractValue(c, "layout.edp", std::to_string(edp), source);
}

LabelVerdict contractLabel(const MeasurementContract& c) {
    LabelVerdict v;
    auto because = [&](std::string_view key, const std::string& why) {
        if (const ContractEntry* e = c.find(key))
            v.reasons.push_back(why + " (" + std::string(key) + " from " + e->source + ")");
    };
    if (c.isTrue("options.routing.force_load_balancing"))
        because("options.routing.force_load_balancing", "forced load balancing");
    if (c.isTrue("data.synthetic")) because("data.synthetic", "synthetic / mock data");
    if (c.isTrue("options.benchmark_only")) because("options.benchmark_only", "declared benchmark-only in the recipe");
    if (c.value("run.optimizer_enabled").value_or("") == "false")
        because("run.optimizer_enabled", "optimizer step disabled");
    if (c.value("run.checkpoint_save").value_or("") == "false")
        because("run.checkpoint_save", "checkpoint saving disabled");
    if (c.declared_label == RunLabel::BenchmarkOnly)
        v.reasons.push_back("declared benchmark-only" +
                            (c.declared_label_source.empty() ? std::string() : " (" + c.declared_label_source + ")"));
    v.label = v.reasons.empty() ? RunLabel::TrainingEquivalent : RunLabel::BenchmarkOnly;
    return v;
}

void mergeContract(MeasurementContract& into, const MeasurementContract& from) {
    if (into.name.empty()) into.name = from.name;
    if (!into.declared_label && from.declared_label) {
        into.declared_label = from.declared_label;
        into.declared_label_source = from.declared_label_source;
    }
    if (into.notes.empty()) into.notes = from.notes;
    for (const auto& [key, e] : from.fields) (void)setContractValue(into, key, e.value, e.source);
    into.warnings.insert(into.warnings.end(), from.warnings.begin(), from.warnings.end());
}

// ---- YAML ---------------------------------------------------------------------------------------

Result<MeasurementContract> parseContractYaml(const std::string& text, const std::string& origin) {
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::ParserException& e) {
        return yamlSyntaxError(text, origin, e);
    }
    if (!root.IsMap()) return Error{origin, 1, 1, {}, "a contract is a YAML mapping with contract_version and fields"};
    MeasurementContract c;
    bool sawVersion = false;
    for (const auto& kv : root) {
        const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
        const YAML::Node& v = kv.second;
        auto scalar = [&](std::string& out) -> Status {
            if (!v.IsScalar()) return yamlError(origin, v.Mark(), key, "expected a text value");
            out = v.Scalar();
            return okStatus();
        };
        if (key == "contract_version") {
            std::string s;
            if (auto st = scalar(s); !st) return st.error();
            if (s != std::to_string(kContractVersion))
                return yamlError(origin, v.Mark(), key,
                                 "unsupported contract_version " + s + " (this build reads " +
                                     std::to_string(kContractVersion) + ")");
            sawVersion = true;
        } else if (key == "name") {
            if (auto st = scalar(c.name); !st) return st.error();
        } else if (key == "notes") {
            if (auto st = scalar(c.notes); !st) return st.error();
        } else if (key == "label") {
            std::string s;
            if (auto st = scalar(s); !st) return st.error();
            auto l = runLabelFromString(s);
            if (!l)
                return yamlError(origin, v.Mark(), key,
                                 "expected training_equivalent or benchmark_only, got '" + s + "'");
            c.declared_label = l;
            if (c.declared_label_source.empty())
                c.declared_label_source = "contract " + origin + ":" + std::to_string(v.Mark().line + 1);
        } else if (key == "label_source") {
            if (auto st = scalar(c.declared_label_source); !st) return st.error();
        } else if (key == "fields") {
            if (v.IsNull()) continue;
            if (!v.IsMap()) return yamlError(origin, v.Mark(), key, "expected a mapping of contract variables");
            for (const auto& f : v) {
                const std::string fk = f.first.IsScalar() ? f.first.Scalar() : std::string();
                const std::string field = "fields." + fk;
                if (!findContractKey(fk)) return yamlError(origin, f.first.Mark(), field, "unknown contract variable");
                std::string value, source = "contract " + origin + ":" + std::to_string(f.first.Mark().line + 1);
                const YAML::Node& fv = f.second;
                auto readValue = [&](const YAML::Node& n) -> Status {
                    if (n.IsScalar()) {
                        value = n.Scalar();
                    } else if (n.IsSequence()) {
                        for (const auto& item : n) {
                            if (!item.IsScalar())
                                return yamlError(origin, item.Mark(), field, "list items must be plain values");
                            value += (value.empty() ? "" : ",") + item.Scalar();
                        }
                    } else {
                        return yamlError(origin, n.Mark(), field, "expected a value, a list, or {value, source}");
                    }
                    return okStatus();
                };
                if (fv.IsMap()) {
                    bool sawValue = false;
                    for (const auto& part : fv) {
                        const std::string pk = part.first.IsScalar() ? part.first.Scalar() : std::string();
                        if (pk == "value") {
                            if (auto st = readValue(part.second); !st) return st.error();
                            sawValue = true;
                        } else if (pk == "source") {
                            if (!part.second.IsScalar())
                                return yamlError(origin, part.second.Mark(), field + ".source", "expected text");
                            source = part.second.Scalar();
                        } else {
                            return yamlError(origin, part.first.Mark(), field + "." + pk,
                                             "unknown key (expected value, source)");
                        }
                    }
                    if (!sawValue) return yamlError(origin, fv.Mark(), field, "missing value");
                } else if (auto st = readValue(fv); !st) {
                    return st.error();
                }
                auto canon = canonicalContractValue(fk, value);
                if (!canon) return yamlError(origin, fv.Mark(), field, canon.error().reason);
                c.fields[fk] = ContractEntry{*canon, source};
            }
        } else {
            return yamlError(origin, kv.first.Mark(), key,
                             "unknown key (expected contract_version, name, label, label_source, notes, fields)");
        }
    }
    if (!sawVersion)
        return Error{origin, 1, 1, "contract_version", "missing (a contract file starts with contract_version: 1)"};
    return c;
}

Result<MeasurementContract> loadContractFile(const std::string& path) {
    auto text = readWholeFile(path);
    if (!text) return text.error();
    return parseContractYaml(*text, path);
}

std::string contractToYaml(const MeasurementContract& c) {
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "contract_version" << YAML::Value << kContractVersion;
    out << YAML::Key << "name" << YAML::Value << c.name;
    if (c.declared_label) {
        out << YAML::Key << "label" << YAML::Value << toString(*c.declared_label);
        if (!c.declared_label_source.empty())
            out << YAML::Key << "label_source" << YAML::Value << c.declared_label_source;
    }
    if (!c.notes.empty()) out << YAML::Key << "notes" << YAML::Value << YAML::Literal << c.notes;
    out << YAML::Key << "fields" << YAML::Value << YAML::BeginMap;
    for (const auto& k : contractKeys()) {
        const ContractEntry* e = c.find(k.key);
        if (!e) continue;
        out << YAML::Key << k.key << YAML::Value << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "value" << YAML::Value << YAML::DoubleQuoted << e->value;
        out << YAML::Key << "source" << YAML::Value << e->source << YAML::EndMap;
    }
    out << YAML::EndMap << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

Status saveContractFile(const MeasurementContract& c, const std::string& path) {
    return writeFileAtomically(path, contractToYaml(c));
}

}  // namespace moe::evidence
