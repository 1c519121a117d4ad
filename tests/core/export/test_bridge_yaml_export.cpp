// Recipe -> Megatron-Bridge override YAML: round trip through the Bridge importer on every built-in
// recipe, golden files, §8.3 placement of precision/overlap fields, version-dependent graph keys.
#include <yaml-cpp/yaml.h>

#include <QtTest/QtTest>
#include <algorithm>
#include <sstream>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/import/bridge_yaml_import.h"
#include "export_test_support.h"

using namespace moe;
using moe::testing::builtinRecipeList;
using moe::testing::builtinRecipeNamed;
using moe::testing::recipeDiff;

namespace {
// A Blackwell GPU (MXFP8 needs one), as the catalog has it.
void useBlackwell(Recipe& r) {
    for (const auto& other : builtinRecipeList())
        if (other.hardware_ref == "B200-HGX") {
            r.hardware = other.hardware;
            r.hardware_ref = other.hardware_ref;
            r.options.cuda_device_max_connections = 32;
            return;
        }
    qFatal("no B200 recipe");
}

}  // namespace

class TestBridgeYamlExport : public QObject {
    Q_OBJECT
private slots:
    void roundTripIsIdentityOnEveryBuiltin_data() {
        QTest::addColumn<QString>("version");
        QTest::newRow("0.16") << "0.16";
        QTest::newRow("0.19") << "0.19";
    }
    void roundTripIsIdentityOnEveryBuiltin() {
        QFETCH(QString, version);
        const auto v = *parseTargetVersion(version.toStdString());
        for (const auto& recipe : builtinRecipeList()) {
            auto yaml = exportBridgeYaml(recipe, v);
            QVERIFY2(yaml.ok(), (recipe.name + ": " + (yaml.ok() ? "" : yaml.error().toString())).c_str());
            auto back = importBridgeYaml(*yaml, ImportOptions{});
            QVERIFY2(back.ok(), (recipe.name + ": " + (back.ok() ? "" : back.error().toString())).c_str());
            QVERIFY2(*back == recipe, (recipe.name + " differs after the round trip:\n" + recipeDiff(recipe, *back)).c_str());
            // Our own export carries no stale keys: nothing to warn about.
            QVERIFY2(back.warnings.empty(), (recipe.name + ": " + (back.warnings.empty() ? "" : back.warnings.front())).c_str());
        }
    }

    void goldenFiles() {
        for (const auto& recipe : builtinRecipeList()) {
            // Golden files for the seed recipes (issue 5); the 44 Bridge library recipes differ from
            // each other in a few flags, so the round trips above cover them without 88 near-copies.
            if (recipe.name.rfind("bridge-", 0) == 0) continue;
            auto yaml = exportBridgeYaml(recipe, MegatronVersion::V0_19);
            QVERIFY(yaml.ok());
            std::string message;
            QVERIFY2(moe::testing::matchesGolden(recipe.name + ".bridge-0.19.yaml", *yaml, message), message.c_str());
        }
    }

    void exponentFloatsReadAsFloatsInYaml11() {
        // PyYAML (YAML 1.1) reads a float in exponent form only with a point in the mantissa and a
        // signed exponent: "1e-06" is a string there (a review), "1.0e-06" a float. Every library
        // recipe's export: no plain scalar has an exponent without a point.
        const QRegularExpression bare(QStringLiteral(R"(^\s*[A-Za-z_]+: [-+]?[0-9]+[eE][-+]?[0-9]+\s*$)"));
        const QRegularExpression yaml11(QStringLiteral(R"(^\s*[A-Za-z_]+: [-+]?[0-9]+\.[0-9]*[eE][-+][0-9]+\s*$)"));
        int exponents = 0;
        for (const auto& recipe : builtinRecipeList()) {
            auto yaml = exportBridgeYaml(recipe, MegatronVersion::V0_19);
            QVERIFY(yaml.ok());
            for (const QString& line : QString::fromStdString(*yaml).split(QLatin1Char('\n'))) {
                QVERIFY2(!bare.match(line).hasMatch(), qPrintable(QString::fromStdString(recipe.name) + ": " + line));
                exponents += yaml11.match(line).hasMatch() ? 1 : 0;
            }
        }
        QVERIFY(exponents > 0);  // the norm epsilons (1e-06 in the DeepSeek-V3 recipes) are among them
    }

