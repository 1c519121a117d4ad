// Every built-in recipe, exported for every target version, against the trainers' own checks,
// re-encoded here independently of the exporters: the assertions of Megatron-LM's validate_args()
// (NVIDIA/Megatron-LM megatron/training/arguments.py) that touch the flags we write, and what
// Megatron-Bridge's MixedPrecisionConfig.finalize(), CommOverlapConfig and the override merge
// (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/{mixed_precision,comm_overlap}.py,
// utils/omegaconf_utils.py) need. Each check quotes the upstream assertion message, which greps
// to the line in any release (line numbers drift between releases).
#include <QtTest/QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include <yaml-cpp/yaml.h>

#include "core/export/bridge_yaml_export.h"
#include "core/export/export_environment.h"
#include "core/export/megatron_args_export.h"
#include "export_test_support.h"

using namespace moe;
using moe::testing::builtinRecipeList;
using moe::testing::builtinRecipeNamed;

namespace {

// A flat argument list as validate_args() sees it: flag -> values (empty for store_true flags).
struct Args {
    std::map<std::string, std::vector<std::string>> flags;
    std::map<std::string, std::string> env;
    [[nodiscard]] bool has(const std::string& f) const { return flags.count(f) > 0; }
    [[nodiscard]] std::string value(const std::string& f) const {
        auto it = flags.find(f);
        return it == flags.end() || it->second.empty() ? std::string() : it->second.front();
    }
    [[nodiscard]] int64_t number(const std::string& f, int64_t fallback) const {
        const std::string v = value(f);
        return v.empty() ? fallback : std::stoll(v);
    }
};

Args parse(const std::vector<std::string>& words, const std::vector<EnvVar>& env) {
    Args a;
    std::string current;
    for (const auto& w : words) {
        if (w.rfind("--", 0) == 0) {
            current = w;
            a.flags[w];
        } else if (!current.empty()) {
            a.flags[current].push_back(w);
        }
    }
    for (const auto& e : env) a.env[e.name] = e.value;
    return a;
}

struct Check {
    const char* upstream;  // the assertion message in megatron/training/arguments.py (validate_args)
    std::function<bool(const Args&, const Recipe&)> holds;
};

// validate_args() assertions that involve flags the launch-script export writes.
const std::vector<Check>& megatronChecks() {
    static const std::vector<Check> kChecks = {
        {"--overlap-param-gather only supported with distributed optimizer or megatron fsdp",
         [](const Args& a, const Recipe&) { return !a.has("--overlap-param-gather") || a.has("--use-distributed-optimizer"); }},
        {"Must use --overlap-param-gather with --overlap-grad-reduce",
         [](const Args& a, const Recipe&) { return !a.has("--overlap-param-gather") || a.has("--overlap-grad-reduce"); }},
        {"--overlap-param-gather-with-optimizer-step only supported with distributed optimizer",
         [](const Args& a, const Recipe&) {
             return !a.has("--overlap-param-gather-with-optimizer-step") || a.has("--use-distributed-optimizer");
         }},
        {"Must use --overlap-param-gather-with-optimizer-step with --overlap-param-gather",
         [](const Args& a, const Recipe&) {
             return !a.has("--overlap-param-gather-with-optimizer-step") || a.has("--overlap-param-gather");
         }},
        {"--overlap-param-gather-with-optimizer-step only supported with interleaved pipeline parallelism",
         [](const Args& a, const Recipe&) {
             return !a.has("--overlap-param-gather-with-optimizer-step") || a.number("--num-virtual-stages-per-pipeline-rank", 1) > 1 ||
                    a.has("--pipeline-model-parallel-layout");
         }},
        // use_dist_ckpt is ckpt_format != "torch", and the parser's default format is torch_dist.
        {"--overlap-param-gather-with-optimizer-step not supported with distributed checkpointing yet",
         [](const Args& a, const Recipe&) {
             return !a.has("--overlap-param-gather-with-optimizer-step") || a.value("--ckpt-format") == "torch";
         }},
        {"Tensor parallel communication/GEMM overlap can happen only when sequence parallelism is enabled",
         [](const Args& a, const Recipe&) {
             // SP is turned off at TP 1 before this assertion runs.
             return !a.has("--tp-comm-overlap") || (a.has("--sequence-parallel") && a.number("--tensor-model-parallel-size", 1) > 1);
         }},
        {"--fp8-param-gather only supported with distributed optimizer, torch fsdp2, megatron fsdp, or inference mode",
         [](const Args& a, const Recipe&) { return !a.has("--fp8-param-gather") || a.has("--use-distributed-optimizer"); }},
        {"--fp4-format and --fp8-format cannot be used simultaneously",
         [](const Args& a, const Recipe&) { return !(a.has("--fp4-format") && a.has("--fp8-format")); }},
        {"--fp4-param-gather must be used together with --fp4-format",
         [](const Args& a, const Recipe&) { return !a.has("--fp4-param-gather") || a.has("--fp4-format"); }},
        {"Currently GroupedGEMM for MoE only supports bf16 dtype",
         [](const Args& a, const Recipe&) { return !a.has("--moe-grouped-gemm") || a.has("--bf16"); }},
        {"recompute method is not yet supported for selective recomputing granularity",
         [](const Args& a, const Recipe&) { return a.value("--recompute-granularity") != "selective" || !a.has("--recompute-method"); }},
        {"seq-length should be a multiple of 2 * context-parallel-size if context-parallel-size > 1",
         [](const Args& a, const Recipe&) {
             const int64_t cp = a.number("--context-parallel-size", 1);
             return cp <= 1 || a.number("--seq-length", 0) % (2 * cp) == 0;
         }},
        {"max_position_embeddings (...) must be greater than or equal to seq_length (...)",
         [](const Args& a, const Recipe&) { return a.number("--max-position-embeddings", 0) >= a.number("--seq-length", 0); }},
        {"--hierarchical-context-parallel-sizes must be set when a2a+p2p is used in cp comm",
         [](const Args& a, const Recipe&) {
             return a.value("--cp-comm-type") != "a2a+p2p" || a.has("--hierarchical-context-parallel-sizes");
         }},
        // With the interleaved schedule and p2p overlap (the parser's default), PP must be > 1.
        {"When interleaved schedule is used, pipeline-model-parallel size should be greater than 1",
         [](const Args& a, const Recipe&) {
             return a.number("--num-virtual-stages-per-pipeline-rank", 1) <= 1 || a.number("--pipeline-model-parallel-size", 1) > 1;
         }},
        {"Using tensor model parallelism or context parallelism require setting the environment variable "
         "CUDA_DEVICE_MAX_CONNECTIONS to 1",
         [](const Args& a, const Recipe& r) {
             const bool tpcp = a.number("--tensor-model-parallel-size", 1) > 1 || a.number("--context-parallel-size", 1) > 1;
             if (!r.hardware.isHopper() || !tpcp || a.has("--overlap-moe-expert-parallel-comm")) return true;
             auto it = a.env.find("CUDA_DEVICE_MAX_CONNECTIONS");
             return it != a.env.end() && it->second == "1";
         }},
    };
    return kChecks;
}

// What Bridge needs from the override YAML, by the merge and finalize() rules.
struct YamlCheck {
    const char* upstream;
    std::function<bool(const YAML::Node&, const Recipe&, MegatronVersion)> holds;
};

const std::vector<YamlCheck>& bridgeChecks() {
    static const std::vector<YamlCheck> kChecks = {
        // omegaconf_utils._apply_overrides: a dict without _target_ only merges into an existing
        // config object; where the base recipe holds None the raw dict is assigned.
        {"mixed_precision: a preset name, or a dict with _target_ (built whole by instantiate)",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             const YAML::Node mp = n["mixed_precision"];
             return mp.IsScalar() || (mp.IsMap() && mp["_target_"]);
         }},
        {"comm_overlap: a dict with _target_, unless TP comm overlap needs the base recipe's tp_comm_overlap_cfg",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             const YAML::Node co = n["comm_overlap"];
             return co.IsMap() && (co["_target_"] || co["tp_comm_overlap"].as<bool>());
         }},
        {"CommOverlapConfig.tp_comm_overlap has no default (a required field)",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) { return static_cast<bool>(n["comm_overlap"]["tp_comm_overlap"]); }},
        // mixed_precision.py MixedPrecisionConfig.finalize().
        {"When fp8_param_gather=True and fp8_recipe='mxfp8', reuse_grad_buf_for_mxfp8_param_ag must be set to True",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             const YAML::Node mp = n["mixed_precision"];
             if (!mp.IsMap() || !mp["fp8_param_gather"] || !mp["fp8_param_gather"].as<bool>()) return true;
             if (!mp["fp8_recipe"] || mp["fp8_recipe"].as<std::string>() != "mxfp8") return true;
             return mp["reuse_grad_buf_for_mxfp8_param_ag"] && mp["reuse_grad_buf_for_mxfp8_param_ag"].as<bool>();
         }},
        {"fp4 and fp8 cannot be used simultaneously",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             const YAML::Node mp = n["mixed_precision"];
             return !mp.IsMap() || !(mp["fp4"] && !mp["fp4"].IsNull() && mp["fp8"] && !mp["fp8"].IsNull());
         }},
        {"fp4_param and fp4_param_gather are not supported for now",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             const YAML::Node mp = n["mixed_precision"];
             auto on = [&](const char* k) { return mp.IsMap() && mp[k] && !mp[k].IsNull() && mp[k].as<bool>(); };
             return !on("fp4_param") && !on("fp4_param_gather");
         }},
        {"MixedPrecisionConfig.fp8_recipe is a str (never null)",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             const YAML::Node mp = n["mixed_precision"];
             return !mp.IsMap() || !mp["fp8_recipe"] || !mp["fp8_recipe"].IsNull();
         }},
        // megatron/core/model_parallel_config.py __post_init__.
        {"Can not use sequence paralllelism without tensor parallelism",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) {
             return !n["model"]["sequence_parallel"].as<bool>() || n["model"]["tensor_model_parallel_size"].as<int>() > 1;
         }},
        // Megatron-Core >= 0.18 TransformerConfig: cuda_graph_scope deprecated for cuda_graph_modules.
        {"cuda_graph_scope is deprecated in favour of cuda_graph_modules (>= 0.18)",
         [](const YAML::Node& n, const Recipe&, MegatronVersion v) {
             if (!hasCudaGraphModulesFlag(v)) return !n["model"]["cuda_graph_modules"];
             return !n["model"]["cuda_graph_scope"];
         }},
        {"GPTDatasetConfig derives mock from the data paths (not written)",
         [](const YAML::Node& n, const Recipe&, MegatronVersion) { return !n["dataset"]["mock"]; }},
    };
    return kChecks;
}


