// Recipe YAML: load -> save -> load is the identity (built-ins, inline and derived specs, optional
// fields, lists, awkward strings), the three model/hardware forms are written as documented, the
// seed recipes carry the seed layouts, and saving is atomic.
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include "core/common/atomic_file.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

// Field-by-field differences, so a failed identity check says what changed.
std::string differences(const Recipe& a, const Recipe& b) {
    std::string out;
    if (a.model_ref != b.model_ref) out += "model_ref: '" + a.model_ref + "' vs '" + b.model_ref + "'\n";
    if (a.hardware_ref != b.hardware_ref) out += "hardware_ref: '" + a.hardware_ref + "' vs '" + b.hardware_ref + "'\n";
    for (const auto& f : recipeFields()) {
        const std::string va = fieldValueText(f.get(a));
        const std::string vb = fieldValueText(f.get(b));
        if (va != vb) out += f.path + ": '" + va + "' vs '" + vb + "'\n";
    }
    return out.empty() ? "(differs outside the registry)" : out;
}

Recipe parseOrFail(const std::string& text, const std::string& origin) {
    auto r = parseRecipeYaml(text, origin);
    if (!r.ok()) {
        QTest::qFail(qPrintable(QString::fromStdString(r.error().toString() + "\n" + text)), __FILE__, __LINE__);
        return {};
    }
    return *r;
}

// save -> load gives the recipe back, and saving again gives the same text.
void checkRoundTrip(const Recipe& recipe) {
    const std::string text = recipeToYaml(recipe);
    auto back = parseRecipeYaml(text, "roundtrip.yaml");
    QVERIFY2(back.ok(), qPrintable(QString::fromStdString((back.ok() ? std::string() : back.error().toString()) + "\n" + text)));
    QVERIFY2(*back == recipe, qPrintable(QString::fromStdString(differences(recipe, *back) + "\n" + text)));
    QCOMPARE(QString::fromStdString(recipeToYaml(*back)), QString::fromStdString(text));
}

Recipe baseRecipe() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

bool yamlContains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

}  // namespace

class TestRecipeYaml : public QObject {
    Q_OBJECT
private slots:
    void builtinsRoundTrip_data() {
        QTest::addColumn<QString>("file");
        for (const auto& b : builtinRecipes()) QTest::newRow(b.file_name.c_str()) << QString::fromStdString(b.file_name);
    }
    void builtinsRoundTrip() {
        QFETCH(QString, file);
        for (const auto& b : builtinRecipes()) {
            if (b.file_name != file.toStdString()) continue;
            const Recipe loaded = parseOrFail(b.text, "<built-in>/" + b.file_name);
            if (QTest::currentTestFailed()) return;
            checkRoundTrip(loaded);
        }
    }

    void builtinsSortedNamedAndDefault() {
        const auto builtins = builtinRecipes();
        // Every recipes/*.yaml of the source tree is compiled in (5 seeds + the §8.5 Bridge perf recipes).
        const QDir recipeDir(QStringLiteral(MOE_SOURCE_DIR "/recipes"));
        const QStringList files = recipeDir.entryList({QStringLiteral("*.yaml")}, QDir::Files);
        QVERIFY(files.size() >= 5);
        QCOMPARE(builtins.size(), static_cast<size_t>(files.size()));
        for (size_t i = 1; i < builtins.size(); ++i) QVERIFY(builtins[i - 1].file_name < builtins[i].file_name);
        for (const auto& b : builtins) {
            const Recipe r = parseOrFail(b.text, b.file_name);
            // The recipe's name is its file name without .yaml.
            QCOMPARE(QString::fromStdString(r.name + ".yaml"), QString::fromStdString(b.file_name));
            QVERIFY(!r.notes.empty());
            QVERIFY(r.layout.etp.has_value());
        }
        auto d = defaultRecipe();
        QVERIFY(d.ok());
        QCOMPARE(QString::fromStdString(d->name), QString("qwen3-30b-a3b-16xh100-hybridep"));
        QCOMPARE(QString::fromStdString(d->model_ref), QString("Qwen3-30B-A3B"));
    }

