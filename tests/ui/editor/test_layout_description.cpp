// A description that states layout facts follows the layout: the seed's own description
// ("DeepSeek-V3, 128K context, 256x H100 — TP1 CP32 EP32 PP8 VPP4, …") after edits of CP, the
// GPU count and the sequence says the new values, by hand; other words are kept; an edit of the
// description itself is left alone.
#include <QtTest>

#include "ui/editor/layout_description.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::StudioState;

class TestLayoutDescription : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void factsAreRewritten() {
        Recipe r = uitest::namedDefaultRecipe("d");
        r.layout.world_size = 512;
        r.layout.tp = 2;
        r.layout.cp = 16;
        r.layout.pp = 8;
        r.layout.vpp = 4;
        r.layout.ep = 32;
        r.layout.etp = 1;
        r.layout.seq_length = 65536;
        // DP = 512 / (2·16·8) = 2; EDP = 512 / (1·32·8) = 2.
        const std::string before =
            "DeepSeek-V3, 128K context, 256x H100 — TP1 CP32 EP32 PP8 VPP4 DP1, FP8 blockwise, Mixtral-8x7B kept";
        QCOMPARE(ui::refreshLayoutFacts(before, r),
                 std::string("DeepSeek-V3, 64K context, 512x H100 — TP2 CP16 EP32 PP8 VPP4 DP2, FP8 blockwise, "
                             "Mixtral-8x7B kept"));
        QCOMPARE(ui::refreshLayoutFacts("no facts here", r), std::string("no facts here"));
    }

    void editsKeepTheDescriptionTrue() {
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("d");
        r.layout.tp = 1;
        r.description = "16x H100 — TP1 EP" + std::to_string(r.layout.ep);
        state.resetDocument(r);
        QVERIFY(state.applyChange({"layout.tp", "2"}));
        QVERIFY2(state.recipe().description.find("TP2") != std::string::npos, state.recipe().description.c_str());
        QVERIFY(state.applyChange({"description", "written by hand: TP7"}));
        QCOMPARE(state.recipe().description, std::string("written by hand: TP7"));
        state.undoStack()->undo();
        state.undoStack()->undo();
        QCOMPARE(state.recipe().description, r.description);  // undo restores the old text too
    }
};

QTEST_MAIN(TestLayoutDescription)
#include "test_layout_description.moc"