// Failures of the encoded checks for one recipe and version ("" when all hold).
std::string failures(const Recipe& recipe, MegatronVersion v) {
    std::string out;
    auto args = megatronArgumentGroups(recipe, v);
    if (!args) return "launch script refused: " + args.error().toString() + "\n";
    const Args a = parse(flattenArguments(*args), exportEnvironment(recipe));
    for (const auto& c : megatronChecks())
        if (!c.holds(a, recipe)) out += "  arguments.py: " + std::string(c.upstream) + "\n";
    auto yaml = exportBridgeYaml(recipe, v);
    if (!yaml) return out + "Bridge YAML refused: " + yaml.error().toString() + "\n";
    const YAML::Node n = YAML::Load(*yaml);
    for (const auto& c : bridgeChecks())
        if (!c.holds(n, recipe, v)) out += "  Bridge: " + std::string(c.upstream) + "\n";
    return out;
}

}  // namespace

class TestExportUpstreamChecks : public QObject {
    Q_OBJECT
private slots:
    void everyBuiltinPassesEveryCheck() {
        int exported = 0;
        for (const auto& recipe : builtinRecipeList())
            for (MegatronVersion v : testing::kAllTargetVersions) {
                // A version gate (ncclep before 0.19) refuses the export; that is not a failed check.
                if (!checkVersionGates(recipe, v)) continue;
                const std::string f = failures(recipe, v);
                QVERIFY2(f.empty(), (recipe.name + " @ " + toString(v) + ":\n" + f).c_str());
                ++exported;
            }
        QVERIFY(exported >= 49 * 3);  // 49 library recipes, at least three versions each
    }

