// parseTrainingLog on synthetic logs of every format variant (domain §10): current MLM with µs
// timestamps, 2024, pre-2024, Bridge (GB memory lines), rank prefixes and ANSI codes, memory and
// theoretical-memory lines, timer blocks, nan/inf, truncated lines, and malformed input.
#include <QtTest>

#include <cmath>
#include <random>

#include "core/logs/log_parser.h"
#include "log_test_util.h"

using namespace moe::logs;

class TestLogParser : public QObject {
    Q_OBJECT
private slots:
    void currentFormatWithMicroseconds() {
        const std::string text =
            " [2026-02-01 10:00:50.123456] iteration       50/     100 | consumed samples:         6400 | elapsed time per iteration "
            "(ms): 1234.5 | throughput per GPU (TFLOP/s/GPU): 400.1 | energy per GPU (J/iter/GPU): 812.0 | learning rate: "
            "1.000000E-04 | global batch size:   128 | lm loss: 2.500000E+00 | mtp_1 loss: 2.600000E+00 | loss scale: 1.0 | "
            "grad norm: 0.500 | number of skipped iterations:   0 | number of nan iterations:   0 |\n";
        auto log = parseTrainingLog(text, "mlm.log");
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(1));
        const auto& r = log->iterations[0];
        QCOMPARE(r.line, 1);
        QCOMPARE(r.iteration, int64_t(50));
        QCOMPARE(r.total, int64_t(100));
        QCOMPARE(r.timestamp.value_or(""), std::string("2026-02-01 10:00:50.123456"));
        QVERIFY(!r.truncated);
        QCOMPARE(r.fields.size(), size_t(12));
        QCOMPARE(r.number("elapsed time per iteration (ms)").value_or(0), 1234.5);
        QCOMPARE(r.number("energy per GPU (J/iter/GPU)").value_or(0), 812.0);  // unknown key kept
        QCOMPARE(r.number("mtp_1 loss").value_or(0), 2.6);
        QCOMPARE(r.number("learning rate").value_or(0), 1e-4);
        QCOMPARE(r.field("global batch size")->raw, std::string("128"));
        QVERIFY(log.warnings.empty());
        QVERIFY(isLossKey("lm loss") && isLossKey("mtp_1 loss") && isLossKey("load_balancing_loss"));
        QVERIFY(!isLossKey("loss scale") && !isLossKey("grad norm"));
    }

    void format2024AndPre2024() {
        const std::string text =
            " [2024-04-06 02:55:45] iteration        2/     100 | consumed samples:          256 | elapsed time per iteration (ms): "
            "5630.1 | throughput per GPU (TFLOP/s/GPU): 231.9 | learning rate: 4.000000E-07 | global batch size:   128 | lm loss: "
            "2.021530E+00 | load_balancing_loss: 1.087362E+00 | loss scale: 1.0 | grad norm: 6.895 | num zeros: 0.0 | number of "
            "skipped iterations:   0 | number of nan iterations:   0 |\n" +
            logtest::oldLine(122, 86545.2) + "\n";
        auto log = parseTrainingLog(text, "x");
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(2));
        QCOMPARE(log->iterations[0].timestamp.value_or(""), std::string("2024-04-06 02:55:45"));
        QCOMPARE(log->iterations[0].number("load_balancing_loss").value_or(0), 1.087362);
        QCOMPARE(log->iterations[0].number("num zeros").value_or(-1), 0.0);
        QVERIFY(!log->iterations[1].timestamp);
        QCOMPARE(log->iterations[1].field("learning rate")->raw, std::string("9.150E-06"));
        QCOMPARE(log->iterations[1].number("learning rate").value_or(0), 9.15e-6);
        QCOMPARE(log->iterations[1].total, int64_t(250000));
        QVERIFY(!log->iterations[1].field("throughput per GPU (TFLOP/s/GPU)"));
    }

    void bridgeLinesAndGigabytes() {
        const std::string text =
            "p4_v2_perf/0 [Rank 1] (after 2 iterations) memory (GB) | mem-allocated-gigabytes: 63.66 | mem-active-gigabytes: 63.66 | "
            "mem-reserved-gigabytes: 182.2 | mem-max-allocated-gigabytes: 153.4 | mem-max-reserved-gigabytes: 182.2 | "
            "mem-alloc-retires: 0\n"
            " [2026-01-05 11:22:33] iteration       10/      50 | consumed samples:          640 | elapsed time per iteration (ms): "
            "9000.0 | throughput per GPU (TFLOP/s/GPU): 600.0 | learning rate: 0.000000E+00 | global batch size:    64 | lm loss: "
            "1.100000E+01 | loss scale: 1.0 | grad norm: 12.000 | max attention logit: 42.5 | number of skipped iterations:   0 | "
            "number of nan iterations:   0 |\n";
        auto log = parseTrainingLog(text, "bridge.log");
        QVERIFY(log.ok());
        QCOMPARE(log->memory.size(), size_t(1));
        const auto& m = log->memory[0];
        QCOMPARE(m.rank.value_or(-1), 1);
        QCOMPARE(m.after_iterations.value_or(-1), int64_t(2));
        QCOMPARE(m.unit, std::string("GB"));
        QCOMPARE(m.max_allocated_bytes.value_or(0), 153.4e9);
        QCOMPARE(m.max_reserved_bytes.value_or(0), 182.2e9);
        QCOMPARE(m.allocated_bytes.value_or(0), 63.66e9);
        QCOMPARE(log->iterations.size(), size_t(1));
        QCOMPARE(log->iterations[0].number("learning rate").value_or(-1), 0.0);  // Bridge prints lr always
        QCOMPARE(log->iterations[0].number("max attention logit").value_or(0), 42.5);
    }

    void megabyteMemoryAndStartupLines() {
        const std::string text =
            "Theoretical memory footprints: weight and optimizer=15000.50 MB, activation=2048.25 MB, total=17048.75 MB\n"
            "[Rank 3] (after 10 iterations) memory (MB) | allocated: 54250.97802734375 | max allocated: 54250.98583984375 | "
            "reserved: 61480.0 | max reserved: 61480.0\n";
        auto log = parseTrainingLog(text, "x");
        QVERIFY(log.ok());
        QVERIFY(log->theoretical_memory);
        QCOMPARE(log->theoretical_memory->weight_and_optimizer_mb.value_or(0), 15000.5);
        QCOMPARE(log->theoretical_memory->activation_mb.value_or(0), 2048.25);
        QCOMPARE(log->theoretical_memory->total_mb.value_or(0), 17048.75);
        QCOMPARE(log->memory.size(), size_t(1));
        QCOMPARE(log->memory[0].rank.value_or(-1), 3);
        QCOMPARE(log->memory[0].unit, std::string("MB"));
        QCOMPARE(log->memory[0].max_allocated_bytes.value_or(0), 54250.98583984375 * 1048576.0);
        QCOMPARE(log->memory[0].reserved_bytes.value_or(0), 61480.0 * 1048576.0);
        QCOMPARE(log.warnings.size(), size_t(1));  // no iteration line
    }

    void rankPrefixesAndAnsiCodes() {
        const std::string text = "[rank7]: \x1b[32m" + logtest::mlmLine(10, 100.0, 50.0) + "\x1b[0m\r\n" + "0: " +
                                 logtest::mlmLine(20, 110.0, 55.0) + "\n" + "[default3]:\x1b]0;title\x07" +
                                 logtest::mlmLine(30, 120.0, 60.0) + "\n";
        auto log = parseTrainingLog(text, "x");
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(3));
        for (const auto& r : log->iterations) {
            QVERIFY(!r.truncated);
            QVERIFY(r.timestamp);
        }
        QCOMPARE(log->iterations[0].number("elapsed time per iteration (ms)").value_or(0), 100.0);
        QCOMPARE(log->iterations[2].iteration, int64_t(30));
        QCOMPARE(stripAnsi("\x1b[1;31mred\x1b[0m"), std::string("red"));
        QVERIFY(log.warnings.empty());
    }

    void timerBlocksAndEvents() {
        const std::string text = logtest::mlmLine(10, 100, 50) +
                                 "\n(min, max) time across ranks (ms):\n    forward-backward ...............................: "
                                 "(5348.75, 5349.03)\n    optimizer ......................................: (50.11, 50.20)\n"
                                 "saving checkpoint at iteration      10 to /ckpt in torch_dist format\n"
                                 " validation loss at iteration 10 | lm loss value: 2.4 | lm loss PPL: 11.0 |\n"
                                 "time (ms) | forward-compute: 12.5 | backward-compute: 20.0\n";
        auto log = parseTrainingLog(text, "x");
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(1));
        QCOMPARE(log->timers.size(), size_t(2));
        QCOMPARE(log->timers[0].lines.size(), size_t(3));
        QCOMPARE(log->timers[0].after_iteration.value_or(-1), int64_t(10));
        QCOMPARE(log->events.size(), size_t(2));
        QCOMPARE(log->events[0].kind, LogEventKind::Checkpoint);
        QCOMPARE(log->events[0].iteration.value_or(-1), int64_t(10));
        QCOMPARE(log->events[1].kind, LogEventKind::Evaluation);
    }

    void numbersIncludingNanAndInf() {
        QCOMPARE(parseLogNumber(" 5630.1 ").value_or(0), 5630.1);
        QCOMPARE(parseLogNumber("4.000000E-07").value_or(0), 4e-7);
        QCOMPARE(parseLogNumber("+1.5").value_or(0), 1.5);
        QVERIFY(std::isnan(parseLogNumber("nan").value_or(0)));
        QVERIFY(std::isinf(parseLogNumber("inf").value_or(0)));
        QVERIFY(std::isinf(parseLogNumber("-inf").value_or(0)));
        QVERIFY(!parseLogNumber("12abc"));
        QVERIFY(!parseLogNumber(""));
        auto log = parseTrainingLog(logtest::mlmLine(10, 100, 50, 8, "", "nan"), "x");
        QVERIFY(log.ok());
        QVERIFY(std::isnan(log->iterations[0].number("grad norm").value_or(0)));
    }

    void truncatedLineIsKeptWithWarning() {
        std::string line = logtest::mlmLine(20, 100, 50);
        line = line.substr(0, line.find("grad norm") + 14);  // "... | grad norm: 0.5" cut mid-field
        const std::string text = logtest::mlmLine(10, 100, 50) + "\n" + line + "\n";
        auto log = parseTrainingLog(text, "cut.log");
        QVERIFY(log.ok());
        QCOMPARE(log->iterations.size(), size_t(2));
        QVERIFY(!log->iterations[0].truncated);
        QVERIFY(log->iterations[1].truncated);
        QVERIFY(!log->iterations[1].field("grad norm"));  // the cut-off last field is dropped
        QVERIFY(log->iterations[1].field("loss scale"));
        QCOMPARE(log.warnings.size(), size_t(1));
        QVERIFY(QString::fromStdString(log.warnings[0]).contains("cut.log:2"));
        QVERIFY(QString::fromStdString(log.warnings[0]).contains("truncated"));
    }

    void malformedInputNeverCrashes() {
        auto empty = parseTrainingLog("", "empty.log");
        QVERIFY(empty.ok());
        QVERIFY(empty->iterations.empty());
        QCOMPARE(empty.warnings.size(), size_t(1));

        auto overflow = parseTrainingLog("iteration 99999999999999999999999/ 5 |\niteration / |\niteration 5/|\n", "x");
        QVERIFY(overflow.ok());
        QVERIFY(overflow->iterations.empty());

        // Deterministic garbage built from log fragments, NUL bytes and random bytes.
        std::mt19937 rng(12345);
        const std::string pieces[] = {"iteration ", "12", "/", " | ", ":", "nan", "\x1b[", "memory (MB)", "memory (GB)",
                                      "[Rank ", "(after ", "\n", "\r", "...:", "(", "=", "Theoretical memory footprints:",
                                      "saving checkpoint at iteration", std::string(1, '\0'), "\xff\xfe", "E+99", "-"};
        for (int round = 0; round < 200; ++round) {
            std::string text;
            const int n = static_cast<int>(rng() % 200);
            for (int i = 0; i < n; ++i) {
                if (rng() % 3 == 0) text.push_back(static_cast<char>(rng() & 0xff));
                else text += pieces[rng() % std::size(pieces)];
            }
            auto log = parseTrainingLog(text, "garbage");
            QVERIFY(log.ok());
        }
        std::string binary(4096, '\0');
        for (auto& c : binary) c = static_cast<char>(rng() & 0xff);
        auto bin = parseTrainingLog(binary, "bin");
        QVERIFY(bin.ok());
        QVERIFY(bin.warnings.size() >= 1);
    }

    void missingFileIsAnError() {
        auto log = parseTrainingLogFile("/nonexistent/dir/train.log");
        QVERIFY(!log.ok());
        QVERIFY(QString::fromStdString(log.error().toString()).contains("/nonexistent/dir/train.log"));
    }
};

QTEST_GUILESS_MAIN(TestLogParser)
#include "test_log_parser.moc"
