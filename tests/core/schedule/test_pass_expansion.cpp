// One pass expanded into operations (core/schedule/pass_expansion.h), on layers whose times are
// set by hand so each operation's start and end can be written out: the combined-1F1B pair of the
// EP-overlap schedule and a CP p2p ring of 3 transfers beside 4 attention blocks.
#include <QtTest>

#include <string>
#include <vector>

#include "core/schedule/pass_expansion.h"

using namespace moe;
using namespace moe::schedule;

namespace {

struct Op {
    OpRole role;
    PassKind pass;
    double start, end;
};

void compareOps(const ExpandedPass& e, const std::vector<Op>& expected) {
    QCOMPARE(e.ops.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(std::string(opRoleName(e.ops[i].role)), std::string(opRoleName(expected[i].role)));
        QCOMPARE(e.ops[i].pass, expected[i].pass);
        QCOMPARE(e.ops[i].start_s, expected[i].start);
        QCOMPARE(e.ops[i].end_s, expected[i].end);
    }
}

// A MoE layer: projections 3 s (fwd 1, bwd 2), attention core fwd 1 / bwd 2, routed experts 6 s
// (fwd 2, bwd 4). Blocks: attention fwd 2, MLP fwd 2, attention bwd 4, MLP bwd 4.
struct MoeLayer {
    LayerComputeTime compute;
    LayerCost cost;
    MoeLayer() {
        compute.attention_linear_s = 3;
        compute.attention_core_fwd_s = 1;
        compute.attention_core_bwd_s = 2;
        compute.routed_experts_s = 6;
        cost.compute = compute.total();
        cost.forward = compute.attentionBlockFwdS() + compute.mlpBlockFwdS();
        cost.backward = compute.attentionBlockBwdS() + compute.mlpBlockBwdS();
        // EP transfers: forward dispatch 1, forward combine 5, backward dispatch 3, backward combine 1.
        cost.epTransfers = {1, 5, 3, 1};
        cost.epAll = 10;
        cost.epAlone = 10;  // alone, nothing hides them
        cost.epFwdShare = 0.6;
        cost.blocks = {compute.attentionBlockFwdS(), compute.mlpBlockFwdS(), compute.attentionBlockBwdS(), compute.mlpBlockBwdS(), 0};
    }
    ChunkWork chunk(int index) const {
        ChunkWork w;
        w.layers.push_back({&cost, &compute, index, true});
        return w;
    }
};

}  // namespace

