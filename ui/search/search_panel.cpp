#include "ui/search/search_panel.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "core/memory/memory_model.h"
#include "core/perf/step_time_model.h"
#include "core/rules/memory_fit.h"
#include "core/rules/validator.h"
#include "core/search/search_explanation.h"
#include "core/search/search_preconditions.h"
#include "core/search/search_request.h"
#include "ui/common/core_message_text.h"
#include "ui/common/fade_overlay.h"
#include "ui/common/flow_layout.h"
#include "ui/common/focus_ring.h"
#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"
#include "ui/common/reading_order.h"
#include "ui/common/status_colours.h"
#include "ui/runs/studio_calibration.h"
#include "ui/search/pareto_plot.h"
#include "ui/search/search_command_text.h"
#include "ui/search/search_constraints_widget.h"
#include "ui/search/search_results_model.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {

constexpr int kMaxGpus = 1 << 20;
constexpr int kProgressSteps = 1000;

// "<b>headline</b> detail", the headline in the problem tone of the scheme in use.
QString problemText(const QString& headline, const QString& detail) {
    return toneHtml(StatusTone::Problem, headline, QGuiApplication::palette()) + QLatin1Char(' ') + detail;
}

}  // namespace

SearchPanel::SearchPanel(StudioState* state, QWidget* parent)
    : QWidget(parent),
      state_(state),
      model_(new SearchResultsModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      view_(new QTableView(this)),
      pareto_(new ParetoPlot(this)),
      paretoFade_(new FadeOverlay(pareto_)),
      gpus_(new QSpinBox(this)),
      topK_(new QSpinBox(this)),
      constraints_(new SearchConstraintsWidget(this)),
      run_(new QPushButton(tr("&Search"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      apply_(new QPushButton(tr("Apply Selected Pla&n"), this)),
      copyCommand_(new QPushButton(tr("Copy Command"), this)),
      progress_(new QProgressBar(this)),
      status_(new QLabel(this)),
      notice_(new QLabel(this)),
      runnerUp_(new QLabel(this)) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    setObjectName(QStringLiteral("searchPanel"));
    gpus_->setObjectName(QStringLiteral("search.gpus"));
    topK_->setObjectName(QStringLiteral("search.topK"));
    run_->setObjectName(QStringLiteral("search.run"));
    cancel_->setObjectName(QStringLiteral("search.cancel"));
    apply_->setObjectName(QStringLiteral("search.apply"));
    copyCommand_->setObjectName(QStringLiteral("search.copyCommand"));
    progress_->setObjectName(QStringLiteral("search.progress"));
    status_->setObjectName(QStringLiteral("search.status"));
    runnerUp_->setObjectName(QStringLiteral("search.runnerUp"));
    notice_->setObjectName(QStringLiteral("search.notice"));
    view_->setObjectName(QStringLiteral("search.results"));
    new FocusRing(view_);  // the results table shows where the keyboard is (review entry 2)

    gpus_->setRange(1, kMaxGpus);
    gpus_->setGroupSeparatorShown(true);  // "16,384" as the editor writes it, in the reader's locale
    gpus_->setValue(static_cast<int>(std::clamp<int64_t>(state_->recipe().layout.world_size, 1, kMaxGpus)));
    gpus_->setToolTip(tr("GPU count to search layouts for (follows the recipe until you change it)"));
    topK_->setRange(1, 100);
    topK_->setValue(10);
    topK_->setToolTip(tr("How many of the fastest plans to keep"));
    progress_->setRange(0, kProgressSteps);
    progress_->setVisible(false);
    cancel_->setVisible(false);
    apply_->setEnabled(false);
    copyCommand_->setEnabled(false);
    copyCommand_->setToolTip(tr("Copies the moe-plan command that repeats the search shown"));
    notice_->setVisible(false);
    for (QLabel* l : {status_, notice_, runnerUp_}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    constraints_->setRecipeDefaults(state_->recipe().options.precision, state_->recipe().options.dispatcher);
    status_->setText(tr("Search the layouts of this model, GPU and sequence length on a GPU count."));

    proxy_->setSourceModel(model_);
    proxy_->setSortRole(SearchResultsModel::SortRole);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(SearchResultsModel::RankColumn, Qt::AscendingOrder);
    view_->verticalHeader()->hide();
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setWordWrap(false);
    // Which layout a row is comes first after its rank: on a laptop the table is narrower than
    // its columns, and a row of numbers without its layout reads as nothing (visual order only).
    view_->horizontalHeader()->moveSection(SearchResultsModel::LayoutColumn, SearchResultsModel::RankColumn + 1);
    // What else the plan sets (recompute, offload) right after its layout: two plans of one layout
    // differ only there, and far right it was out of sight at 1280 px (review 11).
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(SearchResultsModel::LeversColumn),
                                           SearchResultsModel::RankColumn + 2);
    // Then whether it fits with room: a plan that fits only closely says so in sight (a review
    // found the verdict in a tooltip only).
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(SearchResultsModel::HeadroomColumn),
                                           SearchResultsModel::RankColumn + 3);
    // The figure plans are ranked by sits beside the layout, then its band and how it stands
    // against #1, short columns, before the verdict and the levers, whose texts run long (reviews
    // at 1366x768: tokens/s/GPU, then the band and "vs #1", were scrolled out of view).
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(SearchResultsModel::TokensColumn),
                                           SearchResultsModel::RankColumn + 2);
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(SearchResultsModel::BandColumn),
                                           SearchResultsModel::RankColumn + 3);
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(SearchResultsModel::VsBestColumn),
                                           SearchResultsModel::RankColumn + 4);
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(SearchResultsModel::HeadroomColumn),
                                           SearchResultsModel::RankColumn + 5);

    // Wraps like the constraints row below it: "Apply selected plan" in Portuguese was cut at 1280 px.
    auto* controls = new FlowLayout;
    auto* gpus = new QHBoxLayout;
    gpus->addWidget(new QLabel(tr("GPUs"), this));
    gpus->addWidget(gpus_);
    controls->addLayout(gpus);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Top"), this));
    top->addWidget(topK_);
    controls->addLayout(top);
    controls->addWidget(run_);
    controls->addWidget(progress_);
    controls->addWidget(cancel_);
    controls->addStretch();
    controls->addWidget(apply_);
    controls->addWidget(copyCommand_);
    paretoToggle_ = new QPushButton(tr("Show Pareto Front"), this);
    paretoToggle_->setObjectName(QStringLiteral("search.paretoToggle"));
    paretoToggle_->setCheckable(true);
    paretoToggle_->setToolTip(
        tr("Show the plot of tokens/s/GPU against memory headroom in place of the table "
           "(the dock is too narrow for both side by side); again for the table"));
    paretoToggle_->hide();
    connect(paretoToggle_, &QPushButton::toggled, this, &SearchPanel::showParetoInPlace);
    controls->addWidget(paretoToggle_);

    split_ = new QSplitter(Qt::Horizontal, this);
    // Four result rows under the header stay visible beside the Pareto plot: a short dock scrolls
    // (it sits in a scroll area) instead of squeezing the table to two rows. Ten pushed the
    // plot's axis below the dock's edge on a laptop screen (review 9).
    split_->setObjectName(QStringLiteral("search.splitter"));
    // Its preferred height is not asked for (the table would want all its rows): the scroll
    // area then sizes the panel from the minimum, and a grown dock shows the whole plot.
    split_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    split_->setChildrenCollapsible(false);
    // Where the dock is too narrow for the plot beside the table's leading columns, the two take
    // turns in one place, switched by a button in the controls row (arrangeResults): tabs would
    // have cost a result row at 1280x720.
    resultsStack_ = new QStackedWidget(split_);
    resultsStack_->setObjectName(QStringLiteral("search.resultsStack"));
    resultsStack_->hide();
    split_->addWidget(view_);
    split_->addWidget(pareto_);
    split_->addWidget(resultsStack_);
    // The table gets the larger share: at 1280 px its band, "vs #1" and TFLOP/s columns were
    // scrolled out of sight beside a plot that reads as well at 40 % less width (review 17).
    split_->setStretchFactor(0, 7);
    split_->setStretchFactor(1, 3);
    // The stretch shares only the room beyond the plot's preferred width: at 1366x768 the table
    // got half the dock and showed its rank and layout only (review). Seven tenths from the start.
    split_->setSizes({700, 300, 0});
    holdResultsMinimumHeight();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(constraints_);
    header_ = new QWidget(this);
    header_->setObjectName(QStringLiteral("search.header"));
    auto* headerLayout = new QVBoxLayout(header_);
    headerLayout->setContentsMargins(0, 0, 0, 0);
    // "Out of date" first: under a long summary in a short dock it was scrolled out of the
    // header's view, and greyed rows under the old GPU's summary read as current (review 26).
    headerLayout->addWidget(notice_);
    headerLayout->addWidget(status_);
    headerLayout->addWidget(runnerUp_);
    headerLayout->addStretch();
    // The header's lines scroll on their own once they would push the table below the dock's
    // edge: at 1366x768 a tie note and the loaded-layout note left 1.5 result rows in view (review 17).
    headerScroll_ = new QScrollArea(this);
    headerScroll_->setObjectName(QStringLiteral("search.headerScroll"));
    headerScroll_->setFrameShape(QFrame::NoFrame);
    headerScroll_->setWidgetResizable(true);
    headerScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    headerScroll_->setWidget(header_);
    layout->addWidget(headerScroll_);
    layout->addWidget(split_, 1);

    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &SearchPanel::present);
    connect(&runner_, &jobs::LatestOnlyRunner::progressChanged, this, [this](quint64, double fraction) {
        progress_->setValue(static_cast<int>(fraction * kProgressSteps));
        emit progressed(fraction);
    });
    connect(&runner_, &jobs::LatestOnlyRunner::busyChanged, this, [this](bool busy) {
        progress_->setVisible(busy);
        cancel_->setVisible(busy);
        if (busy) progress_->setValue(0);
    });
    connect(run_, &QPushButton::clicked, this, &SearchPanel::run);
    connect(constraints_, &SearchConstraintsWidget::submitted, this, &SearchPanel::run);
    connect(cancel_, &QPushButton::clicked, this, &SearchPanel::cancel);
    connect(constraints_, &SearchConstraintsWidget::changed, this, &SearchPanel::showWhetherCurrent);
    connect(apply_, &QPushButton::clicked, this, [this] {
        const QModelIndex current = view_->currentIndex();
        if (current.isValid()) applyResult(current.data(SearchResultsModel::ResultIndexRole).toInt());
    });
    connect(copyCommand_, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(commandLine()); });
    // Saving makes the command read the file as searched: its tooltip drops the caveat.
    connect(state_, &StudioState::dirtyChanged, this, &SearchPanel::showWhetherCurrent);
    connect(state_, &StudioState::filePathChanged, this, &SearchPanel::showWhetherCurrent);
    connect(gpus_, &QSpinBox::valueChanged, this, [this] {
        gpusEdited_ = true;
        showWhetherCurrent();
    });
    gpus_->installEventFilter(this);
    view_->viewport()->installEventFilter(this);
    topK_->installEventFilter(this);
    connect(view_, &QAbstractItemView::activated, this, &SearchPanel::onActivated);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentChanged(current); });
    connect(pareto_, &ParetoPlot::resultClicked, this, &SearchPanel::selectResult);
    connect(state_, &StudioState::recipeChanged, this, &SearchPanel::onRecipeChanged);
    // Plans ranked with another calibration than Estimate's would disagree with it (review 23).
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, this, &SearchPanel::showWhetherCurrent);
    onRecipeChanged();
}

