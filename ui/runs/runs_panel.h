#pragma once
// The Runs dock (issue 8): measured runs attached to the current recipe session. "Add Run…" picks
// a training log with its traces, contract and Bridge YAML (the current recipe is the run's recipe
// unless a recipe file is among them) and loads them through core/evidence's run loader on a
// jobs::LatestOnlyRunner (progress, cancel; only the newest load reaches the table). Errors are
// the core's file:line reason, sent to the window's MessageBanner through `failed`; no row is added.
// Two runs picked as A (baseline) and B show the contract diff with the attribution verdict and the
// deltas; "Open Report…" writes the evidence pack; "Calibrate from Runs…" fits a cluster profile.
// A run added without a recipe file is scored against the studio's recipe as it is then, and
// keeps it: when the loaded recipe changes, the row says that its figures are the earlier
// recipe's (by name), and "Re-score Against Loaded" holds it against the loaded one when the
// user says the run ran that. A change of calibration re-scores every run (a second
// LatestOnlyRunner, so a re-score never cancels an Add Run). Runs belong to the session only:
// nothing is saved into the recipe.
#include <QSet>
#include <QWidget>
#include <deque>
#include <functional>
#include <optional>
#include <vector>

#include "core/evidence/contract_diff.h"
#include "jobs/latest_only_runner.h"
#include "ui/runs/run_record.h"
#include "ui/state/session_snapshot.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;
class QTreeWidget;
class QUrl;

namespace moe::ui {

class AddRunDialog;
class CalibrateDialog;
class RunsModel;
class StudioState;

class RunsPanel : public QWidget {
    Q_OBJECT
public:
    explicit RunsPanel(StudioState* state, QWidget* parent = nullptr);
    ~RunsPanel() override;

