// steadyWindow on synthetic logs: interval-average semantics (a printed line averages
// (previous printed iteration, this one]), iteration-weighted mean, warm-up, NaN loss (the field
// vanishes), grad norm nan, counters, missing throughput, tokens/s, gaps, checkpoints, restarts.
#include <QtTest>

#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"
#include "log_test_util.h"

using namespace moe::logs;
using logtest::mlmLine;

namespace {

TrainingLog parse(const std::string& text) {
    auto log = parseTrainingLog(text, "synthetic.log");
    if (!log.ok()) qFatal("parse failed");
    return *log;
}

bool anyWarning(const WindowEvidence& ev, const char* needle) {
    for (const auto& w : ev.warnings)
        if (QString::fromStdString(w).contains(QLatin1String(needle))) return true;
    return false;
}

// Lines every 10 iterations up to 60, 1000 ms and 300 TFLOP/s except where replaced.
std::string tenByTen() {
    std::string text;
    for (int i = 10; i <= 60; i += 10) text += mlmLine(i, i == 10 ? 9000.0 : 1000.0, i == 10 ? 30.0 : 300.0) + "\n";
    return text;
}

}  // namespace

class TestSteadyWindow : public QObject {
    Q_OBJECT
private slots:
    void intervalTenWindowIsLineFifty() {
        auto ev = steadyWindow(parse(tenByTen()));
        QVERIFY(ev.ok());
        QCOMPARE(ev->log_interval, int64_t(10));
        QCOMPARE(ev->lines.size(), size_t(1));
        QCOMPARE(ev->lines[0].iteration, int64_t(50));
        QCOMPARE(ev->lines[0].covers_from, int64_t(41));
        QCOMPARE(ev->iterations_covered, int64_t(10));
        QVERIFY(ev->missing_iterations.empty());
        QCOMPARE(ev->step_time_ms_mean, 1000.0);
        QCOMPARE(ev->tflops_per_gpu_mean.value_or(0), 300.0);
        QCOMPARE(ev->tflops_source, TflopsSource::Log);
        QVERIFY(ev->loss_finite);
        QVERIFY(ev->grad_norm_finite);
        QVERIFY(!anyWarning(*ev, "warm-up"));
    }

    void firstLineIsWarmUp() {
        auto ev = steadyWindow(parse(tenByTen()), WindowOptions{1, 10, {}, {}, {}, {}});
        QVERIFY(ev.ok());
        QVERIFY(ev->lines[0].warm_up);
        QCOMPARE(ev->step_time_ms_mean, 9000.0);
        QVERIFY(anyWarning(*ev, "warm-up"));
    }

    void windowSpanningSeveralLinesIsIterationWeighted() {
        // Printed at 10,20,30,40,43,50,60 (interval 10): line 43 averages 41-43 (3 iterations) at
        // 1000 ms and 300 TFLOP/s, line 50 averages 44-50 (7) at 2000 ms and 150 TFLOP/s.
        // Mean = (3*1000 + 7*2000)/10 = 1700 ms; median over lines (1000+2000)/2 = 1500.
        // TFLOP/s = total work / total time = (3*1000*300 + 7*2000*150)/(3*1000 + 7*2000) = 176.470588…
        // tokens/s/GPU (GBS 8, seq 4096, 4 GPUs) = 10*8*4096 / (17 s * 4) = 4818.8235…
        std::string text;
        for (int i : {10, 20, 30, 40}) text += mlmLine(i, 1000, 300) + "\n";
        text += mlmLine(43, 1000, 300) + "\n" + mlmLine(50, 2000, 150) + "\n" + mlmLine(60, 1000, 300) + "\n";
        WindowOptions o;
        o.seq_length = 4096;
        o.gpus = 4;
        auto ev = steadyWindow(parse(text), o);
        QVERIFY(ev.ok());
        QCOMPARE(ev->log_interval, int64_t(10));
        QCOMPARE(ev->lines.size(), size_t(2));
        QCOMPARE(ev->lines[0].iterations, int64_t(3));
        QCOMPARE(ev->lines[1].iterations, int64_t(7));
        QCOMPARE(ev->iterations_covered, int64_t(10));
        QCOMPARE(ev->step_time_ms_mean, 1700.0);
        QCOMPARE(ev->step_time_ms_median, 1500.0);
        QCOMPARE(ev->step_time_ms_min, 1000.0);
        QCOMPARE(ev->step_time_ms_max, 2000.0);
        QVERIFY(qFuzzyCompare(ev->tflops_per_gpu_mean.value_or(0), 3000000.0 / 17000.0));
        QVERIFY(qFuzzyCompare(ev->tokens_per_sec_per_gpu.value_or(0), 327680.0 / 68.0));
    }

