// Selective recompute with no module ticked, driven through the layout editor's real recompute
// combo: the studio models what Megatron runs (its default module core_attn, as its
// --recompute-modules default), says so on the module list, and flags it with a one-click fix.
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QtTest>

#include "ui/diagnostics/diagnostics_model.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"
#include "diagnostics/diagnostics_test_support.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::DiagnosticsModel;
using moe::ui::DiagnosticsView;
using moe::ui::LayoutEditor;
using moe::ui::StudioState;

class TestRecomputeDefaultModules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void selectiveWithNoneTicked() {
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("r");
        r.options.recompute = {};
        state.resetDocument(r);
        LayoutEditor editor(&state);
        DiagnosticsView diagnostics(&state);
        editor.resize(500, 1400);
        editor.show();
        diagnostics.resize(1200, 400);
        diagnostics.show();
        QVERIFY(QTest::qWaitForWindowExposed(&diagnostics));

        auto* granularity = qobject_cast<QComboBox*>(editor.control(QStringLiteral("options.recompute.granularity")));
        QVERIFY(granularity);
        granularity->setCurrentIndex(granularity->findText(QStringLiteral("selective")));
        QCOMPARE(state.recipe().options.recompute.granularity, RecomputeGranularity::Selective);
        QVERIFY(state.recipe().options.recompute.modules.empty());
        QVERIFY(state.recipe().options.recompute.has(RecomputeModule::CoreAttn));  // as Megatron runs it
        auto* modules = qobject_cast<QListWidget*>(editor.control(QStringLiteral("options.recompute.modules")));
        QVERIFY(modules && modules->isEnabled());
        QVERIFY(modules->toolTip().contains(QStringLiteral("core_attn")));

        const int row = uitest::diagnosticRow(*diagnostics.model(), "recompute.selective_no_modules");
        QVERIFY(row >= 0);
        diagnostics.table()->setCurrentIndex(diagnostics.model()->index(row, 0));
        auto* fix = diagnostics.findChild<QPushButton*>(QStringLiteral("applyFixButton"));
        QVERIFY(fix && fix->isEnabled());
        QTest::mouseClick(fix, Qt::LeftButton);
        QCOMPARE(state.recipe().options.recompute.granularity, RecomputeGranularity::None);
        QCOMPARE(granularity->currentText(), QStringLiteral("none"));
        QCOMPARE(uitest::diagnosticRow(*diagnostics.model(), "recompute.selective_no_modules"), -1);
    }

    void leavingFullClearsItsMethodAndLayers() {
        // Review entry 3: a full-recompute dump (uniform, 1 layer) switched to selective in the
        // editor met "Selective recompute takes no method or layer count", about fields the editor
        // does not show. The switch clears them, as one undo step.
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("full");
        r.options.recompute.granularity = RecomputeGranularity::Full;
        r.options.recompute.method = RecomputeMethod::Uniform;
        r.options.recompute.num_layers = 1;
        state.resetDocument(r);
        LayoutEditor editor(&state);
        auto* granularity = qobject_cast<QComboBox*>(editor.control(QStringLiteral("options.recompute.granularity")));
        QVERIFY(granularity);
        granularity->setCurrentIndex(granularity->findData(QStringLiteral("selective")));
        const RecomputeOptions& rc = state.recipe().options.recompute;
        QCOMPARE(rc.granularity, RecomputeGranularity::Selective);
        QCOMPARE(rc.method, RecomputeMethod::None);
        QCOMPARE(rc.num_layers, 0);
        QCOMPARE(state.undoStack()->count(), 1);
        state.undoStack()->undo();
        QCOMPARE(state.recipe().options.recompute.method, RecomputeMethod::Uniform);
        QCOMPARE(state.recipe().options.recompute.num_layers, 1);
    }
};

QTEST_MAIN(TestRecomputeDefaultModules)
#include "test_recompute_default_modules.moc"
