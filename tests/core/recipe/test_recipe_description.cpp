// The description is derived from the recipe alone (expected strings written by hand from the
// recipe's fields), so a recipe switched to another model, GPU, precision or dispatcher can never
// keep the old words; a user's words in a loaded description survive as notes.
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

Recipe describedRecipe() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

// DeepSeek-V3 on 1024 H100s, the example of a recipe switched away from the default.
Recipe switchedToDeepSeek() {
    Recipe r = describedRecipe();
    r.model = *builtinCatalog().findModel("DeepSeek-V3");
    r.model_ref = "DeepSeek-V3";
    r.hardware = *builtinCatalog().findHardware("H100-SXM");
    r.hardware_ref = "H100-SXM";
    r.layout = Layout{};
    r.layout.world_size = 1024;
    r.layout.tp = 1;
    r.layout.cp = 4;
    r.layout.pp = 8;
    r.layout.vpp = 4;
    r.layout.ep = 64;
    r.layout.etp = 1;
    r.layout.micro_batch_size = 1;
    r.layout.global_batch_size = 4096;
    r.layout.seq_length = 131072;
    r.options = TrainingOptions{};
    r.options.precision = Precision::FP8Blockwise;
    r.options.dispatcher = Dispatcher::FlexDeepEP;
    r.options.overlap.ep_a2a_overlap = false;
    r.options.recompute.granularity = RecomputeGranularity::Selective;
    r.options.recompute.modules = {RecomputeModule::MlaUpProj, RecomputeModule::MoeAct};
    r.options.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
    r.options.cuda_graphs.scopes = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter};
    return r;
}

}  // namespace

class TestRecipeDescription : public QObject {
    Q_OBJECT
private slots:
    void everyFactComesFromTheRecipe() {
        const Recipe r = switchedToDeepSeek();
        QCOMPARE(
            describeRecipe(r),
            std::string("DeepSeek-V3, 128K context, 1024x H100 — TP1 CP4 EP64 PP8 VPP4, MBS 1 GBS 4096, FP8 blockwise, "
                        "DeepEP, TE graphs attn+moe_router, selective recompute mla_up_proj+moe_act"));
        // ETP shows only where it differs from TP; EP overlap and offloading where set.
        Recipe other = r;
        other.layout.tp = 2;
        other.options.dispatcher = Dispatcher::FlexHybridEP;
        other.options.overlap.ep_a2a_overlap = true;
        other.options.cuda_graphs = CudaGraphOptions{};
        other.options.recompute = RecomputeOptions{};
        other.options.optimizer.cpu_offload = true;
        other.options.precision = Precision::BF16;
        QCOMPARE(describeRecipe(other),
                 std::string("DeepSeek-V3, 128K context, 1024x H100 — TP2 CP4 EP64 ETP1 PP8 VPP4, "
                             "MBS 1 GBS 4096, BF16, HybridEP with EP overlap, optimizer CPU offload"));
        // A partial offload says its share (review entry 2: plans of 50 % and 100 % read alike).
        Recipe half = other;
        half.options.optimizer.offload_fraction = 0.5;
        QVERIFY2(describeRecipe(half).find("optimizer CPU offload 50%") != std::string::npos,
                 describeRecipe(half).c_str());
        QCOMPARE(describeRecipeMessage(half).english(), describeRecipe(half));
        // A CP communication type other than the default ring is named, with hierarchical sizes.
        other.layout.cp_comm_type = CpCommType::A2AP2P;
        other.layout.hierarchical_cp_sizes = {2, 2};
        QVERIFY2(describeRecipe(other).find("TP2 CP4 (a2a+p2p 2x2) EP64") != std::string::npos,
                 describeRecipe(other).c_str());
        other.layout.cp_comm_type = CpCommType::A2A;
        other.layout.hierarchical_cp_sizes.clear();
        QVERIFY2(describeRecipe(other).find("TP2 CP4 (a2a) EP64") != std::string::npos, describeRecipe(other).c_str());
    }

