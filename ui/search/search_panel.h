#pragma once
// The search panel: runs searchLayouts for the recipe's model × hardware × sequence × options on
// a chosen GPU count, under the constraints row (fixed dimensions, precisions, dispatchers, memory
// share, full recompute; a bad fixed-dimension text is reported and nothing starts), in the background
// (jobs::LatestOnlyRunner) with a progress bar and Cancel; shows the top plans in a sortable table over an immutable
// snapshot, the Pareto plot of memory headroom vs throughput, and why the runner-up loses. Activating a result
// (double-click, Enter, or Apply; a click on its dot selects it) applies its layout and options to the recipe as ONE
// undoable edit; results computed for another model, GPU type or sequence length are not applied.
#include <QWidget>
#include <memory>
#include <set>
#include <optional>

#include "core/search/layout_search.h"
#include "jobs/latest_only_runner.h"

class QLabel;
class QModelIndex;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace moe::ui {

class FadeOverlay;
class ParetoPlot;
class SearchConstraintsWidget;
class SearchResultsModel;
class StudioState;

// One search: the result snapshot, or the core error, with the inputs it was run for.
struct SearchOutcome {
    std::shared_ptr<const SearchResult> result;
    QString error;
    ModelSpec model;
    HardwareSpec hardware;
    int64_t seqLength = 0;
    int64_t globalBatch = 0;  // the recipe's GBS the plans were made with
    bool forcedBalancing = false;  // the plans keep the recipe's forced load balancing (benchmark-only)
    int64_t gpus = 0;
    QString optionsText;  // the options every plan runs with (core's searchOptionsText)
    QString settingsText;  // the Search dock's own settings it ran with (SearchConstraintsWidget)
    // The calibration the plans were ranked with (the studio's at the time) and its name.
    std::shared_ptr<const Calibration> calibration;
    QString calibrationName;
    bool calibrationBuiltin = true;
    // Rule ids of the warnings the searched recipe already had: a plan is flagged only for the
    // warnings it adds (every plan of a 16-GPU EP 16 search crosses the node, as the recipe does).
    std::set<std::string> searchedWarnings;
    // What ran, for the `moe-plan search` line that repeats it (Copy Command): the request without
    // its progress callback and calibration pointer, and the recipe it was built from.
    SearchRequest request;
    Recipe recipe;
};

class SearchPanel : public QWidget {
    Q_OBJECT
public:
    explicit SearchPanel(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] SearchResultsModel* model() const { return model_; }
    [[nodiscard]] QSortFilterProxyModel* sortedModel() const { return proxy_; }
    [[nodiscard]] QTableView* view() const { return view_; }
    [[nodiscard]] ParetoPlot* paretoPlot() const { return pareto_; }
    // The caption of an exported Pareto picture: what the search ran on (model, GPU, sequence,
    // GBS, GPUs, the options every plan runs with), the ringed plan's layout, and "out of date"
    // when the recipe has changed since; empty before a search (the window's caption then).
    // A review exported the picture after editing the layout and it carried the edited recipe's
    // description over a plot searched for the one before.
    [[nodiscard]] QString pictureCaption() const;
    [[nodiscard]] FadeOverlay* paretoFade() const { return paretoFade_; }
    // Whether the plot takes turns with the table (a narrow dock) instead of sitting beside it,
    // and the button that switches them.
    [[nodiscard]] bool paretoInPlace() const { return paretoInPlace_; }
    [[nodiscard]] QPushButton* paretoToggle() const { return paretoToggle_; }
    [[nodiscard]] QSpinBox* gpusBox() const { return gpus_; }
    [[nodiscard]] QSpinBox* topKBox() const { return topK_; }
    [[nodiscard]] SearchConstraintsWidget* constraints() const { return constraints_; }
    [[nodiscard]] QPushButton* runButton() const { return run_; }
    [[nodiscard]] QPushButton* cancelButton() const { return cancel_; }
    [[nodiscard]] QPushButton* applyButton() const { return apply_; }
    // Copies the `moe-plan search` line that repeats the shown search (search_command_text.h).
    [[nodiscard]] QPushButton* copyCommandButton() const { return copyCommand_; }
    [[nodiscard]] QString commandLine() const;
    [[nodiscard]] QProgressBar* progressBar() const { return progress_; }
    [[nodiscard]] QLabel* statusLabel() const { return status_; }
    [[nodiscard]] QLabel* runnerUpLabel() const { return runnerUp_; }
    // Says when the results are another recipe's, or why the search cannot run; hidden otherwise.
    [[nodiscard]] QLabel* noticeLabel() const { return notice_; }
    [[nodiscard]] const std::shared_ptr<const SearchOutcome>& outcome() const { return outcome_; }
    [[nodiscard]] bool isRunning() const { return runner_.isBusy(); }
    // Blocks until the running search finishes and its result is shown (tests).
    void settle();

public slots:
    void run();
    void cancel();
    // Applies results[resultIndex] to the recipe as one undoable edit; false (with the reason in
    // the status line) when there is no such result or it was computed for other inputs.
    bool applyResult(int resultIndex);

signals:
    // A new outcome was shown, or a cancel took effect.
    void updated();
    void progressed(double fraction);

private:
    std::optional<Recipe> appliedRecipe_;  // the recipe "Applied plan #n" describes, while it is loaded
    QString statusBeforeApply_;
    QString statusBeforeRefusal_;  // the status line under a "Not applied" refusal
    bool refusalShown_ = false;
    void present(quint64 generation, const QVariant& result);
    void onActivated(const QModelIndex& proxyIndex);
    void onCurrentChanged(const QModelIndex& proxyIndex);
    void onRecipeChanged();
    void selectResult(int resultIndex);
    [[nodiscard]] bool resultsMatchRecipe() const;
    [[nodiscard]] bool searchedWithRecipeOptions() const;
    // The plans were ranked with the calibration the studio's estimates use now.
    [[nodiscard]] bool rankedWithStudioCalibration() const;
    // Empty when the recipe can be searched; else why not, in words.
    [[nodiscard]] QString blockingReason() const;
    void showWhetherCurrent();
    static QString outcomeInputs(const SearchOutcome& outcome);

