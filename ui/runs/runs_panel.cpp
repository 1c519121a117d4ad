#include "ui/runs/runs_panel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include "core/evidence/run_consistency.h"
#include "ui/common/core_message_text.h"
#include "ui/common/focus_ring.h"
#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"
#include "ui/common/reading_order.h"
#include "ui/help/context_help.h"
#include "ui/runs/add_run_dialog.h"
#include "ui/runs/calibrate_dialog.h"
#include "ui/runs/runs_model.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {

// The run label in the words of the Runs table (review: "training_equivalent" beside "training-equivalent").
QString labelWord(evidence::RunLabel label) {
    return label == evidence::RunLabel::TrainingEquivalent
               ? QCoreApplication::translate("moe::ui::RunsModel", "training-equivalent")
               : QCoreApplication::translate("moe::ui::RunsModel", "benchmark-only");
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString optNumber(const std::optional<double>& v) {
    return v ? formatDecimal(*v, 2) : QStringLiteral("—");
}

QTreeWidgetItem* section(QTreeWidget* tree, const QString& title) {
    auto* item = new QTreeWidgetItem(tree, {title});
    QFont f = item->font(0);
    f.setBold(true);
    item->setFont(0, f);
    item->setFirstColumnSpanned(true);
    return item;
}

QString sourceWords(const std::string& source) {
    return source.empty() ? QString() : coreMessageText(evidence::sourceText(source));
}

void addChanges(QTreeWidgetItem* parent, const std::vector<evidence::VariableChange>& changes) {
    for (const auto& c : changes) {
        auto* item = new QTreeWidgetItem(
            parent, {q(c.key), c.a ? q(*c.a) : QObject::tr("unknown"), c.b ? q(*c.b) : QObject::tr("unknown"),
                     // Where each side comes from, in the reader's words ("日志 x.log:6（稳态窗口）"),
                     // file names and keys as written (review 25: the CLI's English here).
                     QStringLiteral("%1 | %2").arg(sourceWords(c.source_a), sourceWords(c.source_b))});
        item->setToolTip(0, q(c.section));
    }
}

}  // namespace

