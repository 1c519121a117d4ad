#pragma once
// The Trace dock: toolbar (export, fit, zoom to selection), import progress with Cancel, the
// analysis bar (clock alignment of the ranks, HTA-compatible mode, kernel patterns from a file),
// the timeline above the metrics panel. A selection on the timeline recomputes the metrics; a
// change of the analysis options re-lays out the open files in the background (newest wins).
#include <QWidget>
#include <functional>
#include <memory>

#include "core/evidence/run_consistency.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/schedule/prediction_comparison.h"
#include "ui/trace/trace_assembly.h"
#include "ui/trace/trace_document.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QProgressBar;
class QPushButton;

namespace moe::ui {

// Where a recorded fact comes from ("trace <file> (<key>)", "log <file>:<line> (iteration <n>)"),
// its words in the reader's language (the core's evidence::sourceText through the catalog).
QString shownFactSource(const QString& source);
// A trace source's name as shown: its file name, or "<recipe> (predicted)" with the word in the
// reader's language.
QString shownTraceFileName(const std::string& path);

class PredictionTable;
class TimelineView;
class TraceImportJob;
class TraceMetricsPanel;

class TraceWorkspace : public QWidget {
    Q_OBJECT
public:
    explicit TraceWorkspace(QWidget* parent = nullptr);

    void openTrace(const QString& path);
    // Several files (one per rank) into one document, one lane group per rank.
    void openTraces(const QStringList& paths);
    // The file name the export dialog suggests (after the measured trace where one is shown).
    [[nodiscard]] QString suggestedExportName(bool timeline) const;
    void setDocument(TraceDocumentPtr doc);
    // The header's "Could not import …" gives way to what it replaced: another recipe was opened,
    // and a failure of earlier work is no longer news (review 19).
    void forgetImportFailure();
    // A predicted timeline (with the measured trace merged in when there was one) and the
    // predicted-vs-measured table; the measured document stays available for the next prediction.
    void showPrediction(TraceDocumentPtr doc, std::shared_ptr<const schedule::PredictionComparison> comparison);
    // The last measured (imported) document, also while a prediction is shown; null if none.
    [[nodiscard]] const TraceDocumentPtr& measuredDocument() const { return measured_; }
    // Whether the timeline shows a predicted step (alone or beside a measured trace).
    [[nodiscard]] bool showsPrediction() const;
    // Whether the prediction follows the recipe: set once one was shown, kept while an edit makes
    // the recipe unable to run (the prediction is withdrawn then, and comes back when it can).
    [[nodiscard]] bool followsRecipe() const { return followsRecipe_; }
    // The edited recipe cannot run (`why`): the stale prediction and its table go, the measured
    // trace (if any) stays alone, and the status line says why there is no predicted step.
    void withdrawPrediction(const QString& why);
    // The recipe changed after the shown prediction was simulated: the status line says so (and
    // why it could not be re-simulated, when `why` is given) until the next prediction arrives.
    void markPredictionOutdated(const QString& why);
    // The current recipe's estimated step (0: none) and name. A measured trace shown alone whose
    // step is more than 3x off it is said at once to be probably not this recipe's run (before,
    // only the predicted timeline said so).
    // `shownStep` is the step as the Estimate dock prints it (rounded to its band).
    void setRecipeStep(double estimatedStepMs, const QString& shownStep, const QString& recipeName);
    // The Estimate's band: predicted steps are printed at its digits, as the Estimate prints them.
    void setStepBand(const Uncertainty& band);
    // What the measured trace's files record that contradicts the recipe ("GPU: recipe H100-SXM,
    // run NVIDIA A100-PG509-200", each with its source): any one makes it another job's run.
    void setRecipeConflicts(const std::vector<evidence::RunMismatch>& conflicts);
    [[nodiscard]] QLabel* runVerdictLabel() const { return runVerdict_; }
    [[nodiscard]] PredictionTable* predictionTable() const { return prediction_; }
    [[nodiscard]] const TraceDocumentPtr& document() const { return doc_; }
    [[nodiscard]] TimelineView* timeline() const { return timeline_; }
    [[nodiscard]] TraceMetricsPanel* metricsPanel() const { return panel_; }
    [[nodiscard]] TraceImportJob* importJob() const { return job_; }
    [[nodiscard]] const TraceViewOptions& options() const { return options_; }
    [[nodiscard]] QComboBox* clockCombo() const { return clock_; }
    [[nodiscard]] QCheckBox* htaCheckBox() const { return hta_; }
    [[nodiscard]] QLabel* alignmentLabel() const { return alignmentStatus_; }
    [[nodiscard]] QLabel* statusLabel() const { return status_; }
    [[nodiscard]] QLabel* patternsLabel() const { return patternsStatus_; }