    void seedLayouts_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("world");
        QTest::addColumn<int>("dp");
        QTest::addColumn<int>("edp");
        // Domain §8.5 "Seed representative configs": min GPUs -> DP/EDP.
        QTest::newRow("dsv3-128k") << "dsv3-128k-h100.yaml" << 256 << 1 << 1;
        QTest::newRow("dsv3-256k") << "dsv3-256k-h100.yaml" << 512 << 1 << 2;
        QTest::newRow("qwen235-128k") << "qwen3-235b-128k-gb200.yaml" << 128 << 2 << 1;
        QTest::newRow("qwen30-16") << "qwen3-30b-a3b-16xh100-hybridep.yaml" << 16 << 16 << 1;
        QTest::newRow("qwen235-256") << "qwen3-235b-256xh100-alltoall.yaml" << 256 << 16 << 1;
    }
    void seedLayouts() {
        QFETCH(QString, file);
        QFETCH(int, world);
        QFETCH(int, dp);
        QFETCH(int, edp);
        for (const auto& b : builtinRecipes()) {
            if (b.file_name != file.toStdString()) continue;
            const Recipe r = parseOrFail(b.text, b.file_name);
            QCOMPARE(r.layout.world_size, int64_t{world});
            QCOMPARE(r.layout.dp(), int64_t{dp});
            QCOMPARE(r.layout.edp(), int64_t{edp});
            QCOMPARE(r.layout.global_batch_size % (r.layout.micro_batch_size * r.layout.dp()), int64_t{0});
            QVERIFY(r.layout.seq_length <= r.model.max_position_embeddings);
            return;
        }
        QFAIL("built-in recipe missing");
    }

    void seedDetails() {
        const Recipe dsv3 = *loadBuiltin("dsv3-128k-h100.yaml");
        QCOMPARE(QString::fromStdString(dsv3.layout.pipeline_layout), QString("Et|(tt|)*30mL"));
        QCOMPARE(dsv3.options.dispatcher, Dispatcher::FlexDeepEP);
        QCOMPARE(dsv3.options.recompute.modules,
                 (std::vector<RecomputeModule>{RecomputeModule::MlaUpProj, RecomputeModule::Layernorm, RecomputeModule::Moe, RecomputeModule::Mlp}));
        QVERIFY(dsv3.options.optimizer.cpu_offload && dsv3.options.optimizer.precision_aware);
        QCOMPARE(dsv3.options.cuda_device_max_connections, std::optional<int>(1));
        QCOMPARE(dsv3.model.max_position_embeddings, int64_t{131072});
        QCOMPARE(QString::fromStdString(dsv3.model_ref), QString("DeepSeek-V3"));

        const Recipe q = *loadBuiltin("qwen3-235b-128k-gb200.yaml");
        QVERIFY(q.layout.account_for_embedding_in_pipeline_split && q.layout.account_for_loss_in_pipeline_split);
        QCOMPARE(q.options.cuda_graphs.impl, CudaGraphImpl::TransformerEngine);
        QCOMPARE(q.options.cuda_graphs.scopes,
                 (std::vector<CudaGraphScope>{CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess}));

        const Recipe h = *loadBuiltin("qwen3-235b-256xh100-alltoall.yaml");
        QVERIFY(h.options.isBenchmarkOnly());
        QVERIFY(h.options.overlap.ep_a2a_overlap && h.options.overlap.delay_wgrad_compute);
        QVERIFY(h.options.overlap.param_gather_with_optimizer_step);
        // 94 layers + embedding + loss = 96 = PP8 x VPP4 x 3.
        QCOMPARE((h.model.num_layers + 2) % (h.layout.pp * h.layout.vpp), 0);
    }

    void catalogNameWrittenWhenUnchanged() {
        const Recipe r = baseRecipe();
        const std::string text = recipeToYaml(r);
        QVERIFY2(yamlContains(text, "\nmodel: Qwen3-30B-A3B\n"), text.c_str());
        QVERIFY2(yamlContains(text, "\nhardware: H100-SXM\n"), text.c_str());
        QVERIFY(text.rfind("schema_version: 1\nname: ", 0) == 0);
    }

    void baseWrittenWithChangedFieldsOnly() {
        Recipe r = baseRecipe();
        r.model.max_position_embeddings = 131072;
        r.model.moe.router.topk_scaling_factor = 2.5;
        r.hardware.usable_gib = 70.5;
        const std::string text = recipeToYaml(r);
        QVERIFY2(yamlContains(text, "base: Qwen3-30B-A3B"), text.c_str());
        QVERIFY2(yamlContains(text, "max_position_embeddings: 131072"), text.c_str());
        QVERIFY2(yamlContains(text, "topk_scaling_factor: 2.5"), text.c_str());
        QVERIFY2(yamlContains(text, "base: H100-SXM"), text.c_str());
        QVERIFY2(!yamlContains(text, "hidden_size"), text.c_str());
        QVERIFY2(!yamlContains(text, "bf16_tflops"), text.c_str());
        checkRoundTrip(r);
    }

    void baseOverrideCanUnsetOptionals() {
        Recipe r = *loadBuiltin("dsv3-128k-h100.yaml");
        r.model.mla.q_lora_rank.reset();  // DeepSeek-V3 sets it
        checkRoundTrip(r);
        QVERIFY(yamlContains(recipeToYaml(r), "q_lora_rank: ~"));

        Recipe next = baseRecipe();
        next.model = *builtinCatalog().findModel("Qwen3-Next-80B-A3B");
        next.model_ref = "Qwen3-Next-80B-A3B";
        next.model.linear_attention.reset();  // drop the GDN block the base has
        checkRoundTrip(next);
        next.model.linear_attention = LinearAttentionSpec{};
        next.model.linear_attention->num_value_heads = 64;  // change one field of it
        checkRoundTrip(next);

        Recipe added = baseRecipe();
        added.model.linear_attention = LinearAttentionSpec{};  // Qwen3-30B has none
        checkRoundTrip(added);
    }

    // The softmax kind is saved when it differs from the catalog model and read back; GPT-OSS's
    // learnable softmax comes from the catalog, so a recipe naming the model keeps it.
    void softmaxTypeRoundTrips() {
        Recipe r = baseRecipe();  // Qwen3-30B-A3B: vanilla
        QCOMPARE(QString(toString(r.model.softmax)), QStringLiteral("vanilla"));
        r.model.softmax = SoftmaxKind::OffByOne;
        QVERIFY2(yamlContains(recipeToYaml(r), "softmax_type: off-by-one"), recipeToYaml(r).c_str());
        checkRoundTrip(r);

        Recipe oss = baseRecipe();
        oss.model = *builtinCatalog().findModel("GPT-OSS-120B");
        oss.model_ref = "GPT-OSS-120B";
        QVERIFY2(yamlContains(recipeToYaml(oss), "\nmodel: GPT-OSS-120B\n"), recipeToYaml(oss).c_str());
        auto back = parseRecipeYaml(recipeToYaml(oss), "oss.yaml");
        QVERIFY(back.ok());
        QCOMPARE(QString(toString(back->model.softmax)), QStringLiteral("learnable"));
        oss.model.softmax = SoftmaxKind::Vanilla;  // an override of the catalog's value
        QVERIFY2(yamlContains(recipeToYaml(oss), "softmax_type: vanilla"), recipeToYaml(oss).c_str());
        checkRoundTrip(oss);

        Recipe inlined = r;
        inlined.model_ref.clear();
        inlined.model.softmax = SoftmaxKind::Learnable;
        checkRoundTrip(inlined);
        QVERIFY(!applyFieldValue(inlined, "model.softmax_type", "sink").ok());
    }

    void inlineSpecsRoundTrip() {
        Recipe r = baseRecipe();
        r.model_ref.clear();
        r.hardware_ref.clear();
        r.model.name = "My-MoE";
        r.model.num_layers = 12;
        r.model.moe.layer_pattern = std::vector<bool>(12, true);
        r.model.moe.layer_pattern[0] = false;
        r.hardware.name = "Lab-GPU";
        const std::string text = recipeToYaml(r);
        QVERIFY2(!yamlContains(text, "\n  base:"), text.c_str());  // a catalog base; rotary_base is a field
        QVERIFY2(yamlContains(text, "hidden_size: 2048"), text.c_str());
        checkRoundTrip(r);
    }

    void unknownCatalogRefWrittenInline() {
        Recipe r = baseRecipe();
        r.model_ref = "Not-In-Catalog";
        const std::string text = recipeToYaml(r);
        auto back = parseRecipeYaml(text, "x.yaml");
        QVERIFY(back.ok());
        QVERIFY(back->model == r.model);
        QVERIFY(back->model_ref.empty());
    }

    void optionalFieldsSetAndUnset() {
        Recipe r = baseRecipe();
        r.layout.etp.reset();
        r.options.cuda_device_max_connections.reset();
        r.options.routing.capacity_factor.reset();
        checkRoundTrip(r);
        r.layout.etp = 2;
        r.layout.first_stage_layers = 3;
        r.layout.last_stage_layers = 5;
        r.layout.microbatch_group_size_per_vp_stage = 4;
        r.options.routing.capacity_factor = 1.25;
        r.options.routing.expert_rank_capacity_factor = 1.5;
        r.options.cuda_device_max_connections = 8;
        checkRoundTrip(r);
    }

    void listsRoundTrip() {
        Recipe r = baseRecipe();
        r.options.recompute.granularity = RecomputeGranularity::Selective;
        r.options.recompute.modules = {RecomputeModule::MoeAct, RecomputeModule::Layernorm, RecomputeModule::CoreAttn};
        r.options.cuda_graphs.scopes = {CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
        r.layout.hierarchical_cp_sizes = {2, 4};
        checkRoundTrip(r);
        r.options.recompute.modules.clear();
        r.options.cuda_graphs.scopes.clear();
        r.layout.hierarchical_cp_sizes.clear();
        checkRoundTrip(r);
    }

    void notes_data() {
        QTest::addColumn<QString>("notes");
        QTest::addColumn<bool>("literal");
        QTest::newRow("empty") << "" << false;
        QTest::newRow("one line") << "just one line" << false;
        QTest::newRow("multi-line") << "first\nsecond\n  indented third\n" << true;
        QTest::newRow("no final newline") << "first\nsecond" << false;
        QTest::newRow("blank lines") << "a\n\nb\n" << true;
        QTest::newRow("trailing blank lines") << "a\nb\n\n\n" << false;
        QTest::newRow("leading spaces") << "  a\nb\n" << false;
        QTest::newRow("colons and hashes") << "key: value\n# not a comment\n- not a list\n" << true;
        QTest::newRow("tabs and quotes") << "tab\there \"q\" 'q'\n" << false;
        QTest::newRow("unicode") << QString::fromUtf8("Precisão: classe FP8 — 精度 ✓\nsegunda linha 🚀\n") << true;
        QTest::newRow("control chars") << "bell\x07here\n" << false;
    }
    void notes() {
        QFETCH(QString, notes);
        QFETCH(bool, literal);
        Recipe r = baseRecipe();
        r.notes = notes.toStdString();
        checkRoundTrip(r);
        if (literal) QVERIFY2(yamlContains(recipeToYaml(r), "notes: |"), recipeToYaml(r).c_str());
    }

    void scalarLookalikeStrings_data() {
        QTest::addColumn<QString>("text");
        for (const char* s : {"123", "true", "false", "null", "~", "Null", "yes", "1e3", "0x1F", ".nan", "", " padded ",
                              "a: b", "- x", "#x", "[1, 2]", "{a: 1}", "'quoted'", "\"dq\"", "multi\nline", "*alias", "&anchor", "!tag"})
            QTest::newRow(s) << QString(s);
        QTest::newRow("unicode") << QString::fromUtf8("Modelo π — 模型 ✓");
    }
    void scalarLookalikeStrings() {
        QFETCH(QString, text);
        const std::string s = text.toStdString();
        Recipe r = baseRecipe();
        r.name = s;
        r.notes = s;
        checkRoundTrip(r);
        r.model.name = s;  // a text field inside a {base: ...} override
        r.hardware.arch = s;
        checkRoundTrip(r);
        r.model_ref.clear();  // and inside an inline spec
        r.hardware_ref.clear();
        checkRoundTrip(r);
    }

    void loadFixtureFile() {
        const std::string path = std::string(MOE_SOURCE_DIR) + "/tests/fixtures/recipes/inline-model.yaml";
        auto r = loadRecipeFile(path);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QVERIFY(r->model_ref.empty());
        QVERIFY(r->hardware_ref.empty());
        QCOMPARE(QString::fromStdString(r->model.name), QString("Toy-MoE"));
        QCOMPARE(r->model.moe.num_experts, 4);
        QCOMPARE(r->hardware.usable_gib, 15.0);
        // Unspecified inline fields start from the defaults, not from any catalog entry.
        QCOMPARE(r->model.mtp_layers, ModelSpec{}.mtp_layers);
        // Its description is not in the derived shape: the user's words become the notes' first paragraph.
        QCOMPARE(QString::fromStdString(r->notes), QString("A two-layer toy MoE on an imaginary GPU\n\nFixture for loadRecipeFile.\n"));
        checkRoundTrip(*r);
    }

    void saveReplacesExistingFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("r.yaml").toStdString();
        QVERIFY(writeFileAtomically(path, std::string(50000, '#')).ok());
        Recipe r = baseRecipe();
        r.name = "saved";
        Status s = saveRecipeFile(r, path);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
        auto back = loadRecipeFile(path);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QVERIFY(*back == r);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"r.yaml"});
    }

    void saveIntoMissingDirectoryFails() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("missing/r.yaml").toStdString();
        Status s = saveRecipeFile(baseRecipe(), path);
        QVERIFY(!s.ok());
        QCOMPARE(QString::fromStdString(s.error().file), QString::fromStdString(path));
        QVERIFY2(yamlContains(s.error().reason, "No such file or directory"), s.error().reason.c_str());
        QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    }

private:
    static Result<Recipe> loadBuiltin(const std::string& file) {
        for (const auto& b : builtinRecipes())
            if (b.file_name == file) return parseRecipeYaml(b.text, b.file_name);
        qFatal("no built-in %s", file.c_str());
    }
};

QTEST_GUILESS_MAIN(TestRecipeYaml)
#include "test_recipe_yaml.moc"
