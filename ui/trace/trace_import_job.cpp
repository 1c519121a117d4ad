#include "ui/trace/trace_import_job.h"

#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"
#include "jobs/latest_only_runner.h"

namespace moe::ui {
namespace {
QString mib(uint64_t bytes) {
    return QString::number(static_cast<double>(bytes) / (1024.0 * 1024.0), 'f', 1);
}
}  // namespace

TraceImportJob::TraceImportJob(QObject* parent) : QObject(parent), runner_(new jobs::LatestOnlyRunner(this)) {
    connect(runner_, &jobs::LatestOnlyRunner::progressChanged, this,
            [this](quint64, double fraction, const QString& step) { emit progressChanged(fraction, step); });
    connect(runner_, &jobs::LatestOnlyRunner::busyChanged, this, &TraceImportJob::busyChanged);
    connect(runner_, &jobs::LatestOnlyRunner::failed, this,
            [this](quint64, const QString& message) { emit failed(path_, message); });
    connect(runner_, &jobs::LatestOnlyRunner::resultReady, this, [this](quint64, const QVariant& v) {
        const auto outcome = v.value<TraceImportOutcome>();
        if (outcome.document) {
            emit finished(outcome.document);
        } else {
            emit failed(path_, outcome.error);
        }
    });
}

TraceImportJob::~TraceImportJob() = default;

bool TraceImportJob::isBusy() const {
    return runner_->isBusy();
}
bool TraceImportJob::waitForDone(int msecs) {
    return runner_->waitForDone(msecs);
}

void TraceImportJob::start(const QString& path) {
    path_ = path;
    bytesRead_ = std::make_shared<std::atomic<quint64>>(0);
    runner_->submit([file = path.toStdString(), bytesRead = bytesRead_](const jobs::JobContext& ctx) {
        const trace::ProgressFn progress = [&ctx, &bytesRead](uint64_t read, uint64_t total) {
            bytesRead->store(read);
            const double fraction = total > 0 ? static_cast<double>(read) / static_cast<double>(total) : 0.0;
            ctx.progress(fraction,
                         (mib(read) + QStringLiteral(" of ") + mib(total) + QStringLiteral(" MiB read")).toStdString());
            return !ctx.cancelled();
        };
        auto imported = trace::looksLikeSqlite(file) ? trace::importNsys(file, {}, progress)
                                                     : trace::importKineto(file, {}, progress);
        if (ctx.cancelled()) throw jobs::JobCancelled{};
        TraceImportOutcome outcome;
        if (!imported) {
            outcome.error = QString::fromStdString(imported.error().toString());
        } else {
            ctx.progress(1.0, "classifying kernels");
            outcome.document =
                makeTraceDocument(std::move(imported.value()), trace::defaultPatterns(), imported.warnings);
        }
        return outcome;
    });
}

void TraceImportJob::cancel() {
    if (!runner_->isBusy()) return;
    runner_->cancelAll();
    emit cancelled();
}

}  // namespace moe::ui
