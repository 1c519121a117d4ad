// The real logs in ../shared/data/logs (excerpts; '#' lines mark gaps). Figures read off the files
// by hand. Skipped when the shared data folder is absent.
#include <QtTest>

#include <QFileInfo>

#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"
#include "tests/support/shared_data.h"

using namespace moe::logs;

namespace {
std::string sample(const char* name) { return std::string(MOE_SHARED_DATA_DIR) + "/logs/" + name; }
}  // namespace

class TestLogSamples : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        MOE_REQUIRE_SHARED_DATA(sample("NVIDIA_Megatron-LM_756.log"));
    }

    void megatronLm756() {
        // 11 iteration lines (2,3,29-31,43-45,71-73), 2024 format, one MB memory line for rank 1.
        auto log = parseTrainingLogFile(sample("NVIDIA_Megatron-LM_756.log"));
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(11));
        QVERIFY(log.warnings.empty());
        const auto& first = log->iterations.front();
        QCOMPARE(first.iteration, int64_t(2));
        QCOMPARE(first.total, int64_t(100));
        QCOMPARE(first.timestamp.value_or(""), std::string("2024-04-06 02:55:45"));
        QCOMPARE(first.number("load_balancing_loss").value_or(0), 1.087362);
        QCOMPARE(first.number("num zeros").value_or(-1), 0.0);
        QCOMPARE(log->memory.size(), size_t(1));
        QCOMPARE(log->memory[0].rank.value_or(-1), 1);
        QCOMPARE(log->memory[0].max_allocated_bytes.value_or(0), 54250.98583984375 * 1048576.0);

        // Window 41-50: interval 1, lines 43/44/45 = 5444.9, 5533.8, 5718.6 ms and 239.8, 236.0, 228.4 TFLOP/s.
        // Mean 16697.3/3 = 5565.7667 ms; TFLOP/s time-weighted = Σ t·x / Σ t = 234.63626.
        auto ev = steadyWindow(*log);
        QVERIFY(ev.ok());
        QCOMPARE(ev->log_interval, int64_t(1));
        QCOMPARE(ev->iterations_covered, int64_t(3));
        QCOMPARE(ev->missing_iterations.size(), size_t(7));
        QVERIFY(qFuzzyCompare(ev->step_time_ms_mean, 16697.3 / 3));
        QCOMPARE(ev->step_time_ms_median, 5533.8);
        QCOMPARE(ev->step_time_ms_min, 5444.9);
        QCOMPARE(ev->step_time_ms_max, 5718.6);
        QVERIFY(qAbs(ev->tflops_per_gpu_mean.value_or(0) - 234.63626) < 1e-4);
        QVERIFY(ev->loss_finite);
        QVERIFY(ev->grad_norm_finite);
        QCOMPARE(ev->skipped_iterations, int64_t(0));
        QCOMPARE(ev->nan_iterations, int64_t(0));
        QCOMPARE(ev->peak_max_reserved_bytes.value_or(0), 61480.0 * 1048576.0);

        // GBS 128 matches consumed samples across the gap (5504 - 3968)/(43 - 31) = 128: no warning.
        for (const auto& w : ev->warnings) QVERIFY2(w.find("consumed samples") == std::string::npos, w.c_str());
    }

    void epflMegatronLlm11() {
        // 12 pre-2024 lines (122-125, 142-145, 182-185), no timestamp or throughput, lr .3E, GBS 1024.
        auto log = parseTrainingLogFile(sample("epfLLM_Megatron-LLM_11.log"));
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(12));
        QVERIFY(!log->iterations[0].timestamp);
        QCOMPARE(log->iterations[0].field("learning rate")->raw, std::string("9.150E-06"));
        QCOMPARE(log->iterations[0].total, int64_t(250000));
        QVERIFY(!steadyWindow(*log).ok());  // nothing near 41-50

        // Window 141-145: lines 142-145 = 100863.4, 102477.2, 100973.0, 103061.4 ms; mean 407375/4 = 101843.75,
        // median (100973.0 + 102477.2)/2 = 101725.1; 141 missing (gap 126-141).
        WindowOptions o;
        o.from = 141;
        o.to = 145;
        o.seq_length = 2048;
        o.gpus = 8;
        auto ev = steadyWindow(*log, o);
        QVERIFY(ev.ok());
        QCOMPARE(ev->iterations_covered, int64_t(4));
        QCOMPARE(ev->missing_iterations, std::vector<int64_t>{141});
        QVERIFY(qFuzzyCompare(ev->step_time_ms_mean, 101843.75));
        QVERIFY(qFuzzyCompare(ev->step_time_ms_median, 101725.1));
        QVERIFY(!ev->tflops_per_gpu_mean);
        // tokens/s/GPU = 4*1024*2048 / (407.375 s * 8) = 2574.20
        QVERIFY(qAbs(ev->tokens_per_sec_per_gpu.value_or(0) - 4.0 * 1024 * 2048 / (407.375 * 8)) < 1e-6);
        QVERIFY(ev->loss_finite);
    }
};

QTEST_GUILESS_MAIN(TestLogSamples)
#include "test_log_samples.moc"
