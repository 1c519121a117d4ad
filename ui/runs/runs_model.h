#pragma once
// The Runs dock's table: one row per attached run with its label (training-equivalent or
// benchmark-only, the reasons in the tooltip), the steady window's step time and TFLOP/s/GPU,
// loss health, skipped and NaN iteration counts, peak memory and the predicted-vs-measured
// step-time error (or the verdict that the run is not the recipe's job). The model holds an immutable snapshot (shared
// RunRecords) that is replaced whole; Qt::UserRole gives the raw number behind a cell (double, or invalid when
// unknown).
#include <QAbstractTableModel>
#include <vector>

#include "ui/runs/run_record.h"

namespace moe::ui {

class RunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Label, StepTime, Tflops, Loss, Skipped, NaNs, PeakMemory, PredictedError, ColumnCount };

    explicit RunsModel(QObject* parent = nullptr);

    void setRuns(std::vector<RunRecordPtr> runs);
    [[nodiscard]] const std::vector<RunRecordPtr>& runs() const { return runs_; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    // Text shown for each column (also used by the tests and the A/B captions).
    static QString labelText(const RunRecord& run);
    static QString lossText(const RunRecord& run);

private:
    std::vector<RunRecordPtr> runs_;
};

}  // namespace moe::ui
