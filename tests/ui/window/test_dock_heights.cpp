// Bottom docks on a first start: room for the Search dock's ten result rows beside its Pareto plot
// (up to 40 % of the window; a shorter dock scrolls to them), and the separator between the central
// area and the docks drags with the mouse without undocking anything.
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "ui/search/pareto_plot.h"
#include "ui/search/search_panel.h"
#include "ui/state/studio_state.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/main_window.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;

namespace {

QDockWidget* dock(const MainWindow& w, const char* name) { return w.findChild<QDockWidget*>(QString::fromLatin1(name)); }

}  // namespace

class TestDockHeights : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void onAProjectorTheEditorShowsEveryParallelFoldingControl() {
        // Issue 41: at 1280x720 the bottom docks ran under the editor, which showed eight fields
        // and no parallel-folding control without scrolling. The editor is now a column from the
        // menu bar to the status bar: every size of the fold is on screen at a first start.
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.settle();
        QWidget* editor = window.findChild<QWidget*>(QStringLiteral("layoutEditor"));
        QVERIFY(editor);
        auto* scroll = editor->findChild<QScrollArea*>();
        QVERIFY(scroll);
        const QRect viewport = scroll->viewport()->rect();
        for (const char* path : {"layout.tp", "layout.cp", "layout.pp", "layout.vpp", "layout.ep", "layout.etp"}) {
            auto* spin = editor->findChild<QWidget*>(QStringLiteral("editor.") + QString::fromLatin1(path));
            QVERIFY2(spin, path);
            const QRect at(spin->mapTo(scroll->viewport(), QPoint(0, 0)), spin->size());
            QVERIFY2(viewport.contains(at), qPrintable(QStringLiteral("%1 at y %2..%3, viewport %4 px high")
                                                           .arg(QString::fromLatin1(path))
                                                           .arg(at.top())
                                                           .arg(at.bottom())
                                                           .arg(viewport.height())));
        }
        // The docks sit beside it, not under it.
        QDockWidget* estimate = dock(window, "estimateDock");
        QVERIFY(estimate->isVisible());
        QVERIFY(estimate->mapTo(&window, QPoint(0, 0)).x() >= editor->mapTo(&window, QPoint(editor->width(), 0)).x());
    }

    void searchShowsFourRowsAndThePlot() {
        MainWindow window;  // a first start: 1280x800, no saved state
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* search = dock(window, "searchDock");
        QVERIFY(search);
        search->raise();
        QTRY_VERIFY(search->widget()->isVisible());
        auto* table = search->findChild<QTableView*>();
        QVERIFY(table);
        // Four rows under the header, whatever the font: the table's own row height (ten pushed the
        // Pareto plot's axis below the dock on a laptop screen, review 9).
        const int fourRows = table->horizontalHeader()->height() + 4 * table->verticalHeader()->defaultSectionSize();
        QVERIFY2(table->height() >= fourRows, qPrintable(QStringLiteral("%1 < %2").arg(table->height()).arg(fourRows)));
        // A dock shorter than the panel scrolls to the rows instead of squeezing them.
        auto* scroll = qobject_cast<QScrollArea*>(search->widget());
        QVERIFY(scroll && scroll->widgetResizable());
        // The plot beside the table, or, in a dock too narrow for both, in its place at a press.
        if (window.searchPanel()->paretoInPlace()) {
            QVERIFY(window.searchPanel()->paretoToggle()->isVisible());
            window.searchPanel()->paretoToggle()->click();
        }
        QTRY_VERIFY(window.searchPanel()->paretoPlot()->isVisible());
        QVERIFY(window.searchPanel()->paretoPlot()->height() >= fourRows);
        // The central area keeps the larger share.
        QVERIFY(search->height() <= window.height() * 2 / 5 + 40);
    }

    void aNarrowSearchDockWrapsInsteadOfOverlapping() {
        // Portuguese and French made the Search settings scroll sideways at 1280 px; they wrap now,
        // and the wrapped rows must push the summary down, not draw it over the results table.
        MainWindow window;
        window.resize(872, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.state()->resetDocument(uitest::namedDefaultRecipe("Narrow search"), QString());
        window.settle();
        QDockWidget* search = dock(window, "searchDock");
        search->raise();
        QTRY_VERIFY(search->widget()->isVisible());
        window.searchPanel()->run();
        window.searchPanel()->settle();
        QCoreApplication::processEvents();
        auto* scroll = qobject_cast<QScrollArea*>(search->widget());
        QVERIFY(scroll);
        QWidget* panel = scroll->widget();
        QVERIFY2(
            panel->width() <= scroll->viewport()->width(),
            qPrintable(QStringLiteral("panel %1 wide in %2").arg(panel->width()).arg(scroll->viewport()->width())));
        // The header's lines sit in a scroll area of their own (review 17): its geometry is the panel's.
        auto* header = panel->findChild<QWidget*>(QStringLiteral("search.headerScroll"));
        auto* split = panel->findChild<QWidget*>(QStringLiteral("search.splitter"));
        auto* constraints = panel->findChild<QWidget*>(QStringLiteral("search.constraints"));
        QVERIFY(header && split && constraints);
        QVERIFY2(constraints->geometry().bottom() < header->y(), "the settings rows run into the summary");
        QVERIFY2(header->geometry().bottom() < split->y(),
                 qPrintable(QStringLiteral("summary ends at %1, results start at %2")
                                .arg(header->geometry().bottom())
                                .arg(split->y())));
    }

    void firstResultsGrowTheSearchDock() {
        // The review at 1280x800 saw one or two result rows: the first results of a session give
        // the Search dock about 45 % of the window (the user's resizing wins afterwards).
        MainWindow window;
        window.resize(1280, 800);  // the review's laptop (offscreen's first size is narrower)
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.state()->resetDocument(uitest::namedDefaultRecipe("Search room"), QString());
        window.settle();
        QDockWidget* search = dock(window, "searchDock");
        search->raise();
        QTRY_VERIFY(search->widget()->isVisible());
        const int before = search->height();
        QVERIFY(before < window.height() * 45 / 100);
        window.searchPanel()->run();
        window.searchPanel()->settle();
        QVERIFY(window.searchPanel()->outcome() && window.searchPanel()->outcome()->result);
        QTRY_VERIFY2(search->height() >= window.height() * 40 / 100,
                     qPrintable(QStringLiteral("%1 of %2").arg(search->height()).arg(window.height())));
        // Grown, the dock shows the whole Pareto plot, axis included, without scrolling; where the
        // grids' share (over a third of the window, test_laptop_layout) stops it short, by scrolling.
        auto* scroll = qobject_cast<QScrollArea*>(search->widget());
        QVERIFY(scroll);
        QWidget* plot = window.searchPanel()->paretoPlot();
        const QPoint plotBottom = plot->mapTo(scroll->viewport(), QPoint(0, plot->height()));
        const bool gridsAtTheirFloor =
            window.findChild<QWidget*>(QStringLiteral("vizSplitter"))->height() <= (window.height() * 35 + 99) / 100;
        QVERIFY2(
            plotBottom.y() <=
                scroll->viewport()->height() + 2 + (gridsAtTheirFloor ? scroll->verticalScrollBar()->maximum() : 0),
            qPrintable(QStringLiteral("plot ends at %1 of %2").arg(plotBottom.y()).arg(scroll->viewport()->height())));
        // Once: a dock the user made smaller again stays so after the next search.
        window.resizeDocks({search}, {before}, Qt::Vertical);
        QTRY_VERIFY(search->height() < window.height() * 40 / 100);
        window.searchPanel()->run();
        window.searchPanel()->settle();
        QVERIFY(search->height() < window.height() * 40 / 100);
    }

    void separatorDragsWithoutUndocking() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* estimate = dock(window, "estimateDock");
        QVERIFY(estimate);
        const int before = estimate->height();
        // The separator lies between the central widget's bottom edge and the dock's top edge.
        const int y = (window.centralWidget()->geometry().bottom() + estimate->geometry().top()) / 2;
        const QPoint at(window.width() / 2, y);
        // Through the window system's path (QWindow), as a real mouse: press, move in steps, release.
        QWindow* handle = window.windowHandle();
        QVERIFY(handle);
        QTest::mousePress(handle, Qt::LeftButton, {}, at);
        for (int dy = 10; dy <= 100; dy += 10) QTest::mouseMove(handle, at - QPoint(0, dy));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, at - QPoint(0, 100));
        QTRY_VERIFY2(estimate->height() >= before + 80,
                     qPrintable(QStringLiteral("dock height %1 -> %2").arg(before).arg(estimate->height())));
        QVERIFY(!estimate->isFloating());
    }

    void aSmallerWindowKeepsItsDocksUnderHalf() {
        // Review 18: from 2048x1224 to 1280x800 the bottom docks kept their pixels and took over
        // half the window. Made smaller, a dock above 45 % of the height goes to 40 %.
        MainWindow window;
        window.resize(2048, 1224);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* estimate = dock(window, "estimateDock");
        window.resizeDocks({estimate}, {560}, Qt::Vertical);
        QTRY_VERIFY2(estimate->height() >= 500, qPrintable(QStringLiteral("window %1x%2, dock %3").arg(window.width()).arg(window.height()).arg(estimate->height())));
        window.resize(1280, 800);
        QTRY_VERIFY2(estimate->height() <= 800 * 45 / 100,
                     qPrintable(QStringLiteral("dock %1 px of 800").arg(estimate->height())));
        QVERIFY(estimate->height() >= 800 * 3 / 10);  // still a dock to read, not squeezed shut
    }

    void theMemoryChartStaysWholeBesideTheTraceDock() {
        // At 1280x800 with the Trace dock up (the predicted timeline beside a trace) the row of
        // the grids and the memory chart gets about 200 px; a chart 180 px tall at least (plus its
        // status line) was cut there, its legend's second row ("Activations", "Overheads") gone.
        MainWindow window;  // a first start: 1280x800
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto recipe = defaultRecipe();
        QVERIFY(recipe);
        window.state()->resetDocument(*recipe, QString());
        window.settle();
        window.showPredictedTimeline();
        QVERIFY(window.predictionJob());
        QTRY_VERIFY_WITH_TIMEOUT(!window.predictionJob()->isBusy(), 30000);
        QDockWidget* trace = dock(window, "traceDock");
        QVERIFY(trace);
        QTRY_VERIFY(trace->widget()->isVisible());
        QTRY_VERIFY(window.traceWorkspace()->document());
        QCoreApplication::processEvents();
        window.resize(1280, 800);  // as the studio opens on a laptop
        QCoreApplication::processEvents();
        // The plot (legend included) ends inside the chart and the chart inside its splitter row.
        auto* chart = window.findChild<QWidget*>(QStringLiteral("memoryChart"));
        auto* plot = window.findChild<QWidget*>(QStringLiteral("memoryPlot"));
        QVERIFY(chart && plot && chart->parentWidget());
        const int plotBottom = plot->mapTo(chart, QPoint(0, plot->height())).y();
        QVERIFY2(plotBottom <= chart->height(),
                 qPrintable(QStringLiteral("plot ends at %1 of %2").arg(plotBottom).arg(chart->height())));
        const int bottom = chart->mapTo(chart->parentWidget(), QPoint(0, chart->height())).y();
        QVERIFY2(bottom <= chart->parentWidget()->height(),
                 qPrintable(QStringLiteral("chart ends at %1 of %2").arg(bottom).arg(chart->parentWidget()->height())));
    }
};

QTEST_MAIN(TestDockHeights)
#include "test_dock_heights.moc"
