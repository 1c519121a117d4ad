// Autosave and crash recovery: dirty edits reach the autosave file after the quiet delay, a save
// or undo back to clean removes it, a normal shutdown removes it, and a leftover from a session
// that died (stale lock) is offered back and restores as an undoable, still-dirty document bound
// to its original file. Another live session's autosave is never offered.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "ui/state/autosave.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::Autosave;
using moe::ui::StudioState;

namespace {

QString readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

// A session that crashed: its autosave plus a lock naming a process that is not running.
QString plantCrashedSession(const QDir& dir, const Recipe& recipe, const QString& original, qint64 deadPid) {
    const QString stem = QStringLiteral("autosave-%1").arg(deadPid);
    uitest::writeText(dir, stem + ".yaml",
                      ("# moe-studio autosave of: " + original.toStdString() + "\n" + recipeToYaml(recipe)).c_str());
    uitest::writeText(dir, stem + ".lock",
                      QStringLiteral("%1\nmoe-studio\n%2\n").arg(deadPid).arg(QSysInfo::machineHostName()).toUtf8());
    return dir.filePath(stem + ".yaml");
}

qint64 deadPid() {
    // PIDs above /proc/sys/kernel/pid_max cannot be running.
    return 4194304 + 12345;
}

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void dirtyEditsReachTheFileAndSaveRemovesIt() {
        QTemporaryDir dir;
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Autosaved"));
        Autosave autosave(&state, dir.path(), 20);
        QSignalSpy written(&autosave, &Autosave::written);
        QVERIFY(state.applyChange({"layout.tp", "2"}));
        QVERIFY(written.wait(2000));
        const QString text = readAll(autosave.autosavePath());
        QVERIFY(text.startsWith("# moe-studio autosave of: \n"));  // never saved: no original file
        auto parsed = parseRecipeYaml(text.toStdString(), "autosave");
        QVERIFY(parsed);
        QVERIFY(*parsed == state.recipe());
        QCOMPARE(parsed->layout.tp, 2);

        const QString target = QDir(dir.path()).filePath("saved.yaml");
        QVERIFY(state.saveAs(target));
        QVERIFY(!QFile::exists(autosave.autosavePath()));
    }

    // A crash a second into a long drag must not lose the drag: the write happens within the delay
    // of the first edit however many edits follow (a restarted timer wrote nothing until the edits
    // stopped).
    void continuousEditsAreWrittenWithoutAPause() {
        QTemporaryDir dir;
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Dragged"));
        Autosave autosave(&state, dir.path(), 200);
        QSignalSpy written(&autosave, &Autosave::written);
        QElapsedTimer clock;
        clock.start();
        int tp = 1;
        while (clock.elapsed() < 1200 && written.isEmpty()) {
            tp = tp == 2 ? 4 : 2;  // never back to the saved TP 1, which would clear the dirty flag
            QVERIFY(state.applyChange({"layout.tp", std::to_string(tp)}));
            QTest::qWait(50);  // an edit every 50 ms, quicker than the delay
        }
        QVERIFY2(!written.isEmpty(), "nothing was written during 1.2 s of edits 50 ms apart with a 200 ms delay");
    }

    void undoToCleanRemovesIt() {
        QTemporaryDir dir;
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Undo"));
        Autosave autosave(&state, dir.path(), 10000);
        QVERIFY(state.applyChange({"layout.tp", "2"}));
        QVERIFY(autosave.flush());
        QVERIFY(QFile::exists(autosave.autosavePath()));
        state.undoStack()->undo();
        QVERIFY(!state.isDirty());
        QVERIFY(!QFile::exists(autosave.autosavePath()));
    }

    void normalShutdownRemovesIt() {
        QTemporaryDir dir;
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Shutdown"));
        QString path;
        {
            Autosave autosave(&state, dir.path(), 10000);
            QVERIFY(state.applyChange({"layout.tp", "2"}));
            QVERIFY(autosave.flush());
            path = autosave.autosavePath();
            QVERIFY(QFile::exists(path));
        }
        QVERIFY(!QFile::exists(path));
    }

