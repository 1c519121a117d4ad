#include "ui/window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <functional>

#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/common/core_message_text.h"
#include "ui/common/focus_in_view.h"
#include "ui/common/header_tips.h"
#include "ui/common/panel_visibility.h"
#include "ui/common/tab_focus.h"
#include "ui/common/wheel_guard.h"
#include "ui/common/window_shortcut_guard.h"
#include "ui/compare/compare_panel.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/editor/layout_editor.h"
#include "ui/editor/recipe_summary_view.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/export/export_dialog.h"
#include "ui/export/image_export.h"
#include "ui/export/view_image_sources.h"
#include "ui/feasibility/feasibility_panel.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/library/recipe_library_dialog.h"
#include "ui/memory/assumptions_editor.h"
#include "ui/memory/memory_chart.h"
#include "ui/runs/runs_panel.h"
#include "ui/runs/studio_calibration.h"
#include "ui/search/search_panel.h"
#include "ui/state/autosave.h"
#include "ui/state/studio_state.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/color_scheme.h"
#include "ui/window/focus_return.h"
#include "ui/window/help_menu.h"
#include "ui/window/message_banner.h"
#include "ui/window/pane_cycle.h"
#include "ui/window/preferences_dialog.h"
#include "ui/window/recent_files.h"
#include "ui/window/settings.h"
#include "ui/window/tabbed_away_shortcuts.h"

