#include "jobs/latest_only_runner.h"

#include <exception>

#include <QMetaObject>

namespace moe::jobs {

LatestOnlyRunner::LatestOnlyRunner(QObject* parent) : QObject(parent) {
    // Two threads: a cancelled job may still be winding down while its successor starts.
    pool_.setMaxThreadCount(2);
}

LatestOnlyRunner::~LatestOnlyRunner() {
    cancelAll();
    pool_.waitForDone();
}

void LatestOnlyRunner::cancelAll() {
    current_.cancel();
    current_ = CancellationToken{};
    // Bumping the generation makes every in-flight result stale without a new job.
    ++latest_;
}

bool LatestOnlyRunner::waitForDone(int msecs) { return pool_.waitForDone(msecs); }

quint64 LatestOnlyRunner::submitErased(ErasedJob job) {
    current_.cancel();
    current_ = CancellationToken{};
    const quint64 generation = ++latest_;
    if (running_++ == 0) emit busyChanged(true);

    JobContext ctx;
    ctx.token = current_;
    // Progress is marshalled to the GUI thread; stale generations are filtered there.
    ctx.report = [this, generation](const Progress& p) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, fraction = p.fraction, step = QString::fromStdString(p.step)] {
                if (generation == latest_) emit progressChanged(generation, fraction, step);
            },
            Qt::QueuedConnection);
    };

    pool_.start([this, generation, job = std::move(job), ctx = std::move(ctx)] {
        QVariant result;
        QString error;
        bool ok = false;
        try {
            if (!ctx.cancelled()) {
                result = job(ctx);
                ok = true;
            }
        } catch (const JobCancelled&) {
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        } catch (...) {
            error = QStringLiteral("unknown error in background job");
        }
        // The destructor waits for the pool, so `this` is alive here; posted events for a
        // destroyed receiver are discarded by Qt.
        QMetaObject::invokeMethod(
            this, [this, generation, ok, result, error] { finish(generation, ok, result, error); },
            Qt::QueuedConnection);
    });
    return generation;
}

void LatestOnlyRunner::finish(quint64 generation, bool ok, const QVariant& result, const QString& error) {
    if (generation == latest_) {
        if (ok) {
            emit resultReady(generation, result);
        } else if (!error.isEmpty()) {
            emit failed(generation, error);
        }
    }
    if (--running_ == 0) emit busyChanged(false);
}

}  // namespace moe::jobs
