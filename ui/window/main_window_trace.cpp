// MainWindow's Trace dock: a tab among the bottom panels from the start (toggled in View),
// measured traces opened into it and held against the recipe, and the predicted timeline of the current recipe.
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "core/evidence/run_consistency.h"
#include "ui/common/band_format.h"
#include "ui/common/header_tips.h"
#include "ui/common/scroll_edge_fade.h"
#include "ui/common/tab_focus.h"
#include "ui/common/wheel_guard.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/autosave.h"
#include "ui/state/studio_state.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui/window/settings.h"

namespace moe::ui {

void MainWindow::openTraceWithDialog() {
    // Several files at once: one per rank, shown as one document with a lane group per rank.
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Trace"), lastOpenFolder(),
        tr("Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)"));
    if (paths.isEmpty()) return;
    rememberOpenFolder(paths.front());
    openTraces(paths);
}

void MainWindow::ensureTraceDock() {
    if (trace_) return;
    trace_ = new TraceWorkspace;
    trace_->setPictureCaption([this] { return pictureCaption(); });
    connect(trace_, &TraceWorkspace::openTraceRequested, this, &MainWindow::openTraceWithDialog);
    elideHeadersWithTips(trace_);  // as the other panels' tables (main_window.cpp)
    traceDock_ = new QDockWidget(tr("Trace"), this);
    traceDock_->setObjectName(QStringLiteral("traceDock"));
    // Scrollable as the other docks: unwrapped, the workspace's own minimum (buttons, verdict,
    // lanes, metrics) held the whole tabbed dock area over 270 px and left the grids a strip.
    auto* scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(trace_);
    new ScrollEdgeFade(scroll);
    guardWheelInChildren(trace_);
    traceDock_->setWidget(scroll);
    releaseTabKey(trace_);
    if (!restoreDockWidget(traceDock_)) {
        addDockWidget(Qt::BottomDockWidgetArea, traceDock_);
        for (QDockWidget* dock : findChildren<QDockWidget*>()) {
            if (dock != traceDock_ && !dock->isFloating() && dockWidgetArea(dock) == Qt::BottomDockWidgetArea) {
                tabifyDockWidget(dock, traceDock_);
                break;
            }
        }
        // The tabs in the order of their shortcuts and of the View menu: Trace (Ctrl+4) after
        // Search (Ctrl+3), then Compare, Runs and Memory Assumptions (review 29: Trace came last).
        QDockWidget* previous = traceDock_;
        for (const char* name : {"compareDock", "runsDock", "assumptionsDock"}) {
            auto* dock = findChild<QDockWidget*>(QString::fromLatin1(name));
            if (dock == nullptr || dock->isFloating() || dockWidgetArea(dock) != Qt::BottomDockWidgetArea) continue;
            tabifyDockWidget(previous, dock);
            previous = dock;
        }
    }
    watchDockLayout(traceDock_);
    // The View ▸ Trace action made with the menu now toggles this dock like the others.
    bindDockViewAction(traceDock_, traceViewAction_);
    connect(trace_, &TraceWorkspace::errorOccurred, this, &MainWindow::showError);
    // The open trace is part of the session a crash recovery gives back.
    if (autosave_) connect(trace_, &TraceWorkspace::traceLoaded, autosave_, &Autosave::sessionChanged);
    connect(trace_, &TraceWorkspace::predictionWanted, this, &MainWindow::showPredictedTimeline);
    // A shown prediction follows the recipe: marked out of date at once, re-simulated once the
    // edits pause (a slider drag simulates once, not per step).
    predictionRefresh_ = new QTimer(this);
    predictionRefresh_->setSingleShot(true);
    predictionRefresh_->setInterval(400);
    connect(predictionRefresh_, &QTimer::timeout, this, [this] {
        if (!trace_->followsRecipe()) return;
        refreshingPrediction_ = true;
        showPredictedTimeline();
    });
    connect(state_, &StudioState::recipeChanged, this, [this] {
        if (!trace_->followsRecipe()) return;
        trace_->markPredictionOutdated({});
        predictionRefresh_->start();
    });
    // The recipe's estimated step, so a measured trace that cannot be its run is said to be so
    // as soon as it opens.
    const auto passEstimatedStep = [this] {
        const std::shared_ptr<const EstimateOutcome>& outcome = estimate_->outcome();
        // Only a recipe that can run has a step to hold a trace against (review 11: an invalid
        // recipe's estimate was quoted under "No predicted step").
        trace_->setStepBand(outcome ? outcome->uncertainty : Uncertainty{});
        if (!outcome || !outcome->hasNumbers() || !outcome->invalid.empty()) {
            trace_->setRecipeStep(0.0, {}, state_->displayName());
            return;
        }
        const double seconds = outcome->estimate->step_time_s;
        trace_->setRecipeStep(seconds * 1e3, formatSecondsInBand(seconds, outcome->uncertainty), state_->displayName());
    };
    connect(estimate_, &EstimatePanel::updated, trace_, passEstimatedStep);
    // The measured trace's recorded GPU and world size against the recipe, at every edit.
    const auto passConflicts = [this] {
        const TraceDocumentPtr measured = trace_->measuredDocument();
        trace_->setRecipeConflicts(measured && measured->imported
                                       ? evidence::runMismatches(state_->recipe(), measured->imported->recorded)
                                       : std::vector<evidence::RunMismatch>{});
    };
    connect(state_, &StudioState::recipeChanged, trace_, passConflicts);
    connect(trace_, &TraceWorkspace::traceLoaded, trace_, passConflicts);
    // The Estimate dock skips edits while tabbed away; the step quoted beside a measured trace
    // must not (review 13 read the previous layout's step beside this recipe's name).
    connect(trace_, &TraceWorkspace::traceLoaded, estimate_, [this] { estimate_->setComputeWhileTabbedAway(true); });
    passEstimatedStep();
    connect(trace_, &TraceWorkspace::traceLoaded, this, [this](const QString& file) {
        banner_->hide();
        const int files = trace_->document() ? static_cast<int>(trace_->document()->sources.size()) : 1;
        statusBar()->showMessage(files > 1 ? tr("Opened %1 trace files (%2, …)").arg(files).arg(QDir::toNativeSeparators(file))
                                           : tr("Opened trace %1").arg(QDir::toNativeSeparators(file)),
                                 kStatusTimeoutMs);
    });
}