    StudioState* state_;
    jobs::LatestOnlyRunner runner_;
    SearchResultsModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* view_;
    ParetoPlot* pareto_;
    FadeOverlay* paretoFade_;
    QSpinBox* gpus_;
    QSpinBox* topK_;
    SearchConstraintsWidget* constraints_;
    QPushButton* run_;
    QPushButton* cancel_;
    QPushButton* apply_;
    QPushButton* copyCommand_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* notice_;
    QLabel* runnerUp_;
    // The status, notice and runner-up lines above the table. Their height only grows while the
    // panel lives, so the rows never move up under the pointer when a line goes (review 13
    // double-clicked plan #2 where #1 had been a moment before).
    QWidget* header_ = nullptr;
    class QScrollArea* headerScroll_ = nullptr;  // holds header_; its height is capped (holdHeaderHeight)
    int heldWidth_ = -1;
    int heldHeight_ = 0;  // what the header's lines needed at heldWidth_ (only grows for one width)
    void holdHeaderHeight();
    // The panel's rows at their minimum for `width`, with the gaps between them and the margins;
    // `except` left out.
    [[nodiscard]] int rowsHeight(int width, const QWidget* except) const;
    void resizeEvent(QResizeEvent* event) override;  // a new width wraps the header lines anew
    // The table and the plot side by side in split_ when the dock has room for the plot beside
    // the table's leading columns (rank to levers), else in turns in one place: at 1366x768 the
    // plot's third of the dock hid the band, "vs #1" and headroom behind a sideways scroll (review 23).
    class QSplitter* split_ = nullptr;
    class QStackedWidget* resultsStack_ = nullptr;
    QPushButton* paretoToggle_ = nullptr;
    bool paretoInPlace_ = false;
    void arrangeResults();
    void showParetoInPlace(bool plot);
    // The table's four rows as the results area's minimum height.
    void holdResultsMinimumHeight();
    // Width the table needs to show its leading columns without scrolling sideways.
    [[nodiscard]] int leadingColumnsWidth() const;

public:
    // What the rows need at `width`, each at least its minimum (the held header, the table's four
    // rows): the dock's scroll area sizes the panel by it, and the box layout's own figure let the
    // wrapped settings rows push the header over the table in a narrow dock.
    [[nodiscard]] int heightForWidth(int width) const override;

private:
    // A double-click on a row of greyed results: refused with the reason (true), else false.
    bool refuseGreyedRowAt(const QPoint& inViewport);
    // Enter in the GPU count or Top box runs the search, as it does in the constraints (review 20).
    bool eventFilter(QObject* watched, QEvent* event) override;
    std::shared_ptr<const SearchOutcome> outcome_;
    bool gpusEdited_ = false;  // the user chose a count: stop following the recipe's
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(std::shared_ptr<const moe::ui::SearchOutcome>)
