// The grouped-GEMM depth law against the public kernel benchmark it comes from: the DeepGEMM README
// (deepseek-ai/DeepGEMM, February 2025: H800, FP8 with fine-grained scaling, NVCC 12.8), M = 4096
// rows, dense GEMMs over K = 512 … 16384 and contiguous grouped GEMMs (DeepSeek-V3's expert shapes)
// over K = 7168 and 2048.
//
// The law: a GEMM reaches K/(K + x) of its deep-K rate, x = grouped_gemm_half_k × gemmTileScale (2
// for Hopper FP8). Each table has its own deep-K rate (a scale factor); the half-point is shared.
#include <QtTest>
#include <cmath>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/perf/calibration.h"
#include "core/perf/kernel_efficiency.h"

using namespace moe;

namespace {

struct Point {
    double k;
    double tflops;
};

// DeepGEMM README, "Normal GEMMs for dense models", M = 4096 (N = 32768, 24576, 7168, 4096, 7168).
const std::vector<Point> kDense = {{512, 590}, {1536, 990}, {2048, 1025}, {7168, 1304}, {16384, 1358}};
// "Grouped GEMMs for MoE models (contiguous layout)": 4 × 8192 and 8 × 4096 rows.
const std::vector<Point> kGrouped = {{7168, 1297}, {2048, 1099}, {7168, 1288}, {2048, 1093}};

// Least-squares log scale of one table under the law with half-point x.
double logScale(const std::vector<Point>& table, double x) {
    double sum = 0;
    for (const Point& p : table) sum += std::log(p.tflops) - std::log(saturating(p.k, x));
    return sum / static_cast<double>(table.size());
}

double squaredLogError(double x) {
    double sse = 0;
    for (const auto* table : {&kDense, &kGrouped}) {
        const double a = logScale(*table, x);
        for (const Point& p : *table) sse += std::pow(std::log(p.tflops) - a - std::log(saturating(p.k, x)), 2);
    }
    return sse;
}

double hopperFp8TileScale() {
    const HardwareSpec* h100 = builtinCatalog().findHardware("H100-SXM");  // H800: the same SMs and clock
    return gemmTileScale(builtinCalibration(), *h100, Precision::FP8Blockwise);
}

}  // namespace

class TestGemmDepth : public QObject {
    Q_OBJECT
private slots:
    void hopperFp8TilesRunTwiceTheBf16Rate() {
        // H100: 4096 BF16 FLOP per clock per SM (the reference), FP8 at twice BF16 (datasheet).
        QVERIFY(std::fabs(hopperFp8TileScale() - 2.0) < 0.01);  // 1979 / 989.4
    }
    void shippedHalfDepthIsTheBenchmarksBestFit() {
        // Scan the half-point on a 1 % grid; the best fit of both tables together is about 697.
        double bestX = 0, bestErr = 1e300;
        for (double x = 50; x < 5000; x *= 1.01) {
            const double err = squaredLogError(x);
            if (err < bestErr) bestErr = err, bestX = x;
        }
        const double shipped = builtinCalibration().grouped_gemm_half_k * hopperFp8TileScale();
        QVERIFY2(std::fabs(shipped / bestX - 1) < 0.02,
                 qPrintable(QString("shipped %1, best fit %2").arg(shipped).arg(bestX)));
        // With it, every point of both tables is within 3 % of the law (rms 1.7 %).
        for (const auto* table : {&kDense, &kGrouped}) {
            const double a = std::exp(logScale(*table, shipped));
            for (const Point& p : *table) {
                const double model = a * saturating(p.k, shipped);
                QVERIFY2(
                    std::fabs(model / p.tflops - 1) < 0.03,
                    qPrintable(
                        QString("K = %1: law %2, DeepGEMM %3 TFLOP/s").arg(p.k).arg(model, 0, 'f', 0).arg(p.tflops)));
            }
        }
    }
    void deepSeekExpertsLoseWhatTheGroupedTableShows() {
        // DeepSeek-V3's expert on Hopper FP8 (h 7168, f 2048, gated, 8192 rows): the forward's fc2
        // (K = f) runs at 1099/1297 = 0.847 of fc1 (K = h) in the grouped table.
        const double x = builtinCalibration().grouped_gemm_half_k * hopperFp8TileScale();
        const double ratio = saturating(2048, x) / saturating(7168, x);
        QVERIFY2(std::fabs(ratio / (1099.0 / 1297.0) - 1) < 0.04, qPrintable(QString("law %1").arg(ratio)));
        // The whole expert (six GEMMs) keeps less than its widest GEMM and more than its shallowest.
        const double expert = expertGemmDepthFactor({8192, 2048, 7168, 2}, x);
        QVERIFY(expert < saturating(7168, x));
        QVERIFY(expert > saturating(2048, x));
    }
};

QTEST_GUILESS_MAIN(TestGemmDepth)
#include "test_gemm_depth.moc"