    void keysWhereBridgeReadsThem() {
        auto yaml = exportBridgeYaml(builtinRecipeNamed("qwen3-235b-256xh100-alltoall"), MegatronVersion::V0_19);
        QVERIFY(yaml.ok());
        const YAML::Node n = YAML::Load(*yaml);
        // Non-null comm_overlap values overwrite ddp/optimizer in CommOverlapConfig.setup(), so the
        // DP overlaps live there; EP overlap and delayed wgrad are TransformerConfig fields every
        // Bridge release reads (CommOverlapConfig gained them later).
        QCOMPARE(n["model"]["overlap_moe_expert_parallel_comm"].as<bool>(), true);
        QCOMPARE(n["model"]["delay_wgrad_compute"].as<bool>(), true);
        QCOMPARE(n["comm_overlap"]["overlap_param_gather_with_optimizer_step"].as<bool>(), true);
        QVERIFY(!n["comm_overlap"]["overlap_moe_expert_parallel_comm"]);
        // Valid on its own where the base recipe holds no CommOverlapConfig: built whole.
        QCOMPARE(n["comm_overlap"]["_target_"].as<std::string>(), std::string("megatron.bridge.training.comm_overlap.CommOverlapConfig"));
        // Bridge's tied-embedding default is true: always written.
        QCOMPARE(n["model"]["share_embeddings_and_output_weights"].as<bool>(), false);
        QCOMPARE(n["model"]["expert_tensor_parallel_size"].as<int>(), 1);
        QVERIFY(!n["dataset"]["mock"]);  // GPTDatasetConfig derives it
        QCOMPARE(n["model"]["virtual_pipeline_model_parallel_size"].as<int>(), 4);
        QCOMPARE(n["model"]["moe_token_dispatcher_type"].as<std::string>(), std::string("alltoall"));
        QCOMPARE(n["train"]["global_batch_size"].as<int>(), 8192);
        QCOMPARE(n["dataset"]["sequence_length"].as<int>(), 4096);
        QCOMPARE(n["env_vars"]["CUDA_DEVICE_MAX_CONNECTIONS"].as<std::string>(), std::string("8"));
        // BF16: the preset name, which Bridge resolves itself (mixed_precision.py bf16_mixed).
        QCOMPARE(n["mixed_precision"].as<std::string>(), std::string("bf16_mixed"));

        auto dsv3 = exportBridgeYaml(builtinRecipeNamed("dsv3-128k-h100"), MegatronVersion::V0_19);
        QVERIFY(dsv3.ok());
        const YAML::Node d = YAML::Load(*dsv3);
        // FP8 blockwise without FP8 param gather is exactly Bridge's subchannel preset.
        QCOMPARE(d["mixed_precision"].as<std::string>(), std::string("bf16_with_fp8_subchannel_scaling_mixed"));
        QCOMPARE(d["model"]["moe_layer_freq"].size(), std::size_t{61});
        QCOMPARE(d["model"]["pipeline_model_parallel_layout"].as<std::string>(), std::string("Et|(tt|)*30mL"));
        QCOMPARE(d["optimizer"]["optimizer_offload_fraction"].as<double>(), 1.0);
        QCOMPARE(d["optimizer"]["exp_avg_dtype"]["_target_"].as<std::string>(), std::string("torch.float32"));
    }

