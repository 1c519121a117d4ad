#include "ui/memory/memory_chart.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QLabel>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include "core/memory/fit_verdict.h"
#include "core/rules/memory_fit.h"
#include "ui/common/contrast.h"
#include "ui/common/core_message_text.h"
#include "ui/common/finding_text.h"
#include "ui/common/fitting_text.h"
#include "ui/common/live_label.h"
#include "ui/common/panel_format.h"
#include "ui/common/plot_palette.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {
constexpr int kCalloutGapPx = 5;
}  // namespace

namespace {

QColor categoryColour(MemoryCategory c) {
    switch (c) {
        case MemoryCategory::Weights:
            return QColor(0x3b, 0x6e, 0xa8);
        case MemoryCategory::Grads:
            return QColor(0x6b, 0xa3, 0xd6);
        case MemoryCategory::Optimizer:
            return QColor(0x8e, 0x6c, 0xb8);
        case MemoryCategory::Activations:
            return QColor(0xe0, 0x8e, 0x2b);
        case MemoryCategory::Overhead:
            return QColor(0x9a, 0x9a, 0x9a);
    }
    return Qt::gray;
}

QString categoryName(MemoryCategory c) {
    switch (c) {
        case MemoryCategory::Weights:
            return MemoryChart::tr("Weights");
        case MemoryCategory::Grads:
            return MemoryChart::tr("Grads");
        case MemoryCategory::Optimizer:
            return MemoryChart::tr("Optimizer");
        case MemoryCategory::Activations:
            return MemoryChart::tr("Activations");
        case MemoryCategory::Overhead:
            return MemoryChart::tr("Overheads");
    }
    return {};
}

const QColor kOverColour(0xc0, 0x1c, 0x28);     // does not fit: the outline, callout and hatch
const QColor kBindingColour(0x1a, 0x5f, 0xb4);  // binds and fits: a calm blue, not the alarm red

}  // namespace

QColor memoryCalloutColour(bool fits, const QColor& background) {
    return legibleOn(fits ? kBindingColour : kOverColour, background);
}

