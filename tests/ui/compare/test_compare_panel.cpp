// ComparePanel: pin the default recipe, edit TP through StudioState, and the table shows the
// changed fields (layout.tp, the derived DP) with deltas equal to estimateStepTime/estimateMemory
// of both recipes computed here; pins are named, renamed and removed; "Apply pinned" replaces the
// recipe as one undoable step and undo restores the edited recipe.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/rules/validator.h"
#include "ui/common/panel_format.h"
#include "ui/compare/compare_model.h"
#include "ui/compare/compare_panel.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

constexpr double kComparePanelGiB = 1024.0 * 1024.0 * 1024.0;

QVariant cellData(const CompareModel* model, const char* key, int column, int role) {
    const int row = model->rowOfKey(QString::fromLatin1(key));
    if (row < 0) return {};
    return model->index(row, column).data(role);
}

}  // namespace

class TestComparePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void pinEditCompareApplyUndo() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("compare"));
        ComparePanel panel(&state);
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Recipe before = state.recipe();

        QCOMPARE(panel.pinAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_P));
        panel.pinAction()->trigger();
        QCOMPARE(panel.pinCount(), 1);
        QVERIFY(panel.pin(0).name.contains(QStringLiteral("compare")));
        // Pins of one recipe told apart by their layout (the review: two identical names).
        QVERIFY2(panel.pin(0).name.contains(formatLayout(state.recipe().layout)), qPrintable(panel.pin(0).name));
        panel.renamePin(0, QStringLiteral("baseline"));
        QCOMPARE(panel.pin(0).name, QStringLiteral("baseline"));
        QCOMPARE(panel.pinBox()->itemText(0), QStringLiteral("baseline"));
        // Renamed, the column still names its layout (a review lost track of which pin was which),
        // and a name with its own parentheses stays on the name's line.
        panel.settle();
        const QString layoutText = formatLayout(state.recipe().layout);
        QCOMPARE(panel.model()->headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("baseline (%1 · GBS %2)").arg(layoutText).arg(state.recipe().layout.global_batch_size));
        panel.renamePin(0, QStringLiteral("C: CP8 (fix)"));
        panel.settle();
        QVERIFY(panel.model()
                    ->headerData(1, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .startsWith(QStringLiteral("C: CP8 (fix)\n(")));
        panel.renamePin(0, QStringLiteral("baseline"));

        // TP 1 -> 2 (with sequence parallelism, which Megatron requires for MoE with TP > 1).
        QVERIFY(state.applyChanges({{"layout.tp", "2"}, {"layout.sequence_parallel", "true"}}, QStringLiteral("TP 2")));
        const Recipe after = state.recipe();
        QCOMPARE(after.layout.tp, 2);
        QVERIFY(!(after == before));
        panel.settle();

        const CompareModel* model = panel.model();
        QCOMPARE(model->columnCount(), 3);  // field, baseline, current
        // The pin's name, then the layout it was pinned with (TP 1) on its own line.
        QVERIFY2(model->headerData(1, Qt::Horizontal).toString().startsWith(QStringLiteral("baseline\n(TP1 ")),
                 qPrintable(model->headerData(1, Qt::Horizontal).toString()));
        QCOMPARE(cellData(model, "layout.tp", 1, Qt::DisplayRole).toString(), QStringLiteral("1"));
        QCOMPARE(cellData(model, "layout.tp", 2, Qt::DisplayRole).toString(), QStringLiteral("2"));
        QVERIFY(cellData(model, "layout.tp", 2, CompareModel::ChangedRole).toBool());
        QVERIFY(!cellData(model, "layout.tp", 1, CompareModel::ChangedRole).toBool());
        QCOMPARE(cellData(model, "derived.dp", 1, Qt::DisplayRole).toString(), QString::number(before.layout.dp()));
        QCOMPARE(cellData(model, "derived.dp", 2, Qt::DisplayRole).toString(), QString::number(after.layout.dp()));
        QVERIFY(cellData(model, "derived.dp", 2, CompareModel::ChangedRole).toBool());
        QCOMPARE(model->rowOfKey(QStringLiteral("layout.cp")), -1);  // unchanged: hidden
        panel.showUnchangedBox()->setChecked(true);
        QVERIFY(model->rowOfKey(QStringLiteral("layout.cp")) >= 0);
        panel.showUnchangedBox()->setChecked(false);

        // Deltas against the pin equal the core models of both recipes, computed here.
        for (const Diagnostic& d : validateRecipe(after)) QVERIFY2(d.severity != Severity::Error, d.message.c_str());
        Result<StepEstimate> t0 = estimateStepTime(before, builtinCalibration());
        Result<StepEstimate> t1 = estimateStepTime(after, builtinCalibration());
        Result<MemoryReport> m0 = estimateMemory(before);
        Result<MemoryReport> m1 = estimateMemory(after);
        QVERIFY(t0.ok() && t1.ok() && m0.ok() && m1.ok());
        const double stepDelta = t1.value().step_time_s - t0.value().step_time_s;
        QVERIFY(stepDelta != 0);
        QCOMPARE(cellData(model, "result.step_time", 2, CompareModel::DeltaRole).toDouble(), stepDelta);
        QCOMPARE(cellData(model, "result.step_time", 2, CompareModel::RelativeDeltaRole).toDouble(),
                 stepDelta / t0.value().step_time_s);
        const double memDelta =
            static_cast<double>(m1.value().binding().totalBytes() - m0.value().binding().totalBytes()) / kComparePanelGiB;
        QCOMPARE(cellData(model, "result.binding_memory", 2, CompareModel::DeltaRole).toDouble(), memDelta);
        const double headroomDelta = static_cast<double>(m1.value().headroom_bytes - m0.value().headroom_bytes) / kComparePanelGiB;
        QCOMPARE(cellData(model, "result.headroom", 2, CompareModel::DeltaRole).toDouble(), headroomDelta);
        QCOMPARE(cellData(model, "result.tokens_per_s_per_gpu", 2, CompareModel::DeltaRole).toDouble(),
                 t1.value().tokens_per_s_per_gpu - t0.value().tokens_per_s_per_gpu);
        QCOMPARE(cellData(model, "result.mfu", 2, CompareModel::DeltaRole).toDouble(), t1.value().mfu - t0.value().mfu);
        QVERIFY(!cellData(model, "result.step_time", 1, CompareModel::DeltaRole).isValid());
        QVERIFY(cellData(model, "result.step_time", 2, Qt::DisplayRole).toString().contains(QStringLiteral("Δ")));

        // Apply pinned: one undoable replace; undo brings the edit back.
        const int undoBefore = state.undoStack()->count();
        QVERIFY(panel.applyPin(0));
        QVERIFY(state.recipe() == before);
        QCOMPARE(state.undoStack()->count(), undoBefore + 1);
        panel.settle();
        QCOMPARE(model->rowOfKey(QStringLiteral("layout.tp")), -1);  // nothing differs any more
        state.undoStack()->undo();
        QVERIFY(state.recipe() == after);
        QVERIFY(!panel.applyPin(5));

        // A second pin; removing the first makes the second the base.
        panel.pinCurrent(QStringLiteral("tp2"));
        QCOMPARE(panel.pinCount(), 2);
        panel.settle();
        QCOMPARE(model->columnCount(), 4);
        panel.removePin(0);
        QCOMPARE(panel.pinCount(), 1);
        QCOMPARE(panel.pin(0).name, QStringLiteral("tp2"));
        panel.settle();
        QVERIFY(model->headerData(1, Qt::Horizontal).toString().startsWith(QStringLiteral("tp2\n(TP2 ")));
        QCOMPARE(model->rowOfKey(QStringLiteral("layout.tp")), -1);
    }

    void aClusterCalibrationIsUsedAndNamed() {
        // Review 23: after Use for Estimates every dock must agree and say whose constants speak.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("compare"));
        ComparePanel panel(&state);
        panel.pinCurrent(QStringLiteral("base"));
        panel.settle();
        Calibration lab = builtinCalibration();
        lab.eta_grouped_gemm *= 0.5;
        ui::StudioCalibration::of(&state)->setCalibration(lab, QStringLiteral("lab"));
        panel.settle();
        const auto withLab = estimateStepTime(state.recipe(), lab);
        QVERIFY(withLab);
        QCOMPARE(panel.model()->rowOfKey(QStringLiteral("result.step_time")) >= 0, true);
        const QModelIndex step = panel.model()->index(panel.model()->rowOfKey(QStringLiteral("result.step_time")), 1);
        QCOMPARE(step.data(ui::CompareModel::ValueRole).toDouble(), withLab->step_time_s);
        auto* status = panel.findChild<QLabel*>(QStringLiteral("compare.status"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("Estimates use the lab calibration")), qPrintable(status->text()));
        // One pin of the recipe as it is: no field differs, said in words (Portuguese counts 0 as
        // singular: "0 campo difere", review).
        QVERIFY2(status->text().startsWith(QStringLiteral("No field differs;")), qPrintable(status->text()));
    }

    void pinsOfOneLayoutSayWhatDiffers() {
        // Review 18: a pin at GBS 256 and one at 128 read alike; review 17: two pins of one recipe
        // whose layouts print alike (an option edited between them) differed only in their number.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("compare"));
        ComparePanel panel(&state);
        panel.pinAction()->trigger();
        QVERIFY2(panel.pin(0).name.endsWith(QStringLiteral(" · GBS %1)").arg(state.recipe().layout.global_batch_size)),
                 qPrintable(panel.pin(0).name));
        const int64_t gbs = state.recipe().layout.global_batch_size * 2;
        QVERIFY(state.applyChanges({{"layout.global_batch_size", std::to_string(gbs)}}, QStringLiteral("GBS")));
        panel.pinAction()->trigger();
        QVERIFY2(panel.pin(1).name.endsWith(QStringLiteral(" · GBS %1)").arg(gbs)), qPrintable(panel.pin(1).name));
        const bool offload = state.recipe().options.optimizer.cpu_offload;
        QVERIFY(state.applyChanges({{"options.optimizer.cpu_offload", offload ? "false" : "true"}}, QStringLiteral("offload")));
        panel.pinAction()->trigger();
        QCOMPARE(panel.pinCount(), 3);
        QVERIFY2(panel.pin(2).name.endsWith(QStringLiteral(") · cpu_offload %1").arg(offload ? "false" : "true")),
                 qPrintable(panel.pin(2).name));
        // A fourth pin of the very same recipe says so rather than inventing a difference.
        panel.pinAction()->trigger();
        QVERIFY2(panel.pin(3).name.endsWith(QStringLiteral(" · same as Pin 3")), qPrintable(panel.pin(3).name));
        panel.settle();
        QVERIFY2(panel.model()->headerData(5, Qt::Horizontal, CompareModel::kFullTitleRole).toString().endsWith(
                     QStringLiteral("(%1 · GBS %2)").arg(formatLayout(state.recipe().layout)).arg(gbs)),
                 qPrintable(panel.model()->headerData(5, Qt::Horizontal, CompareModel::kFullTitleRole).toString()));
    }

    // The window: Compare ▸ Pin Current Layout (Ctrl+P) pins and raises the Compare dock.
    void mainWindowMenuPinsAndShowsTheDock() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* pin = w.findChild<QAction*>(QStringLiteral("actionPinCurrent"));
        QVERIFY(pin);
        QCOMPARE(pin->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_P));
        pin->trigger();
        QCOMPARE(w.comparePanel()->pinCount(), 1);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("compareDock"));
        QVERIFY(dock && dock->isAncestorOf(w.comparePanel()));
        QVERIFY(w.comparePanel()->isVisible());
        w.comparePanel()->settle();
        QVERIFY(w.comparePanel()->currentMetrics().has_value());

        // On a laptop screen the pinned candidate and the current recipe both fit the table's width:
        // the pin's title ("Pin 1: name (TP1 CP1 …)") takes two header lines, the one-line title
        // stays in the tooltip, and no column is pushed past the right edge.
        w.resize(1280, 800);
        QVERIFY(w.state()->applyChange({"layout.tp", "2"}));
        w.comparePanel()->settle();
        QApplication::processEvents();
        const CompareModel* model = w.comparePanel()->model();
        QCOMPARE(model->columnCount(), 3);
        const QString full = model->headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(full.startsWith(QStringLiteral("Pin 1: ")) && full.contains(QStringLiteral(" (TP")), qPrintable(full));
        QVERIFY(!full.contains(QLatin1Char('\n')));
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QString(full).replace(full.lastIndexOf(QStringLiteral(" (")), 1, QLatin1Char('\n')));
        auto* table = w.comparePanel()->findChild<QTableView*>();
        QVERIFY(table);
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        // A title with what sets the pin apart after its shape splits before the shape, so the pin
        // and its name lead the first line; the header elides at the right end.
        QCOMPARE(table->horizontalHeader()->textElideMode(), Qt::ElideRight);
        QVERIFY(table->horizontalHeader()->defaultAlignment() & Qt::AlignLeft);
        w.comparePanel()->pinCurrent();
        w.comparePanel()->settle();
        const QString second = model->headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(second.startsWith(QStringLiteral("Pin 2: ")) && second.contains(QStringLiteral(" · ")), qPrintable(second));
        const QString shown = model->headerData(2, Qt::Horizontal).toString();
        QVERIFY2(shown.section(QLatin1Char('\n'), 0, 0).startsWith(QStringLiteral("Pin 2: ")) &&
                     shown.section(QLatin1Char('\n'), 1).startsWith(QStringLiteral("(TP")),
                 qPrintable(shown));
    }

    void tabFollowsTheScreenAndRenameKeepsTheFocus() {
        // Issue 41: Tab reached the pins before "Pin current", and after Rename… the focus was on
        // Remove. The buttons row reads Pin current, pins, Rename…, Remove, Apply pinned, then the
        // right-hand group; a rename answered with Enter leaves the focus on Rename….
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("tabs"));
        ComparePanel panel(&state);
        QVERIFY(uitest::showSized(panel, 1100, 400));
        panel.pinAction()->trigger();
        QCOMPARE(panel.pinCount(), 1);
        QApplication::processEvents();
        const QList<QWidget*> row{panel.pinButton(), panel.pinBox(), panel.renameButton(), panel.removeButton(),
                                  panel.applyButton()};
        panel.pinButton()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), panel.pinButton());
        for (qsizetype i = 1; i < row.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QVERIFY2(QApplication::focusWidget() == row[i],
                     qPrintable(
                         QStringLiteral("Tab %1 went to %2")
                             .arg(i)
                             .arg(QApplication::focusWidget()
                                      ? QApplication::focusWidget()->objectName() +
                                            QString::fromLatin1(QApplication::focusWidget()->metaObject()->className())
                                      : QStringLiteral("nothing"))));
        }
        panel.renameButton()->setFocus(Qt::TabFocusReason);
        QTimer::singleShot(0, [] {
            QWidget* dialog = QApplication::activeModalWidget();
            QVERIFY(dialog);
            auto* edit = dialog->findChild<QLineEdit*>();
            QVERIFY(edit);
            edit->selectAll();
            QTest::keyClicks(edit, QStringLiteral("renamed"));
            QTest::keyClick(edit, Qt::Key_Return);
        });
        QTest::keyClick(panel.renameButton(), Qt::Key_Space);
        QTRY_COMPARE(panel.pin(0).name, QStringLiteral("renamed"));
        // The panel's focus child: the offscreen platform need not give the window back its activation.
        QTRY_COMPARE(panel.focusWidget(), static_cast<QWidget*>(panel.renameButton()));
    }

    void theMenuRenamesInARoomyDialog() {
        // Review 17: Rename and Remove were only buttons on the dock, and the rename box was tiny and
        // showed the tail of a long name. The Compare menu's actions act on the selected pin; the
        // dialog says which pin it renames and holds the whole name.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("a-recipe-with-a-rather-long-name-from-a-library-edited"));
        ComparePanel panel(&state);
        QVERIFY(uitest::showSized(panel, 1100, 400));
        QVERIFY(!panel.renameAction()->isEnabled() && !panel.removeAction()->isEnabled());
        panel.pinAction()->trigger();
        QVERIFY(panel.renameAction()->isEnabled() && panel.removeAction()->isEnabled());
        int width = 0;
        QString label;
        QTimer::singleShot(0, [&] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            width = dialog->width();
            label = dialog->labelText();
            auto* edit = dialog->findChild<QLineEdit*>();
            QVERIFY(edit);
            QVERIFY(edit->width() >= edit->fontMetrics().horizontalAdvance(edit->text()));
            dialog->setTextValue(QStringLiteral("baseline"));
            dialog->accept();
        });
        panel.renameAction()->trigger();
        QCOMPARE(panel.pin(0).name, QStringLiteral("baseline"));
        QVERIFY(width >= 480);
        QVERIFY2(label.contains(QStringLiteral("pin 1")) && label.contains(QStringLiteral("TP")), qPrintable(label));
        panel.removeAction()->trigger();
        QCOMPARE(panel.pinCount(), 0);
    }

    void theTableShowsItsFocusAndTabLeavesIt() {
        // Review (keyboard only): Tab into the comparison table showed no focus at all, and the next
        // Tab walked its cells instead of leaving. The table is ringed while it has the focus, and
        // Tab goes on to the next control.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("focus"));
        ComparePanel panel(&state);
        QVERIFY(uitest::showSized(panel, 1100, 400));
        panel.pinAction()->trigger();
        panel.settle();
        auto* table = panel.findChild<QTableView*>(QStringLiteral("compareTable"));
        QVERIFY(table);
        QVERIFY(!table->tabKeyNavigation());
        table->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(table->hasFocus());
        auto* ring = table->findChild<QWidget*>(QStringLiteral("focusRing"), Qt::FindDirectChildrenOnly);
        QVERIFY2(ring && ring->isVisible(), "no focus ring over the focused table");
        QTest::keyClick(table, Qt::Key_Tab);
        QVERIFY2(!table->hasFocus(), "Tab stayed in the table");
        QVERIFY(!ring->isVisible());
    }
};

QTEST_MAIN(TestComparePanel)
#include "test_compare_panel.moc"
