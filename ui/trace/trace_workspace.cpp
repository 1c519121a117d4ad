#include "ui/trace/trace_workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>

#include "core/schedule/predicted_trace.h"
#include "ui/common/core_message_text.h"
#include "ui/common/flow_layout.h"
#include "ui/common/panel_format.h"
#include "ui/common/reading_order.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/prediction_table.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/window/settings.h"

namespace moe::ui {

QString shownTraceFileName(const std::string& path) {
    // A predicted timeline is named "<recipe> (predicted)" in the file it can be exported to; on
    // screen the word is the reader's (review in Portuguese: "… (predicted)").
    static const std::string kPredicted = " (predicted)";
    if (path.size() > kPredicted.size() &&
        path.compare(path.size() - kPredicted.size(), kPredicted.size(), kPredicted) == 0)
        return QCoreApplication::translate("moe::ui::TraceWorkspace", "%1 (predicted)")
            .arg(QString::fromStdString(path.substr(0, path.size() - kPredicted.size())));
    return QFileInfo(QString::fromStdString(path)).fileName();
}

QString shownFactSource(const QString& source) {
    return coreMessageText(evidence::sourceText(source.toStdString()));
}

namespace {

// What "measured step" means for this trace, in words: the slowest rank's mean window, of which
// windows (issue 41, item 4: a mean over four ranks read 13.8 ms where the slowest was 16.6 ms).
QString measuredStepDefinition(const TraceDocument& doc) {
    const QString windows =
        doc.stepFromProfilerSteps
            ? QCoreApplication::translate("moe::ui::TraceWorkspace", "ProfilerStep windows")
            : QCoreApplication::translate("moe::ui::TraceWorkspace", "whole GPU activity, no ProfilerStep range");
    if (doc.stepRanks <= 1)
        return QCoreApplication::translate("moe::ui::TraceWorkspace", "one rank, mean of its %1").arg(windows);
    return QCoreApplication::translate("moe::ui::TraceWorkspace", "the slowest of %1 ranks, rank %2, mean of its %3")
        .arg(doc.stepRanks)
        .arg(doc.stepSlowestRank)
        .arg(windows);
}

QString us(int64_t ns) {
    return formatMicroseconds(ns);
}

}  // namespace

TraceWorkspace::TraceWorkspace(QWidget* parent)
    : QWidget(parent),
      timeline_(new TimelineView),
      panel_(new TraceMetricsPanel),
      prediction_(new PredictionTable),
      job_(new TraceImportJob(this)),
      progress_(new QProgressBar),
      cancel_(new QPushButton(tr("Cancel"))),
      status_(new QLabel),
      clock_(new QComboBox),
      hta_(new QCheckBox(tr("HTA-compatible"))),
      alignmentStatus_(new QLabel),
      patternsStatus_(new QLabel),
      runVerdict_(new QLabel) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    // Wraps onto a second row when the dock is narrower than the buttons (a longer language at
    // 1280x800) instead of widening the window.
    auto* bar = new FlowLayout;
    auto button = [this](QLayout* row, const QString& text, const char* name, auto slot) {
        auto* b = new QToolButton;
        b->setText(text);
        b->setObjectName(QString::fromLatin1(name));
        connect(b, &QToolButton::clicked, this, slot);
        row->addWidget(b);
    };
    button(bar, tr("Open Trace…"), "traceOpen", [this] { emit openTraceRequested(); });
    button(bar, tr("Fit"), "traceFit", [this] { timeline_->fitAll(); });
    button(bar, tr("Zoom to Selection"), "traceZoomSelection", [this] { timeline_->zoomToSelection(); });
    button(bar, tr("Clear Selection"), "traceClearSelection", [this] { timeline_->clearSelection(); });
    button(bar, tr("Export Metrics…"), "traceExportMetrics", [this] { exportWithDialog(false); });
    button(bar, tr("Export Timeline…"), "traceExportTimeline", [this] { exportWithDialog(true); });
    // Wrapped, so a long file name or the prediction's sentence never widens the window.
    status_->setWordWrap(true);
    status_->setMinimumWidth(120);
    status_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);  // the rest of its row
    bar->addWidget(status_);
    timeline_->setObjectName(QStringLiteral("traceTimeline"));
    progress_->setObjectName(QStringLiteral("traceImportProgress"));
    progress_->setRange(0, 1000);
    cancel_->setObjectName(QStringLiteral("traceImportCancel"));
    progress_->hide();
    cancel_->hide();
    bar->addWidget(progress_);
    bar->addWidget(cancel_);

    // Analysis options: they apply to the open files at once and to the next files opened. Each
    // sits on the tab whose figures it changes: a row of its own above the timeline left a
    // 1280x800 window four lanes once the editor became a full-height column (issue 41).
    auto* clockRow = new QHBoxLayout;
    clockRow->addWidget(new QLabel(tr("Clock:")));
    clock_->setObjectName(QStringLiteral("traceClock"));
    clock_->addItem(tr("as recorded"), static_cast<int>(ClockAlignment::AsRecorded));
    clock_->addItem(tr("shared clock"), static_cast<int>(ClockAlignment::SharedClock));
    clock_->addItem(tr("align on matched collectives"), static_cast<int>(ClockAlignment::Collectives));
    clock_->setToolTip(
        tr("How the ranks' timelines are put side by side: each file from its own first event, on the "
           "files' absolute (Unix epoch) clock, or shifted so matched collectives end together"));
    clockRow->addWidget(clock_);
    alignmentStatus_->setObjectName(QStringLiteral("traceAlignmentStatus"));
    alignmentStatus_->setWordWrap(true);
    alignmentStatus_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    clockRow->addWidget(alignmentStatus_, 1);
    panel_->setTabOptions(TraceMetricsPanel::ClockAlignment, clockRow);
    auto* patternRow = new QHBoxLayout;
    hta_->setObjectName(QStringLiteral("traceHtaCompat"));
    hta_->setToolTip(
        tr("HTA's µs rounding, kernel patterns and dropped last step, so numbers can be set beside HTA's"));
    patternRow->addWidget(hta_);
    button(patternRow, tr("Load Patterns…"), "traceLoadPatterns", [this] { loadPatternsWithDialog(); });
    button(patternRow, tr("Default Patterns"), "traceDefaultPatterns", [this] { resetPatterns(); });
    patternsStatus_->setObjectName(QStringLiteral("tracePatternsStatus"));
    patternRow->addWidget(patternsStatus_, 1);
    panel_->setTabOptions(TraceMetricsPanel::KernelPatterns, patternRow);

    runVerdict_->setObjectName(QStringLiteral("traceRunVerdict"));
    runVerdict_->setWordWrap(true);
    runVerdict_->setTextFormat(Qt::RichText);
    runVerdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    runVerdict_->hide();

    auto* split = new QSplitter(Qt::Vertical);
    split_ = split;
    split->addWidget(timeline_);
    split->addWidget(panel_);
    split->addWidget(prediction_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 2);
    // The timeline is what the dock is for: it starts with most of the height (the tables scroll).
    split->setChildrenCollapsible(false);
    // The tables' own minimum would squeeze the timeline to 3 lanes; 60 px left only their tab
    // bar on a laptop screen. Empty, six text lines (the dock's minimum is the whole tab
    // group's); with a trace, the tabs, a header and two rows (review 14 read no figure at
    // 1280x800 under six lines): setDocument. The prediction table keeps its verdict and two
    // rows (its minimumSizeHint).
    panel_->setMinimumHeight(fontMetrics().lineSpacing() * 6);
    split->setSizes({600, 150, 150});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(runVerdict_);
    layout->addWidget(split, 1);
    showOptions();

    connect(clock_, &QComboBox::currentIndexChanged, this, [this](int index) {
        options_.alignment = static_cast<ClockAlignment>(clock_->itemData(index).toInt());
        applyOptions();
    });
    connect(hta_, &QCheckBox::toggled, this, [this](bool on) {
        options_.htaCompat = on;
        applyOptions();
    });
    connect(timeline_, &TimelineView::windowSelected, panel_, &TraceMetricsPanel::setWindow);
    connect(timeline_, &TimelineView::selectionCleared, panel_, &TraceMetricsPanel::clearWindow);
    connect(cancel_, &QPushButton::clicked, job_, &TraceImportJob::cancel);
    connect(job_, &TraceImportJob::busyChanged, this, [this](bool busy) {
        progress_->setVisible(busy);
        cancel_->setVisible(busy);
        if (busy) progress_->setValue(0);
    });
    connect(job_, &TraceImportJob::progressChanged, this, [this](double fraction, const QString& text) {
        progress_->setValue(static_cast<int>(fraction * 1000));
        status_->setText(text);
    });
    connect(job_, &TraceImportJob::cancelled, this, [this] { status_->setText(tr("Import cancelled.")); });
    connect(job_, &TraceImportJob::finished, this, [this](const TraceDocumentPtr& doc) {
        // A re-layout of the same files is not a newly opened trace.
        auto pathsOf = [](const TraceDocumentPtr& d) {
            std::vector<std::string> p;
            if (d)
                for (const auto& s : d->sources) p.push_back(s.path);
            return p;
        };
        const bool opened = pathsOf(doc_) != pathsOf(doc);
        // A trace opened while the prediction follows the recipe goes beside it, not in its place.
        const bool predictionOnShow = followsRecipe_;
        setDocument(doc);
        if (opened) emit traceLoaded(QString::fromStdString(doc->trace.path));
        if (opened && predictionOnShow) emit predictionWanted();
    });
    connect(job_, &TraceImportJob::failed, this, [this](const QString& path, const QString& error) {
        // The trace still on screen stays named (review 10: "Import failed." alone). What an
        // opened recipe later restores is the line from before the import, not its "Importing …"
        // (a review in Chinese read "Importing garbage.sqlite…" for minutes after the failure).
        statusBeforeFailure_ = statusBeforeImport_;
        failureShown_ = true;
        // Named as the status named it: the measured files, not the prediction beside them (a
        // review read "2 files … beside the predicted timeline", then "still showing 3 files").
        const TraceDocumentPtr& shown = measured_ ? measured_ : doc_;
        status_->setText(shown ? tr("Could not import %1; still showing %2.")
                                     .arg(QFileInfo(path).fileName(), shown->sources.size() > 1
                                                                          ? tr("%1 files").arg(shown->sources.size())
                                                                          : shownTraceFileName(shown->trace.path))
                               : tr("Could not import %1.").arg(QFileInfo(path).fileName()));
        emit errorOccurred(tr("Cannot open trace %1").arg(QFileInfo(path).fileName()), error);
    });
    enableTraceButtons();  // nothing shown yet
}