MemoryChart::MemoryChart(StudioState* state, QWidget* parent)
    : QWidget(parent), state_(state), plot_(new QCustomPlot(this)), status_(new LiveLabel(this)) {
    setObjectName(QStringLiteral("memoryChart"));
    plot_->setObjectName(QStringLiteral("memoryPlot"));
    status_->setObjectName(QStringLiteral("memoryStatus"));

    // Low enough that the chart still fits whole (legend included) beside an open Trace dock at
    // 1280x800, where the row above the summary gets about 200 px.
    plot_->setMinimumHeight(150);
    plot_->yAxis->setLabel(tr("GiB per GPU"));
    plot_->xAxis->setLabel(tr("Pipeline stage"));
    // The legend sits in its own row under the axis rect, so it never covers a bar or the callout.
    plot_->legend->setVisible(true);
    plot_->legend->setFont(font());
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    // Swatches the height of a text line, not QCustomPlot's 32x18: three columns fit a laptop's
    // chart (two rows instead of three), and the rows given back go to the bars (reviews 18, 19
    // found the chart cramped at 1280x800).
    const int line = QFontMetrics(font()).height();
    plot_->legend->setIconSize(line, line * 2 / 3);
    plot_->legend->setIconTextPadding(4);
    plot_->legend->setRowSpacing(0);
    plot_->legend->setBorderPen(Qt::NoPen);  // a row under the axis needs no frame (it was cut at the right edge)
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->addElement(1, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    plot_->setMouseTracking(true);
    // A narrow chart wraps its legend onto more rows (resizeEvent) instead of widening the window.
    plot_->setMinimumWidth(240);

    QCPBars* below = nullptr;
    for (size_t i = 0; i < kStackOrder.size(); ++i) {
        auto* b = new QCPBars(plot_->xAxis, plot_->yAxis);
        b->setName(categoryName(kStackOrder[i]));
        b->setPen(QPen(categoryColour(kStackOrder[i]).darker(130)));
        b->setBrush(categoryColour(kStackOrder[i]));
        b->setStackingGap(0);
        if (below) b->moveAbove(below);
        below = b;
        bars_[i] = b;
    }

    hbmLine_ = new QCPItemStraightLine(plot_);
    hbmLine_->setPen(QPen(Qt::black, 1.5, Qt::DashLine));
    // The line's label is a tick of the right axis, outside the plot: it can meet neither a bar
    // nor the binding callout, however many stages there are.
    hbmTicker_ = QSharedPointer<QCPAxisTickerText>::create();
    plot_->yAxis2->setVisible(true);
    plot_->yAxis2->setTicker(hbmTicker_);
    plot_->yAxis2->setSubTicks(false);
    plot_->yAxis2->setTickLength(0, 6);
    connect(plot_->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), plot_->yAxis2,
            qOverload<const QCPRange&>(&QCPAxis::setRange));

    bindingOutline_ = new QCPItemRect(plot_);
    bindingOutline_->setPen(QPen(kBindingColour, 2.5));
    bindingOutline_->setSelectable(false);
    bindingOutline_->setBrush(Qt::NoBrush);
    callout_ = new QCPItemText(plot_);
    callout_->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    // A few pixels between the label and the bar top or usable-HBM line under it: a gap in GiB
    // alone was a pixel or two on a short chart, and the dashed line ran through the text.
    callout_->setPadding(QMargins(0, 0, 0, kCalloutGapPx));
    callout_->setColor(kBindingColour);
    QFont bold = font();
    bold.setBold(true);
    callout_->setFont(bold);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(status_);
    layout->addWidget(plot_, 1);

    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &MemoryChart::draw);
    connect(plot_, &QCustomPlot::mouseMove, this, &MemoryChart::onMouseMove);
    // Kept inside the plot whatever the stage count and the width: "stage 1 does not fit" must
    // never lose its first letters to the left edge ("tage 1 does not fit").
    connect(plot_, &QCustomPlot::afterLayout, this, &MemoryChart::keepCalloutInside);
    followPalette(plot_, [this](const QPalette& p) {
        hbmLine_->setPen(QPen(p.color(QPalette::Text), 1.5, Qt::DashLine));
        callout_->setColor(memoryCalloutColour(calloutFits_, p.color(QPalette::Base)));
    });
    connect(state_, &StudioState::recipeChanged, this, &MemoryChart::recompute);
    connect(state_, &StudioState::memoryAssumptionsChanged, this, &MemoryChart::recompute);
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, this, &MemoryChart::recompute);
    recompute();
}

QCPBars* MemoryChart::bars(MemoryCategory category) const {
    for (size_t i = 0; i < kStackOrder.size(); ++i)
        if (kStackOrder[i] == category) return bars_[i];
    return nullptr;
}

double MemoryChart::hbmLineValue() const {
    return hbmLine_->point1->value();
}

double MemoryChart::calloutRangeUpper(double plotHeight) const {
    const double textHeight = QFontMetrics(callout_->font()).height() + 2 + kCalloutGapPx;
    const double lower = plot_->yAxis->range().lower;
    if (plotHeight < 2.5 * textHeight) return geometry_.valueMax;
    // Room for the label and its gap in pixels above the higher of the bar and the HBM line.
    const double anchor = std::max(geometry_.calloutValue, geometry_.hbmGiB);
    return std::max(geometry_.valueMax, lower + (anchor - lower) * plotHeight / (plotHeight - textHeight - kCalloutGapPx));
}

