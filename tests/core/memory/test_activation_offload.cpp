// Fine-grained activation offloading in the memory model, checked against
// hand calculations from the activation template (domain of the template: the expert tensors of
// one MoE layer for one microbatch), on the Megatron-Bridge Qwen3-235B-A22B 256xGB200 MXFP8 layout
// (TP1 PP8 VPP3 EP32, MBS 1, seq 4096, forced balance so routing imbalance 1.0).
#include <QtTest>

#include <cmath>

#include "core/memory/memory_model.h"
#include "tests/support/activation_offload_case.h"

using namespace moe;

using namespace moe::testing;

class TestActivationOffload : public QObject {
    Q_OBJECT
private slots:
    void offloadedModulesLeaveTheStagesThatHoldThem() {
        const Recipe base = qwenGb200();
        auto off = estimateMemory(base);
        auto on = estimateMemory(offloading(base, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}));
        QVERIFY(off.ok() && on.ok());
        // PP rank 1 holds three 4-layer chunks and 30 chunk-microbatches at its peak (interleaved
        // 1F1B, w = 2(PP−r−1) + (v−1)·PP + 1 with EP overlap = 12 + 16 + 1 = 29, in flight 30):
        // 120 layer-microbatches. Two layers' groups stay on the GPU: the newest microbatch's last
        // layer and one layer reloaded ahead of its backward. So 118 layers' groups leave.
        const StageMemory& a = off->stages[1];
        const StageMemory& b = on->stages[1];
        QCOMPARE(a.inflight_microbatches, 30);
        const double lowered = static_cast<double>(a.activation_bytes - b.activation_bytes);
        QVERIFY2(std::fabs(lowered - 118 * kLayer) < 4, qPrintable(QString::number(lowered, 'f', 0)));
        // The host holds every group sent out, 119 layers: the staging copy is a copy back of one of
        // them (its pinned host buffer stays allocated).
        QVERIFY(std::fabs(static_cast<double>(b.activation_host_bytes) - 119 * kLayer) < 4);
        // The template's tensors are gone from the stage's lines; the resident copies are named.
        bool permuted = false, staging = false, newest = false;
        for (const auto& line : b.detail) {
            permuted |= std::string(line.name) == "permuted tokens";
            staging |= std::string(line.name).find("staging") != std::string::npos;
            newest |= std::string(line.name) == "last layer of the newest microbatch";
        }
        QVERIFY(!permuted && staging && newest);
        // Every stage holds MoE layers and is lowered; weights, gradients and optimizer state are not.
        for (size_t p = 0; p < off->stages.size(); ++p) {
            QVERIFY(on->stages[p].activation_bytes < off->stages[p].activation_bytes);
            QCOMPARE(on->stages[p].weights_bytes, off->stages[p].weights_bytes);
            QCOMPARE(on->stages[p].optimizer_bytes, off->stages[p].optimizer_bytes);
        }
        // The host holds what left, and the report's host figure includes it.
        QVERIFY(on->host_bytes_per_gpu >= b.activation_host_bytes);
    }

    void oneModuleOffloadsItsOwnInput() {
        const Recipe base = qwenGb200();
        auto off = estimateMemory(base);
        auto fc1 = estimateMemory(offloading(base, {OffloadModule::ExpertFc1}));
        QVERIFY(off.ok() && fc1.ok());
        // expert_fc1 sends the permuted tokens only: 120 − 2 layers of kPermuted.
        const double lowered = static_cast<double>(off->stages[1].activation_bytes - fc1->stages[1].activation_bytes);
        QVERIFY2(std::fabs(lowered - 118 * kPermuted) < 4, qPrintable(QString::number(lowered, 'f', 0)));
        // A recomputed tensor is not offloaded: with moe_act recompute the fc1 output is kept
        // (it is the activation's input), the activation output is dropped; offloading moe_act then
        // sends the fc1 output as before.
        Recipe rc = base;
        rc.options.recompute.granularity = RecomputeGranularity::Selective;
        rc.options.recompute.modules = {RecomputeModule::MoeAct};
        auto rcOff = estimateMemory(rc);
        auto rcOn = estimateMemory(offloading(rc, {OffloadModule::MoeAct}));
        QVERIFY(rcOff.ok() && rcOn.ok());
        const double rcLowered = static_cast<double>(rcOff->stages[1].activation_bytes - rcOn->stages[1].activation_bytes);
        QVERIFY2(std::fabs(rcLowered - 118 * kFc1) < 4, qPrintable(QString::number(rcLowered, 'f', 0)));
    }

    void offloadFractionKeepsTheLaterGroups() {
        // φ = 0.5: each 4-layer chunk has 8 groups; ⌊8·0.5⌋ = 4 later groups (its last two layers)
        // stay, so each chunk-microbatch sends two layers: 30·2 layers leave, less the staging copy
        // of one layer (the newest microbatch's last layer already stays by the fraction).
        const Recipe base = qwenGb200();
        auto off = estimateMemory(base);
        auto half = estimateMemory(offloading(base, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}, 0.5));
        QVERIFY(off.ok() && half.ok());
        const double lowered = static_cast<double>(off->stages[1].activation_bytes - half->stages[1].activation_bytes);
        QVERIFY2(std::fabs(lowered - 59 * kLayer) < 4, qPrintable(QString::number(lowered, 'f', 0)));
        // φ = 0 offloads nothing but keeps the staging buffer: memory rises by no more than it.
        auto none = estimateMemory(offloading(base, {OffloadModule::ExpertFc1, OffloadModule::MoeAct}, 0.0));
        QVERIFY(none.ok());
        QCOMPARE(none->stages[1].activation_bytes, off->stages[1].activation_bytes);
        QCOMPARE(none->stages[1].activation_host_bytes, int64_t{0});
        // The flag without modules changes nothing.
        auto empty = estimateMemory(offloading(base, {}));
        QVERIFY(empty.ok());
        QCOMPARE(empty->stages[1].activation_bytes, off->stages[1].activation_bytes);
    }

};

QTEST_APPLESS_MAIN(TestActivationOffload)
#include "test_activation_offload.moc"