RunsPanel::RunsPanel(StudioState* state, QWidget* parent)
    : QWidget(parent),
      state_(state),
      rescoreTimer_(new QTimer(this)),
      model_(new RunsModel(this)),
      view_(new QTableView(this)),
      add_(new QPushButton(tr("A&dd Run…"), this)),
      remove_(new QPushButton(tr("Rem&ove"), this)),
      report_(new QPushButton(tr("Open Repor&t…"), this)),
      calibrate_(new QPushButton(tr("Ca&librate from Runs…"), this)),
      retarget_(new QPushButton(tr("Re-score A&gainst Loaded"), this)),
      progress_(new QProgressBar(this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      boxA_(new QComboBox(this)),
      boxB_(new QComboBox(this)),
      verdict_(new QLabel(this)),
      reportNote_(new QLabel(this)),
      runNote_(new QLabel(this)),
      calibrationNote_(new QLabel(this)),
      abTree_(new QTreeWidget(this)) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    openUrl_ = [](const QUrl& url) { return QDesktopServices::openUrl(url); };
    reportNote_->setObjectName(QStringLiteral("runs.reportNote"));
    reportNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    reportNote_->setWordWrap(true);  // a long path and its sentence wrap (review 22: cut, behind a sideways scroll)
    reportNote_->hide();
    runNote_->setObjectName(QStringLiteral("runs.runNote"));
    runNote_->setWordWrap(true);
    runNote_->setTextFormat(Qt::RichText);
    // Why a run is not the recipe's, read from the keyboard too: a Tab stop after the table, ringed
    // (review 36 found the reasons only in the row's tooltip, out of the keyboard's reach).
    runNote_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    runNote_->setFocusPolicy(Qt::StrongFocus);
    new FocusRing(runNote_);
    runNote_->hide();
    setObjectName(QStringLiteral("runsPanel"));
    add_->setToolTip(
        tr("Attach a measured run: its training log with traces, a contract or a Bridge YAML "
           "(the current recipe is the run's recipe unless you pick a recipe file)"));
    report_->setToolTip(
        tr("Write the evidence pack of the selected run (B against A when two are picked), "
           "in English, as the CLI's report writes it"));
    report_->setObjectName(QStringLiteral("runs.report"));  // F1 finds the Evidence report topic
    calibrate_->setToolTip(tr("Fit the step-time model's efficiency constants to the attached runs"));
    calibrate_->setObjectName(QStringLiteral("runs.calibrate"));
    retarget_->setObjectName(QStringLiteral("runs.retarget"));
    retarget_->setToolTip(tr("A run keeps the recipe it was added with. If the selected run ran the recipe loaded "
                             "now, score it against that one instead."));
    retarget_->setEnabled(false);
    progress_->setRange(0, 100);
    progress_->setMaximumWidth(160);
    progress_->hide();
    cancel_->hide();
    boxA_->setObjectName(QStringLiteral("runs.baseline"));
    boxB_->setObjectName(QStringLiteral("runs.candidate"));
    verdict_->setObjectName(QStringLiteral("runs.verdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    abTree_->setObjectName(QStringLiteral("runs.abTree"));
    abTree_->setColumnCount(4);
    abTree_->setHeaderLabels({tr("Variable / metric"), tr("A"), tr("B"), tr("Sources / delta")});
    abTree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    view_->setObjectName(QStringLiteral("runsTable"));
    view_->setModel(model_);
    view_->verticalHeader()->hide();
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    new FocusRing(view_);  // where the keyboard is, as on the other panels' tables
    // The user sizes the columns; a re-score only widens one its new text needs (refreshRuns), so
    // they do not jump under the pointer each time the figures change.
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setStretchLastSection(true);
    // The model's error on the run beside the run's name (visual order only): at 1366x768 it was
    // scrolled out of view behind label, loss and memory columns (review).
    view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(RunsModel::PredictedError),
                                           RunsModel::Name + 1);
    // F1 on a cell explains that column: the label, the predicted error or, for another job's run,
    // why it is not compared; elsewhere the steady window the figures come from.
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        const char* field = "runs.window";
        if (current.column() == RunsModel::Label) field = "runs.label";
        if (current.column() == RunsModel::PredictedError || current.column() == RunsModel::ScoredAgainst)
            field = current.row() < runCount() && !run(current.row()).evidence.matchesRecipe() ? "runs.notRecipesRun"
                                                                                              : "runs.predicted";
        view_->setProperty(kHelpFieldProperty, QString::fromLatin1(field));
        refreshRunNote();
        refreshRetarget();
    });

    auto* buttons = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{add_, remove_, report_, calibrate_, retarget_, progress_, cancel_})
        buttons->addWidget(w);
    buttons->addStretch(1);
    auto* picks = new QHBoxLayout;
    picks->addWidget(new QLabel(tr("A/B: baseline A"), this));
    picks->addWidget(boxA_, 1);
    picks->addWidget(new QLabel(tr("against B"), this));
    picks->addWidget(boxB_, 1);
    auto* abBox = new QWidget(this);
    auto* abLayout = new QVBoxLayout(abBox);
    abLayout->setContentsMargins(0, 0, 0, 0);
    abLayout->addLayout(picks);
    abLayout->addWidget(verdict_);
    abLayout->addWidget(abTree_, 1);
    auto* tableBox = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(view_, 1);
    tableLayout->addWidget(runNote_);
    // Three runs readable under the header, with room for a horizontal scroll bar: a short dock
    // scrolls (it sits in a scroll area) instead of squeezing the table to a sliver (review 13).
    view_->setMinimumHeight(view_->horizontalHeader()->sizeHint().height() +
                            3 * view_->verticalHeader()->defaultSectionSize() +
                            view_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2 * view_->frameWidth());
    abTree_->setMinimumHeight(view_->minimumHeight());
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(tableBox);
    split->addWidget(abBox);
    calibrationNote_->setObjectName(QStringLiteral("runs.calibration"));
    calibrationNote_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(calibrationNote_);
    layout->addWidget(reportNote_);
    layout->addWidget(split, 1);

    connect(add_, &QPushButton::clicked, this, &RunsPanel::addRunWithDialog);
    connect(cancel_, &QPushButton::clicked, this, &RunsPanel::cancelLoading);
    connect(remove_, &QPushButton::clicked, this, [this] {
        const QModelIndex current = view_->currentIndex();
        removeRun(current.isValid() ? current.row() : runCount() - 1);
    });
    connect(report_, &QPushButton::clicked, this, &RunsPanel::openReportWithDialog);
    connect(calibrate_, &QPushButton::clicked, this, [this] { calibrateWithDialog(); });
    connect(retarget_, &QPushButton::clicked, this, [this] {
        const QModelIndex current = view_->currentIndex();
        if (current.isValid()) rescoreAgainstLoaded(current.row());
    });
    auto picked = [this] { setComparison(boxA_->currentIndex() - 1, boxB_->currentIndex() - 1); };
    connect(boxA_, &QComboBox::activated, this, picked);
    connect(boxB_, &QComboBox::activated, this, picked);
    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &RunsPanel::present);
    // The queue's next run starts once the last load is over, out of the result's own handler.
    connect(this, &RunsPanel::loadFinished, this, [this] {
        if (loadingQueued_ || !queued_.empty()) QMetaObject::invokeMethod(this, &RunsPanel::loadNextQueued, Qt::QueuedConnection);
    });
    connect(&runner_, &jobs::LatestOnlyRunner::failed, this, [this](quint64, const QString& message) {
        emit failed(tr("Could not load the run"), message);
        emit loadFinished();
    });
    connect(&runner_, &jobs::LatestOnlyRunner::progressChanged, this,
            [this](quint64, double fraction, const QString& step) {
                progress_->setValue(static_cast<int>(fraction * 100));
                progress_->setFormat(step + QStringLiteral(" %p%"));
            });
    connect(&runner_, &jobs::LatestOnlyRunner::busyChanged, this, [this](bool busy) {
        progress_->setVisible(busy);
        cancel_->setVisible(busy);
        if (!busy) progress_->setValue(0);
    });
    rescoreTimer_->setSingleShot(true);
    rescoreTimer_->setInterval(400);
    connect(rescoreTimer_, &QTimer::timeout, this, &RunsPanel::rescore);
    connect(&rescoreRunner_, &jobs::LatestOnlyRunner::resultReady, this,
            [this](quint64, const QVariant& result) { presentRescore(result); });
    connect(&rescoreRunner_, &jobs::LatestOnlyRunner::failed, this,
            [this](quint64, const QString& message) { emit failed(tr("Could not re-score the runs"), message); });
    connect(state_, &StudioState::recipeChanged, this, &RunsPanel::onRecipeChanged);
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, this, &RunsPanel::onCalibrationChanged);
    model_->setLoadedRecipe(state_->recipe(), state_->displayName());
    model_->setCalibration(StudioCalibration::of(state_)->calibration());
    refreshCalibrationNote();
    refreshRuns();
}

