#include "ui/compare/compare_table.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/validator.h"
#include "ui/common/band_format.h"
#include "ui/common/core_message_text.h"
#include "ui/common/flops_count_text.h"
#include "ui/common/panel_format.h"
#include "ui/memory/memory_bar_geometry.h"

namespace moe::ui {

namespace {

const QString kNoValue = QStringLiteral("—");

// "+" / "-" before the magnitude, so "+12.3 ms" and "-1.2 GiB" read the same in every unit.
QString signedText(double value, const QString& magnitude) {
    return (value > 0 ? QStringLiteral("+") : QStringLiteral("-")) + magnitude;
}

QString magnitudeText(CompareMetric metric, double magnitude) {
    switch (metric) {
        case CompareMetric::BindingMemory:
        case CompareMetric::Headroom:
            return formatGib(magnitude);
        case CompareMetric::StepTime:
            return formatSeconds(magnitude);
        case CompareMetric::Tokens:
            return formatCount(magnitude);
        case CompareMetric::Tflops:
            return formatTflops(magnitude);
        case CompareMetric::Mfu:
            //: Percentage points (a difference of two percentages, e.g. of MFU).
            return CompareTable::tr("%1 pp").arg(formatDecimal(magnitude * 100.0, 1));
        case CompareMetric::Fits:
        case CompareMetric::Wall:
            break;
    }
    return kNoValue;
}

QString metricHelp(CompareMetric metric) {
    switch (metric) {
        case CompareMetric::BindingMemory:
            return CompareTable::tr(
                "Memory per GPU of the binding (fullest) pipeline stage, by the studio's memory model");
        case CompareMetric::Headroom:
            return CompareTable::tr("Usable HBM minus the binding stage; negative means it does not fit");
        case CompareMetric::Fits:
            return CompareTable::tr("Whether the binding stage fits in usable HBM, by the studio's memory model");
        case CompareMetric::StepTime:
            return CompareTable::tr("Estimated training step time, by the studio's step-time model");
        case CompareMetric::Tokens:
            return CompareTable::tr("Tokens per second per GPU");
        case CompareMetric::Tflops:
            return CompareTable::tr("Model TFLOP/s per GPU, by the %1. %2")
                .arg(studioFlopsCountLabel(), fromFlopsText(flopsCountInfo(kStudioFlopsCount).description));
        case CompareMetric::Mfu:
            return CompareTable::tr("Model FLOPs utilisation against the precision's dense peak, by the %1. %2")
                .arg(studioFlopsCountLabel(), fromFlopsText(flopsCountInfo(kStudioFlopsCount).description));
        case CompareMetric::Wall:
            return CompareTable::tr("What limits the step most, by the step-time model's diagnosis");
    }
    return {};
}

QString fieldText(const FieldDescriptor& field, const Recipe& recipe) {
    const FieldValue value = field.get(recipe);
    if (value.kind == FieldValue::Kind::Null) return CompareTable::tr("(unset)");
    // On screen a switch reads as a word of the reader's language (review 29: "true"/"false" in
    // Chinese); copies and exports keep the file's spelling, which a spreadsheet reads.
    if (value.kind == FieldValue::Kind::Scalar && field.type == "true | false" && !writingForAFile()) {
        const std::string& text = value.scalar;
        if (text == "true") return CompareTable::tr("on");
        if (text == "false") return CompareTable::tr("off");
    }
    return QString::fromStdString(fieldValueText(value));
}

// Whether `path` means anything for `recipe`'s model: the fields of one attention family or of
// RoPE scaling, sliding windows and MTP are not set at all by models without them.
bool fieldApplies(const std::string& path, const Recipe& recipe) {
    const ModelSpec& m = recipe.model;
    const auto under = [&path](const char* prefix) { return path.rfind(prefix, 0) == 0; };
    if (under("model.mla.")) return m.attention == AttentionKind::MLA;
    if (under("model.linear_attention.")) return m.linear_attention.has_value();
    if (path == "model.sliding_window.skip_freq") return m.sliding_window.window > 0;
    if (under("model.rope_scaling.") && path != "model.rope_scaling.type")
        return m.rope_scaling.kind != RopeScalingKind::None;
    if (path == "model.mtp_loss_scaling_factor") return m.mtp_layers > 0;
    return true;
}

QString derivedText(int64_t value) {
    return value > 0 ? QString::number(value) : CompareTable::tr("? (does not divide)");
}

CompareCell textCell(QString text) {
    CompareCell cell;
    cell.text = std::move(text);
    return cell;
}

// Marks cells that differ from the first column and the row when any two cells differ.
void markChanges(CompareRow& row) {
    if (row.cells.empty()) return;
    const QString& first = row.cells.front().text;
    for (CompareCell& cell : row.cells) {
        cell.changed = cell.text != first;
        row.differs = row.differs || cell.changed;
    }
}

// The model's architecture fields: a pin of another model differs in dozens of them, which would
// bury the layout's differences; its name stays (it says that the model changed).
bool isFoldedField(const QString& key) {
    return key.startsWith(QStringLiteral("model.")) && key != QStringLiteral("model.name");
}

// The difference of two estimates, taken from their unrounded values and printed at the coarser
// of the two figures' band digits ("-4 s (-8 %)", not "-3.00 s (-7 %)" from the rounded figures):
// the difference cannot be known better than the figures it compares. Its share in whole percent.
QString formatEstimateDeltaAtBand(CompareMetric metric, double base, double baseHalfWidth, double value,
                                  double halfWidth) {
    const double delta = value - base;
    // The unit the figures print in: MFU in percent points, a step under a second in ms.
    const bool milliseconds = metric == CompareMetric::StepTime && std::max(std::abs(base), std::abs(value)) < 1.0;
    const double scale = metric == CompareMetric::Mfu ? 100.0 : milliseconds ? 1000.0 : 1.0;
    const int exponent =
        std::max(bandDigitExponent(base * scale, baseHalfWidth), bandDigitExponent(value * scale, halfWidth));
    const double unit = std::pow(10.0, exponent);
    const double shown = std::round(delta * scale / unit) * unit;
    const int decimals = std::max(0, -exponent);
    const auto magnitudeOf = [&](double amount) {
        //: Percentage points (a difference of two percentages, e.g. of MFU).
        if (metric == CompareMetric::Mfu) return CompareTable::tr("%1 pp").arg(formatDecimal(amount, decimals));
        if (metric == CompareMetric::StepTime)
            return QStringLiteral("%1 %2")
                .arg(formatDecimal(amount, decimals))
                .arg(milliseconds ? QStringLiteral("ms") : QStringLiteral("s"));
        if (metric == CompareMetric::Tokens && decimals == 0) return formatCount(amount);
        return formatDecimal(amount, decimals);
    };
    // A difference under the printed digit is not nothing: "<1,000" beside 37,000 and 36,000, not
    // "±0" (review 19: the two figures a thousand apart, their delta "±0").
    QString text = delta == 0   ? QStringLiteral("±") + magnitudeOf(0)
                   : shown == 0 ? QStringLiteral("<") + magnitudeOf(unit)
                                : signedText(delta, magnitudeOf(std::abs(shown)));
    const double relative = delta / base;
    const long percent = std::lround(std::abs(relative) * 100.0);
    // Under half a percent is not nothing (pt review: "Δ -100 (±0 %)" for 0.4 %): "<1 %", the sign
    // is the delta's.
    const QString share = percent > 0  ? signedText(relative, QStringLiteral("%1 %").arg(percent))
                          : delta == 0 ? QStringLiteral("±0 %")
                                       : QStringLiteral("<1 %");
    text += QStringLiteral(" (%1)").arg(share);
    return text;
}

CompareRow metricRow(CompareMetric metric, const std::vector<CompareColumn>& columns) {
    CompareRow row{
        CompareRowKind::Result, compareMetricKey(metric), compareMetricName(metric), metricHelp(metric), false, {}};
    // A layout over usable HBM cannot run: the Estimate dock shows no speed for it, and neither
    // does Compare (its memory figures stay, they say by how much it is over).
    const bool speed = compareMetricIsEstimate(metric) || metric == CompareMetric::Wall;
    const auto runs = [](const CompareMetrics& m) { return m.ok() && m.fit != MemoryFit::DoesNotFit; };
    // Memory rows need the memory figures only, as the memory chart shows them (review 24 read
    // "— (no numbers)" here beside the chart's 60.4 GiB for a recipe with an environment error).
    const auto has = [speed, metric](const CompareMetrics& m) {
        return speed || !compareMetricIsMemory(metric) ? m.ok() : m.memoryOk();
    };
    std::optional<double> base;
    if (!columns.empty() && columns.front().metrics && has(*columns.front().metrics) &&
        (!speed || runs(*columns.front().metrics)))
        base = compareMetricValue(*columns.front().metrics, metric);
    // One row, one rounding: every figure of an estimate row is printed to the narrowest of the
    // pins' band digits, so two figures and their difference agree (review: "18,600" beside
    // "19,000 (Δ ±0)", each rounded to its own band). The bands themselves stay per pin.
    const Uncertainty* rowBand = nullptr;
    for (const CompareColumn& c : columns)
        if (c.metrics && c.metrics->band.known() && (!rowBand || c.metrics->band.halfWidth() < rowBand->halfWidth()))
            rowBand = &c.metrics->band;
    // Across precisions each MFU is a share of another peak: every cell then shows the common BF16
    // basis first, so the figures on screen and their delta agree (review: "20 %" beside a green
    // "+6 pp" read as a gain of a lower figure).
    bool mixedPeaks = false;
    for (const CompareColumn& c : columns)
        mixedPeaks = mixedPeaks || c.recipe.options.precision != columns.front().recipe.options.precision;
    for (size_t i = 0; i < columns.size(); ++i) {
        CompareCell cell;
        const std::optional<CompareMetrics>& m = columns[i].metrics;
        if (!m) {
            cell.text = CompareTable::tr("computing…");
        } else if (!has(*m)) {
            // Said, not a bare dash (review 20), and why in short (review in Chinese: an invalid
            // layout read "— (no numbers)" in every row): the reason in full in the tooltip.
            cell.text = m->invalid ? CompareTable::tr("— (invalid recipe)") : CompareTable::tr("— (no numbers)");
            cell.why = compareMetricIsMemory(metric) ? m->memoryProblem : m->problem;
        } else if (speed && !runs(*m)) {
            cell.text = CompareTable::tr("— (does not fit)");
        } else if (metric == CompareMetric::Wall) {
            cell.text = wallName(m->wall);  // as the Estimate dock says it (review 17 read "host_overhead")
        } else if (metric == CompareMetric::Fits) {
            // The memory chart's verdict, in the table's words (review: "yes" beside "Fits, but
            // closely … it may not fit" on the same recipe).
            cell.text = m->fit == MemoryFit::Fits ? CompareTable::tr("yes")
                        : m->fit == MemoryFit::FitsClosely
                            ? CompareTable::tr("closely: %1 headroom, under the %2 fragmentation allowance (may not fit)")
                                  .arg(formatGib(m->headroomGiB), formatGib(m->allowanceGiB))
                        : m->fit == MemoryFit::Tight
                            ? CompareTable::tr("tight, %1 over (within the fragmentation allowance)").arg(formatGib(-m->headroomGiB))
                            : CompareTable::tr("no, %1 over").arg(formatGib(-m->headroomGiB));
            const std::optional<CompareMetrics>& first = columns.front().metrics;
            if (i > 0 && first && first->memoryOk() && first->fits != m->fits) cell.better = m->fits;
        } else {
            const bool estimate = compareMetricIsEstimate(metric);
            cell.value = compareMetricValue(*m, metric);
            const Uncertainty* digits = estimate && m->band.known() ? rowBand : nullptr;
            cell.text = formatCompareValue(metric, *cell.value, digits);
            if (estimate && m->band.known() && metric == CompareMetric::StepTime)
                cell.text += QStringLiteral(" ") + bandText(m->band);
            // Another FLOPs count that differs for this model: its figure beside the studio's.
            if (metric == CompareMetric::Tflops || metric == CompareMetric::Mfu)
                for (const FlopsCountFigure& f : m->otherFlopsCounts)
                    cell.text += QStringLiteral(" (%1: %2)")
                                     .arg(fromFlopsText(flopsCountInfo(f.count).label),
                                          formatCompareValue(metric, *cell.value * f.ratio, digits));
            if (i > 0 && base) {
                cell.delta = *cell.value - *base;
                // A share of a base of the other sign (headroom 0.1 GiB against -28 GiB) is no
                // measure of anything ("-28476 %", review 11): then the difference alone.
                if (*base != 0 && (*base > 0) == (*cell.value > 0)) cell.relative = *cell.delta / std::abs(*base);
                cell.deltaText = formatCompareDelta(metric, *cell.delta, cell.relative);
                // Figures printed to their bands ("10,300" and "5,300") take a difference printed
                // to the same digit, computed from the unrounded estimates (issue 41, item 2).
                const Uncertainty& baseBand = columns.front().metrics->band;
                if (estimate && m->band.known() && baseBand.known() && rowBand && *base > 0 && *cell.value > 0)
                    cell.deltaText = formatEstimateDeltaAtBand(metric, *base, rowBand->halfWidth(), *cell.value,
                                                               rowBand->halfWidth());
                // MFU is a share of each precision's own peak: across precisions the two shares
                // have different denominators, so the difference is taken on the common BF16 peak.
                const CompareMetrics& baseMetrics = *columns.front().metrics;
                const bool otherPeak = metric == CompareMetric::Mfu &&
                                       columns[i].recipe.options.precision != columns.front().recipe.options.precision;
                if (otherPeak && baseMetrics.mfuBf16 > 0 && m->mfuBf16 > 0) {
                    cell.delta = m->mfuBf16 - baseMetrics.mfuBf16;
                    cell.relative = *cell.delta / baseMetrics.mfuBf16;
                    cell.deltaText = (m->band.known() && baseBand.known()
                                          ? formatEstimateDeltaAtBand(metric, baseMetrics.mfuBf16, rowBand->halfWidth(),
                                                                      m->mfuBf16, rowBand->halfWidth())
                                          : formatCompareDelta(metric, *cell.delta, cell.relative)) +
                                     CompareTable::tr(" on the common BF16 peak");
                }
                // A step of another batch covers other work: a half-size batch's shorter step is no
                // gain (review 18 saw it painted green). Throughput compares them; the step does not.
                const Layout& baseLayout = columns.front().recipe.layout;
                const Layout& layout = columns[i].recipe.layout;
                const bool otherWork = metric == CompareMetric::StepTime &&
                                       (layout.global_batch_size != baseLayout.global_batch_size ||
                                        layout.seq_length != baseLayout.seq_length);
                // Two estimates closer than the wider of their bands are a tie (the search's rule):
                // the table must not paint a win the model cannot tell.
                const Uncertainty& firstBand = columns.front().metrics->band;
                const double halfWidth = std::max(firstBand.known() ? firstBand.halfWidth() : 0.0,
                                                  m->band.known() ? m->band.halfWidth() : 0.0);
                // Across precisions MFU compares on the common BF16 peak (above), and so does the tie.
                const double baseValue = otherPeak ? baseMetrics.mfuBf16 : *base;
                const double value = otherPeak ? m->mfuBf16 : *cell.value;
                if (estimate && !otherWork && halfWidth > 0 && value > 0 && baseValue > 0) {
                    // Measured as the cell prints it, against the first pin: a "+23 %" beside "a tie
                    // within ±19 %" (taken against the faster of the two) read as a contradiction
                    // next to an untied "-22 %" (review entry 3).
                    if (std::abs(value / baseValue - 1.0) < halfWidth) {
                        cell.tie = true;
                        cell.deltaText += CompareTable::tr(" · a tie within %1").arg(QString::fromStdString(firstBand.known() ? firstBand.text() : m->band.text()));
                    }
                }
                if (otherWork)
                    cell.deltaText += CompareTable::tr(" · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s")
                                          .arg(layout.global_batch_size)
                                          .arg(layout.seq_length)
                                          .arg(baseLayout.global_batch_size)
                                          .arg(baseLayout.seq_length);
                if (*cell.delta != 0 && !cell.tie && !otherWork)
                    cell.better = (*cell.delta > 0) == compareMetricHigherIsBetter(metric);
            }
            if (metric == CompareMetric::Mfu && mixedPeaks && m->mfuBf16 > 0)
                cell.text = CompareTable::tr("%1 of the BF16 peak (%2 of its own precision's)")
                                .arg(formatPercent(m->mfuBf16), cell.text);
        }
        row.cells.push_back(std::move(cell));
    }
    markChanges(row);
    return row;
}

}  // namespace

CompareMetrics evaluateForCompare(const Recipe& recipe, const MemoryAssumptions& assumptions,
                                  const Calibration* calibration) {
    CompareMetrics m;
    int errors = 0;
    bool onlyEnvironment = true;  // as the memory chart: an environment variable changes no byte
    for (const Diagnostic& d : validateRecipe(recipe)) {
        if (d.severity != Severity::Error) continue;
        onlyEnvironment = onlyEnvironment && d.rule.rfind("env.", 0) == 0;
        if (errors++ == 0) m.problem = CompareTable::tr("invalid recipe: %1").arg(findingMessage(d));
        m.invalid = true;
    }
    if (errors > 1) m.problem += CompareTable::tr(" (and %1 more)").arg(errors - 1);
    if (errors > 0 && !onlyEnvironment) {
        m.memoryProblem = m.problem;
        return m;
    }

    Result<MemoryReport> memory = estimateMemory(recipe, assumptions);
    if (!memory.ok()) {
        m.problem = m.memoryProblem = coreErrorText(memory.error());
        return m;
    }
    const MemoryReport& report = memory.value();
    m.bindingStageGiB = static_cast<double>(report.binding().totalBytes()) / kBytesPerGiB;
    m.headroomGiB = static_cast<double>(report.headroom_bytes) / kBytesPerGiB;
    m.fits = report.fits;
    m.fit = memoryFitOf(report);
    m.allowanceGiB = static_cast<double>(fragmentationAllowanceBytes(report)) / kBytesPerGiB;
    if (errors > 0) return m;  // memory, and no speed for a recipe that cannot be launched

    Result<StepEstimate> estimate =
        estimateStepTime(recipe, calibration ? *calibration : builtinCalibration(), memory.value());
    if (!estimate.ok()) {
        m.problem = coreErrorText(estimate.error());
        return m;
    }
    const StepEstimate& e = estimate.value();
    m.stepTimeS = e.step_time_s;
    m.tokensPerSPerGpu = e.tokens_per_s_per_gpu;
    m.tflopsPerGpu = e.model_tflops_per_gpu;
    m.mfu = e.mfu;
    m.mfuBf16 = e.mfu_bf16;
    m.wall = e.dominant_wall;
    m.band = estimateUncertainty(recipe);
    m.otherFlopsCounts = otherFlopsCounts(recipe.model, recipe.layout.seq_length);
    return m;
}

bool compareMetricIsMemory(CompareMetric metric) {
    return metric == CompareMetric::BindingMemory || metric == CompareMetric::Headroom || metric == CompareMetric::Fits;
}

QString compareMetricName(CompareMetric metric) {
    switch (metric) {
        case CompareMetric::BindingMemory:
            return CompareTable::tr("Binding-stage memory");
        case CompareMetric::Headroom:
            return CompareTable::tr("Memory headroom");
        case CompareMetric::Fits:
            return CompareTable::tr("Fits in memory");
        case CompareMetric::StepTime:
            return CompareTable::tr("Step time");
        case CompareMetric::Tokens:
            return CompareTable::tr("Tokens/s/GPU");
        case CompareMetric::Tflops:
            return CompareTable::tr("Model TFLOP/s/GPU (%1)").arg(studioFlopsCountLabel());
        case CompareMetric::Mfu:
            return CompareTable::tr("MFU (%1)").arg(studioFlopsCountLabel());
        case CompareMetric::Wall:
            return CompareTable::tr("Wall to attack first");
    }
    return {};
}

QString compareMetricKey(CompareMetric metric) {
    switch (metric) {
        case CompareMetric::BindingMemory:
            return QStringLiteral("result.binding_memory");
        case CompareMetric::Headroom:
            return QStringLiteral("result.headroom");
        case CompareMetric::Fits:
            return QStringLiteral("result.fits");
        case CompareMetric::StepTime:
            return QStringLiteral("result.step_time");
        case CompareMetric::Tokens:
            return QStringLiteral("result.tokens_per_s_per_gpu");
        case CompareMetric::Tflops:
            return QStringLiteral("result.tflops_per_gpu");
        case CompareMetric::Mfu:
            return QStringLiteral("result.mfu");
        case CompareMetric::Wall:
            return QStringLiteral("result.wall");
    }
    return {};
}

bool compareMetricIsEstimate(CompareMetric metric) {
    return metric == CompareMetric::StepTime || metric == CompareMetric::Tokens || metric == CompareMetric::Tflops ||
           metric == CompareMetric::Mfu;
}

QString formatCompareValue(CompareMetric metric, double value, const Uncertainty* band) {
    if (!std::isfinite(value)) return kNoValue;
    if (band && band->known() && value >= 0) {
        switch (metric) {
            case CompareMetric::StepTime: return formatSecondsInBand(value, *band);
            case CompareMetric::Tokens: return formatCountInBand(value, *band);
            case CompareMetric::Tflops: return formatTflopsInBand(value, *band);
            case CompareMetric::Mfu: return formatPercentInBand(value, *band);
            default: break;
        }
    }
    if (metric == CompareMetric::Mfu) return formatPercent(value);
    if (metric == CompareMetric::Wall || metric == CompareMetric::Fits) return kNoValue;
    if (value < 0) return signedText(value, magnitudeText(metric, -value));
    return magnitudeText(metric, value);
}

QString formatCompareDelta(CompareMetric metric, double delta, std::optional<double> relative) {
    if (!std::isfinite(delta) || metric == CompareMetric::Wall || metric == CompareMetric::Fits) return {};
    QString text = delta == 0 ? QStringLiteral("±0") : signedText(delta, magnitudeText(metric, std::abs(delta)));
    if (relative && std::isfinite(*relative)) {
        const QString percent = QStringLiteral("%1 %").arg(formatDecimal(std::abs(*relative) * 100.0, 1));
        text += QStringLiteral(" (%1)").arg(*relative == 0 ? QStringLiteral("±0 %") : signedText(*relative, percent));
    }
    return text;
}

bool compareMetricHigherIsBetter(CompareMetric metric) {
    switch (metric) {
        case CompareMetric::Headroom:
        case CompareMetric::Tokens:
        case CompareMetric::Tflops:
        case CompareMetric::Mfu:
            return true;
        case CompareMetric::BindingMemory:
        case CompareMetric::StepTime:
        case CompareMetric::Fits:
        case CompareMetric::Wall:
            break;
    }
    return false;
}

std::optional<double> compareMetricValue(const CompareMetrics& m, CompareMetric metric) {
    switch (metric) {
        case CompareMetric::BindingMemory:
            return m.bindingStageGiB;
        case CompareMetric::Headroom:
            return m.headroomGiB;
        case CompareMetric::StepTime:
            return m.stepTimeS;
        case CompareMetric::Tokens:
            return m.tokensPerSPerGpu;
        case CompareMetric::Tflops:
            return m.tflopsPerGpu;
        case CompareMetric::Mfu:
            return m.mfu;
        case CompareMetric::Fits:
        case CompareMetric::Wall:
            break;
    }
    return std::nullopt;
}

CompareTable CompareTable::build(const std::vector<CompareColumn>& columns) {
    CompareTable table;
    for (const CompareColumn& c : columns) table.columns.push_back(c.title);

    for (const FieldDescriptor& field : recipeFields()) {
        // The registry's help line names the field as people say it ("Tensor parallel size"); its
        // parenthesis and the recipe path ("layout.tp", what --set and the file use) go to the tooltip.
        const QString help = fieldLabel(field);
        const qsizetype paren = help.indexOf(QStringLiteral(" ("));
        CompareRow row{CompareRowKind::Field,
                       QString::fromStdString(field.path),
                       paren > 0 ? help.left(paren) : help,
                       tr("%1\nIn the recipe file: %2 (%3)")
                           .arg(help, QString::fromStdString(field.path), QString::fromStdString(field.type)),
                       false,
                       {}};
        for (const CompareColumn& c : columns) row.cells.push_back(textCell(fieldText(field, c.recipe)));
        row.applies = std::any_of(columns.begin(), columns.end(),
                                  [&field](const CompareColumn& c) { return fieldApplies(field.path, c.recipe); });
        markChanges(row);
        table.rows.push_back(std::move(row));
    }

    struct Derived {
        const char* key;
        QString label;
        QString help;
        int64_t (*value)(const Layout&);
    };
    const Derived derived[] = {
        {"derived.dp", tr("DP (derived)"), tr("Attention data parallel: world ÷ (TP·CP·PP)"),
         [](const Layout& l) { return l.dp(); }},
        {"derived.edp", tr("EDP (derived)"), tr("Expert data parallel: world ÷ (ETP·EP·PP)"),
         [](const Layout& l) { return l.edp(); }},
    };
    for (const Derived& d : derived) {
        CompareRow row{CompareRowKind::Derived, QString::fromLatin1(d.key), d.label, d.help, false, {}};
        for (const CompareColumn& c : columns) row.cells.push_back(textCell(derivedText(d.value(c.recipe.layout))));
        markChanges(row);
        table.rows.push_back(std::move(row));
    }

    for (CompareMetric metric : kCompareMetrics) table.rows.push_back(metricRow(metric, columns));
    return table;
}

const CompareRow* CompareTable::row(QStringView key) const {
    for (const CompareRow& r : rows)
        if (r.key == key) return &r;
    return nullptr;
}

std::vector<int> CompareTable::visibleRows(bool showAll) const {
    std::vector<int> visible;
    for (size_t i = 0; i < rows.size(); ++i)
        if (rows[i].kind == CompareRowKind::Result) visible.push_back(static_cast<int>(i));
    for (size_t i = 0; i < rows.size(); ++i) {
        const CompareRow& r = rows[i];
        if (r.kind == CompareRowKind::Result) continue;
        if (!r.applies) continue;
        if (showAll || (r.differs && !isFoldedField(r.key))) visible.push_back(static_cast<int>(i));
    }
    return visible;
}

int CompareTable::foldedDifferences() const {
    return static_cast<int>(
        std::count_if(rows.begin(), rows.end(), [](const CompareRow& r) { return r.differs && isFoldedField(r.key); }));
}

}  // namespace moe::ui