namespace moe::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      state_(new StudioState(this)),
      recent_(new RecentFiles(this)),
      summary_(new RecipeSummaryView(state_)),
      diagnostics_(new DiagnosticsView(state_)),
      banner_(new MessageBanner),
      editor_(new LayoutEditor(state_)),
      grid_(new FoldedGridView(state_)),
      memory_(new MemoryChart(state_)),
      splitter_(new QSplitter(Qt::Horizontal)),
      vizSplitter_(new QSplitter(Qt::Horizontal)),
      rightSplitter_(new QSplitter(Qt::Vertical)) {
    // At most half a second of edits is lost to a crash; a write is a few kilobytes.
    autosave_ = new Autosave(state_, Autosave::defaultDirectory(), 500, this);
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    // Hovering a GPU names its groups even while another window (a meeting's slides) has focus.
    setAttribute(Qt::WA_AlwaysShowToolTips);

    splitter_->setObjectName(QStringLiteral("mainSplitter"));
    splitter_->addWidget(summary_);
    splitter_->addWidget(diagnostics_);
    splitter_->setStretchFactor(0, 2);
    splitter_->setStretchFactor(1, 3);

    // Inputs on the left, what they do (grids, memory) on top, the written-out plan and its
    // findings below: the eye moves from a control to its consequence without switching tabs.
    vizSplitter_->setObjectName(QStringLiteral("vizSplitter"));
    vizSplitter_->addWidget(grid_);
    vizSplitter_->addWidget(memory_);
    // The grids are the picture the layout is about: they get the larger share.
    vizSplitter_->setStretchFactor(0, 3);
    vizSplitter_->setStretchFactor(1, 2);
    rightSplitter_->setObjectName(QStringLiteral("rightSplitter"));
    rightSplitter_->addWidget(vizSplitter_);
    rightSplitter_->addWidget(splitter_);
    rightSplitter_->setStretchFactor(0, 3);
    rightSplitter_->setStretchFactor(1, 2);
    // At 1280x720 the bottom docks under a full-width editor left it eight fields and no
    // parallel-folding control (issue 41). As a left dock that owns both left corners, the editor
    // runs the window's full height. Docked first, it is also first in the Tab order.
    editorDock_ = new QDockWidget(tr("Recipe editor"), this);
    editorDock_->setObjectName(QStringLiteral("editorDock"));
    editorDock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    editorDock_->setAllowedAreas(Qt::LeftDockWidgetArea);
    editorDock_->setTitleBarWidget(new QWidget(editorDock_));  // a column of the window, not a panel
    editorDock_->setWidget(editor_);
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, editorDock_);

    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(banner_);
    layout->addWidget(rightSplitter_, 1);
    setCentralWidget(central);

    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (now && ImageExportHandle::find(now)) lastPictureFocus_ = now;
    });
    createMenus();
    createPanels();         // before restoreWindowState(): restoreState() needs the docks to exist
    installHelpMenu(this);  // last: after the Compare menu
    // Column titles that a longer language makes wider than their column end in "…", whole in a
    // tooltip (issue 42), in every panel's tables.
    elideHeadersWithTips(this);
    // Where to start, for someone who has never seen the window (review 15 found no cue before F1);
    // once files have been opened here, not every start again (review in Chinese).
    statusBar()->showMessage(recent_->files().isEmpty()
                                 ? tr("Ready. New here? Help ▸ Getting Started walks through the window.")
                                 : tr("Ready."));

    connect(state_, &StudioState::recipeChanged, this, &MainWindow::updateTitle);
    // An error banner is about the last action; a successful edit, open or save clears it. An
    // import's warnings are about the document: they stay through its edits (issue 41: the strip
    // vanished at the next edit and moved the editor 80 px under the pointer, and the next click set
    // MBS 256) until it is dismissed or another document replaces it.
    const auto hideError = [this] {
        // The warnings go with their document: undoing the import, or another model, ends them.
        if (!banner_->isWarning() || state_->recipe().model.name != warnedModel_) banner_->hide();
    };
    connect(state_, &StudioState::recipeChanged, banner_, hideError);
    // Kept through edits, but said to be about the file as imported once the recipe moved on
    // (review: the strip still described the import's layout after it was edited). The undo index
    // moves after a command's redo, so the note follows the stack, not recipeChanged.
    connect(state_->undoStack(), &QUndoStack::indexChanged, banner_, [this](int index) {
        if (!banner_->isWarning()) return;
        // The import itself undone: its warnings describe no recipe on screen (review 41: they
        // stayed above the recipe the undo brought back). Redoing it brings them back.
        if (index < importedUndoIndex_) {
            importBannerUndone_ = true;  // recipeChanged may have hidden it already (another model)
            banner_->hide();
            return;
        }
        if (importBannerUndone_) {
            importBannerUndone_ = false;
            // Only the import's own redo: an edit made after the undo took its place on the stack.
            const QUndoStack* stack = state_->undoStack();
            if (importedUndoIndex_ > 0 && stack->command(importedUndoIndex_ - 1) == importCommand_)
                banner_->show();
            else
                banner_->hide();
        }
        banner_->setNote(index != importedUndoIndex_
                             ? tr("The recipe has been edited since: these warnings are about the file as imported.")
                             : QString());
    });
    connect(state_, &StudioState::fileSaved, banner_, hideError);
    // What the status bar said about the recipe ("Saved …", "GPU changed … Ctrl+Z restores …") is
    // stale once the recipe moves on (review: it outlived the Ctrl+Z it named); a message that
    // comes with an edit is shown after the edit's push, so it survives its own edit.
    connect(state_->undoStack(), &QUndoStack::indexChanged, statusBar(), &QStatusBar::clearMessage);
    connect(state_, &StudioState::filePathChanged, this, &MainWindow::updateTitle);
    connect(state_, &StudioState::dirtyChanged, this, &QWidget::setWindowModified);
    connect(state_, &StudioState::fileOpened, this, [this](const QString& path) {
        recent_->add(path);
        banner_->hide();
        if (trace_) trace_->forgetImportFailure();
        statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), kStatusTimeoutMs);
    });
    connect(state_, &StudioState::fileSaved, this, [this](const QString& path) {
        recent_->add(path);
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), kStatusTimeoutMs);
    });
    connect(state_, &StudioState::loadFailed, this, [this](const QString& message) {
        showError(importing_ ? tr("Could not import the file.") : tr("Could not open the file."), message);
    });
    connect(state_, &StudioState::imported, this, [this](const QString& path, const QStringList& warnings) {
        banner_->hide();
        // As for an opened file (review 27 read the Trace dock's old failure after an import).
        if (trace_) trace_->forgetImportFailure();
        statusBar()->showMessage(tr("Imported %1").arg(QDir::toNativeSeparators(path)), kStatusTimeoutMs);
        if (!warnings.isEmpty()) {
            // The headline names what the recipe cannot carry (review: "check the values it could
            // not carry" named none); the details list every warning.
            const auto& keys = state_->recipe().model.not_carried;
            QString headline = tr("Imported %1 with %n warning(s).", nullptr, static_cast<int>(warnings.size()))
                                   .arg(QFileInfo(path).fileName());
            if (!keys.empty()) {
                QStringList names;
                for (size_t i = 0; i < keys.size() && i < 3; ++i) {
                    const QString key = QString::fromStdString(keys[i]);
                    // The key without its explanation or value: "router SparseMixer", "rope_scaling".
                    names << key.section(QStringLiteral(" ("), 0, 0).section(QLatin1Char('='), 0, 0);
                }
                headline +=
                    QLatin1Char(' ') +
                    (keys.size() > 3 ? tr("Not carried into the exports: %1 and %n more.", nullptr,
                                          static_cast<int>(keys.size() - 3))
                                           .arg(names.join(QStringLiteral(", ")))
                                     : tr("Not carried into the exports: %1.").arg(names.join(QStringLiteral(", "))));
            }
            banner_->showWarning(headline, warnings.join(QLatin1Char('\n')));
            warnedModel_ = state_->recipe().model.name;
            importedUndoIndex_ = state_->undoStack()->index();
            importCommand_ = importedUndoIndex_ > 0 ? state_->undoStack()->command(importedUndoIndex_ - 1) : nullptr;
            importBannerUndone_ = false;
        }
    });
    connect(state_, &StudioState::editRejected, this,
            [this](const QString& message) { showError(tr("The edit was rejected."), message); });
    connect(state_, &StudioState::saveFailed, this,
            [this](const QString& message) { showError(tr("Could not save the recipe."), message); });

    restoreWindowState();
    watchLayoutChanges();
    updateTitle();
    // Tab walks the window's controls: no table or text box keeps it (the findings table, Notes).
    releaseTabKey(this);
    banner_->makeKeyboardScrollable();  // after releaseTabKey: the message's text is a Tab stop
    new FocusInView(this);  // a control Tab reaches inside a scroll area is scrolled into view
    // F6 / Shift+F6: from pane to pane in screen order (editor, grids, memory, findings, the dock
    // in front).
    auto* panes = new PaneCycle(this, [this] {
        std::vector<QWidget*> out{editorDock_->widget(), grid_, memory_, diagnostics_};
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            if (dockWidgetArea(dock) == Qt::BottomDockWidgetArea && !dock->isFloating() && dockInFront(dock))
                out.push_back(dock->widget());
        return out;
    });
    panes->addActionsTo(viewMenu_);  // where they are found and listed among the shortcuts
    // The window opens with the keyboard on the grids, whose keys only zoom: left to Qt, the recipe
    // name took it, and the first words typed after a dialog closed renamed the recipe (review 18).
    grid_->setFocus(Qt::OtherFocusReason);
}

