#include "ui/estimate/estimate_panel.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

#include "core/flops/flops_count_text.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/rules/memory_fit.h"
#include "ui/common/band_format.h"
#include "ui/common/core_message_text.h"
#include "ui/common/finding_text.h"
#include "ui/common/flops_count_text.h"
#include "ui/common/live_label.h"
#include "ui/common/panel_format.h"
#include "ui/common/panel_visibility.h"
#include "ui/common/perf_message_text.h"
#include "ui/common/plot_palette.h"
#include "ui/common/reading_order.h"
#include "ui/estimate/step_breakdown_model.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

// The precision as people write it, not its recipe value (review 15 read "of fp8_blockwise dense peak").
// In the words of the recipe description (its catalog context), translated as it is there
// (review 29 read "占 FP8 blockwise 稠密峰值" beside "FP8 分块缩放" in the description).
QString spokenPrecision(const QString& id) {
    static const std::pair<const char*, const char*> names[] = {{"bf16", "BF16"},
                                                                {"fp8_tensorwise", "FP8 current scaling"},
                                                                {"fp8_delayed", "FP8 delayed scaling"},
                                                                {"fp8_blockwise", "FP8 blockwise"},
                                                                {"mxfp8", "MXFP8"},
                                                                {"nvfp4", "NVFP4"}};
    for (const auto& [key, name] : names)
        if (id == QLatin1String(key)) return QCoreApplication::translate("recipe_description", name);
    return id;
}

}  // namespace


namespace {

constexpr size_t kMetricCount = 4;

size_t metricIndex(EstimatePanel::Metric m) {
    return static_cast<size_t>(m);
}


}  // namespace

