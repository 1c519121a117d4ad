// Opening a file of the wrong type shows what it is not, with its name: a PNG renamed .yaml is
// "not a text file" whether opened as a recipe or dropped/imported (and no unsaved-edits question
// comes first, since nothing would replace the recipe); a garbage .sqlite opened as a trace is
// "not an SQLite database", not "not a Chrome trace".
#include <QTemporaryDir>
#include <QtTest>

#include "ui/state/studio_state.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;

namespace {

const char kPictureBytes[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0";

}  // namespace

class TestWrongFileTypesGui : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString picture_, garbage_, recipe_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QDir dir(dir_.path());
        picture_ =
            uitest::writeText(dir, QStringLiteral("picture.yaml"), QByteArray(kPictureBytes, sizeof kPictureBytes - 1));
        garbage_ = uitest::writeText(dir, QStringLiteral("profile.sqlite"), "just some words, no database\n");
        recipe_ = uitest::writeRecipe(dir, QStringLiteral("kept.yaml"), uitest::namedDefaultRecipe("Kept"));
    }
    void init() { uitest::isolateSettings(); }

    void aPictureIsNotAText() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int asked = 0;
        w.setUnsavedChangesQuestion([&asked](QWidget*, const QString&) {
            ++asked;
            return ui::UnsavedChoice::Discard;
        });
        QVERIFY(w.openFile(recipe_));
        QVERIFY(w.state()->applyChange(FieldChange{"name", "Edited"}));

        // As a recipe (File ▸ Open, Open Recent).
        QVERIFY(!w.openFile(picture_));
        QVERIFY(w.messageBanner()->isVisible());
        QString text = w.messageBanner()->text();
        QVERIFY2(text.contains(QStringLiteral("picture.yaml")) && text.contains(QStringLiteral("not a text file")),
                 qPrintable(text));
        QCOMPARE(w.state()->recipe().name, std::string("Edited"));
        w.messageBanner()->hide();

        // Dropped or imported: not offered as a Bridge YAML, and nothing to discard for it.
        asked = 0;
        w.openAnyFile(picture_);
        QCOMPARE(asked, 0);
        QVERIFY(w.messageBanner()->isVisible());
        text = w.messageBanner()->text();
        QVERIFY2(text.contains(QStringLiteral("picture.yaml")) && text.contains(QStringLiteral("not a text file")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Bridge")), qPrintable(text));
        // Review 13: a failed import said "Could not open the file."
        QVERIFY2(text.startsWith(QStringLiteral("Could not import the file.")), qPrintable(text));
        QCOMPARE(w.state()->recipe().name, std::string("Edited"));
        w.messageBanner()->hide();
        QVERIFY(!w.openFile(picture_));
        QVERIFY2(w.messageBanner()->text().startsWith(QStringLiteral("Could not open the file.")),
                 qPrintable(w.messageBanner()->text()));

        // Review 27: through File ▸ Import… a broken recipe said "Could not open" while the picture
        // said "Could not import"; what the user did names the failure.
        const QString broken = QDir(dir_.path()).filePath(QStringLiteral("broken.yaml"));
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("name: broken\nlayout: [tp: 2\n");
        }
        w.messageBanner()->hide();
        w.importFile(broken);
        QVERIFY2(w.messageBanner()->text().startsWith(QStringLiteral("Could not import the file.")),
                 qPrintable(w.messageBanner()->text()));
        w.messageBanner()->hide();
        w.importFile(picture_);
        QVERIFY2(w.messageBanner()->text().startsWith(QStringLiteral("Could not import the file.")),
                 qPrintable(w.messageBanner()->text()));
    }

    void aGarbageSqliteIsNotADatabase() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openTrace(garbage_);
        QVERIFY(w.traceWorkspace());
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceWorkspace()->importJob()->isBusy(), 30000);
        QVERIFY(w.messageBanner()->isVisible());
        const QString text = w.messageBanner()->text();
        QVERIFY2(text.contains(QStringLiteral("profile.sqlite")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("not an SQLite database")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Chrome")), qPrintable(text));

        // Dropped, it takes the same path.
        w.messageBanner()->hide();
        w.openAnyFile(garbage_);
        QTRY_VERIFY_WITH_TIMEOUT(w.messageBanner()->isVisible(), 30000);
        QVERIFY2(w.messageBanner()->text().contains(QStringLiteral("not an SQLite database")),
                 qPrintable(w.messageBanner()->text()));
        QVERIFY(w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Could not import profile.sqlite")));

        // Review 27: ... and after a recipe was imported (no question may block the test).
        w.setUnsavedChangesQuestion([](QWidget*, const QString&) { return ui::UnsavedChoice::Discard; });
        w.openAnyFile(QStringLiteral(MOE_TEST_FIXTURES_DIR "/import/pasted-args.sh"));
        QVERIFY2(!w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Could not import")),
                 qPrintable(w.traceWorkspace()->statusLabel()->text()));
        w.openTrace(garbage_);
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceWorkspace()->importJob()->isBusy(), 30000);
        QVERIFY(w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Could not import profile.sqlite")));
        // Review 19: the Trace dock still said so after another recipe was opened.
        QVERIFY(w.openFile(recipe_));
        QVERIFY2(!w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Could not import")),
                 qPrintable(w.traceWorkspace()->statusLabel()->text()));
    }
};

QTEST_MAIN(TestWrongFileTypesGui)
#include "test_wrong_file_types_gui.moc"
