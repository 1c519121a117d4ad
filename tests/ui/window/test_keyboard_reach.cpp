// The keyboard reaches everything: Tab leaves the Notes editor and the findings table (neither
// keeps it), no two menus or buttons of the main window share an Alt mnemonic (Alt+F opened File
// and pressed a button in turn), no menu repeats one among its entries, and Enter in Open from
// Library opens the selected recipe instead of cancelling.
#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <QtTest>

#include "ui/common/panel_visibility.h"
#include "ui/compare/compare_panel.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/editor/layout_editor.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/export/image_export.h"
#include "ui/export/image_export_dialog.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/library/recipe_library_dialog.h"
#include "ui/memory/memory_chart.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::ImageExportDialog;
using moe::ui::MainWindow;
using moe::ui::RecipeLibraryDialog;

namespace {

// The Alt+letter a text's '&' makes ("Apply Fi&x" → Alt+X); empty when it has none.
QKeySequence mnemonicOf(const QString& text) {
    return QKeySequence::mnemonic(text);
}

// Adds `text` under its mnemonic; a second owner of the same one is a clash.
void collectMnemonic(QMap<QKeySequence, QStringList>& owners, const QString& owner, const QString& text) {
    const QKeySequence key = mnemonicOf(text);
    if (!key.isEmpty()) owners[key] << owner + QStringLiteral(" “") + text + QStringLiteral("”");
}

QStringList clashes(const QMap<QKeySequence, QStringList>& owners) {
    QStringList out;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        if (it.value().size() > 1)
            out << it.key().toString() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "));
    return out;
}

void collectMenuClashes(const QMenu* menu, QStringList& out) {
    QMap<QKeySequence, QStringList> owners;
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        collectMnemonic(owners, menu->title(), a->text());
        if (a->menu()) collectMenuClashes(a->menu(), out);
    }
    out << clashes(owners);
}

}  // namespace

// A text field's claim on Ctrl+E, as QLineEdit makes it on X11 (MoveToEndOfLine).
class ClaimCtrlE : public QObject {
protected:
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::ShortcutOverride &&
            static_cast<QKeyEvent*>(e)->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_E)) {
            e->accept();
            return true;
        }
        return false;
    }
};

