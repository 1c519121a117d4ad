// The passes each pipeline rank runs, in order, as the simulation reports them
// (RankTimeline::pass_order, `moe-plan simulate --json` ranks[i].pass_order), against orders worked
// out by hand from Megatron-Core's schedule logic (megatron/core/pipeline_parallel/schedules.py):
//
// - forward_backward_pipelining_without_interleaving: rank r runs min(PP − r − 1, m) warm-up
//   forwards, then pairs "forward of microbatch warmup + i, backward of microbatch i", then the
//   remaining backwards.
// - forward_backward_pipelining_with_interleaving: get_schedule_table() lists (microbatch, chunk)
//   in groups of G = microbatch_group_size_per_vp_stage microbatches, each group through every
//   chunk before the next (the last group takes what is left); get_pp_rank_microbatches() gives
//   2·(PP − r − 1) + (VPP − 1)·G warm-up forwards (+1 with overlap_moe_expert_parallel_comm),
//   capped at m·VPP. Forward k runs table[k]; backward k runs table[k]'s microbatch on chunk
//   VPP − 1 − chunk. The steady phase pairs forward (k + warmup) with backward k.
// - combined 1F1B (overlap_moe_expert_parallel_comm; combined_1f1b.py): each steady pair is one
//   merged step, listed forward first, then backward, with the same start. Without pipelining
//   (PP 1): F0, then F(i+1) merged with B(i), then the last backward.
//
// Labels below: "F3.1" = forward of microbatch 3 on chunk 1; "[F3.0+B0.1]" = one merged step.
#include <QtTest>

#include <cmath>
#include <optional>
#include <string>

#include "core/recipe/recipe_yaml.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/step_simulator.h"

using namespace moe;
using namespace moe::schedule;

namespace {

// Qwen3-30B-A3B (48 layers) with DP 1, so the step has m = GBS microbatches per rank.
Recipe pipelineRecipe(int pp, int vpp, int microbatches, std::optional<int> group, bool combined) {
    Recipe r;
    for (const auto& b : builtinRecipes())
        if (b.file_name == "bridge-qwen3-30b-h100-16-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
    Layout& l = r.layout;
    l.tp = 1;
    l.cp = 1;
    l.ep = combined ? 2 : 1;
    l.etp = 1;
    l.pp = pp;
    l.vpp = vpp;
    l.pipeline_layout.clear();
    l.first_stage_layers.reset();
    l.last_stage_layers.reset();
    l.world_size = pp * l.ep;  // DP = world / (TP·CP·PP) = EP here, so:
    l.micro_batch_size = 1;
    l.global_batch_size = microbatches * l.ep;
    l.microbatch_group_size_per_vp_stage = group;
    r.options.overlap.ep_a2a_overlap = combined;
    return r;
}

std::string label(const PassSpan& p) {
    return (p.kind == PassKind::Forward ? "F" : "B") + std::to_string(p.microbatch) + "." + std::to_string(p.chunk);
}

// The rank's passes as labels; passes with the same start form one merged step. Fails the test
// when a pass starts before the previous step ends.
std::string order(const Simulation& sim, int rank) {
    const auto& passes = sim.ranks[static_cast<size_t>(rank)].pass_order;
    std::string out;
    double lastEnd = 0;
    for (size_t i = 0; i < passes.size(); ++i) {
        const bool merged = i + 1 < passes.size() && passes[i + 1].start_s == passes[i].start_s;
        if (passes[i].start_s < lastEnd - 1e-12 || passes[i].end_s < passes[i].start_s) return "overlapping passes at " + label(passes[i]);
        if (!out.empty()) out += ' ';
        if (merged) {
            if (passes[i + 1].end_s != passes[i].end_s) return "merged step with two ends at " + label(passes[i]);
            out += "[" + label(passes[i]) + "+" + label(passes[i + 1]) + "]";
            lastEnd = passes[i].end_s;
            ++i;
        } else {
            out += label(passes[i]);
            lastEnd = passes[i].end_s;
        }
    }
    return out;
}

Simulation simulatePasses(const Recipe& r) {
    auto sim = simulateStep(r, builtinCalibration(), {false});
    if (!sim) qFatal("%s", sim.error().toString().c_str());
    return *sim;
}

}  // namespace

class TestPassOrder : public QObject {
    Q_OBJECT
private slots:
    void oneFOneB() {
        // PP 4, m 6: warm-up 3, 2, 1, 0 forwards.
        const Simulation sim = simulatePasses(pipelineRecipe(4, 1, 6, std::nullopt, false));
        QCOMPARE(order(sim, 0), std::string("F0.0 F1.0 F2.0 F3.0 B0.0 F4.0 B1.0 F5.0 B2.0 B3.0 B4.0 B5.0"));
        QCOMPARE(order(sim, 1), std::string("F0.0 F1.0 F2.0 B0.0 F3.0 B1.0 F4.0 B2.0 F5.0 B3.0 B4.0 B5.0"));
        QCOMPARE(order(sim, 2), std::string("F0.0 F1.0 B0.0 F2.0 B1.0 F3.0 B2.0 F4.0 B3.0 F5.0 B4.0 B5.0"));
        QCOMPARE(order(sim, 3), std::string("F0.0 B0.0 F1.0 B1.0 F2.0 B2.0 F3.0 B3.0 F4.0 B4.0 F5.0 B5.0"));
        QCOMPARE(sim.ranks[0].pass_order.size(), size_t{12});
    }

