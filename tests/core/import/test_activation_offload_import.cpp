// Fine-grained activation offloading options through the importers and exporters: Megatron-LM's
// --fine-grained-activation-offloading --offload-modules ... and Bridge's
// fine_grained_activation_offloading / offload_modules, read into the recipe and written back; a
// module Megatron-Core does not allow, and layer-wise cpu_offloading next to it, are errors naming
// the field.
#include <QtTest>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/import/bridge_yaml_import.h"
#include "core/import/megatron_args_import.h"
#include "core/recipe/recipe_description.h"

using namespace moe;

namespace {

const char* kLaunch =
    "torchrun --nproc_per_node 8 --nnodes 2 pretrain_gpt.py --num-layers 32 --hidden-size 4096 "
    "--ffn-hidden-size 14336 --num-attention-heads 32 --group-query-attention --num-query-groups 8 --swiglu "
    "--normalization RMSNorm --disable-bias-linear --position-embedding-type rope "
    "--untie-embeddings-and-output-weights --vocab-size 32000 --max-position-embeddings 32768 --num-experts 8 "
    "--moe-router-topk 2 --moe-grouped-gemm --moe-token-dispatcher-type alltoall --tensor-model-parallel-size 2 "
    "--expert-model-parallel-size 8 --sequence-parallel --micro-batch-size 1 --global-batch-size 256 "
    "--seq-length 4096 --bf16 --use-distributed-optimizer --overlap-grad-reduce ";

ImportOptions onB200() {
    ImportOptions o;
    o.origin = "launch.sh";
    o.hardware = "b200";
    return o;
}

}  // namespace

class TestActivationOffloadImport : public QObject {
    Q_OBJECT
private slots:
    void megatronArgsRoundTrip() {
        const std::string line = std::string(kLaunch) + "--fine-grained-activation-offloading --offload-modules expert_fc1 moe_act\n";
        auto r = importMegatronArgs(line, onB200());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QVERIFY(r->options.activation_cpu_offload);
        QCOMPARE(r->options.offload_modules, (std::vector<OffloadModule>{OffloadModule::ExpertFc1, OffloadModule::MoeAct}));
        for (const auto& w : r.warnings) QVERIFY2(w.find("offload") == std::string::npos, w.c_str());  // no "not modelled"
        QVERIFY2(describeRecipe(*r).find("activation offloading expert_fc1+moe_act") != std::string::npos, describeRecipe(*r).c_str());
        auto script = exportMegatronLaunchScript(*r, kDefaultTargetVersion);
        QVERIFY2(script.ok(), script.ok() ? "" : script.error().toString().c_str());
        QVERIFY(script->find("--fine-grained-activation-offloading") != std::string::npos);
        QVERIFY(script->find("--offload-modules expert_fc1 moe_act") != std::string::npos);
        QVERIFY(script->find("--activation-offload-fraction") == std::string::npos);  // the default 1 is not written
        // The fraction when set, and back.
        auto half = importMegatronArgs(line + " --activation-offload-fraction 0.5\n", onB200());
        QVERIFY(half.ok());
        QCOMPARE(half->options.activation_offload_fraction, 0.5);
        auto halfScript = exportMegatronLaunchScript(*half, kDefaultTargetVersion);
        QVERIFY(halfScript.ok() && halfScript->find("--activation-offload-fraction 0.5") != std::string::npos);
        // A module Megatron-Core does not allow is an error naming the flag and the allowed ones.
        auto bad = importMegatronArgs(std::string(kLaunch) + "--fine-grained-activation-offloading --offload-modules expert_fc3\n", onB200());
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().toString().find("expert_fc3") != std::string::npos &&
                     bad.error().toString().find("attn_norm, qkv_linear, core_attn") != std::string::npos,
                 bad.error().toString().c_str());
    }

    void bridgeYamlRoundTrip() {
        auto r = importMegatronArgs(std::string(kLaunch) + "--fine-grained-activation-offloading --offload-modules core_attn attn_proj\n", onB200());
        QVERIFY(r.ok());
        auto yaml = exportBridgeYaml(*r, kDefaultTargetVersion);
        QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
        QVERIFY(yaml->find("fine_grained_activation_offloading: true") != std::string::npos);
        QVERIFY2(yaml->find("offload_modules: [core_attn, attn_proj]") != std::string::npos, yaml->c_str());
        ImportOptions o;
        o.origin = "config.yaml";
        auto back = importBridgeYaml(*yaml, o);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QVERIFY(back->options.activation_cpu_offload);
        QCOMPARE(back->options.offload_modules, r->options.offload_modules);
        // Megatron-Core asserts that layer-wise cpu_offloading is not on as well.
        std::string both = *yaml;
        const auto at = both.find("fine_grained_activation_offloading: true");
        both.insert(at, "cpu_offloading: true\n  ");
        auto refused = importBridgeYaml(both, o);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().field, std::string("model.cpu_offloading"));
    }
};

QTEST_APPLESS_MAIN(TestActivationOffloadImport)
#include "test_activation_offload_import.moc"
