// LatestOnlyRunner: generation tags make sure only the newest job's result reaches the GUI
// thread, older jobs see cancellation, and the runner never outlives its workers.
#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <thread>

#include "jobs/latest_only_runner.h"

using namespace moe::jobs;
using namespace std::chrono_literals;

class TestLatestOnlyRunner : public QObject {
    Q_OBJECT
private slots:
    void onlyNewestResultIsDelivered() {
        LatestOnlyRunner runner;
        QSignalSpy results(&runner, &LatestOnlyRunner::resultReady);
        QSignalSpy busy(&runner, &LatestOnlyRunner::busyChanged);

        // The first job is the slowest and ignores cancellation, so it finishes last.
        runner.submit([] {
            std::this_thread::sleep_for(300ms);
            return 1;
        });
        runner.submit([] {
            std::this_thread::sleep_for(100ms);
            return 2;
        });
        const quint64 third = runner.submit([] { return 3; });

        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 5000);
        QCOMPARE(results.count(), 1);
        QCOMPARE(results.at(0).at(0).toULongLong(), third);
        QCOMPARE(results.at(0).at(1).value<int>(), 3);
        QCOMPARE(third, runner.latestGeneration());
        // busy went true once and false once, not per job.
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void supersededJobSeesCancellation() {
        LatestOnlyRunner runner;
        QSignalSpy results(&runner, &LatestOnlyRunner::resultReady);
        auto sawCancel = std::make_shared<std::atomic<bool>>(false);
        auto started = std::make_shared<std::atomic<bool>>(false);
        runner.submit([sawCancel, started](const JobContext& ctx) {
            started->store(true);
            for (int i = 0; i < 500 && !ctx.cancelled(); ++i) std::this_thread::sleep_for(10ms);
            sawCancel->store(ctx.cancelled());
            if (ctx.cancelled()) throw JobCancelled{};
            return QStringLiteral("stale");
        });
        QTRY_VERIFY(started->load());
        runner.submit([] { return QStringLiteral("fresh"); });

        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 5000);
        QVERIFY(sawCancel->load());
        QCOMPARE(results.count(), 1);
        QCOMPARE(results.at(0).at(1).toString(), QStringLiteral("fresh"));
    }

    void progressIsForwardedForNewestOnly() {
        LatestOnlyRunner runner;
        QSignalSpy progress(&runner, &LatestOnlyRunner::progressChanged);
        QSignalSpy results(&runner, &LatestOnlyRunner::resultReady);
        const quint64 gen = runner.submit([](const JobContext& ctx) {
            ctx.progress(0.5, "halfway");
            return 42;
        });
        QTRY_COMPARE(results.count(), 1);
        QTRY_COMPARE(progress.count(), 1);
        QCOMPARE(progress.at(0).at(0).toULongLong(), gen);
        QCOMPARE(progress.at(0).at(1).toDouble(), 0.5);
        QCOMPARE(progress.at(0).at(2).toString(), QStringLiteral("halfway"));
    }

    void exceptionBecomesFailedSignal() {
        LatestOnlyRunner runner;
        QSignalSpy failed(&runner, &LatestOnlyRunner::failed);
        QSignalSpy results(&runner, &LatestOnlyRunner::resultReady);
        runner.submit([]() -> int { throw std::runtime_error("model diverged"); });
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(1).toString(), QStringLiteral("model diverged"));
        QCOMPARE(results.count(), 0);
    }

    void cancelAllDropsPendingResult() {
        LatestOnlyRunner runner;
        QSignalSpy results(&runner, &LatestOnlyRunner::resultReady);
        runner.submit([] {
            std::this_thread::sleep_for(50ms);
            return 7;
        });
        runner.cancelAll();
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 5000);
        QCOMPARE(results.count(), 0);
    }

    void destructorWaitsForRunningJobs() {
        auto started = std::make_shared<std::atomic<bool>>(false);
        auto finished = std::make_shared<std::atomic<bool>>(false);
        {
            LatestOnlyRunner runner;
            runner.submit([started, finished] {
                started->store(true);
                std::this_thread::sleep_for(100ms);
                finished->store(true);
                return 0;
            });
            // A job cancelled before it starts is skipped; this one must be mid-run.
            QTRY_VERIFY(started->load());
        }
        // The running job had to finish inside ~LatestOnlyRunner; its queued result is discarded.
        QVERIFY(finished->load());
        QCoreApplication::processEvents();
    }

    void tokenCopiesShareState() {
        CancellationToken a;
        const CancellationToken b = a;
        const auto poll = b.asCallback();
        QVERIFY(!poll());
        a.cancel();
        QVERIFY(b.isCancelled());
        QVERIFY(poll());
    }
};

QTEST_MAIN(TestLatestOnlyRunner)
#include "test_latest_only_runner.moc"