void MainWindow::showPredictedTimeline() {
    ensureTraceDock();
    if (!prediction_) {
        prediction_ = new PredictionJob(this);
        connect(prediction_, &PredictionJob::finished, this, [this](const PredictionOutcome& outcome) {
            const bool refresh = std::exchange(refreshingPrediction_, false);
            if (!outcome.document) {
                // "Simulating one step…" must not stay up once the simulation has given up.
                statusBar()->showMessage(tr("Cannot simulate the step: %1").arg(outcome.error), kStatusTimeoutMs);
                if (refresh && outcome.cannotRun)
                    trace_->withdrawPrediction(outcome.error);
                else if (refresh)
                    trace_->markPredictionOutdated(outcome.error);
                else
                    showError(tr("Cannot simulate the step"), outcome.error);
                return;
            }
            if (!refresh) presentTraceDock();
            trace_->showPrediction(outcome.document, outcome.comparison);
            const Uncertainty band = estimate_->outcome() ? estimate_->outcome()->uncertainty : Uncertainty{};
            statusBar()->showMessage(tr("Predicted step %1 (closed-form estimate %2)")
                                         .arg(formatPredictedSecondsInBand(outcome.step_s, band),
                                              formatPredictedSecondsInBand(outcome.analytic_step_s, band)),
                                     kStatusTimeoutMs);
        });
    }
    statusBar()->showMessage(tr("Simulating one step…"));
    prediction_->start(state_->recipe(), *StudioCalibration::of(state_)->calibration(), trace_->measuredDocument(),
                       state_->memoryAssumptions());
}

void MainWindow::openTrace(const QString& path) {
    openTraces(QStringList{path});
}

void MainWindow::openTraces(const QStringList& paths) {
    ensureTraceDock();
    presentTraceDock();
    trace_->openTraces(paths);
}

void MainWindow::presentTraceDock() {
    traceDock_->show();
    traceDock_->raise();
    if (traceDockSized_ || traceDock_->isFloating()) return;
    traceDockSized_ = true;
    // Two fifths: the timeline gets room without shrinking the grids and the memory chart to
    // thumbnails (at half the height they were unreadable at 1920x1080); on a laptop screen two
    // fifths left the timeline three lanes, so it gets up to half there (420 px at most), as far
    // as the grids' floor (holdGridFloor) lets it.
    const int share = std::max(height() * 2 / 5, std::min(420, height() / 2));
    if (traceDock_->height() < share) resizeDocks({traceDock_}, {share}, Qt::Vertical);
}

}  // namespace moe::ui