void TraceWorkspace::forgetImportFailure() {
    if (!failureShown_) return;
    status_->setText(statusBeforeFailure_);
    failureShown_ = false;
}

bool TraceWorkspace::isTraceFileName(const QString& path) {
    const QString p = path.toLower();
    return p.endsWith(QLatin1String(".json")) || p.endsWith(QLatin1String(".json.gz")) ||
           p.endsWith(QLatin1String(".sqlite")) || p.endsWith(QLatin1String(".sqlite3"));
}

void TraceWorkspace::openTrace(const QString& path) {
    openTraces(QStringList{path});
}

void TraceWorkspace::openTraces(const QStringList& paths) {
    if (paths.isEmpty()) return;
    // After a failure the header shows the failure; the line worth restoring is the one before it.
    statusBeforeImport_ = failureShown_ ? statusBeforeFailure_ : status_->text();
    status_->setText(paths.size() == 1 ? tr("Importing %1…").arg(QFileInfo(paths.front()).fileName())
                                       : tr("Importing %1 files…").arg(paths.size()));
    job_->start(paths, options_);
}

bool TraceWorkspace::showsPrediction() const { return doc_ && schedule::isPredictedTrace(doc_->trace); }

void TraceWorkspace::markPredictionOutdated(const QString& why) {
    if (!showsPrediction()) return;
    status_->setText(why.isEmpty() ? tr("<b>Out of date:</b> this predicted step is of the recipe before the latest "
                                        "edit; re-simulating…")
                                   : tr("<b>Out of date:</b> this predicted step is of the recipe before the latest "
                                        "edit, which cannot be simulated: %1")
                                         .arg(why.toHtmlEscaped()));
}

