// Contract fills from a Megatron-Bridge YAML, a training log's startup lines and iteration lines,
// and a trace file's top level (see measurement_contract.h).
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <sstream>

#include "core/common/text.h"
#include "core/common/text_pattern.h"
#include "core/evidence/measurement_contract.h"
#include "core/import/bridge_yaml_import.h"
#include "core/logs/log_arguments.h"
#include "core/logs/log_parser.h"
#include "core/recipe/recipe_fields.h"
#include "core/trace/byte_source.h"
#include "core/trace/json_stream.h"
#include "core/trace/nsys_import.h"

namespace moe::evidence {
namespace {

// Sets a value, turning an unparsable one into a warning (the inputs here are not the user's).
void trySet(MeasurementContract& c, std::string_view key, const std::string& text, const std::string& source) {
    if (auto s = setContractValue(c, key, text, source); !s)
        c.warnings.push_back(source + ": " + std::string(key) + ": '" + text + "' not recorded: " + s.error().reason);
}

std::string yamlScalarOrList(const YAML::Node& n) {
    if (n.IsScalar()) return n.Scalar();
    std::string out;
    if (n.IsSequence())
        for (const auto& item : n)
            out += (out.empty() ? "" : ",") + (item.IsScalar() ? item.Scalar() : std::string("?"));
    return out;
}

// section.key, or an undefined node (false in a condition) when either is absent.
YAML::Node child(const YAML::Node& root, const char* section, const char* key) {
    const YAML::Node absent(YAML::NodeType::Undefined);
    if (!root.IsMap()) return absent;
    const YAML::Node s = root[section];
    if (!s || !s.IsMap()) return absent;
    const YAML::Node v = s[key];
    return v ? v : absent;
}

// Python repr of an `arguments` block value -> contract text: None -> null, ['a', 'b'] -> a,b.
std::string fromPythonRepr(std::string v) {
    if (v == "None") return "null";
    if (v.size() >= 2 && v.front() == '[' && v.back() == ']') {
        std::string out;
        for (char ch : v.substr(1, v.size() - 2))
            if (ch != '\'' && ch != '"' && ch != ' ') out += ch;
        return out;
    }
    if (v.size() >= 2 && (v.front() == '\'' || v.front() == '"') && v.back() == v.front())
        return v.substr(1, v.size() - 2);
    return v;
}

struct ArgMap {
    const char* arg;
    const char* key;
};
const std::vector<ArgMap>& argumentMap() {
    static const std::vector<ArgMap> m = {
        {"tensor_model_parallel_size", "layout.tp"},
        {"pipeline_model_parallel_size", "layout.pp"},
        {"context_parallel_size", "layout.cp"},
        {"expert_model_parallel_size", "layout.ep"},
        {"expert_tensor_parallel_size", "layout.etp"},
        {"virtual_pipeline_model_parallel_size", "layout.vpp"},
        {"sequence_parallel", "layout.sequence_parallel"},
        {"micro_batch_size", "layout.micro_batch_size"},
        {"global_batch_size", "layout.global_batch_size"},
        {"seq_length", "layout.seq_length"},
        {"world_size", "layout.world_size"},
        {"data_parallel_size", "layout.dp"},
        {"moe_router_force_load_balancing", "options.routing.force_load_balancing"},
        {"moe_grouped_gemm", "options.routing.grouped_gemm"},
        {"moe_permute_fusion", "options.routing.permute_fusion"},
        {"moe_expert_capacity_factor", "options.routing.capacity_factor"},
        {"mock_data", "data.synthetic"},
        {"data_path", "data.path"},
        {"train_iters", "timing.train_iters"},
        {"log_interval", "timing.log_interval"},
        {"overlap_grad_reduce", "options.overlap.grad_reduce"},
        {"overlap_param_gather", "options.overlap.param_gather"},
        {"tp_comm_overlap", "options.overlap.tp_comm_overlap"},
        {"overlap_moe_expert_parallel_comm", "options.overlap.ep_a2a_overlap"},
        {"moe_shared_expert_overlap", "options.overlap.shared_expert_overlap"},
        {"delay_wgrad_compute", "options.overlap.delay_wgrad_compute"},
        {"use_distributed_optimizer", "options.optimizer.distributed"},
        {"manual_gc", "options.manual_gc"},
        {"recompute_modules", "options.recompute.modules"},
        {"cuda_graph_impl", "options.cuda_graphs.impl"},
    };
    return m;
}

// The `arguments` block Megatron prints at start-up ("  name ........ value").
void fillFromArguments(MeasurementContract& c, const std::map<std::string, std::pair<std::string, int>>& args,
                       const std::string& origin) {
    auto src = [&](int line) { return "log " + origin + ":" + std::to_string(line); };
    auto get = [&](const char* k) -> const std::pair<std::string, int>* {
        auto it = args.find(k);
        return it == args.end() ? nullptr : &it->second;
    };
    for (const auto& m : argumentMap()) {
        const auto* a = get(m.arg);
        if (!a) continue;
        std::string v = fromPythonRepr(a->first);
        if (v == "null" && std::string(m.key) == "layout.vpp") v = "1";
        if (v == "null" && (std::string(m.key) == "layout.etp" || std::string(m.key) == "data.path" ||
                            std::string(m.key) == "options.recompute.modules"))
            continue;
        trySet(c, m.key, v, src(a->second));
    }
    if (const auto* a = get("save"))
        trySet(c, "run.checkpoint_save", a->first == "None" ? "false" : "true", src(a->second));
    if (const auto* a = get("recompute_granularity"))
        trySet(c, "options.recompute.granularity", a->first == "None" ? "none" : fromPythonRepr(a->first),
               src(a->second));
    if (const auto* a = get("moe_token_dispatcher_type")) {
        std::string d = fromPythonRepr(a->first);
        if (d == "flex") {
            const auto* b = get("moe_flex_dispatcher_backend");
            d = b ? "flex_" + fromPythonRepr(b->first) : "flex_deepep";
        }
        trySet(c, "options.dispatcher", d, src(a->second));
    }
    const auto* fp4 = get("fp4");
    const auto* fp8 = get("fp8");
    if (fp4 && fp4->first != "None") {
        trySet(c, "options.precision", "nvfp4", src(fp4->second));
    } else if (fp8 && fp8->first != "None") {
        const auto* rec = get("fp8_recipe");
        trySet(c, "options.precision",
               rec ? fromPythonRepr(rec->first) == "tensorwise"  ? "fp8_tensorwise"
                     : fromPythonRepr(rec->first) == "blockwise" ? "fp8_blockwise"
                     : fromPythonRepr(rec->first) == "mxfp8"     ? "mxfp8"
                                                                 : "fp8_delayed"
                   : "fp8_delayed",
               src(fp8->second));
    } else if (const auto* bf16 = get("bf16"); bf16 && bf16->first == "True" && fp8) {
        trySet(c, "options.precision", "bf16", src(bf16->second));
    }
}

}  // namespace

// ---- Bridge YAML --------------------------------------------------------------------------------

Status fillFromBridgeYaml(MeasurementContract& c, const std::string& text, const std::string& origin) {
    ImportOptions options;
    options.origin = origin;
    auto imported = importBridgeYaml(text, options);
    if (!imported) return imported.error();
    const std::string source = "bridge-yaml " + baseName(origin);
    for (const auto& w : imported.warnings) c.warnings.push_back(source + ": " + w);
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception&) {
        root = YAML::Node();
    }
    // What the importer assumed is not told by the file.
    auto assumed = [&](const char* phrase) {
        return std::any_of(imported.warnings.begin(), imported.warnings.end(),
                           [&](const std::string& w) { return w.find(phrase) != std::string::npos; });
    };
    std::vector<std::string> skip;
    if (assumed("does not name the GPU"))
        skip.insert(skip.end(), {"hardware.name", "hardware.gpus_per_node", "hardware.nvlink_domain_size"});
    if (assumed("does not say the world size"))
        skip.insert(skip.end(), {"layout.world_size", "layout.dp", "layout.edp"});
    MeasurementContract told;
    fillFromRecipe(told, *imported, baseName(origin));
    // A full ConfigContainer dump tells every field; an override only what differs from the
    // importer's defaults.
    const bool fullDump = root.IsMap() && root["_target_"];
    MeasurementContract defaults;
    bool haveDefaults = false;
    if (!fullDump) {
        if (auto base = importBridgeYaml("{}\n", options)) {
            fillFromRecipe(defaults, *base, baseName(origin));
            haveDefaults = true;
        }
    }
    for (const auto& [key, e] : told.fields) {
        if (std::find(skip.begin(), skip.end(), key) != skip.end()) continue;
        if (haveDefaults && key != "model.name")
            if (const ContractEntry* d = defaults.find(key); d && d->value == e.value) continue;
        trySet(c, key, e.value, source);
    }
    if (c.name.empty()) {
        const std::string file = baseName(origin);
        c.name = file.substr(0, file.find_last_of('.'));
    }
    if (!root.IsMap()) return okStatus();
    // What the recipe does not hold.
    if (auto n = child(root, "dataset", "mock"); n && n.IsScalar()) trySet(c, "data.synthetic", n.Scalar(), source);
    if (auto n = child(root, "dataset", "_target_"); n && n.IsScalar() && n.Scalar().find("Mock") != std::string::npos)
        trySet(c, "data.synthetic", "true", source);
    for (const char* k : {"data_path", "blend"})
        if (auto n = child(root, "dataset", k); n && !n.IsNull()) trySet(c, "data.path", yamlScalarOrList(n), source);
    if (auto n = child(root, "checkpoint", "save"); n)
        trySet(c, "run.checkpoint_save", n.IsNull() ? "false" : "true", source);
    if (auto n = child(root, "train", "train_iters"); n && n.IsScalar())
        trySet(c, "timing.train_iters", n.Scalar(), source);
    if (auto n = child(root, "logger", "log_interval"); n && n.IsScalar())
        trySet(c, "timing.log_interval", n.Scalar(), source);
    if (root["profiling"]) {
        bool on = false;
        for (const char* k : {"use_pytorch_profiler", "use_nsys_profiler"})
            if (auto n = child(root, "profiling", k); n && n.IsScalar()) on = on || toLower(n.Scalar()) == "true";
        trySet(c, "timing.profiled", on ? "true" : "false", source);
    }
    const std::string name = toLower(baseName(origin));
    for (const char* kind : {"pretrain", "finetune", "sft"})
        if (name.find(kind) != std::string::npos) {
            trySet(c, "task.kind", kind, source + " (file name)");
            break;
        }
    return okStatus();
}

