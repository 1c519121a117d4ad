// The Search dock's constraints row on Qwen3-30B-A3B (the default recipe, H100): fixed dimensions
// typed as text, precisions and dispatchers checked in their menus, the memory share and the
// full-recompute switch reach the search — every result obeys them and the table equals the core
// search of the same constraints; a bad fixed-dimension text names the item and starts nothing;
// the menus' buttons say what "none checked" means for the current recipe.
#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QMenu>
#include <QtTest>
#include <algorithm>

#include "core/search/layout_search.h"
#include "ui/search/search_constraints_widget.h"
#include "ui/search/search_panel.h"
#include "ui/search/search_results_model.h"
#include "ui/state/studio_state.h"
#include "search_test_support.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::SearchConstraintsWidget;
using moe::ui::SearchPanel;
using moe::ui::SearchResultsModel;
using moe::ui::StudioState;
using moe::uitest::expectedSearch;
using moe::uitest::kSearchTimeoutMs;

namespace {

Recipe constraintsRecipe() {
    Recipe r = uitest::qwenRecipe("Constraints");
    if (r.options.precision != Precision::BF16 || r.options.dispatcher != Dispatcher::FlexHybridEP)
        qFatal("the default recipe changed precision or dispatcher");
    return r;
}

}  // namespace

class TestSearchConstraints : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void buttonsNameTheRecipesChoice() {
        StudioState state;
        state.resetDocument(constraintsRecipe());
        SearchPanel panel(&state);
        SearchConstraintsWidget* c = panel.constraints();
        QCOMPARE(c->precisionButton()->text(), QStringLiteral("Precision: recipe's (bf16)"));
        QCOMPARE(c->dispatcherButton()->text(), QStringLiteral("Dispatcher: recipe's (flex_hybridep)"));
        // One checkable action per enum value, none checked.
        QCOMPARE(c->precisionButton()->menu()->actions().size(), 6);
        QCOMPARE(c->dispatcherButton()->menu()->actions().size(), 5);
        for (QAction* a : c->precisionButton()->menu()->actions()) QVERIFY(a->isCheckable() && !a->isChecked());
        QVERIFY(c->fullRecomputeBox()->isChecked());
        QCOMPARE(c->maxMemoryBox()->value(), 1.0);
        QCOMPARE(c->maxMemoryBox()->minimum(), 0.5);
        QCOMPARE(c->maxMemoryBox()->singleStep(), 0.05);

        // The recipe's own choice follows the recipe.
        Recipe fp8 = state.recipe();
        fp8.options.precision = Precision::FP8Blockwise;
        state.replaceRecipe(fp8, state.filePath(), QStringLiteral("fp8"));
        QCOMPARE(c->precisionButton()->text(), QStringLiteral("Precision: recipe's (fp8_blockwise)"));

