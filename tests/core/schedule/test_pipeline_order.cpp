// Megatron-Core's pass order per pipeline rank (core/schedule/pipeline_order.h), written out by
// hand from the rules in megatron/core/pipeline_parallel/schedules.py: non-interleaved 1F1B warms
// up with PP − rank − 1 forwards; interleaved 1F1B with 2·(PP − rank − 1) + (v − 1)·group forwards
// over a schedule table that runs each group of `group` microbatches through every chunk in turn.
#include <QtTest>

#include <string>
#include <vector>

#include "core/schedule/pipeline_order.h"

using namespace moe::schedule;

namespace {

std::string labels(const PipelineShape& shape, int rank) {
    auto prog = rankProgram(shape, rank);
    if (!prog) return "error: " + prog.error().toString();
    std::string out;
    for (const Pass& p : prog->passes) out += (out.empty() ? "" : " ") + passLabel(p, shape.vpp);
    return out;
}

}  // namespace

class TestPipelineOrder : public QObject {
    Q_OBJECT
private slots:
    void oneFOneBWithTwoStages() {
        const PipelineShape s{2, 1, 4, 0, false};
        // Rank 0 warms up with 1 forward, rank 1 (the last stage) with none.
        QCOMPARE(labels(s, 0), std::string("F0 F1 B0 F2 B1 F3 B2 B3"));
        QCOMPARE(labels(s, 1), std::string("F0 B0 F1 B1 F2 B2 F3 B3"));
    }
    void interleavedTwoStagesTwoChunks() {
        // Group = PP = 2: table (mb, chunk) = (0,0) (1,0) (0,1) (1,1) (2,0) (3,0) (2,1) (3,1); the
        // backward walks the same table with the chunk mirrored (v − 1 − chunk).
        const PipelineShape s{2, 2, 4, 0, false};
        // Rank 0: 2·1 + 1·2 = 4 warm-up forwards.
        QCOMPARE(labels(s, 0), std::string("F0.0 F1.0 F0.1 F1.1 F2.0 B0.1 F3.0 B1.1 F2.1 B0.0 F3.1 B1.0 B2.1 B3.1 B2.0 B3.0"));
        // Rank 1: 0 + 1·2 = 2 warm-up forwards.
        QCOMPARE(labels(s, 1), std::string("F0.0 F1.0 F0.1 B0.1 F1.1 B1.1 F2.0 B0.0 F3.0 B1.0 F2.1 B2.1 F3.1 B3.1 B2.0 B3.0"));
    }
    void groupSizeChangesTheTable() {
        // microbatch_group_size_per_vp_stage = 4 with m = 4: one group, so every microbatch runs
        // chunk 0 before any runs chunk 1; rank 1 warms up with 0 + 1·4 = 4 forwards.
        const PipelineShape s{2, 2, 4, 4, false};
        QCOMPARE(labels(s, 1), std::string("F0.0 F1.0 F2.0 F3.0 F0.1 B0.1 F1.1 B1.1 F2.1 B2.1 F3.1 B3.1 B0.0 B1.0 B2.0 B3.0"));
    }
    void combinedOneFOneBWarmsUpOneMore() {
        // PP 1 with EP overlap: F0 alone, then F(i+1) beside B(i), then the last backward alone.
        const PipelineShape s{1, 1, 3, 0, true};
        auto prog = rankProgram(s, 0);
        QVERIFY(prog);
        QCOMPARE(prog->warmup, 1);
        QCOMPARE(prog->steady_pairs, 2);
        QCOMPARE(labels(s, 0), std::string("F0 F1 B0 F2 B1 B2"));
    }
    void impossibleShapesAreErrorsNamingTheField() {
        auto few = rankProgram(PipelineShape{4, 2, 2, 0, false}, 0);
        QVERIFY(!few);
        QCOMPARE(few.error().field, std::string("layout.global_batch_size"));
        QVERIFY(few.error().reason.find("at least PP = 4") != std::string::npos);
        QVERIFY(!rankProgram(PipelineShape{2, 1, 4, 0, false}, 2));
        QVERIFY(!rankProgram(PipelineShape{0, 1, 4, 0, false}, 0));
    }
};

QTEST_MAIN(TestPipelineOrder)
#include "test_pipeline_order.moc"