    void partialIntervalsAreUsedWholeAndFlagged() {
        auto ev = steadyWindow(parse(tenByTen()), WindowOptions{45, 52, {}, {}, {}, {}});
        QVERIFY(ev.ok());
        QCOMPARE(ev->lines.size(), size_t(2));  // 50 (41-50) and 60 (51-60)
        QCOMPARE(ev->iterations_covered, int64_t(8));
        QVERIFY(anyWarning(*ev, "beyond the window"));
    }

    void nanLossDropsTheField() {
        std::string text = tenByTen();
        const std::string nanLine = mlmLine(50, 1000, 300, 8, "");  // no "lm loss" segment
        text.replace(text.find(mlmLine(50, 1000, 300)), mlmLine(50, 1000, 300).size(), nanLine);
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QVERIFY(!ev->loss_finite);
        QVERIFY(!ev->lines[0].loss_finite);
        QVERIFY(anyWarning(*ev, "'lm loss' missing"));
        QCOMPARE(ev->nan_iterations, int64_t(0));  // counters stay 0 for a non-skipped NaN
    }

    void explicitNanLossAndGradNorm() {
        std::string text = mlmLine(40, 1000, 300) + "\n" + mlmLine(50, 1000, 300, 8, "lm loss: nan | ", "nan") + "\n";
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QVERIFY(!ev->loss_finite);
        QVERIFY(!ev->grad_norm_finite);
        QVERIFY(ev->grad_norm_logged);
        QVERIFY(anyWarning(*ev, "grad norm is nan"));
    }

    void skippedAndNanCountersAreSummed() {
        // Interval 5: window 41-50 = lines 45 and 50; counters reset at each print.
        std::string text;
        for (int i = 5; i <= 55; i += 5)
            text += mlmLine(i, 1000, 300, 8, "lm loss: 2.500000E+00 | ", "0.5", i == 45 ? 2 : (i == 50 ? 1 : 0),
                            i == 50 ? 3 : 0) +
                    "\n";
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QCOMPARE(ev->lines.size(), size_t(2));
        QCOMPARE(ev->skipped_iterations, int64_t(3));
        QCOMPARE(ev->nan_iterations, int64_t(3));
    }

    void missingThroughputIsRecomputedFromFlops() {
        std::string text;
        for (int i = 10; i <= 60; i += 10) text += logtest::oldLine(i, 1700.0) + "\n";
        auto plain = steadyWindow(parse(text));
        QVERIFY(plain.ok());
        QVERIFY(!plain->tflops_per_gpu_mean);
        QCOMPARE(plain->tflops_source, TflopsSource::None);
        QVERIFY(anyWarning(*plain, "no throughput"));
        WindowOptions o;
        o.gpus = 4;
        o.flops_per_step = 6.8e15;  // 6.8e15 / (1.7 s * 1e12 * 4) = 1000 TFLOP/s/GPU
        auto ev = steadyWindow(parse(text), o);
        QVERIFY(ev.ok());
        QCOMPARE(ev->tflops_source, TflopsSource::Recomputed);
        QVERIFY(qFuzzyCompare(ev->tflops_per_gpu_mean.value_or(0), 1000.0));
    }

    void megatronDeepSpeedTflopsAreRead() {
        // Issue 41, item 4: Megatron-DeepSpeed's lines end "... | samples per second: ... |
        // tokens per gpu per second (tgs): ... | TFLOPs: 78.46 |" (per GPU), which read as unknown.
        std::string text;
        for (int i = 10; i <= 60; i += 10)
            text +=
                " iteration       " + std::to_string(i) +
                "/  500000 | consumed samples:        " + std::to_string(i * 512) +
                " | elapsed time per iteration (ms): 2000.0 | learning rate: 3.000E-04 | global batch size:   512 | "
                "lm loss: 2.345678E+00 | loss scale: 1.0 | grad norm: 0.123 | number of skipped iterations:   0 | "
                "number of nan iterations:   0 | samples per second: 256.000 | tokens per gpu per second (tgs): "
                "16384.000 | TFLOPs: " +
                std::string(i == 10 ? "39.20" : "78.46") + " |\n";
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QVERIFY(ev->tflops_per_gpu_mean.has_value());
        QVERIFY(qFuzzyCompare(*ev->tflops_per_gpu_mean, 78.46));
        QVERIFY(!anyWarning(*ev, "no throughput"));
    }

