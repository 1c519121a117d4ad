// moe_router_bias_update_rate and mtp_loss_scaling_factor are carried (issue 41, review finding):
// a Bridge YAML that sets them to non-default values (0.002 and 0.3) keeps them in the recipe,
// its recipe file and both exports, and names neither as not carried. Names and defaults are
// Megatron-Core's (TransformerConfig.moe_router_bias_update_rate = 1e-3,
// mtp_loss_scaling_factor = 0.1; Megatron-LM's --moe-router-bias-update-rate and
// --mtp-loss-scaling-factor; Bridge's model.* of the same names).
#include <yaml-cpp/yaml.h>

#include <QTemporaryDir>
#include <QtTest/QtTest>
#include <fstream>
#include <string>
#include <vector>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/export/target_version.h"
#include "core/import/bridge_yaml_import.h"
#include "core/import/megatron_args_import.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"
#include "tests/support/test_files.h"

using namespace moe;

namespace {

// A small MoE model with one MTP layer and aux-loss-free routing, both fields off their defaults.
std::string routerMtpBridgeYaml(int mtpLayers) {
    return "model:\n"
           "  num_layers: 4\n"
           "  hidden_size: 256\n"
           "  ffn_hidden_size: 512\n"
           "  num_attention_heads: 4\n"
           "  vocab_size: 1024\n"
           "  seq_length: 4096\n"
           "  num_moe_experts: 8\n"
           "  moe_router_topk: 2\n"
           "  moe_ffn_hidden_size: 128\n"
           "  moe_router_score_function: sigmoid\n"
           "  moe_router_enable_expert_bias: true\n"
           "  moe_router_bias_update_rate: 0.002\n"
           "  mtp_num_layers: " +
           (mtpLayers > 0 ? std::to_string(mtpLayers) : std::string("null")) +
           "\n"
           "  mtp_loss_scaling_factor: 0.3\n"
           "train:\n"
           "  global_batch_size: 16\n"
           "  micro_batch_size: 1\n";
}

// Writes the fixture into `dir` and imports it from there, as `moe-plan import` reads a file.
Result<Recipe> importRouterMtpFixture(const QTemporaryDir& dir, int mtpLayers) {
    const std::string path = dir.filePath("router_mtp.yaml").toStdString();
    std::ofstream(path) << routerMtpBridgeYaml(mtpLayers);
    return importBridgeYaml(moe::testing::readFile(path),
                            ImportOptions{path, "H100-SXM", 8, {}, {}, nullptr, {}, {}, {}, {}});
}

// Read through the field registry, so that the test states the recipe paths it relies on.
constexpr const char* kBiasRatePath = "model.moe.router.bias_update_rate";
constexpr const char* kMtpFactorPath = "model.mtp_loss_scaling_factor";

QString recipeValue(const Recipe& r, const char* path) {
    return QString::fromStdString(recipeFieldText(r, path));
}

// The built-in recipe named `name` (a seed recipe of a catalog model).
Recipe builtinRecipeByName(const std::string& name) {
    for (const auto& b : builtinRecipes())
        if (auto r = parseRecipeYaml(b.text, b.file_name); r && r->name == name) return *r;
    qFatal("no built-in recipe %s", name.c_str());
}

bool anyMentions(const std::vector<std::string>& items, const std::string& needle) {
    for (const auto& s : items)
        if (s.find(needle) != std::string::npos) return true;
    return false;
}

// The value after `flag` in a launch script ("" when absent).
std::string launchFlagValue(const std::string& script, const std::string& flag) {
    const auto at = script.find(flag + " ");
    if (at == std::string::npos) return {};
    const auto begin = at + flag.size() + 1;
    return script.substr(begin, script.find_first_of(" \n\\", begin) - begin);
}

}  // namespace

