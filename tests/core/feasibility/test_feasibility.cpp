// GPU-count feasibility: the seeds' CP starting point, candidate counts, that every plan it
// proposes really fits and validates, the failure reasons, GBS consequences, and cancellation.
#include <QtTest>
#include <set>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/feasibility/feasibility.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

using namespace moe;

namespace {

// The sizes and levers of a plan, to tell that two runs chose the same one.
std::string formatLayoutKey(const Recipe& r) {
    const Layout& l = r.layout;
    return std::to_string(l.tp) + "/" + std::to_string(l.cp) + "/" + std::to_string(l.pp) + "/" +
           std::to_string(l.vpp) + "/" + std::to_string(l.ep) + "/" + std::to_string(l.etpOrTp()) + "/" +
           std::to_string(l.micro_batch_size) + "/" + toString(r.options.recompute.granularity) + "/" +
           std::to_string(r.options.optimizer.offload_fraction);
}

FeasibilityRequest dsv3At128k(int64_t maxGpus) {
    FeasibilityRequest req;
    req.model = *builtinCatalog().findModel("DeepSeek-V3");
    req.hardware = *builtinCatalog().findHardware("H100-SXM");
    req.seq_length = 131072;
    req.options.precision = Precision::FP8Blockwise;
    req.options.dispatcher = Dispatcher::FlexDeepEP;
    req.max_gpus = maxGpus;
    return req;
}

}  // namespace

class TestFeasibility : public QObject {
    Q_OBJECT
private slots:
    void cpStartingPoint_data() {
        QTest::addColumn<qint64>("seq");
        QTest::addColumn<int>("cp");
        // Seed 000 rule 1: CP ≈ seq/4096, rounded to a power of two (nearest in log2).
        QTest::newRow("4K") << qint64{4096} << 1;
        QTest::newRow("2K") << qint64{2048} << 1;
        QTest::newRow("6K: ratio 1.5, log2 0.58 -> 2") << qint64{6144} << 2;
        QTest::newRow("12K: ratio 3, log2 1.58 -> 4") << qint64{12288} << 4;
        QTest::newRow("32K") << qint64{32768} << 8;
        QTest::newRow("128K") << qint64{131072} << 32;
        QTest::newRow("256K") << qint64{262144} << 64;
    }
    void cpStartingPoint() {
        QFETCH(qint64, seq);
        QFETCH(int, cp);
        QCOMPARE(moe::cpStartingPoint(seq), cp);
    }

    void candidateCounts() {
        QCOMPARE(candidateGpuCounts(64, 8), (std::vector<int64_t>{8, 16, 24, 32, 40, 48, 56, 64}));
        QCOMPARE(candidateGpuCounts(7, 8), std::vector<int64_t>{});
        // Beyond 64 nodes: powers of two times the node, plus the maximum itself.
        QCOMPARE(candidateGpuCounts(1000, 8), (std::vector<int64_t>{8, 16, 32, 64, 128, 256, 512, 1000}));
        // On request, every multiple of the node size: 1000 / 8 = 125 counts, the last 1000.
        const auto all = candidateGpuCounts(1000, 8, true);
        QCOMPARE(all.size(), size_t{125});
        QCOMPARE(all.back(), int64_t{1000});
    }

    void proposedPlansFitAndValidate() {
        auto result = analyzeFeasibility(dsv3At128k(512));
        QVERIFY(result.ok());
        QCOMPARE(result->cp_starting_point, 32);
        int feasible = 0;
        for (const auto& row : result->rows) {
            if (!row.feasible) continue;
            ++feasible;
            QVERIFY(row.layout.has_value());
            const Recipe& r = *row.layout;
            QCOMPARE(r.layout.world_size, row.gpus);
            // The plan must be what it claims: it fits in HBM and breaks no hard rule.
            auto memory = estimateMemory(r);
            QVERIFY2(memory.ok() && memory->fits, qPrintable(QString::fromStdString(row.reason)));
            QVERIFY(!hasErrors(validateRecipe(r)));
            QCOMPARE(r.layout.global_batch_size % (int64_t{r.layout.micro_batch_size} * r.layout.dp()), int64_t{0});
            QCOMPARE(row.gradient_accumulation, r.layout.microbatchesPerStep());
        }
        QVERIFY(feasible >= 1);
    }