void MemoryChart::keepCalloutInside() {
    if (!calloutWanted_) return;
    const QRect area = plot_->axisRect()->rect();
    // The label needs its text height above the bar (or HBM line) it marks: on a short chart the
    // value axis reaches a little higher to make room. A plot too short even for that leaves the
    // label out: the outline marks the stage and the line above the chart says it in full.
    const double textHeight = QFontMetrics(callout_->font()).height() + 2 + kCalloutGapPx;
    const double plotHeight = area.height();
    callout_->setVisible(plotHeight >= 2.5 * textHeight);
    if (!callout_->visible()) return;
    const double upper = calloutRangeUpper(plotHeight);
    if (std::abs(upper - plot_->yAxis->range().upper) > 1e-6 * std::max(1.0, upper)) {
        plot_->yAxis->setRangeUpper(upper);
        plot_->replot(QCustomPlot::rpQueuedReplot);  // this pass laid out the old range
    }
    callout_->setText(fittingText(calloutForms_, QFontMetrics(callout_->font()), area.width() - 8));
    const double centre = plot_->xAxis->coordToPixel(geometry_.calloutKey);
    const double half = QFontMetrics(callout_->font()).horizontalAdvance(callout_->text()) / 2.0 + 4;
    const Qt::Alignment horizontal = centre - half < area.left() + 4 ? Qt::AlignLeft
                                     : centre + half > area.right() ? Qt::AlignRight
                                                                    : Qt::AlignHCenter;
    // Against the plot's edge when centring would cross it, over its bar otherwise.
    const double key = horizontal == Qt::AlignLeft    ? plot_->xAxis->pixelToCoord(area.left() + 8)
                       : horizontal == Qt::AlignRight ? plot_->xAxis->pixelToCoord(area.right() - 4)
                                                      : geometry_.calloutKey;
    callout_->setPositionAlignment(horizontal | Qt::AlignBottom);
    // A gap in pixels above the bar or the HBM line, whichever is higher: 2 % of the value range was
    // a pixel or two on a laptop-sized chart, and the label sat on the dashed line (review 19).
    const double anchor = std::max(geometry_.calloutValue, geometry_.hbmGiB);
    const double lifted = plot_->yAxis->pixelToCoord(plot_->yAxis->coordToPixel(anchor) - kCalloutGapPx);
    callout_->position->setCoords(key, std::max(geometry_.calloutValue, lifted));
}

void MemoryChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // About one value label per two text lines of axis: six labels in 40 px ran into each other
    // beside a tall dock (review 25).
    const int line = QFontMetrics(plot_->yAxis->tickLabelFont()).height();
    // The value axis is the plot less the x tick labels and title, two legend rows and margins.
    const int axisPx = std::max(1, plot_->height() - 7 * line);
    const int ticks = std::clamp(axisPx / (2 * line), 2, 5);
    if (plot_->yAxis->ticker()->tickCount() != ticks) {
        plot_->yAxis->ticker()->setTickCount(ticks);
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    wrapLegend();
    if (labelStages()) plot_->replot(QCustomPlot::rpQueuedReplot);
    updateMinimumHeight();
}

QSize MemoryChart::minimumSizeHint() const {
    QSize hint = QWidget::minimumSizeHint();
    int status = 0;
    if (status_->isVisibleTo(this)) {
        const int wrapped = status_->heightForWidth(width());
        status = std::max(wrapped, status_->minimumSizeHint().height());
    }
    const int spacing = status > 0 && layout() ? std::max(0, layout()->spacing()) : 0;
    hint.setHeight(std::max(hint.height(), plot_->minimumHeight() + status + spacing));
    return hint;
}

void MemoryChart::updateMinimumHeight() {
    // Tells the splitter row when the status line's wrapping changes what the chart needs.
    const int height = minimumSizeHint().height();
    if (height == minimumHeight_) return;
    minimumHeight_ = height;
    updateGeometry();
}

bool MemoryChart::labelStages() {
    auto ticker = plot_->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    const int stages = static_cast<int>(geometry_.stageTotalsGiB.size());
    if (!ticker || stages == 0) return false;
    const QFontMetrics fm(plot_->xAxis->tickLabelFont());
    // The axis rect is laid out at the next replot: take the new plot width less the margins of
    // the last layout (a resize would otherwise label for the previous width).
    const int margins = plot_->axisRect()->width() > 0 ? plot_->viewport().width() - plot_->axisRect()->width()
                                                       : plot_->width() * 3 / 10;
    const double axisPx = std::max(1, plot_->width() - margins);
    const int step = stageLabelStep(stages, axisPx, fm.horizontalAdvance(QString::number(stages - 1)));
    if (step == labelStep_ && ticker->ticks().size() > 0) return false;
    labelStep_ = step;
    ticker->clear();
    for (int i = 0; i < stages; i += step) ticker->addTick(i, QString::number(i));
    return true;
}

