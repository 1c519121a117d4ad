// MainWindow's bottom docks: the estimate, feasibility, search, compare, runs and memory-assumption
// panels tabbed together, the View menu that toggles them (Trace included before its dock
// exists), and the toggle behaviour every panel action shares (front first, then hide).
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QTabBar>
#include <QUndoStack>
#include <QWindow>
#include <algorithm>
#include <functional>

#include "core/recipe/recipe_description.h"
#include "ui/common/core_message_text.h"
#include "ui/common/reading_order.h"
#include "ui/common/scroll_edge_fade.h"
#include "ui/common/wheel_guard.h"
#include "ui/compare/compare_panel.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/export/image_export.h"
#include "ui/export/view_image_sources.h"
#include "ui/feasibility/feasibility_panel.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/memory/assumptions_editor.h"
#include "ui/memory/memory_chart.h"
#include "ui/runs/runs_panel.h"
#include "ui/runs/studio_calibration.h"
#include "ui/search/search_panel.h"
#include "ui/state/autosave.h"
#include "ui/state/studio_state.h"
#include "ui/trace/trace_document.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/color_scheme.h"
#include "ui/window/main_window.h"

namespace moe::ui {

// The estimate, feasibility and search panels as bottom docks, tabbed with the estimate in front;
// View toggles each. Their placement and visibility travel with saveState() (objectName keys).
void MainWindow::restoreSession(const SessionSnapshot& session) {
    // The calibration first: the runs restored below are scored with it.
    if (session.calibration)
        StudioCalibration::of(state_)->setCalibration(session.calibration->constants, session.calibration->name,
                                                      session.calibration->fittedOn);
    for (const SessionSnapshot::Pin& p : session.pins) compare_->pinRecipe(p.recipe, p.name);
    runs_->restoreRuns(session.runs);
    // A file gone since is said as any failed open is, in the error banner.
    if (!session.traceFiles.isEmpty()) openTraces(session.traceFiles);
}

MainWindow::~MainWindow() {
    // The undo stack outlives this body and emits indexChanged as it is cleared: the banner's
    // note (main_window.cpp) reads members of a MainWindow that is no longer one (UBSan).
    if (state_ && banner_) disconnect(state_->undoStack(), nullptr, banner_, nullptr);
    if (autosave_ == nullptr) return;
    autosave_->setSessionSource({});
    if (compare_) disconnect(compare_, nullptr, autosave_, nullptr);
    if (runs_) disconnect(runs_, nullptr, autosave_, nullptr);
    if (trace_) disconnect(trace_, nullptr, autosave_, nullptr);
    if (state_) disconnect(StudioCalibration::of(state_), nullptr, autosave_, nullptr);
}

void MainWindow::createPanels() {
    estimate_ = new EstimatePanel(state_);
    connect(estimate_, &EstimatePanel::predictedTimelineRequested, this, &MainWindow::showPredictedTimeline);
    feasibility_ = new FeasibilityPanel(state_);
    search_ = new SearchPanel(state_);
    compare_ = new ComparePanel(state_);
    assumptions_ = new AssumptionsEditor(state_);
    runs_ = new RunsPanel(state_);
    connect(runs_, &RunsPanel::failed, this, &MainWindow::showError);
    connect(compare_, &ComparePanel::exportFailed, this, &MainWindow::showError);
    // Pins and attached runs are work too: the autosave keeps them for a crash recovery.
    autosave_->setSessionSource([this] {
        SessionSnapshot session;
        for (int i = 0; i < compare_->pinCount(); ++i) session.pins.push_back({compare_->pin(i).name, compare_->pin(i).recipe});
        session.runs = runs_->sessionRuns();
        if (trace_ && trace_->measuredDocument())
            for (const TraceSource& source : trace_->measuredDocument()->sources)
                session.traceFiles << QString::fromStdString(source.path);
        if (const StudioCalibration* calibration = StudioCalibration::of(state_); !calibration->isBuiltin())
            session.calibration = SessionSnapshot::CalibrationChoice{calibration->name(), calibration->fittedOn(),
                                                                     *calibration->calibration()};
        return session;
    });
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, autosave_, &Autosave::sessionChanged);
    connect(compare_, &ComparePanel::pinsChanged, autosave_, &Autosave::sessionChanged);
    connect(runs_, &RunsPanel::runsChanged, autosave_, &Autosave::sessionChanged);
    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->setObjectName(QStringLiteral("menuView"));
    const struct {
        QWidget* panel;
        QString title;
        const char* name;
        const char* action;  // the View action's objectName: English whatever the language
        QKeySequence shortcut;
        std::function<void()> catchUp;  // work skipped while the dock was tabbed away
    } panels[] = {
        //: Dock title and View menu entry: the estimated step time and throughput (a noun).
        {estimate_, tr("Estimate"), "estimateDock", "actionViewEstimate", QKeySequence(Qt::CTRL | Qt::Key_1),
         [this] { estimate_->catchUp(); }},
        //: Dock title: which GPU counts can run the model at this sequence length.
        {feasibility_, tr("Feasibility"), "feasibilityDock", "actionViewFeasibility",
         QKeySequence(Qt::CTRL | Qt::Key_2), [this] { feasibility_->catchUp(); }},
        //: Dock title: the search for the best layouts on a GPU count (a noun).
        {search_, tr("Search"), "searchDock", "actionViewSearch", QKeySequence(Qt::CTRL | Qt::Key_3), {}},
        //: Dock title: pinned recipes side by side (a noun where the language distinguishes).
        {compare_, tr("Compare"), "compareDock", "actionViewCompare", QKeySequence(Qt::CTRL | Qt::Key_5),
         [this] { compare_->catchUp(); }},
        //: Dock title: measured training runs (logs, traces) attached to the session.
        {runs_, tr("Runs"), "runsDock", "actionViewRuns", QKeySequence(Qt::CTRL | Qt::Key_6), {}},
        //: Dock title: the memory model's assumptions (GPU memory, HBM).
        {assumptions_,
         tr("Memory Assumptions"),
         "assumptionsDock",
         "actionViewMemory Assumptions",
         QKeySequence(Qt::CTRL | Qt::Key_7),
         {}},
    };
    QDockWidget* first = nullptr;
    for (const auto& p : panels) {
        auto* dock = new QDockWidget(p.title, this);
        dock->setObjectName(QString::fromLatin1(p.name));
        // Scrollable, so the docks never force a minimum window height (a small window stays small).
        auto* scroll = new QScrollArea;
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setWidget(p.panel);
        new ScrollEdgeFade(scroll);
        // Scrolling the dock over a field must not edit it (only a focused field takes the wheel).
        guardWheelInChildren(p.panel);
        dock->setWidget(scroll);
        addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (first) {
            tabifyDockWidget(first, dock);
        } else {
            first = dock;
        }
        // Qt keeps tabbed-away docks "visible" off-screen; this fires when a tab comes forward.
        if (p.catchUp)
            connect(dock, &QDockWidget::visibilityChanged, this, [catchUp = p.catchUp](bool visible) {
                if (visible) catchUp();
            });
        viewMenu_->addAction(dockViewAction(dock, QString::fromLatin1(p.action), p.shortcut));
    }
    first->raise();
    // The first results of a session need room: a dock sized for the estimate shows one or two
    // rows of them. Once (the user's own resizing wins afterwards), the Search dock grows to about
    // 45 % of the window.
    connect(search_, &SearchPanel::updated, this, [this] {
        auto* dock = findChild<QDockWidget*>(QStringLiteral("searchDock"));
        if (searchDockSized_ || !dock || dock->isFloating() || !search_->outcome() || !search_->outcome()->result) return;
        searchDockSized_ = true;
        // Half of a laptop's height (440 px at most): beside the full-height editor the dock is
        // narrower, its sentences wrap, and 45 % cut the Pareto plot's axis at 1280x800.
        const int wanted = std::max(height() * 45 / 100, std::min(440, height() / 2));
        if (dock->height() < wanted) resizeDocks({dock}, {wanted}, Qt::Vertical);
    });
    // The Trace dock is made on first use, but its toggle is in the menu from the start, in its
    // place between Search (Ctrl+3) and Compare (Ctrl+5): the first press opens the empty dock,
    // which says how to open a trace.
    //: View menu entry and dock title: a profiler trace (Kineto, Nsight) on a timeline.
    traceViewAction_ = new QAction(tr("Trace"), this);
    traceViewAction_->setObjectName(QStringLiteral("actionViewTrace"));
    traceViewAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    traceViewAction_->setCheckable(true);
    connect(traceViewAction_, &QAction::triggered, this, [this] {
        if (traceDock_) return;  // from then on the dock's own toggle logic (bindDockViewAction)
        ensureTraceDock();
        presentTraceDock();
    });
    for (QAction* a : viewMenu_->actions())
        if (a->objectName() == QStringLiteral("actionViewCompare")) viewMenu_->insertAction(a, traceViewAction_);
    // Below the dock toggles.
    viewMenu_->addSeparator()->setObjectName(QStringLiteral("viewMenuSchemeSeparator"));
    addColorSchemeMenu(viewMenu_);
    // A first start (no saved state) gives the docks a readable height; restoreWindowState() sizes
    // them for the window, and restoreState() overrides.
    resizeDocks({first}, {260}, Qt::Vertical);

