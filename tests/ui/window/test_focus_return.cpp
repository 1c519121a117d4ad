// FocusReturn: when a modal dialog of the main window closes, the main window has the keyboard
// again, even where no window manager hands it back (reviews 23 and 24 under a bare X server: the
// next Ctrl+E after a file dialog did nothing).
#include <QDialog>
#include <QtTest>

#include "ui/window/focus_return.h"

class TestFocusReturn : public QObject {
    Q_OBJECT
private slots:
    void theWindowIsActiveAgainAfterItsDialog_data() {
        QTest::addColumn<bool>("watched");
        QTest::newRow("with FocusReturn") << true;
        QTest::newRow("without (the control)") << false;
    }
    void theWindowIsActiveAgainAfterItsDialog() {
        QFETCH(bool, watched);
        QWidget window;
        window.resize(400, 300);
        if (watched) new moe::ui::FocusReturn(&window);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // Another window takes the keyboard while the dialog is up, as a bare X server leaves it
        // elsewhere when the dialog goes.
        QWidget elsewhere;
        elsewhere.resize(200, 100);
        QDialog dialog(&window);
        dialog.setModal(true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.hide();
        elsewhere.show();
        elsewhere.activateWindow();
        QTest::qWait(50);
        if (watched)
            QTRY_COMPARE(QApplication::activeWindow(), &window);
        else
            QVERIFY(QApplication::activeWindow() != &window);  // the filter, not Qt, brings it back
    }
};

QTEST_MAIN(TestFocusReturn)
#include "test_focus_return.moc"