    [[nodiscard]] RunsModel* model() const { return model_; }
    [[nodiscard]] QTableView* view() const { return view_; }
    [[nodiscard]] int runCount() const { return static_cast<int>(runs_.size()); }
    [[nodiscard]] const RunRecord& run(int index) const { return *runs_.at(static_cast<size_t>(index)); }
    [[nodiscard]] const std::vector<RunRecordPtr>& runs() const { return runs_; }
    [[nodiscard]] bool isLoading() const { return runner_.isBusy(); }
    [[nodiscard]] bool isRescoring() const { return rescoreRunner_.isBusy() || rescorePending(); }
    [[nodiscard]] QComboBox* baselineBox() const { return boxA_; }
    [[nodiscard]] QComboBox* candidateBox() const { return boxB_; }
    [[nodiscard]] QLabel* verdictLabel() const { return verdict_; }
    [[nodiscard]] QTreeWidget* abTree() const { return abTree_; }
    [[nodiscard]] QPushButton* cancelButton() const { return cancel_; }
    // The A/B shown (B against baseline A); empty unless two different runs are picked.
    [[nodiscard]] const std::optional<evidence::AbComparison>& comparison() const { return ab_; }
    // How a written report is opened: QDesktopServices::openUrl unless a test puts an observer in.
    using UrlOpener = std::function<bool(const QUrl&)>;
    void setUrlOpener(UrlOpener opener) { openUrl_ = std::move(opener); }
    // Off in tests: Open Report… writes the file without handing it to the desktop.
    void setOpenReportsOnDesktop(bool open);
    // Where the last report went and whether it opened, as the panel says it.
    [[nodiscard]] QLabel* reportNote() const { return reportNote_; }
    // Under the table: for the current run when it is not the recipe's job, which facts conflict
    // (the table's cell says only "Not this recipe's run"); hidden otherwise.
    [[nodiscard]] QLabel* runNote() const { return runNote_; }
    // Blocks until the running load and any re-score finish and their results are shown (tests).
    void settle();

public slots:
    // Starts loading a run from `files` in the background (a running load is cancelled), measuring
    // `window` (first, last iteration) when given, else 41-50 or a contract's window.
    void addRun(const QStringList& files, std::optional<std::pair<int64_t, int64_t>> window = std::nullopt);
    // Loads a session's runs again, one after another (a crash recovery): each with its files,
    // window and, when it was scored against the studio's recipe, that recipe as it was. A run
    // added meanwhile waits its turn instead of cancelling them.
    void restoreRuns(const std::vector<SessionSnapshot::Run>& runs);
    // What restores the attached runs (for the autosave).
    [[nodiscard]] std::vector<SessionSnapshot::Run> sessionRuns() const;
    // Opens the Add Run dialog (files and steady window); its Add Run starts the load.
    AddRunDialog* addRunWithDialog();
    void cancelLoading();
    void removeRun(int index);
    // Picks A (baseline) and B by row; -1 clears. Shows the contract diff when both are set and differ.
    void setComparison(int baseline, int candidate);
    // The evidence pack of the selected run (B of the A/B when two are picked, else the table's
    // current row, else the last run) with A as baseline: Markdown, or HTML for .html/.htm.
    // Written atomically; false (and `failed`) on error or when there is no run.
    bool writeReport(const QString& path);
    // The report dialog's suggested name: the reported run (and the baseline under A/B), e.g.
    // "run-b-vs-run-a-evidence.html".
    [[nodiscard]] QString reportFileName() const;
    // The run a report is on: the one selected in the table, else B of the shown pair, else the latest.
    [[nodiscard]] int reportRun() const;
    void openReportWithDialog();
    // Writes the report to `path`, says where, and opens it through the UrlOpener.
    bool writeAndOpenReport(const QString& path);
    // Non-modal dialog fitting a cluster profile from the attached runs.
    CalibrateDialog* calibrateWithDialog();
    // Scores run `index` (added against an earlier studio recipe) against the loaded recipe.
    void rescoreAgainstLoaded(int index);

signals:
    void failed(const QString& title, const QString& details);
    void runAdded(int index);
    // A run was added or removed.
    void runsChanged();
    // Loading finished (added, failed or cancelled).
    void loadFinished();

private:
    void present(quint64 generation, const QVariant& result);
    // The studio's side of a load request: its recipe, file, name and calibration now.
    [[nodiscard]] RunLoadRequest studioRequest() const;
    void onRecipeChanged();
    void onCalibrationChanged();
    [[nodiscard]] bool rescorePending() const;
    // Loads again the runs scored with another calibration, and those asked to follow the loaded recipe.
    void rescore();
    void refreshRetarget();
    void refreshCalibrationNote();
    void presentRescore(const QVariant& result);
    void refreshRuns();
    void refreshComparison();
    void refreshRunNote();
    // Whether the report on run `index` carries the A/B comparison (it is B of the shown pair).
    [[nodiscard]] bool reportHasComparison(int index) const;

    StudioState* state_;
    jobs::LatestOnlyRunner runner_;
    jobs::LatestOnlyRunner rescoreRunner_;
    QTimer* rescoreTimer_;  // edits come in bursts (slider drags): re-score once they pause
    std::vector<RunRecordPtr> runs_;
    int nextNumber_ = 1;
    std::deque<RunLoadRequest> queued_;  // restored runs (and runs added while they load), in order
    bool loadingQueued_ = false;         // the runner's load is the queue's
    void loadNextQueued();
    [[nodiscard]] QString newRunName(const QStringList& files) const;
    UrlOpener openUrl_;
    std::optional<evidence::AbComparison> ab_;
    RunsModel* model_;
    QTableView* view_;
    QPushButton* add_;
    QPushButton* remove_;
    QPushButton* report_;
    QPushButton* calibrate_;
    QPushButton* retarget_;
    QSet<QString> retargets_;  // runs to score against the loaded recipe at the next re-score
    QProgressBar* progress_;
    QPushButton* cancel_;
    QComboBox* boxA_;
    QComboBox* boxB_;
    QLabel* verdict_;
    QLabel* reportNote_;
    QLabel* runNote_;
    QLabel* calibrationNote_;  // "Predictions use the lab calibration (fitted on H100-SXM runs)." 
    QTreeWidget* abTree_;
};

}  // namespace moe::ui