    void interleavedGroupEqualToPp() {
        // PP 2, VPP 2, m 4, G unset (= PP = 2). Table k → (mb, chunk): (0,0) (1,0) (0,1) (1,1)
        // (2,0) (3,0) (2,1) (3,1). Warm-up: rank 0 2·1 + 1·2 = 4, rank 1 0 + 2 = 2.
        // Rank 0: F k0..3; pairs (F k4 = 2.0, B k0 = 0.1) (F k5 = 3.0, B k1 = 1.1) (F k6 = 2.1,
        // B k2 = 0.0) (F k7 = 3.1, B k3 = 1.0); cool-down B k4..7 = 2.1 3.1 2.0 3.0.
        const Simulation sim = simulatePasses(pipelineRecipe(2, 2, 4, std::nullopt, false));
        QCOMPARE(order(sim, 0), std::string("F0.0 F1.0 F0.1 F1.1 F2.0 B0.1 F3.0 B1.1 F2.1 B0.0 F3.1 B1.0 B2.1 B3.1 B2.0 B3.0"));
        // Rank 1: F k0, k1; pairs (k2 = 0.1, B 0.1) (k3 = 1.1, B 1.1) (k4 = 2.0, B 0.0) (k5 = 3.0,
        // B 1.0) (k6 = 2.1, B 2.1) (k7 = 3.1, B 3.1); cool-down B k6, k7 = 2.0 3.0.
        QCOMPARE(order(sim, 1), std::string("F0.0 F1.0 F0.1 B0.1 F1.1 B1.1 F2.0 B0.0 F3.0 B1.0 F2.1 B2.1 F3.1 B3.1 B2.0 B3.0"));
    }

    void interleavedWithAsManyMicrobatchesAsStages() {
        // PP 2, VPP 2, m 2 = PP: table (0,0) (1,0) (0,1) (1,1). get_pp_rank_microbatches caps the
        // warm-up at m·VPP = 4 but has no special case for m = PP: rank 0 warms up with
        // 2·1 + 1·2 = 4 (all forwards first), rank 1 with 0 + 2 = 2, then pairs (F k2 = 0.1,
        // B k0 = 0.1) (F k3 = 1.1, B k1 = 1.1), cool-down B k2 = 0.0, B k3 = 1.0.
        const Simulation sim = simulatePasses(pipelineRecipe(2, 2, 2, std::nullopt, false));
        QCOMPARE(order(sim, 0), std::string("F0.0 F1.0 F0.1 F1.1 B0.1 B1.1 B0.0 B1.0"));
        QCOMPARE(order(sim, 1), std::string("F0.0 F1.0 F0.1 B0.1 F1.1 B1.1 B0.0 B1.0"));
    }

