// The attention softmax kind in both exports: Megatron-Core's spelling (TransformerConfig
// softmax_type: 'vanilla' | 'off-by-one' | 'learnable', default 'vanilla'; Megatron-LM
// --softmax-type with the same choices), written when it is not the default (and in Bridge YAML
// also when the named model's provider is not), and read back to the same recipe by the importers.
#include <QtTest/QtTest>

#include <yaml-cpp/yaml.h>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/import/bridge_yaml_import.h"
#include "core/import/megatron_args_import.h"
#include "core/import/shell_words.h"
#include "export_test_support.h"

using namespace moe;
using moe::testing::builtinRecipeNamed;
using moe::testing::recipeDiff;

namespace {

// GPT-OSS-120B (the catalog's: learnable softmax) on 16 H100s, EP 8.
Recipe gptOssRecipe() { return moe::testing::catalogModelOn16Gpus("GPT-OSS-120B"); }

// Value after `flag` in the exported launch script ("" when the flag is absent).
std::string argValue(const std::string& script, const std::string& flag) {
    auto words = parseShellScript(script, "export.sh");
    if (!words.ok()) qFatal("exported script does not parse: %s", words.error().toString().c_str());
    for (size_t i = 0; i + 1 < words->words.size(); ++i)
        if (words->words[i].text == flag) return words->words[i + 1].text;
    return {};
}

}  // namespace

class TestSoftmaxTypeExport : public QObject {
    Q_OBJECT
private slots:
    void kinds_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("spelling");  // "" = not written (Megatron's default)
        QTest::newRow("vanilla") << static_cast<int>(SoftmaxKind::Vanilla) << "";
        QTest::newRow("off-by-one") << static_cast<int>(SoftmaxKind::OffByOne) << "off-by-one";
        QTest::newRow("learnable") << static_cast<int>(SoftmaxKind::Learnable) << "learnable";
    }

    void bridgeYaml_data() { kinds_data(); }
    void bridgeYaml() {
        QFETCH(int, kind);
        QFETCH(QString, spelling);
        Recipe r = gptOssRecipe();
        QCOMPARE(QString(toString(r.model.softmax)), QStringLiteral("learnable"));  // the catalog's
        r.model.softmax = static_cast<SoftmaxKind>(kind);
        for (MegatronVersion v : testing::kAllTargetVersions) {
            auto yaml = exportBridgeYaml(r, v);
            QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
            const YAML::Node model = YAML::Load(*yaml)["model"];
            // Vanilla is Megatron's default, but this override goes over GPT-OSS's provider, which
            // has sinks: it must say vanilla (a Qwen3 export, below, leaves the key out).
            QVERIFY2(model["softmax_type"], yaml->c_str());
            QCOMPARE(QString::fromStdString(model["softmax_type"].as<std::string>()), spelling.isEmpty() ? "vanilla" : spelling);
            auto back = importBridgeYaml(*yaml, ImportOptions{});
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
            QCOMPARE(QString(toString(back->model.softmax)), QString(toString(r.model.softmax)));
            QVERIFY2(*back == r, recipeDiff(r, *back).c_str());
        }
    }

    void megatronArgs_data() { kinds_data(); }
    void megatronArgs() {
        QFETCH(int, kind);
        QFETCH(QString, spelling);
        Recipe r = gptOssRecipe();
        r.model.softmax = static_cast<SoftmaxKind>(kind);
        for (MegatronVersion v : testing::kAllTargetVersions) {
            auto script = exportMegatronLaunchScript(r, v);
            QVERIFY2(script.ok(), script.ok() ? "" : script.error().toString().c_str());
            QCOMPARE(QString::fromStdString(argValue(*script, "--softmax-type")), spelling);
            auto back = importMegatronArgs(*script, ImportOptions{});
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
            QCOMPARE(QString(toString(back->model.softmax)), QString(toString(r.model.softmax)));
            QVERIFY2(*back == r, recipeDiff(r, *back).c_str());
        }
    }

    // Vanilla models say nothing about it: the Qwen3 seed recipe's exports carry no such key.
    void vanillaBuiltinWritesNothing() {
        const Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        QCOMPARE(QString(toString(r.model.softmax)), QStringLiteral("vanilla"));
        auto yaml = exportBridgeYaml(r, MegatronVersion::V0_19);
        QVERIFY(yaml.ok());
        QVERIFY(yaml->find("softmax_type") == std::string::npos);
        auto script = exportMegatronLaunchScript(r, MegatronVersion::V0_19);
        QVERIFY(script.ok());
        QVERIFY(script->find("--softmax-type") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSoftmaxTypeExport)
#include "test_softmax_type_export.moc"
