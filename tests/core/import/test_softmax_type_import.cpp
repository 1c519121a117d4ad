// The attention softmax kind through every importer. Spellings are Megatron-Core's
// (TransformerConfig.softmax_type: Literal['vanilla', 'off-by-one', 'learnable'], default vanilla;
// Megatron-LM's --softmax-type takes the same choices); a GPT-OSS config.json means learnable,
// because every GPT-OSS attention layer carries per-head sinks (HF transformers' gpt_oss model,
// Megatron-Bridge's GPT-OSS provider sets softmax_type="learnable").
#include <QtTest/QtTest>
#include <nlohmann/json.hpp>
#include <string>

#include "core/import/bridge_yaml_import.h"
#include "core/import/hf_config_import.h"
#include "core/import/megatron_args_import.h"
#include "tests/support/shared_data.h"
#include "tests/support/test_files.h"

using namespace moe;
using moe::testing::readFile;

namespace {

// The smallest Bridge model section the importer accepts, plus `extra` lines under model:.
std::string bridgeModel(const std::string& extra) {
    return "model:\n  num_layers: 4\n  hidden_size: 64\n  num_attention_heads: 4\n  vocab_size: 100\n" + extra;
}

const std::string kArgs = "--num-layers 4 --hidden-size 64 --num-attention-heads 4 --vocab-size 100 "
                          "--max-position-embeddings 4096 --seq-length 4096 --bf16";

ImportOptions options(const char* origin) {
    return ImportOptions{origin, "H100-SXM", 8, {}, {}, nullptr, {}, {}, {}, {}};
}

std::string fixture(const char* name) { return std::string(MOE_TEST_FIXTURES_DIR) + "/import/" + name; }

}  // namespace

class TestSoftmaxTypeImport : public QObject {
    Q_OBJECT
private slots:
    void bridgeReadsEverySpelling_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("kind");
        QTest::newRow("absent") << "" << static_cast<int>(SoftmaxKind::Vanilla);
        QTest::newRow("vanilla") << "  softmax_type: vanilla\n" << static_cast<int>(SoftmaxKind::Vanilla);
        QTest::newRow("off-by-one") << "  softmax_type: off-by-one\n" << static_cast<int>(SoftmaxKind::OffByOne);
        QTest::newRow("learnable") << "  softmax_type: learnable\n" << static_cast<int>(SoftmaxKind::Learnable);
    }
    void bridgeReadsEverySpelling() {
        QFETCH(QString, line);
        QFETCH(int, kind);
        auto r = importBridgeYaml(bridgeModel(line.toStdString()), options("x.yaml"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(static_cast<int>(r->model.softmax), kind);
        for (const auto& w : r.warnings) QVERIFY2(w.find("softmax_type") == std::string::npos, w.c_str());
    }

    void bridgeBadValueNamesFieldAndChoices() {
        auto r = importBridgeYaml(bridgeModel("  softmax_type: sink\n"), options("x.yaml"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 6);
        QCOMPARE(r.error().field, std::string("model.softmax_type"));
        QVERIFY2(r.error().reason.find("'sink'") != std::string::npos, r.error().reason.c_str());
        QVERIFY2(r.error().reason.find("vanilla, off-by-one, learnable") != std::string::npos, r.error().reason.c_str());
    }

    // A complete Bridge dump writes the field (DeepSeek-V3: vanilla) and still matches the catalog.
    void bridgeDumpIsVanilla() {
        const std::string path = std::string(MOE_SHARED_DATA_DIR) + "/bridge-yaml/deepseek_v3_pretrain_h100_fp8_sc_v2.yaml";
        MOE_REQUIRE_SHARED_DATA(path);
        QVERIFY(readFile(path).find("softmax_type: vanilla") != std::string::npos);
        auto r =
            importBridgeYaml(readFile(path), ImportOptions{path, "H100-SXM", 1024, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(QString(toString(r->model.softmax)), QStringLiteral("vanilla"));
        QCOMPARE(r->model_ref, std::string("DeepSeek-V3"));
    }

    void argsReadEverySpelling_data() {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<int>("kind");
        QTest::newRow("absent") << "" << static_cast<int>(SoftmaxKind::Vanilla);
        QTest::newRow("vanilla") << " --softmax-type vanilla" << static_cast<int>(SoftmaxKind::Vanilla);
        QTest::newRow("off-by-one") << " --softmax-type off-by-one" << static_cast<int>(SoftmaxKind::OffByOne);
        QTest::newRow("learnable") << " --softmax-type learnable" << static_cast<int>(SoftmaxKind::Learnable);
    }
    void argsReadEverySpelling() {
        QFETCH(QString, flag);
        QFETCH(int, kind);
        auto r = importMegatronArgs(kArgs + flag.toStdString(), options("cmd"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(static_cast<int>(r->model.softmax), kind);
        for (const auto& w : r.warnings) QVERIFY2(w.find("--softmax-type") == std::string::npos, w.c_str());
    }

    void argsBadValueNamesFlagAndChoices() {
        auto r = importMegatronArgs(kArgs + " \\\n  --softmax-type sinks", options("cmd"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 2);
        QCOMPARE(r.error().field, std::string("--softmax-type"));
        QVERIFY2(r.error().reason.find("'sinks'") != std::string::npos, r.error().reason.c_str());
        QVERIFY2(r.error().reason.find("vanilla, off-by-one, learnable") != std::string::npos, r.error().reason.c_str());
    }

    // The 120B fixture is the catalog's model, so it could come back learnable from the catalog
    // alone; a 24-layer, 32-expert variant (gpt-oss-20b's depth and width) matches no catalog entry
    // and shows the importer itself sets it.
    void hfGptOssIsLearnable() {
        const std::string path = fixture("gpt-oss-120b.config.json");
        auto big = importHfConfig(readFile(path), path);
        QVERIFY2(big.ok(), big.ok() ? "" : big.error().toString().c_str());
        QCOMPARE(QString(toString(big->softmax)), QStringLiteral("learnable"));
        QCOMPARE(big->name, std::string("GPT-OSS-120B"));

        nlohmann::json small = nlohmann::json::parse(readFile(path));
        small["num_hidden_layers"] = 24;
        small["num_local_experts"] = 32;
        auto m = importHfConfig(small.dump(), "small.json");
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
        QCOMPARE(m->name, std::string("small"));  // not a catalog model: named after its file (issue 39)
        QCOMPARE(QString(toString(m->softmax)), QStringLiteral("learnable"));
    }

    void hfOtherFamiliesAreVanilla() {
        const std::string mixtral = fixture("mixtral-8x7b.config.json");
        auto m = importHfConfig(readFile(mixtral), mixtral);
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
        QCOMPARE(QString(toString(m->softmax)), QStringLiteral("vanilla"));

        const std::string qwen = std::string(MOE_SHARED_DATA_DIR) + "/hf-configs/Qwen--Qwen3-30B-A3B_config.json";
        MOE_REQUIRE_SHARED_DATA(qwen);
        auto q = importHfConfig(readFile(qwen), qwen);
        QVERIFY2(q.ok(), q.ok() ? "" : q.error().toString().c_str());
        QCOMPARE(QString(toString(q->softmax)), QStringLiteral("vanilla"));
    }
};

QTEST_APPLESS_MAIN(TestSoftmaxTypeImport)
#include "test_softmax_type_import.moc"
