#pragma once
// The Runs dock's table: one row per attached run with its label (training-equivalent or
// benchmark-only, the reasons in the tooltip), the steady window's step time and TFLOP/s/GPU,
// loss health, skipped and NaN iteration counts, peak memory, the predicted-vs-measured
// step-time error (or the verdict that the run is not the recipe's job) and the recipe those
// figures were scored against, marked when that is no longer the loaded recipe. The model holds an immutable snapshot
// (shared RunRecords) that is replaced whole; Qt::UserRole gives the raw number behind a cell (double, or invalid when
// unknown).
#include <QAbstractTableModel>
#include <QSet>
#include <vector>

#include "ui/runs/run_record.h"

namespace moe::ui {

class RunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Label,
        StepTime,
        Tflops,
        Loss,
        Skipped,
        NaNs,
        PeakMemory,
        PredictedError,
        ScoredAgainst,
        ColumnCount
    };

    explicit RunsModel(QObject* parent = nullptr);

    void setRuns(std::vector<RunRecordPtr> runs);
    // The studio's loaded recipe and its name: runs scored against another version are marked.
    void setLoadedRecipe(const Recipe& recipe, const QString& name);
    // The calibration the studio's estimates use: a run scored with another reads "re-scoring…".
    void setCalibration(std::shared_ptr<const Calibration> calibration);
    // Runs being scored against the loaded recipe (Re-score Against Loaded): "re-scoring…" too.
    void setRetargets(QSet<QString> names);
    [[nodiscard]] bool awaitsRescore(const RunRecord& run) const;
    [[nodiscard]] const std::vector<RunRecordPtr>& runs() const { return runs_; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    // Text shown for each column (also used by the tests and the A/B captions).
    static QString labelText(const RunRecord& run);
    static QString lossText(const RunRecord& run);
    [[nodiscard]] QString scoredAgainstText(const RunRecord& run) const;
    // The error cell's figure ("-9.0 % (inside ±11 %)", or the verdict), without the earlier-recipe mark.
    static QString predictedErrorText(const RunRecord& run);
    // The TFLOP/s cell's tooltip: which FLOPs count the figure is in (the log's, told from its
    // throughput; the studio's for a figure recomputed from the recipe) and, where the counts differ
    // for the model, both counts' figures.
    static QString tflopsToolTip(const RunRecord& run);

private:
    std::vector<RunRecordPtr> runs_;
    Recipe loaded_;
    QString loadedName_;
    std::shared_ptr<const Calibration> calibration_;
    QSet<QString> retargets_;
};

}  // namespace moe::ui
