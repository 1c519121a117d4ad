#pragma once
// The design-meeting table (pure, no widgets): pinned recipes and the current one side by side.
// One row per recipe field of the core field registry (so every variable is covered), the derived
// DP/EDP, and the derived results (binding-stage memory and headroom, fits or not, step time,
// tokens/s/GPU, TFLOP/s/GPU, MFU, dominant wall) with their delta against the first column. Rows
// know whether their cells differ, so the view can fold unchanged and model fields away and show
// the results first; cells know whether they differ from the first column, so the view can
// highlight them.
#include <QCoreApplication>
#include <QString>
#include <QStringView>
#include <array>
#include <optional>
#include <vector>

#include "core/flops/model_flops.h"
#include "core/memory/memory_assumptions.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"

namespace moe::ui {

// The derived results of one recipe, or why there are none.
struct CompareMetrics {
    QString problem;  // non-empty: no numbers (invalid recipe or a core error), and why
    bool invalid = false;  // the problem is a rule error of the recipe (the cells say "invalid recipe")
    // Non-empty: no memory figures either. An environment-variable error leaves memory as it is
    // (the memory chart keeps its bars then), so such a recipe has memory but no speed.
    QString memoryProblem;
    double bindingStageGiB = 0;
    double headroomGiB = 0;  // usable HBM − binding stage (negative: does not fit)
    double allowanceGiB = 0;  // the binding stage's fragmentation allowance (the memory model's uncertainty)
    bool fits = false;
    MemoryFit fit = MemoryFit::DoesNotFit;  // tight: over by less than the fragmentation allowance
    double stepTimeS = 0;
    double tokensPerSPerGpu = 0;
    double tflopsPerGpu = 0;
    double mfu = 0;      // of the recipe's precision's peak
    double mfuBf16 = 0;  // of the BF16 peak: the common denominator across precisions
    Wall wall = Wall::Compute;
    // How sure the step-time figures are (the cross-validated band of comparable published rows):
    // step time, tokens/s, TFLOP/s and MFU print only the digits it supports, and two columns
    // closer than it are a tie, not a win.
    Uncertainty band;
    // The FLOPs counts other than the studio's that differ from it for this recipe's model: their
    // TFLOP/s and MFU are shown beside the studio's (core/flops/model_flops.h).
    std::vector<FlopsCountFigure> otherFlopsCounts;
    [[nodiscard]] bool ok() const { return problem.isEmpty(); }
    [[nodiscard]] bool memoryOk() const { return memoryProblem.isEmpty(); }
};

// validateRecipe, estimateMemory and estimateStepTime on one recipe with the studio's memory
// assumptions and calibration: the figures the memory chart and the estimate panel show. Pure; any
// thread. Defaults: the model's default assumptions and the built-in calibration.
CompareMetrics evaluateForCompare(const Recipe& recipe, const MemoryAssumptions& assumptions = {},
                                  const Calibration* calibration = nullptr);

enum class CompareRowKind { Field, Derived, Result };
enum class CompareMetric { BindingMemory, Headroom, Fits, StepTime, Tokens, Tflops, Mfu, Wall };
inline constexpr std::array<CompareMetric, 8> kCompareMetrics = {
    CompareMetric::BindingMemory, CompareMetric::Headroom, CompareMetric::Fits, CompareMetric::StepTime,
    CompareMetric::Tokens,        CompareMetric::Tflops,   CompareMetric::Mfu,  CompareMetric::Wall};

QString compareMetricName(CompareMetric metric);  // "Step time", "MFU", ...
QString compareMetricKey(CompareMetric metric);   // "result.step_time", ... (stable, for tests)
// A metric's value as the panels print it (formatSeconds, formatGib, ...); NaN-safe. With a known
// band, the step-time metrics keep only the digits it supports ("9.9 s", "1200").
QString formatCompareValue(CompareMetric metric, double value, const Uncertainty* band = nullptr);
// Whether the metric comes from the step-time model (and so carries its uncertainty band).
bool compareMetricIsEstimate(CompareMetric metric);
// Binding memory, headroom and fits: known whenever the memory chart shows bars.
bool compareMetricIsMemory(CompareMetric metric);
// "+12.3 ms (+4.5 %)", "-1.2 GiB (-3.0 %)", "+0.8 pp (+2.1 %)" for MFU; the relative part only
// when `relative` is set. A zero delta reads "±0".
QString formatCompareDelta(CompareMetric metric, double delta, std::optional<double> relative);
// Whether more of the metric is better (throughput, MFU, headroom) or worse (time, memory).
bool compareMetricHigherIsBetter(CompareMetric metric);
// The metric's number (nullopt for the wall and the fit, which are words).
std::optional<double> compareMetricValue(const CompareMetrics& metrics, CompareMetric metric);

struct CompareColumn {
    QString title;
    Recipe recipe;
    std::optional<CompareMetrics> metrics;  // empty while being computed
};

struct CompareCell {
    QString text;                    // the value as shown ("—" while computing or when no numbers)
    bool changed = false;            // differs from the first column
    std::optional<double> value;     // numeric results
    std::optional<double> delta;     // value − first column's value (columns after the first)
    std::optional<double> relative;  // delta ÷ |first value| (when that is not zero)
    QString deltaText;               // formatCompareDelta, empty without a delta
    std::optional<bool> better;      // the delta is an improvement (unset without a delta, when zero, or a tie)
    bool tie = false;                // an estimate's delta inside the model's band: not a difference to act on
    QString why;                     // why there is no value (the recipe's error), for the tooltip
};

struct CompareRow {
    CompareRowKind kind = CompareRowKind::Field;
    QString key;                     // field path ("layout.tp"), "derived.dp", or compareMetricKey
    QString label;                   // what the first column shows
    QString help;                    // tooltip: the registry's help line or the metric's meaning
    bool differs = false;            // some cell differs from another
    std::vector<CompareCell> cells;  // one per column
    // False for a model field of a family no column's model has (MLA dimensions of GQA models,
    // Gated-DeltaNet sizes without linear attention): not listed even under Show all fields.
    bool applies = true;
};

struct CompareTable {
    std::vector<QString> columns;  // titles, in the given order (pins first, current last)
    std::vector<CompareRow> rows;  // registry fields in registry order, derived, results

    static CompareTable build(const std::vector<CompareColumn>& columns);
    // The row with `key`, or nullptr.
    [[nodiscard]] const CompareRow* row(QStringView key) const;
    // Rows to show: every result row first (what the differences do), then the differing derived
    // rows and fields except the model's architecture fields; with `showAll`, every field after
    // the results. Indices into `rows`.
    [[nodiscard]] std::vector<int> visibleRows(bool showAll) const;
    // Differing rows that visibleRows(false) folds away (the model's architecture fields).
    [[nodiscard]] int foldedDifferences() const;

    // The table's texts, also those of the free functions below (CompareTable::tr): one context,
    // moe::ui::CompareTable, that lupdate files them under and the running studio looks up.
    Q_DECLARE_TR_FUNCTIONS(moe::ui::CompareTable)
};

}  // namespace moe::ui
