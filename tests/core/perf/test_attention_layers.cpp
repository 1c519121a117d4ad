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
        // H100's exponential rate (16 per clock per SM against 4096 MMA FLOP) bounds d = 64 at the
        // full MMA rate, far above these times: the MMA terms decide.
        QVERIFY(fwd > (fullFlops + windowedFlops) / 3 / peak);
        const ComputeTimes t = computeTimes(r, cal);
        QVERIFY2(std::fabs(t.moe_layer.attention_core_fwd_s / fwd - 1) < 1e-9, qPrintable(QString::number(t.moe_layer.attention_core_fwd_s / fwd)));
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
        QVERIFY(std::fabs(ts.moe_layer.attention_core_fwd_s / (flops / 3 / (peak * block.forward)) - 1) < 1e-9);
        QVERIFY(std::fabs(ts.moe_layer.attention_core_bwd_s / (2 * flops / 3 / (peak * block.backward)) - 1) < 1e-9);
        QVERIFY(ts.moe_layer.attentionCoreS() > 2 * tv.moe_layer.attentionCoreS());
        // GEMMs do not change with the softmax.
        QCOMPARE(ts.moe_layer.routed_experts_s, tv.moe_layer.routed_experts_s);
    }

    void shortWindowTimeMatchesCudnnBenchmark() {
        // NVIDIA/cudnn-frontend benchmark/sdpa_benchmark_training, GPT-OSS shapes (d = 64, window
        // 128, causal, BF16) on GB200 with cuDNN 9.22: 161-167 TFLOP/s forward, 182-188 backward
        // over 2K-16K tokens, the backward counted (FlashAttention's convention) as 2.5x the
        // forward FLOPs. Per unit of forward work that is 1/164 + 2.5/185 of a TFLOP-second. The
        // model times the backward as 2x the forward FLOPs at its backward rate. Forward plus
        // backward should land within a factor 1.5 of the benchmark.
        const Calibration& cal = builtinCalibration();
        const HardwareSpec& gb200 = *builtinCatalog().findHardware("GB200-NVL72");
        const double peakTflops = gb200.bf16_tflops * sustainedClockFactor(cal, gb200);
        const AttentionEfficiency e = attentionEfficiency(128, cal, 64);
        const double model = 1.0 / (e.forward * peakTflops) + 2.0 / (e.backward * peakTflops);
        const double benchmark = 1.0 / 164.0 + 2.5 / 185.0;
        QVERIFY2(model / benchmark > 1.0 / 1.5 && model / benchmark < 1.5,
                 qPrintable(QString("model / benchmark time %1 (forward %2, backward %3 TFLOP/s)")
                                .arg(model / benchmark).arg(e.forward * peakTflops).arg(e.backward * peakTflops)));
    }
};

QTEST_GUILESS_MAIN(TestAttentionLayers)
#include "test_attention_layers.moc"
