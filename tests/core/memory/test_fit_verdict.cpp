// The one memory verdict (core/memory/fit_verdict.h): fits, fits closely (under the usable HBM by
// less than the binding stage's fragmentation allowance), tight (over it by no more than the
// allowance) or does not fit, by hand-built reports; and the estimate and the validator agreeing
// on a real recipe pushed into each band.
#include <QtTest>

#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/rules/memory_fit.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

constexpr int64_t kOneGiB = int64_t{1} << 30;

// One stage with a 4 GiB fragmentation allowance, `headroom` GiB under (negative: over) the HBM.
MemoryReport report(double headroomGiB, bool hostFits = true) {
    MemoryReport r;
    StageMemory s;
    s.fragmentation_bytes = 4 * kOneGiB;
    s.overhead_bytes = 4 * kOneGiB;
    s.weights_bytes = 50 * kOneGiB;
    r.stages.push_back(s);
    r.binding_stage = 0;
    r.headroom_bytes = static_cast<int64_t>(headroomGiB * static_cast<double>(kOneGiB));
    r.fits = r.headroom_bytes >= 0;
    r.host_fits = hostFits;
    return r;
}

}  // namespace

class TestFitVerdict : public QObject {
    Q_OBJECT
private slots:
    void bandsByHand() {
        QCOMPARE(fragmentationAllowanceBytes(report(1)), 4 * kOneGiB);  // the stage's fragmentation bytes
        QCOMPARE(memoryFitOf(report(4.5)), MemoryFit::Fits);            // more headroom than the allowance
        QCOMPARE(memoryFitOf(report(3.9)), MemoryFit::FitsClosely);     // under the line by less than it
        QCOMPARE(memoryFitOf(report(0.0)), MemoryFit::FitsClosely);     // on the line: under it, closely
        QVERIFY(fitsClosely(report(0.5)) && !fitsClosely(report(4.0)));
        QVERIFY(underHbm(MemoryFit::FitsClosely) && !underHbm(MemoryFit::Tight));
        QCOMPARE(memoryFitOf(report(-3.9)), MemoryFit::Tight);  // 3.9 GiB over ≤ 4 GiB allowance
        QCOMPARE(memoryFitOf(report(-4.0)), MemoryFit::Tight);  // on the edge: still within
        QCOMPARE(memoryFitOf(report(-4.1)), MemoryFit::DoesNotFit);
        QCOMPARE(memoryFitOf(report(10, false)), MemoryFit::DoesNotFit);  // host memory short
        QCOMPARE(std::string(toString(MemoryFit::Tight)), std::string("tight"));
        QCOMPARE(std::string(toString(MemoryFit::FitsClosely)), std::string("fits closely"));
    }

    void estimateAndValidatorAgree() {
        // The default recipe, its HBM moved so the binding stage sits twice the allowance under,
        // 1 GiB under, half the allowance over, and twice the allowance over the usable HBM.
        auto base = parseRecipeYaml(builtinRecipes().front().text, "builtin");
        QVERIFY(base.ok());
        auto memory = estimateMemory(*base);
        QVERIFY(memory.ok());
        const int64_t allowance = fragmentationAllowanceBytes(*memory);
        QVERIFY(allowance > 0);
        const int64_t need = memory->binding().totalBytes();
        const struct {
            int64_t over;
            MemoryFit fit;
            const char* rule;
        } cases[] = {{-2 * allowance, MemoryFit::Fits, nullptr},
                     {-kOneGiB, MemoryFit::FitsClosely, kRuleFitClose},
                     {allowance / 2, MemoryFit::Tight, kRuleFitUncertain},
                     {2 * allowance, MemoryFit::DoesNotFit, kRuleDoesNotFit}};
        for (const auto& c : cases) {
            Recipe r = *base;
            // The usable HBM (hbm_bytes) is the GPU's usable_gib: set it to need − over.
            r.hardware.usable_gib = static_cast<double>(need - c.over) / static_cast<double>(kOneGiB);
            auto m = estimateMemory(r);
            QVERIFY(m.ok());
            const int64_t over = -m->headroom_bytes;
            QVERIFY2(std::llabs(over - c.over) < kOneGiB / 4, qPrintable(QString("over %1 GiB").arg(double(over) / kOneGiB)));
            QCOMPARE(memoryFitOf(*m), c.fit);
            auto e = estimateStepTime(r, builtinCalibration(), *m);
            QVERIFY(e.ok());
            QCOMPARE(e->memory_fit, c.fit);
            bool found = c.rule == nullptr;
            for (const Diagnostic& d : memoryFitDiagnostics(r, *m))
                if (c.rule && d.rule == c.rule) found = true;
            QVERIFY(found);
        }
    }
};

QTEST_GUILESS_MAIN(TestFitVerdict)
#include "test_fit_verdict.moc"
