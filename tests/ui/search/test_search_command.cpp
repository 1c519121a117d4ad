// The Search dock's Copy Command (issue 41, item 1): the `moe-plan search` line of the search shown
// carries the dock's GPU count, top K and constraints and the studio's memory assumptions, so the CLI
// runs the same request. The expected request is written out here by hand from the dock's settings;
// test_cli_search_recipe checks that the CLI runs such a line to the same counts and plans.
#include <QApplication>
#include <QClipboard>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "core/search/search_command_line.h"
#include "core/search/search_request.h"
#include "search_test_support.h"
#include "ui/search/search_constraints_widget.h"
#include "ui/search/search_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::SearchPanel;
using moe::ui::StudioState;

class TestSearchCommand : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void theCopiedCommandCarriesEverySetting() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("searched.yaml"));
        StudioState state;
        state.resetDocument(uitest::qwenRecipe("Search command"));
        QVERIFY(state.saveAs(path));
        MemoryAssumptions assumptions;
        assumptions.fragmentation_fraction = 0.12;
        state.setMemoryAssumptions(assumptions);

        SearchPanel panel(&state);
        panel.resize(1100, 500);
        panel.show();
        QVERIFY(!panel.copyCommandButton()->isEnabled());  // nothing searched yet
        panel.topKBox()->setValue(6);
        panel.constraints()->maxMemoryBox()->setValue(0.9);
        panel.constraints()->fullRecomputeBox()->setChecked(false);
        QSignalSpy updated(&panel, &SearchPanel::updated);
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, uitest::kSearchTimeoutMs);

        SearchRequest expected = searchRequestForRecipe(state.recipe(), state.recipe().layout.world_size);
        expected.top_k = 6;
        expected.constraints.max_memory_fraction = 0.9;
        expected.constraints.allow_full_recompute = false;
        expected.assumptions = assumptions;
        const QString line = QString::fromStdString(searchCommandLine(expected, state.recipe(), path.toStdString()));
        QCOMPARE(panel.commandLine(), line);
        QVERIFY(line.contains(QStringLiteral("--top 6")));
        QVERIFY(line.contains(QStringLiteral("--assume fragmentation_fraction=0.12")));
        QVERIFY(line.contains(QStringLiteral("--no-full-recompute")));
        // The dock ran that very request: its counts are the core's for it.
        auto core = searchLayouts(expected);
        QVERIFY(core.ok());
        QCOMPARE(panel.outcome()->result->candidates_evaluated, core->candidates_evaluated);
        QCOMPARE(panel.outcome()->result->fitting, core->fitting);

        QVERIFY(panel.copyCommandButton()->isEnabled());
        QCOMPARE(panel.copyCommandButton()->toolTip(), line);  // saved and unchanged: no caveat
        QTest::mouseClick(panel.copyCommandButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), line);

        // An edit since the save: the file no longer holds what was searched, and the tooltip says so.
        Recipe edited = state.recipe();
        edited.layout.micro_batch_size *= 2;
        state.replaceRecipe(edited, state.filePath(), QStringLiteral("edit"));
        QVERIFY(state.isDirty());
        QVERIFY2(panel.copyCommandButton()->toolTip().contains(QStringLiteral("changed since this search")),
                 qPrintable(panel.copyCommandButton()->toolTip()));
        QVERIFY(panel.copyCommandButton()->isEnabled());  // an MBS edit leaves the plans current

        // Results for another GPU count are greyed as out of date: no command for them either.
        panel.gpusBox()->setValue(32);
        QVERIFY(!panel.copyCommandButton()->isEnabled());
    }
};

QTEST_MAIN(TestSearchCommand)
#include "test_search_command.moc"