RunsPanel::~RunsPanel() = default;

void RunsPanel::settle() {
    runner_.waitForDone();
    QCoreApplication::sendPostedEvents();
    // Each finished load starts the next queued one through a posted call; an idle runner with no
    // such call left ends the wait.
    for (int idle = 0; (loadingQueued_ || !queued_.empty()) && idle < 100;) {
        runner_.waitForDone();
        QCoreApplication::sendPostedEvents();
        idle = runner_.isBusy() ? 0 : idle + 1;
    }
    if (rescoreTimer_->isActive()) {
        rescoreTimer_->stop();
        rescore();
    }
    rescoreRunner_.waitForDone();
    QCoreApplication::sendPostedEvents();
}

RunLoadRequest RunsPanel::studioRequest() const {
    RunLoadRequest request;
    request.currentRecipe = state_->recipe();
    request.currentRecipeFile = state_->isDirty() ? QString() : state_->filePath();
    request.currentRecipeName = state_->displayName();
    auto* calibration = StudioCalibration::of(state_);
    request.calibration = calibration->calibration();
    request.calibrationName = calibration->name();
    return request;
}

void RunsPanel::onRecipeChanged() {
    // A run keeps the recipe it was added with; the row and the note under the table say that the
    // loaded one differs.
    model_->setLoadedRecipe(state_->recipe(), state_->displayName());
    refreshRunNote();
    refreshRetarget();
}

void RunsPanel::refreshCalibrationNote() {
    // Which constants every prediction here comes from, in the dock itself (review 25 found it
    // only in a tooltip).
    auto* calibration = StudioCalibration::of(state_);
    calibrationNote_->setText(tr("Predictions use %1.").arg(calibration->describe()));
}

void RunsPanel::onCalibrationChanged() {
    refreshCalibrationNote();
    // The calibration is the studio's, not the run's: every run is scored again with the new one
    // (review 23 read a run's -23.6 % beside an Estimate that the new profile put within 1 %).
    model_->setCalibration(StudioCalibration::of(state_)->calibration());
    if (rescorePending()) rescoreTimer_->start();
}