    void aPlanInsideTheAllowanceFitsOnlyClosely() {
        // A review saw Feasibility say "fits" at 1.2 GiB headroom where validate said the plan may
        // not fit (memory.fit_close: under its ~10 GiB fragmentation allowance). A row's verdict is
        // the memory report's: with the usable HBM set to the chosen plan's binding stage plus half
        // its allowance, the same plan is chosen and the row fits only closely.
        FeasibilityRequest req = dsv3At128k(512);
        req.gpu_counts = {512};
        auto roomy = analyzeFeasibility(req);
        QVERIFY(roomy.ok());
        QCOMPARE(roomy->rows.size(), size_t{1});
        const FeasibilityRow& first = roomy->rows.front();
        QVERIFY(first.feasible);
        auto memory = estimateMemory(*first.layout);
        QVERIFY(memory.ok());
        QCOMPARE(first.fits_closely, fitsClosely(*memory));
        const double allowance = static_cast<double>(fragmentationAllowanceBytes(*memory)) / (1024.0 * 1024.0 * 1024.0);
        QVERIFY(allowance > 0);
        QCOMPARE(first.allowance_gib, allowance);
        req.hardware.usable_gib = first.binding_gib + 0.5 * allowance;
        auto close = analyzeFeasibility(req);
        QVERIFY(close.ok());
        const FeasibilityRow& row = close->rows.front();
        QVERIFY(row.feasible);
        // The row's verdict is its plan's memory report's. The first plan now fits only closely, so
        // the row takes a plan that fits with room when one exists (as Search ranks them), else
        // that first plan, said to fit closely.
        Recipe r = *row.layout;
        auto rowMemory = estimateMemory(r);
        QVERIFY(rowMemory.ok());
        QCOMPARE(row.fits_closely, fitsClosely(*rowMemory));
        if (row.fits_closely) {
            QCOMPARE(formatLayoutKey(*row.layout), formatLayoutKey(*first.layout));
            QCOMPARE(memoryFitOf(*rowMemory), MemoryFit::FitsClosely);
        } else {
            QVERIFY(formatLayoutKey(*row.layout) != formatLayoutKey(*first.layout));
            QCOMPARE(memoryFitOf(*rowMemory), MemoryFit::Fits);
        }
        // Every GPU of the first plan pushed inside its allowance: only close fits and overflows
        // remain for that plan; its own report says so.
        Recipe pushed = *first.layout;
        pushed.hardware.usable_gib = req.hardware.usable_gib;
        QCOMPARE(memoryFitOf(estimateMemory(pushed).value()), MemoryFit::FitsClosely);
    }

    void aPlanWithRoomIsPreferredToACloseFit() {
        // Review (entry 6): Feasibility called 32 GPUs "fits closely … may not fit" for its first
        // plan while another layout on the same GPUs fits with room. The studio's default recipe at
        // 16 H100: its no-recompute plan leaves 4.9 GiB, under its 5.2 GiB allowance; a plan that
        // fits with room (selective recompute) is taken instead.
        const Recipe recipe = loadLibraryRecipe("qwen3-30b-a3b-16xh100-hybridep").value();
        QCOMPARE(memoryFitOf(estimateMemory(recipe).value()), MemoryFit::FitsClosely);
        FeasibilityRequest req = feasibilityRequestForRecipe(recipe);
        req.gpu_counts = {16};
        auto result = analyzeFeasibility(req);
        QVERIFY(result.ok());
        const FeasibilityRow& row = result->rows.front();
        QVERIFY(row.feasible);
        QVERIFY(!row.fits_closely);
        QCOMPARE(memoryFitOf(estimateMemory(*row.layout).value()), MemoryFit::Fits);
    }

    void smallCountsFailOnMemoryWithAReason() {
        // 8 H100s hold 640 GB of HBM: DeepSeek-V3's 682.5 B BF16 weights alone are 1.37 TB.
        auto result = analyzeFeasibility(dsv3At128k(8));
        QVERIFY(result.ok());
        QCOMPARE(result->rows.size(), size_t{1});
        QVERIFY(!result->rows[0].feasible);
        QVERIFY2(result->rows[0].reason.rfind("memory:", 0) == 0, result->rows[0].reason.c_str());
        QVERIFY(result->rows[0].binding_gib > 79.6);
    }

    void everyMemoryReasonIsTrue() {
        // The review: "needs 142.6 GiB on its binding stage > 184.0 GiB usable" at 32 GB200s, where
        // the GPU side fitted and the host did not (optimizer offload). A "memory:" reason states a
        // GPU need above usable HBM; a host shortfall is named as such, with both host figures.
        FeasibilityRequest req;
        req.model = *builtinCatalog().findModel("DeepSeek-V3");
        req.hardware = *builtinCatalog().findHardware("GB200-NVL72");
        req.seq_length = 4096;
        req.max_gpus = 64;
        auto result = analyzeFeasibility(req);
        QVERIFY(result.ok());
        bool sawHost = false;
        for (const auto& row : result->rows) {
            if (row.feasible) continue;
            if (row.reason.rfind("memory:", 0) == 0)
                QVERIFY2(row.binding_gib > req.hardware.usable_gib, row.reason.c_str());
            if (row.reason.rfind("host memory:", 0) == 0) {
                sawHost = true;
                QVERIFY2(row.binding_gib <= req.hardware.usable_gib, row.reason.c_str());
                QVERIFY2(row.reason.find("GiB of host memory per GPU >") != std::string::npos, row.reason.c_str());
            }
        }
        QVERIFY(sawHost);  // 32 GPUs: fits the GPU only by offloading more than the host holds
    }

