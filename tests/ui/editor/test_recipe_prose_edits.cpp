// Recipe prose in the studio: a description's layout facts follow layout edits (an edit of the
// description itself is left alone, undo restores the old text); notes are marked stale the moment
// the layout or the GPU changes, and the layout editor says so next to them.
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/recipe/recipe_prose.h"
#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::LayoutEditor;
using moe::ui::StudioState;

class TestRecipeProseEdits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

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

    void editorFlagsStaleNotes() {
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("n");
        r.layout.tp = 1;
        r.notes = "Derived: W = TP*CP*DP*PP = 1*1*16*1 = 16.";
        state.resetDocument(r);
        LayoutEditor editor(&state);
        editor.resize(500, 1400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* stale = editor.findChild<QLabel*>(QStringLiteral("editor.notesStale"));
        QVERIFY(stale);
        QVERIFY(!stale->isVisible());

        // Typing TP 2 into the real spin box, as a user does.
        auto* tp = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.tp")));
        QVERIFY(tp);
        tp->setFocus();
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("2"));
        QTest::keyClick(tp, Qt::Key_Return);
        QCOMPARE(state.recipe().layout.tp, 2);
        QVERIFY(notesMarkedStale(state.recipe().notes));
        QVERIFY(stale->isVisible());
        state.undoStack()->undo();
        QCOMPARE(state.recipe().notes, r.notes);
        QVERIFY(!stale->isVisible());

        // A GPU switch makes them stale too (the notes name the hardware they were written for).
        QComboBox* gpu = editor.gpuPicker();
        QString other;
        for (const std::string& s : builtinCatalog().hardwareNames())
            if (s != state.recipe().hardware_ref) other = QString::fromStdString(s);
        gpu->setCurrentIndex(gpu->findText(other));
        emit gpu->textActivated(other);  // what a user's pick emits
        QVERIFY(notesMarkedStale(state.recipe().notes));
        QVERIFY(stale->isVisible());
    }
};

QTEST_MAIN(TestRecipeProseEdits)
#include "test_recipe_prose_edits.moc"
