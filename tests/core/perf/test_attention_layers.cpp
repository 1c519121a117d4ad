// Core attention of a model whose layers differ: sliding-window layers run at the window's kernel
// efficiency and full layers at the sequence's, each on its own FLOPs; sink attention (learnable
// softmax) is held to the short-block rate on every layer. Expected times are worked by hand from
// the FLOP formula (6·n·d per attended key per token, fwd + bwd; a window W attends 2c keys in the
// formula, c = W − W(W−1)/(2s)) and the efficiency law, not read back from the model.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "core/catalog/catalog.h"
#include "core/perf/compute_time.h"
#include "core/perf/kernel_efficiency.h"

using namespace moe;

namespace {

Recipe gptOssOn(const char* gpu, SoftmaxKind softmax) {
    const Catalog& cat = builtinCatalog();
    Recipe r;
    r.model = *cat.findModel("GPT-OSS-120B");
    r.model.softmax = softmax;
    r.hardware = *cat.findHardware(gpu);
    r.layout.tp = 1;
    r.layout.cp = 1;
    r.layout.pp = 1;
    r.layout.ep = 8;
    r.layout.micro_batch_size = 1;
    r.layout.global_batch_size = 8;
    r.layout.seq_length = 4096;
    r.layout.world_size = 8;
    return r;
}

}  // namespace

class TestAttentionLayers : public QObject {
    Q_OBJECT
private slots:
    void windowedAndFullLayersRunAtTheirOwnLength() {
        const Calibration& cal = builtinCalibration();
        const Recipe r = gptOssOn("H100-SXM", SoftmaxKind::Vanilla);
        const ModelSpec& m = r.model;
        QCOMPARE(m.sliding_window.window, int64_t{128});
        QCOMPARE(m.sliding_window.skip_freq, 2);
        // 36 layers, every second one full: 18 windowed, 18 full.
        const double s = 4096, w = 128, nd = 64.0 * 64.0, layers = 36;
        const double c = w - w * (w - 1) / (2 * s);
        const double fullPerToken = 18 * 6 * nd * s, windowedPerToken = 18 * 6 * nd * 2 * c;
        const double tokens = s;  // MBS 1, CP 1, TP 1
        const double fullFlops = fullPerToken / layers * tokens, windowedFlops = windowedPerToken / layers * tokens;
        const double peak = r.hardware.bf16_tflops * 1e12 * sustainedClockFactor(cal, r.hardware);
        const AttentionEfficiency full = attentionEfficiency(s, cal, 64), window = attentionEfficiency(w, cal, 64);
        const double fwd = fullFlops / 3 / (peak * full.forward) + windowedFlops / 3 / (peak * window.forward);
        const double bwd = 2 * fullFlops / 3 / (peak * full.backward) + 2 * windowedFlops / 3 / (peak * window.backward);
        // One exponential per score, 256 forward FLOPs per score at d = 64; H100 issues 16
        // exponentials per 4096 MMA FLOP, so the exponentials take the forward FLOPs' time at the
        // full MMA rate. That is shorter than the MMA terms, and a share of it stays exposed.
        const double exps = (fullFlops + windowedFlops) / 3 / peak;
        QVERIFY(fwd > exps);
        const double fwdWithExps = fwd + cal.attention_exp_exposed_share * exps;
        const ComputeTimes t = computeTimes(r, cal);
        QVERIFY2(std::fabs(t.moe_layer.attention_core_fwd_s / fwdWithExps - 1) < 1e-9,
                 qPrintable(QString::number(t.moe_layer.attention_core_fwd_s / fwdWithExps)));
        QVERIFY2(std::fabs(t.moe_layer.attention_core_bwd_s / bwd - 1) < 1e-9, qPrintable(QString::number(t.moe_layer.attention_core_bwd_s / bwd)));
        // The full layers carry most of the FLOPs, so timing them at the window's rate (the old
        // single-efficiency shortcut) would overstate attention several times over.
        QVERIFY(full.forward > 3 * window.forward);
    }

    void sinkAttentionRunsAtTheShortBlockRateOnEveryLayer() {
        const Calibration& cal = builtinCalibration();
        QCOMPARE(cal.attention_sink_keys, 128.0);
        const Recipe vanilla = gptOssOn("H100-SXM", SoftmaxKind::Vanilla);
        const Recipe sinks = gptOssOn("H100-SXM", SoftmaxKind::Learnable);
        const ComputeTimes tv = computeTimes(vanilla, cal), ts = computeTimes(sinks, cal);
        const double peak = vanilla.hardware.bf16_tflops * 1e12 * sustainedClockFactor(cal, vanilla.hardware);
        const AttentionEfficiency block = attentionEfficiency(std::min(4096.0, cal.attention_sink_keys), cal, 64);
        // Every layer's FLOPs at the 128-key rate: the per-layer mean core FLOPs of the model.
        const double s = 4096, w = 128, nd = 64.0 * 64.0;
        const double c = w - w * (w - 1) / (2 * s);
        const double flops = (18 * 6 * nd * s + 18 * 6 * nd * 2 * c) / 36 * s;
        // Plus the exposed share of the exponentials (one per score, as in the test above).
        const double exps = flops / 3 / peak;
        QVERIFY(std::fabs(ts.moe_layer.attention_core_fwd_s / (flops / 3 / (peak * block.forward) + cal.attention_exp_exposed_share * exps) - 1) < 1e-9);
        QVERIFY(std::fabs(ts.moe_layer.attention_core_bwd_s / (2 * flops / 3 / (peak * block.backward)) - 1) < 1e-9);
        QVERIFY(ts.moe_layer.attentionCoreS() > 2 * tv.moe_layer.attentionCoreS());
        // GEMMs do not change with the softmax.
        QCOMPARE(ts.moe_layer.routed_experts_s, tv.moe_layer.routed_experts_s);
    }
};

QTEST_GUILESS_MAIN(TestAttentionLayers)
#include "test_attention_layers.moc"