QString SearchPanel::blockingReason() const {
    const std::vector<Diagnostic> blocking = errorsSearchCannotFix(state_->validation());
    if (blocking.empty()) return {};
    QStringList messages;
    for (const Diagnostic& d : blocking) messages << findingMessage(d);
    return tr("the recipe has an error that no searched layout changes: %1. Fix it in the editor first.")
        .arg(messages.join(QStringLiteral("; ")));
}

void SearchPanel::run() {
    const Recipe& recipe = state_->recipe();
    // Every plan ranked would carry this error: searching would rank layouts that cannot run.
    if (const QString blocked = blockingReason(); !blocked.isEmpty()) {
        status_->setText(problemText(tr("Not searched:"), blocked.toHtmlEscaped()));
        return;
    }
    // The request `moe-plan search FILE` builds too: the recipe's options, CP communication (kept
    // where Transformer Engine accepts it), global batch and routing. A benchmark-only recipe (forced
    // load balancing) is compared with plans that force it too, and applying one keeps it (review 12).
    SearchRequest req = searchRequestForRecipe(recipe, gpus_->value());
    // A bad constraint is the user's typo, not a search failure: say which item and why, keep the
    // previous results on screen, and start nothing.
    if (Status applied = constraints_->applyTo(req.constraints); !applied) {
        status_->setText(
            problemText(tr("Not searched:"), QString::fromStdString(applied.error().toString()).toHtmlEscaped()));
        return;
    }
    req.assumptions = state_->memoryAssumptions();
    req.top_k = topK_->value();
    std::set<std::string> searchedWarnings;
    for (const Diagnostic& d : state_->validation())
        if (d.severity == Severity::Warning) searchedWarnings.insert(d.rule);
    // The memory verdict too (a close fit), which validation() leaves to the memory view.
    for (const Diagnostic& d : memoryFitDiagnostics(recipe, state_->memoryAssumptions()))
        if (d.severity == Severity::Warning) searchedWarnings.insert(d.rule);
    // Counts in the reader's digits, as everywhere else on screen (review 24: "sequência 32768"
    // beside "32.768").
    // A new search supersedes the line of a plan applied from the last one or of a refusal: an edit
    // must not put back the summary of a search that is no longer shown (review 36).
    appliedRecipe_.reset();
    refusalShown_ = false;
    status_->setText(tr("Searching %1 at seq %2 on %3 × %4…")
                         .arg(QString::fromStdString(req.model.name))
                         .arg(formatInteger(req.seq_length))
                         .arg(formatInteger(req.gpus))
                         .arg(QString::fromStdString(req.hardware.name)));
    holdHeaderHeight();
    auto* studioCalibration = StudioCalibration::of(state_);
    // Translated here, on the studio's thread, with the reader's locale.
    QString optionsText = coreMessageText(searchOptionsMessage(req.options));
    runner_.submit([req = std::move(req), recipe, searchedWarnings = std::move(searchedWarnings),
                    optionsText = std::move(optionsText), settings = constraints_->settingsText(),
                    calibration = studioCalibration->calibration(), calibrationName = studioCalibration->name(),
                    calibrationBuiltin = studioCalibration->isBuiltin()](const jobs::JobContext& ctx) {
        SearchRequest request = req;
        request.calibration = calibration.get();  // alive with the lambda for the whole search
        request.progress = [ctx](double fraction) {
            ctx.progress(fraction);
            return !ctx.cancelled();
        };
        auto outcome = std::make_shared<SearchOutcome>();
        outcome->model = request.model;
        outcome->hardware = request.hardware;
        outcome->seqLength = request.seq_length;
        outcome->globalBatch = request.constraints.global_batch_size;
        outcome->forcedBalancing = request.constraints.allow_benchmark_only && request.options.routing.force_load_balancing;
        outcome->gpus = request.gpus;
        outcome->optionsText = optionsText;
        outcome->settingsText = settings;
        outcome->searchedWarnings = searchedWarnings;
        outcome->calibration = calibration;
        outcome->calibrationName = calibrationName;
        outcome->calibrationBuiltin = calibrationBuiltin;
        outcome->request = req;
        outcome->recipe = recipe;
        Result<SearchResult> result = searchLayouts(request);
        if (ctx.cancelled()) throw jobs::JobCancelled{};
        if (result.ok()) {
            outcome->result = std::make_shared<const SearchResult>(std::move(result).value());
        } else {
            outcome->error = QString::fromStdString(result.error().toString());
        }
        return std::shared_ptr<const SearchOutcome>(std::move(outcome));
    });
}

