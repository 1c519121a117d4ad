#pragma once
// The studio's main window: recipe summary beside the validation panel, File/Edit menus, recent
// files, drag-and-drop of recipe files, and remembered geometry. It owns the StudioState that
// every view subscribes to.
#include <QMainWindow>
#include <QPointer>

#include "ui/window/unsaved_changes.h"

class QAction;
class QDockWidget;
class QKeySequence;
class QMenu;
class QSplitter;

class QScreen;
class QTimer;

class QUndoCommand;

namespace moe::ui {

struct SessionSnapshot;

class DiagnosticsView;
class PredictionJob;
class TraceWorkspace;
class AssumptionsEditor;
class ComparePanel;
class EstimatePanel;
class FeasibilityPanel;
class FoldedGridView;
class LayoutEditor;
class MemoryChart;
class MessageBanner;
class RecentFiles;
class RecipeSummaryView;
class RunsPanel;
class SearchPanel;
class StudioState;
class Autosave;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    // Detaches the autosave from the panels first: destroying the docks emits their change
    // signals, and the session source reads the panels of a window already half destroyed
    // (UBSan: member access within an object that is no longer a MainWindow).
    ~MainWindow() override;

    [[nodiscard]] StudioState* state() const { return state_; }
    // Crash recovery of unsaved edits (ui/state/autosave.h); the program offers leftovers at start.
    [[nodiscard]] Autosave* autosave() const { return autosave_; }
    // A recovered session's pins (back in Compare) and runs (loaded again in Runs, one by one).
    void restoreSession(const SessionSnapshot& session);
    [[nodiscard]] RecentFiles* recentFiles() const { return recent_; }
    [[nodiscard]] QMenu* recentFilesMenu() const { return recentMenu_; }
    [[nodiscard]] RecipeSummaryView* summaryView() const { return summary_; }
    [[nodiscard]] DiagnosticsView* diagnosticsView() const { return diagnostics_; }
    [[nodiscard]] MessageBanner* messageBanner() const { return banner_; }
    [[nodiscard]] LayoutEditor* layoutEditor() const { return editor_; }
    [[nodiscard]] FoldedGridView* gridView() const { return grid_; }
    [[nodiscard]] MemoryChart* memoryChart() const { return memory_; }
    // Estimate, feasibility and search panels: docks (tabbed at the bottom), toggled in View.
    [[nodiscard]] EstimatePanel* estimatePanel() const { return estimate_; }
    [[nodiscard]] FeasibilityPanel* feasibilityPanel() const { return feasibility_; }
    [[nodiscard]] SearchPanel* searchPanel() const { return search_; }
    // Pinned recipes beside the current one (Compare dock, Compare menu).
    [[nodiscard]] ComparePanel* comparePanel() const { return compare_; }
    // The memory model's assumptions as inputs (Memory Assumptions dock).
    [[nodiscard]] AssumptionsEditor* assumptionsEditor() const { return assumptions_; }
    // Measured runs of this session (Runs dock): A/B, evidence report, calibration (issue 8).
    [[nodiscard]] RunsPanel* runsPanel() const { return runs_; }
    [[nodiscard]] QMenu* viewMenu() const { return viewMenu_; }
    // The Trace dock (created on first File ▸ Open Trace…); null until then.
    [[nodiscard]] TraceWorkspace* traceWorkspace() const { return trace_; }
    // The line under every exported picture: the recipe's name and what it is.
    [[nodiscard]] QString pictureCaption() const;

    // The first window's size on a screen with `available` room (logical pixels).
    static QSize firstWindowSize(const QRect& available);
    // Shows the window as the studio starts: maximised when no geometry was saved (a first start).
    void showAsStarted();
    [[nodiscard]] bool isFirstStart() const { return firstStart_; }
    // The first-start dock height for the window's current size (a fresh start, a screenshot).
    void sizeDocksForWindow();
    // Waits for background results (memory) and delivers them, so a grab() shows final content.
    void settle();

    // True for paths the window accepts as recipe files (drag-and-drop, open).
    static bool isRecipeFileName(const QString& path);

