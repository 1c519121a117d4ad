// The seed recipes through the memory model. Seed 000: DeepSeek-V3 at 128K on H100 with the
// seed's layout needs its memory levers — selective recompute (mla_up_proj, layernorm, moe, mlp)
// and optimizer CPU offload — and must not fit without either of them.
#include <QtTest>
#include <cmath>

#include "core/memory/memory_model.h"
#include "core/recipe/recipe_yaml.h"
#include "tests/support/builtin_recipe.h"

using namespace moe;
using moe::testing::builtinRecipe;

namespace {

}  // namespace

class TestSeedMemory : public QObject {
    Q_OBJECT
private slots:
    void dsv3At128kFitsOnlyWithTheSeedLevers() {
        const Recipe seed = builtinRecipe("dsv3-128k-h100");
        auto withLevers = estimateMemory(seed);
        QVERIFY(withLevers.ok());
        QVERIFY2(withLevers->fits, qPrintable(QString::number(withLevers->binding().totalBytes() / double(1 << 30))));
        QVERIFY(withLevers->host_fits);

        Recipe noRecompute = seed;
        noRecompute.options.recompute = RecomputeOptions{};
        QVERIFY(!estimateMemory(noRecompute)->fits);

        Recipe noOffload = seed;
        noOffload.options.optimizer.cpu_offload = false;
        QVERIFY(!estimateMemory(noOffload)->fits);
    }

    void dsv3At256kKeepsActivationsAndHalvesExpertState() {
        // CP doubles with the sequence, so s/CP and the activations per GPU stay the same; EDP
        // doubles (1 -> 2), so the expert optimizer state offloaded to the host halves.
        const Recipe seed = builtinRecipe("dsv3-256k-h100");
        const Recipe at128k = builtinRecipe("dsv3-128k-h100");
        auto m = estimateMemory(seed);
        auto m128 = estimateMemory(at128k);
        QVERIFY(m.ok() && m->fits && m128.ok());
        QCOMPARE(m->binding().activation_bytes, m128->binding().activation_bytes);
        // Offloaded optimizer state by hand (domain §3.2, §4.2). Layout "Et|(tt|)*30mL" with PP 8,
        // VPP 4: rank r holds virtual stages r, r+8, r+16, r+24, so ranks 2-6 hold 8 MoE layers
        // (layers 0-2 are dense), the most of any rank. Per MoE layer and GPU: routed experts
        // 256/EP 32 = 8 × 3·h·f_e = 8·3·7168·2048 = 352321536 params; dense (MLA 187107328, shared
        // expert 3·7168·2048 = 44040192, router h·E + E bias = 1835264, two norms 2h = 14336)
        // 232997120 params. Optimizer state: FP32 master + FP32 moments (Megatron's default
        // --exp-avg-dtype / --exp-avg-sq-dtype; the recipes set neither) = 12 B per parameter,
        // sharded over EDP for experts and DP·CP for the rest, all of it on the host:
        //   256K (EDP 2, DP·CP 64): 12·(8·352321536/2 + 8·232997120/64) = 17260929408 B
        //   128K (EDP 1, DP·CP 32): 12·(8·352321536 + 8·232997120/32)   = 34521858816 B
        QVERIFY2(std::abs(m->host_bytes_per_gpu / 17260929408.0 - 1) < 0.001, qPrintable(QString::number(m->host_bytes_per_gpu)));
        QVERIFY2(std::abs(m128->host_bytes_per_gpu / 34521858816.0 - 1) < 0.001, qPrintable(QString::number(m128->host_bytes_per_gpu)));
        Recipe noRecompute = seed;
        noRecompute.options.recompute = RecomputeOptions{};
        QVERIFY(!estimateMemory(noRecompute)->fits);
        // Without offload the state comes back to HBM on every stage, with the allocator's 8 %
        // fragmentation on top (domain §4.6): ranks 2-6 grow by 1.08 · 17260929408 B = 17.36 GiB.
        Recipe noOffload = seed;
        noOffload.options.optimizer.cpu_offload = false;
        auto without = estimateMemory(noOffload);
        QVERIFY(without.ok());
        QCOMPARE(without->stages.size(), m->stages.size());
        for (int stage = 2; stage <= 6; ++stage) {
            const double grown = double(without->stages[size_t(stage)].totalBytes() - m->stages[size_t(stage)].totalBytes());
            QVERIFY2(std::abs(grown / (1.08 * 17260929408.0) - 1) < 0.001, qPrintable(QStringLiteral("stage %1 grows by %2 B").arg(stage).arg(grown)));
        }
    }

    void qwen3At128kOnGb200NeedsMxfp8() {
        // The recipe runs MXFP8; BF16 GEMM inputs double the stored expert tokens and overflow.
        const Recipe seed = builtinRecipe("qwen3-235b-128k-gb200");
        QVERIFY(estimateMemory(seed)->fits);
        Recipe bf16 = seed;
        bf16.options.precision = Precision::BF16;
        QVERIFY(!estimateMemory(bf16)->fits);
    }

    void everyLibraryRecipeFitsWithinTheAssumptionRanges() {
        // The Bridge performance recipes ran on the GPUs they name (Megatron-Bridge perf_recipes),
        // and the seed configurations are sized to run, so each must fit once the labelled
        // assumptions (domain §4.6) are at the low end of their documented ranges: no
        // fragmentation, 1 GiB CUDA context + NCCL buffers. The default assumptions may overshoot
        // by those margins; a model error beyond them fails here.
        MemoryAssumptions low;
        low.fragmentation_fraction = 0.0;
        low.cuda_context_nccl_gib = 1.0;
        int checked = 0;
        for (const auto& b : builtinRecipes()) {
            auto r = parseRecipeYaml(b.text, b.file_name);
            QVERIFY(r.ok());
            auto m = estimateMemory(*r, low);
            QVERIFY2(m.ok(), b.file_name.c_str());
            QCOMPARE(m->stages.size(), size_t(r->layout.pp));
            QVERIFY2(m->fits, qPrintable(QStringLiteral("%1: binding stage %2 needs %3 GiB of %4")
                                             .arg(QString::fromStdString(b.file_name)).arg(m->binding_stage)
                                             .arg(m->binding().totalBytes() / double(1 << 30), 0, 'f', 1)
                                             .arg(m->hbm_bytes / double(1 << 30), 0, 'f', 1)));
            ++checked;
        }
        QVERIFY(checked >= 49);  // recipes/*.yaml: 44 Bridge performance recipes + 5 seeds
    }
};

QTEST_GUILESS_MAIN(TestSeedMemory)
#include "test_seed_memory.moc"
