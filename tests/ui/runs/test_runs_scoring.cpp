// Runs dock, what a row is scored against: a run that is not the recipe's job shows the core's
// verdict ("Not this recipe's run (recipe vs run): GBS 4096 vs 64") and no prediction error, in the table and in
// the report it writes; every row names the recipe its figures were scored against, keeps it when
// the loaded recipe changes (marked), and is held against the loaded one when the user asks. Fixtures:
// tests/fixtures/evidence (recipe-a.yaml "mixtral-16 overlap off" is run-a.log's job, GBS 64;
// recipe-b.yaml "mixtral-16 overlap on" differs from it in EP overlap only). Calibrate from Runs
// leaves such a run out, saying why.
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_evidence.h"
#include "core/perf/calibration.h"
#include "tests/support/iteration_only_log.h"
#include "ui/runs/calibrate_dialog.h"
#include "ui/runs/runs_model.h"
#include "ui/runs/runs_panel.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

// The recipe's name as "Scored against" shows it, without the layout in brackets after it
// ("mixtral-16 overlap off (TP2 EP8 ETP1 PP2, MBS 1 GBS 64, 4K)" -> "mixtral-16 overlap off").
QString withoutLayout(QString text) {
    static const QRegularExpression layout(QStringLiteral(R"re( \(TP\d[^)]*\))re"));
    return text.remove(layout);
}

QString scoringFixture(const char* name) {
    return QStringLiteral(MOE_TEST_FIXTURES_DIR "/evidence/") + QString::fromLatin1(name);
}

QVariant scoringCell(const RunsModel* m, int row, RunsModel::Column column, int role = Qt::DisplayRole) {
    return m->data(m->index(row, column), role);
}

// The step-time error the core computes for these files (built-in calibration, the studio's default).
double coreStepErrorPct(const std::vector<std::string>& specs, const Calibration& calibration = builtinCalibration()) {
    auto run = evidence::loadRunEvidence(specs, {}, "core");
    if (!run) qFatal("core could not load the run: %s", run.error().toString().c_str());
    auto p = evidence::predictRun(*run, calibration);
    if (!p) qFatal("core could not predict the run: %s", p.error().toString().c_str());
    for (const auto& row : p->rows)
        if (row.component == "step_time_ms" && row.errorPct()) return *row.errorPct();
    qFatal("core gave no step-time error");
    return 0;
}

}  // namespace