void SearchPanel::cancel() {
    if (!runner_.isBusy()) return;
    runner_.cancelAll();
    status_->setText(model_->rowCount() > 0 ? tr("Search cancelled; the results below are from the previous search.")
                                            : tr("Search cancelled."));
    emit updated();
}

void SearchPanel::settle() {
    runner_.waitForDone();
    QCoreApplication::sendPostedEvents();
}

void SearchPanel::present(quint64 /*generation*/, const QVariant& value) {
    outcome_ = value.value<std::shared_ptr<const SearchOutcome>>();
    if (!outcome_ || !outcome_->result) {
        model_->setResult(nullptr);
        pareto_->setResult(nullptr);
        runnerUp_->clear();
        status_->setText(
            problemText(tr("The search failed:"), (outcome_ ? outcome_->error : QString{}).toHtmlEscaped()));
        apply_->setEnabled(false);
        emit updated();
        return;
    }
    const SearchResult& r = *outcome_->result;
    model_->setResult(outcome_->result, outcome_->searchedWarnings);
    pareto_->setResult(&r);
    view_->sortByColumn(SearchResultsModel::RankColumn, Qt::AscendingOrder);
    // Columns as wide as their figures (the header's default 100 px hid the layout off-screen).
    view_->resizeColumnsToContents();
    // The levers ("selective [mla_up_proj, moe_act, layernorm] + optimizer offload 100%") run to
    // 400 px and pushed tokens/s out of a laptop's view (review 14): capped, elided, the whole
    // text in the cell's tooltip.
    const int leversCap = view_->fontMetrics().horizontalAdvance(QStringLiteral("selective [mla_up_proj, moe_act] +"));
    if (view_->columnWidth(SearchResultsModel::LeversColumn) > leversCap)
        view_->setColumnWidth(SearchResultsModel::LeversColumn, leversCap);
    arrangeResults();  // the columns' new widths may no longer leave the plot its room
    QString text =
        tr("%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that "
           "fits and passes the hard rules, %8 evaluated in full to rank the top %9 (%5 s); plans that fit only "
           "closely rank "
           "last. "
           "Every plan runs with the recipe's options: %7.")
            .arg(outcomeInputs(*outcome_))
            .arg(formatCount(static_cast<double>(r.candidates_evaluated)))
            .arg(formatCount(static_cast<double>(r.meshes)))
            .arg(formatCount(static_cast<double>(r.configs)))
            .arg(formatDecimal(r.elapsed_s, 2))
            .arg(outcome_->forcedBalancing
                     ? tr(", with the recipe's forced load balancing (benchmark-only figures, as the recipe's)")
                     : QString())
            .arg(outcome_->optionsText)
            .arg(formatCount(static_cast<double>(r.configs_expanded)))
            .arg(outcome_->request.top_k);
    if (r.results.empty() && r.meshes == 0) {
        // Nothing was even enumerated: say which rule the GPU count and the batch break (review 36).
        const SearchRequest& q = outcome_->request;
        text = problemText(tr("No plan:"),
                           coreMessageText(noMeshMessage(q.gpus, q.constraints.global_batch_size, q.seq_length,
                                                         q.model.num_attention_heads, q.model.num_layers))
                                   .toHtmlEscaped() +
                               QStringLiteral(". ") + text.toHtmlEscaped());
    } else if (r.results.empty()) {
        text = problemText(tr("No plan fits."), text.toHtmlEscaped());
    }
    status_->setText(text);
    if (r.results.size() >= 2) {
        // Inside the band the two are a tie, and the heading says so rather than "loses".
        const bool tie = tiesWithBest(r.results[0].estimate, r.results[0].uncertainty, r.results[1].estimate, r.results[1].uncertainty);
        runnerUp_->setText((tie ? tr("<b>#2 ties with #1:</b> %1") : tr("<b>Why #2 loses:</b> %1"))
                               .arg(messageOr(r.runner_up_message, r.runner_up_reason).toHtmlEscaped()));
    } else {
        runnerUp_->setText(tr("Fewer than two plans fit: there is no runner-up."));
    }
    if (!r.results.empty()) selectResult(0);
    // "Best" must not read as better than what is loaded: when the loaded recipe, on the same GPUs,
    // is faster than every plan found, say so (its own settings can lie outside the search space).
    const Recipe& loaded = state_->recipe();
    if (!r.results.empty() && resultsMatchRecipe() && outcome_->gpus == loaded.layout.world_size) {
        auto mine = estimateStepTime(loaded, outcome_->calibration ? *outcome_->calibration : builtinCalibration());
        auto memory = estimateMemory(loaded, state_->memoryAssumptions());
        const double best = r.results.front().estimate.tokens_per_s_per_gpu;
        if (mine && memory && memory->fits && !hasErrors(state_->diagnostics()) &&
            mine->tokens_per_s_per_gpu > best) {
            runnerUp_->setText(
                runnerUp_->text() + QStringLiteral("<br>") +
                tr("<b>The loaded layout is faster than every plan found</b> (%1: %2 against %3 tokens/s/GPU for #1): "
                   "the search varies the parallel sizes with its own pipeline and option choices, and the loaded "
                   "recipe's settings beat them here. Applying a plan would be a step back.")
                    .arg(formatLayout(loaded.layout).toHtmlEscaped())
                    .arg(formatCount(mine->tokens_per_s_per_gpu))
                    .arg(formatCount(best)));
        }
    }
    showWhetherCurrent();
    emit updated();
}