        c->precisionAction(Precision::MXFP8)->trigger();
        c->precisionAction(Precision::BF16)->trigger();
        QCOMPARE(c->precisionButton()->text(), QStringLiteral("Precision: bf16, mxfp8"));  // table order
        c->precisionAction(Precision::MXFP8)->trigger();
        QCOMPARE(c->precisionButton()->text(), QStringLiteral("Precision: bf16"));
    }

    // Typed text + a checked precision: every plan has the fixed TP and PP and the checked
    // precision, and the table is the core's search under the same constraints.
    void resultsObeyFixedAndPrecision() {
        StudioState state;
        state.resetDocument(constraintsRecipe());
        SearchPanel panel(&state);
        panel.show();
        panel.gpusBox()->setValue(16);
        SearchConstraintsWidget* c = panel.constraints();
        QTest::keyClicks(c->fixedEdit(), QStringLiteral("tp=1 pp = 2"));
        c->precisionAction(Precision::FP8Blockwise)->trigger();
        QCOMPARE(c->precisionButton()->text(), QStringLiteral("Precision: fp8_blockwise"));

        QSignalSpy updated(&panel, &SearchPanel::updated);
        QTest::keyClick(c->fixedEdit(), Qt::Key_Return);  // Enter in the field searches
        QVERIFY(panel.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, kSearchTimeoutMs);
        panel.settle();

        const SearchResultsModel* m = panel.model();
        QVERIFY2(m->rowCount() >= 2, qPrintable(panel.statusLabel()->text()));
        for (int i = 0; i < m->rowCount(); ++i) {
            const Recipe& plan = m->candidate(i)->recipe;
            QCOMPARE(plan.layout.tp, 1);
            QCOMPARE(plan.layout.pp, 2);
            QCOMPARE(plan.options.precision, Precision::FP8Blockwise);
        }
        SearchConstraints expectedConstraints;
        expectedConstraints.fixed = {{"tp", 1}, {"pp", 2}};
        expectedConstraints.precisions = {Precision::FP8Blockwise};
        const SearchResult expected = expectedSearch(state.recipe(), 16, panel.topKBox()->value(), expectedConstraints);
        QCOMPARE(m->rowCount(), int(expected.results.size()));
        for (int i = 0; i < m->rowCount(); ++i) QCOMPARE(m->candidate(i)->recipe, expected.results[size_t(i)].recipe);
    }

    // Two dispatchers, a memory share and no full recompute: each plan respects all three.
    void resultsObeyDispatchersMemoryAndRecompute() {
        StudioState state;
        state.resetDocument(constraintsRecipe());
        SearchPanel panel(&state);
        panel.gpusBox()->setValue(16);
        panel.topKBox()->setValue(30);
        SearchConstraintsWidget* c = panel.constraints();
        c->dispatcherAction(Dispatcher::AllGather)->trigger();
        c->dispatcherAction(Dispatcher::FlexDeepEP)->trigger();
        c->maxMemoryBox()->setValue(0.8);
        QTest::mouseClick(c->fullRecomputeBox(), Qt::LeftButton);
        QVERIFY(!c->fullRecomputeBox()->isChecked());

        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QVERIFY(panel.isRunning());
        panel.settle();

        const SearchResultsModel* m = panel.model();
        QVERIFY2(m->rowCount() >= 2, qPrintable(panel.statusLabel()->text()));
        const double limit = 0.8 * state.recipe().hardware.usable_gib;
        for (int i = 0; i < m->rowCount(); ++i) {
            const SearchCandidate* plan = m->candidate(i);
            const Dispatcher d = plan->recipe.options.dispatcher;
            QVERIFY2(d == Dispatcher::AllGather || d == Dispatcher::FlexDeepEP, toString(d));
            QVERIFY2(plan->binding_gib <= limit + 1e-9, qPrintable(QString::number(plan->binding_gib)));
            QVERIFY(plan->recipe.options.recompute.granularity != RecomputeGranularity::Full);
        }
        SearchConstraints expectedConstraints;
        expectedConstraints.dispatchers = {Dispatcher::AllGather, Dispatcher::FlexDeepEP};
        expectedConstraints.max_memory_fraction = 0.8;
        expectedConstraints.allow_full_recompute = false;
        const SearchResult expected = expectedSearch(state.recipe(), 16, 30, expectedConstraints);
        QCOMPARE(m->rowCount(), int(expected.results.size()));
        for (int i = 0; i < m->rowCount(); ++i) QCOMPARE(m->candidate(i)->recipe, expected.results[size_t(i)].recipe);
    }

    void badFixedTextStartsNothing_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown key") << "tp=1, pq=2" << "unknown dimension 'pq' in 'pq=2'";
        QTest::newRow("not key=value") << "tp=1 pp" << "expected key=value, got 'pp'";
        QTest::newRow("value < 1") << "ep=0" << "ep must be in [1, 1048576], got 'ep=0'";
        QTest::newRow("not an integer") << "mbs=two" << "expected an integer, got 'two' in 'mbs=two'";
    }
    void badFixedTextStartsNothing() {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        StudioState state;
        state.resetDocument(constraintsRecipe());
        SearchPanel panel(&state);
        panel.gpusBox()->setValue(8);
        QSignalSpy updated(&panel, &SearchPanel::updated);
        QSignalSpy progressed(&panel, &SearchPanel::progressed);
        QTest::keyClicks(panel.constraints()->fixedEdit(), text);
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QVERIFY(!panel.isRunning());
        panel.settle();
        QTest::qWait(50);
        QCOMPARE(updated.count(), 0);
        QCOMPARE(progressed.count(), 0);
        QVERIFY(!panel.outcome());
        QCOMPARE(panel.model()->rowCount(), 0);
        const QString status = panel.statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("Not searched")), qPrintable(status));
        QVERIFY2(status.contains(reason.toHtmlEscaped()), qPrintable(status));

        // Fixing the text lets the same click search.
        panel.constraints()->fixedEdit()->setText(QStringLiteral("tp=1"));
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QVERIFY(panel.isRunning());
        panel.settle();
        QCOMPARE(updated.count(), 1);
        QVERIFY(panel.outcome() && panel.outcome()->result);
    }
};

QTEST_MAIN(TestSearchConstraints)
#include "test_search_constraints.moc"
