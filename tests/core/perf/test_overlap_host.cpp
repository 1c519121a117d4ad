// Overlap levers (domain §6.2), the pipeline bubble (PP−1)/(v·m), and host launch overhead with
// CUDA-graph scopes (§6.3), on hand-computed values.
#include <QtTest>

#include <cmath>

#include "core/perf/host_overhead.h"
#include "core/perf/overlap.h"

using namespace moe;

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
    void overlapLevers() {
        Calibration cal;
        cal.tp_overlap_hidden = 0.8;
        cal.ep_overlap_hidden = 0.7;
        cal.delay_wgrad_extra_hidden = 0.1;
        cal.dp_overlap_hidden = 0.9;
        cal.pp_overlap_hidden = 0.9;
        cal.cp_ring_overlap = 0.5;
        OverlapOptions o;
        QCOMPARE(exposedTpComm(1.0, o, cal), 1.0);
        o.tp_comm_overlap = true;
        QVERIFY(std::fabs(exposedTpComm(1.0, o, cal) - 0.2) < 1e-12);  // 1 − 0.8
        // CP ring: 1.0 s of comm, 1.2 s core attention, half of it usable -> 1.0 − 0.6 = 0.4 s.
        QVERIFY(std::fabs(exposedCpComm(1.0, true, 1.2, cal) - 0.4) < 1e-12);
        QCOMPARE(exposedCpComm(1.0, false, 1.2, cal), 1.0);  // a2a / allgather: not overlapped
        // EP: no lever -> all exposed; EP overlap hides 0.7 (0.8 with delayed wgrad) if compute allows.
        OverlapOptions ep;
        QCOMPARE(exposedEpComm(1.0, 5.0, 0.1, ep, cal), 1.0);
        ep.ep_a2a_overlap = true;
        QVERIFY(std::fabs(exposedEpComm(1.0, 5.0, 0.1, ep, cal) - 0.3) < 1e-12);
        QVERIFY(std::fabs(exposedEpComm(1.0, 0.2, 0.1, ep, cal) - 0.8) < 1e-12);  // only 0.2 s of compute to hide behind
        ep.delay_wgrad_compute = true;
        QVERIFY(std::fabs(exposedEpComm(1.0, 5.0, 0.1, ep, cal) - 0.2) < 1e-12);
        // Shared-expert overlap hides the dispatch half (0.5 s) up to the shared expert's 0.1 s.
        OverlapOptions se;
        se.shared_expert_overlap = true;
        QVERIFY(std::fabs(exposedEpComm(1.0, 5.0, 0.1, se, cal) - 0.9) < 1e-12);
        // DP: RS 2 s + AG 1 s; grad-reduce overlap leaves 0.2 s of the RS, param gather un-overlapped.
        OverlapOptions dp;
        dp.grad_reduce = true;
        QVERIFY(std::fabs(exposedDpComm(2.0, 1.0, dp, cal) - 1.2) < 1e-12);
        // PP: hidden only with VPP.
        QCOMPARE(exposedPpComm(1.0, 1, cal), 1.0);
        QVERIFY(std::fabs(exposedPpComm(1.0, 2, cal) - 0.1) < 1e-12);
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
        // Host time shows only when launches take longer than the GPU work they queue.
        QCOMPARE(exposedHostSeconds(2e-3, 1.2e-3), 0.0);
        QVERIFY(std::fabs(exposedHostSeconds(1e-3, 1.2e-3) - 0.2e-3) < 1e-15);
    }
};

QTEST_GUILESS_MAIN(TestOverlapHost)
#include "test_overlap_host.moc"