    // Compare ▸ Pin Current Layout (Ctrl+P) and Apply Pinned Layout; pinning shows the Compare dock.
    QMenu* compareMenu = menuBar()->addMenu(tr("&Compare"));
    compareMenu->setObjectName(QStringLiteral("menuCompare"));
    compareMenu->addAction(compare_->pinAction());
    compareMenu->addAction(compare_->applyAction());
    compareMenu->addSeparator();
    compareMenu->addAction(compare_->renameAction());
    compareMenu->addAction(compare_->removeAction());
    compareMenu->addAction(compare_->exportAction());
    connect(compare_->pinAction(), &QAction::triggered, this, [this] {
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("compareDock"))) {
            dock->show();
            dock->raise();
            // The first pin of a session gives the table room for its wrapped column titles and
            // a few rows, as the Search dock's first results do (the grids keep their share).
            if (!compareDockSized_ && !dock->isFloating()) {
                compareDockSized_ = true;
                const int wanted = height() * 45 / 100;
                if (dock->height() < wanted) resizeDocks({dock}, {wanted}, Qt::Vertical);
            }
        }
    });
    // "Export image…" in the context menu of every chart and grid.
    // Every exported picture names the recipe it shows, as it is when the picture is taken.
    const auto caption = [this] { return pictureCaption(); };
    for (ImageExportHandle* handle :
         {installImageExport(grid_), installImageExport(memory_), installImageExport(estimate_)})
        handle->setCaption(caption);
    // The Pareto picture shows a search, which may predate the recipe's last edits: it names what
    // was searched and the plan it rings, not the recipe as it is now.
    installImageExport(search_->paretoPlot())->setCaption([this] {
        const QString searched = search_->pictureCaption();
        return searched.isEmpty() ? pictureCaption() : searched;
    });
}