class TestKeyboardReach : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void typingRightAfterStartChangesNoField() {
        // Review 18: the recipe name had the keyboard when the window opened, and words typed after
        // a dialog closed went into it. The grids have it: their keys only zoom.
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QWidget* focus = QApplication::focusWidget();
        QVERIFY2(focus && !qobject_cast<QLineEdit*>(focus) && !qobject_cast<QAbstractSpinBox*>(focus) &&
                     !qobject_cast<QComboBox*>(focus),
                 focus ? focus->metaObject()->className() : "no focus");
        const Recipe before = w.state()->recipe();
        QTest::keyClicks(focus, QStringLiteral("docs"));
        QVERIFY(w.state()->recipe() == before);
        QVERIFY(!w.state()->isDirty());
    }

    void tabLeavesTheNotesAndTheFindings() {
        MainWindow w;
        w.state()->resetDocument(uitest::namedDefaultRecipe("Keys"));
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));

        auto* notes = w.layoutEditor()->findChild<QPlainTextEdit*>(QStringLiteral("editor.notes"));
        QVERIFY(notes);
        notes->setFocus();
        QVERIFY(notes->hasFocus());
        QTest::keyClick(notes, Qt::Key_Tab);
        QVERIFY(!notes->hasFocus());
        QVERIFY(!notes->toPlainText().contains(QLatin1Char('\t')));
        // Shift+Tab comes back, and leaves again backwards.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QVERIFY(notes->hasFocus());
        QTest::keyClick(notes, Qt::Key_Backtab);
        QVERIFY(!notes->hasFocus());

        QTableView* findings = w.diagnosticsView()->table();
        QVERIFY(findings->model()->rowCount() > 1);  // rows to walk, were Tab kept inside
        findings->setFocus();
        findings->setCurrentIndex(findings->model()->index(0, 0));
        QVERIFY(findings->hasFocus());
        QTest::keyClick(findings, Qt::Key_Tab);
        QVERIFY2(!findings->hasFocus(), "Tab stayed in the findings table");
    }

    void tabWalksTheWholeWindow() {
        MainWindow w;
        w.state()->resetDocument(uitest::namedDefaultRecipe("Walk"));
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QWidget* first = w.layoutEditor()->control(QStringLiteral("name"));
        first->setFocus();
        QStringList chain;
        QWidget* at = first;
        bool reachedFindings = false;
        for (int i = 0; i < 400; ++i) {
            QTest::keyClick(at, Qt::Key_Tab);
            QWidget* next = QApplication::focusWidget();
            QVERIFY(next);
            chain << QString::fromLatin1(next->metaObject()->className()) + QLatin1Char(' ') + next->objectName();
            // Every stop is a control that draws its focus, never a bare container.
            QVERIFY2(!qobject_cast<QScrollArea*>(next), qPrintable(chain.join(QLatin1Char('\n'))));
            QVERIFY2(next != at, qPrintable(chain.join(QLatin1Char('\n'))));  // Tab moved on
            reachedFindings |= next == w.diagnosticsView()->table();
            at = next;
            if (at == first) break;
        }
        QVERIFY2(at == first, qPrintable(chain.join(QLatin1Char('\n'))));  // all the way round
        QVERIFY(reachedFindings);
    }

    void gridsAndChartsTakeFocusSeenAndKeys() {
        // Issue 41: grids and charts could not take focus, so Export Image ("click a grid or chart
        // first"), GPU selection and zoom needed a mouse. Tab reaches the grid and the memory chart;
        // arrows select GPUs; the focus is drawn; Export Image finds the focused view.
        MainWindow w;
        w.state()->resetDocument(uitest::namedDefaultRecipe("Keys"));
        w.resize(1600, 1000);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QWidget* first = w.layoutEditor()->control(QStringLiteral("name"));
        first->setFocus();
        ui::FoldedGridView* grid = w.findChild<ui::FoldedGridView*>();
        QVERIFY(grid);
        QWidget* chart = w.memoryChart()->plot();
        bool reachedGrid = false, reachedChart = false;
        QWidget* at = first;
        for (int i = 0; i < 400 && !(reachedGrid && reachedChart); ++i) {
            QTest::keyClick(at, Qt::Key_Tab);
            at = QApplication::focusWidget();
            QVERIFY(at);
            reachedGrid |= at == grid;
            reachedChart |= at == chart;
        }
        QVERIFY(reachedGrid);
        QVERIFY(reachedChart);
        // The chart's focus is seen: its ring shows while it has focus.
        chart->setFocus();
        QTRY_VERIFY(chart->hasFocus());
        QWidget* ring = chart->findChild<QWidget*>(QStringLiteral("focusRing"));
        QVERIFY(ring);
        QTRY_VERIFY(ring->isVisible());
        QVERIFY(ui::ImageExportHandle::find(chart));
        // So is the findings table's, where the first Tab lands (review entry 2: a selected row
        // alone did not say the keyboard was there).
        auto* findings = w.findChild<QTableView*>(QStringLiteral("diagnosticsTable"));
        QVERIFY(findings);
        findings->setFocus();
        QTRY_VERIFY(findings->hasFocus());
        QWidget* findingsRing = findings->findChild<QWidget*>(QStringLiteral("focusRing"));
        QVERIFY(findingsRing);
        QTRY_VERIFY(findingsRing->isVisible());
        // Arrows select GPUs on the grid: the first, then the next, then back.
        grid->setFocus();
        QTRY_VERIFY(grid->hasFocus());
        QVERIFY(!ring->isVisible());
        QCOMPARE(grid->selectedRank(), int64_t{-1});
        QTest::keyClick(grid, Qt::Key_Return);
        QCOMPARE(grid->selectedRank(), int64_t{0});
        QTest::keyClick(grid, Qt::Key_Right);
        QCOMPARE(grid->selectedRank(), int64_t{1});
        QTest::keyClick(grid, Qt::Key_Left);
        QCOMPARE(grid->selectedRank(), int64_t{0});
        QTest::keyClick(grid, Qt::Key_Escape);
        QCOMPARE(grid->selectedRank(), int64_t{-1});
        // File ▸ Export Image… acts on the focused grid (it needed a click before).
        QVERIFY(ui::ImageExportHandle::find(QApplication::focusWidget()));
        // The grid draws its focus: the frame's highlight colour is on its border.
        const QImage shot = grid->grab().toImage();
        const QColor edge = shot.pixelColor(shot.width() / 2, 1);
        QCOMPARE(edge.rgb(), grid->palette().color(QPalette::Highlight).rgb());
    }

    void tabPassesOverDocksBehindAnotherTab() {
        // Review 24, keyboard only: after the findings, about 23 Tab presses walked Feasibility,
        // Search, Compare, Runs, Memory Assumptions and Trace behind the Estimate tab (Qt keeps
        // them visible off-screen) with nothing to see. A lap of the window's Tab order now visits
        // only what is on screen, and comes back to where it started.
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.settle();
        // "Show predicted timeline" waits for the first estimate of a recipe that runs.
        w.state()->resetDocument(uitest::namedDefaultRecipe("Tab lap"));
        w.settle();
        QTRY_VERIFY(w.estimatePanel()->predictedTimelineButton()->isEnabled());
        w.estimatePanel()->setDetailsShown(true);  // the chart and the table on the lap too
        QTableView* findings = w.diagnosticsView()->table();
        findings->setFocus();
        QVERIFY(findings->hasFocus());
        QStringList offScreen, visited;
        int presses = 0;
        for (; presses < 200; ++presses) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* now = QApplication::focusWidget();
            QVERIFY(now);
            if (now == findings) break;
            if (ui::insideTabbedAwayDock(now)) offScreen << now->objectName();
            visited << now->objectName();
        }
        QVERIFY2(presses < 200, "Tab never came back to the findings");
        // The Estimate dock's controls are on the lap (review 30 never reached "Show predicted
        // timeline" by Tab: Qt's chain entered the panel at its chart, below the button).
        for (const char* name : {"estimate.predictedTimeline", "estimate.details", "estimatePlot", "estimateBreakdown"})
            QVERIFY2(visited.contains(QLatin1String(name)), qPrintable(visited.join(QStringLiteral(", "))));
        QVERIFY2(offScreen.isEmpty(), qPrintable(offScreen.join(QStringLiteral(", "))));
        // Shift+Tab alike.
        QTest::keyClick(findings, Qt::Key_Backtab);
        QVERIFY(!ui::insideTabbedAwayDock(QApplication::focusWidget()));
    }

    // Review 29, keyboard only: Shift+Tab onto the editor's notes left the focus below the fold
    // (Tab in reading order sets the focus itself, past the scroll area's own scrolling). A control
    // the keyboard focuses is scrolled into view; a click scrolls nothing.
    void aKeyboardFocusedControlIsScrolledIntoView() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QWidget* notes = w.findChild<QWidget*>(QStringLiteral("editor.notes"));
        QVERIFY(notes);
        QScrollArea* area = nullptr;
        for (QWidget* p = notes->parentWidget(); p && !area; p = p->parentWidget())
            area = qobject_cast<QScrollArea*>(p);
        QVERIFY(area);
        const auto inView = [&] {
            const QRect seen(area->viewport()->mapToGlobal(QPoint(0, 0)), area->viewport()->size());
            const QPoint top = notes->mapToGlobal(QPoint(0, 0));
            return seen.contains(top) && seen.contains(top + QPoint(0, std::min(notes->height(), 40)));
        };
        area->verticalScrollBar()->setValue(0);
        QVERIFY2(!inView(), "the notes start below the fold at 1280x720");
        notes->setFocus(Qt::MouseFocusReason);
        QCOMPARE(area->verticalScrollBar()->value(), 0);  // a click does not scroll
        w.gridView()->setFocus(Qt::OtherFocusReason);
        notes->setFocus(Qt::BacktabFocusReason);
        QTRY_VERIFY(inView());
    }

    // Reviews 29 and 31, keyboard only: 8 to 16 Tab presses from a dock back to the CP field, no
    // way to jump. F6 goes from pane to pane in screen order and wraps; Shift+F6 goes back.
    void f6MovesFromPaneToPane() {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.settle();
        QWidget* name = w.findChild<QWidget*>(QStringLiteral("editor.name"));
        QVERIFY(name);
        name->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(name->hasFocus());
        const auto pressF6 = [&](bool back) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, back ? Qt::ShiftModifier : Qt::NoModifier);
            return QApplication::focusWidget();
        };
        QCOMPARE(pressF6(false), static_cast<QWidget*>(w.gridView()));
        QWidget* memory = pressF6(false);
        QVERIFY2(w.memoryChart()->isAncestorOf(memory), qPrintable(memory->objectName()));
        QWidget* findings = pressF6(false);
        QVERIFY2(w.diagnosticsView()->isAncestorOf(findings), qPrintable(findings->objectName()));
        QWidget* dock = pressF6(false);
        auto* estimate = w.findChild<QDockWidget*>(QStringLiteral("estimateDock"));
        QVERIFY2(estimate->isAncestorOf(dock), qPrintable(dock->objectName()));
        QWidget* wrapped = pressF6(false);  // back to the editor's first field
        QCOMPARE(wrapped, name);
        QVERIFY2(w.estimatePanel()->isAncestorOf(pressF6(true)), "Shift+F6 goes back to the dock");
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionNextPane")));  // listed in View
    }

    void noSharedMnemonics_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        // Review 24 in Portuguese: Alt+A moved the focus to Compare's "Aplicar fixado" instead of
        // opening the Arquivo menu. Every catalog chooses its own letters.
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void noSharedMnemonics() {
        QFETCH(QString, language);
        ui::UiLanguage catalog;
        if (!language.isEmpty()) QCOMPARE(catalog.install(ui::UiLanguage::localeFor(language)), language);
        const auto restore = qScopeGuard([&] { catalog.install(QLocale(QLocale::English, QLocale::UnitedStates)); });
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openTraces({});  // the Trace dock's controls count too (nothing is opened)
        QMap<QKeySequence, QStringList> owners;
        for (const QAction* a : w.menuBar()->actions()) collectMnemonic(owners, QStringLiteral("menu bar"), a->text());
        // Every button and buddy label of the window, shown or in a dock tabbed away: docks can
        // be shown side by side, and a mnemonic of any of them then competes with the others.
        for (const QAbstractButton* b : w.findChildren<QAbstractButton*>())
            if (b->window() == &w) collectMnemonic(owners, b->metaObject()->className(), b->text());
        for (const QLabel* l : w.findChildren<QLabel*>())
            if (l->window() == &w && l->buddy()) collectMnemonic(owners, QStringLiteral("label"), l->text());
        for (const QGroupBox* g : w.findChildren<QGroupBox*>())
            if (g->window() == &w && g->isCheckable()) collectMnemonic(owners, QStringLiteral("group"), g->title());
        // Search's two actions are a keystroke away (review 27 tabbed through every constraint).
        for (const char* name : {"search.run", "search.apply"}) {
            auto* button = w.findChild<QAbstractButton*>(QString::fromLatin1(name));
            QVERIFY2(button && !mnemonicOf(button->text()).isEmpty(), name);
        }
        QVERIFY(owners.size() >= 5);  // File, Edit, View, Compare, Help at least
        const QStringList shared = clashes(owners);
        QVERIFY2(shared.isEmpty(), qPrintable(shared.join(QLatin1Char('\n'))));

        QStringList inMenus;
        for (const QAction* a : w.menuBar()->actions())
            if (a->menu()) collectMenuClashes(a->menu(), inMenus);
        QVERIFY2(inMenus.isEmpty(), qPrintable(inMenus.join(QLatin1Char('\n'))));
    }

    void fileActionsHaveDistinctShortcuts() {
        // The review: Save As, Export and Export Image had no keys. Each now has one, and no two
        // actions of the window share a shortcut.
        MainWindow w;
        for (const char* name : {"actionSaveAs", "actionExport", "actionExportImage"}) {
            auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
            QVERIFY2(a && !a->shortcut().isEmpty(), name);
        }
        QMap<QKeySequence, QString> owner;
        for (const QAction* a : w.findChildren<QAction*>())
            for (const QKeySequence& k : a->shortcuts()) {
                QVERIFY2(!owner.contains(k) || owner.value(k) == a->objectName(),
                         qPrintable(k.toString() + QStringLiteral(": ") + owner.value(k) + QStringLiteral(" and ") + a->objectName()));
                owner.insert(k, a->objectName());
            }
    }

    void exportShortcutWorksFromATextField() {
        // The review: Ctrl+E did nothing with the cursor in Name or GPUs (a line edit on X11 takes
        // Ctrl+E as end of line). The window's Export action must get it from any field.
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* exportAction = w.findChild<QAction*>(QStringLiteral("actionExport"));
        QVERIFY(exportAction);
        QObject::disconnect(exportAction, &QAction::triggered, nullptr, nullptr);  // no dialog in the test
        QSignalSpy triggered(exportAction, &QAction::triggered);
        for (const char* field : {"editor.name", "editor.layout.world_size"}) {
            auto* widget = w.findChild<QWidget*>(QString::fromLatin1(field));
            QVERIFY2(widget, field);
            QWidget* target = widget;
            if (auto* spin = qobject_cast<QAbstractSpinBox*>(widget)) target = spin->findChild<QLineEdit*>();
            QVERIFY(target);
            // On X11 the field claims Ctrl+E (end of line); the offscreen platform's key bindings
            // do not, so the claim is made here as xcb's QLineEdit makes it.
            ClaimCtrlE claim;
            target->installEventFilter(&claim);
            target->setFocus();
            QTRY_VERIFY(target->hasFocus());
            const int before = static_cast<int>(triggered.count());
            QTest::keyClick(target, Qt::Key_E, Qt::ControlModifier);
            QVERIFY2(triggered.count() == before + 1, field);
            target->removeEventFilter(&claim);
        }
    }

    void aTabbedAwayDocksMnemonicsStayQuiet() {
        // Review (keyboard only): Alt+A in an editor field fired Compare's "&Apply pinned" while the
        // Compare dock was behind the Estimate tab, and the pinned recipe replaced the edited one.
        // Only xcb keeps a tabbed-away dock's buttons live (checked by eye under Xvfb: before the
        // fix EP went back to 16, after it stays 8); offscreen, this guards the filter against
        // silencing the dock in front.
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.state()->resetDocument(uitest::namedDefaultRecipe("Mnemonic"));
        auto* compareDock = w.findChild<QDockWidget*>(QStringLiteral("compareDock"));
        auto* estimateDock = w.findChild<QDockWidget*>(QStringLiteral("estimateDock"));
        QVERIFY(compareDock && estimateDock);
        compareDock->raise();
        QTRY_VERIFY(!compareDock->visibleRegion().isEmpty());
        w.comparePanel()->pinAction()->trigger();
        w.comparePanel()->settle();
        QVERIFY(w.state()->applyChange({"layout.ep", "8"}));  // an edit after the pin enables Apply pinned
        QTRY_VERIFY(w.comparePanel()->applyButton()->isEnabled());
        QVERIFY(w.comparePanel()->applyButton()->text().contains(QStringLiteral("&A")));
        estimateDock->raise();
        QTRY_VERIFY(compareDock->visibleRegion().isEmpty());
        QWidget* field = w.findChild<QWidget*>(QStringLiteral("editor.name"));
        QVERIFY(field);
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_A, Qt::AltModifier);
        QCoreApplication::processEvents();
        QCOMPARE(w.state()->recipe().layout.ep, 8);  // the pin (EP 16) was not applied
        // In front, the same mnemonic works.
        compareDock->raise();
        QTRY_VERIFY(!compareDock->visibleRegion().isEmpty());
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_A, Qt::AltModifier);
        QTRY_COMPARE(w.state()->recipe().layout.ep, 16);
    }

    void exportImageFromAFieldTakesTheLastPicture() {
        // A review pressed Ctrl+Shift+E with the focus in a field and read "Click a grid or chart
        // first": no way on for the keyboard. The export dialog opens on the picture focused last
        // (with none focused yet, the grids), and lists the others to choose from.
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto* exportImage = w.findChild<QAction*>(QStringLiteral("actionExportImage"), Qt::FindDirectChildrenOnly);
        if (!exportImage)
            for (QAction* a : w.findChildren<QAction*>(QStringLiteral("actionExportImage")))
                if (a->parent() == &w || a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))
                    exportImage = a;
        QVERIFY(exportImage);
        // The picture each trigger's dialog starts on; the dialog is closed unsaved.
        const auto chosenPicture = [&] {
            QString title;
            int pictures = 0;
            exportImage->trigger();
            auto* dialog = w.findChild<ImageExportDialog*>();
            if (dialog) {
                title = dialog->pictureBox()->currentText();
                pictures = dialog->pictureBox()->count();
                dialog->reject();
                delete dialog;
            }
            w.activateWindow();
            if (!QTest::qWaitForWindowActive(&w)) title += QStringLiteral(" (window not active again)");
            if (pictures < 4) title += QStringLiteral(" (only %1 pictures listed)").arg(pictures);
            return title;
        };
        QWidget* name = w.findChild<QWidget*>(QStringLiteral("editor.name"));
        QVERIFY(name);
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        const QString fromFieldFirst = chosenPicture();
        w.gridView()->setFocus();
        QTRY_VERIFY(w.gridView()->hasFocus());
        const QString grid = chosenPicture();
        QVERIFY(!grid.isEmpty());
        QCOMPARE(fromFieldFirst, grid);            // nothing focused before: the grids
        QWidget* chart = w.memoryChart()->plot();  // the chart's picture, which Tab reaches
        chart->setFocus();
        QTRY_VERIFY(chart->hasFocus());
        const QString memory = chosenPicture();
        QVERIFY2(!memory.isEmpty() && memory != grid, qPrintable(memory + QStringLiteral(" / ") + grid));
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        QCOMPARE(chosenPicture(), memory);  // from the field: the chart focused last
        // The picture focused last, once its dock is behind another tab, is not the one the user
        // looks at (review 24: Search's tabbed-away plot was preselected): the grids then.
        QWidget* estimatePlot = w.estimatePanel()->plot();
        w.estimatePanel()->setDetailsShown(true);  // the chart is under Details
        estimatePlot->setFocus();
        QTRY_VERIFY(estimatePlot->hasFocus());
        QDockWidget* feasibility = w.findChild<QDockWidget*>(QStringLiteral("feasibilityDock"));
        QVERIFY(feasibility);
        feasibility->raise();
        QTRY_VERIFY(moe::ui::insideTabbedAwayDock(estimatePlot));
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        QCOMPARE(chosenPicture(), grid);
    }

    void enterOpensTheSelectedLibraryRecipe() {
        MainWindow w;
        w.state()->resetDocument(uitest::namedDefaultRecipe("Before"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openLibraryDialog();
        auto* dialog = w.findChild<RecipeLibraryDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        QVERIFY(dialog->openButton()->isEnabled());
        QVERIFY(dialog->openButton()->isDefault());
        for (const QPushButton* b : dialog->findChildren<QPushButton*>())
            QVERIFY2(b == dialog->openButton() || !b->isDefault(), qPrintable(b->text()));
        // The list has the keyboard first (arrows move through recipes, not the model filter).
        QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget()->objectName() == QStringLiteral("libraryTable"));
        QSignalSpy opened(dialog, &RecipeLibraryDialog::recipeOpened);
        // Focus on a filter: Enter is still the default button's, Open.
        dialog->modelFilter()->setFocus();
        QTest::keyClick(dialog->modelFilter(), Qt::Key_Return);
        QCOMPARE(opened.count(), 1);
        QVERIFY(w.state()->recipe().name != "Before");
    }
};

QTEST_MAIN(TestKeyboardReach)
#include "test_keyboard_reach.moc"
