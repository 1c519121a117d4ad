// The estimate, feasibility and search panels inside MainWindow: three tabbed docks, a View menu
// toggle for each, their visibility remembered across windows through the settings store, and the
// estimate dock showing the window's own recipe; a search result applied from the dock is one
// Edit ▸ Undo step.
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QTabBar>
#include <QtTest>

#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/feasibility/feasibility_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "ui/common/band_format.h"
#include "ui/common/panel_format.h"
#include "ui/search/search_panel.h"
#include "ui/search/search_results_model.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;

namespace {

QAction* viewAction(const MainWindow& w, const QString& name) {
    for (QAction* a : w.viewMenu()->actions())
        if (a->objectName() == name) return a;
    return nullptr;
}

}  // namespace

class TestPanelDocks : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void docksAndViewMenu() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* name : {"estimateDock", "feasibilityDock", "searchDock", "compareDock", "assumptionsDock"}) {
            auto* dock = w.findChild<QDockWidget*>(QString::fromLatin1(name));
            QVERIFY2(dock, name);
            QCOMPARE(w.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
        }
        auto* estimateDock = w.findChild<QDockWidget*>(QStringLiteral("estimateDock"));
        // Every other bottom panel shares the estimate's tab group.
        const QList<QDockWidget*> tabbed = w.tabifiedDockWidgets(estimateDock);
        for (const char* name : {"feasibilityDock", "searchDock", "compareDock", "assumptionsDock"})
            QVERIFY2(tabbed.contains(w.findChild<QDockWidget*>(QString::fromLatin1(name))), name);
        QVERIFY(estimateDock->isAncestorOf(w.estimatePanel()));

        QAction* toggle = viewAction(w, QStringLiteral("actionViewSearch"));
        QVERIFY(toggle && toggle->isCheckable() && toggle->isChecked());
        auto* searchDock = w.findChild<QDockWidget*>(QStringLiteral("searchDock"));
        // Tabbed behind the Estimate: the shortcut brings it to the front first…
        QVERIFY(!MainWindow::dockInFront(searchDock));
        toggle->trigger();
        QVERIFY(MainWindow::dockInFront(searchDock));
        QVERIFY(toggle->isChecked());
        // …and hides it only when it already is in front.
        toggle->trigger();
        QVERIFY(searchDock->isHidden());
        QVERIFY(!toggle->isChecked());
        toggle->trigger();
        QVERIFY(MainWindow::dockInFront(searchDock));
        QVERIFY(toggle->isChecked());