bool MainWindow::isRecipeFileName(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));

    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::openWithDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    QAction* importAction = file->addAction(tr("&Import…"), this, &MainWindow::importWithDialog);
    importAction->setObjectName(QStringLiteral("actionImport"));
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(editor_, &LayoutEditor::importRequested, this, &MainWindow::importWithDialog);
    connect(editor_, &LayoutEditor::sideEffect, this,
            [this](const QString& message) { statusBar()->showMessage(message, 2 * kStatusTimeoutMs); });
    open->setShortcut(QKeySequence::Open);

    recentMenu_ = file->addMenu(tr("Open &Recent"));
    recentMenu_->setObjectName(QStringLiteral("menuOpenRecent"));
    connect(recent_, &RecentFiles::changed, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();

    // Built-in recipes load as an undoable replace, like a file, but stay unbound to any path.
    QMenu* builtins = file->addMenu(tr("Open &Built-in"));
    builtins->setObjectName(QStringLiteral("menuOpenBuiltin"));
    for (const BuiltinRecipe& builtin : builtinRecipes()) {
        const QString name = QString::fromStdString(builtin.file_name);
        builtins->addAction(name, this, [this, builtin, name] {
            Result<Recipe> parsed = parseRecipeYaml(builtin.text, "<built-in>/" + builtin.file_name + ".yaml");
            if (!parsed.ok()) {
                showError(tr("Could not load the built-in recipe %1.").arg(name), coreErrorText(parsed.error()));
                return;
            }
            if (!confirmDiscardChanges()) return;
            state_->replaceRecipe(parsed.value(), QString{}, tr("Open built-in %1").arg(name));
            // Opened, not edited (as from the library): no modified marker, Quit does not ask.
            state_->undoStack()->setClean();
            banner_->hide();
        });
    }
    builtins->setEnabled(!builtins->isEmpty());
    QAction* library = file->addAction(tr("Open from &Library…"), this, &MainWindow::openLibraryDialog);
    library->setObjectName(QStringLiteral("actionOpenFromLibrary"));
    QAction* openTraceAction = file->addAction(tr("Open &Trace…"), this, &MainWindow::openTraceWithDialog);
    openTraceAction->setObjectName(QStringLiteral("actionOpenTrace"));

    file->addSeparator();
    QAction* saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setObjectName(QStringLiteral("actionSave"));
    saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::saveWithDialog);
    saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    // The platform's Save As key, and Ctrl+Shift+S where the platform theme defines none.
    saveAs->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                             ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                             : QKeySequence::keyBindings(QKeySequence::SaveAs));
    QAction* exportAction = file->addAction(tr("&Export…"), this, &MainWindow::openExportDialog);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportAction->setObjectName(QStringLiteral("actionExport"));
    QAction* exportImage = file->addAction(tr("Export Ima&ge…"), this, &MainWindow::exportFocusedImage);
    exportImage->setObjectName(QStringLiteral("actionExportImage"));
    exportImage->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    // Text fields claim Ctrl+E (end of line on X11); Export must work with the cursor in Name.
    new WindowShortcutGuard(this, {exportAction->shortcut(), exportImage->shortcut()});
    new TabbedAwayShortcuts(this);  // a hidden dock's Alt+letter buttons stay quiet
    new FocusReturn(this);          // the keyboard back here when a dialog closes
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = state_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setProperty(kShortcutListName, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = state_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setProperty(kShortcutListName, tr("&Redo"));
    // Ctrl+Shift+Z everywhere (and Ctrl+Y), whatever the platform theme's key scheme says.
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    // Ctrl+Z in a dock's field (Search's GPU count) is the studio's undo too, as Help says: the
    // field's own undo took it (review 29). The editor's fields commit their typing first and
    // undo themselves (layout_editor_text_undo.cpp).
    new WindowShortcutGuard(this,
                            {QKeySequence(QKeySequence::Undo), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                             QKeySequence(Qt::CTRL | Qt::Key_Y)},
                            editorDock_);
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("Pr&eferences…"), this, &MainWindow::openPreferencesDialog);
    preferences->setObjectName(QStringLiteral("actionPreferences"));
    // The platform's Preferences key (Ctrl+, on most desktops), Ctrl+, where the theme has none.
    preferences->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
                                  ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                  : QKeySequence::keyBindings(QKeySequence::Preferences));
    preferences->setMenuRole(QAction::PreferencesRole);
}