    void graphKeysFollowTheVersion() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.options.cuda_graphs.impl = CudaGraphImpl::FullIteration;
        r.options.check_for_nan_in_grad = false;
        auto v16 = exportBridgeYaml(r, MegatronVersion::V0_16);
        QVERIFY2(v16.ok(), v16.ok() ? "" : v16.error().toString().c_str());
        const YAML::Node n = YAML::Load(*v16);
        QCOMPARE(n["model"]["cuda_graph_impl"].as<std::string>(), std::string("local"));
        QCOMPARE(n["model"]["cuda_graph_scope"][0].as<std::string>(), std::string("full_iteration"));
        auto back = importBridgeYaml(*v16, {});
        QVERIFY(back.ok());
        QVERIFY2(*back == r, recipeDiff(r, *back).c_str());
        auto v19 = exportBridgeYaml(r, MegatronVersion::V0_19);
        QCOMPARE(YAML::Load(*v19)["model"]["cuda_graph_impl"].as<std::string>(), std::string("full_iteration"));
    }

    void aModifiedCatalogModelIsNotNamedAsTheCatalogs() {
        // Review 41: a DeepSeek-V3 dump with its rope base edited matched no catalog model, yet every
        // description, export header and caption called it "DeepSeek-V3". It keeps its fields and is
        // named as modified, and the import says so.
        auto yaml = exportBridgeYaml(builtinRecipeNamed("dsv3-128k-h100"), MegatronVersion::V0_19);
        QVERIFY(yaml.ok());
        // As a Bridge dump has it: without the export's moe-plan header (which names the model).
        std::string edited;
        std::istringstream lines(*yaml);
        for (std::string line; std::getline(lines, line);)
            if (line.rfind('#', 0) != 0)
                edited += line + (line == "model:" ? "\n  hf_model_id: deepseek-ai/DeepSeek-V3\n" : "\n");
        const std::string unedited = edited;
        const std::string base = "rotary_base: 10000";
        QVERIFY(edited.find(base) != std::string::npos);
        edited.replace(edited.find(base), base.size(), "rotary_base: 50000");
        auto back = importBridgeYaml(edited, {});
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QVERIFY(back->model_ref.empty());
        QCOMPARE(back->model.rotary_base, 50000.0);
        QCOMPARE(back->model.name, std::string("DeepSeek-V3-modified"));
        QVERIFY(std::any_of(back.warnings.begin(), back.warnings.end(), [](const std::string& w) {
            return w == "named the model DeepSeek-V3-modified: it is not the catalog's DeepSeek-V3";
        }));
        // Unedited, it is the catalog's model, under its name.
        auto same = importBridgeYaml(unedited, {});
        QVERIFY(same.ok());
        QCOMPARE(same->model.name, std::string("DeepSeek-V3"));
    }

    void graphsOffWriteNoModules() {
        // Review 38: CUDA graphs set to none on a recipe that had attn, moe_router and
        // moe_preprocess: the Bridge YAML read "cuda_graph_impl: none" over those three modules.
        // The recipe keeps its scopes for when graphs come back on; the exports write none.
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.options.cuda_graphs.impl = CudaGraphImpl::None;
        r.options.cuda_graphs.scopes = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
        for (MegatronVersion v : {MegatronVersion::V0_16, MegatronVersion::V0_19}) {
            auto yaml = exportBridgeYaml(r, v);
            QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
            const YAML::Node model = YAML::Load(*yaml)["model"];
            QCOMPARE(model["cuda_graph_impl"].as<std::string>(), std::string("none"));
            const YAML::Node list = model[hasCudaGraphModulesFlag(v) ? "cuda_graph_modules" : "cuda_graph_scope"];
            QVERIFY(list.IsSequence());
            QCOMPARE(list.size(), size_t{0});
            auto script = exportMegatronLaunchScript(r, v);
            QVERIFY(script.ok());
            QVERIFY2(script->find("--cuda-graph-modules") == std::string::npos &&
                         script->find("--cuda-graph-scope") == std::string::npos,
                     script->c_str());
        }
    }

    // Fields that match no preset: a full MixedPrecisionConfig with _target_, and the header says so
    // (the MXFP8 preset gathers parameters in FP8 and reuses the grad buffer; this recipe does neither).
    void presetOnlyWhenTheFieldsMatch() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        useBlackwell(r);
        r.options.precision = Precision::MXFP8;
        r.options.fp8_param_gather = false;
        auto yaml = exportBridgeYaml(r, MegatronVersion::V0_19);
        QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
        const YAML::Node mp = YAML::Load(*yaml)["mixed_precision"];
        QVERIFY(mp.IsMap());
        QCOMPARE(mp["_target_"].as<std::string>(), std::string("megatron.bridge.training.mixed_precision.MixedPrecisionConfig"));
        QCOMPARE(mp["fp8_recipe"].as<std::string>(), std::string("mxfp8"));
        QCOMPARE(mp["fp8_param_gather"].as<bool>(), false);
        QVERIFY(yaml->find("bf16_with_mxfp8_mixed") == std::string::npos);
        QVERIFY(yaml->find("no Bridge preset has these fields") != std::string::npos);
        r.options.fp8_param_gather = true;
        auto preset = exportBridgeYaml(r, MegatronVersion::V0_19);
        QCOMPARE(YAML::Load(*preset)["mixed_precision"].as<std::string>(), std::string("bf16_with_mxfp8_mixed"));
        // Both come back as the recipe that wrote them.
        for (bool gather : {false, true}) {
            r.options.fp8_param_gather = gather;
            auto back = importBridgeYaml(*exportBridgeYaml(r, MegatronVersion::V0_19), {});
            QVERIFY(back.ok());
            QVERIFY2(*back == r, recipeDiff(r, *back).c_str());
        }
    }

    void refusedLikeTheLaunchScript() {
        Recipe r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.options.dispatcher = Dispatcher::FlexNcclEP;
        QVERIFY(!exportBridgeYaml(r, MegatronVersion::V0_18).ok());
        r = builtinRecipeNamed("qwen3-30b-a3b-16xh100-hybridep");
        r.layout.global_batch_size = 1000;  // 1000 % (MBS 1 x DP 16) != 0
        QVERIFY(!exportBridgeYaml(r, MegatronVersion::V0_19).ok());
    }
};

QTEST_APPLESS_MAIN(TestBridgeYamlExport)
#include "test_bridge_yaml_export.moc"
