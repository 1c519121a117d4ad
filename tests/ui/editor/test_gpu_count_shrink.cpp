// The layout shrunk to a GPU count it cannot use as it stands (ui/editor/gpu_count_shrink.h).
#include <QtTest>

#include "core/recipe/recipe_fields.h"
#include "core/rules/validator.h"
#include "ui/editor/gpu_count_shrink.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::shrinkLayoutToGpus;

namespace {

Recipe applied(Recipe r, const std::vector<FieldChange>& changes) {
    for (const FieldChange& c : changes)
        if (!applyFieldValue(r, c.path, c.value).ok()) qFatal("%s = %s refused", c.path.c_str(), c.value.c_str());
    return r;
}

}  // namespace

class TestGpuCountShrink : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void hierarchicalCpSizesFollowTheShrunkCp() {
        // Review (entry 3): TP2 CP16 PP4 with a2a+p2p over hierarchical sizes 2,8 (128 GPUs at 128K),
        // typed down to 16 GPUs, snapped back to 128 with no offer: the shrunk CP (16 → 2) left the
        // sizes 2,8 multiplying to 16. By hand: PP gcd(4, 16) = 4, TP gcd(2, 4) = 2, CP gcd(16, 2) = 2;
        // the inner size keeps gcd(2, 2) = 2, the outer 2 / 2 = 1.
        Recipe r = uitest::namedDefaultRecipe("hcp");
        for (const FieldChange& c : std::vector<FieldChange>{{"layout.world_size", "128"},
                                                            {"layout.tp", "2"},
                                                            {"layout.sequence_parallel", "true"},
                                                            {"layout.cp", "16"},
                                                            {"layout.pp", "4"},
                                                            {"layout.vpp", "2"},
                                                            {"layout.ep", "8"},
                                                            {"layout.seq_length", "131072"},
                                                            {"model.max_position_embeddings", "131072"},
                                                            {"layout.cp_comm_type", "a2a+p2p"},
                                                            {"layout.hierarchical_cp_sizes", "2,8"}})
            QVERIFY2(applyFieldValue(r, c.path, c.value).ok(), c.path.c_str());
        QVERIFY2(!hasErrors(validateRecipe(r, ValidationScope::HardRules)), "the 128-GPU layout runs");
        const auto edit = shrinkLayoutToGpus(r, 16);
        QVERIFY(edit.has_value());
        const Recipe shrunk = applied(r, edit->changes);
        QCOMPARE(shrunk.layout.world_size, int64_t{16});
        QCOMPARE(shrunk.layout.pp, 4);
        QCOMPARE(shrunk.layout.tp, 2);
        QCOMPARE(shrunk.layout.cp, 2);
        QCOMPARE(shrunk.layout.hierarchical_cp_sizes, (std::vector<int>{2, 1}));
        QVERIFY(!hasErrors(validateRecipe(shrunk, ValidationScope::HardRules)));
        QVERIFY2(edit->undoText.contains(QStringLiteral("hierarchical CP 2,8 → 2,1")), qPrintable(edit->undoText));
    }

    void aLayoutThatFitsIsNotShrunk() {
        const Recipe r = uitest::namedDefaultRecipe("fits");
        QVERIFY(!shrinkLayoutToGpus(r, r.layout.world_size).has_value());
    }
};

QTEST_MAIN(TestGpuCountShrink)
#include "test_gpu_count_shrink.moc"