// Library and export dialogs are window-modal but non-blocking (open(), not exec()), so tests and
// scripts can drive them; each deletes itself on close.
void MainWindow::openLibraryDialog() {
    auto* dialog = new RecipeLibraryDialog(state_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RecipeLibraryDialog::recipeOpened, banner_, &QWidget::hide);
    dialog->setConfirmReplace([this, dialog] { return confirmDiscardChanges(dialog); });
    dialog->open();
}

void MainWindow::openExportDialog() {
    auto* dialog = new ExportDialog(state_->recipe(), this, StudioCalibration::of(state_)->calibration().get(),
                                    state_->memoryAssumptions());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ExportDialog::saved, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
    });
    dialog->open();
}

void MainWindow::openPreferencesDialog() {
    auto* dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recent_->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        // Mnemonics 1..9 then 0 for the tenth, as most desktop apps do.
        QAction* action =
            recentMenu_->addAction(QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName()));
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path)) {
                recent_->remove(path);  // stale entry: drop it, still report (nothing is replaced)
                state_->openFile(path);
                return;
            }
            openFile(path);
        });
    }
    if (!files.isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("&Clear Menu"), recent_, &RecentFiles::clear);
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::updateTitle() {
    // "[*]" is Qt's placeholder for the modified marker driven by setWindowModified(); the
    // platform appends QGuiApplication::applicationDisplayName (set in main) itself.
    QString title = state_->displayName();
    if (!state_->filePath().isEmpty()) title += QStringLiteral(" — ") + QFileInfo(state_->filePath()).fileName();
    setWindowTitle(title + QStringLiteral("[*]"));
    setWindowModified(state_->isDirty());
}

