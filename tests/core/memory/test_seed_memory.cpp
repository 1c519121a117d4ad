// The seed recipes through the memory model. Seed 000: DeepSeek-V3 at 128K on H100 with the
// seed's layout needs its memory levers — selective recompute (mla_up_proj, layernorm, moe, mlp)
// and optimizer CPU offload — and must not fit without either of them.
#include <QtTest>

#include "core/memory/memory_model.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

Recipe builtin(const char* id) {
    for (const auto& b : builtinRecipes())
        if (b.file_name == std::string(id) + ".yaml") {
            auto r = parseRecipeYaml(b.text, b.file_name);
            if (r) return *r;
            qFatal("%s", r.error().toString().c_str());
        }
    qFatal("no built-in recipe %s", id);
}

}  // namespace

class TestSeedMemory : public QObject {
    Q_OBJECT
private slots:
    void dsv3At128kFitsOnlyWithTheSeedLevers() {
        const Recipe seed = builtin("dsv3-128k-h100");
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
        const Recipe seed = builtin("dsv3-256k-h100");
        const Recipe at128k = builtin("dsv3-128k-h100");
        auto m = estimateMemory(seed);
        auto m128 = estimateMemory(at128k);
        QVERIFY(m.ok() && m->fits && m128.ok());
        QCOMPARE(m->binding().activation_bytes, m128->binding().activation_bytes);
        QVERIFY(m->host_bytes_per_gpu < m128->host_bytes_per_gpu * 0.6);
        Recipe noRecompute = seed;
        noRecompute.options.recompute = RecomputeOptions{};
        QVERIFY(!estimateMemory(noRecompute)->fits);
        // Without offload the model puts it at the edge of HBM; reported, not asserted (a fraction
        // of a GiB either way is inside the model's labelled assumptions).
        Recipe noOffload = seed;
        noOffload.options.optimizer.cpu_offload = false;
        qInfo("256K without optimizer offload: headroom %.2f GiB", estimateMemory(noOffload)->headroom_bytes / double(1 << 30));
    }

    void qwen3At128kOnGb200NeedsMxfp8() {
        // The recipe runs MXFP8; BF16 GEMM inputs double the stored expert tokens and overflow.
        const Recipe seed = builtin("qwen3-235b-128k-gb200");
        QVERIFY(estimateMemory(seed)->fits);
        Recipe bf16 = seed;
        bf16.options.precision = Precision::BF16;
        QVERIFY(!estimateMemory(bf16)->fits);
    }

    void everySeedRecipeEvaluates() {
        for (const auto& b : builtinRecipes()) {
            auto r = parseRecipeYaml(b.text, b.file_name);
            QVERIFY(r.ok());
            auto m = estimateMemory(*r);
            QVERIFY2(m.ok(), b.file_name.c_str());
            QCOMPARE(m->stages.size(), size_t(r->layout.pp));
            qInfo("%s: binding stage %d uses %.1f GiB of %.1f (%s)", b.file_name.c_str(), m->binding_stage,
                  m->binding().totalBytes() / double(1 << 30), m->hbm_bytes / double(1 << 30), m->fits ? "fits" : "does not fit");
        }
    }
};

QTEST_GUILESS_MAIN(TestSeedMemory)
#include "test_seed_memory.moc"
