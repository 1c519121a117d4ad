// The recipe library: metadata read from recipe text, filters, user-text filter parsing with
// errors naming the option, and the built-in library itself against domain §8.5 (every model x GPU
// family of the Megatron-Bridge performance table is present, every recipe validates without
// errors, runs 4K with forced balancing and names its §8.5 source).
#include <QtTest>
#include <set>

#include "core/catalog/recipe_library.h"
#include "core/rules/validator.h"

using namespace moe;

namespace {

// A small recipe text written by the test: every value the library reports comes from here.
std::string recipeText(const std::string& name, const std::string& model, const std::string& hw,
                       const std::string& precision, int64_t seq, int64_t world, const std::string& notes) {
    return "schema_version: 1\nname: " + name + "\nmodel: " + model +
           "\nhardware: " + hw +
           "\nlayout: {tp: 1, cp: 1, pp: 1, ep: 8, etp: 1, micro_batch_size: 1, global_batch_size: " +
           std::to_string(world) + ", seq_length: " + std::to_string(seq) + ", world_size: " + std::to_string(world) +
           "}\noptions: {precision: " + precision + "}\nnotes: |\n" + notes;
}

std::vector<BuiltinRecipe> synthetic() {
    return {
        {"zeta.yaml", recipeText("zeta", "Qwen3-30B-A3B", "H100-SXM", "bf16", 4096, 8,
                                 "  Source: the first line,\n  and its continuation.\n  Derived: not part of it.\n")},
        {"bridge-alpha.yaml",
         recipeText("alpha", "Qwen3-30B-A3B", "B200-HGX", "mxfp8", 4096, 16, "  No source here.\n")},
        {"beta.yaml",
         recipeText("beta", "Qwen3-235B-A22B", "H100-SXM", "fp8_tensorwise", 131072, 64, "  Source: one line.\n")},
    };
}

std::vector<RecipeLibraryEntry> library(const std::vector<BuiltinRecipe>& files) {
    auto l = recipeLibrary(files);
    if (!l) qFatal("%s", l.error().toString().c_str());
    return *l;
}

std::vector<std::string> ids(const std::vector<RecipeLibraryEntry>& entries) {
    std::vector<std::string> out;
    for (const auto& e : entries) out.push_back(e.id);
    return out;
}

}  // namespace

class TestRecipeLibrary : public QObject {
    Q_OBJECT
private slots:
    void metadataComesFromTheRecipeText() {
        const auto entries = library(synthetic());
        QCOMPARE(entries.size(), size_t{3});
        // Sorted by id (file name without .yaml).
        QCOMPARE(ids(entries), (std::vector<std::string>{"beta", "bridge-alpha", "zeta"}));
        const RecipeLibraryEntry& beta = entries[0];
        QCOMPARE(beta.name, std::string("beta"));
        // Derived from the recipe text above: 128K context, 64 H100s, TP1 EP8 PP1 (ETP = TP is
        // not repeated), MBS 1 GBS 64, fp8_tensorwise = FP8 current scaling, the default dispatcher.
        QCOMPARE(beta.description, std::string("Qwen3-235B-A22B, 128K context, 64x H100 — TP1 EP8 PP1, MBS 1 GBS 64, "
                                               "FP8 current scaling, alltoall dispatcher"));
        QCOMPARE(beta.model, std::string("Qwen3-235B-A22B"));
        QCOMPARE(beta.gpu, std::string("H100-SXM"));
        QCOMPARE(beta.precision, Precision::FP8Tensorwise);
        QCOMPARE(beta.seq_length, int64_t{131072});
        QCOMPARE(beta.gpus, int64_t{64});
        QCOMPARE(beta.family, RecipeFamily::Representative);
        QCOMPARE(beta.source, std::string("Source: one line."));
        // bridge-* files are the Megatron-Bridge perf family.
        QCOMPARE(entries[1].family, RecipeFamily::BridgePerf);
        QCOMPARE(entries[1].source, std::string());
        // A wrapped source paragraph is joined; the next paragraph is not part of it.
        QCOMPARE(entries[2].source, std::string("Source: the first line, and its continuation."));
    }