    void feasibilityIsMonotoneInGpus() {
        // Once a count fits, the next larger one (a multiple here) must fit too: its plan can at
        // least reuse more data parallelism. Checked on the doubling counts of this sweep.
        auto result = analyzeFeasibility(dsv3At128k(1024));
        QVERIFY(result.ok());
        bool seenFeasible = false;
        for (const auto& row : result->rows) {
            if (seenFeasible) QVERIFY2(row.feasible, qPrintable(QString::number(row.gpus)));
            seenFeasible |= row.feasible;
        }
        QVERIFY(seenFeasible);
    }

    void ruleOnTheHeaviestTierDoesNotHideLighterTiers() {
        // Regression: with EP overlap on, the heaviest selective tier (it recomputes `moe`) breaks
        // rule overlap.ep_moe_recompute, while lighter tiers are allowed. The seed recipe itself
        // (Qwen3-30B-A3B on 16 H100, EP16, no recompute, EP overlap) fits and validates, so
        // feasibility must find a plan at 16 GPUs — it used to report "memory" for every count.
        auto seed = loadRecipeFile(std::string(MOE_SOURCE_DIR) + "/recipes/qwen3-30b-a3b-16xh100-hybridep.yaml");
        QVERIFY(seed);
        QVERIFY(seed->options.overlap.ep_a2a_overlap);
        auto seedMemory = estimateMemory(*seed);
        QVERIFY(seedMemory && seedMemory->fits);
        QVERIFY(!hasErrors(validateRecipe(*seed, ValidationScope::HardRules)));
        FeasibilityRequest req;
        req.model = seed->model;
        req.hardware = seed->hardware;
        req.seq_length = seed->layout.seq_length;
        req.options = seed->options;
        req.gpu_counts = {16};
        req.global_batch_size = seed->layout.global_batch_size;
        auto r = analyzeFeasibility(req);
        QVERIFY(r);
        QCOMPARE(r->rows.size(), size_t{1});
        QVERIFY2(r->rows[0].feasible, r->rows[0].reason.c_str());
        QVERIFY(r->rows[0].layout);
        QVERIFY(!r->rows[0].layout->options.recompute.has(RecomputeModule::Moe));
        QVERIFY(!hasErrors(validateRecipe(*r->rows[0].layout, ValidationScope::HardRules)));
    }

    void gbsDropsToStayDivisible() {
        // Qwen3-30B-A3B at 4K on H100: GBS 100 cannot be a multiple of MBS·DP for DP 8; the row
        // must say that GBS drops (to the largest multiple) or fail with the GBS reason.
        FeasibilityRequest req;
        req.model = *builtinCatalog().findModel("Qwen3-30B-A3B");
        req.hardware = *builtinCatalog().findHardware("H100-SXM");
        req.seq_length = 4096;
        req.gpu_counts = {64};
        req.global_batch_size = 100;
        auto result = analyzeFeasibility(req);
        QVERIFY(result.ok());
        const FeasibilityRow& row = result->rows.at(0);
        QVERIFY(row.feasible);
        const int64_t unit = row.layout->layout.dp() * row.layout->layout.micro_batch_size;
        QCOMPARE(row.global_batch_size, 100 / unit * unit);
        QCOMPARE(row.gbs_reduced, row.global_batch_size != 100);
        if (row.gbs_reduced) QVERIFY(row.reason.find("GBS must drop from 100") != std::string::npos);
    }

    void gbsSmallerThanDpIsAReason() {
        FeasibilityRequest req;
        req.model = *builtinCatalog().findModel("Qwen3-30B-A3B");
        req.hardware = *builtinCatalog().findHardware("H100-SXM");
        req.seq_length = 4096;
        req.gpu_counts = {64};
        req.global_batch_size = 1;  // one sequence cannot feed DP > 1: only DP 1 plans remain
        auto result = analyzeFeasibility(req);
        QVERIFY(result.ok());
        const FeasibilityRow& row = result->rows.at(0);
        if (row.feasible) QCOMPARE(row.layout->layout.dp(), int64_t{1});
        else QVERIFY(!row.reason.empty());
    }