EstimatePanel::EstimatePanel(StudioState* state, QWidget* parent)
    : QWidget(parent),
      state_(state),
      headline_(new LiveLabel(this)),
      tflopsDetail_(new QLabel(this)),
      mfuDetail_(new QLabel(this)),
      otherCount_(new QLabel(this)),
      uncertainty_(new LiveLabel(this)),
      wall_(new LiveLabel(this)),
      lever_(new LiveLabel(this)),
      plot_(new QCustomPlot(this)),
      model_(new StepBreakdownModel(this)),
      table_(new QTableView(this)),
      predicted_(new QPushButton(tr("Show predicted timeline"), this)),
      details_(new QToolButton(this)) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    setObjectName(QStringLiteral("estimatePanel"));
    headline_->setObjectName(QStringLiteral("estimate.headline"));

    auto* grid = new QGridLayout;
    const std::array<QString, kMetricCount> captions = {tr("Step time"), tr("Tokens/s/GPU"), tr("Model TFLOP/s/GPU"),
                                                        tr("MFU")};
    const std::array<const char*, kMetricCount> names = {"estimate.stepTime", "estimate.tokens", "estimate.tflops",
                                                         "estimate.mfu"};
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    for (size_t i = 0; i < kMetricCount; ++i) {
        auto* caption = new QLabel(captions[i], this);
        metrics_[i] = new QLabel(QStringLiteral("—"), this);
        metrics_[i]->setObjectName(QString::fromLatin1(names[i]));
        metrics_[i]->setFont(big);
        makeLiveLabel(metrics_[i]);
        grid->addWidget(caption, 0, static_cast<int>(i));
        grid->addWidget(metrics_[i], 1, static_cast<int>(i));
    }
    tflopsDetail_->setObjectName(QStringLiteral("estimate.tflopsDetail"));
    makeLiveLabel(tflopsDetail_);
    grid->addWidget(tflopsDetail_, 2, static_cast<int>(metricIndex(Metric::Tflops)));
    mfuDetail_->setObjectName(QStringLiteral("estimate.mfuDetail"));
    makeLiveLabel(mfuDetail_);
    mfuDetail_->setWordWrap(true);
    grid->addWidget(mfuDetail_, 2, static_cast<int>(metricIndex(Metric::Mfu)));
    // Both columns: the figures under another FLOPs count, only where it differs.
    otherCount_->setObjectName(QStringLiteral("estimate.otherFlopsCount"));
    makeLiveLabel(otherCount_);
    otherCount_->setWordWrap(true);
    otherCount_->setVisible(false);
    grid->addWidget(otherCount_, 3, static_cast<int>(metricIndex(Metric::Tflops)), 1, 2);

    uncertainty_->setObjectName(QStringLiteral("estimate.uncertainty"));
    wall_->setObjectName(QStringLiteral("estimate.wall"));
    lever_->setObjectName(QStringLiteral("estimate.lever"));

    // One horizontal stacked bar: seconds along x, the parts left to right in kStepParts order.
    plot_->setObjectName(QStringLiteral("estimatePlot"));
    plot_->setMinimumHeight(70);
    plot_->setMaximumHeight(110);
    plot_->yAxis->setVisible(false);
    plot_->yAxis->setRange(-0.6, 0.6);
    plot_->xAxis->setLabel(tr("seconds per step"));
    QCPBars* below = nullptr;
    for (size_t i = 0; i < kStepParts.size(); ++i) {
        auto* b = new QCPBars(plot_->yAxis, plot_->xAxis);
        b->setName(stepPartName(kStepParts[i]));
        b->setPen(QPen(stepPartColour(kStepParts[i]).darker(130)));
        b->setBrush(stepPartColour(kStepParts[i]));
        b->setStackingGap(0);
        b->setWidth(0.8);
        if (below) b->moveAbove(below);
        below = b;
        bars_[i] = b;
    }

    table_->setObjectName(QStringLiteral("estimateBreakdown"));
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(StepBreakdownModel::PartColumn, QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(4);  // a projector's dock holds the figures and both sentences
    // The timeline button sits on the headline's row: a short dock scrolls its breakdown table,
    // never the way to the timeline.
    predicted_->setObjectName(QStringLiteral("estimate.predictedTimeline"));
    predicted_->setEnabled(false);  // until the first estimate arrives
    auto* top = new QHBoxLayout;
    top->addWidget(headline_, 1);
    top->addWidget(predicted_, 0, Qt::AlignTop);
    details_->setObjectName(QStringLiteral("estimate.details"));
    //: A toggle on the Estimate dock: shows or hides the uncertainty sentence and the breakdown table.
    details_->setText(tr("Deta&ils"));  // Alt+I: the keyboard opens it without Tab (review 36)
    details_->setCheckable(true);
    details_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    details_->setToolTip(tr("Show or hide how sure the estimate is and the chart and table of its parts"));
    details_->setFocusPolicy(Qt::StrongFocus);
    if (const QVariant saved = studioSettings()->value(QStringLiteral("estimate/detailsShown")); saved.isValid()) {
        detailsDecided_ = true;
        detailsShown_ = saved.toBool();
    }
    connect(details_, &QToolButton::toggled, this, [this](bool on) {
        studioSettings()->setValue(QStringLiteral("estimate/detailsShown"), on);
        setDetailsShown(on);
    });
    layout->addLayout(top);
    layout->addLayout(grid);
    // Below the figures, the sentences beside the breakdown where the dock is wide enough: one
    // above the other, the table sat below a laptop dock's edge and was read only floated
    // (review in Chinese at 1280x800). Narrower, they stack (resizeEvent).
    auto* sentences = new QVBoxLayout;
    sentences->setContentsMargins(0, 0, 0, 0);
    // What to do first: the wall and the next lever, then how sure the figures are (the band is
    // already beside the step time). Below them, the lever was the line a laptop's dock cut (review 23).
    sentences->addWidget(wall_);
    sentences->addWidget(lever_);
    sentences->addWidget(uncertainty_);
    sentences->addStretch();
    auto* breakdown = new QVBoxLayout;
    breakdown->setContentsMargins(0, 0, 0, 0);
    // Above the chart: the toggle that folds the chart, the table and the uncertainty sentence away.
    breakdown->addWidget(details_, 0, Qt::AlignRight | Qt::AlignTop);
    breakdown->addWidget(plot_);
    breakdown->addWidget(table_, 1);
    body_ = new QBoxLayout(QBoxLayout::LeftToRight);
    // The sentences take two thirds: at 3 : 2 the wall and the lever ran to three lines each in
    // Portuguese and the lever fell below a 1280x720 dock's edge.
    body_->addLayout(sentences, 2);
    body_->addLayout(breakdown, 1);
    layout->addLayout(body_, 1);
    applyDetails();
    connect(predicted_, &QPushButton::clicked, this, &EstimatePanel::predictedTimelineRequested);

    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &EstimatePanel::present);
    connect(state_, &StudioState::recipeChanged, this, &EstimatePanel::recompute);
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, this, &EstimatePanel::recompute);
    connect(state_, &StudioState::memoryAssumptionsChanged, this, &EstimatePanel::recompute);
    followPalette(plot_);
    recompute();
}

