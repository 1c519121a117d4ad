// The uncertainty band of an estimate: which published rows it comes from (widened step by step
// from GPU generation + precision family + dispatcher to every row), the band itself against a
// hand-computed sample quantile, ties, the digits a band supports, the residual table's parser and
// the compiled-in table.
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "core/catalog/recipe_library.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/residual_table.h"

using namespace moe;

namespace {

// A row whose three schemes all give the same error, chosen so that the published value ÷ the
// estimate − 1 is exactly `deviation`: e = 1/(1 + d) − 1.
ResidualRow uncertaintyRow(const ComparableKey& key, double deviation, bool contradicting = false) {
    const double e = 1.0 / (1.0 + deviation) - 1.0;
    return {"M", "S", "C", key, contradicting, {e, e, e}};
}

const ComparableKey kBlackwellFp8Hybrid{"Blackwell", "FP8", "flex_hybridep"};
const ComparableKey kBlackwellFp8DeepEP{"Blackwell", "FP8", "flex_deepep"};
const ComparableKey kBlackwellBf16{"Blackwell", "BF16", "alltoall"};
const ComparableKey kHopperBf16{"Hopper", "BF16", "alltoall"};

// Ten deviations; with three copies each (one per scheme) the 30 sorted values put the 10 % point
// at position 0.1 × 29 = 2.9: the first value (positions 0-2) + 0.9 × (second − first) =
// −0.20 + 0.9 × 0.10 = −0.11; the 90 % point at 26.1: the ninth (positions 24-26) + 0.1 × (tenth −
// ninth) = 0.10 + 0.1 × 0.20 = 0.12.
const double kDeviations[] = {-0.20, -0.10, -0.05, -0.02, 0.0, 0.0, 0.02, 0.05, 0.10, 0.30};

ResidualTable tableWith(int hybridRows, int deepepRows, int bf16Rows, int hopperRows) {
    ResidualTable t;
    t.schemes = {"a", "b", "c"};
    for (int i = 0; i < hybridRows; ++i) t.rows.push_back(uncertaintyRow(kBlackwellFp8Hybrid, kDeviations[i % 10]));
    for (int i = 0; i < deepepRows; ++i) t.rows.push_back(uncertaintyRow(kBlackwellFp8DeepEP, 0.01 * i));
    for (int i = 0; i < bf16Rows; ++i) t.rows.push_back(uncertaintyRow(kBlackwellBf16, -0.01 * i));
    for (int i = 0; i < hopperRows; ++i) t.rows.push_back(uncertaintyRow(kHopperBf16, 0.02 * i));
    return t;
}

}  // namespace