// ---- training log -------------------------------------------------------------------------------

void fillFromLog(MeasurementContract& c, const logs::TrainingLog& log, const std::string& text,
                 const logs::WindowEvidence* window, const std::string& origin) {
    const std::string name = baseName(origin);
    auto src = [&](int line) { return "log " + name + ":" + std::to_string(line); };
    struct VersionPattern {
        const char* key;
        TextPattern re;
    };
    static const std::vector<VersionPattern> patterns = [] {
        const TextPattern::Options icase{.ignore_case = true};
        const std::string ver = R"(\s*(?:version)?\s*[:=]?\s*v?([0-9][0-9A-Za-z.+_-]*))";
        return std::vector<VersionPattern>{
            {"versions.nccl", TextPattern::literal(R"(NCCL version\s+([0-9]+(?:\.[0-9]+)*))", icase)},  // 2.27.3, not +cuda12.9
            {"versions.bridge", TextPattern::literal(R"(megatron[-_. ]bridge)" + ver, icase)},
            {"versions.mcore", TextPattern::literal(R"((?:megatron[-_. ]core|mcore))" + ver, icase)},
            {"versions.te", TextPattern::literal(R"(transformer[-_. ]engine)" + ver, icase)},
            {"versions.torch", TextPattern::literal(R"((?:pytorch|torch) version\s*[:=]?\s*([0-9][0-9A-Za-z.+_-]*))", icase)},
            {"versions.cuda", TextPattern::literal(R"(CUDA version\s*[:=]?\s*([0-9][0-9.]*))", icase)},
            {"versions.container", TextPattern::literal(R"(NVIDIA Release\s+([0-9][0-9.]*))", icase)},
            {"versions.commit", TextPattern::literal(R"(git (?:commit|hash|sha)\s*[:=]?\s*([0-9a-f]{7,40})\b)", icase)},
        };
    }();
    static const TextPattern sizePair = TextPattern::literal(R"(([a-z][a-z -]*?) size:\s*(\d+))");
    std::istringstream in(text);
    std::string raw;
    int lineNo = 0;
    bool inArgs = false;  // the arguments block is read by parseLogArguments
    while (std::getline(in, raw)) {
        ++lineNo;
        if (raw.size() > 4096) continue;  // not a start-up line
        const std::string line = logs::stripAnsi(raw);
        if (line.find("iteration") != std::string::npos && line.find('|') != std::string::npos) continue;
        if (line.find("-- arguments --") != std::string::npos) inArgs = true;
        if (inArgs) {
            if (line.find("end of arguments") != std::string::npos) inArgs = false;
            continue;
        }
        for (const auto& p : patterns)
            if (const auto m = p.re.firstMatch(line); !m.empty()) trySet(c, p.key, m[1], src(lineNo));
        if (line.find("using world size:") != std::string::npos) {
            for (const auto& match : sizePair.allMatches(line)) {
                const std::string& what = match[1];
                static const std::vector<std::pair<std::string, const char*>> sizes = {
                    {"using world", "layout.world_size"},     {"data-parallel", "layout.dp"},
                    {"context-parallel", "layout.cp"},        {"tensor-model-parallel", "layout.tp"},
                    {"pipeline-model-parallel", "layout.pp"}, {"expert-model-parallel", "layout.ep"}};
                for (const auto& [label, key] : sizes)
                    if (what == label ||
                        (what.size() > label.size() &&
                         what.compare(what.size() - label.size() - 1, std::string::npos, " " + label) == 0))
                        trySet(c, key, match[2], src(lineNo));
            }
        }
    }
    fillFromArguments(c, logs::parseLogArguments(text), name);
    // Iteration lines: train iterations and the global batch size of the window (else the last line).
    if (!log.iterations.empty()) {
        const auto& last = log.iterations.back();
        if (last.total > 0) trySet(c, "timing.train_iters", std::to_string(last.total), src(last.line));
        const logs::IterationRecord* gbsLine = &last;
        if (window && !window->lines.empty())
            for (const auto& it : log.iterations)
                if (it.line == window->lines.back().line) gbsLine = &it;
        if (auto g = gbsLine->number("global batch size"); g && *g >= 1)
            trySet(c, "layout.global_batch_size", std::to_string(static_cast<int64_t>(*g)), src(gbsLine->line));
    }
    if (window) {
        const std::string ws = src(window->lines.empty() ? 0 : window->lines.front().line) + " (steady window)";
        trySet(c, "timing.window_from", std::to_string(window->from), ws);
        trySet(c, "timing.window_to", std::to_string(window->to), ws);
        trySet(c, "timing.warmup_iterations", std::to_string(std::max<int64_t>(0, window->from - 1)), ws);
        if (window->log_interval > 0) trySet(c, "timing.log_interval", std::to_string(window->log_interval), ws);
    }
    if (c.name.empty()) c.name = name.substr(0, name.find_last_of('.'));
}