void TraceWorkspace::withdrawPrediction(const QString& why) {
    const TraceDocumentPtr measured = measured_;
    setDocument(measured);
    status_->setText(tr("<b>No predicted step</b> for the recipe as edited: %1%2")
                         .arg(why.toHtmlEscaped(),
                              measured ? tr(". The measured trace is shown alone until the recipe can run.") : QString()));
}

void TraceWorkspace::showPrediction(TraceDocumentPtr doc,
                                    std::shared_ptr<const schedule::PredictionComparison> comparison) {
    followsRecipe_ = true;
    const TraceDocumentPtr measured = measured_;
    setDocument(doc);
    measured_ = measured;  // a prediction never replaces the measured trace it was held against
    const bool foreign = comparison && comparison->not_this_recipe;
    prediction_->setRecordedConflicts(measured ? conflictFacts() : QStringList());
    prediction_->setComparison(std::move(comparison));
    showRunVerdict();
    // Another job's trace beside the prediction: steps seconds apart from milliseconds leave the
    // measured lanes a sliver on one axis (review 14: 13 ms beside 27 s). The view opens on the
    // measured span; Fit shows both.
    if (foreign && measured && doc) {
        int64_t begin = INT64_MAX, end = INT64_MIN;
        for (const TimelineLane& lane : doc->lanes)
            if (!lane.predicted && lane.events.size() > 0) {
                begin = std::min(begin, lane.events.start.front());
                end = std::max(end, lane.events.prefixMaxEnd.back());
            }
        if (begin < end) timeline_->showRange(begin, end);
    }
    // The metric tables are measurements: with a measured trace open they show it alone, and the
    // header says which ranks are predicted rather than counting them with the measured ones.
    size_t predictedRanks = doc ? doc->trace.ranks.size() : 0;
    if (measured) {
        panel_->setDocument(measured);
        giveTheTimelineTheRoom(measured);
        predictedRanks -= std::min(predictedRanks, measured->trace.ranks.size());
        const auto ranks = [](size_t n) { return n == 1 ? tr("1 rank") : tr("%1 ranks").arg(n); };
        status_->setText(
            tr("%1: %2 measured, beside the predicted timeline of %3 (the tables show the measured "
               "trace only)%4")
                .arg(measured->sources.size() > 1 ? tr("%1 files").arg(measured->sources.size())
                                                  : shownTraceFileName(measured->trace.path))
                .arg(ranks(measured->trace.ranks.size()))
                .arg(ranks(predictedRanks))
                .arg(foreign ? tr(". Shown: the measured span; Fit shows the predicted step too") : QString()));
    } else if (doc) {
        status_->setText(
            tr("Predicted timeline: %1, simulated from the recipe (not a measurement)")
                .arg(predictedRanks == 1 ? tr("1 rank") : tr("%1 ranks").arg(predictedRanks)));
    }
}