    // Replaces the Save / Discard / Cancel box asked before unsaved edits are replaced (tests).
    void setUnsavedChangesQuestion(UnsavedChangesQuestion ask) { askUnsaved_ = std::move(ask); }
    // True when the recipe may be replaced: no unsaved edits, or the user saved or discarded them.
    // `parent` is where the question shows (a dialog in front of the window); null: the window.
    bool confirmDiscardChanges(QWidget* parent = nullptr);

public slots:
    // Opens a recipe file; asks first about unsaved edits (false when the user cancels).
    bool openFile(const QString& path);
    void openWithDialog();
    // Drag-and-drop and File ▸ Import… route here: recipes open, traces go to the Trace dock,
    // Bridge YAML / HF config.json / Megatron-LM command lines are imported (StudioState::importFile).
    void openAnyFile(const QString& path);
    void importWithDialog();
    // File ▸ Import… without the dialog: any kind openAnyFile takes; a failure says "Could not import".
    void importFile(const QString& path);
    bool save();
    bool saveWithDialog();
    // File ▸ Open from Library… and File ▸ Export… (non-blocking dialogs, children of this window).
    void openLibraryDialog();
    void openExportDialog();
    // Edit ▸ Preferences…: the language (applied at the next start).
    void openPreferencesDialog();
    // File ▸ Open Trace…: Kineto JSON(.gz) or Nsight SQLite, imported in the background into the Trace dock.
    void openTrace(const QString& path);
    // Several files (one per rank, e.g. a multi-selection or a drop) into one trace document.
    void openTraces(const QStringList& paths);
    void openTraceWithDialog();
    // Estimate ▸ Show predicted timeline: simulates the current recipe's step in the background and
    // opens it in the Trace dock, beside the measured trace when one is open.
    void showPredictedTimeline();
    [[nodiscard]] PredictionJob* predictionJob() const { return prediction_; }
    // File ▸ Export Image…: the focused chart or grid as PNG, SVG or PDF (ui/export/image_export.h).
    void exportFocusedImage();
    // Persists geometry, splitter positions and dock placement, the Trace dock's too (also done on close).
    void saveWindowState() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    // Tab and Shift+Tab pass over the widgets of docks behind another tab: Qt keeps them visible
    // off-screen, and a keyboard user pressed Tab about 23 times with nothing to see (review 24).
    bool focusNextPrevChild(bool next) override;
    // A window made smaller keeps its bottom docks within 45 % of its height: QMainWindow keeps their
    // pixels, and at 1280x800 after 2048x1224 the docks took over half the window (review 18).
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createPanels();
    void rebuildRecentMenu();
    void fitOnScreen();
    // The grids' minimum height for the window's height (over a third of it).
    void holdGridFloor();
    void restoreWindowState();
    // Saves the window state a moment after any dock, splitter or window geometry change, so a
    // crash or a killed process loses no arrangement (closing still saves at once).
    void watchLayoutChanges();
    void watchDockLayout(QDockWidget* dock);
    bool eventFilter(QObject* watched, QEvent* event) override;
    void ensureTraceDock();
    // Shows and raises the Trace dock; the first time, gives the bottom dock area up to half the
    // window (the grids keep their floor) so the timeline shows more than a few lanes (later sizes
    // are the user's).
    void presentTraceDock();

public:
    // A dock is in front when it is on screen, not merely open behind another tab.
    static bool dockInFront(const QDockWidget* dock);

private:
    static constexpr int kStatusTimeoutMs = 5000;  // status-bar messages
    // View-menu action for a dock: shows it, brings it forward when tabbed away, else hides it.
    QAction* dockViewAction(QDockWidget* dock, const QString& objectName, const QKeySequence& shortcut);
    // Makes `action` toggle `dock` the way every View ▸ panel action does (front first, then hide).
    void bindDockViewAction(QDockWidget* dock, QAction* action);
    void updateTitle();
    void showError(const QString& title, const QString& details);

    StudioState* state_;
    Autosave* autosave_ = nullptr;
    RecentFiles* recent_;
    RecipeSummaryView* summary_;
    DiagnosticsView* diagnostics_;
    MessageBanner* banner_;
    std::string warnedModel_;  // the model an import's warnings in the banner are about
    int importedUndoIndex_ = -1;  // the undo index right after an import with warnings
    bool importBannerUndone_ = false;              // the import was undone with its warnings on show
    const QUndoCommand* importCommand_ = nullptr;  // the import's command on the stack (compared, never used)
    LayoutEditor* editor_;
    FoldedGridView* grid_;
    MemoryChart* memory_;
    QSplitter* splitter_;       // summary | diagnostics
    QSplitter* vizSplitter_;    // grids | memory
    QSplitter* rightSplitter_;  // visualisations above the summary and diagnostics
    // The editor, a fixed left column from the menu bar to the status bar: the bottom docks sit
    // under the grids only, so a short screen still shows the parallel-folding controls.
    QDockWidget* editorDock_ = nullptr;
    QPointer<QWidget> lastPictureFocus_;  // the grid or chart that had the keyboard focus last
    QMenu* recentMenu_ = nullptr;
    EstimatePanel* estimate_ = nullptr;
    FeasibilityPanel* feasibility_ = nullptr;
    SearchPanel* search_ = nullptr;
    ComparePanel* compare_ = nullptr;
    AssumptionsEditor* assumptions_ = nullptr;
    RunsPanel* runs_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    TraceWorkspace* trace_ = nullptr;
    QDockWidget* traceDock_ = nullptr;
    QAction* traceViewAction_ = nullptr;  // View ▸ Trace, in the menu before the dock exists
    bool traceDockSized_ = false;
    bool searchDockSized_ = false;  // grown once for its first results
    bool firstStart_ = false;       // no window geometry was saved (restoreWindowState)
    bool compareDockSized_ = false;  // grown once for its first pin
    PredictionJob* prediction_ = nullptr;
    // An edit while a predicted timeline is shown re-simulates it (debounced); a re-simulation
    // that fails marks the shown one out of date instead of raising the error banner.
    QTimer* predictionRefresh_ = nullptr;
    QTimer* layoutSave_ = nullptr;  // debounced saveWindowState()
    bool refreshingPrediction_ = false;
    bool importing_ = false;  // a load failure now is an import's (the banner says which)
    UnsavedChangesQuestion askUnsaved_ = askAboutUnsavedChanges;
};

}  // namespace moe::ui
