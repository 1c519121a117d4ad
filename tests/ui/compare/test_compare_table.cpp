// CompareTable (pure): field rows come from the registry and know which cells differ, derived
// DP/EDP follow the layout, result rows carry deltas against the first column with hand-computed
// texts; evaluateForCompare equals estimateMemory/estimateStepTime of the same recipe. CompareModel
// passes QAbstractItemModelTester while its table and filter change.
#include <QAbstractItemModelTester>
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "core/catalog/catalog.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/validator.h"
#include "ui/common/panel_format.h"
#include "ui/compare/compare_model.h"
#include "ui/compare/compare_table.h"
#include "ui/memory/memory_bar_geometry.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

Recipe withSet(Recipe recipe, const char* assignment) {
    const Status s = applyFieldAssignment(recipe, assignment);
    if (!s.ok()) qFatal("%s: %s", assignment, s.error().toString().c_str());
    return recipe;
}

CompareMetrics metrics(double step, double gib, double headroom, double tokens, double tflops, double mfu) {
    CompareMetrics m;
    m.stepTimeS = step;
    m.bindingStageGiB = gib;
    m.headroomGiB = headroom;
    m.fits = headroom >= 0;
    m.fit = m.fits ? MemoryFit::Fits : MemoryFit::DoesNotFit;
    m.tokensPerSPerGpu = tokens;
    m.tflopsPerGpu = tflops;
    m.mfu = mfu;
    m.wall = Wall::Communication;
    return m;
}

const CompareCell& cell(const CompareTable& t, const char* key, size_t column) {
    const CompareRow* row = t.row(QString::fromLatin1(key));
    if (!row) qFatal("no row %s", key);
    return row->cells.at(column);
}

// Two pins of the default recipe with these metrics, both at `band`.
CompareTable twoPinTable(CompareMetrics a, CompareMetrics b, const Uncertainty& band) {
    a.band = b.band = band;
    const Recipe r = uitest::namedDefaultRecipe("r");
    return CompareTable::build({{QStringLiteral("a"), r, a}, {QStringLiteral("b"), r, b}});
}

}  // namespace

class TestCompareTable : public QObject {
    Q_OBJECT
private slots:
    void fieldRowsCoverTheRegistryAndMarkDifferences() {
        const Recipe a = uitest::namedDefaultRecipe("a");
        const Recipe b = withSet(withSet(a, "layout.tp=2"), "layout.sequence_parallel=true");
        const CompareTable t = CompareTable::build({{QStringLiteral("A"), a, {}}, {QStringLiteral("B"), b, {}}});
        QCOMPARE(t.columns.size(), size_t{2});
        // One row per registry field, DP and EDP, and the seven results.
        QCOMPARE(t.rows.size(), recipeFields().size() + 2 + kCompareMetrics.size());

        const CompareRow* tp = t.row(u"layout.tp");
        QVERIFY(tp);
        QVERIFY(tp->differs);
        // Review 26: rows read as people say them; the recipe path is in the tooltip.
        QCOMPARE(tp->label, QStringLiteral("Tensor parallel size"));
        QVERIFY2(tp->help.contains(QStringLiteral("layout.tp")), qPrintable(tp->help));
        QCOMPARE(t.row(u"layout.etp")->label,
                 QStringLiteral("Expert tensor parallel size"));  // "(null = TP, ...)" to the tooltip
        QCOMPARE(tp->cells[0].text, QString::number(a.layout.tp));
        QCOMPARE(tp->cells[1].text, QStringLiteral("2"));
        QVERIFY(!tp->cells[0].changed);
        QVERIFY(tp->cells[1].changed);

        const CompareRow* dp = t.row(u"derived.dp");
        QVERIFY(dp && dp->differs);
        QCOMPARE(dp->cells[0].text, QString::number(a.layout.world_size / (a.layout.tp * a.layout.cp * a.layout.pp)));
        QCOMPARE(dp->cells[1].text, QString::number(a.layout.world_size / (2 * a.layout.cp * a.layout.pp)));
        // ETP is set explicitly in the default recipe, so the expert mesh does not move.
        QVERIFY(!t.row(u"derived.edp")->differs);
        QVERIFY(!t.row(u"layout.cp")->differs);

        // Only tp and sequence_parallel differ among the fields.
        QStringList differing;
        for (const CompareRow& r : t.rows)
            if (r.kind == CompareRowKind::Field && r.differs) differing << r.key;
        QCOMPARE(differing, (QStringList{QStringLiteral("layout.tp"), QStringLiteral("layout.sequence_parallel")}));
        // A switch reads "off"/"on" on screen (review 29 read "true"/"false" in Chinese); a copy or
        // an export keeps the file's spelling.
        for (const CompareRow& r : t.rows)
            if (r.key == QStringLiteral("layout.sequence_parallel")) {
                QCOMPARE(r.cells[0].text, QStringLiteral("off"));
                QCOMPARE(r.cells[1].text, QStringLiteral("on"));
            }
        {
            const moe::ui::FileNumberScope file;
            const CompareTable exported =
                CompareTable::build({{QStringLiteral("A"), a, {}}, {QStringLiteral("B"), b, {}}});
            for (const CompareRow& r : exported.rows)
                if (r.key == QStringLiteral("layout.sequence_parallel"))
                    QCOMPARE(r.cells[1].text, QStringLiteral("true"));
        }

        // Hidden unless asked: unchanged fields; results always shown.
        QCOMPARE(t.visibleRows(false).size(), size_t{2 + 1} + kCompareMetrics.size());
        // Show all: every row but those of model families neither recipe has (Qwen3 has no MLA).
        const auto applying = static_cast<size_t>(
            std::count_if(t.rows.begin(), t.rows.end(), [](const CompareRow& row) { return row.applies; }));
        QVERIFY(applying < t.rows.size());
        QCOMPARE(t.visibleRows(true).size(), applying);
    }

