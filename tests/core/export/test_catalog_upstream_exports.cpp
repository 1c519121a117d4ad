// Each catalog model exports as its upstream recipes run it (issue 39): the architecture and
// routing-loss flags of the launch script against Megatron-LM's own example for the model, and the
// Bridge YAML's fields against Megatron-Bridge's model provider. Each row cites the file and commit
// it was read from. Where the upstream sources disagree with the checkpoint's own config.json, the
// row says so and holds the checkpoint's value (the export trains the network of the checkpoint).
#include <yaml-cpp/yaml.h>

#include <QtTest/QtTest>
#include <string>
#include <utility>
#include <vector>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "tests/core/export/export_test_support.h"

using namespace moe;

namespace {

struct Upstream {
    const char* model;
    const char* example;                                      // Megatron-LM example script, with commit
    std::vector<std::pair<std::string, std::string>> flags;   // flag -> value ("" = a switch)
    std::vector<std::string> absent;                          // flags the example does not pass
    const char* provider;                                     // Megatron-Bridge provider, with commit
    std::vector<std::pair<std::string, std::string>> fields;  // model.<key> -> value as YAML text
};

const std::vector<Upstream>& upstream() {
    static const std::vector<Upstream> all = {
        {"DeepSeek-V3",
         "NVIDIA/Megatron-LM examples/megatron_fsdp/sbatch_mfsdp_deepseek_v3.sh @ e742b18a",
         {{"--rotary-base", "10000"},
          {"--rotary-scaling-factor", "40"},
          {"--mscale", "1"},
          {"--mscale-all-dim", "1"},
          {"--norm-epsilon", "0.000001"},
          {"--swiglu", ""},
          {"--qk-layernorm", ""},
          {"--moe-router-load-balancing-type", "seq_aux_loss"},
          {"--moe-aux-loss-coeff", "0.0001"},
          {"--moe-router-pre-softmax", ""},
          {"--moe-router-score-function", "sigmoid"},
          {"--moe-router-enable-expert-bias", ""},
          {"--moe-router-topk-scaling-factor", "2.5"},
          {"--moe-router-num-groups", "8"},
          {"--moe-router-group-topk", "4"}},
         {},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/deepseek/deepseek_provider.py @ 066adea0",
         {{"rope_type", "yarn"},
          {"rotary_scaling_factor", "40"},
          {"mscale", "1"},
          {"mscale_all_dim", "1"},
          {"layernorm_epsilon", "0.000001"},
          {"moe_router_load_balancing_type", "seq_aux_loss"},
          {"moe_aux_loss_coeff", "0.0001"},
          {"moe_router_pre_softmax", "true"}}},
        {"DeepSeek-V2-Lite",
         "NVIDIA/Megatron-LM examples/post_training/modelopt/conf/deepseek-ai/DeepSeek-V2-Lite.sh @ d002453c",
         {{"--rotary-base", "10000"},
          {"--rotary-scaling-factor", "40"},
          {"--mscale", "0.707"},
          {"--mscale-all-dim", "0.707"},
          {"--norm-epsilon", "0.000001"},
          {"--swiglu", ""},
          {"--moe-router-load-balancing-type", "seq_aux_loss"},
          {"--moe-aux-loss-coeff", "0.001"},
          {"--moe-router-pre-softmax", ""},
          {"--moe-router-score-function", "softmax"},
          {"--moe-router-topk-scaling-factor", "1"}},
         {},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/deepseek/deepseek_provider.py @ 066adea0 (V2-Lite)",
         {{"rotary_scaling_factor", "40"},
          {"mscale", "0.707"},
          {"mscale_all_dim", "0.707"},
          {"layernorm_epsilon", "0.000001"},
          {"moe_router_load_balancing_type", "seq_aux_loss"},
          {"moe_aux_loss_coeff", "0.001"},
          {"moe_router_pre_softmax", "true"}}},
        // The example sets no --norm-epsilon (so 1e-5); the checkpoint and Bridge's provider use 1e-6.
        {"Qwen3-30B-A3B",
         "NVIDIA/Megatron-LM examples/post_training/modelopt/conf/Qwen/Qwen3-30B-A3B.sh @ e5f71ead",
         {{"--rotary-base", "1000000"},
          {"--swiglu", ""},
          {"--qk-layernorm", ""},
          {"--moe-router-load-balancing-type", "aux_loss"},
          {"--moe-aux-loss-coeff", "0.001"}},
         {"--moe-router-pre-softmax"},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/qwen/qwen_provider.py @ fb8a4d6b",
         {{"rotary_base", "1000000"},
          {"layernorm_epsilon", "0.000001"},
          {"moe_router_load_balancing_type", "aux_loss"},
          {"moe_aux_loss_coeff", "0.001"},
          {"moe_router_pre_softmax", "false"},
          {"qk_layernorm", "true"}}},
        {"Qwen3-235B-A22B",
         "NVIDIA/Megatron-LM examples/post_training/modelopt/conf/Qwen/Qwen3-235B-A22B.sh @ e5f71ead",
         {{"--rotary-base", "1000000"},
          {"--swiglu", ""},
          {"--moe-router-load-balancing-type", "aux_loss"},
          {"--moe-aux-loss-coeff", "0.001"}},
         {"--moe-router-pre-softmax"},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/qwen/qwen_provider.py @ fb8a4d6b",
         {{"rotary_base", "1000000"},
          {"layernorm_epsilon", "0.000001"},
          {"moe_router_load_balancing_type", "aux_loss"},
          {"moe_aux_loss_coeff", "0.001"}}},
        // Megatron-LM has no Qwen3-Next example; the provider is the reference.
        {"Qwen3-Next-80B-A3B",
         "",
         {{"--rotary-base", "10000000"},
          {"--apply-layernorm-1p", ""},
          {"--norm-epsilon", "0.000001"},
          {"--attention-output-gate", ""},
          {"--moe-shared-expert-gate", ""},
          {"--moe-router-load-balancing-type", "global_aux_loss"},
          {"--moe-aux-loss-coeff", "0.001"}},
         {"--moe-router-pre-softmax"},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/qwen/qwen_provider.py @ fb8a4d6b (Qwen3-Next)",
         {{"rotary_base", "10000000"},
          {"rotary_percent", "0.25"},
          {"layernorm_epsilon", "0.000001"},
          {"layernorm_zero_centered_gamma", "true"},
          {"moe_router_load_balancing_type", "global_aux_loss"},
          {"moe_aux_loss_coeff", "0.001"},
          {"moe_shared_expert_gate", "true"}}},
        // The example's coefficient is 1e-2 and Bridge's provider runs no balancing loss ("none",
        // with pre-softmax, which would not renormalise the top-2 weights as transformers'
        // MixtralSparseMoeBlock does): the checkpoint's router_aux_loss_coef 0.02 is held.
        {"Mixtral-8x7B",
         "NVIDIA/Megatron-LM examples/mixtral/train_mixtral_8x7b_distributed.sh @ 9b8acfd0",
         {{"--rotary-base", "1000000"},
          {"--swiglu", ""},
          {"--moe-router-load-balancing-type", "aux_loss"},
          {"--moe-aux-loss-coeff", "0.02"}},
         {"--moe-router-pre-softmax"},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/mixtral/mixtral_provider.py @ 556b474d",
         {{"rotary_base", "1000000"}, {"layernorm_epsilon", "0.00001"}}},
        // The example's window is 128,0 (the newer Bridge bridge writes (sliding_window - 1, 0) =
        // (127, 0), which is what 128 tokens including the current one mean); its aux-loss
        // coefficient is 0.0 where the checkpoint's config.json says 0.9.
        {"GPT-OSS-120B",
         "NVIDIA/Megatron-LM examples/post_training/modelopt/conf/openai/gpt-oss-120b.sh @ 72a2714a",
         {{"--rotary-base", "150000"},
          {"--quick-geglu", ""},
          {"--glu-linear-offset", "1"},
          {"--activation-func-clamp-value", "7"},
          {"--softmax-type", "learnable"},
          {"--window-attn-skip-freq", "2"},
          {"--moe-router-score-function", "softmax"},
          {"--moe-router-load-balancing-type", "aux_loss"}},
         {"--swiglu", "--moe-router-pre-softmax"},
         "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/models/gpt_oss/gpt_oss_provider.py @ 355cef45",
         {{"rotary_base", "150000"},
          {"position_embedding_type", "yarn"},
          {"yarn_rotary_scaling_factor", "32"},
          {"yarn_original_max_position_embeddings", "4096"},
          {"yarn_beta_fast", "32"},
          {"yarn_beta_slow", "1"},
          {"yarn_correction_range_round_to_int", "false"},
          {"glu_linear_offset", "1"},
          {"activation_func_clamp_value", "7"},
          {"softmax_type", "learnable"},
          {"add_bias_linear", "true"}}},
    };
    return all;
}

// The value after `flag` on its line of the script; "" for a switch; "<absent>" when not there.
std::string flagText(const std::string& script, const std::string& flag) {
    const std::string needle = "    " + flag;
    size_t at = script.find(needle + " ");
    if (at == std::string::npos) return script.find(needle + "\n") == std::string::npos ? "<absent>" : "";
    const size_t start = at + needle.size() + 1;
    return script.substr(start, script.find('\n', start) - start);
}

bool sameNumberOrText(const std::string& got, const std::string& want) {
    try {
        size_t a = 0;
        size_t b = 0;
        const double x = std::stod(got, &a);
        const double y = std::stod(want, &b);
        if (a == got.size() && b == want.size()) return x == y;
    } catch (const std::exception&) {
    }
    return got == want;
}

}  // namespace

