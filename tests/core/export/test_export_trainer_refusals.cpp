// A check only one trainer makes refuses that trainer's export only. Megatron-Bridge raises for
// DeepEP on a GPU that is neither SM 8.x/9.x nor named B200/B300
// (src/megatron/bridge/training/flex_dispatcher_backend.py, validate_flex_dispatcher_backend);
// Megatron-Core has no such check, and Megatron-LM ran DeepEP on GB200. So a DeepEP recipe on GB200
// exports as a Megatron-LM launch script and is refused as Bridge YAML, with the reason.
#include <QtTest/QtTest>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/rules/validator.h"
#include "export_test_support.h"

using namespace moe;

namespace {

Recipe deepEpOn(const char* gpu) {
    Recipe r = moe::testing::builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
    const HardwareSpec* h = builtinCatalog().findHardware(gpu);
    if (!h) qFatal("no GPU %s", gpu);
    r.hardware = *h;
    r.hardware_ref = gpu;
    r.options.dispatcher = Dispatcher::FlexDeepEP;
    return r;
}

}  // namespace

class TestExportTrainerRefusals : public QObject {
    Q_OBJECT
private slots:
    void deepEpOnGb200ExportsForMegatronLmOnly() {
        const Recipe r = deepEpOn("GB200-NVL72");
        QVERIFY(!hasErrors(validateRecipe(r)));
        for (MegatronVersion v : moe::testing::kAllTargetVersions) {
            auto script = exportMegatronLaunchScript(r, v);
            QVERIFY2(script.ok(), script.ok() ? "" : script.error().toString().c_str());
            QVERIFY(script->find("--moe-flex-dispatcher-backend deepep") != std::string::npos);
            auto yaml = exportBridgeYaml(r, v);
            QVERIFY(!yaml.ok());
            QCOMPARE(yaml.error().field, std::string("options.dispatcher"));
            QVERIFY2(yaml.error().reason.find("export refused") != std::string::npos &&
                         yaml.error().reason.find("Megatron-Bridge refuses flex+deepep on 'GB200-NVL72'") != std::string::npos,
                     yaml.error().reason.c_str());
            // Also as a message the studio translates, its English the CLI's (review 28 read the
            // refusal in English in a Portuguese studio).
            QCOMPARE(yaml.error().reason_text.id, std::string("export refused: the recipe breaks 1 hard rule (%1)"));
            QCOMPARE(yaml.error().reason_text.english(), yaml.error().reason);
        }
        // On B200 Bridge allows DeepEP: both exports are written.
        const Recipe b200 = deepEpOn("B200-HGX");
        QVERIFY(exportMegatronLaunchScript(b200, kDefaultTargetVersion).ok());
        auto yaml = exportBridgeYaml(b200, kDefaultTargetVersion);
        QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
        QVERIFY(yaml->find("moe_flex_dispatcher_backend: deepep") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestExportTrainerRefusals)
#include "test_export_trainer_refusals.moc"
