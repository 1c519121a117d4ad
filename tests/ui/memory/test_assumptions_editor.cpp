// The memory assumptions as studio inputs: editing a spin box or an "auto" box changes the state's
// assumptions, the memory chart re-evaluates with them (its binding stage equals estimateMemory
// with the same assumptions, computed here), "auto" shows the model's default for the recipe, and
// Reset restores the defaults.
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include "core/memory/memory_model.h"
#include "ui/memory/assumptions_editor.h"
#include "ui/memory/memory_chart.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::AssumptionsEditor;
using moe::ui::MemoryChart;
using moe::ui::StudioState;

namespace {

int64_t bindingBytes(const Recipe& r, const MemoryAssumptions& a) {
    auto m = estimateMemory(r, a);
    if (!m) qFatal("%s", m.error().toString().c_str());
    return m->binding().totalBytes();
}

}  // namespace

class TestAssumptionsEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void editsReachTheStateAndTheChart() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Assumed"));
        AssumptionsEditor editor(&state);
        MemoryChart chart(&state);
        chart.settle();
        const int64_t before = chart.outcome()->report->binding().totalBytes();
        QCOMPARE(before, bindingBytes(state.recipe(), MemoryAssumptions{}));

        QSignalSpy changed(&state, &StudioState::memoryAssumptionsChanged);
        editor.spinBox("fragmentation_fraction")->setValue(0.20);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(state.memoryAssumptions().fragmentation_fraction, 0.20);
        chart.settle();
        MemoryAssumptions expected;
        expected.fragmentation_fraction = 0.20;
        QCOMPARE(chart.outcome()->report->binding().totalBytes(), bindingBytes(state.recipe(), expected));
        QVERIFY(chart.outcome()->report->binding().totalBytes() > before);  // more fragmentation, more bytes

        // "auto" routing imbalance shows the default for this recipe; unticking makes it explicit.
        QCheckBox* autoImbalance = editor.autoBox("routing_imbalance");
        QVERIFY(autoImbalance->isChecked());
        const ResolvedAssumptions resolved = resolveAssumptions(MemoryAssumptions{}, state.recipe().options,
                                                                state.recipe().model.isMoe(), state.recipe().layout.ep);
        QCOMPARE(editor.spinBox("routing_imbalance")->value(), resolved.routing_imbalance);
        QVERIFY(!editor.spinBox("routing_imbalance")->isEnabled());
        autoImbalance->setChecked(false);
        editor.spinBox("routing_imbalance")->setValue(2.0);
        QCOMPARE(state.memoryAssumptions().routing_imbalance.value_or(0), 2.0);
        chart.settle();
        expected.routing_imbalance = 2.0;
        QCOMPARE(chart.outcome()->report->binding().totalBytes(), bindingBytes(state.recipe(), expected));

        QTest::mouseClick(editor.resetButton(), Qt::LeftButton);
        QVERIFY(state.memoryAssumptions() == MemoryAssumptions{});
        QVERIFY(editor.autoBox("routing_imbalance")->isChecked());
        QCOMPARE(editor.spinBox("fragmentation_fraction")->value(), MemoryAssumptions{}.fragmentation_fraction);
        chart.settle();
        QCOMPARE(chart.outcome()->report->binding().totalBytes(), before);
    }

    void fieldsKeepTheirWidthInAWideDock() {
        // The dock spans the window's width (1800 px on a large screen): number fields stay as
        // wide as their contents need, not as wide as the dock.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Wide"));
        moe::ui::AssumptionsEditor editor(&state);
        editor.resize(1800, 500);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const auto spins = editor.findChildren<QDoubleSpinBox*>();
        QVERIFY(!spins.isEmpty());
        for (const QDoubleSpinBox* spin : spins)
            QVERIFY2(spin->width() <= 2 * spin->sizeHint().width(),
                     qPrintable(QStringLiteral("%1 is %2 px wide").arg(spin->objectName()).arg(spin->width())));
    }

    void assumptionsAreNotRecipeEdits() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Clean"));
        AssumptionsEditor editor(&state);
        editor.spinBox("cuda_context_nccl_gib")->setValue(4.0);
        QVERIFY(!state.isDirty());  // not saved in the recipe, not on the undo stack
        QVERIFY(!state.undoStack()->canUndo());
        QCOMPARE(state.memoryAssumptions().cuda_context_nccl_gib, 4.0);
    }
};

QTEST_MAIN(TestAssumptionsEditor)
#include "test_assumptions_editor.moc"