QString SearchPanel::outcomeInputs(const SearchOutcome& outcome) {
    QString text = tr("%1 at sequence %2, GBS %5 on %3× %4")
                       .arg(QString::fromStdString(outcome.model.name))
                       .arg(formatInteger(outcome.seqLength))
                       .arg(formatInteger(outcome.gpus))
                       .arg(QString::fromStdString(outcome.hardware.name))
                       .arg(formatInteger(outcome.globalBatch));
    // A cluster profile changes every figure: the results say whose they are.
    if (!outcome.calibrationBuiltin)
        text += tr(" with the %1 calibration").arg(outcome.calibrationName);
    return text;
}

void SearchPanel::selectResult(int resultIndex) {
    for (int row = 0; row < proxy_->rowCount(); ++row) {
        const QModelIndex index = proxy_->index(row, 0);
        if (index.data(SearchResultsModel::ResultIndexRole).toInt() == resultIndex) {
            view_->selectionModel()->setCurrentIndex(index,
                                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            view_->scrollTo(index);
            return;
        }
    }
}

void SearchPanel::onCurrentChanged(const QModelIndex& proxyIndex) {
    const int resultIndex = proxyIndex.isValid() ? proxyIndex.data(SearchResultsModel::ResultIndexRole).toInt() : -1;
    pareto_->setHighlighted(resultIndex);
    apply_->setEnabled(resultIndex >= 0 && resultsMatchRecipe());
}

void SearchPanel::onActivated(const QModelIndex& proxyIndex) {
    if (proxyIndex.isValid()) applyResult(proxyIndex.data(SearchResultsModel::ResultIndexRole).toInt());
}

bool SearchPanel::eventFilter(QObject* watched, QEvent* event) {
    // A greyed table takes no clicks; a double-click on one of its rows is still answered, with
    // why it is not applied (review 17: it did nothing at all). Filtered on the viewport itself,
    // as the table may sit in a tab (arrangeResults) that does not pass the click on.
    if (watched == view_->viewport() && event->type() == QEvent::MouseButtonDblClick &&
        refuseGreyedRowAt(static_cast<QMouseEvent*>(event)->position().toPoint()))
        return true;
    if ((watched == gpus_ || watched == topK_) && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            static_cast<QSpinBox*>(watched)->interpretText();  // the typed count, not the last committed one
            if (run_->isEnabled()) run();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool SearchPanel::refuseGreyedRowAt(const QPoint& inViewport) {
    if (view_->isEnabled() || !view_->viewport()->rect().contains(inViewport)) return false;
    const QModelIndex index = view_->indexAt(inViewport);
    if (!index.isValid()) return false;
    applyResult(index.data(SearchResultsModel::ResultIndexRole).toInt());  // refused, with the reason
    return true;
}

QString SearchPanel::commandLine() const {
    if (!outcome_ || !outcome_->result) return {};
    return searchCommandText(outcome_->request, outcome_->recipe, *state_,
                             outcome_->calibrationBuiltin ? QString() : outcome_->calibrationName)
        .line;
}

void SearchPanel::onRecipeChanged() {
    constraints_->setRecipeDefaults(state_->recipe().options.precision, state_->recipe().options.dispatcher);
    if (!gpusEdited_) {
        const QSignalBlocker block(gpus_);
        gpus_->setValue(static_cast<int>(std::clamp<int64_t>(state_->recipe().layout.world_size, 1, kMaxGpus)));
    }
    // "Not applied: … the recipe has changed since" is about the recipe of that moment: the next
    // change (an undo that makes the results current again, above all) ends it (review: it stayed,
    // untrue, beside an enabled Apply).
    if (refusalShown_) {
        refusalShown_ = false;
        status_->setText(statusBeforeRefusal_);
    }
    // "Applied plan #1" describes the recipe it made: any other edit (or undoing it) ends it.
    if (appliedRecipe_ && !(state_->recipe() == *appliedRecipe_)) {
        appliedRecipe_.reset();
        status_->setText(statusBeforeApply_);
    }
    showWhetherCurrent();
}

bool SearchPanel::applyResult(int resultIndex) {
    const SearchCandidate* candidate = model_->candidate(resultIndex);
    if (!candidate) {
        status_->setText(problemText(tr("Nothing to apply:"), tr("no search result #%1.").arg(resultIndex + 1)));
        return false;
    }
    if (!resultsMatchRecipe()) {
        if (!refusalShown_) statusBeforeRefusal_ = status_->text();
        refusalShown_ = true;
        status_->setText(
            problemText(tr("Not applied:"),
                        tr("these results are for %1 at seq %2 on %3; the recipe has changed since. Search again.")
                            .arg(QString::fromStdString(outcome_->model.name))
                            .arg(formatInteger(outcome_->seqLength))
                            .arg(QString::fromStdString(outcome_->hardware.name))
                            .toHtmlEscaped()));
        return false;
    }
    const QString plan = formatLayout(candidate->recipe.layout);
    if (!appliedRecipe_) statusBeforeApply_ = status_->text();
    if (!state_->applyPlan(candidate->recipe, tr("Apply search result #%1 (%2)").arg(resultIndex + 1).arg(plan))) {
        status_->setText(tr("Plan #%1 is already the recipe's plan.").arg(resultIndex + 1));
        return true;
    }
    appliedRecipe_ = state_->recipe();
    status_->setText(
        tr("Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.")
            .arg(resultIndex + 1)
            .arg(plan.toHtmlEscaped(), messageOr(candidate->levers_message, candidate->levers).toHtmlEscaped()));
    return true;
}

}  // namespace moe::ui