class TestRunsScoring : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void runOfARecipeThatDoesNotFitIsNotScored() {
        // Review (severe): the Runs dock printed a prediction error for a layout the memory model puts
        // at 94.3 GiB on an 80 GB H100 (recipe-a.yaml at EP 4, `moe-plan memory`). A log with only
        // iteration lines conflicts with nothing, so only the memory rule withholds the error.
        QTemporaryDir dir;
        const QString log = dir.filePath("bare.log");
        QVERIFY(moe::testing::writeIterationOnlyLog(log));
        StudioState state;
        RunsPanel panel(&state);
        panel.setOpenReportsOnDesktop(false);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        QVERIFY(state.applyChange({"layout.ep", "4"}));
        panel.addRun({log});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        const RunsModel* m = panel.model();
        QVERIFY(!scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).isValid());
        QVERIFY(!panel.run(0).stepTimeErrorPct());
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError).toString(),
                 QStringLiteral("Not compared: the recipe does not fit"));
        const QString why = scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString();
        QVERIFY2(why.contains(QStringLiteral("does not fit in memory")), qPrintable(why));
        // The same log added against the fixture's own EP 8, which fits, is scored (a run keeps the
        // recipe it was added with, so it is added again).
        QVERIFY(state.applyChange({"layout.ep", "8"}));
        panel.addRun({log});
        panel.settle();
        QCOMPARE(panel.runCount(), 2);
        QVERIFY(scoringCell(m, 1, RunsModel::PredictedError, Qt::UserRole).isValid());
    }

    void reportInAnotherLanguageNamesTheBuiltInCalibrationInEnglish() {
        // Review in Chinese: the evidence pack of a run scored with the built-in calibration said
        // "Calibration: 内置, not the built-in constants": the translated label was taken for a
        // cluster profile's name. The report is an English file in every language.
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        StudioState state;
        RunsPanel panel(&state);
        panel.setOpenReportsOnDesktop(false);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        panel.addRun({scoringFixture("run-a.log")});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        QVERIFY(panel.run(0).calibrationName != QStringLiteral("built-in"));  // the label is translated
        panel.view()->setCurrentIndex(panel.model()->index(0, RunsModel::Name));
        QTemporaryDir dir;
        QVERIFY(panel.writeReport(dir.filePath(QStringLiteral("r.md"))));
        QFile file(dir.filePath(QStringLiteral("r.md")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString report = QString::fromUtf8(file.readAll());
        QVERIFY2(report.contains(QStringLiteral("Calibration: built-in (fitted to published runs).")),
                 qPrintable(report));
        QVERIFY2(!report.contains(panel.run(0).calibrationName), qPrintable(report));
        // The suggested file name keeps the run's name in the studio's language (review in
        // Portuguese: "Execução 1" became "execu-o-1"), lower case, other characters as '-'.
        QString expected = panel.run(0).name.toLower();
        expected.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}._-]+")), QStringLiteral("-"));
        QVERIFY2(panel.reportFileName().startsWith(expected), qPrintable(panel.reportFileName() + " / " + expected));
        QVERIFY2(panel.reportFileName().contains(QRegularExpression(QStringLiteral("[^\\x00-\\x7f]"))),
                 qPrintable(panel.reportFileName()));
    }

    void runOfAnotherJobShowsTheVerdictAndNoError() {
        // The studio's recipe says GBS 4096; run-a.log ran GBS 64 (its arguments and iteration lines).
        StudioState state;
        RunsPanel panel(&state);
        panel.setOpenReportsOnDesktop(false);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        QVERIFY(state.applyChange({"layout.global_batch_size", "4096"}));
        panel.addRun({scoringFixture("run-a.log")});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        const RunsModel* m = panel.model();
        QVERIFY(!scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).isValid());
        QVERIFY(!panel.run(0).stepTimeErrorPct());
        const QString shown = scoringCell(m, 0, RunsModel::PredictedError).toString();
        QCOMPARE(shown, QStringLiteral("Not this recipe's run"));
        // The note under the table names the conflicting fact, without a hover.
        QVERIFY(!panel.runNote()->isHidden());
        QVERIFY2(panel.runNote()->text().contains(QStringLiteral("global batch size: recipe 4096, run 64 (log run-a.log:7)")),
                 qPrintable(panel.runNote()->text()));
        QVERIFY(panel.runNote()->text().contains(QStringLiteral("no prediction error is shown")));
        const QString why = scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString();
        QVERIFY2(why.contains(QStringLiteral("global batch size: recipe 4096, run 64 (log run-a.log:7)")),
                 qPrintable(why));
        QCOMPARE(withoutLayout(scoringCell(m, 0, RunsModel::ScoredAgainst).toString()),
                 QStringLiteral("mixtral-16 overlap off"));

        // The evidence pack the dock writes leads with the verdict and has no error column.
        QTemporaryDir dir;
        const QString path = dir.filePath("pack.md");
        QVERIFY(panel.writeReport(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString md = QString::fromUtf8(f.readAll());
        QVERIFY2(md.contains(QStringLiteral("**Not this recipe's run (recipe vs run): GBS 4096 vs 64.**")), qPrintable(md.left(1500)));
        QVERIFY(!md.contains(QStringLiteral("error %")));
        // The recipe had unsaved edits: the report does not name a file that would not hold them.
        // Nor "open in the studio": the run keeps this state through later edits (review 24), so it
        // is named by the moment it was taken.
        static const QRegularExpression taken(QStringLiteral(R"( \(studio recipe at \d\d:\d\d:\d\d, not saved\))"));
        QVERIFY2(md.contains(taken), qPrintable(md.left(1500)));
        QVERIFY2(!md.contains(QStringLiteral("not saved).yaml")), qPrintable(md.left(1500)));

        // A second run makes the first A/B pair: the pair says that A is not this recipe's run.
        panel.addRun({scoringFixture("run-a.log")});
        panel.settle();
        QCOMPARE(panel.runCount(), 2);
        const QString ab = panel.verdictLabel()->text();
        QVERIFY2(ab.contains(QStringLiteral("A is not this recipe&#x27;s run")) ||
                     ab.contains(QStringLiteral("A is not this recipe's run")),
                 qPrintable(ab));
    }

    void calibrationSkipsAnotherJobsRun() {
        StudioState state;
        RunsPanel panel(&state);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        QVERIFY(state.applyChange({"layout.global_batch_size", "4096"}));
        panel.addRun({scoringFixture("run-a.log")});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        CalibrateDialog* dialog = panel.calibrateWithDialog();
        dialog->fit();
        dialog->settle();
        QVERIFY(dialog->outcome());
        QCOMPARE(dialog->outcome()->skipped,
                 QStringList{QStringLiteral("Run 1: run-a.log (Not this recipe's run (recipe vs run): GBS 4096 vs 64)")});
        QVERIFY(!dialog->outcome()->fit);  // nothing left to fit
    }

    void aNewCalibrationRescoresEveryRun() {
        // Review 23: after "Use for Estimates" of a fitted profile, Estimate showed the profile's
        // step while the run's row kept the built-in calibration's error. A calibration change
        // re-scores every run, each against its own recipe, with the calibration now in use.
        StudioState state;
        RunsPanel panel(&state);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        panel.addRun({scoringFixture("run-a.log")});
        panel.settle();
        panel.addRun({scoringFixture("recipe-b.yaml"), scoringFixture("run-b.log")});
        panel.settle();
        const RunsModel* m = panel.model();
        const double builtinA = coreStepErrorPct({scoringFixture("recipe-a.yaml").toStdString(), scoringFixture("run-a.log").toStdString()});
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).toDouble(), builtinA);
        Calibration lab = builtinCalibration();
        lab.eta_grouped_gemm *= 0.5;  // a cluster whose expert GEMMs run at half the built-in rate
        auto* note = panel.findChild<QLabel*>(QStringLiteral("runs.calibration"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("the built-in calibration")), qPrintable(note->text()));
        StudioCalibration::of(&state)->setCalibration(lab, QStringLiteral("lab"), {QStringLiteral("H100-SXM")});
        // The dock says whose constants its predictions use (review 25 found it only in a tooltip).
        QCOMPARE(note->text(), QStringLiteral("Predictions use the lab calibration (fitted on H100-SXM runs)."));
        QVERIFY(panel.isRescoring());
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError).toString(), QStringLiteral("re-scoring…"));
        QCOMPARE(scoringCell(m, 1, RunsModel::PredictedError).toString(), QStringLiteral("re-scoring…"));
        panel.settle();
        QVERIFY(!panel.isRescoring());
        const double labA = coreStepErrorPct({scoringFixture("recipe-a.yaml").toStdString(), scoringFixture("run-a.log").toStdString()}, lab);
        const double labB = coreStepErrorPct({scoringFixture("recipe-b.yaml").toStdString(), scoringFixture("run-b.log").toStdString()}, lab);
        QVERIFY(labA != builtinA);  // the slower experts show in the prediction
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).toDouble(), labA);
        QCOMPARE(scoringCell(m, 1, RunsModel::PredictedError, Qt::UserRole).toDouble(), labB);
        QCOMPARE(panel.run(0).calibrationName, QStringLiteral("lab"));
        QVERIFY(scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString().contains(QStringLiteral("lab calibration")));
        // The report names the constants its prediction came from, and its error is the row's.
        panel.view()->setCurrentIndex(m->index(0, RunsModel::Name));
        QTemporaryDir dir;
        QVERIFY(panel.writeReport(dir.filePath(QStringLiteral("r.md"))));
        QFile file(dir.filePath(QStringLiteral("r.md")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString report = QString::fromUtf8(file.readAll());
        QVERIFY2(report.contains(QStringLiteral("Calibration: lab, not the built-in constants")), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("| %1%2 % |").arg(labA > 0 ? QStringLiteral("+") : QString()).arg(labA, 0, 'f', 1)),
                 qPrintable(report));
    }

    void aRescoreThatFailsLeavesNoPrediction() {
        // A run whose log went away since it was added cannot be scored with a new calibration:
        // it keeps its measured figures, shows no prediction (the old calibration's would be
        // untrue) and does not say "re-scoring…" for ever.
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("run-a.log"));
        QVERIFY(QFile::copy(scoringFixture("run-a.log"), log));
        StudioState state;
        RunsPanel panel(&state);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        panel.addRun({log});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        QVERIFY(panel.run(0).predicted);
        QVERIFY(QFile::remove(log));
        Calibration lab = builtinCalibration();
        lab.eta_grouped_gemm *= 0.5;
        StudioCalibration::of(&state)->setCalibration(lab, QStringLiteral("lab"));
        panel.settle();
        QVERIFY(!panel.isRescoring());
        const RunsModel* m = panel.model();
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError).toString(), QStringLiteral("— (no prediction)"));
        QVERIFY(!panel.run(0).predicted);
        QVERIFY(panel.run(0).evidence.window);  // the measured step stays
        QVERIFY2(scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString().contains(QStringLiteral("run-a.log")),
                 qPrintable(scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString()));
    }

    void anImpossibleLayoutGetsNoPredictionAndNoTemporaryPath() {
        // Review 23 read "/tmp/moe-studio-eoWNeo/mixtral-8x7b-16xh100 (open in the studio, not
        // saved)" in the reason of a run added to an impossible layout: the copy's folder is
        // nothing the user knows. The reason names the recipe alone.
        StudioState state;
        RunsPanel panel(&state);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        QVERIFY(state.applyChange({"layout.tp", "512"}));  // more than the model's heads
        panel.addRun({scoringFixture("run-a.log")});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        const RunsModel* m = panel.model();
        const QString shown = scoringCell(m, 0, RunsModel::PredictedError).toString();
        QVERIFY2(shown == QStringLiteral("— (no prediction)") || shown == QStringLiteral("Not this recipe's run"), qPrintable(shown));
        const QString tip = scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString() +
                            scoringCell(m, 0, RunsModel::Name, Qt::ToolTipRole).toString() + panel.run(0).predictedNote;
        // The copy's name with no folder before it (the fixtures themselves may live under /tmp).
        QVERIFY2(tip.contains(QStringLiteral("mixtral-16-overlap-off (studio recipe at ")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("/mixtral-16-overlap-off (studio recipe at ")), qPrintable(tip));
        QVERIFY2(!panel.run(0).predictedNote.isEmpty() && panel.run(0).predictedNote.contains(QStringLiteral("not saved")),
                 qPrintable(panel.run(0).predictedNote));
        for (const auto& [key, entry] : panel.run(0).evidence.contract.fields)
            QVERIFY2(entry.source.find("/mixtral-16-overlap-off (studio recipe") == std::string::npos, entry.source.c_str());
    }

    void rowsNameTheirRecipeAndKeepIt() {
        StudioState state;
        RunsPanel panel(&state);
        QVERIFY(state.openFile(scoringFixture("recipe-a.yaml")));
        panel.addRun({scoringFixture("run-a.log")});  // scored against the studio's recipe
        panel.settle();
        panel.addRun({scoringFixture("recipe-b.yaml"), scoringFixture("run-b.log")});  // against its own file
        panel.settle();
        QCOMPARE(panel.runCount(), 2);
        const RunsModel* m = panel.model();
        QCOMPARE(withoutLayout(scoringCell(m, 0, RunsModel::ScoredAgainst).toString()),
                 QStringLiteral("mixtral-16 overlap off"));
        // The layout scored against is named too (recipe-a.yaml: TP 2, EP 4, PP 2, GBS 64, 4K).
        QVERIFY2(scoringCell(m, 0, RunsModel::ScoredAgainst)
                     .toString()
                     .contains(QStringLiteral("(TP2 EP8 ETP1 PP2, MBS 1 GBS 64, 4K)")),
                 qPrintable(scoringCell(m, 0, RunsModel::ScoredAgainst).toString()));
        QCOMPARE(scoringCell(m, 1, RunsModel::ScoredAgainst).toString(), QStringLiteral("recipe-b.yaml"));
        const double errorA = coreStepErrorPct(
            {scoringFixture("recipe-a.yaml").toStdString(), scoringFixture("run-a.log").toStdString()});
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).toDouble(), errorA);
        const QString tip = scoringCell(m, 0, RunsModel::PredictedError, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("predicted for mixtral-16 overlap off")), qPrintable(tip));

        // Another recipe is loaded: the run keeps the recipe it was added with (a log records no
        // overlap setting, so the loaded recipe is no fact about the run), and says so by name.
        QVERIFY(state.openFile(scoringFixture("recipe-b.yaml")));
        QCOMPARE(withoutLayout(scoringCell(m, 0, RunsModel::ScoredAgainst).toString()),
                 QStringLiteral("Not the loaded recipe: mixtral-16 overlap off"));
        QCOMPARE(scoringCell(m, 1, RunsModel::ScoredAgainst).toString(), QStringLiteral("recipe-b.yaml"));
        QVERIFY(!panel.isRescoring());
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).toDouble(), errorA);
        // The report on it is the recipe's it was added with: the same error as the row.
        panel.view()->setCurrentIndex(m->index(0, RunsModel::Name));  // the report is on the selected run
        QCOMPARE(panel.reportRun(), 0);
        QTemporaryDir reportDir;
        const QString reportPath = reportDir.filePath(QStringLiteral("report.md"));
        QVERIFY(panel.writeReport(reportPath));
        QFile reportFile(reportPath);
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QString report = QString::fromUtf8(reportFile.readAll());
        QVERIFY2(report.contains(QStringLiteral("| %1%2 % |").arg(errorA > 0 ? QStringLiteral("+") : QString()).arg(errorA, 0, 'f', 1)),
                 qPrintable(report));

        // The user says the run ran the loaded recipe: re-scored, run-a.log against recipe-b.yaml,
        // as the core scores those two files.
        QSignalSpy sessionChanged(&panel, &RunsPanel::runsChanged);
        panel.rescoreAgainstLoaded(0);
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError).toString(), QStringLiteral("re-scoring…"));
        panel.settle();
        QVERIFY(!panel.isRescoring());
        QCOMPARE(withoutLayout(scoringCell(m, 0, RunsModel::ScoredAgainst).toString()),
                 QStringLiteral("mixtral-16 overlap on"));
        const double errorB = coreStepErrorPct(
            {scoringFixture("recipe-b.yaml").toStdString(), scoringFixture("run-a.log").toStdString()});
        QVERIFY(errorB != errorA);  // EP overlap changes the prediction, so the re-score is visible
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).toDouble(), errorB);
        QCOMPARE(panel.run(0).files, QStringList{scoringFixture("run-a.log")});
        QCOMPARE(panel.run(0).name, QStringLiteral("Run 1: run-a.log"));
        // The session (what the autosave keeps for a crash recovery) hears of it and holds the
        // recipe the run is now scored against.
        QVERIFY(sessionChanged.count() >= 1);
        const std::vector<SessionSnapshot::Run> session = panel.sessionRuns();
        QVERIFY(session.front().studioRecipe.has_value());
        QVERIFY(*session.front().studioRecipe == state.recipe());

        // An edit keeps the name: the row says its recipe is the one before the edit, and keeps its error.
        QVERIFY(state.applyChange({"layout.world_size", "32"}));
        QCOMPARE(withoutLayout(scoringCell(m, 0, RunsModel::ScoredAgainst).toString()),
                 QStringLiteral("Before later edits: mixtral-16 overlap on"));
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).toDouble(), errorB);
        QVERIFY(scoringCell(m, 0, RunsModel::PredictedError).toString().startsWith(QStringLiteral("earlier recipe: ")));
        // Held against the edited recipe, it is another job's run (run-a.log ran on 16 GPUs).
        panel.rescoreAgainstLoaded(0);
        panel.settle();
        QCOMPARE(scoringCell(m, 0, RunsModel::PredictedError).toString(), QStringLiteral("Not this recipe's run"));
        panel.view()->setCurrentIndex(m->index(0, RunsModel::Name));  // the note is the current run's
        QVERIFY2(panel.runNote()->text().contains(QStringLiteral("world size: recipe 32, run 16")), qPrintable(panel.runNote()->text()));
        QVERIFY(!scoringCell(m, 0, RunsModel::PredictedError, Qt::UserRole).isValid());
        // The run with its own recipe file never follows the studio's.
        QCOMPARE(scoringCell(m, 1, RunsModel::ScoredAgainst).toString(), QStringLiteral("recipe-b.yaml"));
        QVERIFY(panel.run(1).evidence.matchesRecipe());
    }
};

QTEST_MAIN(TestRunsScoring)
#include "test_runs_scoring.moc"