        // Ctrl+1 brings the Estimate back to the front (it was tabbed behind Search).
        viewAction(w, QStringLiteral("actionViewEstimate"))->trigger();
        QVERIFY(MainWindow::dockInFront(w.findChild<QDockWidget*>(QStringLiteral("estimateDock"))));
        // The estimate in the window is the window's recipe's.
        w.state()->resetDocument(uitest::namedDefaultRecipe("Docked"));
        w.settle();
        const Result<StepEstimate> expected = estimateStepTime(w.state()->recipe(), builtinCalibration());
        QVERIFY(expected.ok());
        QCOMPARE(w.estimatePanel()->metricLabel(ui::EstimatePanel::Metric::Tokens)->text(),
                 ui::formatCountInBand(expected.value().tokens_per_s_per_gpu, estimateUncertainty(w.state()->recipe())));
    }

    void dockVisibilityIsRemembered() {
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            // Forward first (it is tabbed behind the Estimate), then hidden.
            viewAction(w, QStringLiteral("actionViewFeasibility"))->trigger();
            viewAction(w, QStringLiteral("actionViewFeasibility"))->trigger();
            QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("feasibilityDock"))->isHidden());
            w.saveWindowState();
        }
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("feasibilityDock"))->isHidden());
        QVERIFY(!viewAction(again, QStringLiteral("actionViewFeasibility"))->isChecked());
        QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("estimateDock"))->isHidden());
    }

    void aShortcutBringsATabbedAwayDockForwardWithAnotherDockFloating() {
        // Review 13: with the Estimate dock floating, Ctrl+5 hid the Compare dock, which was
        // behind another tab, instead of bringing it forward. In front means: its tab is the
        // current one (QMainWindow's dock tab bars carry each tab's dock as its data).
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* estimateDock = w.findChild<QDockWidget*>(QStringLiteral("estimateDock"));
        auto* compareDock = w.findChild<QDockWidget*>(QStringLiteral("compareDock"));
        const auto tabOf = [&](const QDockWidget* dock) -> std::pair<const QTabBar*, int> {
            for (const QTabBar* bar : w.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
                for (int i = 0; i < bar->count(); ++i)
                    if (bar->tabData(i).value<quintptr>() == reinterpret_cast<quintptr>(dock)) return {bar, i};
            return {nullptr, -1};
        };
        const auto [bar, compareTab] = tabOf(compareDock);
        QVERIFY2(bar, "the Compare dock has a tab whose data is the dock");
        QCOMPARE(MainWindow::dockInFront(compareDock), compareTab == bar->currentIndex());
        estimateDock->setFloating(true);
        QTest::qWait(50);
        w.findChild<QDockWidget*>(QStringLiteral("searchDock"))->raise();
        QTest::qWait(50);
        QVERIFY(MainWindow::dockInFront(w.findChild<QDockWidget*>(QStringLiteral("searchDock"))));
        QVERIFY(!MainWindow::dockInFront(compareDock));
        viewAction(w, QStringLiteral("actionViewCompare"))->trigger();
        QVERIFY(!compareDock->isHidden());
        QVERIFY(MainWindow::dockInFront(compareDock));
        const auto [barAfter, tabAfter] = tabOf(compareDock);
        QVERIFY(barAfter && tabAfter == barAfter->currentIndex());
        // The floating Estimate dock is in front on its own.
        QTRY_VERIFY(MainWindow::dockInFront(estimateDock));
    }

    // Review 29: the tabs read Estimate … Runs, Memory Assumptions, Trace while Ctrl+4 was Trace:
    // on a first start the tab order is the shortcuts' (and the View menu's), Ctrl+1 to Ctrl+7.
    void theTabsFollowTheirShortcuts() {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* estimate = w.findChild<QDockWidget*>(QStringLiteral("estimateDock"));
        const QTabBar* tabs = nullptr;
        for (const QTabBar* bar : w.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
            for (int i = 0; i < bar->count(); ++i)
                if (bar->tabData(i).value<quintptr>() == reinterpret_cast<quintptr>(estimate)) tabs = bar;
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 7);
        QStringList keys;
        for (int i = 0; i < tabs->count(); ++i) {
            const auto* dock = reinterpret_cast<const QDockWidget*>(tabs->tabData(i).value<quintptr>());
            QAction* toggle = nullptr;
            for (QAction* a : w.findChildren<QAction*>())
                if (a->property("dock").value<QObject*>() == dock) toggle = a;
            QVERIFY2(toggle, qPrintable(dock->objectName()));
            keys << toggle->shortcut().toString(QKeySequence::PortableText);
        }
        QCOMPARE(keys, (QStringList{QStringLiteral("Ctrl+1"), QStringLiteral("Ctrl+2"), QStringLiteral("Ctrl+3"),
                                    QStringLiteral("Ctrl+4"), QStringLiteral("Ctrl+5"), QStringLiteral("Ctrl+6"),
                                    QStringLiteral("Ctrl+7")}));
    }

    void aDockBroughtForwardByAnotherActionIsFocusedNotHidden() {
        // Review 18: Ctrl+P pins and brings Compare forward; Ctrl+5, pressed to look at it, hid it.
        // The first press gives it the keyboard; a second press hides it.
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* compareDock = w.findChild<QDockWidget*>(QStringLiteral("compareDock"));
        QAction* pin = w.findChild<QAction*>(QStringLiteral("actionPinCurrent"));
        QVERIFY(pin);
        pin->trigger();
        QVERIFY(MainWindow::dockInFront(compareDock));
        QAction* view = viewAction(w, QStringLiteral("actionViewCompare"));
        view->trigger();
        QVERIFY(!compareDock->isHidden());
        QVERIFY(MainWindow::dockInFront(compareDock));
        view->trigger();
        QVERIFY(compareDock->isHidden());
    }

    void dockLayoutSurvivesAKill() {
        // No close and no explicit save, as when the process is killed: the window saves its
        // arrangement by itself a moment after the change (review 12 lost the dock layout).
        const QByteArray before = ui::studioSettings()->value(QStringLiteral("mainWindow/state")).toByteArray();
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            viewAction(w, QStringLiteral("actionViewCompare"))->trigger();
            viewAction(w, QStringLiteral("actionViewCompare"))->trigger();
            QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("compareDock"))->isHidden());
            QTRY_VERIFY_WITH_TIMEOUT(
                ui::studioSettings()->value(QStringLiteral("mainWindow/state")).toByteArray() != before, 5000);
            // The window is destroyed without closeEvent(): nothing more is saved.
        }
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("compareDock"))->isHidden());
        QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("estimateDock"))->isHidden());
    }

    void searchResultFromTheDockUndoesInOneStep() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.state()->resetDocument(uitest::namedDefaultRecipe("Docked search"));
        const Recipe before = w.state()->recipe();
        w.searchPanel()->gpusBox()->setValue(8);
        w.searchPanel()->run();
        w.searchPanel()->settle();
        QVERIFY(w.searchPanel()->model()->rowCount() > 0);
        QVERIFY(w.searchPanel()->applyResult(0));
        QCOMPARE(w.state()->recipe().layout.world_size, 8);
        QCOMPARE(w.state()->recipe().layout, w.searchPanel()->model()->candidate(0)->recipe.layout);
        auto* undo = w.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QVERIFY(w.state()->recipe() == before);
    }

    // Qt keeps the panels of tabbed-away docks isVisible() (off-screen), so the panels skip their
    // per-edit work there and catch up when their tab comes forward. This drives the real tab
    // switch (QDockWidget::raise) and checks both halves: no work behind the tab, the newest
    // recipe's numbers once in front.
    void tabbedAwayPanelsCatchUpWhenRaised() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.state()->resetDocument(uitest::namedDefaultRecipe("Tabbed"));
        w.settle();
        auto* estimateDock = w.findChild<QDockWidget*>(QStringLiteral("estimateDock"));
        auto* feasibilityDock = w.findChild<QDockWidget*>(QStringLiteral("feasibilityDock"));
        QVERIFY(estimateDock && feasibilityDock);

        // Feasibility behind the Estimate tab: a GBS change (one of its inputs) starts nothing.
        w.feasibilityPanel()->settle();  // whatever the first show started
        QVERIFY(w.feasibilityPanel()->isVisible());  // what Qt reports for a tabbed-away dock
        const auto before = w.feasibilityPanel()->outcome();
        const int64_t gbs = w.state()->recipe().layout.global_batch_size;
        QVERIFY(w.state()->applyChange({"layout.global_batch_size", std::to_string(gbs * 2)}));
        QVERIFY(!w.feasibilityPanel()->isRunning());
        QCOMPARE(w.feasibilityPanel()->outcome(), before);

        // Raising its tab analyses the new inputs.
        feasibilityDock->raise();
        QTRY_VERIFY(w.feasibilityPanel()->outcome() != before);
        w.feasibilityPanel()->settle();
        QVERIFY(w.feasibilityPanel()->outcome()->result);
        QCOMPARE(w.feasibilityPanel()->outcome()->result->global_batch_size, gbs * 2);

        // Now the Estimate is behind: an edit leaves its numbers at the previous recipe...
        const double shown = w.estimatePanel()->outcome()->estimate->step_time_s;
        QVERIFY(w.state()->applyChange({"layout.global_batch_size", std::to_string(gbs * 4)}));
        w.estimatePanel()->settle();
        QCOMPARE(w.estimatePanel()->outcome()->estimate->step_time_s, shown);
        // ...and bringing it forward shows the newest recipe's estimate: twice the batch, about
        // twice the step (the same microbatch time, twice the microbatches per step).
        estimateDock->raise();
        QTRY_VERIFY(w.estimatePanel()->outcome()->estimate->step_time_s != shown);
        w.estimatePanel()->settle();
        const auto& estimate = *w.estimatePanel()->outcome()->estimate;
        QCOMPARE(estimate.microbatches, w.state()->recipe().layout.microbatchesPerStep());
    }
};

QTEST_MAIN(TestPanelDocks)
#include "test_panel_docks.moc"
