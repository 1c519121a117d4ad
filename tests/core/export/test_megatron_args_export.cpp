// Recipe -> Megatron-LM launch script: round trip through the importer on every built-in recipe,
// golden files, version gates, refusal of invalid recipes, and the flags §8.1 says to always write.
#include <QtTest/QtTest>

#include <algorithm>

#include "core/export/megatron_args_export.h"
#include "core/import/megatron_args_import.h"
#include "export_test_support.h"

using namespace moe;
using moe::testing::builtinRecipeList;
using moe::testing::builtinRecipeNamed;
using moe::testing::recipeDiff;

namespace {

bool argsContain(const std::vector<std::string>& words, const std::string& w) {
    return std::find(words.begin(), words.end(), w) != words.end();
}

// Value following `flag` in a flat argument list ("" when absent).
std::string valueOf(const std::vector<std::string>& words, const std::string& flag) {
    auto it = std::find(words.begin(), words.end(), flag);
    return it != words.end() && it + 1 != words.end() ? *(it + 1) : std::string();
}

}  // namespace

class TestMegatronArgsExport : public QObject {
    Q_OBJECT
private slots:
    void roundTripIsIdentityOnEveryBuiltin_data() {
        QTest::addColumn<QString>("version");
        QTest::newRow("0.16") << "0.16";
        QTest::newRow("0.18") << "0.18";
        QTest::newRow("0.19") << "0.19";
        QTest::newRow("main") << "main";
    }
    void roundTripIsIdentityOnEveryBuiltin() {
        QFETCH(QString, version);
        auto v = parseTargetVersion(version.toStdString());
        QVERIFY(v.ok());
        const auto recipes = builtinRecipeList();
        QVERIFY(recipes.size() >= 5);
        for (const auto& recipe : recipes) {
            auto script = exportMegatronLaunchScript(recipe, *v);
            QVERIFY2(script.ok(), (recipe.name + ": " + (script.ok() ? "" : script.error().toString())).c_str());
            auto back = importMegatronArgs(*script, ImportOptions{});
            QVERIFY2(back.ok(), (recipe.name + ": " + (back.ok() ? "" : back.error().toString())).c_str());
            QVERIFY2(*back == recipe, (recipe.name + " differs after the round trip:\n" + recipeDiff(recipe, *back)).c_str());
        }
    }

    void goldenScripts() {
        for (const auto& recipe : builtinRecipeList()) {
            // Golden files for the seed recipes (issue 5); the 44 Bridge library recipes differ from
            // each other in a few flags, so the round trips above cover them without 88 near-copies.
            if (recipe.name.rfind("bridge-", 0) == 0) continue;
            auto script = exportMegatronLaunchScript(recipe, MegatronVersion::V0_19);
            QVERIFY(script.ok());
            std::string message;
            QVERIFY2(moe::testing::matchesGolden(recipe.name + ".megatron-0.19.sh", *script, message), message.c_str());
        }
    }