    void gapsAreFlaggedAsMissingIterations() {
        // Interval 1 with 43-45 only in the window (like the MLM #756 excerpt).
        std::string text;
        for (int i : {30, 31, 43, 44, 45, 71, 72}) text += mlmLine(i, 100, 10) + "\n";
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QCOMPARE(ev->log_interval, int64_t(1));
        QCOMPARE(ev->iterations_covered, int64_t(3));
        QCOMPARE(ev->missing_iterations, (std::vector<int64_t>{41, 42, 46, 47, 48, 49, 50}));
        QVERIFY(anyWarning(*ev, "41-42, 46-50"));
    }

    void checkpointAndEvalInsideTheWindow() {
        std::string text;
        for (int i = 10; i <= 60; i += 10) {
            text += mlmLine(i, 1000, 300) + "\n";
            if (i == 40) text += "saving checkpoint at iteration      40 to /ckpt in torch_dist format\n";
            if (i == 50) text += " validation loss at iteration 50 | lm loss value: 2.4 |\n";
        }
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QCOMPARE(ev->events_in_window.size(), size_t(1));  // the save after 40 is timed in 41-50; eval after 50 is not
        QCOMPARE(ev->events_in_window[0].kind, LogEventKind::Checkpoint);
        QVERIFY(anyWarning(*ev, "checkpoint save after iteration 40"));
    }

    void consumedSamplesMustMatchGbs() {
        std::string text = mlmLine(40, 1000, 300) + "\n";
        std::string bad = mlmLine(50, 1000, 300, 16);  // GBS 16 but consumed samples grew by (800-320)/10 = 48
        text += bad + "\n";
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QVERIFY(anyWarning(*ev, "consumed samples grew by 48"));
        WindowOptions o;
        o.global_batch_size = 32;
        auto given = steadyWindow(parse(mlmLine(40, 1000, 300) + "\n" + mlmLine(50, 1000, 300) + "\n"), o);
        QVERIFY(given.ok());
        QVERIFY(anyWarning(*given, "differs from the given 32"));
    }

    void truncatedLineCannotProveTheLoss() {
        std::string cut = mlmLine(50, 1000, 300);
        cut = cut.substr(0, cut.find("lm loss") + 5);
        auto ev = steadyWindow(parse(mlmLine(40, 1000, 300) + "\n" + cut + "\n"));
        QVERIFY(ev.ok());
        QVERIFY(!ev->loss_finite);
        QVERIFY(anyWarning(*ev, "loss cannot be verified"));
        QCOMPARE(ev->step_time_ms_mean, 1000.0);
    }

    void peakMemoryIsMaxOverRanks() {
        const std::string text =
            "[Rank 0] (after 10 iterations) memory (MB) | allocated: 100.0 | max allocated: 2000.0 | reserved: 3000.0 | max reserved: 3000.0\n"
            "[Rank 1] (after 10 iterations) memory (MB) | allocated: 100.0 | max allocated: 2500.0 | reserved: 2800.0 | max reserved: 2800.0\n" +
            tenByTen();
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QCOMPARE(ev->peak_max_allocated_bytes.value_or(0), 2500.0 * 1048576.0);
        QCOMPARE(ev->peak_max_reserved_bytes.value_or(0), 3000.0 * 1048576.0);
    }

    void restartUsesTheLaterLines() {
        std::string text = mlmLine(40, 1000, 300) + "\n" + mlmLine(50, 5000, 60) + "\n" + mlmLine(30, 1000, 300) + "\n" +
                           mlmLine(40, 1000, 300) + "\n" + mlmLine(50, 1200, 250) + "\n";
        auto ev = steadyWindow(parse(text));
        QVERIFY(ev.ok());
        QCOMPARE(ev->step_time_ms_mean, 1200.0);
        QVERIFY(anyWarning(*ev, "go back"));
    }

    void errorsForEmptyLogsAndUncoveredWindows() {
        QVERIFY(!steadyWindow(parse("")).ok());
        auto none = steadyWindow(parse(mlmLine(100, 1, 1) + "\n" + mlmLine(110, 1, 1) + "\n"));
        QVERIFY(!none.ok());
        QVERIFY(QString::fromStdString(none.error().toString()).contains("41-50"));
        QVERIFY(!steadyWindow(parse(tenByTen()), WindowOptions{50, 41, {}, {}, {}, {}}).ok());
        std::string garbage(2000, '\0');
        for (size_t i = 0; i < garbage.size(); ++i) garbage[i] = static_cast<char>((i * 7919) & 0xff);
        QVERIFY(!steadyWindow(parse(garbage)).ok());
    }
};

QTEST_GUILESS_MAIN(TestSteadyWindow)
#include "test_steady_window.moc"