void MainWindow::showError(const QString& title, const QString& details) {
    banner_->showError(title, details);
    statusBar()->showMessage(details, kStatusTimeoutMs * 2);
}

bool MainWindow::confirmDiscardChanges(QWidget* parent) {
    if (!state_->isDirty()) return true;
    switch (askUnsaved_(parent ? parent : this, state_->displayName())) {
        case UnsavedChoice::Save:
            return save();
        case UnsavedChoice::Discard:
            return true;
        case UnsavedChoice::Cancel:
            return false;
    }
    return false;
}

bool MainWindow::focusNextPrevChild(bool next) {
    QWidget* start = QApplication::focusWidget();
    // Each step may land in a tabbed-away dock; at most one lap of the window's focus chain.
    for (int step = 0; step < 1000; ++step) {
        if (!QMainWindow::focusNextPrevChild(next)) return false;
        QWidget* now = QApplication::focusWidget();
        if (now == nullptr || now == start || !insideTabbedAwayDock(now)) return true;
    }
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!confirmDiscardChanges()) {
        event->ignore();
        return;
    }
    saveWindowState();
    event->accept();
}

void MainWindow::settle() {
    memory_->settle();
    estimate_->settle();
    // Delivers the queued replot and any layout requests the new results caused.
    QApplication::processEvents();
}

void MainWindow::exportFocusedImage() {
    // The focused grid or chart; else the one focused last; else the grids, the window's main
    // picture. A review pressed Ctrl+Shift+E from a field and read "Click a grid or chart first",
    // which a keyboard-only user cannot do; the save dialog's title names what it exports.
    ImageExportHandle* handle = ImageExportHandle::find(QApplication::focusWidget());
    // The one focused last only while it is on screen: behind another dock's tab it is not what
    // the user is looking at (review 24: Search's plot, tabbed away, was preselected).
    QWidget* last = lastPictureFocus_.data();
    if (!handle && last && last->isVisible() && !insideTabbedAwayDock(last)) handle = ImageExportHandle::find(last);
    if (!handle) handle = ImageExportHandle::find(grid_);
    if (handle) handle->exportWithDialog();  // the chooser, with this picture selected
}

}  // namespace moe::ui