    void brokenRecipeIsAnErrorNamingTheFile() {
        auto files = synthetic();
        files.push_back({"broken.yaml", "schema_version: 1\nname: x\nmodel: NoSuchModel\n"});
        auto l = recipeLibrary(files);
        QVERIFY(!l.ok());
        QVERIFY2(l.error().file.find("broken.yaml") != std::string::npos, l.error().toString().c_str());
    }

    void filtersCombine() {
        const auto entries = library(synthetic());
        QCOMPARE(filterRecipeLibrary(entries, {}).size(), entries.size());
        RecipeLibraryFilter f;
        f.model = "Qwen3-30B-A3B";
        QCOMPARE(ids(filterRecipeLibrary(entries, f)), (std::vector<std::string>{"bridge-alpha", "zeta"}));
        f.gpu = "H100-SXM";
        QCOMPARE(ids(filterRecipeLibrary(entries, f)), (std::vector<std::string>{"zeta"}));
        f.precision = Precision::MXFP8;
        QVERIFY(filterRecipeLibrary(entries, f).empty());
        RecipeLibraryFilter seq;
        seq.seq_length = 131072;
        QCOMPARE(ids(filterRecipeLibrary(entries, seq)), (std::vector<std::string>{"beta"}));
    }

    void facetsAreTheDistinctValues() {
        const auto facets = recipeLibraryFacets(library(synthetic()));
        QCOMPARE(facets.models, (std::vector<std::string>{"Qwen3-235B-A22B", "Qwen3-30B-A3B"}));
        QCOMPARE(facets.gpus, (std::vector<std::string>{"B200-HGX", "H100-SXM"}));
        QCOMPARE(facets.precisions,
                 (std::vector<Precision>{Precision::BF16, Precision::FP8Tensorwise, Precision::MXFP8}));
        QCOMPARE(facets.seq_lengths, (std::vector<int64_t>{4096, 131072}));
    }