bool RunsPanel::rescorePending() const {
    const Calibration* current = StudioCalibration::of(state_)->calibration().get();
    return !retargets_.isEmpty() || std::any_of(runs_.begin(), runs_.end(), [&](const RunRecordPtr& r) {
               return r->scoredWithOtherCalibration(current);
           });
}

void RunsPanel::rescoreAgainstLoaded(int index) {
    if (index < 0 || index >= runCount() || !run(index).followsStudioRecipe) return;
    retargets_.insert(run(index).name);
    model_->setRetargets(retargets_);
    rescore();
}

void RunsPanel::refreshRetarget() {
    const QModelIndex current = view_->currentIndex();
    const bool can = current.isValid() && current.row() < runCount() && run(current.row()).followsStudioRecipe &&
                     run(current.row()).scoredAgainstEarlierRecipe(state_->recipe());
    retarget_->setEnabled(can);
}

void RunsPanel::rescore() {
    const RunLoadRequest studio = studioRequest();
    const Calibration* current = studio.calibration.get();
    std::vector<RunLoadRequest> requests;
    for (const RunRecordPtr& r : runs_) {
        const bool retarget = retargets_.contains(r->name);
        if (retarget || r->scoredWithOtherCalibration(current)) requests.push_back(rescoreRequest(*r, studio, retarget));
    }
    if (requests.empty()) return;
    rescoreRunner_.submit(
        [requests = std::move(requests)](const jobs::JobContext& ctx) { return loadRunRecords(requests, ctx); });
}

void RunsPanel::presentRescore(const QVariant& result) {
    const auto outcomes = result.value<RunLoadOutcomes>();
    if (!outcomes) return;
    bool changed = false;
    QStringList errors;
    const auto current = StudioCalibration::of(state_)->calibration();
    // This is the newest re-score, and it carried every retarget asked for so far: those are done
    // (a failed one says why below), except where the calibration changed meanwhile.
    QSet<QString> stillPending;
    for (const RunLoadOutcomePtr& o : *outcomes) {
        if (!o) continue;
        if (!o->record) {
            errors << o->error;
            // The run keeps its measured figures but no prediction: the old calibration's would be
            // untrue now, and "re-scoring…" would never end (its files changed or went away).
            for (RunRecordPtr& r : runs_)
                if (r->name == o->name && r->scoredWithOtherCalibration(current.get())) {
                    auto kept = std::make_shared<RunRecord>(*r);
                    kept->predicted.reset();
                    kept->predictedNote = o->error;
                    kept->calibration = current;
                    kept->calibrationName = StudioCalibration::of(state_)->name();
                    r = std::move(kept);
                    changed = true;
                }
            continue;
        }
        // Only with the calibration still in use (a newer re-score is on its way otherwise).
        if (o->record->calibration != current) {
            if (retargets_.contains(o->record->name)) stillPending.insert(o->record->name);
            continue;
        }
        for (RunRecordPtr& r : runs_)
            if (r->name == o->record->name && r->files == o->record->files) {
                r = o->record;
                changed = true;
            }
    }
    retargets_ = stillPending;
    model_->setRetargets(retargets_);
    if (changed) {
        const int a = boxA_->currentIndex() - 1, b = boxB_->currentIndex() - 1;
        const bool hadComparison = ab_.has_value();
        const QModelIndex selected = view_->currentIndex();
        refreshRuns();
        if (selected.isValid()) view_->setCurrentIndex(model_->index(selected.row(), selected.column()));
        if (hadComparison) setComparison(a, b);  // the A/B of the re-scored runs
        // The session holds the recipe each run is scored against: the autosave must take the new
        // one (a review re-scored a run, killed the studio, and the restore scored it as before).
        emit runsChanged();
    }
    if (!errors.isEmpty()) emit failed(tr("Could not re-score a run"), errors.join('\n'));
}

void RunsPanel::addRun(const QStringList& files, std::optional<std::pair<int64_t, int64_t>> window) {
    RunLoadRequest request = studioRequest();
    request.files = files;
    request.window = window;
    if (loadingQueued_ || !queued_.empty()) {
        // Restored runs are loading: this one waits its turn rather than cancel theirs.
        queued_.push_back(std::move(request));
        return;
    }
    request.name = newRunName(files);
    runner_.submit([request = std::move(request)](const jobs::JobContext& ctx) { return loadRunRecord(request, ctx); });
}

