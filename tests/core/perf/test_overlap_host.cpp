// What hides behind what, from the schedule (core/perf/overlap.h), the pipeline bubble (PP−1)/(v·m),
// and host launch overhead with CUDA-graph scopes (domain §6.3), on hand-computed values.
#include <QtTest>

#include <cmath>

#include "core/perf/host_overhead.h"
#include "core/perf/overlap.h"

using namespace moe;

namespace {
// The eager work of a MoE layer with `n` local experts (low precision: FP8/MXFP8/NVFP4 experts).
EagerLayerWork localExperts(double n, bool lowPrecision = false) {
    EagerLayerWork w;
    w.localExperts = n;
    w.lowPrecisionExperts = lowPrecision;
    return w;
}
}  // namespace

class TestOverlapHost : public QObject {
    Q_OBJECT
private slots:
    void bubble() {
        // (8 − 1) / (4 · 64) = 7/256 = 0.02734375.
        QCOMPARE(pipelineBubbleFraction(8, 4, 64), 7.0 / 256.0);
        // (4 − 1) / (1 · 8) = 0.375.
        QCOMPARE(pipelineBubbleFraction(4, 1, 8), 0.375);
        QCOMPARE(pipelineBubbleFraction(1, 1, 8), 0.0);   // no pipeline, no bubble
        QCOMPARE(pipelineBubbleFraction(4, 2, 0), 0.0);   // undefined m: reported as 0, the model errors first
    }
    void tpOverlapHidesBehindItsGemms() {
        OverlapOptions o;
        QCOMPARE(exposedTpComm(1.0, 5.0, 4, o), 1.0);  // no lever: all exposed
        o.tp_comm_overlap = true;
        // TP 4: the first of 4 chunks (0.25 s) cannot hide; the other 0.75 s hide behind 5 s of GEMMs.
        QCOMPARE(exposedTpComm(1.0, 5.0, 4, o), 0.25);
        // Only 0.5 s of GEMMs: 0.25 + (0.75 − 0.5) = 0.5 s exposed.
        QCOMPARE(exposedTpComm(1.0, 0.5, 4, o), 0.5);
        QCOMPARE(exposedTpComm(1.0, 0.5, 1, o), 1.0);  // TP 1 has nothing to chunk (and no traffic in practice)
    }
    void cpRingStepsAgainstAttentionBlocks() {
        // 3 ring steps (CP 4); forward step 2 ms against 3 ms blocks hides fully; backward step 4 ms
        // against 3 ms blocks leaves 1 ms per step: 3 × 1 ms = 3 ms.
        QVERIFY(std::fabs(exposedCpRing(3, 2e-3, 3e-3, 4e-3, 3e-3) - 3e-3) < 1e-15);
        QCOMPARE(exposedCpRing(0, 1.0, 0.0, 1.0, 0.0), 0.0);  // CP 1: no ring
    }
    void epOverlapPairsTransfersWithTheOtherMicrobatch() {
        const EpTransfers c{1.0, 2.0, 2.0, 2.0};  // fwd dispatch, fwd combine, bwd dispatch, bwd combine (s)
        const LayerBlocks b{1.5, 1.0, 3.0, 2.0, 0.5};  // attn fwd, mlp fwd, attn bwd, mlp bwd, shared expert fwd
        OverlapOptions o;
        QCOMPARE(exposedEpComm(c, b, 1.0, o), 7.0);  // nothing hides: 1 + 2 + 2 + 2
        OverlapOptions se;
        se.shared_expert_overlap = true;
        QCOMPARE(exposedEpComm(c, b, 1.0, se), 6.5);  // fwd dispatch hides 0.5 s behind the shared expert
        OverlapOptions ep;
        ep.ep_a2a_overlap = true;
        // Pairs: fwd dispatch 1 ‖ bwd MLP 2 → 0; fwd combine 2 ‖ bwd attn 3 → 0; bwd dispatch 2 ‖ fwd
        // MLP 1 → 1; bwd combine 2 ‖ fwd attn 1.5 → 0.5. All paired: 1.5 s.
        QCOMPARE(exposedEpComm(c, b, 1.0, ep), 1.5);
        // Half the microbatches have no partner: 0.5 × 1.5 + 0.5 × 7 = 4.25 s.
        QCOMPARE(exposedEpComm(c, b, 0.5, ep), 4.25);
        // Delayed wgrad moves half the MLP backward (1 s) behind the bwd combine: fwd dispatch 1 ‖ 1 →
        // 0; fwd combine 0; bwd dispatch 1; bwd combine 2 ‖ 2.5 → 0. Total 1 s.
        ep.delay_wgrad_compute = true;
        QCOMPARE(exposedEpComm(c, b, 1.0, ep), 1.0);
        // The wgrad is the previous layer pair's: in a merged chunk of 4 layers the first has none,
        // so a quarter of the bwd combines hide behind the fwd attention alone (2 ‖ 1.5 → 0.5):
        // 1 + 0.25 × 0.5 = 1.125 s.
        QCOMPARE(exposedEpComm(c, b, 1.0, ep, 0.75), 1.125);
        // Paired share: (m − 1)/m for PP 1, (m − PP)/m beyond.
        QCOMPARE(epOverlapPairedShare(16, 1), 15.0 / 16.0);
        QCOMPARE(epOverlapPairedShare(32, 4), 28.0 / 32.0);
        QCOMPARE(epOverlapPairedShare(2, 4), 0.0);
    }
    void dpBucketsAgainstTheLastBackward() {
        OverlapOptions o;
        QCOMPARE(exposedDpComm(2.0, 1.0, 4, 0.5, 0.3, 0.1, o), 3.0);  // no lever
        o.grad_reduce = true;
        // RS 2 s in 4 buckets against 0.5 s of the last backward: max(0.5, 2 − 0.5) = 1.5; AG 1 s as is.
        QCOMPARE(exposedDpComm(2.0, 1.0, 4, 0.5, 0.3, 0.1, o), 2.5);
        o.param_gather = true;
        // AG 1 s in 4 buckets against the first forward 0.3 s: max(0.25, 0.7) = 0.7.
        QCOMPARE(exposedDpComm(2.0, 1.0, 4, 0.5, 0.3, 0.1, o), 2.2);
        // Long backward: only the last bucket of each stays: 0.5 + 0.25.
        QCOMPARE(exposedDpComm(2.0, 1.0, 4, 10.0, 10.0, 0.1, o), 0.75);
        o.param_gather_with_optimizer_step = true;  // the AG hides behind the 0.1 s optimizer step instead
        QCOMPARE(exposedDpComm(2.0, 1.0, 4, 10.0, 10.0, 0.1, o), 0.5 + 0.9);
    }
    void ppHiddenOnlyWithInterleaving() {
        QCOMPARE(exposedPpComm(1.0, 1, 5.0), 1.0);
        QCOMPARE(exposedPpComm(1.0, 2, 5.0), 0.0);
        QCOMPARE(exposedPpComm(1.0, 2, 0.4), 0.6);
        // Combined 1F1B: a merged microbatch waits for one send per merged step, half its PP
        // traffic (both directions are in commS); unmerged ones hide it as above. With 3/4 merged
        // and a chunk long enough to hide it otherwise: 0.75 × 0.5 = 0.375.
        QCOMPARE(exposedPpCommCombined(1.0, 2, 5.0, 0.75), 0.375);
        QCOMPARE(exposedPpCommCombined(1.0, 2, 0.4, 0.0), 0.6);
    }
    void hostLaunches() {
        Calibration cal;
        cal.launches_attention = 80;
        cal.launches_router = 40;
        cal.launches_preprocess = 40;
        cal.launches_experts = 60;
        cal.launches_dense_mlp = 30;
        cal.launches_other = 20;
        cal.launch_cost_us = 5;
        CudaGraphOptions eager;
        // MoE layer eager: 20 + 80 + 40 + 40 + 60 = 240 launches × 5 µs = 1.2 ms.
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal), 240.0);
        QVERIFY(std::fabs(hostSecondsPerLayer(true, eager, cal) - 1.2e-3) < 1e-15);
        // Dense layer eager: 20 + 80 + 30 = 130.
        QCOMPARE(eagerLaunchesPerLayer(false, eager, cal), 130.0);
        // TE-scoped attn + moe_router + moe_preprocess: experts and other stay eager: 20 + 60 = 80.
        CudaGraphOptions te3;
        te3.impl = CudaGraphImpl::TransformerEngine;
        te3.scopes = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal), 80.0);
        // Scopes listed without a graph implementation capture nothing.
        CudaGraphOptions noImpl = te3;
        noImpl.impl = CudaGraphImpl::None;
        QCOMPARE(eagerLaunchesPerLayer(true, noImpl, cal), 240.0);
        CudaGraphOptions full;
        full.impl = CudaGraphImpl::FullIteration;
        QCOMPARE(eagerLaunchesPerLayer(true, full, cal), 0.0);
        // The grouped expert GEMMs add launches per local expert: 16 experts × 10 on top of the
        // fixed part (240 + 160 = 400 eager; 80 + 160 = 240 with the three TE scopes); a dense
        // layer has no experts, and full-iteration graphs still leave nothing.
        cal.launches_per_local_expert = 10;
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal, localExperts(16)), 400.0);
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, localExperts(16)), 240.0);
        QCOMPARE(eagerLaunchesPerLayer(false, eager, cal, localExperts(16)), 130.0);
        QCOMPARE(eagerLaunchesPerLayer(true, full, cal, localExperts(16)), 0.0);
        QVERIFY(std::fabs(hostSecondsPerLayer(true, te3, cal, localExperts(16)) - 240 * 5e-6) < 1e-15);
        // Low-precision experts quantise their operands expert by expert: their own count
        // (16 × 25 on top of 80 = 480 with the three TE scopes); at the BF16 count, the BF16 total.
        cal.launches_per_local_expert_low_precision = 25;
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, localExperts(16, true)), 480.0);
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, localExperts(16, false)), 240.0);
        QVERIFY(std::fabs(hostSecondsPerLayer(true, te3, cal, localExperts(16, true)) - 480 * 5e-6) < 1e-15);
        cal.launches_per_local_expert_low_precision = cal.launches_per_local_expert;
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, localExperts(16, true)), 240.0);
        // Host time shows only when launches take longer than the GPU work they queue.
        QCOMPARE(exposedHostSeconds(2e-3, 1.2e-3), 0.0);
        QVERIFY(std::fabs(exposedHostSeconds(1e-3, 1.2e-3) - 0.2e-3) < 1e-15);
    }

    // What the knobs change on the host: the shared expert's operations, the alltoall
    // dispatcher's extra ones, and the forward operations recomputed modules re-launch.
    void hostLaunchesFollowTheKnobs() {
        Calibration cal;
        cal.launches_attention = 80;
        cal.launches_router = 40;
        cal.launches_preprocess = 40;
        cal.launches_experts = 60;
        cal.launches_per_local_expert = 10;
        cal.launches_dense_mlp = 30;
        cal.launches_other = 20;
        cal.launches_recompute_core_attn = 1;
        cal.launches_recompute_layernorm = 2;
        cal.launches_recompute_moe_act = 3;
        cal.launches_recompute_mla_up_proj = 6;
        cal.launches_alltoall_dispatcher = 13;
        CudaGraphOptions eager, te3;
        te3.impl = CudaGraphImpl::TransformerEngine;
        te3.scopes = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess};
        EagerLayerWork w;
        w.localExperts = 3;  // expert path 60 + 3 × 10 = 90
        // No shared expert, flex dispatcher, no recompute: 20 + 80 + 40 + 40 + 90 = 270; TE scopes 20 + 90 = 110.
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal, w), 270.0);
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, w), 110.0);
        // A shared expert adds a dense MLP's 30 while eager; the router's graph captures it unless
        // it is overlapped with the dispatch (then it runs after the router, eagerly).
        w.sharedExpert = true;
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal, w), 300.0);
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, w), 110.0);
        w.sharedExpertOverlap = true;
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, w), 140.0);
        // The alltoall dispatcher: 13 more; a dense layer has no dispatcher.
        w.dispatcher = Dispatcher::AllToAll;
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, w), 153.0);
        QCOMPARE(eagerLaunchesPerLayer(false, eager, cal, w), 130.0);
        w.dispatcher = Dispatcher::FlexDeepEP;
        // Recompute: mla_up_proj 6 and moe_act 3 on an eager MoE layer (300 + 9 = 309 with the
        // eager shared expert); with the attention graphed the up-projection re-run is replayed
        // (140 + 3 = 143).
        RecomputeOptions rc;
        rc.granularity = RecomputeGranularity::Selective;
        rc.modules = {RecomputeModule::MlaUpProj, RecomputeModule::MoeAct};
        w.recompute = &rc;
        w.sharedExpertOverlap = false;
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal, w), 309.0);
        w.sharedExpertOverlap = true;
        QCOMPARE(eagerLaunchesPerLayer(true, te3, cal, w), 143.0);
        // moe re-runs a third of the expert path and of the shared expert: 300 + 90/3 + 30/3 = 340.
        w.sharedExpertOverlap = false;
        rc.modules = {RecomputeModule::Moe};
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal, w), 340.0);
        // mlp on a dense layer: 130 + 30/3 = 140; on a MoE layer it does nothing (300).
        rc.modules = {RecomputeModule::Mlp, RecomputeModule::Layernorm, RecomputeModule::CoreAttn};
        QCOMPARE(eagerLaunchesPerLayer(false, eager, cal, w), 130.0 + 10.0 + 2.0 + 1.0);
        QCOMPARE(eagerLaunchesPerLayer(true, eager, cal, w), 300.0 + 2.0 + 1.0);
        // Full-iteration graphs leave nothing.
        CudaGraphOptions full;
        full.impl = CudaGraphImpl::FullIteration;
        QCOMPARE(eagerLaunchesPerLayer(true, full, cal, w), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestOverlapHost)
#include "test_overlap_host.moc"