class TestEstimateUncertainty : public QObject {
    Q_OBJECT
private slots:
    void bandIsTheCentralEightyPercentOfTheDeviations() {
        const ResidualTable t = tableWith(10, 0, 0, 0);
        const Uncertainty u = uncertaintyFor(kBlackwellFp8Hybrid, t);
        QCOMPARE(u.rows, 10);
        QCOMPARE(u.level, UncertaintyBasis::GenerationPrecisionDispatcher);
        QVERIFY2(std::fabs(u.low - (-0.11)) < 1e-12, std::to_string(u.low).c_str());
        QVERIFY2(std::fabs(u.high - 0.12) < 1e-12, std::to_string(u.high).c_str());
        QVERIFY(std::fabs(u.halfWidth() - 0.12) < 1e-12);
        QCOMPARE(u.text(), std::string("±12 %"));
        QCOMPARE(u.basis, std::string("Blackwell, FP8, flex_hybridep"));
        QCOMPARE(u.fullBasis(), u.basis);
    }
    void contradictingRowsAreLeftOut() {
        ResidualTable t = tableWith(10, 0, 0, 0);
        // A row 2.2x off its sibling would widen the band; it is not counted.
        t.rows.push_back(uncertaintyRow(kBlackwellFp8Hybrid, 1.2, true));
        const Uncertainty u = uncertaintyFor(kBlackwellFp8Hybrid, t);
        QCOMPARE(u.rows, 10);
        QVERIFY(std::fabs(u.high - 0.12) < 1e-12);
    }
    void basisWidensStepByStep() {
        // Nine rows of the exact key are too few: generation + precision (9 + 5 = 14 rows).
        ResidualTable t = tableWith(9, 5, 12, 4);
        Uncertainty u = uncertaintyFor(kBlackwellFp8Hybrid, t);
        QCOMPARE(u.level, UncertaintyBasis::GenerationPrecision);
        QCOMPARE(u.rows, 14);
        QCOMPARE(u.basis, std::string("Blackwell, FP8, any dispatcher"));
        QCOMPARE(u.fullBasis(), std::string("Blackwell, FP8, any dispatcher (fewer than 10 rows of Blackwell, FP8, flex_hybridep)"));
        // Ten exact rows: no widening, the DeepEP rows stay out.
        t = tableWith(10, 5, 12, 4);
        QCOMPARE(uncertaintyFor(kBlackwellFp8Hybrid, t).rows, 10);
        // Blackwell FP4: no FP4 row at all, so the generation (10 + 5 + 12 = 27 rows).
        u = uncertaintyFor({"Blackwell", "FP4", "flex_hybridep"}, t);
        QCOMPARE(u.level, UncertaintyBasis::Generation);
        QCOMPARE(u.rows, 27);
        // Hopper: four rows, so every row (10 + 5 + 12 + 4 = 31).
        u = uncertaintyFor(kHopperBf16, t);
        QCOMPARE(u.level, UncertaintyBasis::AllRows);
        QCOMPARE(u.rows, 31);
        QCOMPARE(u.fullBasis(), std::string("all rows (fewer than 10 rows of Hopper)"));
        // An empty table gives no band, and says so.
        u = uncertaintyFor(kHopperBf16, ResidualTable{});
        QVERIFY(!u.known());
        QCOMPARE(u.text(), std::string("±? %"));
    }
    void recipesMapToTheirKey() {
        // Blackwell Ultra (B300, GB300) is Blackwell; every FP8 scaling, MXFP8 included, is FP8.
        const Recipe r = loadLibraryRecipe("bridge-dsv3-gb200-256-mxfp8").value();
        const ComparableKey k = comparableKey(r);
        QCOMPARE(k.generation, std::string("Blackwell"));
        QCOMPARE(k.precision_family, std::string("FP8"));
        QCOMPARE(k.dispatcher, std::string(toString(r.options.dispatcher)));
        QCOMPARE(precisionFamily(Precision::FP8Blockwise), std::string("FP8"));
        QCOMPARE(precisionFamily(Precision::NVFP4), std::string("FP4"));
        HardwareSpec gb300;
        gb300.arch = "Blackwell Ultra (Grace-Blackwell)";
        QCOMPARE(gpuGeneration(gb300), std::string("Blackwell"));
    }
    void anyContextParallelismIsOutsideTheCalibration() {
        // Every row of published-runs.json and published-runs-bf16.json runs CP 1. A review read
        // "outside the calibration: CP 64 (no published row has CP above 1)" while CP 4 and CP 8
        // estimates said nothing: CP 2 is as far outside as CP 64.
        Recipe r = loadLibraryRecipe("bridge-dsv3-gb200-256-mxfp8").value();
        QCOMPARE(r.layout.cp, 1);
        const auto mentionsCp = [](const std::vector<std::string>& outside) {
            return std::any_of(outside.begin(), outside.end(),
                               [](const std::string& w) { return w.rfind("CP ", 0) == 0; });
        };
        QVERIFY(!mentionsCp(outsideCalibration(r, builtinResidualTable())));
        r.layout.cp = 2;
        const std::vector<std::string> outside = outsideCalibration(r, builtinResidualTable());
        QVERIFY(std::find(outside.begin(), outside.end(), std::string("CP 2 (every published row has CP 1)")) !=
                outside.end());
    }