AddRunDialog* RunsPanel::addRunWithDialog() {
    auto* dialog = new AddRunDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const std::pair<int64_t, int64_t> window{dialog->windowFrom(), dialog->windowTo()};
        // The usual window stays implicit so that a contract among the files can still name its own.
        const bool usual = window == std::pair<int64_t, int64_t>{41, 50};
        addRun(dialog->files(), usual ? std::nullopt : std::optional(window));
    });
    dialog->open();
    return dialog;
}

void RunsPanel::cancelLoading() {
    if (!runner_.isBusy()) return;
    queued_.clear();  // Cancel stops the restored runs still waiting too
    loadingQueued_ = false;
    runner_.cancelAll();
    emit loadFinished();
    emit runsChanged();
}

void RunsPanel::present(quint64 /*generation*/, const QVariant& result) {
    const auto outcome = result.value<RunLoadOutcomePtr>();
    if (!outcome || !outcome->record) {
        emit failed(tr("Could not load the run"), outcome ? outcome->error : tr("no result"));
        emit loadFinished();
        return;
    }
    ++nextNumber_;
    runs_.push_back(outcome->record);
    refreshRuns();
    if (rescorePending()) rescoreTimer_->start();  // the calibration changed meanwhile
    const int index = runCount() - 1;
    view_->selectRow(index);
    if (runCount() == 2 && !ab_) setComparison(0, 1);  // the first pair is the obvious A/B
    emit runAdded(index);
    emit runsChanged();
    emit loadFinished();
}

void RunsPanel::removeRun(int index) {
    if (index < 0 || index >= runCount()) return;
    retargets_.remove(run(index).name);
    model_->setRetargets(retargets_);
    runs_.erase(runs_.begin() + index);
    ab_.reset();
    refreshRuns();
    emit runsChanged();
}

void RunsPanel::refreshRuns() {
    model_->setRuns(runs_);
    constexpr int kWidestColumn = 420;  // longer texts elide; the tooltip has them whole
    QHeaderView* header = view_->horizontalHeader();
    for (int c = 0; c + 1 < model_->columnCount(); ++c) {
        const int before = header->sectionSize(c);
        view_->resizeColumnToContents(c);
        header->resizeSection(c, std::min(kWidestColumn, std::max(before, header->sectionSize(c))));
    }
    const int a = boxA_->currentIndex(), b = boxB_->currentIndex();
    for (QComboBox* box : {boxA_, boxB_}) {
        box->clear();
        box->addItem(tr("(none)"));
        for (const RunRecordPtr& r : runs_) box->addItem(r->name);
    }
    if (a > 0 && a < boxA_->count() && ab_) boxA_->setCurrentIndex(a);
    if (b > 0 && b < boxB_->count() && ab_) boxB_->setCurrentIndex(b);
    refreshRunNote();
    const bool any = !runs_.empty();
    remove_->setEnabled(any);
    report_->setEnabled(any);
    calibrate_->setEnabled(any);
    refreshRetarget();
    refreshComparison();
}

void RunsPanel::setComparison(int baseline, int candidate) {
    const bool valid =
        baseline >= 0 && candidate >= 0 && baseline < runCount() && candidate < runCount() && baseline != candidate;
    boxA_->setCurrentIndex(baseline >= 0 && baseline < runCount() ? baseline + 1 : 0);
    boxB_->setCurrentIndex(candidate >= 0 && candidate < runCount() ? candidate + 1 : 0);
    if (valid)
        ab_ = evidence::compareRuns(run(baseline).evidence, run(candidate).evidence);
    else
        ab_.reset();
    refreshComparison();
}