    void crashedSessionIsOfferedAndRestored() {
        QTemporaryDir dir;
        Recipe lost = uitest::namedDefaultRecipe("Lost edits");
        lost.layout.tp = 2;
        const QString original = QDir(dir.path()).filePath("work.yaml");
        const QString leftover = plantCrashedSession(QDir(dir.path()), lost, original, deadPid());

        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Fresh start"));
        Autosave autosave(&state, dir.path(), 10000);
        QStringList problems;
        const auto found = autosave.leftovers(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        QCOMPARE(found.size(), size_t{1});
        QCOMPARE(found[0].autosavePath, leftover);
        QCOMPARE(found[0].originalPath, original);
        QVERIFY(found[0].recipe == lost);

        QVERIFY(autosave.restore(found[0]));
        QVERIFY(state.recipe() == lost);
        QCOMPARE(state.filePath(), original);
        QVERIFY(state.isDirty());  // restored edits are still unsaved
        // ... and where the session starts: Undo cannot throw them away (review 19).
        QVERIFY(!state.undoStack()->canUndo());
        QVERIFY(!QFile::exists(leftover));
        QVERIFY(autosave.leftovers().empty());
    }

    void liveSessionIsNotOffered() {
        QTemporaryDir dir;
        Recipe other = uitest::namedDefaultRecipe("Other window");
        other.layout.tp = 2;
        // Another studio still running: its lock names a live process with the right program
        // name (this test process stands in for it), so its autosave is not a leftover.
        const QString stem = QStringLiteral("autosave-1");
        uitest::writeText(QDir(dir.path()), stem + ".yaml", ("# moe-studio autosave of: \n" + recipeToYaml(other)).c_str());
        uitest::writeText(QDir(dir.path()), stem + ".lock",
                          QStringLiteral("%1\n%2\n%3\n")
                              .arg(QCoreApplication::applicationPid())
                              .arg(QCoreApplication::applicationName())
                              .arg(QSysInfo::machineHostName())
                              .toUtf8());
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("This window"));
        Autosave mine(&state, dir.path(), 10000);
        QVERIFY(mine.leftovers().empty());
        // The same files with a dead process in the lock are offered.
        uitest::writeText(QDir(dir.path()), stem + ".lock",
                          QStringLiteral("%1\nmoe-studio\n%2\n").arg(deadPid()).arg(QSysInfo::machineHostName()).toUtf8());
        QCOMPARE(mine.leftovers().size(), size_t{1});
    }