void MemoryChart::wrapLegend() {
    QCPLegend* legend = plot_->legend;
    const QFontMetrics fm(legend->font());
    // Each item: icon, padding, text and the item's margins, as QCPPlottableLegendItem lays it out.
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            widths.push_back(legend->iconSize().width() + legend->iconTextPadding() +
                             fm.horizontalAdvance(item->plottable()->name()) + item->margins().left() +
                             item->margins().right());
    const int available = plot_->width() - legend->margins().left() - legend->margins().right() - 8;
    // The most items a row holds, each column as wide as its widest item.
    int perRow = static_cast<int>(widths.size());
    while (perRow > 1) {
        int total = 0;
        for (int column = 0; column < perRow; ++column) {
            int widest = 0;
            for (size_t i = static_cast<size_t>(column); i < widths.size(); i += static_cast<size_t>(perRow))
                widest = std::max(widest, widths[i]);
            total += widest + legend->columnSpacing();
        }
        if (total <= available) break;
        --perRow;
    }
    const int wrap = perRow >= static_cast<int>(widths.size()) ? 0 : perRow;
    if (legend->wrap() == wrap) return;
    legend->setWrap(wrap);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::recompute() {
    // The job gets its own copy: the state may change again before it runs.
    // A layout Megatron refuses never runs, so it neither fits nor overflows: saying "Fits" beside
    // "experts do not divide by EP" would be untrue. The state validated it already, in step with
    // the recipe; its errors travel with the job's copy.
    // Environment variables change nothing in memory: such an error keeps the bars (review 10: a
    // CUDA_DEVICE_MAX_CONNECTIONS error blanked the chart), and the verdict names it instead.
    std::vector<QString> broken;
    QString environment;
    for (const Diagnostic& d : state_->validation())
        if (d.severity == Severity::Error) {
            const QString title = findingTitle(d);
            const QString what = title.isEmpty() ? findingMessage(d) : title;
            if (d.rule.rfind("env.", 0) == 0) {
                if (environment.isEmpty()) environment = what;
            } else {
                broken.push_back(what);
            }
        }
    runner_.submit(
        [recipe = state_->recipe(), assumptions = state_->memoryAssumptions(), broken = std::move(broken), environment,
         calibration = StudioCalibration::of(state_)->calibration()]() {
            auto outcome = std::make_shared<MemoryOutcome>();
            outcome->recipe = recipe;
            outcome->cannotRunBecause = environment;
            if (!broken.empty()) {
                QString first = broken.front();
                // "Experts do not divide…" reads "experts do not divide…" mid-sentence; "EP overlap" stays.
                if (first.size() > 1 && first[1].isLower()) first[0] = first[0].toLower();
                outcome->error = broken.size() == 1
                                     ? MemoryChart::tr("the layout cannot run (%1); fix it first").arg(first)
                                     : MemoryChart::tr("the layout cannot run (%1, and %2 more); fix them first")
                                           .arg(first)
                                           .arg(broken.size() - 1);
                return std::shared_ptr<const MemoryOutcome>(std::move(outcome));
            }
            Result<MemoryReport> report = estimateMemory(recipe, assumptions);
            if (report.ok()) {
                outcome->report = std::move(report).value();
                // The fixes come fastest first, each with its speed under the calibration in use.
                outcome->fit = memoryFitDiagnostics(recipe, *outcome->report, assumptions, calibration.get());
            } else {
                outcome->error = errorText(report.error());
            }
            return std::shared_ptr<const MemoryOutcome>(std::move(outcome));
        });
}

void MemoryChart::settle() {
    runner_.waitForDone();
    // Results are queued to this thread; deliver them now rather than on the next loop turn.
    QCoreApplication::sendPostedEvents();
}

void MemoryChart::draw(quint64 /*generation*/, const QVariant& result) {
    outcome_ = result.value<std::shared_ptr<const MemoryOutcome>>();
    if (outcome_) state_->setMemoryFindings(outcome_->recipe, outcome_->fit);
    for (QCPBars* b : bars_) b->data()->clear();
    if (!outcome_ || !outcome_->report) {
        geometry_ = {};
        setLiveText(status_, tr("Memory cannot be evaluated: %1").arg(outcome_ ? outcome_->error : QString{}), true);
        updateMinimumHeight();
        hbmLine_->setVisible(false);
        hbmTicker_->clear();
        // No stages, no scale: the previous recipe's axes would still read as this one's.
        plot_->xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
        plot_->xAxis->setRange(-0.5, 0.5);
        plot_->yAxis->setRange(0, 1);
        plot_->yAxis->setTickLabels(false);
        bindingOutline_->setVisible(false);
        callout_->setVisible(false);
        calloutWanted_ = false;
        for (QCPItemRect* r : overflow_) plot_->removeItem(r);
        overflow_.clear();
        plot_->replot(QCustomPlot::rpQueuedReplot);
        emit updated();
        return;
    }
    const MemoryReport& report = *outcome_->report;
    geometry_ = MemoryBarGeometry::compute(report);

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (const BarSegment& s : geometry_.segments) {
        for (size_t i = 0; i < kStackOrder.size(); ++i) {
            if (kStackOrder[i] == s.category) bars_[i]->addData(s.stage, static_cast<double>(s.bytes) / kBytesPerGiB);
        }
    }
    for (QCPBars* b : bars_) b->setWidth(geometry_.barWidth);
    plot_->xAxis->setTicker(ticker);
    labelStages();
    plot_->xAxis->setRange(geometry_.keyMin, geometry_.keyMax);
    plot_->yAxis->setRange(0, geometry_.valueMax);
    // Room for the callout above its bar, from the plot's last height: keepCalloutInside() then
    // finds the range right and does not ask for a second replot on every edit.
    if (const int lastHeight = plot_->axisRect()->rect().height(); lastHeight > 0)
        plot_->yAxis->setRangeUpper(calloutRangeUpper(lastHeight));
    plot_->yAxis->setTickLabels(true);

    hbmLine_->setVisible(true);
    hbmLine_->point1->setCoords(geometry_.keyMin, geometry_.hbmGiB);
    hbmLine_->point2->setCoords(geometry_.keyMax, geometry_.hbmGiB);
    hbmTicker_->clear();
    hbmTicker_->addTick(geometry_.hbmGiB, tr("usable HBM\n%1 GiB").arg(formatDecimal(geometry_.hbmGiB, 1)));
    plot_->yAxis2->setRange(plot_->yAxis->range());

    // Above the line: hatched in the alarm colour over the bar, one rect per stage over.
    for (QCPItemRect* r : overflow_) plot_->removeItem(r);
    overflow_.clear();
    for (const OverflowPart& o : geometry_.overflow) {
        auto* r = new QCPItemRect(plot_);
        r->setPen(QPen(kOverColour, 1));
        r->setBrush(QBrush(kOverColour, Qt::BDiagPattern));
        r->topLeft->setCoords(o.left, o.topGiB);
        r->bottomRight->setCoords(o.right, o.bottomGiB);
        overflow_.push_back(r);
    }
    const QColor verdict = report.fits ? kBindingColour : kOverColour;
    bindingOutline_->setPen(QPen(verdict, 2.5));
    calloutFits_ = report.fits;
    callout_->setColor(memoryCalloutColour(report.fits, plot_->palette().color(QPalette::Base)));

    const double bindingTotal =
        geometry_.stageTotalsGiB.empty() ? 0 : geometry_.stageTotalsGiB[static_cast<size_t>(geometry_.calloutKey)];
    bindingOutline_->setVisible(true);
    bindingOutline_->topLeft->setCoords(geometry_.calloutKey - geometry_.barWidth / 2, bindingTotal);
    bindingOutline_->bottomRight->setCoords(geometry_.calloutKey + geometry_.barWidth / 2, 0);
    callout_->setVisible(true);
    calloutWanted_ = true;
    callout_->position->setCoords(geometry_.calloutKey, geometry_.calloutValue);
    // Longest first; keepCalloutInside() draws the first that fits the plot's width (the status
    // line above the chart always says it in full).
    const QString stage = QString::number(geometry_.bindingStage);
    const QString gib = formatDecimal(bindingTotal, 1);
    calloutForms_ = report.fits ? QStringList{tr("binding: stage %1, %2 GiB").arg(stage, gib),
                                              tr("stage %1: %2 GiB").arg(stage, gib), tr("%1 GiB").arg(gib)}
                    : memoryFitOf(report) == MemoryFit::Tight
                        ? QStringList{tr("stage %1 is tight: %2 GiB").arg(stage, gib), tr("%1 GiB, tight").arg(gib),
                                      tr("%1 GiB").arg(gib)}
                                : QStringList{tr("stage %1 does not fit: %2 GiB").arg(stage, gib),
                                              tr("stage %1: %2 GiB, too much").arg(stage, gib),
                                              tr("%1 GiB, too much").arg(gib), tr("%1 GiB").arg(gib)};
    callout_->setText(calloutForms_.front());

    const double headroom = static_cast<double>(report.headroom_bytes) / kBytesPerGiB;
    const MemoryFit fit = memoryFitOf(report);
    QString verdictText;
    const double allowance = static_cast<double>(fragmentationAllowanceBytes(report)) / kBytesPerGiB;
    if (fit == MemoryFit::FitsClosely)
        // The findings' memory.fit_close, in the same words: under the line, but by less than the
        // model's own uncertainty (issue 41: "Fits" here beside a caution there).
        verdictText = tr("Fits closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB "
                         "fragmentation allowance; it may not fit")
                          .arg(report.binding_stage)
                          .arg(formatDecimal(headroom, 1))
                          .arg(formatDecimal(geometry_.hbmGiB, 1))
                          .arg(formatDecimal(allowance, 1));
    else if (fit == MemoryFit::Fits)
        verdictText = tr("Fits: binding stage %1 leaves %2 GiB of %3 GiB usable HBM")
                          .arg(report.binding_stage)
                          .arg(formatDecimal(headroom, 1))
                          .arg(formatDecimal(geometry_.hbmGiB, 1));
    else if (fit == MemoryFit::Tight)
        // The same verdict as the findings and the CLI: over by less than the model's own
        // uncertainty, so it may run; not "does not fit".
        verdictText =
            tr("Tight: binding stage %1 is %2 GiB over, within the %3 GiB fragmentation allowance; it may run")
                .arg(report.binding_stage)
                .arg(formatDecimal(-headroom, 1))
                .arg(formatDecimal(allowance, 1));
    else if (!report.host_fits && report.fits)
        verdictText = tr("Does not fit: the host memory the offload needs is short (see the findings)");
    else
        verdictText = tr("Does not fit: binding stage %1 needs %2 GiB, %3 GiB over the usable %4 GiB")
                          .arg(report.binding_stage)
                          .arg(formatDecimal(geometry_.hbmGiB - headroom, 1))
                          .arg(formatDecimal(-headroom, 1))
                          .arg(formatDecimal(geometry_.hbmGiB, 1));
    if (!outcome_->cannotRunBecause.isEmpty())
        verdictText = tr("Cannot run as it is (%1). Memory: %2").arg(outcome_->cannotRunBecause, verdictText);
    // Red only for what cannot run; a close fit or a tight one may run and reads as a caution.
    const TextTone tone = !outcome_->cannotRunBecause.isEmpty() || fit == MemoryFit::DoesNotFit ? TextTone::Problem
                          : fit == MemoryFit::Fits                                              ? TextTone::Normal
                                                                                                : TextTone::Caution;
    setLiveText(status_, verdictText, tone);
    updateMinimumHeight();
    plot_->replot(QCustomPlot::rpQueuedReplot);
    emit updated();
}

QString MemoryChart::tooltipAt(double key, double value) const {
    if (!outcome_ || !outcome_->report) return {};
    const int index = geometry_.segmentAt(key, value);
    if (index < 0) return {};
    const BarSegment& s = geometry_.segments[static_cast<size_t>(index)];
    return QString::fromStdString(
        segmentTooltip(outcome_->report->stages.at(static_cast<size_t>(s.stage)), s.category));
}

void MemoryChart::onMouseMove(QMouseEvent* event) {
    const QPointF p = event->position();
    const QString tip = tooltipAt(plot_->xAxis->pixelToCoord(p.x()), plot_->yAxis->pixelToCoord(p.y()));
    if (tip.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(event->globalPosition().toPoint(), tip, plot_);
    }
}

}  // namespace moe::ui