    void defaultsThatDifferAreAlwaysWritten() {
        // Domain §8.1 "Defaults that differ": kv-lora-rank, num-query-groups (+GQA flag),
        // optimizer-offload-fraction, ETP, dispatcher, top-k, vocab divisor, untied embeddings,
        // position embedding type.
        auto dsv3 = megatronArgumentGroups(builtinRecipeNamed("dsv3-128k-h100"), MegatronVersion::V0_19);
        QVERIFY(dsv3.ok());
        const auto w = flattenArguments(*dsv3);
        QCOMPARE(valueOf(w, "--kv-lora-rank"), std::string("512"));
        QCOMPARE(valueOf(w, "--q-lora-rank"), std::string("1536"));
        QCOMPARE(valueOf(w, "--optimizer-offload-fraction"), std::string("1"));
        QCOMPARE(valueOf(w, "--expert-tensor-parallel-size"), std::string("1"));
        QCOMPARE(valueOf(w, "--moe-router-topk"), std::string("8"));
        QCOMPARE(valueOf(w, "--make-vocab-size-divisible-by"), std::string("1280"));
        QCOMPARE(valueOf(w, "--position-embedding-type"), std::string("rope"));
        QCOMPARE(valueOf(w, "--moe-token-dispatcher-type"), std::string("flex"));
        QCOMPARE(valueOf(w, "--moe-flex-dispatcher-backend"), std::string("deepep"));
        QCOMPARE(valueOf(w, "--moe-layer-freq"), std::string("([0]*3+[1]*58)"));
        QCOMPARE(valueOf(w, "--fp8-recipe"), std::string("blockwise"));
        QCOMPARE(valueOf(w, "--pipeline-model-parallel-layout"), std::string("Et|(tt|)*30mL"));
        QVERIFY(argsContain(w, "--untie-embeddings-and-output-weights"));
        QVERIFY(argsContain(w, "--multi-latent-attention"));
        QVERIFY(!argsContain(w, "--group-query-attention"));  // MLA with GQA is a hard error (§2.5)
        // The layout string fixes VPP; Megatron derives it, so the VPP flag is not repeated.
        QVERIFY(!argsContain(w, "--num-virtual-stages-per-pipeline-rank"));

        // An odd divisor says what it is for: 1280 x TP 1 pads DeepSeek-V3's 129280 (= 1280 x 101) to
        // itself; at TP 2 the multiple is 2560 and 129280 / 2560 = 50.5 rounds up to 51 x 2560 = 130560.
        QVERIFY(dsv3->front().comment.find("multiple of 1280 x TP 1: 129280 embedding rows, the checkpoint's") !=
                std::string::npos);
        Recipe tp2 = builtinRecipeNamed("dsv3-128k-h100");
        tp2.layout.tp = 2;
        tp2.layout.sequence_parallel = true;
        tp2.layout.cp = 16;  // TP 2 x CP 16 x PP 8 = 256, the world
        auto padded = megatronArgumentGroups(tp2, MegatronVersion::V0_19);
        QVERIFY(padded.ok());
        QVERIFY2(padded->front().comment.find("multiple of 1280 x TP 2: 130560 embedding rows") != std::string::npos &&
                     padded->front().comment.find("checkpoint") == std::string::npos,
                 padded->front().comment.c_str());

        auto qwen = megatronArgumentGroups(builtinRecipeNamed("qwen3-235b-256xh100-alltoall"), MegatronVersion::V0_19);
        QVERIFY(qwen.ok());
        const auto q = flattenArguments(*qwen);
        QVERIFY(argsContain(q, "--group-query-attention"));
        QCOMPARE(valueOf(q, "--num-query-groups"), std::string("4"));
        QCOMPARE(valueOf(q, "--num-virtual-stages-per-pipeline-rank"), std::string("4"));
        QCOMPARE(valueOf(q, "--moe-token-dispatcher-type"), std::string("alltoall"));
        QCOMPARE(valueOf(q, "--moe-layer-freq"), std::string("1"));
        QVERIFY(argsContain(q, "--overlap-moe-expert-parallel-comm"));
        QVERIFY(argsContain(q, "--moe-router-force-load-balancing"));
    }

    void environmentPreamble() {
        auto script = exportMegatronLaunchScript(builtinRecipeNamed("dsv3-128k-h100"), MegatronVersion::V0_19);
        QVERIFY(script.ok());
        QVERIFY(script->find("export CUDA_DEVICE_MAX_CONNECTIONS=1\n") != std::string::npos);
        // 256 GPUs on 8-GPU H100 nodes.
        QVERIFY(script->find("--nnodes 32\n") != std::string::npos);
        auto gb200 = exportMegatronLaunchScript(builtinRecipeNamed("qwen3-235b-128k-gb200"), MegatronVersion::V0_19);
        QVERIFY(gb200.ok());
        // HybridEP on NVL72: ranks per NVLink domain = min(EP 32, 72) = 32 (domain §8.4).
        QVERIFY(gb200->find("export NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN=32\n") != std::string::npos);
        QVERIFY(gb200->find("--nnodes 32\n    --nproc-per-node 4\n") != std::string::npos);  // 128 GPUs, 4 per tray
    }