    void theStudioMessageIsTheCliEnglish() {
        // Issue 42: the studio shows describeRecipeMessage() through the catalogs; the CLI prints its
        // English, which is the line written before it was a message, byte for byte.
        Recipe r = switchedToDeepSeek();
        const Message m = describeRecipeMessage(r);
        QCOMPARE(m.context, std::string("recipe_description"));
        QCOMPARE(m.id, std::string("%1, %2 context, %3x %4 — %5"));
        QCOMPARE(m.english(), describeRecipe(r));
        // Every variant of every part, with the text the string version wrote.
        r.options.overlap.ep_a2a_overlap = true;
        r.options.dispatcher = Dispatcher::AllToAll;
        r.options.precision = Precision::FP8Delayed;
        r.options.cuda_graphs.impl = CudaGraphImpl::Local;
        r.options.recompute = RecomputeOptions{};
        r.options.recompute.granularity = RecomputeGranularity::Full;
        r.options.recompute.method = RecomputeMethod::Block;
        r.options.recompute.num_layers = 2;
        r.options.activation_cpu_offload = true;
        r.options.offload_modules = {OffloadModule::ExpertFc1, OffloadModule::MoeAct};
        r.options.optimizer.cpu_offload = true;
        r.options.routing.force_load_balancing = true;
        r.model.name.clear();
        QCOMPARE(
            describeRecipeMessage(r).english(),
            std::string("Unnamed model, 128K context, 1024x H100 — TP1 CP4 EP64 PP8 VPP4, MBS 1 GBS 4096, FP8 delayed "
                        "scaling, alltoall dispatcher with EP overlap, local CUDA graphs attn+moe_router, full "
                        "recompute (block, 2 layers), activation offloading expert_fc1+moe_act, optimizer CPU "
                        "offload (benchmark)"));
        QCOMPARE(describeRecipeMessage(r).id, std::string("%1 (benchmark)"));
        // The built-in library, as `moe-plan recipes` lists it.
        auto library = recipeLibrary();
        QVERIFY(library.ok());
        QVERIFY(!library->empty());
        for (const RecipeLibraryEntry& e : *library) {
            auto loaded = loadLibraryRecipe(e.id);
            QVERIFY(loaded.ok());
            QCOMPARE(describeRecipeMessage(*loaded).english(), e.description);
            QCOMPARE(describeRecipeMessage(*loaded).english(), describeRecipe(*loaded));
        }
        // The representative recipe reads as it always has.
        QCOMPARE(describeRecipe(*loadLibraryRecipe("qwen3-30b-a3b-16xh100-hybridep")),
                 std::string("Qwen3-30B-A3B, 4K context, 16x H100 — TP1 EP16 PP1, MBS 1 GBS 1024, BF16, HybridEP with "
                             "EP overlap"));
    }

    void gpuAndNameSpellings() {
        Recipe r = switchedToDeepSeek();
        QCOMPARE(gpuShortName(r.hardware), std::string("H100"));
        r.hardware.name = "GB200-NVL72";
        QCOMPARE(gpuShortName(r.hardware), std::string("GB200"));
        r.hardware.name = "MyGPU";
        QCOMPARE(gpuShortName(r.hardware), std::string("MyGPU"));
        QCOMPARE(derivedRecipeName(switchedToDeepSeek()), std::string("deepseek-v3-1024xh100-fp8bw"));
    }

    void savedFileStatesTheRecipe() {
        const Recipe r = switchedToDeepSeek();
        const std::string yaml = recipeToYaml(r);
        QVERIFY2(yaml.find("description: " + describeRecipe(r)) != std::string::npos, yaml.c_str());
        auto back = parseRecipeYaml(yaml, "saved.yaml");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QVERIFY(*back == r);  // the derived description is not copied into the notes
    }

    void ownWordsInALoadedDescriptionBecomeNotes() {
        Recipe r = switchedToDeepSeek();
        r.notes = "From the design review.";
        std::string yaml = recipeToYaml(r);
        const std::string derived = "description: " + describeRecipe(r);
        const size_t at = yaml.find(derived);
        QVERIFY(at != std::string::npos);
        yaml.replace(at, derived.size(), "description: long-context candidate B");
        auto loaded = parseRecipeYaml(yaml, "hand.yaml");
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().toString().c_str());
        QCOMPARE(loaded->notes, std::string("long-context candidate B\n\nFrom the design review."));
        // A description in the derived shape from an earlier version ("<model>, ... — ...") is
        // not the user's: it is dropped, not copied into the notes.
        yaml = recipeToYaml(r);
        yaml.replace(yaml.find(derived), derived.size(),
                     "description: DeepSeek-V3, 4K context, 16x H100 — TP8 PP4 EP256, BF16");
        loaded = parseRecipeYaml(yaml, "old.yaml");
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->notes, r.notes);
    }

    void descriptionMustBeText() {
        std::string yaml = recipeToYaml(describedRecipe());
        const size_t at = yaml.find("description: ");
        const size_t end = yaml.find('\n', at);
        yaml.replace(at, end - at, "description: [a, b]");
        auto loaded = parseRecipeYaml(yaml, "bad.yaml");
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().toString().find("description") != std::string::npos, loaded.error().toString().c_str());
    }
};

QTEST_APPLESS_MAIN(TestRecipeDescription)
#include "test_recipe_description.moc"
