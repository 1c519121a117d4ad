// RecentFiles: newest first, no duplicates, capped at ten, persisted across instances.
#include <QSignalSpy>
#include <QDir>
#include <QtTest>

#include "ui/window/recent_files.h"
#include "ui/window/settings.h"
#include "ui_test_support.h"

using moe::ui::RecentFiles;

class TestRecentFiles : public QObject {
    Q_OBJECT
private slots:
    void init() { moe::uitest::isolateSettings(); }

    void testsNeverTouchUserSettings() {
        // The settings file lives in this test process's own temporary folder, never in the
        // user's configuration directory.
        const QString file = moe::ui::studioSettings()->fileName();
        const QString userConfig = qEnvironmentVariable("XDG_CONFIG_HOME", QDir::homePath() + QStringLiteral("/.config"));
        QVERIFY2(file.startsWith(QDir::tempPath()), qPrintable(file));
        QVERIFY2(!file.startsWith(userConfig), qPrintable(file));
    }

    void openDialogsStartWhereTheLastFileCameFrom() {
        // Before anything was opened: the last save folder (the home folder before any save);
        // after an open, that file's folder, for every Open/Import/Add Run dialog.
        QCOMPARE(moe::ui::lastOpenFolder(), QDir::homePath());
        moe::ui::rememberSaveFolder(QStringLiteral("/srv/plans/out.yaml"));
        QCOMPARE(moe::ui::lastOpenFolder(), QStringLiteral("/srv/plans"));
        moe::ui::rememberOpenFolder(QStringLiteral("/data/runs/job-7/train.log"));
        QCOMPARE(moe::ui::lastOpenFolder(), QStringLiteral("/data/runs/job-7"));
        QCOMPARE(moe::ui::lastSaveFolder(), QStringLiteral("/srv/plans"));
    }

    void exportDialogsProposeTheLastFormat() {
        // Per kind of export: the fallback until one is written, then the written file's suffix
        // (lower case); a name without a suffix changes nothing.
        QCOMPARE(moe::ui::lastExportSuffix(QStringLiteral("image"), QStringLiteral("png")), QStringLiteral("png"));
        moe::ui::rememberExportSuffix(QStringLiteral("image"), QStringLiteral("/srv/plans/grid.SVG"));
        QCOMPARE(moe::ui::lastExportSuffix(QStringLiteral("image"), QStringLiteral("png")), QStringLiteral("svg"));
        moe::ui::rememberExportSuffix(QStringLiteral("image"), QStringLiteral("/srv/plans/noext"));
        QCOMPARE(moe::ui::lastExportSuffix(QStringLiteral("image"), QStringLiteral("png")), QStringLiteral("svg"));
        QCOMPARE(moe::ui::lastExportSuffix(QStringLiteral("comparison"), QStringLiteral("csv")), QStringLiteral("csv"));
        moe::ui::rememberExportSuffix(QStringLiteral("comparison"), QStringLiteral("/srv/plans/table.md"));
        QCOMPARE(moe::ui::lastExportSuffix(QStringLiteral("comparison"), QStringLiteral("csv")), QStringLiteral("md"));
        QCOMPARE(moe::ui::lastExportSuffix(QStringLiteral("image"), QStringLiteral("png")), QStringLiteral("svg"));
    }

    void newestFirstWithoutDuplicates() {
        RecentFiles recent;
        QSignalSpy changed(&recent, &RecentFiles::changed);
        recent.add(QStringLiteral("/tmp/a.yaml"));
        recent.add(QStringLiteral("/tmp/b.yaml"));
        recent.add(QStringLiteral("/tmp/a.yaml"));
        QCOMPARE(recent.files(), QStringList({QStringLiteral("/tmp/a.yaml"), QStringLiteral("/tmp/b.yaml")}));
        QCOMPARE(changed.count(), 3);
    }

    void cappedAtTen() {
        RecentFiles recent;
        for (int i = 0; i < 15; ++i) recent.add(QStringLiteral("/tmp/r%1.yaml").arg(i));
        QCOMPARE(recent.files().size(), RecentFiles::kMaxEntries);
        QCOMPARE(recent.files().first(), QStringLiteral("/tmp/r14.yaml"));
        QCOMPARE(recent.files().last(), QStringLiteral("/tmp/r5.yaml"));
    }

    void persistedAndRemovable() {
        {
            RecentFiles recent;
            recent.add(QStringLiteral("/tmp/x.yaml"));
            recent.add(QStringLiteral("/tmp/y.yaml"));
        }
        RecentFiles again;
        QCOMPARE(again.files(), QStringList({QStringLiteral("/tmp/y.yaml"), QStringLiteral("/tmp/x.yaml")}));
        again.remove(QStringLiteral("/tmp/y.yaml"));
        QCOMPARE(again.files(), QStringList({QStringLiteral("/tmp/x.yaml")}));
        again.clear();
        QVERIFY(RecentFiles().files().isEmpty());
    }

    void relativePathsBecomeAbsolute() {
        RecentFiles recent;
        recent.add(QStringLiteral("relative.yaml"));
        QVERIFY(QDir::isAbsolutePath(recent.files().first()));
    }
};

QTEST_MAIN(TestRecentFiles)
#include "test_recent_files.moc"