    void cudaGraphFlagFollowsTheVersion() {
        Recipe r = builtinRecipeNamed("qwen3-235b-128k-gb200");  // TE graphs attn, moe_router, moe_preprocess
        auto v19 = megatronArgumentGroups(r, MegatronVersion::V0_19);
        auto v16 = megatronArgumentGroups(r, MegatronVersion::V0_16);
        QVERIFY(v19.ok() && v16.ok());
        const auto a = flattenArguments(*v19);
        const auto b = flattenArguments(*v16);
        QVERIFY(argsContain(a, "--cuda-graph-modules") && !argsContain(a, "--cuda-graph-scope"));
        QVERIFY(argsContain(b, "--cuda-graph-scope") && !argsContain(b, "--cuda-graph-modules"));
        QCOMPARE(valueOf(b, "--cuda-graph-impl"), std::string("transformer_engine"));
    }

    void fullIterationBefore018IsLocalPlusScope() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.options.cuda_graphs.impl = CudaGraphImpl::FullIteration;
        r.options.check_for_nan_in_grad = false;  // full_iteration with NaN checks is a hard error
        auto v16 = megatronArgumentGroups(r, MegatronVersion::V0_16);
        QVERIFY2(v16.ok(), v16.ok() ? "" : v16.error().toString().c_str());
        const auto b = flattenArguments(*v16);
        QCOMPARE(valueOf(b, "--cuda-graph-impl"), std::string("local"));
        QCOMPARE(valueOf(b, "--cuda-graph-scope"), std::string("full_iteration"));
        auto v18 = megatronArgumentGroups(r, MegatronVersion::V0_18);
        QVERIFY(v18.ok());
        QCOMPARE(valueOf(flattenArguments(*v18), "--cuda-graph-impl"), std::string("full_iteration"));
        // And back: the 0.16 spelling imports as impl full_iteration.
        auto script = exportMegatronLaunchScript(r, MegatronVersion::V0_16);
        QVERIFY(script.ok());
        auto back = importMegatronArgs(*script, {});
        QVERIFY(back.ok());
        QVERIFY2(*back == r, recipeDiff(r, *back).c_str());
    }

    void ncclEpNeeds019() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.options.dispatcher = Dispatcher::FlexNcclEP;
        auto v18 = exportMegatronLaunchScript(r, MegatronVersion::V0_18);
        QVERIFY(!v18.ok());
        QCOMPARE(v18.error().field, std::string("options.dispatcher"));
        QVERIFY(v18.error().reason.find("0.19") != std::string::npos);
        QVERIFY(exportMegatronLaunchScript(r, MegatronVersion::V0_19).ok());
    }

    void invalidRecipeIsRefused() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.layout.tp = 3;  // 32 heads % 3 != 0 and 16 GPUs % 3 != 0 (§2.5)
        auto s = exportMegatronLaunchScript(r, MegatronVersion::V0_19);
        QVERIFY(!s.ok());
        QVERIFY(s.error().reason.find("export refused") != std::string::npos);
    }

    void versionParsing() {
        QCOMPARE(*parseTargetVersion("core_v0.16.0"), MegatronVersion::V0_16);
        QCOMPARE(*parseTargetVersion("0.18"), MegatronVersion::V0_18);
        QCOMPARE(*parseTargetVersion("v0.19.1"), MegatronVersion::V0_19);
        QCOMPARE(*parseTargetVersion("main"), MegatronVersion::Main);
        auto bad = parseTargetVersion("0.12");
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().reason.find("0.16, 0.18, 0.19, main") != std::string::npos);
    }

    void shellQuoting() {
        QCOMPARE(shellQuote("Et|(tt|)*30mL"), std::string("'Et|(tt|)*30mL'"));
        QCOMPARE(shellQuote("128"), std::string("128"));
        QCOMPARE(shellQuote("it's"), std::string("'it'\\''s'"));
        QCOMPARE(shellQuote("${DATA_PATH}"), std::string("\"${DATA_PATH}\""));
    }
};

QTEST_APPLESS_MAIN(TestMegatronArgsExport)
#include "test_megatron_args_export.moc"