QString MainWindow::pictureCaption() const {
    return QStringLiteral("%1 — %2").arg(state_->displayName(),
                                         coreMessageText(describeRecipeMessage(state_->recipe())));
}

namespace {

// The keyboard goes to the dock's first control as the eye reads it (top left), so the next keys act
// in it (the creation order put Ctrl+4 on the Trace panel's metrics tables: review 35), or to the
// view that asks for the keys (the Trace panel's timeline once a trace is open: review 37).
void focusFirstControl(QDockWidget* dock) {
    if (QWidget* entry = panelEntryControl(dock->widget())) entry->setFocus(Qt::ShortcutFocusReason);
}

}  // namespace

bool MainWindow::dockInFront(const QDockWidget* dock) {
    if (!dock->isVisible()) return false;
    // A tabbed dock is in front when its tab is the current one. QMainWindow's dock tab bars hold
    // each tab's dock widget as the tab's data.
    if (!dock->isFloating() && dock->parentWidget())
        for (const QTabBar* bar : dock->parentWidget()->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
            for (int i = 0; i < bar->count(); ++i)
                if (bar->tabData(i).value<quintptr>() == reinterpret_cast<quintptr>(dock))
                    return i == bar->currentIndex();
    // Floating: in front while its window is on screen (its visible region came out empty for a
    // floated dock whose contents had been relaid out, though the window showed).
    if (dock->isFloating()) return dock->windowHandle() != nullptr && dock->windowHandle()->isExposed();
    // Not tabbed, alone in its area. Qt keeps a tabbed-away dock "visible", moved out of sight, so
    // what is on screen is the fallback.
    return !dock->visibleRegion().isEmpty();
}

QAction* MainWindow::dockViewAction(QDockWidget* dock, const QString& objectName, const QKeySequence& shortcut) {
    auto* action = new QAction(dock->windowTitle(), this);
    action->setObjectName(objectName);
    action->setShortcut(shortcut);
    action->setCheckable(true);
    bindDockViewAction(dock, action);
    return action;
}

void MainWindow::bindDockViewAction(QDockWidget* dock, QAction* action) {
    // Not the dock's own toggle: a dock tabbed behind another is brought to the front first, and
    // only hidden when it already is in front.
    action->setChecked(!dock->isHidden());
    action->setProperty("dock", QVariant::fromValue<QObject*>(dock));
    // As Qt Creator's output panes: a dock in front that the user has not just called up or put
    // the keyboard focus in takes the focus (review 18 pinned with Ctrl+P, which brings Compare
    // forward, then pressed Ctrl+5 to look at it and hid it); a second press hides it.
    connect(action, &QAction::triggered, dock, [dock, action] {
        QWidget* focus = QApplication::focusWidget();
        const bool inUse = (focus && dock->isAncestorOf(focus)) || dock->property("calledByShortcut").toBool();
        if (dock->isHidden() || !dockInFront(dock) || !inUse) {
            dock->show();
            dock->raise();
            focusFirstControl(dock);
            dock->setProperty("calledByShortcut", true);
        } else {
            dock->hide();
        }
        action->setChecked(!dock->isHidden());
    });
    connect(dock->toggleViewAction(), &QAction::toggled, action, &QAction::setChecked);
    // restoreState() hides and shows docks without going through the toggle. A dock tabbed away or
    // hidden is no longer the one the shortcut called up.
    connect(dock, &QDockWidget::visibilityChanged, action, [dock, action](bool visible) {
        action->setChecked(!dock->isHidden());
        if (!visible) dock->setProperty("calledByShortcut", false);
    });
}

}  // namespace moe::ui
