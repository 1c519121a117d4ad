// proposeWindow and printedIterations (issue 26 §3): a log that does not print iterations 41-50
// gets a window it does print, the last printed iterations after the warm-up line, and the reason
// names what the log prints. Synthetic logs: every iteration 1..30; a printout with gaps.
#include <QtTest>

#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"
#include "log_test_util.h"

using namespace moe::logs;
using logtest::mlmLine;

namespace {

TrainingLog parseProposal(const std::string& text) {
    auto log = parseTrainingLog(text, "synthetic.log");
    if (!log.ok()) qFatal("parse failed");
    return *log;
}

std::string lines(std::initializer_list<std::pair<int, int>> spans) {
    std::string text;
    for (const auto& [from, to] : spans)
        for (int i = from; i <= to; ++i) text += mlmLine(i, i == 1 ? 9000.0 : 1000.0, 300.0) + "\n";
    return text;
}

}  // namespace

class TestWindowProposal : public QObject {
    Q_OBJECT
private slots:
    void logOfThirtyIterationsGetsTheLastTen() {
        const TrainingLog log = parseProposal(lines({{1, 30}}));
        // The default window is not printed: the error says what is.
        auto fixed = steadyWindow(log);
        QVERIFY(!fixed.ok());
        QVERIFY2(QString::fromStdString(fixed.error().toString()).contains("the log prints iterations 1-30"),
                 fixed.error().toString().c_str());

        auto p = proposeWindow(log);
        QVERIFY(p.ok());
        // 30 lines, one iteration each: the last ten are 21-30, all past the warm-up line 1.
        QCOMPARE(p->from, int64_t(21));
        QCOMPARE(p->to, int64_t(30));
        const QString reason = QString::fromStdString(p->reason);
        QVERIFY2(reason.contains("iterations 21-30") && reason.contains("warm-up skipped") &&
                     reason.contains("prints iterations 1-30, not 41-50"),
                 qPrintable(reason));

        auto ev = steadyWindow(log, WindowOptions{p->from, p->to, {}, {}, {}, {}});
        QVERIFY(ev.ok());
        QCOMPARE(ev->iterations_covered, int64_t(10));
        QCOMPARE(ev->step_time_ms_mean, 1000.0);  // the 9000 ms warm-up line stays out
    }

    void aLogThatStartsLateSkipsOnlyItsFirstLine() {
        // Review 23: a log printing 122-160 was said to have skipped "iterations 1-10", which it
        // never printed. Its window skips the first printed line, named by its iteration.
        auto p = proposeWindow(parseProposal(lines({{122, 160}})));
        QVERIFY(p.ok());
        QCOMPARE(p->to, int64_t(160));
        QCOMPARE(p->from, int64_t(151));  // the last ten printed, all after line 122
        const QString reason = QString::fromStdString(p->reason);
        QVERIFY2(reason.contains("warm-up skipped: the first printed line, iteration 122)") && !reason.contains("1-10"),
                 qPrintable(reason));
        // A log from iteration 1 still names both.
        auto early = proposeWindow(parseProposal(lines({{1, 30}})));
        QVERIFY(early.ok());
        QVERIFY(QString::fromStdString(early->reason).contains("the first printed line and iterations 1-10"));
    }

    void defaultWindowWinsWhenPrinted() {
        auto p = proposeWindow(parseProposal(lines({{1, 60}})));
        QVERIFY(p.ok());
        QCOMPARE(p->from, int64_t(41));
        QCOMPARE(p->to, int64_t(50));
    }

    void aDefaultWindowPrintedInPartIsNotKept() {
        // As NVIDIA_Megatron-LM_756.log prints: 43-45 inside 41-50, then nothing until 122. Three
        // printed iterations of ten are not the usual window: the proposal walks back from the end.
        const TrainingLog log = parseProposal(lines({{1, 1}, {43, 45}, {122, 125}, {142, 145}, {182, 185}}));
        auto p = proposeWindow(log);
        QVERIFY(p.ok());
        QVERIFY2(!(p->from == 41 && p->to == 50), p->reason.c_str());
        QCOMPARE(p->to, int64_t(185));
        // Review 8: with lines at 2-3, 29-31, 43-45 and 71-73 (NVIDIA_Megatron-LM_756.log) the
        // window started at iteration 3, "after warm-up" though it is the log's second iteration.
        // Lines inside iterations 1-10 are warm-up too: the window is 29-73 with nine printed.
        const auto sparse = proposeWindow(parseProposal(lines({{2, 3}, {29, 31}, {43, 45}, {71, 73}})));
        QVERIFY(sparse.ok());
        QCOMPARE(sparse->from, int64_t(29));
        QCOMPARE(sparse->to, int64_t(73));
        QVERIFY2(QString::fromStdString(sparse->reason).contains("the last 9 printed iterations (warm-up skipped"),
                 sparse->reason.c_str());
        // The whole window printed, or all but one line of it at one-line intervals: kept.
        QCOMPARE(proposeWindow(parseProposal(lines({{1, 1}, {41, 50}}))).value().from, int64_t(41));
        QCOMPARE(proposeWindow(parseProposal(lines({{1, 1}, {40, 48}, {50, 60}}))).value().from, int64_t(41));
    }

    void gapsAreNamedAndSkipped() {
        // As epfLLM_Megatron-LLM_11.log prints: three blocks of four iterations.
        const TrainingLog log = parseProposal(lines({{122, 125}, {142, 145}, {182, 185}}));
        QCOMPARE(QString::fromStdString(printedIterations(log)), QStringLiteral("122-125, 142-145, 182-185"));
        auto p = proposeWindow(log);
        QVERIFY(p.ok());
        // Ten printed iterations back from 185, not counting 122 (warm-up): 124-125, 142-145, 182-185.
        QCOMPARE(p->from, int64_t(124));
        QCOMPARE(p->to, int64_t(185));
        auto ev = steadyWindow(log, WindowOptions{p->from, p->to, {}, {}, {}, {}});
        QVERIFY(ev.ok());
        QCOMPARE(ev->iterations_covered, int64_t(10));
    }

    void singleLineIsItsOwnWindow() {
        // One line at 30 averages iterations 1-30 (the loader's reading of a lone line), short of 41.
        auto p = proposeWindow(parseProposal(mlmLine(30, 1000.0, 300.0) + "\n"));
        QVERIFY(p.ok());
        QCOMPARE(p->from, int64_t(1));
        QCOMPARE(p->to, int64_t(30));
        QVERIFY(QString::fromStdString(p->reason).contains("includes warm-up"));
        QVERIFY(!proposeWindow(parseProposal("")).ok());
    }
};

QTEST_GUILESS_MAIN(TestWindowProposal)
#include "test_window_proposal.moc"