void RunsPanel::refreshRunNote() {
    const QModelIndex current = view_->currentIndex();
    const int row = current.isValid() ? current.row() : runCount() - 1;
    if (row < 0 || row >= runCount() || run(row).evidence.matchesRecipe()) {
        runNote_->hide();
        return;
    }
    const RunRecord& r = run(row);
    QStringList notes;
    // Files of two jobs (a log and another job's trace), as the recipe verdict below is shown.
    if (!r.evidence.verdict.isOneJob()) {
        QStringList mixed;
        for (const auto& m : r.evidence.verdict.mixed) mixed << coreMessageText(m.textMessage()).toHtmlEscaped();
        notes << QStringLiteral("<b>%1.</b> %2.")
                     .arg(coreMessageText(r.evidence.verdict.mixedSummaryText()).toHtmlEscaped(),
                          mixed.join(QStringLiteral("; ")));
    }
    if (!r.evidence.verdict.conflicts.empty()) {
        QStringList facts;
        for (const auto& c : r.evidence.verdict.conflicts) facts << coreMessageText(c.textMessage()).toHtmlEscaped();
        notes << tr("<b>%1 is not a run of %2</b>, so no prediction error is shown: %3.")
                     .arg(r.name.toHtmlEscaped(), r.scoredAgainst.toHtmlEscaped(), facts.join(QStringLiteral("; ")));
    }
    // About the recipe the run was scored against: once the loaded recipe differs, said first, as
    // the row's "earlier recipe" (review 28 read the old verdict, unmarked, under an edited recipe
    // of the same name).
    if (r.scoredAgainstEarlierRecipe(state_->recipe()))
        notes.prepend(tr("<i>About an earlier version of the recipe (%1); Re-score Against Loaded to judge the "
                         "loaded one.</i>")
                          .arg(r.scoredAgainst.toHtmlEscaped()));
    runNote_->setText(notes.join(QStringLiteral("<br>")));
    runNote_->show();
}

void RunsPanel::refreshComparison() {
    abTree_->clear();
    if (!ab_) {
        verdict_->setText(runCount() < 2 ? tr("Attach two runs to compare them.")
                                         : tr("Pick two different runs as A (baseline) and B."));
        return;
    }
    const auto& ab = *ab_;
    QString labels = tr("Labels: A %1, B %2.").arg(labelWord(ab.diff.label_a.label), labelWord(ab.diff.label_b.label));
    // Measured against measured is still a fair A/B, but a side that is not the loaded recipe's
    // run must say so here too, not only in its row.
    for (const auto& [side, index] : {std::pair{QStringLiteral("A"), boxA_->currentIndex() - 1},
                                      std::pair{QStringLiteral("B"), boxB_->currentIndex() - 1}})
        if (index >= 0 && index < runCount()) {
            const evidence::RunVerdict& v = run(index).evidence.verdict;
            if (!v.isOneJob())
                labels += QLatin1Char(' ') + QStringLiteral("%1: %2.").arg(side, coreMessageText(v.mixedSummaryText()));
            if (!v.conflicts.empty())
                labels += QLatin1Char(' ') +
                          tr("%1 is not this recipe's run (%2).").arg(side, coreMessageText(v.summaryText()));
        }
    const QString reason =
        ab.attribution_reason_text.empty() ? q(ab.attribution_reason) : coreMessageText(ab.attribution_reason_text);
    verdict_->setText((ab.attributable
                           ? tr("<b>Attributable</b> to %1: %2")
                                 .arg(q(ab.attributed_to.value_or("")).toHtmlEscaped(), reason.toHtmlEscaped())
                           : tr("<b>Not attributable</b>: %1").arg(reason.toHtmlEscaped())) +
                      QStringLiteral("<br>") + labels.toHtmlEscaped());
    auto* changed = section(abTree_, tr("Variables that differ (%1)").arg(ab.diff.changed.size()));
    addChanges(changed, ab.diff.changed);
    if (!ab.diff.derived_changed.empty())
        addChanges(section(abTree_, tr("Derived (follow from the above)")), ab.diff.derived_changed);
    if (!ab.diff.known_on_one_side.empty())
        addChanges(section(abTree_, tr("Known on one side only (cannot be shown fixed)")), ab.diff.known_on_one_side);
    auto* deltas = section(abTree_, tr("Deltas (B − A)"));
    for (const auto& m : ab.metrics) {
        QString delta = optNumber(m.delta());
        if (auto pct = m.pct()) delta += QStringLiteral(" (%1)").arg(formatSignedPercent(*pct, 2));
        new QTreeWidgetItem(deltas, {messageOr(m.label_text, m.label), optNumber(m.a), optNumber(m.b), delta});
    }
    if (!ab.warnings.empty()) {
        auto* warnings = section(abTree_, tr("Warnings (%1)").arg(ab.warnings.size()));
        for (size_t i = 0; i < ab.warnings.size(); ++i) {
            const Message none;
            auto* item = new QTreeWidgetItem(
                warnings, {messageOr(i < ab.warning_texts.size() ? ab.warning_texts[i] : none, ab.warnings[i])});
            item->setFirstColumnSpanned(true);
        }
    }
    abTree_->expandAll();
}

CalibrateDialog* RunsPanel::calibrateWithDialog() {
    auto* dialog = new CalibrateDialog(state_, runs_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

}  // namespace moe::ui