class TestPassExpansion : public QObject {
    Q_OBJECT
private slots:
    void blocksAreWhatTheLayerSays() {
        const MoeLayer L;
        QCOMPARE(L.cost.blocks.attention_fwd, 2.0);
        QCOMPARE(L.cost.blocks.mlp_fwd, 2.0);
        QCOMPARE(L.cost.blocks.attention_bwd, 4.0);
        QCOMPARE(L.cost.blocks.mlp_bwd, 4.0);
    }
    void forwardAloneWaitsForEveryTransfer() {
        const MoeLayer L;
        ExpansionContext ctx;
        const ExpandedPass f = expandForward(L.chunk(0), ctx);
        // gemm 0–1, attention 1–2, dispatch 2–3 (waited), experts 3–5, combine 5–10 (waited).
        compareOps(f, {{OpRole::Gemm, PassKind::Forward, 0, 1},
                       {OpRole::Attention, PassKind::Forward, 1, 2},
                       {OpRole::EpDispatch, PassKind::Forward, 2, 3},
                       {OpRole::GroupedGemm, PassKind::Forward, 3, 5},
                       {OpRole::EpCombine, PassKind::Forward, 5, 10}});
        QCOMPARE(f.length_s, 10.0);
        QCOMPARE(f.exposure.ep, 6.0);
    }
    void combinedPairHidesEachTransferBehindTheOtherMicrobatch() {
        const MoeLayer L;
        ExpansionContext ctx;
        ctx.ep_overlap = true;
        const ExpandedPass p = expandCombined(L.chunk(0), L.chunk(0), ctx);
        // Slot 1: F attention (0–2) beside B combine (0–1): hidden.
        // Slot 2: B MLP (2–6) beside F dispatch (2–3): hidden.
        // Slot 3: F MLP (6–8) beside B dispatch (6–9): 1 s exposed.
        // Slot 4: B attention (9–13) beside F combine (9–14): 1 s exposed.
        compareOps(p, {{OpRole::EpCombine, PassKind::Backward, 0, 1},
                       {OpRole::Gemm, PassKind::Forward, 0, 1},
                       {OpRole::Attention, PassKind::Forward, 1, 2},
                       {OpRole::EpDispatch, PassKind::Forward, 2, 3},
                       {OpRole::GroupedGemm, PassKind::Backward, 2, 6},
                       {OpRole::EpDispatch, PassKind::Backward, 6, 9},
                       {OpRole::GroupedGemm, PassKind::Forward, 6, 8},
                       {OpRole::EpCombine, PassKind::Forward, 9, 14},
                       {OpRole::Attention, PassKind::Backward, 9, 11},
                       {OpRole::Gemm, PassKind::Backward, 11, 13}});
        // 12 s of compute + 2 s exposed, as exposedEpComm's pairing gives: beyond(1, 4) + beyond(5, 4)
        // + beyond(3, 2) + beyond(1, 2) = 0 + 1 + 1 + 0.
        QCOMPARE(p.length_s, 14.0);
        QCOMPARE(p.exposure.ep, 2.0);
        QCOMPARE(p.exposure.forward_compute, 4.0);
        QCOMPARE(p.exposure.backward_compute, 8.0);
    }
    void delayedWgradMovesHalfTheExpertBackward() {
        const MoeLayer L;
        ExpansionContext ctx;
        ctx.ep_overlap = true;
        ctx.delay_wgrad = true;
        const ExpandedPass p = expandCombined(L.chunk(0), L.chunk(0), ctx);
        // B MLP dgrad is 2 s (half of 4) beside the 1 s dispatch; the 2 s wgrad runs after the pair.
        // Pairing: beyond(1, 4 − 2) + beyond(5, 4) + beyond(3, 2) + beyond(1, 2 + 0) = 2 s exposed.
        QCOMPARE(p.length_s, 14.0);
        QCOMPARE(p.ops.back().role, OpRole::GroupedGemm);
        QCOMPARE(p.ops.back().end_s - p.ops.back().start_s, 2.0);
    }
    void cpRingOfThreeTransfersBesideFourBlocks() {
        // CP 4: the core (4 s forward) runs as 4 blocks of 1 s; each of the 3 ring transfers takes
        // 1.5 s beside one block, so each of the next blocks starts 0.5 s late.
        LayerComputeTime c;
        c.attention_core_fwd_s = 4;
        LayerCost k;
        k.cpRingSteps = 3;
        k.cpStepFwd = 1.5;
        ChunkWork w;
        w.layers.push_back({&k, &c, 0, false});
        ExpansionContext ctx;
        const ExpandedPass f = expandForward(w, ctx);
        compareOps(f, {{OpRole::CpComm, PassKind::Forward, 0, 1.5},
                       {OpRole::Attention, PassKind::Forward, 0, 1},
                       {OpRole::CpComm, PassKind::Forward, 1.5, 3},
                       {OpRole::Attention, PassKind::Forward, 1.5, 2.5},
                       {OpRole::CpComm, PassKind::Forward, 3, 4.5},
                       {OpRole::Attention, PassKind::Forward, 3, 4},
                       {OpRole::Attention, PassKind::Forward, 4.5, 5.5}});
        // 4 s of blocks + 3 × 0.5 s waits, as exposedCpRing(3, 1.5, 1, ·, ·) gives.
        QCOMPARE(f.length_s, 5.5);
        QCOMPARE(f.exposure.cp, 1.5);
    }
};

QTEST_MAIN(TestPassExpansion)
#include "test_pass_expansion.moc"