    void interleavedGroupLargerThanPp() {
        // PP 2, VPP 2, m 5, G 3: Megatron-Core's own example in schedules.py ("PP2 N3M5 with VP2"):
        // microbatch 0 1 2 0 1 2 3 4 3 4, chunk 0 0 0 1 1 1 0 0 1 1 (the last group holds 2 = PP).
        // Warm-up: rank 0 2·1 + 1·3 = 5, rank 1 0 + 3 = 3.
        // Rank 0: F k0..4 = 0.0 1.0 2.0 0.1 1.1; pairs (k5 = 2.1, B k0 = 0.1) (k6 = 3.0, B 1.1)
        // (k7 = 4.0, B 2.1) (k8 = 3.1, B k3 = 0.0) (k9 = 4.1, B k4 = 1.0); cool-down B k5..9 =
        // 2.0 3.1 4.1 3.0 4.0.
        const Simulation sim = simulatePasses(pipelineRecipe(2, 2, 5, 3, false));
        QCOMPARE(order(sim, 0),
                 std::string("F0.0 F1.0 F2.0 F0.1 F1.1 F2.1 B0.1 F3.0 B1.1 F4.0 B2.1 F3.1 B0.0 F4.1 B1.0 B2.0 B3.1 B4.1 B3.0 B4.0"));
        // Rank 1: F k0..2; pairs (0.1, B 0.1) (1.1, B 1.1) (2.1, B 2.1) (3.0, B 0.0) (4.0, B 1.0)
        // (3.1, B k5 = 2.0) (4.1, B k6 = 3.1); cool-down B k7..9 = 4.1 3.0 4.0.
        QCOMPARE(order(sim, 1),
                 std::string("F0.0 F1.0 F2.0 F0.1 B0.1 F1.1 B1.1 F2.1 B2.1 F3.0 B0.0 F4.0 B1.0 F3.1 B2.0 F4.1 B3.1 B4.1 B3.0 B4.0"));
    }

    void combinedWithoutPipelining() {
        // PP 1, m 4 (combined_1f1b_schedule_for_no_pipelining): F0, B0 with F1, B1 with F2,
        // B2 with F3, B3; each merged step lists its forward first.
        const Simulation sim = simulatePasses(pipelineRecipe(1, 1, 4, std::nullopt, true));
        QVERIFY(sim.combined_1f1b);
        QCOMPARE(order(sim, 0), std::string("F0.0 [F1.0+B0.0] [F2.0+B1.0] [F3.0+B2.0] B3.0"));
    }

    void combinedInterleaved() {
        // PP 2, VPP 2, m 4, G 2 (table as in interleavedGroupEqualToPp), one more warm-up forward:
        // rank 0 5, rank 1 3; each steady pair is one merged step.
        const Simulation sim = simulatePasses(pipelineRecipe(2, 2, 4, std::nullopt, true));
        QVERIFY(sim.combined_1f1b);
        QCOMPARE(order(sim, 0), std::string("F0.0 F1.0 F0.1 F1.1 F2.0 [F3.0+B0.1] [F2.1+B1.1] [F3.1+B0.0] B1.0 B2.1 B3.1 B2.0 B3.0"));
        QCOMPARE(order(sim, 1), std::string("F0.0 F1.0 F0.1 [F1.1+B0.1] [F2.0+B1.1] [F3.0+B0.0] [F2.1+B1.0] [F3.1+B2.1] B3.1 B2.0 B3.0"));
    }

    void passesSpanTheRankBusyTime() {
        // The passes are the rank's pipeline work: the first starts at first_start_s, the last ends
        // at pipeline_end_s, and their (merged-step) lengths add up to the span less the bubble.
        // (The bubble counts from the step's first forward, rank 0's first start.)
        const Simulation sim = simulatePasses(pipelineRecipe(2, 2, 5, 3, false));
        const double stepStart = sim.ranks[0].first_start_s;
        for (const RankTimeline& t : sim.ranks) {
            QCOMPARE(t.pass_order.front().start_s, t.first_start_s);
            QCOMPARE(t.pass_order.back().end_s, t.pipeline_end_s);
            double busy = 0;
            for (const PassSpan& p : t.pass_order) busy += p.end_s - p.start_s;
            QVERIFY(std::fabs(busy - (t.pipeline_end_s - stepStart - t.bubble_s)) < 1e-9);
        }
    }

    void passNames() {
        QCOMPARE(passName(PassSpan{PassKind::Forward, 3, 1, 0, 1}), std::string("F mb3 c1"));
        QCOMPARE(passName(PassSpan{PassKind::Backward, 0, 0, 0, 1}), std::string("B mb0 c0"));
    }
};

QTEST_GUILESS_MAIN(TestPassOrder)
#include "test_pass_order.moc"