    // Exports (file dialogs in the toolbar call these); errors are reported through errorOccurred.
    bool exportMetrics(const QString& path);  // .json -> JSON, else CSV
    // .json -> Chrome trace JSON (Perfetto); .png, .svg, .pdf -> one picture of every lane (the
    // window shown, or the selection), the class legend and a caption naming the trace and the recipe.
    bool exportTimeline(const QString& path);
    // The studio recipe's caption line, for the timeline picture's caption (the main window's).
    void setPictureCaption(std::function<QString()> caption) { pictureCaption_ = std::move(caption); }
    // What the exported timeline picture says under it.
    [[nodiscard]] QString pictureCaption() const;
    // Reads a pattern file (moe-plan --patterns format) and re-classifies; a bad file is reported
    // through errorOccurred with core's file:line and reason, and changes nothing.
    bool loadPatterns(const QString& path);
    void resetPatterns();

    // True for names the studio opens as traces: .json, .json.gz, .sqlite (nsys export).
    static bool isTraceFileName(const QString& path);
    // The alignment line under the toolbar: offsets, matched collectives and spread, or the reason.
    static QString alignmentText(const TraceDocument& doc);

signals:
    void errorOccurred(const QString& title, const QString& details);
    void traceLoaded(const QString& path);
    // A measured trace was opened while the predicted timeline was shown: the owner re-runs the
    // prediction so the two stay side by side (whichever was opened first).
    void predictionWanted();
    // The toolbar's Open Trace… (the File menu's action, where an empty panel's keys land first).
    void openTraceRequested();

private:
    std::function<QString()> pictureCaption_;
    void exportWithDialog(bool timeline);
    void loadPatternsWithDialog();
    // Re-lays out the shown files under options_ (no-op without a document).
    void applyOptions();
    // The toolbar buttons that act on a shown trace are enabled only while one is.
    void enableTraceButtons();
    void showOptions();
    void showRunVerdict();

    TraceDocumentPtr doc_;
    TraceDocumentPtr measured_;
    TraceViewOptions options_;
    TimelineView* timeline_;
    QSplitter* split_ = nullptr;
    QString statusBeforeFailure_;  // the header line a failed import replaced
    bool failureShown_ = false;    // the header shows a failed import (statusBeforeFailure_ is set)
    QString statusBeforeImport_;   // the header line when the current import started
    // The tables keep the rows `tableDoc` has (one or two) and the timeline takes every other pixel.
    void giveTheTimelineTheRoom(const TraceDocumentPtr& tableDoc);
    TraceMetricsPanel* panel_;
    PredictionTable* prediction_;
    TraceImportJob* job_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* status_;
    QComboBox* clock_;
    QCheckBox* hta_;
    QLabel* alignmentStatus_;
    QLabel* patternsStatus_;
    QLabel* runVerdict_;
    bool followsRecipe_ = false;
    double recipeStepMs_ = 0;
    QString recipeStepText_;
    QString recipeName_;
    std::vector<evidence::RunMismatch> recipeConflicts_;
    // The conflicts as the prediction table says them: the facts without their sources.
    [[nodiscard]] QStringList conflictFacts() const;
};

}  // namespace moe::ui
