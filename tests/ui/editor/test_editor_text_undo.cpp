// Ctrl+Z with the focus in a text field of the editor is the studio's undo: the typed text is
// committed as one step and undone everywhere at once (the heading, the window's name), and
// Ctrl+Shift+Z redoes it. Before, the field undid its own text and nothing else followed.
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QtTest>

#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::LayoutEditor;
using moe::ui::StudioState;

class TestEditorTextUndo : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void undoInTheNameFieldUndoesTheRecipe() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("plan"));
        LayoutEditor editor(&state);
        editor.resize(500, 900);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* name = editor.findChild<QLineEdit*>(QStringLiteral("editor.name"));
        QVERIFY(name);
        name->setFocus();
        name->end(false);
        QTest::keyClicks(name, QStringLiteral("-mine"));
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(state.recipe().name, std::string("plan"));
        QCOMPARE(name->text(), QStringLiteral("plan"));
        QVERIFY(state.undoStack()->canRedo());
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(state.recipe().name, std::string("plan-mine"));
        QCOMPARE(name->text(), QStringLiteral("plan-mine"));
    }

    void undoInTheNotesUndoesTheRecipe() {
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("plan");
        r.notes = "first";
        state.resetDocument(r);
        LayoutEditor editor(&state);
        editor.resize(500, 900);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* notes = editor.findChild<QPlainTextEdit*>(QStringLiteral("editor.notes"));
        QVERIFY(notes);
        // A model edit, then Ctrl+Z from inside the notes undoes it.
        QVERIFY(state.applyChange({"layout.tp", "2"}));
        notes->setFocus();
        QTest::keyClick(notes, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(state.recipe().layout.tp, r.layout.tp);
        // Typed notes are one step of their own.
        notes->moveCursor(QTextCursor::End);
        QTest::keyClicks(notes, QStringLiteral(" and second"));
        QTest::keyClick(notes, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(state.recipe().notes, std::string("first"));
        QCOMPARE(notes->toPlainText(), QStringLiteral("first"));
    }
};

QTEST_MAIN(TestEditorTextUndo)
#include "test_editor_text_undo.moc"
