// Why the runner-up loses: the component named is the one that grew most, and a difference below
// 1 % of throughput (well inside the step-time model's cross-validated error) is called a tie.
#include <QtTest>

#include "core/search/search_explanation.h"

using namespace moe;

namespace {

StepEstimate stepOf(double stepS, double tokensPerGpu, double epS) {
    StepEstimate e;
    e.step_time_s = stepS;
    e.tokens_per_s_per_gpu = tokensPerGpu;
    e.breakdown.compute_s = stepS - epS;
    e.breakdown.ep_comm_s = epS;
    return e;
}

}  // namespace

class TestSearchExplanation : public QObject {
    Q_OBJECT
private slots:
    void namesTheComponentAndTheTie() {
        Layout l;
        const std::string levers = "no recompute";
        const StepEstimate best = stepOf(10.0, 1000.0, 1.0);
        // 10 % slower: 1000 → 900 tokens/s/GPU, with 1.1 s more exposed EP communication.
        const StepEstimate slow = stepOf(11.1, 900.0, 2.1);
        const std::string clear = runnerUpReason({l, best, levers}, {l, slow, levers});
        QVERIFY2(clear.find("10.00% slower") != std::string::npos, clear.c_str());
        QVERIFY(clear.find("exposed EP communication is 1.100 s per step larger") != std::string::npos);
        QVERIFY(clear.find("effectively tied") == std::string::npos);
        // 0.5 % slower (1000 → 995): inside the model's error.
        const StepEstimate close = stepOf(10.05, 995.0, 1.05);
        const std::string tied = runnerUpReason({l, best, levers}, {l, close, levers});
        QVERIFY2(tied.find("0.50% slower") != std::string::npos, tied.c_str());
        QVERIFY(tied.find("Within 1 %: effectively tied") != std::string::npos);
        // Exactly 1 % is not called a tie.
        const StepEstimate onePercent = stepOf(10.1, 990.0, 1.1);
        QVERIFY(runnerUpReason({l, best, levers}, {l, onePercent, levers}).find("effectively tied") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSearchExplanation)
#include "test_search_explanation.moc"
