// StudioState: the document lifecycle every view relies on (dirty flag, atomic save, undoable
// replace, derived validation) without any window.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::StudioState;

class TestStudioState : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        uitest::isolateSettings();
        QVERIFY(dir_.isValid());
    }

    void resetIsNotUndoableAndClean() {
        StudioState state;
        QSignalSpy changed(&state, &StudioState::recipeChanged);
        state.resetDocument(uitest::namedDefaultRecipe("Fresh"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(!state.isDirty());
        QVERIFY(!state.undoStack()->canUndo());
        QCOMPARE(state.displayName(), QStringLiteral("Fresh"));
        QCOMPARE(state.diagnostics(), validateRecipe(state.recipe()));
    }

    void replaceMakesDirtyAndRevalidates() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        QSignalSpy dirty(&state, &StudioState::dirtyChanged);

        Recipe broken = state.recipe();
        broken.layout.world_size = broken.layout.world_size * 3 + 1;  // no longer divisible
        state.replaceRecipe(broken, QString{}, QStringLiteral("edit"));
        QVERIFY(state.isDirty());
        QCOMPARE(dirty.count(), 1);
        QCOMPARE(state.diagnostics(), validateRecipe(broken));
        QVERIFY(countDiagnostics(state.diagnostics()).errors > 0);

        state.undoStack()->undo();
        QVERIFY(!state.isDirty());
        QCOMPARE(state.recipe().layout.world_size, uitest::namedDefaultRecipe("x").layout.world_size);
    }

    void saveAsWritesLoadableFileAndCleans() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Saved"));
        Recipe edited = state.recipe();
        edited.notes = "tuned by hand";
        state.replaceRecipe(edited, QString{}, QStringLiteral("edit"));
        QVERIFY(state.isDirty());

        QSignalSpy saved(&state, &StudioState::fileSaved);
        QSignalSpy pathChanged(&state, &StudioState::filePathChanged);
        const QString path = dir_.filePath(QStringLiteral("saved.yaml"));
        QVERIFY(state.saveAs(path));
        QCOMPARE(saved.count(), 1);
        QCOMPARE(pathChanged.count(), 1);
        QCOMPARE(state.filePath(), path);
        QVERIFY(!state.isDirty());

        Result<Recipe> back = loadRecipeFile(path.toStdString());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QCOMPARE(back.value().name, std::string("Saved"));
        QCOMPARE(back.value().notes, edited.notes);
    }

    void undoAfterSaveAsKeepsTheNewFile() {
        // Review (Chinese pass): edit MBS, Save As qwen-r.yaml, Ctrl+Z: the title went back to the
        // file opened before, and the next Ctrl+S wrote to it. Undo restores the recipe, not where
        // it is saved; a command that moved the document to another file (an open) still does.
        StudioState state;
        const QString first = dir_.filePath(QStringLiteral("first.yaml"));
        state.resetDocument(uitest::namedDefaultRecipe("first"), first);
        QVERIFY(state.applyChange({"layout.micro_batch_size", "2"}));
        QVERIFY(state.applyChange({"layout.global_batch_size", "2048"}));
        const QString second = dir_.filePath(QStringLiteral("second.yaml"));
        QVERIFY(state.saveAs(second));
        state.undoStack()->undo();
        QCOMPARE(state.filePath(), second);
        QCOMPARE(state.recipe().layout.global_batch_size, uitest::namedDefaultRecipe("first").layout.global_batch_size);
        QVERIFY(state.isDirty());
        state.undoStack()->redo();
        QCOMPARE(state.filePath(), second);
        QVERIFY(!state.isDirty());
        // An open is a command that changes the file: undoing it goes back to the file before.
        const QString third = dir_.filePath(QStringLiteral("third.yaml"));
        QVERIFY(state.saveAs(third));
        QVERIFY(state.openFile(second));
        QCOMPARE(state.filePath(), second);
        state.undoStack()->undo();
        QCOMPARE(state.filePath(), third);
    }

    void saveFailureIsReported() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Nowhere"));
        QSignalSpy failed(&state, &StudioState::saveFailed);
        QVERIFY(!state.saveAs(dir_.filePath(QStringLiteral("missing-dir/x.yaml"))));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("missing-dir")));
        QVERIFY(state.filePath().isEmpty());
        QVERIFY(!state.save());  // no path yet
        QCOMPARE(failed.count(), 2);
    }

    void openIsUndoableAndClean() {
        const QString a = uitest::writeRecipe(QDir(dir_.path()), QStringLiteral("a.yaml"), uitest::namedDefaultRecipe("A"));
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Initial"));
        QSignalSpy opened(&state, &StudioState::fileOpened);
        QVERIFY(state.openFile(a));
        QCOMPARE(opened.count(), 1);
        QVERIFY(!state.isDirty());
        QCOMPARE(state.undoStack()->undoText(), QStringLiteral("Open a.yaml"));
        state.undoStack()->undo();
        QCOMPARE(state.recipe().name, std::string("Initial"));
        QVERIFY(state.filePath().isEmpty());
    }
};

QTEST_MAIN(TestStudioState)
#include "test_studio_state.moc"