void EstimatePanel::setDetailsShown(bool shown) {
    detailsDecided_ = true;
    detailsShown_ = shown;
    applyDetails();
}

void EstimatePanel::applyDetails() {
    const bool shown = detailsShown_;
    if (details_->isChecked() != shown) {
        const QSignalBlocker quiet(details_);
        details_->setChecked(shown);
    }
    details_->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    table_->setVisible(shown);
    plot_->setVisible(shown);
    // Folded, the sentences take the width the chart had: fewer lines.
    if (body_) body_->setStretch(1, shown ? 1 : 0);
    uncertainty_->setVisible(shown && outcome_ && outcome_->hasNumbers());
    if (shown) plot_->replot(QCustomPlot::rpQueuedReplot);
}

void EstimatePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // A first start decides by the room the window has: the whole unfolded dock (about 560 px) fits
    // a third of a window from about 1600 px up; at 1440 px its table was still cut.
    if (!detailsDecided_) setDetailsShown(window()->height() >= kDetailsShownFromHeight);
}

void EstimatePanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // Side by side from the width where the sentences keep about 450 px.
    const auto direction = width() >= kSideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (body_->direction() != direction) body_->setDirection(direction);
}

QLabel* EstimatePanel::metricLabel(Metric metric) const {
    return metrics_.at(metricIndex(metric));
}

QCPBars* EstimatePanel::bars(StepPart part) const {
    for (size_t i = 0; i < kStepParts.size(); ++i)
        if (kStepParts[i] == part) return bars_[i];
    return nullptr;
}

void EstimatePanel::recompute() {
    if (isTabbedAway(this) && !computeWhileTabbedAway_) {
        stale_ = true;
        return;
    }
    submit();
}

void EstimatePanel::catchUp() {
    if (stale_) submit();
}

void EstimatePanel::setComputeWhileTabbedAway(bool on) {
    computeWhileTabbedAway_ = on;
    if (on) catchUp();
}

// Which constants made the figures (review 23 could not tell after Use for Estimates), said as the
// job is submitted, with the calibration the job takes.
QString EstimatePanel::calibrationNote() const {
    const StudioCalibration* calibration = StudioCalibration::of(state_);
    if (calibration->isBuiltin()) return tr("Calibration: built-in (fitted to published runs).");
    QString note = tr("Calibration: cluster profile \u201c%1\u201d, fitted to your runs; the band is the built-in "
                      "model's on published rows and is not re-measured for it.")
                       .arg(calibration->name());
    const QString caution = calibration->cautionFor(QString::fromStdString(state_->recipe().hardware.name));
    return caution.isEmpty() ? note : note + QLatin1Char(' ') + caution;
}

void EstimatePanel::submit() {
    stale_ = false;
    // Validation already ran synchronously in the state; its errors travel with the recipe copy.
    std::vector<QString> invalid;
    for (const Diagnostic& d : state_->diagnostics()) {
        if (d.severity == Severity::Error) invalid.push_back(findingText(d));
    }
    runner_.submit([recipe = state_->recipe(), calibration = StudioCalibration::of(state_)->calibration(),
                    calibrationNote = calibrationNote(), assumptions = state_->memoryAssumptions(),
                    invalid = std::move(invalid)]() {
        auto outcome = std::make_shared<EstimateOutcome>();
        outcome->invalid = invalid;
        outcome->calibrationNote = calibrationNote;
        outcome->precision = QString::fromLatin1(toString(recipe.options.precision));
        outcome->otherFlopsCounts = otherFlopsCounts(recipe.model, recipe.layout.seq_length);
        outcome->flopsCountHelp = flopsCountHelp(recipe.model, recipe.layout.seq_length);
        if (invalid.empty()) {
            Result<MemoryReport> memory = estimateMemory(recipe, assumptions);
            Result<StepEstimate> estimate = memory.ok() ? estimateStepTime(recipe, *calibration, memory.value())
                                                        : Result<StepEstimate>(memory.error());
            if (estimate.ok()) {
                outcome->estimate = std::move(estimate).value();
                // Over HBM the next lever is the one that makes it fit, as the findings say.
                if (outcome->estimate->memory_fit == MemoryFit::DoesNotFit)
                    for (const Diagnostic& d :
                         memoryFitDiagnostics(recipe, memory.value(), assumptions, calibration.get()))
                        if (d.rule == kRuleDoesNotFit) outcome->toFit = findingSuggestion(d);
                outcome->uncertainty = estimateUncertainty(recipe);
                outcome->lever = nextLeverGain(recipe, *calibration, memory.value(), *outcome->estimate);
            } else {
                outcome->error = coreErrorText(estimate.error());
            }
        }
        return std::shared_ptr<const EstimateOutcome>(std::move(outcome));
    });
}

