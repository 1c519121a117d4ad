#pragma once
// Background trace import through the jobs tier: Kineto JSON(.gz) or Nsight SQLite (picked by the
// file's header), one or several files (one per rank) merged into one document, with progress in
// bytes read and Cancel. Only the newest request's outcome reaches the GUI (LatestOnlyRunner); a
// malformed file yields core's error (position + reason). relayout() re-derives a document from
// the files it already read (alignment, patterns), re-reading only when the HTA rounding changes.
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>

#include "ui/trace/trace_assembly.h"
#include "ui/trace/trace_document.h"

namespace moe::jobs {
class LatestOnlyRunner;
}

namespace moe::ui {

struct TraceImportOutcome {
    TraceDocumentPtr document;  // null on failure
    QString path;               // the file that failed
    QString error;              // core's Error::toString() on failure
};

class TraceImportJob : public QObject {
    Q_OBJECT
public:
    explicit TraceImportJob(QObject* parent = nullptr);
    ~TraceImportJob() override;

    void start(const QString& path);
    void start(const QStringList& paths, const TraceViewOptions& options = {});
    // A new document for `current`'s files under `options`.
    void relayout(const TraceDocumentPtr& current, const TraceViewOptions& options);
    [[nodiscard]] bool isBusy() const;
    bool waitForDone(int msecs = -1);
    // Bytes the newest import had consumed when it last reported (it keeps counting after a
    // cancel until the importer notices, so after waitForDone() this is where it stopped).
    [[nodiscard]] quint64 bytesReadByLatest() const { return bytesRead_ ? bytesRead_->load() : 0; }

public slots:
    void cancel();

signals:
    void progressChanged(double fraction, const QString& text);  // text: "12.3 of 45.6 MiB read"
    void finished(moe::ui::TraceDocumentPtr document);
    void failed(const QString& path, const QString& error);
    void cancelled();
    void busyChanged(bool busy);

private:
    jobs::LatestOnlyRunner* runner_;
    QStringList paths_;
    std::shared_ptr<std::atomic<quint64>> bytesRead_;
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(moe::ui::TraceImportOutcome)