    void userTextFilters() {
        const auto entries = library(synthetic());
        RecipeLibraryQuery q;
        q.model = "qwen3-30b-a3b";  // case-insensitive
        q.gpu = "h100";             // first dash-separated part of H100-SXM
        q.precision = "BF16";
        q.seq = "4k";  // K suffix = 1024
        auto f = parseRecipeLibraryFilter(entries, q);
        QVERIFY2(f.ok(), f.ok() ? "" : f.error().toString().c_str());
        QCOMPARE(f->model, std::optional<std::string>("Qwen3-30B-A3B"));
        QCOMPARE(f->gpu, std::optional<std::string>("H100-SXM"));
        QCOMPARE(f->precision, std::optional<Precision>(Precision::BF16));
        QCOMPARE(f->seq_length, std::optional<int64_t>(4096));
        // Names as people type them (catalog_names.h): a unique prefix, separators ignored.
        RecipeLibraryQuery typed;
        typed.model = "qwen3 30b";
        typed.gpu = "b200";
        auto t = parseRecipeLibraryFilter(entries, typed);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().toString().c_str());
        QCOMPARE(t->model, std::optional<std::string>("Qwen3-30B-A3B"));
        QCOMPARE(t->gpu, std::optional<std::string>("B200-HGX"));
        // Bridge's short precision names (domain §8.5).
        RecipeLibraryQuery mx;
        mx.precision = "fp8_mx";
        QCOMPARE(parseRecipeLibraryFilter(entries, mx)->precision, std::optional<Precision>(Precision::MXFP8));
        // Empty query: no filter.
        QCOMPARE(*parseRecipeLibraryFilter(entries, {}), RecipeLibraryFilter{});
    }

    void unknownValuesNameTheOptionAndListValidValues_data() {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QStringList>("mustList");
        QTest::newRow("model") << "model"
                               << "Llama-3" << QStringList{"Qwen3-235B-A22B", "Qwen3-30B-A3B"};
        QTest::newRow("gpu") << "gpu"
                             << "A100" << QStringList{"B200-HGX", "H100-SXM"};
        QTest::newRow("gpu-not-in-library") << "gpu"
                                            << "GB300" << QStringList{"B200-HGX", "H100-SXM"};
        QTest::newRow("precision") << "precision"
                                   << "fp16" << QStringList{"bf16", "fp8_tensorwise", "mxfp8"};
        QTest::newRow("precision-absent") << "precision"
                                          << "nvfp4" << QStringList{"bf16", "mxfp8"};
        QTest::newRow("seq-not-a-number") << "seq"
                                          << "long" << QStringList{"4096", "131072"};
        QTest::newRow("seq-absent") << "seq"
                                    << "8192" << QStringList{"4096", "131072"};
    }
    void unknownValuesNameTheOptionAndListValidValues() {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QStringList, mustList);
        RecipeLibraryQuery q;
        const std::string v = value.toStdString();
        if (option == "model") q.model = v;
        if (option == "gpu") q.gpu = v;
        if (option == "precision") q.precision = v;
        if (option == "seq") q.seq = v;
        auto f = parseRecipeLibraryFilter(library(synthetic()), q);
        QVERIFY(!f.ok());
        QCOMPARE(QString::fromStdString(f.error().field), "--" + option);
        const QString reason = QString::fromStdString(f.error().reason);
        QVERIFY2(reason.contains(value), qPrintable(reason));
        for (const auto& s : mustList) QVERIFY2(reason.contains(s), qPrintable(reason + " lacks " + s));
    }

    void loadById() {
        auto r = loadLibraryRecipe("beta", synthetic());
        QVERIFY(r.ok());
        QCOMPARE(r->name, std::string("beta"));
        auto missing = loadLibraryRecipe("nope", synthetic());
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().toString().find("builtin:nope") != std::string::npos);
    }

    void sequenceLabels() {
        QCOMPARE(formatSequenceLength(4096), std::string("4K"));
        QCOMPARE(formatSequenceLength(131072), std::string("128K"));
        QCOMPARE(formatSequenceLength(5000), std::string("5000"));
    }

    // The built-in library against domain §8.5.
    void builtinLibraryCoversTheBridgeTable() {
        const auto entries = library(builtinRecipes());
        QCOMPARE(entries.size(), builtinRecipes().size());
        // Domain §8.5: four models, each with perf recipes on the five GPUs.
        const std::vector<std::string> models = {"DeepSeek-V3", "Qwen3-235B-A22B", "Qwen3-30B-A3B",
                                                 "Qwen3-Next-80B-A3B"};
        const std::vector<std::string> gpus = {"H100-SXM", "B200-HGX", "B300-HGX", "GB200-NVL72", "GB300-NVL72"};
        for (const auto& m : models)
            for (const auto& g : gpus) {
                RecipeLibraryFilter f;
                f.model = m;
                f.gpu = g;
                const auto hits = filterRecipeLibrary(entries, f);
                const bool bridge = std::any_of(hits.begin(), hits.end(),
                                                [](const auto& e) { return e.family == RecipeFamily::BridgePerf; });
                QVERIFY2(bridge, (m + " on " + g + " has no Bridge perf recipe").c_str());
            }
        // MXFP8 never on Hopper (domain §2.5); the table's Blackwell rows all have an fp8_mx cell.
        RecipeLibraryFilter mx;
        mx.precision = Precision::MXFP8;
        for (const auto& e : filterRecipeLibrary(entries, mx)) QVERIFY2(e.gpu != "H100-SXM", e.id.c_str());
    }

    void everyBridgeRecipeIsValidAndSourced() {
        for (const auto& e : library(builtinRecipes())) {
            if (e.family != RecipeFamily::BridgePerf) continue;
            auto r = loadLibraryRecipe(e.id);
            QVERIFY2(r.ok(), e.id.c_str());
            const auto diagnostics = validateRecipe(*r);
            for (const auto& d : diagnostics)
                QVERIFY2(d.severity != Severity::Error, (e.id + ": " + d.message).c_str());
            // Domain §8.5: seq 4096, forced balance, manual GC, ETP 1.
            QCOMPARE(r->layout.seq_length, int64_t{4096});
            QVERIFY2(r->options.routing.force_load_balancing, e.id.c_str());
            QVERIFY2(r->options.manual_gc, e.id.c_str());
            QCOMPARE(r->layout.etp, std::optional<int>(1));
            QVERIFY2(e.source.find("src/megatron/bridge/perf_recipes/") != std::string::npos, e.id.c_str());
            QCOMPARE(r->name, e.id);  // builtin:NAME and the recipe's name agree
        }
    }
};

QTEST_GUILESS_MAIN(TestRecipeLibrary)
#include "test_recipe_library.moc"
