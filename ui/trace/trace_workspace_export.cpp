// TraceWorkspace's exports: the metrics tables (CSV, JSON), the timeline as a picture (PNG, SVG,
// PDF) or a Chrome trace, the caption a picture carries and the file name the dialog suggests.
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QPainter>

#include "core/schedule/predicted_trace.h"
#include "core/trace/chrome_trace_writer.h"
#include "ui/common/core_message_text.h"
#include "ui/export/image_export.h"
#include "ui/trace/timeline_picture.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_export.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/settings.h"

namespace moe::ui {

bool TraceWorkspace::exportMetrics(const QString& path) {
    const auto records = panel_->records();
    const Status s = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? exportMetricsJson(path, records)
                                                                                : exportMetricsCsv(path, records);
    if (!s) emit errorOccurred(tr("Cannot export the metrics"), coreErrorText(s.error()));
    return s.ok();
}

bool TraceWorkspace::exportTimeline(const QString& path) {
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        const Status s = doc_ ? trace::writeChromeTrace(doc_->trace, path.toStdString())
                              : Status(Error{path.toStdString(), 0, 0, {}, "no trace is open"});
        if (!s) emit errorOccurred(tr("Cannot export the timeline"), coreErrorText(s.error()));
        return s.ok();
    }
    // PNG, SVG and PDF: one picture, painted by the timeline's own code with every lane, the window
    // shown (or the selection), the class legend and the caption.
    const std::optional<ImageFormat> format = imageFormatForPath(path);
    ImageSource source;
    source.name = QStringLiteral("trace-timeline");
    source.widget = timeline_;
    source.paintSize = [this] { return timeline_ ? timelinePictureSize(*timeline_) : QSize(); };
    source.paint = [this](QPainter& painter, QSize size) {
        if (timeline_) paintTimelinePicture(painter, size, *timeline_);
    };
    source.caption = [this] { return pictureCaption(); };
    QString error;
    const bool ok = exportImage(source, path, format.value_or(ImageFormat::Png), &error);
    if (!ok) emit errorOccurred(tr("Cannot export the timeline"), error);
    return ok;
}

QString TraceWorkspace::pictureCaption() const {
    if (!doc_) return {};
    QStringList files;
    for (const auto& s : doc_->sources) files << shownTraceFileName(s.path);
    QString text = doc_->trace.ranks.size() == 1
                       ? tr("Trace %1: 1 rank, %2 lanes").arg(files.join(QStringLiteral(", "))).arg(doc_->lanes.size())
                       : tr("Trace %1: %2 ranks, %3 lanes")
                             .arg(files.join(QStringLiteral(", ")))
                             .arg(doc_->trace.ranks.size())
                             .arg(doc_->lanes.size());
    const QString recipe = pictureCaption_ ? pictureCaption_() : QString();
    if (!recipe.isEmpty()) text += tr(" — studio recipe: %1").arg(recipe);
    // A picture on a slide must not pass another job's trace off as a check of the prediction
    // (review: the exported timeline put a V100 trace beside a 16384-GPU H100 prediction with no
    // word of the verdict the screen showed).
    if (!recipeConflicts_.empty()) {
        QStringList facts;
        for (const evidence::RunMismatch& c : recipeConflicts_) facts << coreMessageText(c.factText());
        text +=
            QLatin1Char('\n') + tr("Not this recipe's run: %1. Its figures say nothing about the recipe's estimate.")
                                    .arg(facts.join(QStringLiteral("; ")));
    } else if (doc_ && !schedule::isPredictedTrace(doc_->trace)) {
        if (const std::optional<std::string> reason = schedule::notThisRecipesRun(recipeStepMs_, doc_->stepMs))
            text += QLatin1Char('\n') + tr("Probably not this recipe's run: %1").arg(QString::fromStdString(*reason));
    }
    return text;
}

QString TraceWorkspace::suggestedExportName(bool timeline) const {
    // Suggested after the trace: "<first file>-timeline.png", "<first file>-metrics.csv"; with a
    // measured trace beside the prediction, after the measured file (review 22 was offered
    // "<recipe> (predicted)-timeline.png" for both), and a prediction alone as "<recipe>-predicted".
    const TraceDocumentPtr& named = measured_ ? measured_ : doc_;
    // The file's own name, not the shown one (whose "(predicted)" is in the reader's language).
    QString stem = named && !named->sources.empty()
                       ? QFileInfo(QString::fromStdString(named->sources.front().path)).fileName()
                       : QStringLiteral("trace");
    stem.replace(QStringLiteral(" (predicted)"), QStringLiteral("-predicted"));
    for (const QString& suffix :
         {QStringLiteral(".gz"), QStringLiteral(".json"), QStringLiteral(".sqlite3"), QStringLiteral(".sqlite")})
        if (stem.endsWith(suffix, Qt::CaseInsensitive)) stem.chop(suffix.size());
    if (measured_ && showsPrediction() && timeline) stem += QStringLiteral("-vs-predicted");
    return stem + (timeline ? QStringLiteral("-timeline.png") : QStringLiteral("-metrics.csv"));
}

void TraceWorkspace::exportWithDialog(bool timeline) {
    const QString filter =
        timeline
            ? tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)")
            : tr("CSV (*.csv);;JSON (*.json)");
    const QString suggested = suggestedExportName(timeline);
    const QString path = QFileDialog::getSaveFileName(
        this, timeline ? tr("Export Timeline Picture or Trace") : tr("Export Trace Metrics"),
        QDir(lastSaveFolder()).filePath(suggested), filter);
    if (path.isEmpty()) return;
    if (timeline ? exportTimeline(path) : exportMetrics(path)) rememberSaveFolder(path);
}

}  // namespace moe::ui