    // Pins and attached runs are kept beside the autosave even when the recipe has no unsaved
    // edits (the recipe is written too, marked as its file's), and come back with the file's recipe
    // as it is now, clean.
    void sessionOfACleanRecipeComesBackWithItsFile() {
        QTemporaryDir dir;
        const QString work = QDir(dir.path()).filePath("work.yaml");
        Recipe saved = uitest::namedDefaultRecipe("Saved");
        QVERIFY(saveRecipeFile(saved, work.toStdString()).ok());
        StudioState state;
        QVERIFY(state.openFile(work));
        QVERIFY(!state.isDirty());

        ui::SessionSnapshot session;
        Recipe pinned = saved;
        pinned.layout.tp = 2;
        session.pins.push_back({QStringLiteral("Pin 1: TP2"), pinned});
        ui::SessionSnapshot::Run run;
        run.files = {QStringLiteral("/nowhere/run.log")};
        run.studioRecipe = saved;
        session.runs.push_back(run);
        Autosave autosave(&state, dir.path(), 10000);
        autosave.setSessionSource([&] { return session; });
        QVERIFY(autosave.flush().ok());
        QVERIFY(QFile::exists(autosave.autosavePath()));
        QVERIFY(QFile::exists(autosave.sessionPath()));
        QVERIFY(readAll(autosave.autosavePath()).contains(QStringLiteral("# moe-studio unsaved edits: no\n")));

        // The process dies: its files stay, under a lock no process holds.
        const QString stem = QStringLiteral("autosave-%1").arg(deadPid());
        QVERIFY(QFile::copy(autosave.autosavePath(), QDir(dir.path()).filePath(stem + ".yaml")));
        QVERIFY(QFile::copy(autosave.sessionPath(), QDir(dir.path()).filePath(stem + ".session.json")));
        uitest::writeText(QDir(dir.path()), stem + ".lock",
                          QStringLiteral("%1\nmoe-studio\n%2\n").arg(deadPid()).arg(QSysInfo::machineHostName()).toUtf8());
        // The file was edited elsewhere since: the recovered document is the file as it is now.
        Recipe newer = saved;
        newer.layout.global_batch_size = 2 * saved.layout.global_batch_size;
        QVERIFY(saveRecipeFile(newer, work.toStdString()).ok());

        StudioState next;
        next.resetDocument(uitest::namedDefaultRecipe("Fresh"));
        Autosave again(&next, QDir(dir.path()).filePath("."), 10000);
        QStringList problems;
        const auto found = again.leftovers(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        QCOMPARE(found.size(), size_t{1});  // the live session's own files are not offered
        QVERIFY(!found[0].unsavedEdits);
        QVERIFY(found[0].session.has_value());
        QCOMPARE(found[0].session->pins.size(), size_t{1});
        QCOMPARE(found[0].session->pins[0].name, QStringLiteral("Pin 1: TP2"));
        QVERIFY(found[0].session->pins[0].recipe == pinned);
        QCOMPARE(found[0].session->runs.size(), size_t{1});
        QVERIFY(found[0].session->runs[0].studioRecipe && *found[0].session->runs[0].studioRecipe == saved);
        QVERIFY(again.restore(found[0]));
        QVERIFY(next.recipe() == newer);
        QVERIFY(!next.isDirty());
        QCOMPARE(next.filePath(), work);
        QVERIFY(!QFile::exists(QDir(dir.path()).filePath(stem + ".session.json")));

        // No pins or runs and nothing unsaved: nothing is kept.
        session = {};
        autosave.sessionChanged();
        QVERIFY(!QFile::exists(autosave.autosavePath()));
        QVERIFY(!QFile::exists(autosave.sessionPath()));
    }

    // A damaged session file costs its pins and runs, not the recipe's unsaved edits.
    void corruptSessionIsReportedAndTheEditsStillOffered() {
        QTemporaryDir dir;
        Recipe lost = uitest::namedDefaultRecipe("Lost edits");
        const QString leftover = plantCrashedSession(QDir(dir.path()), lost, QString(), deadPid());
        const QString sessionFile = leftover.chopped(5) + QStringLiteral(".session.json");
        uitest::writeText(QDir(dir.path()), QFileInfo(sessionFile).fileName(), "{\"format\": 1, \"pins\": [");
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Any"));
        Autosave autosave(&state, dir.path(), 10000);
        QStringList problems;
        const auto found = autosave.leftovers(&problems);
        QCOMPARE(found.size(), size_t{1});
        QVERIFY(found[0].unsavedEdits);
        QVERIFY(!found[0].session);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(QStringLiteral(".session.json")) && problems[0].contains(QStringLiteral("not valid JSON")),
                 qPrintable(problems[0]));
    }

    void corruptLeftoverIsReportedNotCrashed() {
        QTemporaryDir dir;
        uitest::writeText(QDir(dir.path()), "autosave-4206001.yaml", "# moe-studio autosave of: \nlayout: [unclosed\n");
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Any"));
        Autosave autosave(&state, dir.path(), 10000);
        QStringList problems;
        QVERIFY(autosave.leftovers(&problems).empty());
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains("autosave-4206001.yaml"), qPrintable(problems[0]));
    }
};

QTEST_MAIN(TestAutosave)
#include "test_autosave.moc"
