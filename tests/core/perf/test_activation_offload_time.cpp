// The host-link term of fine-grained activation offloading in the step-time model, checked against
// hand calculations from the activation template (domain of the template: the expert tensors of
// one MoE layer for one microbatch), on the Megatron-Bridge Qwen3-235B-A22B 256xGB200 MXFP8 layout
// (TP1 PP8 VPP3 EP32, MBS 1, seq 4096, forced balance so routing imbalance 1.0).
#include <QtTest>

#include <cmath>

#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "tests/support/activation_offload_case.h"

using namespace moe;

using namespace moe::testing;

class TestActivationOffloadTime : public QObject {
    Q_OBJECT
private slots:
    void offloadShowsInTheStepTimeBreakdown() {
        // A slow host link (1 GB/s per direction) makes the copies longer than the compute that
        // hides them. PP ranks 1..6 each send 12 layers per microbatch: 12·kLayer bytes each way.
        Recipe r = offloading(qwenGb200(), {OffloadModule::ExpertFc1, OffloadModule::MoeAct});
        r.hardware.host_link_gbps_per_dir = 1;
        auto e = estimateStepTime(r, builtinCalibration());
        QVERIFY2(e.ok(), e.ok() ? "" : e.error().toString().c_str());
        const CommOverlap* host = nullptr;
        for (const auto& o : e->breakdown.overlaps)
            if (o.kind == "host") host = &o;
        QVERIFY(host);
        const double copy = 12 * kLayer / 1e9;  // one direction, one microbatch, seconds
        const double m = 256;                   // GBS 8192 / (MBS 1 · DP 32)
        QVERIFY2(std::fabs(host->total_s - 2 * copy * m) < 1e-6 * host->total_s, qPrintable(QString::number(host->total_s)));
        // Exposed: what the compute of the saving (forward, a third) and the needing (backward, two
        // thirds) pass does not hide, 2·copy − t_mb per microbatch while both copies outlast them.
        QVERIFY(e->breakdown.activation_offload_s > 0 && e->breakdown.activation_offload_s < host->total_s);
        QCOMPARE(host->exposed_s, e->breakdown.activation_offload_s);
        // On GB200's NVLink-C2C (225 GB/s per GPU per direction) the same copies hide behind compute
        // almost entirely, and without offloading there is no such term.
        Recipe c2c = offloading(qwenGb200(), {OffloadModule::ExpertFc1, OffloadModule::MoeAct});
        QCOMPARE(c2c.hardware.host_link_gbps_per_dir, 225.0);
        auto fast = estimateStepTime(c2c, builtinCalibration());
        QVERIFY(fast.ok());
        QVERIFY(fast->breakdown.activation_offload_s < 0.05 * e->breakdown.activation_offload_s);
        auto none = estimateStepTime(qwenGb200(), builtinCalibration());
        QVERIFY(none.ok());
        QCOMPARE(none->breakdown.activation_offload_s, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestActivationOffloadTime)
#include "test_activation_offload_time.moc"
