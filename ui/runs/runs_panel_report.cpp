// The Runs dock's evidence report: which run it is on, its file name, writing it atomically and
// handing it to the desktop.
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QRegularExpression>
#include <QTableView>
#include <QUrl>

#include "core/common/atomic_file.h"
#include "core/evidence/evidence_report.h"
#include "core/perf/calibration.h"
#include "ui/runs/runs_panel.h"
#include "ui/window/settings.h"

namespace moe::ui {

int RunsPanel::reportRun() const {
    // The run selected in the table is the one reported on (review 9: with two runs attached the
    // report was the A/B pair's B, whatever the user had selected); without a selection, B of
    // the pair, else the latest run.
    const QModelIndex current = view_->currentIndex();
    if (current.isValid()) return current.row();
    if (ab_) return boxB_->currentIndex() - 1;
    return runCount() - 1;
}

bool RunsPanel::reportHasComparison(int index) const { return ab_ && boxB_->currentIndex() - 1 == index; }

bool RunsPanel::writeReport(const QString& path) {
    const int index = reportRun();
    if (index < 0 || index >= runCount()) {
        emit failed(tr("No report written"), tr("Attach a run first."));
        return false;
    }
    // A report written while an edit is being re-scored would carry the earlier recipe's figures.
    if (rescorePending() || rescoreRunner_.isBusy()) settle();
    const RunRecord& r = run(index);
    evidence::EvidenceReportInput in;
    in.run = r.evidence;
    in.predicted = r.predicted;
    // The report is an English file: a cluster profile is named by the user's own name; the
    // built-in calibration is the core's default, never its translated label (review in Chinese:
    // "Calibration: 内置, not the built-in constants").
    if (r.calibration && !(*r.calibration == builtinCalibration()) && !r.calibrationName.isEmpty())
        in.calibration_name = r.calibrationName.toStdString();
    if (reportHasComparison(index)) {
        in.baseline = run(boxA_->currentIndex() - 1).evidence;
        in.ab = ab_;
    }
    const bool html = path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
                      path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
    const std::string text = html ? evidence::evidenceReportHtml(in) : evidence::evidenceReportMarkdown(in);
    if (auto s = writeFileAtomically(path.toStdString(), text); !s) {
        emit failed(tr("Could not write the report"), QString::fromStdString(s.error().toString()));
        return false;
    }
    return true;
}

QString RunsPanel::reportFileName() const {
    const auto slug = [](QString text) {
        text = text.toLower();
        // Letters of any script stay ("execução-1", "运行-1"): the name in the studio's language.
        text.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}._-]+")), QStringLiteral("-"));
        text.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
        return text.isEmpty() ? QStringLiteral("run") : text;
    };
    const int index = reportRun();
    if (index < 0 || index >= runCount()) return QStringLiteral("evidence-report.html");
    QString name = slug(run(index).name);
    if (reportHasComparison(index) && boxA_->currentIndex() - 1 >= 0 && boxA_->currentIndex() - 1 < runCount())
        name += QStringLiteral("-vs-") + slug(run(boxA_->currentIndex() - 1).name);
    return name + QStringLiteral("-evidence.html");
}

void RunsPanel::openReportWithDialog() {
    if (runs_.empty()) return;
    QString selectedFilter;
    // HTML first: only it carries the step-time chart.
    // Named for what it reports on ("run-b-vs-run-a-evidence.html"), not a generic name that the
    // next report would overwrite.
    const QString path = QFileDialog::getSaveFileName(this, tr("Open Report"), QDir(lastSaveFolder()).filePath(reportFileName()),
                                                      tr("HTML (*.html);;Markdown (*.md)"), &selectedFilter);
    if (path.isEmpty()) return;
    if (writeAndOpenReport(path)) rememberSaveFolder(path);
}

bool RunsPanel::writeAndOpenReport(const QString& path) {
    if (!writeReport(path)) return false;
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    const bool opened = openUrl_(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()));
    QString note = opened ? tr("Report written to %1 and opened.").arg(shown)
                          : tr("Report written to %1; no application opened it, open the file from there.").arg(shown);
    // The pair's A reported alone has no A/B section: say where it is (review 27 selected A and
    // looked for the comparison it had picked).
    if (ab_ && !reportHasComparison(reportRun()) && reportRun() == boxA_->currentIndex() - 1)
        note += QLatin1Char(' ') + tr("It is %1's own pack, the A/B's baseline; select %2 for the A/B comparison.")
                                       .arg(run(reportRun()).name, run(boxB_->currentIndex() - 1).name);
    reportNote_->setText(note);
    reportNote_->show();
    return true;
}

void RunsPanel::setOpenReportsOnDesktop(bool open) {
    if (open)
        openUrl_ = [](const QUrl& url) { return QDesktopServices::openUrl(url); };
    else
        openUrl_ = [](const QUrl&) { return true; };
}

}  // namespace moe::ui