void TraceWorkspace::giveTheTimelineTheRoom(const TraceDocumentPtr& tableDoc) {
    // Two rows where there are two ranks to read; one for a one-rank trace, whose second row was
    // empty space the timeline above needed (review 17).
    const int rows = tableDoc && tableDoc->trace.ranks.size() > 1 ? 2 : 1;
    panel_->setMinimumHeight(tableDoc ? panel_->heightForRows(rows) : fontMetrics().lineSpacing() * 6);
    if (!tableDoc) return;
    // The splitter holds the tables and the prediction at their minimum; the rest is the timeline's.
    const int total = split_->height();
    if (total > 0) split_->setSizes({total, 0, 0});
}

void TraceWorkspace::setDocument(TraceDocumentPtr doc) {
    failureShown_ = false;
    doc_ = doc;
    measured_ = doc && !schedule::isPredictedTrace(doc->trace) ? doc : nullptr;
    prediction_->setComparison(nullptr);
    timeline_->setDocument(doc);
    panel_->setDocument(doc);
    enableTraceButtons();
    giveTheTimelineTheRoom(doc);
    if (doc) {
        // The controls follow what the document was made with.
        options_.alignment = doc->alignment.requested;
        options_.htaCompat = doc->htaCompat;
        if (doc->patternsFile.empty()) {
            options_.patterns.reset();
            options_.patternsFile.clear();
        } else {
            options_.patterns = doc->patterns;
            options_.patternsFile = doc->patternsFile;
        }
        size_t events = 0;
        for (const auto& r : doc->trace.ranks) events += r.events.size();
        const QString what =
            doc->sources.size() > 1 ? tr("%1 files").arg(doc->sources.size()) : shownTraceFileName(doc->trace.path);
        // One rank is "1 rank" (review: "1 ranks").
        status_->setText(doc->trace.ranks.size() == 1
                             ? tr("%1: 1 rank, %2 lanes, %3 events").arg(what).arg(doc->lanes.size()).arg(events)
                             : tr("%1: %2 ranks, %3 lanes, %4 events")
                                   .arg(what)
                                   .arg(doc->trace.ranks.size())
                                   .arg(doc->lanes.size())
                                   .arg(events));
    }
    showOptions();
    showRunVerdict();
}

