#include "ui/trace/trace_import_job.h"

#include <QFileInfo>

#include "core/evidence/measurement_contract.h"
#include "core/evidence/run_consistency.h"
#include "core/trace/hta_compat.h"
#include "core/trace/trace_file.h"
#include "jobs/latest_only_runner.h"
#include "ui/common/core_message_text.h"
#include "ui/common/panel_format.h"

namespace moe::ui {
namespace {
QString mib(uint64_t bytes) {
    return formatDecimal(static_cast<double>(bytes) / (1024.0 * 1024.0), 1);
}

// Reads every file in order; progress runs over the files (each an equal share), so several
// ranks show one bar. Cancellation is checked in each file's progress callback.
TraceImportOutcome importAll(const std::vector<std::string>& files, const TraceViewOptions& options,
                             const jobs::JobContext& ctx, const std::shared_ptr<std::atomic<quint64>>& bytesRead) {
    auto imported = std::make_shared<ImportedTraces>();
    imported->htaRounding = options.htaCompat;
    const trace::AnalysisMode mode = analysisMode(options);
    const trace::ImportOptions& importOptions = mode.import;
    uint64_t before = 0;  // bytes of the files already read
    for (size_t f = 0; f < files.size(); ++f) {
        const std::string& file = files[f];
        const QString prefix = files.size() > 1 ? QStringLiteral("file %1 of %2: ").arg(f + 1).arg(files.size()) : QString{};
        const trace::ProgressFn progress = [&](uint64_t read, uint64_t total) {
            bytesRead->store(before + read);
            const double part = total > 0 ? static_cast<double>(read) / static_cast<double>(total) : 0.0;
            ctx.progress((static_cast<double>(f) + part) / static_cast<double>(files.size()),
                         (prefix + mib(read) + QStringLiteral(" of ") + mib(total) + QStringLiteral(" MiB read")).toStdString());
            return !ctx.cancelled();
        };
        auto trace = trace::importTraceFile(file, importOptions, progress);
        if (ctx.cancelled()) throw jobs::JobCancelled{};
        if (!trace) return {nullptr, QString::fromStdString(file), coreErrorText(trace.error())};
        if (mode.hta_loading_rule) trace::applyHtaLoadingRule(*trace);
        for (const auto& w : trace.warnings)
            imported->warnings.push_back((files.size() > 1 ? QFileInfo(QString::fromStdString(file)).fileName().toStdString() + ": " : "") + w);
        before = bytesRead->load();
        // What the importer read beside the events; a file without them records nothing.
        evidence::TraceFacts facts;
        facts.world_size = trace->world_size;
        facts.device_name = trace->device_name;
        for (auto& fact : evidence::recordedTraceFacts(facts, file)) imported->recorded.push_back(std::move(fact));
        imported->files.push_back(std::move(trace.value()));
    }
    ctx.progress(1.0, "classifying kernels");
    TraceImportOutcome outcome;
    outcome.document = assembleTraceDocument(std::move(imported), options);
    return outcome;
}

}  // namespace

TraceImportJob::TraceImportJob(QObject* parent) : QObject(parent), runner_(new jobs::LatestOnlyRunner(this)) {
    connect(runner_, &jobs::LatestOnlyRunner::progressChanged, this,
            [this](quint64, double fraction, const QString& step) { emit progressChanged(fraction, step); });
    connect(runner_, &jobs::LatestOnlyRunner::busyChanged, this, &TraceImportJob::busyChanged);
    connect(runner_, &jobs::LatestOnlyRunner::failed, this,
            [this](quint64, const QString& message) { emit failed(paths_.join(QStringLiteral(", ")), message); });
    connect(runner_, &jobs::LatestOnlyRunner::resultReady, this, [this](quint64, const QVariant& v) {
        const auto outcome = v.value<TraceImportOutcome>();
        if (outcome.document) {
            emit finished(outcome.document);
        } else {
            emit failed(outcome.path, outcome.error);
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
    start(QStringList{path});
}

void TraceImportJob::start(const QStringList& paths, const TraceViewOptions& options) {
    paths_ = paths;
    bytesRead_ = std::make_shared<std::atomic<quint64>>(0);
    std::vector<std::string> files;
    for (const QString& p : paths) files.push_back(p.toStdString());
    runner_->submit([files = std::move(files), options, bytesRead = bytesRead_](const jobs::JobContext& ctx) {
        return importAll(files, options, ctx, bytesRead);
    });
}

void TraceImportJob::relayout(const TraceDocumentPtr& current, const TraceViewOptions& options) {
    if (!current || !current->imported) return;
    if (current->imported->htaRounding != options.htaCompat) {  // the rounding happens while reading
        QStringList paths;
        for (const auto& s : current->sources) paths << QString::fromStdString(s.path);
        start(paths, options);
        return;
    }
    paths_.clear();
    for (const auto& s : current->sources) paths_ << QString::fromStdString(s.path);
    runner_->submit([imported = current->imported, options](const jobs::JobContext& ctx) {
        ctx.progress(0.5, "re-laying out the ranks");
        TraceImportOutcome outcome;
        outcome.document = assembleTraceDocument(imported, options);
        if (ctx.cancelled()) throw jobs::JobCancelled{};
        return outcome;
    });
}

void TraceImportJob::cancel() {
    if (!runner_->isBusy()) return;
    runner_->cancelAll();
    emit cancelled();
}

}  // namespace moe::ui