    // Review: Show all fields listed MLA ranks and Gated-DeltaNet head sizes for two GQA recipes,
    // values that mean nothing for them. Such rows are left out unless some column's model has
    // the family; a DeepSeek-V3 column brings the MLA rows back.
    void showAllListsOnlyFieldsOfTheModelsCompared() {
        const Recipe gqa = uitest::namedDefaultRecipe("gqa");
        QVERIFY(gqa.model.attention != AttentionKind::MLA);
        const CompareTable same = CompareTable::build({{QStringLiteral("a"), gqa, {}}, {QStringLiteral("b"), gqa, {}}});
        auto shownKeys = [](const CompareTable& t) {
            QStringList keys;
            for (int i : t.visibleRows(true)) keys << t.rows[static_cast<size_t>(i)].key;
            return keys;
        };
        const QStringList gqaKeys = shownKeys(same);
        QVERIFY(gqaKeys.contains(QStringLiteral("model.num_query_groups")));
        QVERIFY(!gqaKeys.contains(QStringLiteral("model.mla.kv_lora_rank")));
        QVERIFY(!gqaKeys.contains(QStringLiteral("model.linear_attention.num_key_heads")));

        Recipe mla = gqa;
        const ModelSpec* dsv3 = builtinCatalog().findModel("DeepSeek-V3");
        QVERIFY(dsv3);
        mla.model = *dsv3;
        const CompareTable mixed =
            CompareTable::build({{QStringLiteral("a"), gqa, {}}, {QStringLiteral("b"), mla, {}}});
        QVERIFY(shownKeys(mixed).contains(QStringLiteral("model.mla.kv_lora_rank")));
    }

