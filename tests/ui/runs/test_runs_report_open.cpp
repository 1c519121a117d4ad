// Runs ▸ Open Report… (issue 26 §3): the studio says where it wrote the evidence report and hands
// it to the desktop (QDesktopServices::openUrl in the studio; an observer here). Fixture:
// tests/fixtures/evidence run-a.log with recipe-a.yaml.
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include "ui/runs/runs_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

QString reportFixture(const char* name) {
    return QStringLiteral(MOE_TEST_FIXTURES_DIR "/evidence/") + QString::fromLatin1(name);
}

}  // namespace

class TestRunsReportOpen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void reportIsNamedAndOpened() {
        StudioState state;
        RunsPanel panel(&state);
        QList<QUrl> opened;
        bool openerSucceeds = true;
        panel.setUrlOpener([&](const QUrl& url) {
            opened << url;
            return openerSucceeds;
        });
        panel.addRun({reportFixture("recipe-a.yaml"), reportFixture("run-a.log")});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);

        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("meeting.html"));
        QVERIFY(panel.writeAndOpenReport(html));
        QVERIFY(QFileInfo::exists(html));
        QCOMPARE(opened, QList<QUrl>{QUrl::fromLocalFile(html)});
        QVERIFY(!panel.reportNote()->isHidden());
        const QString note = panel.reportNote()->text();
        QVERIFY2(note.contains(QDir::toNativeSeparators(html)) && note.contains(QStringLiteral("opened")),
                 qPrintable(note));

        // No application for the file: the note says so and still names the file.
        openerSucceeds = false;
        QVERIFY(panel.writeAndOpenReport(html));
        QVERIFY2(panel.reportNote()->text().contains(QStringLiteral("no application opened it")) &&
                     panel.reportNote()->text().contains(QDir::toNativeSeparators(html)),
                 qPrintable(panel.reportNote()->text()));
        // It wraps rather than asking the dock for its whole width (review 22: cut, behind a
        // sideways scroll).
        QVERIFY(panel.reportNote()->wordWrap());

        // Nothing written, nothing opened.
        opened.clear();
        QVERIFY(!panel.writeAndOpenReport(dir.filePath(QStringLiteral("missing/dir/r.html"))));
        QVERIFY(opened.isEmpty());
    }
};

QTEST_MAIN(TestRunsReportOpen)
#include "test_runs_report_open.moc"