void TraceWorkspace::setStepBand(const Uncertainty& band) {
    prediction_->setStepBand(band);
    panel_->setStepBand(band);
}

void TraceWorkspace::setRecipeStep(double estimatedStepMs, const QString& shownStep, const QString& recipeName) {
    recipeStepMs_ = estimatedStepMs;
    recipeStepText_ = shownStep;
    recipeName_ = recipeName;
    showRunVerdict();
}

QStringList TraceWorkspace::conflictFacts() const {
    QStringList facts;
    for (const evidence::RunMismatch& m : recipeConflicts_) facts << coreMessageText(m.factText());
    return facts;
}

void TraceWorkspace::setRecipeConflicts(const std::vector<evidence::RunMismatch>& conflicts) {
    // One per fact, its sources together: the GPU or world size that each rank's file records is
    // said once (review 23 read the verdict twice over with two files open).
    recipeConflicts_.clear();
    for (const evidence::RunMismatch& m : conflicts) {
        auto same = std::find_if(recipeConflicts_.begin(), recipeConflicts_.end(),
                                 [&](const evidence::RunMismatch& kept) { return kept.fact() == m.fact(); });
        if (same == recipeConflicts_.end())
            recipeConflicts_.push_back(m);
        else if (same->source.find(m.source) == std::string::npos)
            same->source += "; " + m.source;
    }
    prediction_->setRecordedConflicts(measured_ ? conflictFacts() : QStringList());
    showRunVerdict();
}

void TraceWorkspace::showRunVerdict() {
    // With the prediction on show, its table gives the verdict (from the simulated step).
    const bool alone = doc_ && !schedule::isPredictedTrace(doc_->trace);
    // Another job's trace beside the prediction: the verdict goes above the timeline, where the eye
    // starts, not under the tables at the foot of a dock that scrolls (pt review, entry 1).
    if (!alone && measured_ && prediction_->notThisRecipesRun()) {
        runVerdict_->setText(prediction_->summary()->text());
        runVerdict_->setToolTip(QString());
        runVerdict_->setVisible(true);
        prediction_->setVisible(false);
        return;
    }
    const std::optional<std::string> reason =
        alone ? schedule::notThisRecipesRun(recipeStepMs_, doc_->stepMs) : std::nullopt;
    // What the files record (the GPU, the world size) settles it without the estimate (review 15:
    // an A100 trace beside an H100 recipe was judged on its step alone).
    const bool conflicting = alone && !recipeConflicts_.empty();
    runVerdict_->setVisible(reason.has_value() || conflicting);
    if (!reason && !conflicting) return;
    const QString steps = recipeStepMs_ > 0 && doc_->stepMs > 0
                              ? tr("Its measured step is %1 (%4); the estimated step of %2 is %3.")
                                    .arg(formatSeconds(doc_->stepMs / 1e3), recipeName_.toHtmlEscaped(),
                                         recipeStepText_.toHtmlEscaped(), measuredStepDefinition(*doc_))
                              : QString();
    if (conflicting) {
        // Each fact with its source, or with how many files record it: 24 rank files named in full
        // made a line that could not wrap and was cut at the right (issue 41). The tooltip names them.
        QString facts;
        QStringList sources;
        for (const evidence::RunMismatch& c : recipeConflicts_) {
            const QStringList from = QString::fromStdString(c.source).split(QStringLiteral("; "), Qt::SkipEmptyParts);
            const QString where =
                from.size() > 1 ? tr("recorded by %1 files").arg(from.size()) : shownFactSource(from.value(0));
            facts += (facts.isEmpty() ? QString() : QStringLiteral("; ")) +
                     QStringLiteral("%1 (%2)").arg(coreMessageText(c.factText()), where).toHtmlEscaped();
            QStringList shownFrom;
            for (const QString& f : from) shownFrom << shownFactSource(f);
            sources << coreMessageText(c.factText()) + QStringLiteral(": ") + shownFrom.join(QStringLiteral(", "));
        }
        runVerdict_->setToolTip(sources.join(QLatin1Char('\n')));
        runVerdict_->setText(tr("<b>Not this recipe's run.</b> What the trace records contradicts %1: %2.%3 Its figures "
                                "say nothing about this recipe's estimate.")
                                 .arg(recipeName_.toHtmlEscaped(), facts, steps.isEmpty() ? QString() : QLatin1Char(' ') + steps));
        return;
    }
    runVerdict_->setText(tr("<b>Probably not this recipe's run.</b> %1 Another model, layout or batch: its figures say "
                            "nothing about this recipe's estimate.")
                             .arg(steps));
}