    void aTieIsATieAndAClearWinIsNot() {
        // ±12 %: 1000 vs 900 tokens/s/GPU is 10 % slower, inside the band: a tie.
        QVERIFY(tiedWithinBand(1000, 900, 0.12));
        // 1000 vs 800 is 20 % slower: a clear win.
        QVERIFY(!tiedWithinBand(1000, 800, 0.12));
        // On the band's edge is not inside it.
        QVERIFY(!tiedWithinBand(1000, 880, 0.12));
        QVERIFY(!tiedWithinBand(0, 880, 0.12));
    }
    void figuresCarryTheDigitsTheBandSupports() {
        // The Particle Data Group's rule (Review of Particle Physics, "Introduction", rounding): the
        // uncertainty keeps two significant digits when its leading three are 100-354, one for
        // 355-949; 950-999 rounds up to 1000 and keeps two.
        // 3189 ± 12 % = ± 383 (one digit): the hundreds are the last digit worth printing.
        QCOMPARE(formatToBand(3189.0, 0.12), std::string("3200"));
        // 12.34 s ± 12 % = ± 1.48 s (two digits): tenths of a second, not "12".
        QCOMPARE(formatToBand(12.34, 0.12), std::string("12.3"));
        // 9.87 s ± 10 % = ± 0.987 s: rounds up to ± 1.0, two digits: tenths.
        QCOMPARE(formatToBand(9.87, 0.10), std::string("9.9"));
        // 1153.2 TFLOP/s ± 10 % = ± 115 (two digits): tens, not four significant figures.
        QCOMPARE(formatToBand(1153.2, 0.10), std::string("1150"));
        // An MFU of 0.4613 ± 12 % = ± 0.0554 (one digit): hundredths.
        QCOMPARE(formatToBand(0.4613, 0.12), std::string("0.46"));
        // ± 2 % keeps a third digit: 3189 ± 64 (one digit) → tens.
        QCOMPARE(formatToBand(3189.0, 0.02), std::string("3190"));
        // A band wider than the value still keeps its leading digit.
        QCOMPARE(formatToBand(3189.0, 5.0), std::string("3000"));
        // No band: three significant figures.
        QCOMPARE(formatToBand(3189.4, 0.0), std::string("3190"));
        QCOMPARE(roundToBand(3189.0, 0.12), 3200.0);
        // The edges of the two-digit range: ± 354 keeps two (tens), ± 355 one (hundreds).
        QCOMPARE(bandDigitExponent(3540.0, 0.1), 1);
        QCOMPARE(bandDigitExponent(3550.0, 0.1), 2);
    }
    void tableRoundTripsAndBadInputNamesTheRowAndKey() {
        ResidualTable t = tableWith(2, 1, 0, 0);
        t.rows[1].contradicting = true;
        t.rows[2].model = "GPT OSS 120B";  // a name that needs quotes
        const auto back = parseResidualTable(residualTableYaml(t), "t.yaml");
        QVERIFY2(back.ok(), back ? "" : back.error().toString().c_str());
        QCOMPARE(back->rows.size(), t.rows.size());
        QCOMPARE(back->rows[2].model, std::string("GPT OSS 120B"));
        QVERIFY(back->rows[1].contradicting);
        QCOMPARE(back->rows[0].key, kBlackwellFp8Hybrid);
        QVERIFY(std::fabs(back->rows[0].errors[1] - t.rows[0].errors[1]) < 1e-4);

        const std::string head = "schema_version: 1\nschemes: [a, b]\nrows:\n";
        auto bad = parseResidualTable(head + "  - {model: M, system: S, container: C, generation: Hopper, precision: BF16, "
                                             "dispatcher: alltoall, contradicting: false, errors: [0.1]}\n",
                                      "t.yaml");
        QVERIFY(!bad);
        QCOMPARE(bad.error().field, std::string("rows[0].errors"));
        QCOMPARE(bad.error().line, 4);
        bad = parseResidualTable(head + "  - {model: M, system: S, container: C, precision: BF16, dispatcher: alltoall, "
                                        "contradicting: false, errors: [0.1, 0.2]}\n",
                                 "t.yaml");
        QVERIFY(!bad);
        QCOMPARE(bad.error().field, std::string("rows[0].generation"));
        bad = parseResidualTable(head + "  - {model: M, system: S, container: C, generation: Hopper, precision: BF16, "
                                        "dispatcher: alltoall, contradicting: false, errors: [0.1, -1.5]}\n",
                                 "t.yaml");
        QVERIFY(!bad);
        QVERIFY2(bad.error().reason.find("-1.5") != std::string::npos, bad.error().reason.c_str());
        QVERIFY(!parseResidualTable("schema_version: 2\nschemes: [a]\nrows: []\n", "t.yaml"));
    }
    void builtinTableCoversTheBuiltinRecipes() {
        // The compiled-in table parses (builtinResidualTable aborts otherwise) and every row has
        // one error per scheme; a recipe on a Blackwell FP8 layout gets a band from it.
        const ResidualTable& t = builtinResidualTable();
        QVERIFY(!t.rows.empty());
        for (const auto& r : t.rows) QCOMPARE(r.errors.size(), t.schemes.size());
        const Recipe r = loadLibraryRecipe("bridge-dsv3-gb200-256-mxfp8").value();
        const Uncertainty u = estimateUncertainty(r);
        QVERIFY(u.known());
        QVERIFY(u.low < 0 && u.high > 0);
        // Counted independently: non-contradicting rows of the recipe's key, or a wider basis when
        // there are fewer than ten.
        int exact = 0;
        for (const auto& row : t.rows) exact += !row.contradicting && row.key == comparableKey(r) ? 1 : 0;
        if (exact >= 10) {
            QCOMPARE(u.rows, exact);
            QCOMPARE(u.level, UncertaintyBasis::GenerationPrecisionDispatcher);
        } else {
            QVERIFY(u.rows > exact);
        }
    }
};

QTEST_APPLESS_MAIN(TestEstimateUncertainty)
#include "test_estimate_uncertainty.moc"