class TestBridgeRouterMtpFields : public QObject {
    Q_OBJECT
private slots:
    void importKeepsBothInTheRecipe() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto r = importRouterMtpFixture(dir, 1);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(recipeValue(*r, kBiasRatePath), QStringLiteral("0.002"));
        QCOMPARE(recipeValue(*r, kMtpFactorPath), QStringLiteral("0.3"));
        QVERIFY(!anyMentions(r->model.not_carried, "moe_router_bias_update_rate"));
        QVERIFY(!anyMentions(r->model.not_carried, "mtp_loss_scaling_factor"));
        QVERIFY(!anyMentions(r.warnings, "moe_router_bias_update_rate"));
        QVERIFY(!anyMentions(r.warnings, "mtp_loss_scaling_factor"));
    }

    void recipeFileRoundTripsBoth() {
        QTemporaryDir dir;
        auto r = importRouterMtpFixture(dir, 1);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        const std::string path = dir.filePath("recipe.yaml").toStdString();
        auto saved = saveRecipeFile(*r, path);
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().toString().c_str());
        auto loaded = loadRecipeFile(path);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().toString().c_str());
        const std::string text = moe::testing::readFile(path);
        QVERIFY2(text.find("bias_update_rate: 0.002") != std::string::npos, text.c_str());
        QVERIFY2(text.find("mtp_loss_scaling_factor: 0.3") != std::string::npos, text.c_str());
        QCOMPARE(recipeValue(*loaded, kBiasRatePath), QStringLiteral("0.002"));
        QCOMPARE(recipeValue(*loaded, kMtpFactorPath), QStringLiteral("0.3"));
        QVERIFY(loaded->model == r->model);
    }

    void launchScriptPassesBoth() {
        QTemporaryDir dir;
        auto r = importRouterMtpFixture(dir, 1);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        auto s = exportMegatronLaunchScript(*r, kDefaultTargetVersion);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
        QCOMPARE(QString::fromStdString(launchFlagValue(*s, "--moe-router-bias-update-rate")), QStringLiteral("0.002"));
        QCOMPARE(QString::fromStdString(launchFlagValue(*s, "--mtp-loss-scaling-factor")), QStringLiteral("0.3"));
        QVERIFY2(s->find("not_carried") == std::string::npos, s->c_str());
    }

    // Megatron-LM's flags read back: the launch script is an import format too.
    void launchScriptReimportsBoth() {
        QTemporaryDir dir;
        auto r = importRouterMtpFixture(dir, 1);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        auto s = exportMegatronLaunchScript(*r, kDefaultTargetVersion);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
        auto back = importMegatronArgs(*s, ImportOptions{"launch.sh", "H100-SXM", 8, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QCOMPARE(recipeValue(*back, kBiasRatePath), QStringLiteral("0.002"));
        QCOMPARE(recipeValue(*back, kMtpFactorPath), QStringLiteral("0.3"));
    }

    void bridgeYamlSetsBothUnderModel() {
        QTemporaryDir dir;
        auto r = importRouterMtpFixture(dir, 1);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        auto text = exportBridgeYaml(*r, kDefaultTargetVersion);
        QVERIFY2(text.ok(), text.ok() ? "" : text.error().toString().c_str());
        QVERIFY2(text->find("not_carried") == std::string::npos, text->c_str());
        const YAML::Node model = YAML::Load(*text)["model"];
        QVERIFY(model["moe_router_bias_update_rate"]);
        QVERIFY(model["mtp_loss_scaling_factor"]);
        QCOMPARE(model["moe_router_bias_update_rate"].as<double>(), 0.002);
        QCOMPARE(model["mtp_loss_scaling_factor"].as<double>(), 0.3);
    }

    // The reviewer's case: a DeepSeek-V3 dump edited to other coefficients is still DeepSeek-V3
    // (training coefficients do not decide the catalog match), and keeps the file's values.
    void catalogModelKeepsTheFilesCoefficients() {
        const Recipe dsv3 = builtinRecipeByName("dsv3-128k-h100");
        QCOMPARE(dsv3.model_ref, std::string("DeepSeek-V3"));
        auto exported = exportBridgeYaml(dsv3, kDefaultTargetVersion);
        QVERIFY2(exported.ok(), exported.ok() ? "" : exported.error().toString().c_str());
        YAML::Node doc = YAML::Load(*exported);  // drops the moe-plan header: nothing names the model
        doc["model"]["moe_router_bias_update_rate"] = "0.002";
        doc["model"]["mtp_loss_scaling_factor"] = "0.3";
        YAML::Emitter edited;
        edited << doc;
        QTemporaryDir dir;
        const std::string path = dir.filePath("dsv3_edited.yaml").toStdString();
        std::ofstream(path) << edited.c_str() << "\n";
        auto r = importBridgeYaml(
            moe::testing::readFile(path),
            ImportOptions{path, dsv3.hardware_ref, dsv3.layout.world_size, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->model_ref, std::string("DeepSeek-V3"));
        QVERIFY(!anyMentions(r.warnings, "matches no catalog model"));
        QCOMPARE(recipeValue(*r, kBiasRatePath), QStringLiteral("0.002"));
        QCOMPARE(recipeValue(*r, kMtpFactorPath), QStringLiteral("0.3"));
        QVERIFY(r->model.not_carried.empty());
        auto s = exportMegatronLaunchScript(*r, kDefaultTargetVersion);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
        QCOMPARE(QString::fromStdString(launchFlagValue(*s, "--moe-router-bias-update-rate")), QStringLiteral("0.002"));
        QCOMPARE(QString::fromStdString(launchFlagValue(*s, "--mtp-loss-scaling-factor")), QStringLiteral("0.3"));
    }

    void keysThatChangeTheNetworkAreNamedWhenSet() {
        // Review (entry 3): a dump with qk_clip: true and moe_token_dropping: true imported with
        // neither carried nor named. Each such key, set off TransformerConfig's default, is named
        // as not carried (recipe and warning); left at its default, it is not.
        QTemporaryDir dir;
        const std::string base = routerMtpBridgeYaml(1);
        const std::string extra =
            "  qk_clip: true\n  moe_token_dropping: true\n  use_mup: true\n  calculate_per_token_loss: true\n";
        const std::string text = base.substr(0, base.find("train:")) + extra + base.substr(base.find("train:"));
        const std::string path = dir.filePath("qk_clip.yaml").toStdString();
        std::ofstream(path) << text;
        auto r = importBridgeYaml(moe::testing::readFile(path),
                                  ImportOptions{path, "H100-SXM", 8, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        for (const char* key :
             {"qk_clip=true", "moe_token_dropping=true", "use_mup=true", "calculate_per_token_loss=true"}) {
            QVERIFY2(anyMentions(r->model.not_carried, key), key);
            QVERIFY2(anyMentions(r.warnings, key), key);
        }
        const std::string atDefaults = "  qk_clip: false\n  moe_token_dropping: false\n";
        const std::string plain = base.substr(0, base.find("train:")) + atDefaults + base.substr(base.find("train:"));
        std::ofstream(path) << plain;
        auto d = importBridgeYaml(moe::testing::readFile(path),
                                  ImportOptions{path, "H100-SXM", 8, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(d.ok(), d.ok() ? "" : d.error().toString().c_str());
        QVERIFY(!anyMentions(d->model.not_carried, "qk_clip"));
        QVERIFY(!anyMentions(d->model.not_carried, "moe_token_dropping"));
    }

    // Without MTP layers the factor weighs nothing: neither export writes it, and it is not
    // "not carried" either (the recipe keeps it for when MTP layers are added).
    void mtpFactorOnlyWithMtpLayers() {
        QTemporaryDir dir;
        auto r = importRouterMtpFixture(dir, 0);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->model.mtp_layers, 0);
        QCOMPARE(recipeValue(*r, kMtpFactorPath), QStringLiteral("0.3"));
        QVERIFY(!anyMentions(r->model.not_carried, "mtp_loss_scaling_factor"));
        auto s = exportMegatronLaunchScript(*r, kDefaultTargetVersion);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
        QVERIFY(s->find("--mtp-loss-scaling-factor") == std::string::npos);
        QCOMPARE(QString::fromStdString(launchFlagValue(*s, "--moe-router-bias-update-rate")), QStringLiteral("0.002"));
        auto text = exportBridgeYaml(*r, kDefaultTargetVersion);
        QVERIFY2(text.ok(), text.ok() ? "" : text.error().toString().c_str());
        QVERIFY(!YAML::Load(*text)["model"]["mtp_loss_scaling_factor"]);
    }
};

QTEST_GUILESS_MAIN(TestBridgeRouterMtpFields)
#include "test_bridge_router_mtp_fields.moc"
