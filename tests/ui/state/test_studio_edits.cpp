// StudioState field edits: the registry path shared with --set and one-click fixes, undo with
// merging of consecutive same-field edits, and rejection of values the registry refuses.
#include <QSignalSpy>
#include <QtTest>

#include "core/rules/validator.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::StudioState;

class TestStudioEdits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void applyChangeIsUndoable() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        const int tpBefore = state.recipe().layout.tp;
        QSignalSpy changed(&state, &StudioState::recipeChanged);
        QVERIFY(state.applyChange({"layout.tp", std::to_string(tpBefore * 2)}));
        QCOMPARE(state.recipe().layout.tp, tpBefore * 2);
        QCOMPARE(changed.count(), 1);
        QVERIFY(state.isDirty());
        QCOMPARE(state.diagnostics(), validateRecipe(state.recipe()));
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.tp, tpBefore);
        QVERIFY(!state.isDirty());
    }

    void ticksAreSeparateNamedSteps() {
        // Two ticks of one checkbox are two undo steps (not merged into nothing), each named by
        // the field's label from the registry; numeric edits of one field still merge (above).
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        const bool before = state.recipe().layout.sequence_parallel;
        QVERIFY(state.applyChange({"layout.sequence_parallel", before ? "false" : "true"}));
        QVERIFY(state.applyChange({"layout.sequence_parallel", before ? "true" : "false"}));
        QCOMPARE(state.undoStack()->count(), 2);
        QCOMPARE(state.undoStack()->undoText(), QStringLiteral("Sequence parallelism: %1").arg(before ? "on" : "off"));
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.sequence_parallel, !before);
    }

    void sameFieldEditsMerge() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        const int64_t seq = state.recipe().layout.seq_length;
        QVERIFY(state.applyChange({"layout.seq_length", "8192"}));
        QVERIFY(state.applyChange({"layout.seq_length", "16384"}));
        QVERIFY(state.applyChange({"layout.seq_length", "32768"}));
        QCOMPARE(state.undoStack()->count(), 1);
        QVERIFY(state.applyChange({"layout.micro_batch_size", "2"}));
        QCOMPARE(state.undoStack()->count(), 2);
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.seq_length, int64_t{32768});
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.seq_length, seq);
    }

    void typedValuesSecondsApartAreSeparateSteps() {
        // GPUs 512 → 1024 typed, then 1024 → 16384 typed a moment later: Undo goes back to 1024,
        // not 512. The window is shortened so the test need not wait a second.
        StudioState state;
        state.setMergeWindowMs(40);
        Recipe base = uitest::namedDefaultRecipe("Base");
        state.resetDocument(base);
        const int64_t w0 = state.recipe().layout.world_size;
        const std::string twice = std::to_string(w0 * 2), big = std::to_string(w0 * 16);
        QVERIFY(state.applyChange({"layout.world_size", twice}));
        QTest::qWait(120);  // longer than the window: a person typing the next value
        QVERIFY(state.applyChange({"layout.world_size", big}));
        QCOMPARE(state.undoStack()->count(), 2);
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.world_size, w0 * 2);
        // Within the window (a drag), edits still merge into the step they follow.
        state.undoStack()->redo();
        QVERIFY(state.applyChange({"layout.world_size", std::to_string(w0 * 8)}));
        QVERIFY(state.applyChange({"layout.world_size", std::to_string(w0 * 4)}));
        QCOMPARE(state.undoStack()->count(), 2);
        QCOMPARE(state.recipe().layout.world_size, w0 * 4);
    }

    void mergedDragIsNamedFromStartToEnd() {
        // A drag of TP 8 → 4 → 2 → 1 is one step, and its label names where it started and ended
        // (not the first value passed through, "Tensor parallel size: 4").
        StudioState state;
        Recipe base = uitest::namedDefaultRecipe("Base");
        base.layout.tp = 8;
        state.resetDocument(base);
        for (const char* tp : {"4", "2", "1"}) QVERIFY(state.applyChange({"layout.tp", tp}));
        QCOMPARE(state.undoStack()->count(), 1);
        QCOMPARE(state.undoStack()->undoText(), QStringLiteral("Tensor parallel size 8 → 1"));
        // The GPU count reads as a person says it, not as the formula's symbol ("GPUs W").
        QVERIFY(state.applyChange({"layout.world_size", "256"}));
        QVERIFY2(state.undoStack()->undoText().startsWith(QStringLiteral("GPU count (world size) ")),
                 qPrintable(state.undoStack()->undoText()));
        QVERIFY(state.undoStack()->undoText().endsWith(QStringLiteral("→ 256")));
    }

    void dragBackToStartLeavesNothing() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        const std::string seq = std::to_string(state.recipe().layout.seq_length);
        QVERIFY(state.applyChange({"layout.seq_length", "8192"}));
        QVERIFY(state.applyChange({"layout.seq_length", seq}));
        QCOMPARE(state.undoStack()->count(), 0);
        QVERIFY(!state.isDirty());
    }

    void noOpPushesNothing() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        QSignalSpy changed(&state, &StudioState::recipeChanged);
        QVERIFY(state.applyChange({"layout.tp", std::to_string(state.recipe().layout.tp)}));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(state.undoStack()->count(), 0);
    }

    void multiFieldChangeIsOneStep() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        QVERIFY(state.applyChanges({{"layout.micro_batch_size", "2"}, {"layout.seq_length", "8192"}},
                                   QStringLiteral("fix")));
        QCOMPARE(state.undoStack()->count(), 1);
        QCOMPARE(state.undoStack()->undoText(), QStringLiteral("fix"));
        QVERIFY(state.applyChanges({{"layout.micro_batch_size", "4"}}, QStringLiteral("mbs")));
        QCOMPARE(state.undoStack()->count(), 2);
    }

    void invalidValueIsRejected() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        const Recipe before = state.recipe();
        QSignalSpy rejected(&state, &StudioState::editRejected);
        QSignalSpy changed(&state, &StudioState::recipeChanged);
        QVERIFY(!state.applyChange({"layout.tp", "zero"}));
        QVERIFY(!state.applyChanges({{"layout.seq_length", "8192"}, {"layout.nope", "1"}}, QStringLiteral("x")));
        QCOMPARE(rejected.count(), 2);
        QVERIFY2(rejected.at(0).at(0).toString().contains(QStringLiteral("layout.tp")),
                 qPrintable(rejected.at(0).at(0).toString()));
        QVERIFY(rejected.at(0).at(0).toString().contains(QStringLiteral("zero")));
        QVERIFY(rejected.at(1).at(0).toString().contains(QStringLiteral("layout.nope")));
        QCOMPARE(changed.count(), 0);
        QVERIFY(state.recipe() == before);
    }
};

QTEST_MAIN(TestStudioEdits)
#include "test_studio_edits.moc"
