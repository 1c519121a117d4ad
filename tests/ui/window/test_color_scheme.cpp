// View ▸ Colour Scheme: Dark and Light set the application palette whatever the platform theme
// gives (offscreen gives the light default), the charts follow it, the choice is remembered in the
// settings store, and System goes back to the platform's palette.
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QtTest>
#include <qcustomplot.h>

#include "ui/memory/memory_chart.h"
#include "ui/window/color_scheme.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::ColorScheme;
using moe::ui::MainWindow;

namespace {

QAction* schemeAction(const MainWindow& window, const QString& key) {
    return window.findChild<QAction*>(QStringLiteral("actionColorScheme_") + key);
}

}  // namespace

class TestColorScheme : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void viewMenuSwitchesAndRemembers() {
        const QPalette platform = QApplication::palette();
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuColorScheme"));
        QVERIFY(menu);
        QVERIFY(schemeAction(window, QStringLiteral("system"))->isChecked());

        schemeAction(window, QStringLiteral("dark"))->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 200);
        QCOMPARE(moe::ui::savedColorScheme(), ColorScheme::Dark);
        // The memory chart's plot follows (its background is the palette's base colour).
        auto* plot = window.memoryChart()->findChild<QCustomPlot*>();
        QVERIFY(plot);
        QTRY_VERIFY(plot->axisRect()->backgroundBrush().color().lightness() < 80);

        // An error strip shown in the light scheme turns dark with the window (review 13).
        schemeAction(window, QStringLiteral("light"))->trigger();
        window.messageBanner()->showError(QStringLiteral("Could not open the file."), QStringLiteral("x.yaml:1:1: no"));
        QVERIFY(window.messageBanner()->palette().color(QPalette::Window).lightness() > 180);
        schemeAction(window, QStringLiteral("dark"))->trigger();
        QTRY_VERIFY(window.messageBanner()->palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(window.messageBanner()->palette().color(QPalette::WindowText).lightness() > 180);
        window.messageBanner()->hide();

        // A second window (next start) shows the remembered choice checked.
        {
            MainWindow again;
            QVERIFY(schemeAction(again, QStringLiteral("dark"))->isChecked());
        }

        schemeAction(window, QStringLiteral("light"))->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        QTRY_VERIFY(plot->axisRect()->backgroundBrush().color().lightness() > 180);
        QCOMPARE(moe::ui::savedColorScheme(), ColorScheme::Light);

        schemeAction(window, QStringLiteral("system"))->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), platform.color(QPalette::Window));
        QCOMPARE(moe::ui::savedColorScheme(), ColorScheme::System);
    }
};

QTEST_MAIN(TestColorScheme)
#include "test_color_scheme.moc"
