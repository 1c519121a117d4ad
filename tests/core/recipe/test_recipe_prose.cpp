// Recipe prose follows the recipe: the name follows the model, GPU and GPU count it was made
// for, notes written for another layout get a stale first line, and an export header states the
// exported recipe and leaves stale notes out.
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/export/export_metadata.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

Recipe proseRecipe() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

bool proseMentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

class TestRecipeProse : public QObject {
    Q_OBJECT
private slots:
    void nameFollowsTheModelGpuAndCount() {
        Recipe before = proseRecipe();
        before.name = "qwen3-30b-a3b-16xh100-hybridep";
        before.layout.world_size = 16;
        // Only the GPU count changed: the count written before the GPU follows it, nothing else.
        Recipe more = before;
        more.layout.world_size = 1024;
        followRecipeEdit(before, more);
        QCOMPARE(more.name, std::string("qwen3-30b-a3b-1024xh100-hybridep"));
        // A user's name with spaces (review 11: "Mixtral 16xh100 bf16" kept its 16 at 32 GPUs).
        Recipe spaced = before;
        spaced.name = "Mixtral 16xH100 bf16";
        Recipe spaced32 = spaced;
        spaced32.layout.world_size = 32;
        followRecipeEdit(spaced, spaced32);
        QCOMPARE(spaced32.name, std::string("Mixtral 32xH100 bf16"));
        // The count as a word before the GPU (review 34: "… 2K on 16 H100" kept its 16 at 1024
        // GPUs while the description said 1024x H100); another "16" (2K, 8x7B) is not the count.
        Recipe words = before;
        words.name = "Mixtral-8x7B 2K on 16 H100";
        Recipe words1024 = words;
        words1024.layout.world_size = 1024;
        followRecipeEdit(words, words1024);
        QCOMPARE(words1024.name, std::string("Mixtral-8x7B 2K on 1024 H100"));
        // Another layout dimension leaves the name alone.
        Recipe tp = before;
        tp.layout.tp = 2;
        followRecipeEdit(before, tp);
        QCOMPARE(tp.name, before.name);
        // Unless the name writes that size itself (review: "dsv3-32k-cp8" kept cp8 after CP 4 was
        // applied, and read so on a slide): each size word follows its own size, the sequence too.
        Recipe sized = before;
        sized.name = "dsv3-32k-TP2-cp8-ep64";
        sized.layout.tp = 2;
        sized.layout.cp = 8;
        sized.layout.ep = 64;
        sized.layout.seq_length = 32768;
        Recipe applied = sized;
        applied.layout.cp = 4;
        applied.layout.ep = 128;
        applied.layout.seq_length = 65536;
        followRecipeEdit(sized, applied);
        QCOMPARE(applied.name, std::string("dsv3-64k-TP2-cp4-ep128"));
        // Through a length that is not a whole K the word follows as the number itself, and back
        // (review 36: 32768 → 3000 → 65536 left "32k" on a 64K recipe).
        Recipe odd = applied;
        odd.layout.seq_length = 3000;
        followRecipeEdit(applied, odd);
        QCOMPARE(odd.name, std::string("dsv3-3000-TP2-cp4-ep128"));
        Recipe back = odd;
        back.layout.seq_length = 131072;
        followRecipeEdit(odd, back);
        QCOMPARE(back.name, std::string("dsv3-128k-TP2-cp4-ep128"));
        Recipe upper = back;
        upper.name = "dsv3-128K";
        Recipe upperEdit = upper;
        upperEdit.layout.seq_length = 4096;
        followRecipeEdit(upper, upperEdit);
        QCOMPARE(upperEdit.name, std::string("dsv3-4K"));
        // A word that does not name the old size is someone else's ("cp2" when CP was 8).
        Recipe other = sized;
        other.name = "plan-cp2";
        Recipe otherEdit = other;
        otherEdit.layout.cp = 4;
        followRecipeEdit(other, otherEdit);
        QCOMPARE(otherEdit.name, std::string("plan-cp2"));
        // Another model: the old name would say Qwen3, so the name is derived anew.
        Recipe dsv3 = more;
        auto model = builtinCatalog().findModel("DeepSeek-V3");
        QVERIFY(model != nullptr);
        dsv3.model = *model;
        dsv3.model_ref = "DeepSeek-V3";
        followRecipeEdit(more, dsv3);
        QCOMPARE(dsv3.name, derivedRecipeName(dsv3));
        QVERIFY2(proseMentions(dsv3.name, "deepseek-v3-1024x"), dsv3.name.c_str());
        // The Bridge library's spelling: the count after the GPU and the precision follow too.
        Recipe bridge = proseRecipe();
        bridge.hardware = *builtinCatalog().findHardware("GB200-NVL72");
        bridge.name = "bridge-dsv3-gb200-256-mxfp8";
        bridge.layout.world_size = 256;
        bridge.options.precision = Precision::MXFP8;
        Recipe bigger = bridge;
        bigger.layout.world_size = 512;
        bigger.options.precision = Precision::BF16;
        followRecipeEdit(bridge, bigger);
        // …and it is no longer Megatron-Bridge's recipe, so the "bridge-" prefix goes.
        QCOMPARE(bigger.name, std::string("dsv3-gb200-512-bf16-edited"));
        // The review: EP 64 -> 8 kept "bridge-dsv3-gb200-256-mxfp8" in the exported header.
        Recipe epEdit = bridge;
        epEdit.layout.ep = 8;
        followRecipeEdit(bridge, epEdit);
        QCOMPARE(epEdit.name, std::string("dsv3-gb200-256-mxfp8-edited"));
        // A note or a name edit alone keeps it.
        Recipe noted = bridge;
        noted.notes = "for the design meeting";
        followRecipeEdit(bridge, noted);
        QCOMPARE(noted.name, bridge.name);
        // A name the edit set itself is the user's.
        Recipe own = more;
        own.model = *model;
        own.name = "my-plan";
        followRecipeEdit(more, own);
        QCOMPARE(own.name, std::string("my-plan"));
    }

