// The kernel-level laws of the step-time model v2 on hand-computed values: saturating size laws,
// GEMM operand traffic per FLOP, attention forward/backward efficiency, and the per-operation HBM
// bytes of a decoder layer.
#include <QtTest>

#include <cmath>

#include "core/catalog/catalog.h"
#include "core/perf/compute_time.h"
#include "core/perf/hbm_traffic.h"
#include "core/perf/kernel_efficiency.h"

using namespace moe;

class TestKernelPhysics : public QObject {
    Q_OBJECT
private slots:
    void sizeLaws() {
        QCOMPARE(saturating(512, 512), 0.5);
        QCOMPARE(saturating(0, 512), 0.0);
        QCOMPARE(saturating(7, 0), 1.0);  // no size effect
        Calibration c;
        c.eta_dense_gemm = 0.9;
        c.dense_gemm_half_tokens = 128;
        // 0.9 × 384/(384+128) = 0.675.
        QVERIFY(std::fabs(denseGemmEfficiency(384, c) - 0.675) < 1e-12);
        c.eta_grouped_gemm = 0.5;
        c.grouped_gemm_half_rows = 128;
        c.grouped_gemm_half_rows = 1024;
        c.grouped_gemm_half_k = 1024;
        // Every size at its half-point (ungated, so all six GEMMs reduce over 1024):
        // 0.5 × 1024/2048 × 1024/2048 = 0.125 of the ceiling (independent of the dense constant).
        QVERIFY(std::fabs(groupedGemmEfficiency({1024, 1024, 1024, 1}, c) - 0.125) < 1e-12);
        // Six depths (gated, f = 512, h = 1536, 3072 rows, half 512): per unit of FLOPs the GEMMs
        // cost (K+512)/K: fc1 (2 units each) over h 4/3, over 2f 3/2, over the rows 7/6 → 2 × 4 = 8;
        // fc2 (1 unit each) over f 2, over h 4/3, over the rows 7/6 → 4.5; 9 units / 12.5 = 0.72.
        QVERIFY(std::fabs(expertGemmDepthFactor({3072, 512, 1536, 2}, 512) - 0.72) < 1e-12);
        QCOMPARE(expertGemmDepthFactor({3072, 512, 1536, 2}, 0), 1.0);
        QCOMPARE(expertGemmDepthFactor({0, 512, 1536, 2}, 512), 0.0);  // a dense layer has no expert rows
        c.eta_attention = 0.75;
        c.attention_half_seq = 512;
        c.attention_bwd_ratio = 0.8;
        const AttentionEfficiency a = attentionEfficiency(1536, c);
        // 0.75 × 1536/2048 = 0.5625 forward, × 0.8 = 0.45 backward.
        QVERIFY(std::fabs(a.forward - 0.5625) < 1e-12);
        QVERIFY(std::fabs(a.backward - 0.45) < 1e-12);
    }
    void sizeLawsScaleWithTheTileRate() {
        Calibration c;
        c.eta_dense_gemm = 0.9;
        c.dense_gemm_half_tokens = 128;
        c.eta_grouped_gemm = 0.8;
        c.grouped_gemm_half_rows = 500;
        c.grouped_gemm_half_k = 500;
        // A 4x faster tile (Blackwell MXFP8 against Hopper BF16) stretches every half-point 4x:
        // 0.9 × 512/(512+512) = 0.45 dense; 0.8 × 2000/(2000+2000) × 2000/(2000+2000) = 0.2 grouped
        // (2000 rows, ungated 2000-wide experts, hidden 2000: every depth is 2000).
        QVERIFY(std::fabs(denseGemmEfficiency(512, c, 4.0) - 0.45) < 1e-12);
        QVERIFY(std::fabs(groupedGemmEfficiency({2000, 2000, 2000, 1}, c, 4.0) - 0.2) < 1e-12);
        // The same shapes at the Hopper BF16 rate: 0.9 × 512/640 = 0.72.
        QVERIFY(std::fabs(denseGemmEfficiency(512, c) - 0.72) < 1e-12);

        // gemmTileScale from the datasheets: B200 has twice Hopper's BF16 FLOP per clock per SM
        // (8192 vs 4096) and FP8 runs at twice BF16, so MXFP8 tiles run 4x; H100 BF16 is the
        // reference (1); a GPU without the figure is not scaled.
        const Calibration& builtin = builtinCalibration();
        const HardwareSpec* b200 = builtinCatalog().findHardware("B200-HGX");
        const HardwareSpec* h100 = builtinCatalog().findHardware("H100-SXM");
        QVERIFY(b200 && h100);
        QCOMPARE(gemmTileScale(builtin, *b200, Precision::MXFP8), 8192.0 / 4096.0 * (b200->fp8_tflops / b200->bf16_tflops));
        QVERIFY(std::fabs(gemmTileScale(builtin, *b200, Precision::MXFP8) - 4.0) < 0.01);
        QCOMPARE(gemmTileScale(builtin, *b200, Precision::BF16), 2.0);
        QCOMPARE(gemmTileScale(builtin, *h100, Precision::BF16), 1.0);
        HardwareSpec unknown = *h100;
        unknown.name = "not-in-the-ceiling-table";
        QCOMPARE(gemmTileScale(builtin, unknown, Precision::MXFP8), 1.0);
    }
    void attentionByHeadDimension() {
        Calibration c;
        c.eta_attention = 0.6;
        c.attention_half_seq = 512;
        c.attention_bwd_ratio = 0.75;
        c.attention_half_head_dim = 54;
        // Stated at d = 128: unchanged there; d = 64 gets [64/118] / [128/182] = 0.7712 of it, and
        // d = 256 gets [256/310] / [128/182] = 1.1742 (FlashAttention-3's ~0.77x and ~1.17x).
        const double atSeq = 0.6 * 4096.0 / (4096.0 + 512.0);
        QVERIFY(std::fabs(attentionEfficiency(4096, c, 128).forward - atSeq) < 1e-12);
        QVERIFY(std::fabs(attentionEfficiency(4096, c, 64).forward / atSeq - (64.0 / 118.0) / (128.0 / 182.0)) < 1e-12);
        QVERIFY(std::fabs(attentionEfficiency(4096, c, 256).forward / atSeq - (256.0 / 310.0) / (128.0 / 182.0)) < 1e-12);
        QVERIFY(std::fabs((64.0 / 118.0) / (128.0 / 182.0) - 0.7712) < 1e-4);
        // Without a head dimension (or with the law off) nothing changes.
        QVERIFY(std::fabs(attentionEfficiency(4096, c).forward - atSeq) < 1e-12);
        c.attention_half_head_dim = 0;
        QVERIFY(std::fabs(attentionEfficiency(4096, c, 64).forward - atSeq) < 1e-12);
    }
    void tileQuantisation() {
        // 2880 columns (GPT-OSS's hidden and expert width) in 256-wide tiles: 12 tiles = 3072, 93.75 %.
        QCOMPARE(tileFill(2880, 256), 0.9375);
        QCOMPARE(tileFill(4096, 256), 1.0);
        QCOMPARE(tileFill(2880, 0), 1.0);  // off
        // A 2880 → 2880 linear: forward and input gradient each 1/0.9375, weight gradient
        // 1/0.9375² → (1.06667 + 1.06667 + 1.13778) / 3 = 1.09037.
        QVERIFY(std::fabs(linearTileFactor(2880, 2880, 256) - (2.0 / 0.9375 + 1.0 / (0.9375 * 0.9375)) / 3.0) < 1e-12);
        QVERIFY(std::fabs(linearTileFactor(2880, 2880, 256) - 1.09037) < 1e-5);
        QCOMPARE(linearTileFactor(7168, 2048, 256), 1.0);  // DeepSeek-V3's widths are whole tiles
        // In the step model: GPT-OSS's gated experts (fc1 2880 → 5760, fc2 2880 → 2880; 5760 fills
        // 5760/5888 of 23 tiles) weigh fc1 twice: (2 × 1.05975 + 1.09037) / 3 = 1.06996.
        const Catalog& cat = builtinCatalog();
        Recipe r;
        r.model = *cat.findModel("GPT-OSS-120B");
        r.hardware = *cat.findHardware("H100-SXM");
        r.layout.ep = 8;
        r.layout.micro_batch_size = 1;
        r.layout.global_batch_size = 8;
        r.layout.seq_length = 4096;
        r.layout.world_size = 8;
        Calibration tiled = builtinCalibration(), untiled = builtinCalibration();
        tiled.gemm_tile_width = 256;
        untiled.gemm_tile_width = 0;
        const double ratio = computeTimes(r, tiled).moe_layer.routed_experts_s / computeTimes(r, untiled).moe_layer.routed_experts_s;
        QVERIFY2(std::fabs(ratio - 1.06996) < 1e-4, qPrintable(QString::number(ratio, 'g', 8)));
    }
    void gemmTraffic() {
        // M=N=K=1024, FP8 inputs: (M·K + K·N)·1 + 2·M·N = 4·2^20 B for 2·2^30 FLOPs: 1/512 B/FLOP.
        QVERIFY(std::fabs(gemmBytesPerFlop(1024, 1024, 1024, 1.0) - 1.0 / 512.0) < 1e-15);
        // A narrow expert GEMM (N = 768) moves more bytes per FLOP than a wide one (N = 7168).
        QVERIFY(gemmBytesPerFlop(16384, 768, 2048, 1.0) > gemmBytesPerFlop(16384, 7168, 2048, 1.0));
        QCOMPARE(gemmBytesPerFlop(0, 1, 1, 1.0), 0.0);
    }
    void hbmBytesPerOperation() {
        ModelSpec m;
        m.hidden_size = 1024;
        m.num_attention_heads = 8;
        m.num_query_groups = 2;
        m.kv_channels = 128;
        m.ffn_hidden_size = 4096;
        m.gated_linear_unit = true;
        m.rotary_percent = 1.0;
        TrainingOptions bf16;
        const LayerHbmBytes dense = layerHbmBytes(m, bf16, false, {});
        // Two norms and two residual adds over h: each 5 passes (fwd read+write, bwd 2 reads + write)
        // of 2 B: 2 × 5 × 1024 × 2 = 20480 B each group.
        QCOMPARE(dense.norms, 20480.0);
        QCOMPARE(dense.residuals, 20480.0);
        // RoPE on Q and K heads: (8 + 2) × 128 wide, 5 passes × 2 B = 12800 B.
        QCOMPARE(dense.rope, 12800.0);
        // SwiGLU over f = 4096: forward reads 2f writes f, backward reads 2f + f writes 2f: 8f × 2 B.
        QCOMPARE(dense.activation, 8.0 * 4096 * 2);
        QCOMPARE(dense.quantize, 0.0);  // BF16: no casts
        QCOMPARE(dense.permute, 0.0);
        // MXFP8 adds 2 B (row + column FP8 copy) per element of every GEMM input and output gradient:
        // attention h + n·d + (n+2g)·d + h = 1024 + 1024 + 1536 + 1024, MLP h + f + 2f + h = 14336.
        TrainingOptions mx;
        mx.precision = Precision::MXFP8;
        QCOMPARE(layerHbmBytes(m, mx, false, {}).quantize, 2.0 * (1024 + 1024 + 1536 + 1024 + 1024 + 4096 + 8192 + 1024));
        // MoE layer with the alltoall dispatcher pays permute/unpermute (fwd+bwd) over 1 + k copies:
        // 2 × 2 × (h + 2h) × 2 B with k = 2; a flex dispatcher fuses it into dispatch/combine.
        m.moe.num_experts = 8;
        m.moe.top_k = 2;
        m.moe.ffn_hidden_size = 512;
        HbmShape shape;
        shape.routed_copies = 2;
        TrainingOptions a2a;
        a2a.dispatcher = Dispatcher::AllToAll;
        QCOMPARE(layerHbmBytes(m, a2a, true, shape).permute, 2.0 * 2.0 * 3.0 * 1024 * 2.0);
        TrainingOptions flex;
        flex.dispatcher = Dispatcher::FlexHybridEP;
        QCOMPARE(layerHbmBytes(m, flex, true, shape).permute, 0.0);
        QCOMPARE(layerHbmBytes(m, flex, true, shape).activation, 2.0 * 8.0 * 512 * 2);  // per routed copy
    }
};

QTEST_GUILESS_MAIN(TestKernelPhysics)
#include "test_kernel_physics.moc"