class TestCatalogUpstreamExports : public QObject {
    Q_OBJECT
private slots:
    void launchScriptMatchesTheExample_data() { rows(); }
    void launchScriptMatchesTheExample() {
        QFETCH(int, index);
        const Upstream& u = upstream()[static_cast<size_t>(index)];
        const Recipe r = moe::testing::catalogModelOn16Gpus(u.model);
        auto script = exportMegatronLaunchScript(r, kDefaultTargetVersion);
        QVERIFY2(script.ok(), script.ok() ? "" : script.error().toString().c_str());
        for (const auto& [flag, want] : u.flags) {
            const std::string got = flagText(*script, flag);
            QVERIFY2(got != "<absent>", (flag + " missing (" + u.example + ")").c_str());
            QVERIFY2(sameNumberOrText(got, want), (flag + " is '" + got + "', upstream '" + want + "'").c_str());
        }
        for (const auto& flag : u.absent)
            QVERIFY2(flagText(*script, flag) == "<absent>", (flag + " written, upstream does not pass it").c_str());
    }

    void bridgeYamlMatchesTheProvider_data() { rows(); }
    void bridgeYamlMatchesTheProvider() {
        QFETCH(int, index);
        const Upstream& u = upstream()[static_cast<size_t>(index)];
        const Recipe r = moe::testing::catalogModelOn16Gpus(u.model);
        auto text = exportBridgeYaml(r, kDefaultTargetVersion);
        QVERIFY2(text.ok(), text.ok() ? "" : text.error().toString().c_str());
        const YAML::Node model = YAML::Load(*text)["model"];
        for (const auto& [key, want] : u.fields) {
            QVERIFY2(model[key].IsDefined() && model[key].IsScalar(), (key + " missing (" + u.provider + ")").c_str());
            const std::string got = model[key].Scalar();
            QVERIFY2(sameNumberOrText(got, want), (key + " is '" + got + "', provider '" + want + "'").c_str());
        }
    }

private:
    static void rows() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < upstream().size(); ++i) QTest::newRow(upstream()[i].model) << static_cast<int>(i);
    }
};

QTEST_APPLESS_MAIN(TestCatalogUpstreamExports)
#include "test_catalog_upstream_exports.moc"