    void notesGoStaleWhenTheLayoutChanges() {
        Recipe before = proseRecipe();
        before.notes = "Derived: W = TP*CP*DP*PP.";
        Recipe edited = before;
        edited.options.manual_gc = !edited.options.manual_gc;  // not the layout, model or GPU
        followRecipeEdit(before, edited);
        QCOMPARE(edited.notes, before.notes);

        edited.layout.tp = before.layout.tp * 2;
        followRecipeEdit(before, edited);
        QVERIFY(notesMarkedStale(edited.notes));
        QVERIFY2(proseMentions(edited.notes, "TP" + std::to_string(before.layout.tp) + " "), edited.notes.c_str());
        QVERIFY(proseMentions(edited.notes, "\n" + before.notes));  // the text itself is kept below the line

        // Marked once; notes the edit itself wrote are the user's and stay as written.
        Recipe again = edited;
        again.layout.pp = edited.layout.pp * 2;
        followRecipeEdit(edited, again);
        QCOMPARE(again.notes, edited.notes);
        Recipe rewritten = before;
        rewritten.layout.tp = before.layout.tp * 2;
        rewritten.notes = "written for the new layout";
        followRecipeEdit(before, rewritten);
        QCOMPARE(rewritten.notes, std::string("written for the new layout"));
    }

    void exportHeaderDescribesTheExportedRecipe() {
        Recipe r = proseRecipe();
        r.notes = "first line\nsecond line";
        auto joined = [](const Recipe& recipe) {
            std::string s;
            for (const auto& line : metadataCommentLines(recipe)) s += line + "\n";
            return s;
        };
        QVERIFY(proseMentions(joined(r), "# moe-plan.notes: second line"));
        Recipe edited = r;
        edited.layout.tp = r.layout.tp * 2;
        edited.options.precision = Precision::FP8Blockwise;
        followRecipeEdit(r, edited);
        const std::string header = joined(edited);
        QVERIFY2(!proseMentions(header, "moe-plan.notes"), header.c_str());
        QVERIFY2(proseMentions(header, "# moe-plan.description: " + describeRecipe(edited) + "\n"), header.c_str());
        QVERIFY2(proseMentions(header, "TP" + std::to_string(edited.layout.tp) + " "), header.c_str());
        QVERIFY2(proseMentions(header, "FP8 blockwise"), header.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRecipeProse)
#include "test_recipe_prose.moc"
