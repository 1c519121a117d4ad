// Recipe prose follows the recipe: the description's layout facts are rewritten (values checked
// by hand from the mesh formulas), notes written for another layout get a stale first line, and
// an export header states the exported layout and leaves stale notes out.
#include <QtTest>

#include "core/export/export_metadata.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

Recipe proseRecipe() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

bool proseMentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

class TestRecipeProse : public QObject {
    Q_OBJECT
private slots:
    void factsAreRewritten() {
        Recipe r = proseRecipe();
        r.layout.world_size = 512;
        r.layout.tp = 2;
        r.layout.cp = 16;
        r.layout.pp = 8;
        r.layout.vpp = 4;
        r.layout.ep = 32;
        r.layout.etp = 1;
        r.layout.seq_length = 65536;
        r.layout.micro_batch_size = 2;
        r.layout.global_batch_size = 128;
        // DP = 512 / (2·16·8) = 2; EDP = 512 / (1·32·8) = 2.
        const std::string before = "DeepSeek-V3, 128K context, 256x H100 — TP1 CP32 EP32 PP8 VPP4 DP1, MBS 1 GBS 64, "
                                   "FP8 blockwise, Mixtral-8x7B kept";
        QCOMPARE(refreshLayoutFacts(before, r),
                 std::string("DeepSeek-V3, 64K context, 512x H100 — TP2 CP16 EP32 PP8 VPP4 DP2, MBS 2 GBS 128, "
                             "FP8 blockwise, Mixtral-8x7B kept"));
        QCOMPARE(refreshLayoutFacts("no facts here", r), std::string("no facts here"));
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

    void exportHeaderDescribesTheExportedLayout() {
        Recipe r = proseRecipe();
        r.description = "TP1 PP1";
        r.notes = "first line\nsecond line";
        auto joined = [](const Recipe& recipe) {
            std::string s;
            for (const auto& line : metadataCommentLines(recipe)) s += line + "\n";
            return s;
        };
        QVERIFY(proseMentions(joined(r), "# moe-plan.notes: second line"));
        Recipe edited = r;
        edited.layout.tp = 2;
        followRecipeEdit(r, edited);
        const std::string header = joined(edited);
        QVERIFY2(!proseMentions(header, "moe-plan.notes"), header.c_str());
        QVERIFY2(proseMentions(header, "# moe-plan.description: TP2 PP1"), header.c_str());
        // A description written by hand that contradicts the layout is corrected in the header too.
        edited.description = "TP4 PP1";
        QVERIFY(proseMentions(joined(edited), "# moe-plan.description: TP2 PP1"));
    }
};

QTEST_APPLESS_MAIN(TestRecipeProse)
#include "test_recipe_prose.moc"