    void theStudioMessagesAreTheCliEnglish() {
        // Issue 42: the studio shows each row's levers and reason from their messages (MOE_TR
        // "feasibility"); the CLI prints the strings, which are the messages' English.
        FeasibilityRequest req = dsv3At128k(0);
        req.gpu_counts = {8, 256, 1024};
        req.global_batch_size = 1000;  // not a multiple of most DP sizes: the GBS drops
        auto result = analyzeFeasibility(req);
        QVERIFY(result.ok());
        QCOMPARE(result->rows.size(), size_t{3});
        for (const FeasibilityRow& row : result->rows) {
            QVERIFY2(!row.reason_message.empty(), row.reason.c_str());
            QCOMPARE(row.reason_message.english(), row.reason);
            QCOMPARE(row.levers_message.english(), row.levers);
            QCOMPARE(row.levers_message.empty(), row.levers.empty());
        }
        const FeasibilityRow& tooFew = result->rows[0];
        QCOMPARE(tooFew.reason_message.context, std::string("feasibility"));
        QCOMPARE(tooFew.reason_message.id,
                 std::string("memory: closest layout %1 with %2 needs %3 GiB on its binding stage > %4 GiB usable"));
        for (const FeasibilityRow& row : result->rows) {
            if (!row.feasible) continue;
            QCOMPARE(row.levers_message.context, std::string("feasibility"));
            QVERIFY2(row.reason.find("; GA ") != std::string::npos, row.reason.c_str());
        }
        // The tiers' labels read as they did.
        FeasibilityRequest qwen;
        qwen.model = *builtinCatalog().findModel("Qwen3-30B-A3B");
        qwen.hardware = *builtinCatalog().findHardware("H100-SXM");
        qwen.seq_length = 4096;
        qwen.gpu_counts = {8};
        auto small = analyzeFeasibility(qwen);
        QVERIFY(small.ok());
        QVERIFY(small->rows.at(0).feasible);
        const FeasibilityRow& fits = small->rows[0];
        const std::set<std::string> tierIds{"no recompute", "selective [%1]", "%1 + optimizer offload",
                                            "full recompute", "full recompute + optimizer offload"};
        QVERIFY2(tierIds.count(fits.levers_message.id) == 1, fits.levers_message.id.c_str());
        QVERIFY2(fits.levers == "no recompute" || fits.levers.rfind("selective [", 0) == 0 ||
                     fits.levers.rfind("full recompute", 0) == 0,
                 fits.levers.c_str());
        QVERIFY2(fits.reason.rfind("TP", 0) == 0 && fits.reason.find(", " + fits.levers + "; GA ") != std::string::npos,
                 fits.reason.c_str());
    }

    void cancellationStopsEarly() {
        FeasibilityRequest req = dsv3At128k(64);
        int calls = 0;
        req.progress = [&](double) { return ++calls < 3; };
        auto result = analyzeFeasibility(req);
        QVERIFY(result.ok());
        QVERIFY(result->cancelled);
        QCOMPARE(result->rows.size(), size_t{2});
    }

    void badRequestsAreErrors() {
        FeasibilityRequest req = dsv3At128k(64);
        req.seq_length = 0;
        QVERIFY(!analyzeFeasibility(req).ok());
        req = dsv3At128k(4);  // below one node of 8
        auto r = analyzeFeasibility(req);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), QString("max_gpus"));
        req = dsv3At128k(64);
        req.model.num_layers = 0;
        QVERIFY(!analyzeFeasibility(req).ok());
    }

    void aCountSearchFillsIsNotCalledFull() {
        // Review entry 1: Feasibility said 16 and 32 H200 cannot hold DeepSeek-V2 with EP overlap
        // ("closest layout needs 140.5 GiB") while Search found plans on both. Its offload tiers
        // used only the heavy selection (which recomputes the MoE block, refused beside EP overlap)
        // and all of the optimizer state; both counts fit with the light selection offloaded.
        auto recipe = loadRecipeFile(std::string(MOE_TEST_FIXTURES_DIR) + "/feasibility/dsv2-ep-overlap-512xh200.yaml");
        QVERIFY2(recipe.ok(), recipe.ok() ? "" : recipe.error().toString().c_str());
        FeasibilityRequest req = feasibilityRequestForRecipe(*recipe, 32);
        req.gpu_counts = {16, 32};
        auto f = analyzeFeasibility(req);
        QVERIFY(f.ok());
        QCOMPARE(f->rows.size(), size_t{2});
        for (const FeasibilityRow& row : f->rows) {
            QVERIFY2(row.feasible, qPrintable(QString::fromStdString(row.reason)));
            QVERIFY2(row.levers.find("optimizer offload") != std::string::npos, row.levers.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestFeasibility)
#include "test_feasibility.moc"