    // The 10 library recipes that failed validate_args() before: param gather with the optimizer
    // step under the default torch_dist checkpoint format.
    void optimizerStepOverlapGetsTorchCheckpoints() {
        int withStep = 0;
        for (const auto& recipe : builtinRecipeList()) {
            if (!recipe.options.overlap.param_gather_with_optimizer_step) continue;
            ++withStep;
            auto args = megatronArgumentGroups(recipe, MegatronVersion::V0_19);
            QVERIFY(args.ok());
            const Args a = parse(flattenArguments(*args), {});
            QCOMPARE(a.value("--ckpt-format"), std::string("torch"));
        }
        QCOMPARE(withStep, 10);  // the 10 of 49 measured failing validate_args() before this change
    }

    // Settings Megatron-Core or Bridge run but validate_args() rejects are left out and said so.
    void acceptedElsewhereIsAdjustedNotWrittenWrong() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.options.overlap.param_gather = true;
        r.options.overlap.grad_reduce = false;  // as in Bridge's DeepSeek-V3 H100 dump
        r.options.overlap.tp_comm_overlap = true;
        r.layout.sequence_parallel = false;
        for (MegatronVersion v : testing::kAllTargetVersions) {
            if (!checkVersionGates(r, v)) continue;
            const std::string f = failures(r, v);
            QVERIFY2(f.empty(), f.c_str());
        }
        auto script = exportMegatronLaunchScript(r, MegatronVersion::V0_19);
        QVERIFY(script.ok());
        QVERIFY(script->find("# adjusted for Megatron-LM: --overlap-param-gather left out") != std::string::npos);
        QVERIFY(script->find("# adjusted for Megatron-LM: --tp-comm-overlap left out") != std::string::npos);
    }

    // A check must be able to fail: a hand-written argument list that breaks each of a few.
    void checksCatchBrokenArguments() {
        const Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        const Args broken = parse({"--overlap-param-gather", "--overlap-param-gather-with-optimizer-step", "--tp-comm-overlap",
                                   "--tensor-model-parallel-size", "2", "--seq-length", "4096", "--max-position-embeddings",
                                   "2048", "--fp4-format", "e2m1", "--fp8-format", "hybrid"},
                                  {});
        std::set<std::string> failed;
        for (const auto& c : megatronChecks())
            if (!c.holds(broken, r)) failed.insert(c.upstream);
        QVERIFY(failed.count("Must use --overlap-param-gather with --overlap-grad-reduce"));
        QVERIFY(failed.count("--overlap-param-gather-with-optimizer-step not supported with distributed checkpointing yet"));
        QVERIFY(failed.count("Tensor parallel communication/GEMM overlap can happen only when sequence parallelism is enabled"));
        QVERIFY(failed.count("--fp4-format and --fp8-format cannot be used simultaneously"));
        QVERIFY(failed.count("max_position_embeddings (...) must be greater than or equal to seq_length (...)"));
        // Hopper, TP 2, no CUDA_DEVICE_MAX_CONNECTIONS in the environment.
        QVERIFY(failed.count("Using tensor model parallelism or context parallelism require setting the environment variable "
                             "CUDA_DEVICE_MAX_CONNECTIONS to 1"));

        const YAML::Node bad = YAML::Load(
            "model: {sequence_parallel: true, tensor_model_parallel_size: 1, cuda_graph_scope: [attn]}\n"
            "dataset: {mock: true}\n"
            "mixed_precision: {fp8: e4m3, fp8_recipe: mxfp8, fp8_param_gather: true}\n"
            "comm_overlap: {tp_comm_overlap: false}\n");
        std::set<std::string> yamlFailed;
        for (const auto& c : bridgeChecks())
            if (!c.holds(bad, r, MegatronVersion::V0_19)) yamlFailed.insert(c.upstream);
        QCOMPARE(yamlFailed.size(), std::size_t{6});  // all but fp4/fp8, fp4_param, fp8_recipe null, tp_comm_overlap present
    }
};

QTEST_APPLESS_MAIN(TestExportUpstreamChecks)
#include "test_export_upstream_checks.moc"
