// Runs ▸ Add Run… (issue 26 §3): the dialog pre-fills the steady window with one the log prints.
// epfLLM_Megatron-LLM_11.log (shared data) prints iterations 122-125, 142-145 and 182-185 only, so
// 41-50 used to refuse it; the proposal is the last ten printed iterations after the warm-up line
// 122: 124-185 (core logs::proposeWindow), and the run loads with that window.
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"
#include "shared_data.h"
#include "ui/runs/add_run_dialog.h"
#include "ui/runs/runs_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

QString epfLog() {
    return QStringLiteral(MOE_SHARED_DATA_DIR "/logs/epfLLM_Megatron-LLM_11.log");
}
QString fixtureLog() {
    return QStringLiteral(MOE_TEST_FIXTURES_DIR "/evidence/run-a.log");
}

}  // namespace

class TestRunsAddDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void logWithoutIterations41To50LoadsWithTheProposedWindow() {
        MOE_REQUIRE_SHARED_DATA(epfLog());
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("epf"));  // the run's recipe (the log has none)
        RunsPanel panel(&state);
        QString failure;
        connect(&panel, &RunsPanel::failed, this, [&](const QString& t, const QString& d) { failure = t + ": " + d; });
        AddRunDialog* dialog = panel.addRunWithDialog();
        QVERIFY(dialog->isVisible());
        dialog->setFiles({epfLog()});
        QCOMPARE(dialog->fromBox()->value(), 124);
        QCOMPARE(dialog->toBox()->value(), 185);
        const QString note = dialog->note()->text();
        QVERIFY2(note.contains("warm-up skipped") && note.contains("122-125, 142-145, 182-185"), qPrintable(note));
        QPushButton* ok = dialog->buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());

        // The old window is refused in the dialog, naming what the log prints.
        dialog->fromBox()->setValue(41);
        dialog->toBox()->setValue(50);
        QVERIFY(!ok->isEnabled());
        QVERIFY2(dialog->note()->text().contains("prints iterations 122-125, 142-145, 182-185"),
                 qPrintable(dialog->note()->text()));
        dialog->fromBox()->setValue(124);
        dialog->toBox()->setValue(185);
        QVERIFY(ok->isEnabled());

        QTest::mouseClick(ok, Qt::LeftButton);
        panel.settle();
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QCOMPARE(panel.runCount(), 1);
        const auto& window = panel.run(0).evidence.window;
        QVERIFY(window);
        QCOMPARE(window->from, int64_t(124));
        QCOMPARE(window->to, int64_t(185));
        QCOMPARE(window->iterations_covered, int64_t(10));
    }

    void logWithIterations41To50KeepsThem() {
        StudioState state;
        RunsPanel panel(&state);
        AddRunDialog* dialog = panel.addRunWithDialog();
        dialog->setFiles({fixtureLog()});
        QCOMPARE(dialog->fromBox()->value(), 41);
        QCOMPARE(dialog->toBox()->value(), 50);
        QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->reject();
    }

    void enterOnTheChooseButtonAddsTheRun() {
        // The review: after Choose Files… the focus is back on that button, and Enter reopened
        // the file chooser instead of pressing the default Add Run.
        StudioState state;
        RunsPanel panel(&state);
        AddRunDialog* dialog = panel.addRunWithDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->setFiles({fixtureLog()});
        QPushButton* choose = nullptr;
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            if (b->text().contains(QStringLiteral("Choose Files"))) choose = b;
        QVERIFY(choose);
        QVERIFY(!choose->autoDefault());
        QSignalSpy accepted(dialog, &QDialog::accepted);
        QSignalSpy chooseClicked(choose, &QPushButton::clicked);
        choose->setFocus();
        QTest::keyClick(choose, Qt::Key_Return);
        QCOMPARE(chooseClicked.count(), 0);
        QCOMPARE(accepted.count(), 1);
    }
};

QTEST_MAIN(TestRunsAddDialog)
#include "test_runs_add_dialog.moc"