void EstimatePanel::bringUpToDate() {
    catchUp();
    settle();
}

void EstimatePanel::settle() {
    runner_.waitForDone();
    QCoreApplication::sendPostedEvents();
}

void EstimatePanel::present(quint64 /*generation*/, const QVariant& result) {
    outcome_ = result.value<std::shared_ptr<const EstimateOutcome>>();
    // The simulation needs what the estimate needs: an invalid recipe, or one that does not fit
    // in memory, has no step to show (its step time would be one it can never run).
    // A tight fit (over by less than the fragmentation allowance) may run: it keeps its numbers.
    const bool fits = outcome_ && outcome_->estimate && outcome_->estimate->memory_fit != MemoryFit::DoesNotFit;
    const bool simulable = outcome_ && outcome_->invalid.empty() && fits;
    predicted_->setEnabled(simulable);
    predicted_->setToolTip(
        simulable ? tr("Simulate one training step per pipeline rank in Megatron-Core's schedule order and "
                       "open it in the Trace dock, beside the measured trace when one is open")
        : outcome_ && outcome_->estimate && !fits
            ? tr("No step to simulate: the layout does not fit in memory (see above)")
            : tr("No step to simulate: the recipe has no estimate (see above)"));
    if (!outcome_) {
        showNoNumbers(tr("No estimate."), false);
    } else if (!outcome_->invalid.empty()) {
        QString text =
            tr("Invalid recipe — no estimate (%n error(s)):", nullptr, static_cast<int>(outcome_->invalid.size()));
        for (const QString& e : outcome_->invalid) text += QStringLiteral("\n• ") + e;
        showNoNumbers(text);
    } else if (!outcome_->estimate) {
        showNoNumbers(tr("Cannot estimate: %1").arg(outcome_->error));
    } else if (outcome_->estimate->memory_fit == MemoryFit::DoesNotFit) {
        const StepEstimate& e = *outcome_->estimate;
        // Worded as the memory chart's verdict (review 26 read two phrasings of one fact).
        showNoNumbers(tr("Does not fit: the binding stage needs %1, %2 over the usable %3")
                          .arg(formatGib(e.binding_stage_gib), formatGib(-e.memory_headroom_gib),
                               formatGib(e.binding_stage_gib + e.memory_headroom_gib)));
        // Not the compute wall's lever: a layout that cannot run needs the one that makes it fit.
        lever_->setText(tr("Next lever: make it fit first: %1").arg(outcome_->toFit));
        lever_->setVisible(!outcome_->toFit.isEmpty());
    } else {
        showNumbers(*outcome_->estimate);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
    emit updated();
}

void EstimatePanel::showNoNumbers(const QString& headline, bool problem) {
    setLiveText(headline_, headline, problem);
    for (QLabel* l : metrics_) l->setText(QStringLiteral("—"));
    tflopsDetail_->clear();
    mfuDetail_->clear();
    otherCount_->clear();
    otherCount_->setVisible(false);
    uncertainty_->clear();
    uncertainty_->setVisible(false);
    wall_->clear();
    lever_->clear();
    wall_->setVisible(false);
    lever_->setVisible(false);
    for (QCPBars* b : bars_) b->data()->clear();
    model_->setGeometry({});
    // No step: an axis still scaled to the last estimate's seconds would read as one.
    plot_->xAxis->setTicks(false);
    plot_->xAxis->setTickLabels(false);
    plot_->xAxis->setLabel(tr("no step to show"));
}

void EstimatePanel::showNumbers(const StepEstimate& e) {
    // Every figure carries only the digits the band supports; the band sits beside the step time.
    const Uncertainty& band = outcome_->uncertainty;
    const QString memory =
        e.memory_fit == MemoryFit::Tight
            ? tr("memory is tight: %1 over usable HBM, within the fragmentation allowance, so it may run")
                  .arg(formatGib(-e.memory_headroom_gib))
        : e.fitsClosely()
            ? tr("memory fits closely: %1 headroom, less than the %2 fragmentation allowance, so it may not fit")
                  .arg(formatGib(e.memory_headroom_gib), formatGib(e.memory_allowance_gib))
            : tr("memory fits with %1 headroom").arg(formatGib(e.memory_headroom_gib));
    // One microbatch is singular (review: "m = 1 microlotes"); m is at least 1.
    const QString headline = e.microbatches == 1
                                 ? tr("Estimated step %1 %2: m = %3 microbatch of %4 on PP rank %5; %6")
                                 : tr("Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6");
    setLiveText(headline_,
                headline.arg(formatSecondsInBand(e.step_time_s, band), bandText(band))
                    .arg(e.microbatches)
                    .arg(formatSecondsInBand(e.microbatch_time_s, band))
                    .arg(e.slowest_pp_rank)
                    .arg(memory),
                e.memory_fit == MemoryFit::Tight || e.fitsClosely() ? TextTone::Caution : TextTone::Normal);
    metricLabel(Metric::StepTime)->setText(formatSecondsInBand(e.step_time_s, band) + QStringLiteral("  ") + bandText(band));
    metricLabel(Metric::Tokens)->setText(formatCountInBand(e.tokens_per_s_per_gpu, band));
    metricLabel(Metric::Tflops)->setText(formatTflopsInBand(e.model_tflops_per_gpu, band));
    metricLabel(Metric::Mfu)->setText(formatPercentInBand(e.mfu, band));
    // At BF16 the two peaks are one: "of bf16 dense peak; 24.0 % of BF16" said it twice.
    // Both figures name the FLOPs count they divide (the trainers count differently: issue 39).
    const QString count = studioFlopsCountLabel();
    const QString& countHelp = outcome_->flopsCountHelp;
    tflopsDetail_->setText(count);
    mfuDetail_->setText(
        outcome_->precision.compare(QLatin1String("bf16"), Qt::CaseInsensitive) == 0
            ? tr("of the BF16 dense peak (%1)").arg(count)
            : tr("of the %1 dense peak; %2 of BF16 (%3)")
                  .arg(spokenPrecision(outcome_->precision), formatPercentInBand(e.mfu_bf16, band), count));
    for (QLabel* l : {tflopsDetail_, mfuDetail_, metricLabel(Metric::Tflops), metricLabel(Metric::Mfu)})
        l->setToolTip(countHelp);
    QStringList others;
    QString otherHelp = countHelp;
    for (const FlopsCountFigure& f : outcome_->otherFlopsCounts) {
        const FlopsCountInfo& info = flopsCountInfo(f.count);
        others << tr("%1: %2 TFLOP/s/GPU, MFU %3")
                      .arg(fromFlopsText(info.by), formatTflopsInBand(e.model_tflops_per_gpu * f.ratio, band),
                           formatPercentInBand(e.mfu * f.ratio, band));
        otherHelp += QLatin1Char('\n') + fromFlopsText(info.description);
    }
    if (!others.isEmpty()) others.front()[0] = others.front()[0].toUpper();  // "By Megatron-LM's ..."
    otherCount_->setText(others.join(QStringLiteral("; ")));
    otherCount_->setToolTip(otherHelp);
    otherCount_->setVisible(!others.isEmpty());
    // One line: the band, its share, its rows and its basis with every reason it widened, as the
    // CLI says it (review: the line named one of three reasons).
    const QString basisWords = uncertaintyFullBasisText(band);
    uncertainty_->setText(
        !band.known() ? tr("Uncertainty unknown: no cross-validated rows to compare with.")
        : band.share >= 1.0
            ? tr("Uncertainty %1: the widest of the model's cross-validated errors on %2 published rows (%3); "
                 "figures are rounded to it.")
                  .arg(bandText(band))
                  .arg(band.rows)
                  .arg(basisWords)
            : tr("Uncertainty %1: %2 % of the model's cross-validated errors on %3 comparable published rows "
                 "(%4) fall inside it; figures are rounded to it.")
                  .arg(bandText(band))
                  .arg(std::lround(100.0 * band.share))
                  .arg(band.rows)
                  .arg(basisWords));
    uncertainty_->setText(uncertainty_->text() + QLatin1Char(' ') + outcome_->calibrationNote);
    uncertainty_->setToolTip(uncertaintyDescription(band));
    uncertainty_->setVisible(detailsShown_);
    // Folded away, the sentence is the step time's tooltip.
    metrics_[metricIndex(Metric::StepTime)]->setToolTip(uncertainty_->text());
    showDiagnosis(e);

    StepBreakdownGeometry geometry = StepBreakdownGeometry::compute(e.breakdown);
    for (size_t i = 0; i < kStepParts.size(); ++i) {
        bars_[i]->data()->clear();
        bars_[i]->addData(0.0, geometry.segments[i].seconds);
    }
    plot_->xAxis->setRange(0, geometry.total > 0 ? geometry.total * 1.02 : 1.0);
    plot_->xAxis->setTicks(true);
    plot_->xAxis->setTickLabels(true);
    plot_->xAxis->setLabel(tr("seconds per step"));
    model_->setGeometry(std::move(geometry));
}

void EstimatePanel::showDiagnosis(const StepEstimate& e) {
    wall_->setText(tr("Wall to attack first: %1 — %2")
                       .arg(wallName(e.dominant_wall), messageOr(e.wall_reason_text, e.wall_reason)));
    const LeverGain& gain = outcome_->lever;
    // The core's sentences in the reader's language (MOE_TR "perf"); a bare flag reads as it is.
    const QString wallLever = messageOr(e.next_lever_text, e.next_lever);
    const QString leverText = messageOr(gain.lever_message, gain.lever);
    const QString gainText = messageOr(gain.message, gain.text);
    // A lever Megatron refuses here, or that would not fit, is not offered as the next step (review 15
    // read it proposed and rejected in one line): the line says the usual lever is out, and why.
    QString why = QString::fromStdString(gain.text);
    if (why.startsWith(QLatin1String("not on this layout: "))) why = why.mid(20);
    if (!gain.why_message.empty()) why = coreMessageText(gain.why_message);
    lever_->setText(
        gain.refused || gain.breaks_fit
            ? tr("Next lever: none of one change. The usual one for this wall, %1, is out here: %2").arg(wallLever, why)
        : gain.no_gain && gain.by_estimate
            ? tr("Next lever: none of one change gains by the model's estimate. The best candidate, %1, is %2")
                  .arg(leverText, gainText)
        : gain.no_gain
            ? tr("Next lever: none of one change gains by the model's estimate. The usual one for this wall, %1, is %2")
                  .arg(leverText, gainText)
        : gain.evaluated ? tr("Next lever: %1 — %2").arg(leverText, gainText)
                         : tr("Next lever: %1").arg(wallLever));
    // The other single changes the model estimated, best first: the lever is the largest of them.
    QStringList others;
    for (const RankedLever& c : gain.ranked) {
        if (others.size() == 8) break;
        const double shown = std::round(100.0 * c.gain);  // a gain that rounds to zero is ±0 %, as in the line
        const QString pct = shown == 0.0 ? QStringLiteral("±0 %")
                                         : QStringLiteral("%1%2 %")
                                               .arg(shown > 0 ? QStringLiteral("+") : QString())
                                               .arg(formatDecimal(shown, 0));
        others << tr("%1 %2%3").arg(pct, messageOr(c.message, c.text),
                                    c.preserves_numerics ? QString() : tr(" (changes the numerics)"));
    }
    lever_->setToolTip(others.isEmpty() ? QString()
                                        : tr("Single changes the model estimated (valid and fitting), best first:\n%1")
                                              .arg(others.join(QLatin1Char('\n'))));
    wall_->setVisible(true);
    lever_->setVisible(true);
}

}  // namespace moe::ui