    void resultRowsCarryDeltasAgainstTheFirstColumn() {
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareTable t = CompareTable::build({
            {QStringLiteral("base"), r, metrics(2.0, 60.0, 15.0, 4000.0, 200.0, 0.40)},
            {QStringLiteral("other"), r, metrics(2.5, 66.0, 9.0, 3200.0, 160.0, 0.32)},
            {QStringLiteral("busy"), r, std::nullopt},
        });
        const CompareCell& step = cell(t, "result.step_time", 1);
        QCOMPARE(step.value.value(), 2.5);
        QCOMPARE(step.delta.value(), 0.5);
        QCOMPARE(step.relative.value(), 0.25);
        QCOMPARE(step.text, QStringLiteral("2.500 s"));
        QCOMPARE(step.deltaText, QStringLiteral("+500.0 ms (+25.0 %)"));
        QVERIFY(step.changed);
        QVERIFY(!cell(t, "result.step_time", 0).delta);                                    // the base has no delta
        QCOMPARE(step.better, std::optional<bool>(false));                                 // slower
        QCOMPARE(cell(t, "result.binding_memory", 1).better, std::optional<bool>(false));  // more memory
        QCOMPARE(cell(t, "result.headroom", 1).better, std::optional<bool>(false));        // less headroom
        QCOMPARE(cell(t, "result.mfu", 1).better, std::optional<bool>(false));
        QVERIFY(!cell(t, "result.step_time", 0).better);
        QCOMPARE(cell(t, "result.binding_memory", 1).deltaText, QStringLiteral("+6.0 GiB (+10.0 %)"));
        QCOMPARE(cell(t, "result.headroom", 1).deltaText, QStringLiteral("-6.0 GiB (-40.0 %)"));
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 1).deltaText, QStringLiteral("-800 (-20.0 %)"));
        QCOMPARE(cell(t, "result.tflops_per_gpu", 1).deltaText, QStringLiteral("-40.0 (-20.0 %)"));
        QCOMPARE(cell(t, "result.mfu", 1).deltaText, QStringLiteral("-8.0 pp (-20.0 %)"));
        const CompareTable reversed = CompareTable::build({
            {QStringLiteral("other"), r, metrics(2.5, 66.0, 9.0, 3200.0, 160.0, 0.32)},
            {QStringLiteral("base"), r, metrics(2.0, 60.0, 15.0, 4000.0, 200.0, 0.40)},
        });
        for (CompareMetric m : kCompareMetrics) {
            if (m == CompareMetric::Wall || m == CompareMetric::Fits) continue;  // words, not numbers
            QCOMPARE(cell(reversed, qPrintable(compareMetricKey(m)), 1).better, std::optional<bool>(true));
        }
        QCOMPARE(cell(t, "result.wall", 1).text, QStringLiteral("communication"));
        QVERIFY(!cell(t, "result.wall", 1).changed);
        // In words, as the Estimate dock says it (review 17 read core's "host_overhead").
        CompareMetrics host = metrics(2.0, 60.0, 15.0, 4000.0, 200.0, 0.40);
        host.wall = Wall::HostOverhead;
        const CompareTable hostTable = CompareTable::build({{QStringLiteral("h"), r, host}});
        QCOMPARE(cell(hostTable, "result.wall", 0).text, QStringLiteral("host overhead"));
        // Still computing: no number, no delta.
        QCOMPARE(cell(t, "result.step_time", 2).text, QStringLiteral("computing…"));
        QVERIFY(!cell(t, "result.step_time", 2).delta);
    }

    void aLayoutThatDoesNotFitHasNoSpeed() {
        // Review 9: a pin 929 GiB over HBM showed "177 s, 1,480 tokens/s/GPU, MFU 39 %" and a
        // green "-51 %" against it. Like the Estimate dock, Compare gives a layout that cannot run
        // no speed (its memory rows stay), and nothing is compared with it.
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareTable t = CompareTable::build({
            {QStringLiteral("over"), r, metrics(2.0, 90.0, -10.0, 4000.0, 200.0, 0.40)},
            {QStringLiteral("fits"), r, metrics(2.5, 66.0, 9.0, 3200.0, 160.0, 0.32)},
            {QStringLiteral("also over"), r, metrics(1.0, 95.0, -15.0, 8000.0, 400.0, 0.80)},
        });
        for (const char* key : {"result.step_time", "result.tokens_per_s_per_gpu", "result.tflops_per_gpu", "result.mfu", "result.wall"}) {
            for (size_t column : {size_t{0}, size_t{2}}) {
                const CompareCell& c = cell(t, key, column);
                QVERIFY2(c.text == QStringLiteral("— (does not fit)"), qPrintable(QString::fromLatin1(key) + ": " + c.text));
                QVERIFY(!c.value && !c.delta && !c.better);
            }
            // The column that fits has its figure, with nothing to compare it with.
            QVERIFY(!cell(t, key, 1).text.startsWith(QStringLiteral("—")));
            QVERIFY(!cell(t, key, 1).delta && !cell(t, key, 1).better);
        }
        QVERIFY(cell(t, "result.binding_memory", 2).text.contains(QStringLiteral("GiB")));
        QVERIFY(cell(t, "result.binding_memory", 2).delta.has_value());  // memory is still compared
        // Headroom -15 GiB against -10: a share of the same sign; against a base of the other
        // sign (column 1: +9 GiB vs -10) the difference alone, not "-190 %".
        QVERIFY(cell(t, "result.headroom", 2).relative.has_value());
        QVERIFY(!cell(t, "result.headroom", 1).relative.has_value());
        QVERIFY2(!cell(t, "result.headroom", 1).deltaText.contains(QLatin1Char('%')), qPrintable(cell(t, "result.headroom", 1).deltaText));
        QVERIFY(cell(t, "result.fits", 0).text.startsWith(QStringLiteral("no,")));
    }

    void noBaseNumbersMeansNoDeltas() {
        const Recipe r = uitest::namedDefaultRecipe("r");
        CompareMetrics invalid;
        invalid.problem = QStringLiteral("invalid recipe");
        const CompareTable t = CompareTable::build(
            {{QStringLiteral("base"), r, invalid}, {QStringLiteral("other"), r, metrics(1, 1, 1, 1, 1, 0.1)}});
        // Said, with the reason for the tooltip (review 20 read a bare dash).
        QCOMPARE(cell(t, "result.step_time", 0).text, QStringLiteral("— (no numbers)"));
        QCOMPARE(cell(t, "result.step_time", 0).why, QStringLiteral("invalid recipe"));
        QVERIFY(!cell(t, "result.step_time", 1).delta);
        QVERIFY(cell(t, "result.step_time", 1).deltaText.isEmpty());
    }

    void anEnvironmentErrorKeepsTheMemoryFigures() {
        // Review 24: Compare said "— (no numbers)" for memory beside the memory chart's 60.4 GiB,
        // for a recipe whose only error is CUDA_DEVICE_MAX_CONNECTIONS (an environment variable
        // changes no byte). Memory is shown as the chart shows it; speed is not (it cannot launch).
        Recipe r = uitest::namedDefaultRecipe("env");
        r.layout.tp = 2;
        r.layout.sequence_parallel = true;
        r.options.overlap.ep_a2a_overlap = false;
        r.options.cuda_device_max_connections = 32;  // Hopper with TP 2 and no EP overlap: must be 1
        bool envError = false, otherError = false;
        for (const Diagnostic& d : validateRecipe(r)) {
            if (d.severity != Severity::Error) continue;
            (d.rule.rfind("env.", 0) == 0 ? envError : otherError) = true;
        }
        QVERIFY(envError && !otherError);
        const CompareMetrics m = evaluateForCompare(r);
        QVERIFY(!m.ok() && m.memoryOk());
        const Result<MemoryReport> memory = estimateMemory(r);
        QVERIFY(memory.ok());
        QCOMPARE(m.bindingStageGiB, static_cast<double>(memory->binding().totalBytes()) / ui::kBytesPerGiB);
        const CompareTable t = CompareTable::build({{QStringLiteral("env"), r, m}});
        QCOMPARE(cell(t, "result.binding_memory", 0).text, formatGib(m.bindingStageGiB));
        // Why in short in the cell, in full in its tooltip, without the rule's id (review in Chinese:
        // "— (no numbers)" in every row of an invalid layout).
        QCOMPARE(cell(t, "result.step_time", 0).text, QStringLiteral("— (invalid recipe)"));
        QVERIFY2(cell(t, "result.step_time", 0).why.contains(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS")),
                 qPrintable(cell(t, "result.step_time", 0).why));
        QVERIFY(!cell(t, "result.step_time", 0).why.contains(QStringLiteral("env.cuda_device_max_connections")));
        // Any other error: no memory either (the chart veils it too).
        r.layout.tp = 3;
        const CompareMetrics broken = evaluateForCompare(r);
        QVERIFY(!broken.ok() && !broken.memoryOk());
    }

    void aRowIsRoundedOnceSoFiguresAndDeltaAgree() {
        // Review (DeepSeek-V2-Lite on 32 H100): EP8 printed 18,600 at ±16 % and EP16 19,000 at
        // ±19 % "(Δ ±0 (±0 %))": each figure rounded to its own band. A row now takes the
        // narrowest band's digits for every pin: 18,645 x 0.16 = 2,983 (leading three 298: two
        // significant digits) → hundreds, so 18,600 and 18,600 and a delta of 27 → ±0.
        Uncertainty narrow, wide;
        narrow.low = -0.16, narrow.high = 0.16, narrow.rows = 14, narrow.basis = "Hopper";
        wide.low = -0.195, wide.high = 0.195, wide.rows = 94, wide.basis = "all rows";
        QCOMPARE(formatToBand(18618.0, 0.195), std::string("19000"));  // its own band alone: thousands
        CompareMetrics a = metrics(3.52, 60.0, 15.0, 18645.0, 300.0, 0.30),
                       b = metrics(3.53, 60.0, 15.0, 18618.0, 299.6, 0.30);
        a.band = narrow;
        b.band = wide;
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareTable t = CompareTable::build({{QStringLiteral("ep8"), r, a}, {QStringLiteral("ep16"), r, b}});
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 0).text, QStringLiteral("18,600"));
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 1).text, QStringLiteral("18,600"));
        // A difference under the printed digit reads as such (review 19), not "±0".
        QVERIFY2(cell(t, "result.tokens_per_s_per_gpu", 1).deltaText.startsWith(QStringLiteral("<100 (")),
                 qPrintable(cell(t, "result.tokens_per_s_per_gpu", 1).deltaText));
        // Each pin still states its own band.
        QVERIFY2(cell(t, "result.step_time", 0).text.endsWith(QStringLiteral("±16 %")),
                 qPrintable(cell(t, "result.step_time", 0).text));
        QVERIFY2(cell(t, "result.step_time", 1).text.endsWith(QStringLiteral("±20 %")),
                 qPrintable(cell(t, "result.step_time", 1).text));
    }

    void estimatesCarryTheirBandAndTiesAreNotWins() {
        // A ±10 % band (low −0.10, high +0.10) on both columns.
        const Uncertainty band = uitest::symmetricBand(0.10, 40, "Blackwell, FP8, flex_hybridep");
        CompareMetrics a = metrics(2.0, 60.0, 15.0, 4000.0, 200.0, 0.40), b = metrics(2.1, 60.0, 15.0, 3810.0, 190.5, 0.381),
                       c = metrics(2.5, 60.0, 15.0, 3200.0, 160.0, 0.32);
        a.band = b.band = c.band = band;
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareTable t = CompareTable::build({{QStringLiteral("a"), r, a}, {QStringLiteral("b"), r, b}, {QStringLiteral("c"), r, c}});
        // Digits by the band rule (the uncertainty value × 0.10 to two significant digits when its
        // leading three are 100-354, else one): 2.0 s × 0.1 = 0.200 s → hundredths; 4000 × 0.1 =
        // 400 → hundreds; 200 × 0.1 = 20.0 → units; 40 % × 0.1 = 4.00 → units.
        QCOMPARE(cell(t, "result.step_time", 0).text, QStringLiteral("2.00 s ±10 %"));
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 0).text, QStringLiteral("4,000"));
        QCOMPARE(cell(t, "result.tflops_per_gpu", 0).text, QStringLiteral("200"));
        QCOMPARE(cell(t, "result.mfu", 0).text, QStringLiteral("40 %"));
        // b is 4.8 % slower (2.0/2.1 = 0.952), inside ±10 %: a tie, painted neither better nor worse.
        const CompareCell& tied = cell(t, "result.step_time", 1);
        QVERIFY(tied.tie);
        QVERIFY(!tied.better);
        QVERIFY2(tied.deltaText.contains(QStringLiteral("a tie within ±10 %")), qPrintable(tied.deltaText));
        QVERIFY(cell(t, "result.tflops_per_gpu", 1).tie);  // 190.5 / 200: 4.75 % slower
        // c is 20 % slower: a real difference.
        const CompareCell& slower = cell(t, "result.step_time", 2);
        QVERIFY(!slower.tie);
        QCOMPARE(slower.better, std::optional<bool>(false));
        // The delta is taken from the unrounded estimates and printed at the coarser band digit of
        // the two figures (issue 41, item 2): c's -800 at hundreds (4,000's digit), -20 %; 2.5 s
        // against 2.0 s at hundredths → +0.50 s, +25 %; b's -190 at hundreds → -200, -4.75 % → -5 %.
        QVERIFY2(cell(t, "result.tokens_per_s_per_gpu", 2).deltaText.startsWith(QStringLiteral("-800 (-20 %)")),
                 qPrintable(cell(t, "result.tokens_per_s_per_gpu", 2).deltaText));
        QVERIFY2(slower.deltaText.startsWith(QStringLiteral("+0.50 s (+25 %)")), qPrintable(slower.deltaText));
        QVERIFY2(cell(t, "result.tokens_per_s_per_gpu", 1).deltaText.startsWith(QStringLiteral("-200 (-5 %)")),
                 qPrintable(cell(t, "result.tokens_per_s_per_gpu", 1).deltaText));
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 1).delta.value(), 3810.0 - 4000.0);
        // Memory is not the step-time model's: never a tie, full digits.
        QVERIFY(!cell(t, "result.binding_memory", 2).tie);
        // The evaluated metrics carry the recipe's band from the shipped residual table.
        const CompareMetrics evaluated = evaluateForCompare(r);
        QVERIFY(evaluated.band.known());
        QCOMPARE(evaluated.band.rows, estimateUncertainty(r).rows);
    }

    void deltasComeFromTheUnroundedEstimates() {
        // Issue 41, item 2: "Δ -3.00 s (-7 %)" where the estimates differ by 3.52 s, 8.0 %. Here
        // 44.0 s against 40.48 s at ±10 %: both figures print to the second (4.4 s and 4.05 s of
        // uncertainty keep one digit), so the difference prints to the second too, -3.52 → -4 s, and
        // its share is -3.52 / 44 = -8.0 % → -8 % (the rounded figures "44 s" and "40 s" said -9 %).
        const Uncertainty band = uitest::symmetricBand(0.10, 40, "Hopper, BF16, alltoall");
        const CompareTable t = twoPinTable(metrics(44.0, 60.0, 15.0, 1000.0, 200.0, 0.40),
                                           metrics(40.48, 60.0, 15.0, 1087.0, 217.4, 0.435), band);
        QCOMPARE(cell(t, "result.step_time", 0).text, QStringLiteral("44 s ±10 %"));
        QCOMPARE(cell(t, "result.step_time", 1).text, QStringLiteral("40 s ±10 %"));
        const CompareCell& step = cell(t, "result.step_time", 1);
        QVERIFY2(step.deltaText.startsWith(QStringLiteral("-4 s (-8 %)")), qPrintable(step.deltaText));
        QCOMPARE(step.delta.value(), 40.48 - 44.0);
    }

    void aDeltaUnderThePrintedDigitIsNotZero() {
        // Review 19 (OLMoE on 32 H100, EP 2 → 4): "37,000 | 36,000 (Δ ±0 (−1 %))" for 36,685 and
        // 36,330 tokens/s at ±19 %: both figures at the band's thousands, their difference of 355
        // rounds to 0. The difference reads "<1,000", the figures a thousand apart beside it.
        const Uncertainty band = uitest::symmetricBand(0.19, 94, "all rows");
        const CompareTable t = twoPinTable(metrics(3.573, 60.0, 15.0, 36685.0, 300.0, 0.30),
                                           metrics(3.608, 60.0, 15.0, 36330.0, 297.1, 0.297), band);
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 0).text.left(6), QStringLiteral("37,000"));
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 1).text.left(6), QStringLiteral("36,000"));
        const QString delta = cell(t, "result.tokens_per_s_per_gpu", 1).deltaText;
        // −355 / 36,685 = −0.97 %: −1 %.
        QVERIFY2(delta.startsWith(QStringLiteral("<1,000 (-1 %)")), qPrintable(delta));
        // The step time too: 3.608 − 3.573 = 0.035 s under the tenths those figures print in.
        QVERIFY2(cell(t, "result.step_time", 1).deltaText.startsWith(QStringLiteral("<0.1 s (")),
                 qPrintable(cell(t, "result.step_time", 1).deltaText));
    }

    void aDeltaUnderHalfAPercentIsNotNothing() {
        // pt review (entry 1): 14,000 against 13,940 tokens/s at ±19 % printed "Δ -100 (±0 %)": the
        // difference rounds to the band's hundreds, its share (-0.43 %) to 0 %. A share under half a
        // percent reads "<1 %"; only equal estimates read "±0 %".
        const Uncertainty band = uitest::symmetricBand(0.19, 94, "all rows");
        CompareMetrics a = metrics(4.69, 60.0, 15.0, 14000.0, 390.0, 0.40),
                       b = metrics(4.69 * 14000.0 / 13940.0, 60.0, 15.0, 13940.0, 388.3, 0.398);
        a.band = b.band = band;
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareTable t = CompareTable::build({{QStringLiteral("a"), r, a}, {QStringLiteral("b"), r, b}});
        const CompareCell& tokens = cell(t, "result.tokens_per_s_per_gpu", 1);
        QVERIFY2(tokens.deltaText.contains(QStringLiteral("(<1 %)")), qPrintable(tokens.deltaText));
        QVERIFY2(!tokens.deltaText.contains(QStringLiteral("±0 %")), qPrintable(tokens.deltaText));
        const CompareTable same = CompareTable::build({{QStringLiteral("a"), r, a}, {QStringLiteral("b"), r, a}});
        QVERIFY2(cell(same, "result.tokens_per_s_per_gpu", 1).deltaText.contains(QStringLiteral("(±0 %)")),
                 qPrintable(cell(same, "result.tokens_per_s_per_gpu", 1).deltaText));
    }

    void aTieIsMeasuredAsTheCellPrintsIt() {
        // Review entry 3: "1,660 (Δ +310 (+23 %)) · a tie within ±19 %" beside "1,050 (Δ -300
        // (-22 %))" untied: the tie was taken against the faster of the two (1 - 1350/1660 =
        // 18.7 %), the percentage against the first pin. Both now against the first pin:
        // +23 % and -22 % are no ties at ±19 %, +11 % is.
        const Uncertainty band = uitest::symmetricBand(0.19, 94, "all rows");
        const auto withTokens = [&](double tokens) {
            CompareMetrics m =
                metrics(97.0 * 1350.0 / tokens, 150.0, 20.0, tokens, 990.0 * tokens / 1350.0, 0.40 * tokens / 1350.0);
            m.band = band;
            return m;
        };
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareTable t = CompareTable::build({{QStringLiteral("base"), r, withTokens(1350)},
                                                    {QStringLiteral("faster"), r, withTokens(1660)},
                                                    {QStringLiteral("slower"), r, withTokens(1050)},
                                                    {QStringLiteral("close"), r, withTokens(1500)}});
        QVERIFY2(!cell(t, "result.tokens_per_s_per_gpu", 1).tie,
                 qPrintable(cell(t, "result.tokens_per_s_per_gpu", 1).deltaText));
        QVERIFY2(!cell(t, "result.tokens_per_s_per_gpu", 2).tie,
                 qPrintable(cell(t, "result.tokens_per_s_per_gpu", 2).deltaText));
        QVERIFY2(cell(t, "result.tokens_per_s_per_gpu", 3).tie,
                 qPrintable(cell(t, "result.tokens_per_s_per_gpu", 3).deltaText));
    }

    void mfuAcrossPrecisionsComparesOnOnePeak() {
        // Issue 41, item 2: 36 % of the BF16 peak against 7.5 % of the NVFP4 peak read "-79 %" in
        // red, while the second is the higher in BF16 terms. Across precisions the delta is taken on
        // the common BF16 peak: 72 % of it against 36 % → +36 pp, painted as a gain.
        const Recipe bf16 = uitest::namedDefaultRecipe("bf16");
        Recipe nvfp4 = bf16;
        nvfp4.options.precision = Precision::NVFP4;
        CompareMetrics a = metrics(2.0, 60.0, 15.0, 4000.0, 356.0, 0.36),
                       b = metrics(1.0, 60.0, 15.0, 8000.0, 712.0, 0.075);
        a.mfuBf16 = 0.36;
        b.mfuBf16 = 0.72;  // twice the throughput on the same BF16 peak
        const CompareTable t =
            CompareTable::build({{QStringLiteral("bf16"), bf16, a}, {QStringLiteral("nvfp4"), nvfp4, b}});
        const CompareCell& mfu = cell(t, "result.mfu", 1);
        QCOMPARE(mfu.delta.value(), 0.72 - 0.36);
        QCOMPARE(mfu.better, std::optional<bool>(true));
        QVERIFY2(mfu.deltaText.contains(QStringLiteral("on the common BF16 peak")), qPrintable(mfu.deltaText));
        QVERIFY2(!mfu.deltaText.contains(QStringLiteral("-79")), qPrintable(mfu.deltaText));
        // Review: "20 %" beside a green "+6 pp" read as a gain of the lower figure. Every MFU cell
        // then leads with the BF16 basis the delta is taken on, its own peak's share after it.
        QVERIFY2(mfu.text.startsWith(formatPercent(0.72) + QStringLiteral(" of the BF16 peak")), qPrintable(mfu.text));
        QVERIFY2(mfu.text.contains(formatPercent(0.075)), qPrintable(mfu.text));
        const CompareCell& baseMfu = cell(t, "result.mfu", 0);
        QVERIFY2(baseMfu.text.startsWith(formatPercent(0.36) + QStringLiteral(" of the BF16 peak")),
                 qPrintable(baseMfu.text));
        // The same precision keeps its own peak's delta.
        const CompareTable same = CompareTable::build({{QStringLiteral("a"), bf16, a}, {QStringLiteral("b"), bf16, a}});
        QVERIFY(!cell(same, "result.mfu", 1).deltaText.contains(QStringLiteral("BF16 peak")));
    }

    void aStepOfAnotherBatchIsNoGain() {
        // Review 18: half the GBS gave a step 48 % shorter, painted green as a gain. A step of
        // another batch is no comparison: the delta says so and is neither better nor worse, while
        // throughput (the same work per token) is still judged.
        const Recipe full = uitest::namedDefaultRecipe("r");
        const Recipe half = withSet(full, ("layout.global_batch_size=" + std::to_string(full.layout.global_batch_size / 2)).c_str());
        const CompareMetrics a = metrics(2.0, 60.0, 15.0, 4000.0, 200.0, 0.40), b = metrics(1.04, 60.0, 15.0, 3850.0, 192.0, 0.385);
        const CompareTable t = CompareTable::build({{QStringLiteral("full"), full, a}, {QStringLiteral("half"), half, b}});
        const CompareCell& step = cell(t, "result.step_time", 1);
        QVERIFY(!step.better);
        QVERIFY(!step.tie);
        QVERIFY2(step.deltaText.contains(QStringLiteral("another batch (GBS %1 × seq %2 vs %3 × %2): compare tokens/s")
                                             .arg(half.layout.global_batch_size)
                                             .arg(full.layout.seq_length)
                                             .arg(full.layout.global_batch_size)),
                 qPrintable(step.deltaText));
        QCOMPARE(cell(t, "result.tokens_per_s_per_gpu", 1).better, std::optional<bool>(false));  // 3.75 % fewer, no band
    }

    void deltaFormatting() {
        QCOMPARE(formatCompareDelta(CompareMetric::StepTime, 0.0, 0.0), QStringLiteral("±0 (±0 %)"));
        QCOMPARE(formatCompareDelta(CompareMetric::StepTime, -1.5, std::nullopt), QStringLiteral("-1.500 s"));
        QCOMPARE(formatCompareDelta(CompareMetric::Wall, 1.0, 1.0), QString());
        QCOMPARE(formatCompareValue(CompareMetric::Headroom, -2.25), QStringLiteral("-2.3 GiB"));
        QCOMPARE(formatCompareValue(CompareMetric::Mfu, 0.4213), QStringLiteral("42.1 %"));
    }

    void evaluateEqualsTheCoreModels() {
        const Recipe r = uitest::namedDefaultRecipe("r");
        const CompareMetrics m = evaluateForCompare(r);
        QVERIFY2(m.ok(), qPrintable(m.problem));
        Result<MemoryReport> memory = estimateMemory(r);
        QVERIFY(memory.ok());
        Result<StepEstimate> step = estimateStepTime(r, builtinCalibration());
        QVERIFY(step.ok());
        const double gib = 1024.0 * 1024.0 * 1024.0;
        QCOMPARE(m.bindingStageGiB, static_cast<double>(memory.value().binding().totalBytes()) / gib);
        QCOMPARE(m.headroomGiB, static_cast<double>(memory.value().headroom_bytes) / gib);
        QCOMPARE(m.stepTimeS, step.value().step_time_s);
        QCOMPARE(m.tokensPerSPerGpu, step.value().tokens_per_s_per_gpu);
        QCOMPARE(m.tflopsPerGpu, step.value().model_tflops_per_gpu);
        QCOMPARE(m.mfu, step.value().mfu);
        QCOMPARE(m.wall, step.value().dominant_wall);

        // The studio's assumptions and calibration are the ones evaluated (here: more fragmentation).
        MemoryAssumptions heavier;
        heavier.fragmentation_fraction = 0.2;
        const CompareMetrics h = evaluateForCompare(r, heavier);
        Result<MemoryReport> heavierMemory = estimateMemory(r, heavier);
        QVERIFY(h.ok() && heavierMemory.ok());
        QCOMPARE(h.bindingStageGiB, static_cast<double>(heavierMemory.value().binding().totalBytes()) / gib);
        QVERIFY(h.bindingStageGiB > m.bindingStageGiB);

        // A world that TP does not divide is refused with a reason, never numbers.
        const CompareMetrics bad = evaluateForCompare(withSet(r, "layout.tp=3"));
        QVERIFY(!bad.ok());
    }

    void aCloseFitSaysSoInTheFitsRow() {
        // A review read "Fits in memory: yes" (and the same in the CSV and Markdown) for a layout the
        // memory chart called "Fits, but closely … it may not fit". The default recipe leaves 4.9 GiB
        // against its own 5.2 GiB fragmentation allowance: the row says "closely" with both figures.
        const Recipe r = uitest::namedDefaultRecipe("close");
        Result<MemoryReport> memory = estimateMemory(r);
        QVERIFY(memory.ok());
        QCOMPARE(memoryFitOf(memory.value()), MemoryFit::FitsClosely);
        const CompareTable t = CompareTable::build({{QStringLiteral("A"), r, evaluateForCompare(r)}});
        const CompareCell& fits = cell(t, "result.fits", 0);
        const double gib = 1024.0 * 1024.0 * 1024.0;
        const QString headroom = formatGib(static_cast<double>(memory.value().headroom_bytes) / gib);
        const QString allowance = formatGib(static_cast<double>(fragmentationAllowanceBytes(memory.value())) / gib);
        QVERIFY2(fits.text.startsWith(QStringLiteral("closely")) && fits.text.contains(headroom) &&
                     fits.text.contains(allowance) && fits.text.contains(QStringLiteral("may not fit")),
                 qPrintable(fits.text));
    }

    void resultsFirstModelFieldsFolded() {
        const Recipe a = uitest::namedDefaultRecipe("a");
        const Recipe b = withSet(withSet(a, "layout.pp=2"), "model.vocab_size=32000");
        const CompareTable t =
            CompareTable::build({{QStringLiteral("A"), a, std::nullopt}, {QStringLiteral("B"), b, std::nullopt}});
        const std::vector<int> shown = t.visibleRows(false);
        QVERIFY(shown.size() > kCompareMetrics.size());
        for (size_t i = 0; i < kCompareMetrics.size(); ++i)
            QCOMPARE(t.rows[static_cast<size_t>(shown[i])].key, compareMetricKey(kCompareMetrics[i]));
        QStringList rest;
        for (size_t i = kCompareMetrics.size(); i < shown.size(); ++i)
            rest << t.rows[static_cast<size_t>(shown[i])].key;
        QCOMPARE(rest, (QStringList{QStringLiteral("layout.pp"), QStringLiteral("derived.dp"),
                                    QStringLiteral("derived.edp")}));
        QVERIFY(t.row(u"model.vocab_size")->differs);  // differs, yet folded
        QCOMPARE(t.foldedDifferences(), 1);
        const std::vector<int> all = t.visibleRows(true);
        QCOMPARE(all.size(), static_cast<size_t>(std::count_if(t.rows.begin(), t.rows.end(),
                                                               [](const CompareRow& row) { return row.applies; })));
        QCOMPARE(t.rows[static_cast<size_t>(all.front())].key, compareMetricKey(kCompareMetrics.front()));
    }

    void chineseTitlesBreakBeforeTheirShape() {
        // The header puts a pin's shape on a second line so a narrow column still shows the layout
        // that tells pins apart; Chinese writes it in full-width parentheses, which the header did not
        // recognise (review in Chinese: every pin header cut to its name).
        CompareModel model;
        const Recipe a = uitest::namedDefaultRecipe("a");
        const QString zh = QStringLiteral("固定项 1：qwen3（TP1 CP1 PP1 EP16 ETP1 · DP16 EDP1 · MBS1 · GBS 1024）");
        const QString en =
            QStringLiteral("Pin 2: qwen3 (TP1 CP1 PP1 EP8 ETP1 · DP16 EDP2 · MBS1 · GBS 1024) · EP overlap");
        auto table =
            std::make_shared<const CompareTable>(CompareTable::build({{zh, a, std::nullopt}, {en, a, std::nullopt}}));
        model.setTable(table);
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(),
                 QStringLiteral("固定项 1：qwen3\n（TP1 CP1 PP1 EP16 ETP1 · DP16 EDP1 · MBS1 · GBS 1024）"));
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(),
                 QStringLiteral("Pin 2: qwen3\n(TP1 CP1 PP1 EP8 ETP1 · DP16 EDP2 · MBS1 · GBS 1024) · EP overlap"));
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString(), zh);  // whole in the tooltip
    }

    void modelPassesTheTesterAndFilters() {
        CompareModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Recipe a = uitest::namedDefaultRecipe("a");
        const Recipe b = withSet(a, "layout.pp=2");
        auto table = std::make_shared<const CompareTable>(CompareTable::build(
            {{QStringLiteral("A"), a, metrics(2, 60, 15, 4000, 200, 0.4)}, {QStringLiteral("B"), b, std::nullopt}}));
        model.setTable(table);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("B"));
        const int pp = model.rowOfKey(QStringLiteral("layout.pp"));
        QVERIFY(pp >= 0);
        QVERIFY(model.index(pp, 2).data(CompareModel::ChangedRole).toBool());
        QVERIFY(model.index(pp, 2).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(pp, 1).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model.rowOfKey(QStringLiteral("layout.cp")), -1);
        model.setShowUnchanged(true);
        QCOMPARE(model.rowCount(), static_cast<int>(table->visibleRows(true).size()));
        QVERIFY(model.rowOfKey(QStringLiteral("layout.cp")) >= 0);
        model.setTable(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
    }
};

QTEST_MAIN(TestCompareTable)
#include "test_compare_table.moc"