void TraceWorkspace::showOptions() {
    {
        const QSignalBlocker b1(clock_);
        const QSignalBlocker b2(hta_);
        clock_->setCurrentIndex(std::max(0, clock_->findData(static_cast<int>(options_.alignment))));
        hta_->setChecked(options_.htaCompat);
    }
    alignmentStatus_->setText(doc_ ? alignmentText(*doc_) : QString{});
    patternsStatus_->setText(options_.patterns
                                 ? tr("Patterns: %1").arg(shownTraceFileName(options_.patternsFile))
                                 : (options_.htaCompat ? tr("Patterns: HTA's") : tr("Patterns: built-in")));
    patternsStatus_->setToolTip(QString::fromStdString(options_.patternsFile));
}

QString TraceWorkspace::alignmentText(const TraceDocument& doc) {
    const AlignmentSummary& a = doc.alignment;
    if (a.requested == ClockAlignment::AsRecorded)
        return tr("Clocks as recorded (each file from its own first event).");
    if (!a.applied) return tr("Alignment refused: %1 — shown as recorded.").arg(QString::fromStdString(a.refusal));
    QStringList offsets;
    int64_t minMatched = -1;
    int64_t maxSpread = 0;
    for (size_t i = 1; i < a.offsets.size(); ++i) {
        const auto& o = a.offsets[i];
        offsets
            << tr("r%1 %2%3 µs").arg(o.rank).arg(o.offset_ns >= 0 ? QStringLiteral("+") : QString{}, us(o.offset_ns));
        minMatched = minMatched < 0 ? o.matched : std::min(minMatched, o.matched);
        maxSpread = std::max(maxSpread, o.residual_ns);
    }
    const int reference = a.offsets.empty() ? 0 : a.offsets.front().rank;
    const QString list = offsets.isEmpty() ? tr("a single rank, nothing to shift")
                                           : tr("offsets %1").arg(offsets.join(QStringLiteral(", ")));
    if (a.method == "collectives")
        return tr("Aligned on matched collectives onto rank %1: %2; %3 collectives matched (fewest of any rank), "
                  "spread ≤ %4 µs.")
            .arg(reference)
            .arg(list)
            .arg(std::max<int64_t>(minMatched, 0))
            .arg(us(maxSpread));
    return tr("On the files' shared clock, onto rank %1: %2.").arg(reference).arg(list);
}

void TraceWorkspace::applyOptions() {
    showOptions();
    if (doc_) job_->relayout(doc_, options_);
}

bool TraceWorkspace::loadPatterns(const QString& path) {
    auto loaded = trace::loadPatterns(path.toStdString());
    if (!loaded) {
        emit errorOccurred(tr("Cannot load kernel patterns %1").arg(QFileInfo(path).fileName()),
                           coreErrorText(loaded.error()));
        return false;
    }
    if (auto classifier = trace::KernelClassifier::create(*loaded); !classifier) {  // a regex std::regex rejects
        emit errorOccurred(tr("Cannot load kernel patterns %1").arg(QFileInfo(path).fileName()),
                           path + QStringLiteral(": ") + coreErrorText(classifier.error()));
        return false;
    }
    options_.patterns = std::move(*loaded);
    options_.patternsFile = path.toStdString();
    applyOptions();
    return true;
}

void TraceWorkspace::resetPatterns() {
    options_.patterns.reset();
    options_.patternsFile.clear();
    applyOptions();
}

void TraceWorkspace::loadPatternsWithDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Kernel Patterns"), lastOpenFolder(),
                                                      tr("Pattern files (*.txt *.patterns);;All files (*)"));
    if (!path.isEmpty()) loadPatterns(path);
}

void TraceWorkspace::enableTraceButtons() {
    // Before any trace, Fit or Export Metrics… did nothing, and Ctrl+4 landed on Fit (review 36).
    for (const char* name :
         {"traceFit", "traceZoomSelection", "traceClearSelection", "traceExportMetrics", "traceExportTimeline"})
        if (auto* b = findChild<QToolButton*>(QString::fromLatin1(name))) b->setEnabled(doc_ != nullptr);
}

}  // namespace moe::ui
