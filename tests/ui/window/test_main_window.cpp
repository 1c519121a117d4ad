// MainWindow driven as a user would: open files (menu, recent list, drag-and-drop), see the
// summary and diagnostics follow, recover from a malformed file, undo/redo an open, and render.
#include <QAbstractSpinBox>
#include <QAction>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QScreen>
#include <QSet>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include "core/rules/validator.h"
#include "ui/diagnostics/diagnostics_model.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/editor/recipe_summary_view.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui/window/recent_files.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;
using moe::ui::StudioState;

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    // Recipe Alpha, then Bravo over it (one undo step apart), in an active window.
    void openBothAndActivate(MainWindow& w) {
        QVERIFY(w.openFile(pathA_));
        QVERIFY(w.openFile(pathB_));
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
    }

    QTemporaryDir dir_;
    QString pathA_;
    QString pathB_;
    QString malformed_;

    QStringList recentMenuPaths(const MainWindow& w) const {
        QStringList paths;
        for (QAction* a : w.recentFilesMenu()->actions())
            if (!a->data().toString().isEmpty()) paths << a->data().toString();
        return paths;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QDir dir(dir_.path());
        pathA_ = uitest::writeRecipe(dir, QStringLiteral("recipe-a.yaml"), uitest::namedDefaultRecipe("Recipe Alpha"));
        pathB_ = uitest::writeRecipe(dir, QStringLiteral("recipe-b.yml"), uitest::namedDefaultRecipe("Recipe Bravo"));
        malformed_ = uitest::writeText(dir, QStringLiteral("malformed.yaml"),
                                       "schema_version: 1\nname: broken\nlayout: {tp: [1, 2}\n");
    }

    void init() { uitest::isolateSettings(); }

    void theFirstUseHintIsForTheFirstStart() {
        // Review 15 found no cue before F1; a review in Chinese saw "New here?" on every later start.
        {
            MainWindow w;
            QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("New here?")));
            QVERIFY(w.openFile(pathA_));  // now in the recent files
        }
        MainWindow again;
        QCOMPARE(again.statusBar()->currentMessage(), QStringLiteral("Ready."));
    }

    void smokeLoadShowsSummaryAndDiagnostics() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(pathA_));

        const Recipe& r = w.state()->recipe();
        QCOMPARE(r.name, std::string("Recipe Alpha"));
        QVERIFY(w.windowTitle().contains(QStringLiteral("Recipe Alpha")));
        QVERIFY(w.windowTitle().contains(QStringLiteral("recipe-a.yaml")));

        QCOMPARE(w.summaryView()->valueText(QStringLiteral("model.name")), QString::fromStdString(r.model.name));
        QVERIFY(!r.model.name.empty());
        QVERIFY(r.layout.dp() > 0);
        QCOMPARE(w.summaryView()->valueText(QStringLiteral("layout.dp")), QString::number(r.layout.dp()));
        // The labels are real widgets in the window, found the way a screen reader would.
        auto* dpLabel = w.findChild<QLabel*>(QStringLiteral("summary.layout.dp"));
        QVERIFY(dpLabel);
        QVERIFY(dpLabel->isVisibleTo(&w));
        QVERIFY(!w.summaryView()->valueText(QStringLiteral("model.params_total")).isEmpty());

        const auto expected = validateRecipe(r);
        QCOMPARE(w.diagnosticsView()->model()->rowCount(), static_cast<int>(expected.size()));
        QCOMPARE(w.diagnosticsView()->table()->model()->rowCount(), static_cast<int>(expected.size()));
        QVERIFY(!w.isWindowModified());
    }

    void statusMessagesDoNotOutliveTheNextEdit() {
        // Review (entry 1): "GPU changed to B300-HGX: … Ctrl+Z restores the old value" stayed after
        // Ctrl+Z had restored the H200, and "Saved …" after a new unsaved edit. An edit or an undo
        // clears what the status bar said about the recipe before it.
        MainWindow w;
        QVERIFY(w.openFile(pathA_));
        w.statusBar()->showMessage(QStringLiteral("Saved somewhere"));
        const int gbs = static_cast<int>(w.state()->recipe().layout.global_batch_size);
        QVERIFY(w.state()->applyChange({"layout.global_batch_size", QString::number(gbs * 2).toStdString()}));
        QCOMPARE(w.statusBar()->currentMessage(), QString());
        w.statusBar()->showMessage(QStringLiteral("GPU changed to X: … Ctrl+Z restores the old value"));
        w.state()->undoStack()->undo();
        QCOMPARE(w.statusBar()->currentMessage(), QString());
        QCOMPARE(static_cast<int>(w.state()->recipe().layout.global_batch_size), gbs);
    }

    void malformedFileReportsErrorAndKeepsRecipe() {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(pathA_));
        QSignalSpy failed(w.state(), &StudioState::loadFailed);
        QSignalSpy changed(w.state(), &StudioState::recipeChanged);

        QVERIFY(!w.openFile(malformed_));
        QCOMPARE(failed.count(), 1);
        const QString message = failed.at(0).at(0).toString();
        // Core Error::toString(): "file:line:col: ..." names the file and a position.
        QVERIFY2(message.contains(QStringLiteral("malformed.yaml:")), qPrintable(message));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Alpha"));
        QCOMPARE(w.state()->filePath(), pathA_);

        QVERIFY(w.messageBanner()->isVisible());
        QVERIFY(w.messageBanner()->text().contains(message));
        QCOMPARE(w.statusBar()->currentMessage(), message);
        QVERIFY(!w.recentFiles()->files().contains(malformed_));

        // Dismissing the banner is a click, not a modal dialog.
        auto* close = w.messageBanner()->findChild<QWidget*>(QStringLiteral("messageBannerClose"));
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!w.messageBanner()->isVisible());
    }

    void recentFilesNewestFirst() {
        MainWindow w;
        QVERIFY(w.openFile(pathA_));
        QVERIFY(w.openFile(pathB_));
        QCOMPARE(recentMenuPaths(w), QStringList({pathB_, pathA_}));
        QVERIFY(w.recentFilesMenu()->actions().first()->text().contains(QStringLiteral("recipe-b.yml")));

        // Reopening A moves it to the front without duplicating it.
        QVERIFY(w.openFile(pathA_));
        QCOMPARE(recentMenuPaths(w), QStringList({pathA_, pathB_}));

        // Persisted: a new window sees the same list; triggering an entry opens it.
        MainWindow second;
        QCOMPARE(recentMenuPaths(second), QStringList({pathA_, pathB_}));
        second.recentFilesMenu()->actions().at(1)->trigger();
        QCOMPARE(second.state()->filePath(), pathB_);
    }

    void undoRedoOpen() {
        MainWindow w;
        QVERIFY(w.openFile(pathA_));
        QVERIFY(w.openFile(pathB_));
        auto* undo = w.findChild<QAction*>(QStringLiteral("actionUndo"));
        auto* redo = w.findChild<QAction*>(QStringLiteral("actionRedo"));
        QVERIFY(undo && redo);
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QVERIFY(undo->isEnabled());

        undo->trigger();
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Alpha"));
        QCOMPARE(w.state()->filePath(), pathA_);
        QVERIFY(w.windowTitle().contains(QStringLiteral("Recipe Alpha")));
        QVERIFY(redo->isEnabled());

        redo->trigger();
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Bravo"));
        QCOMPARE(w.state()->filePath(), pathB_);
        QVERIFY(!w.isWindowModified());
    }

    void undoShortcutFromKeyboard() {
        MainWindow w;
        openBothAndActivate(w);
        QTest::keySequence(&w, QKeySequence(QKeySequence::Undo));
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Alpha"));
        QTest::keySequence(&w, QKeySequence(QKeySequence::Redo));
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Bravo"));
    }

    // Review 29: with the focus in the Search dock's GPU count, Ctrl+Z did nothing (the spin box's
    // own undo took it) though Edit offered the undo and Help says it works in any field.
    void undoShortcutFromADocksField() {
        MainWindow w;
        openBothAndActivate(w);
        auto* search = w.findChild<QDockWidget*>(QStringLiteral("searchDock"));
        QVERIFY(search);
        search->raise();
        auto* gpus = w.findChild<QAbstractSpinBox*>(QStringLiteral("search.gpus"));
        QVERIFY(gpus);
        QTRY_VERIFY(gpus->isVisible());
        gpus->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(gpus->hasFocus());
        QWidget* target = QApplication::focusWidget();
        QTest::keySequence(target, QKeySequence(QKeySequence::Undo));
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Alpha"));
        QTest::keySequence(QApplication::focusWidget(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        QCOMPARE(w.state()->recipe().name, std::string("Recipe Bravo"));
    }

    void dropRecipeFileOpensIt() {
        MainWindow w;
        w.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(pathB_)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QCOMPARE(w.state()->filePath(), pathB_);

        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(dir_.filePath(QStringLiteral("notes.txt")))});
        QDragEnterEvent reject(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        reject.setAccepted(false);
        QCoreApplication::sendEvent(&w, &reject);
        QVERIFY(!reject.isAccepted());
    }

    void geometryIsRemembered() {
        QSize saved;
        {
            MainWindow w;
            // A size the (offscreen) screen holds, at least the window's minimum.
            const QSize screen = w.screen()->availableGeometry().size();
            w.resize(std::max(w.minimumSizeHint().width(), screen.width() - 10),
                     std::max(w.minimumSizeHint().height(), screen.height() - 10));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            saved = w.size();
            w.saveWindowState();
        }
        MainWindow again;
        QCOMPARE(again.size(), saved);
    }

    void firstWindowFitsTheScreensPeopleHave() {
        // Laptops get the whole screen; a large screen most of it, never less than 1280x800;
        // 2560x1440 at scale 2 is 1280x720 logical pixels.
        QCOMPARE(MainWindow::firstWindowSize(QRect(0, 0, 1366, 768)), QSize(1366, 768));
        QCOMPARE(MainWindow::firstWindowSize(QRect(0, 0, 1280, 800)), QSize(1280, 800));
        QCOMPARE(MainWindow::firstWindowSize(QRect(0, 0, 1280, 720)), QSize(1280, 720));
        QCOMPARE(MainWindow::firstWindowSize(QRect(0, 0, 1920, 1080)), QSize(1536, 918));  // 4/5 and 17/20
    }

    void aFirstStartOpensMaximised() {
        // A new user (no saved geometry) gets the whole screen; a window the user sized opens so
        // again, not maximised over it.
        {
            MainWindow w;
            QVERIFY(w.isFirstStart());
            w.showAsStarted();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.isMaximized());
            w.showNormal();
            QVERIFY(!w.isMaximized());
            w.saveWindowState();
        }
        MainWindow again;
        QVERIFY(!again.isFirstStart());
        again.showAsStarted();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(!again.isMaximized());
    }

    void aWindowNeverStartsLargerThanItsScreen() {
        // A geometry saved on a larger screen (or at another scale factor) is brought back onto
        // this one: the status bar and the dock tabs stay on screen.
        {
            MainWindow w;
            w.resize(3000, 2000);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.saveWindowState();
        }
        MainWindow again;
        const QSize screen = again.screen()->availableGeometry().size();
        QVERIFY2(again.width() <= std::max(screen.width(), again.minimumSizeHint().width()) &&
                     again.height() <= std::max(screen.height(), again.minimumSizeHint().height()),
                 qPrintable(QStringLiteral("%1x%2 on a %3x%4 screen")
                                .arg(again.width())
                                .arg(again.height())
                                .arg(screen.width())
                                .arg(screen.height())));
    }

    void aWindowSavedPartlyOffTheScreenComesBackWhole() {
        // Review 14: restored 20 px low, the status bar was off the bottom edge. A window saved
        // that way starts with its whole frame on the screen.
        QRect screen;
        {
            MainWindow w;
            screen = w.screen()->availableGeometry();
            w.resize(std::min(800, screen.width()), std::min(600, screen.height()));
            w.move(screen.left() + 10, screen.bottom() - w.height() / 2);  // half below the edge
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.saveWindowState();
        }
        MainWindow again;
        const QRect frame = again.frameGeometry();
        // Vertically whole (the offscreen screen is narrower than the window's minimum width).
        QVERIFY2((frame.top() >= screen.top() && frame.bottom() <= screen.bottom()) || frame.height() > screen.height(),
                 qPrintable(QStringLiteral("frame %1,%2 %3x%4 on %5x%6").arg(frame.x()).arg(frame.y()).arg(frame.width())
                                .arg(frame.height()).arg(screen.width()).arg(screen.height())));
    }

    void screenshotIsNotBlank() {
        MainWindow w;
        QVERIFY(w.openFile(pathA_));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString out = dir_.filePath(QStringLiteral("window.png"));
        QVERIFY(w.grab().save(out, "PNG"));

        QImage image(out);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 100 && image.height() > 100);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
