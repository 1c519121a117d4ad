// TraceImportJob: progress in bytes read, Cancel stopping a large import part-way, and only the
// newest import's outcome (document or core's error text) reaching the GUI.
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "trace_test_support.h"
#include "ui/trace/trace_import_job.h"

using namespace moe;
using moe::ui::TraceDocumentPtr;
using moe::ui::TraceImportJob;
using moe::uitest::coreKinetoError;

namespace {

constexpr int kIdleTimeoutMs = 60'000;

struct Outcomes {
    std::vector<TraceDocumentPtr> documents;
    QStringList failedPaths;
    QStringList errors;
    std::vector<double> fractions;
    QStringList steps;

    explicit Outcomes(TraceImportJob& job) {
        QObject::connect(&job, &TraceImportJob::finished, &job,
                         [this](const TraceDocumentPtr& d) { documents.push_back(d); });
        QObject::connect(&job, &TraceImportJob::failed, &job, [this](const QString& path, const QString& error) {
            failedPaths << path;
            errors << error;
        });
        QObject::connect(&job, &TraceImportJob::progressChanged, &job, [this](double f, const QString& step) {
            fractions.push_back(f);
            steps << step;
        });
    }
};

// The core's own error for a file the importer rejects.
}  // namespace

class TestTraceImportJob : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        // ≈ 45 MB: long enough that a cancel sent at the first progress report lands mid-way.
        large_ = uitest::writeLargeTrace(QDir(tmp_.path()), 300'000);
        QVERIFY(QFileInfo(large_).size() > 40'000'000);
    }

    void importsWithProgress() {
        TraceImportJob job;
        Outcomes out(job);
        QSignalSpy busy(&job, &TraceImportJob::busyChanged);
        job.start(large_);
        QVERIFY(job.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!job.isBusy(), kIdleTimeoutMs);
        QCOMPARE(busy.count(), 2);
        QCOMPARE(out.documents.size(), size_t(1));
        QVERIFY(out.errors.isEmpty());
        const auto& doc = out.documents.front();
        QCOMPARE(QString::fromStdString(doc->trace.path), large_);
        QCOMPARE(doc->trace.ranks.size(), size_t(1));
        QCOMPARE(doc->trace.ranks[0].events.size(), size_t(300'000));
        QCOMPARE(doc->lanes.size(), size_t(8));  // one per stream
        // Progress: several byte counts below 1, never going back, then the classification step.
        QVERIFY(out.fractions.size() >= 3);
        QVERIFY(std::is_sorted(out.fractions.begin(), out.fractions.end()));
        QVERIFY(std::any_of(out.fractions.begin(), out.fractions.end(), [](double f) { return f > 0 && f < 1; }));
        QVERIFY2(out.steps.front().contains(QStringLiteral("MiB read")), qPrintable(out.steps.front()));
        QCOMPARE(out.fractions.back(), 1.0);
        QCOMPARE(job.bytesReadByLatest(), quint64(QFileInfo(large_).size()));
    }

    void cancelStopsPartWay() {
        TraceImportJob job;
        Outcomes out(job);
        QSignalSpy cancelled(&job, &TraceImportJob::cancelled);
        bool sent = false;
        connect(&job, &TraceImportJob::progressChanged, &job, [&] {
            if (!sent) job.cancel();
            sent = true;
        });
        job.start(large_);
        QTRY_VERIFY_WITH_TIMEOUT(!job.isBusy(), kIdleTimeoutMs);
        QVERIFY(job.waitForDone(kIdleTimeoutMs));
        QVERIFY(sent);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(out.documents.empty());  // no document and no error for a cancelled import
        QVERIFY(out.errors.isEmpty());
        const auto size = quint64(QFileInfo(large_).size());
        QVERIFY2(job.bytesReadByLatest() < size,
                 qPrintable(QStringLiteral("stopped at %1 of %2 bytes").arg(job.bytesReadByLatest()).arg(size)));
        job.cancel();  // idle: nothing to cancel, no signal
        QCOMPARE(cancelled.count(), 1);
    }

    void onlyTheNewestImportArrives() {
        TraceImportJob job;
        Outcomes out(job);
        job.start(large_);
        job.start(uitest::smallTracePath());
        QTRY_VERIFY_WITH_TIMEOUT(!job.isBusy(), kIdleTimeoutMs);
        QVERIFY(job.waitForDone(kIdleTimeoutMs));
        QCoreApplication::processEvents();
        QCOMPARE(out.documents.size(), size_t(1));
        QCOMPARE(QString::fromStdString(out.documents.front()->trace.path), uitest::smallTracePath());
        QVERIFY(out.errors.isEmpty());
    }

    void newestFailureWinsOverAnOlderSuccess() {
        TraceImportJob job;
        Outcomes out(job);
        const QString malformed = uitest::traceFixture("malformed.json");
        job.start(uitest::smallTracePath());
        job.start(malformed);
        QTRY_VERIFY_WITH_TIMEOUT(!job.isBusy(), kIdleTimeoutMs);
        QVERIFY(out.documents.empty());
        QCOMPARE(out.failedPaths, QStringList{malformed});
        const QString expected = coreKinetoError(malformed);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(out.errors.front(), expected);
    }

    void truncatedGzipGivesCoresError() {
        TraceImportJob job;
        Outcomes out(job);
        const QString truncated = uitest::writeTruncatedGzipTrace(QDir(tmp_.path()));
        job.start(truncated);
        QTRY_VERIFY_WITH_TIMEOUT(!job.isBusy(), kIdleTimeoutMs);
        QCOMPARE(out.errors.size(), 1);
        QCOMPARE(out.errors.front(), coreKinetoError(truncated));
        QVERIFY(!out.errors.front().isEmpty());
    }

private:
    QTemporaryDir tmp_;
    QString large_;
};

QTEST_MAIN(TestTraceImportJob)
#include "test_trace_import_job.moc"
