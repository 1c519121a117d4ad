#pragma once
// Runs background computations and delivers only the newest one's result. Each submit() gets an
// increasing generation; older jobs are cancelled cooperatively, and whatever they still return is
// dropped on the GUI thread, so views never flicker back to a stale answer (KDAB hotspot style).
#include <QObject>
#include <QThreadPool>
#include <QVariant>

#include <concepts>
#include <functional>
#include <type_traits>
#include <utility>

#include "jobs/cancellation_token.h"

namespace moe::jobs {

class LatestOnlyRunner : public QObject {
    Q_OBJECT
public:
    explicit LatestOnlyRunner(QObject* parent = nullptr);
    // Cancels outstanding jobs and waits for them, so no worker outlives the runner.
    ~LatestOnlyRunner() override;

    LatestOnlyRunner(const LatestOnlyRunner&) = delete;
    LatestOnlyRunner& operator=(const LatestOnlyRunner&) = delete;

    // Queues `fn` (callable as fn(const JobContext&) or fn()) and returns its generation. The
    // result arrives through resultReady as a QVariant holding the callable's return type.
    template <class Fn>
    quint64 submit(Fn fn) {
        return submitErased([fn = std::move(fn)](const JobContext& ctx) -> QVariant {
            if constexpr (std::invocable<Fn&, const JobContext&>) {
                return QVariant::fromValue(fn(ctx));
            } else {
                return QVariant::fromValue(fn());
            }
        });
    }

    // Cancels every outstanding job; none of their results will be delivered.
    void cancelAll();

    [[nodiscard]] quint64 latestGeneration() const { return latest_; }
    [[nodiscard]] bool isBusy() const { return running_ > 0; }
    // Blocks until all queued jobs have run (tests, shutdown).
    bool waitForDone(int msecs = -1);

signals:
    void resultReady(quint64 generation, const QVariant& result);
    void failed(quint64 generation, const QString& message);
    void progressChanged(quint64 generation, double fraction, const QString& step);
    void busyChanged(bool busy);

private:
    using ErasedJob = std::function<QVariant(const JobContext&)>;
    quint64 submitErased(ErasedJob job);
    void finish(quint64 generation, bool ok, const QVariant& result, const QString& error);

    QThreadPool pool_;  // private so the destructor can wait for exactly our jobs
    quint64 latest_ = 0;
    int running_ = 0;
    CancellationToken current_;
};

}  // namespace moe::jobs