// ---- trace --------------------------------------------------------------------------------------

Result<TraceFacts> readTraceFacts(const std::string& path) {
    TraceFacts facts;
    if (trace::looksLikeSqlite(path)) return facts;
    auto source = trace::openByteSource(path);
    if (!source) return source.error();
    trace::JsonReader reader(**source);
    auto fail = [&]() { return Error{path, reader.errorLine(), reader.errorColumn(), {}, reader.errorReason()}; };
    if (reader.peek() != trace::JsonReader::Type::Object) return facts;  // a bare event array has no top level
    reader.beginObject();
    std::string_view key;
    bool sawInfo = false, sawDevices = false;
    while (!(sawInfo && sawDevices) && reader.nextKey(key)) {
        if (key == "distributedInfo" && reader.peek() == trace::JsonReader::Type::Object) {
            sawInfo = true;
            reader.beginObject();
            std::string_view k2;
            while (reader.nextKey(k2)) {
                const std::string k(k2);
                std::string_view v;
                const auto t = reader.peek();
                if (t == trace::JsonReader::Type::Number && reader.readNumber(v)) {
                    if (k == "world_size") facts.world_size = static_cast<int64_t>(std::stoll(std::string(v)));
                } else if (t == trace::JsonReader::Type::String && reader.readString(v)) {
                    if (k == "backend") facts.backend = std::string(v);
                    if (k == "nccl_version") facts.nccl_version = std::string(v);
                } else if (!reader.skipValue()) {
                    return fail();
                }
            }
        } else if (key == "deviceProperties" && reader.peek() == trace::JsonReader::Type::Array) {
            sawDevices = true;
            reader.beginArray();
            int64_t count = 0;
            while (reader.nextElement()) {
                ++count;
                if (reader.peek() != trace::JsonReader::Type::Object) {
                    if (!reader.skipValue()) return fail();
                    continue;
                }
                reader.beginObject();
                std::string_view k2;
                while (reader.nextKey(k2)) {
                    std::string_view v;
                    if (k2 == "name" && !facts.device_name && reader.peek() == trace::JsonReader::Type::String) {
                        if (!reader.readString(v)) return fail();
                        facts.device_name = std::string(v);
                    } else if (!reader.skipValue()) {
                        return fail();
                    }
                }
            }
            facts.visible_devices = count;
        } else if (!reader.skipValue()) {
            return fail();
        }
    }
    if (reader.failed()) return fail();
    return facts;
}

void fillFromTrace(MeasurementContract& c, const TraceFacts& facts, const std::string& origin) {
    const std::string source = "trace " + baseName(origin);
    if (facts.world_size)
        trySet(c, "layout.world_size", std::to_string(*facts.world_size), source + " (distributedInfo)");
    if (facts.nccl_version) trySet(c, "versions.nccl", *facts.nccl_version, source + " (distributedInfo)");
    if (facts.device_name) trySet(c, "hardware.device_name", *facts.device_name, source + " (deviceProperties)");
    trySet(c, "timing.profiled", "true", source);
}

}  // namespace moe::evidence
