#pragma once
// Runs ▸ Calibrate from Runs…: fits the step-time model's efficiency constants to the attached
// runs with core/perf/cluster_calibration (in the background; only the newest fit is shown),
// shows each constant fitted or held with its reason and the error per run before and after, or
// the core's refusal when the runs cannot determine what was asked. "Save Profile" writes it as a
// named cluster profile (core/perf/cluster_profile, the same files as moe-plan calibrate --cluster);
// "Use for Estimates" makes the fitted calibration the studio's (StudioCalibration).
#include <QDialog>
#include <memory>
#include <optional>
#include <vector>

#include "core/perf/cluster_calibration.h"
#include "jobs/latest_only_runner.h"
#include "ui/runs/run_record.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace moe::ui {

class StudioState;

// One fit: the result or the core's refusal, with the run labels it used.
struct CalibrationOutcome {
    std::optional<ClusterFit> fit;
    QString error;
    QStringList runs;
    QStringList gpus;     // the GPUs of the fitted runs (a profile may not hold on another)
    QStringList skipped;  // "name (why)": no recipe or steady window, or not the recipe's job
};
using CalibrationOutcomePtr = std::shared_ptr<const CalibrationOutcome>;

class CalibrateDialog : public QDialog {
    Q_OBJECT
public:
    CalibrateDialog(StudioState* state, std::vector<RunRecordPtr> runs, QWidget* parent = nullptr);

    // Checks exactly these constants (empty = automatic choice by the core).
    void setRequestedConstants(const QStringList& keys);
    [[nodiscard]] QStringList requestedConstants() const;
    [[nodiscard]] const CalibrationOutcomePtr& outcome() const { return outcome_; }
    [[nodiscard]] QLabel* summaryLabel() const { return summary_; }
    [[nodiscard]] QTableWidget* constantsTable() const { return constants_; }
    [[nodiscard]] QTableWidget* errorsTable() const { return errors_; }
    [[nodiscard]] QLineEdit* nameEdit() const { return name_; }
    [[nodiscard]] QPushButton* saveButton() const { return save_; }
    [[nodiscard]] QPushButton* useButton() const { return use_; }
    // Path the last save wrote (empty until then).
    [[nodiscard]] const QString& savedPath() const { return savedPath_; }
    void settle();

public slots:
    void fit();
    // Saves the shown fit under the name in nameEdit(); false with the reason in the summary.
    bool saveProfile();
    // Makes the shown fit the calibration every estimate uses.
    bool useForEstimates();

signals:
    void fitShown();

private:
    void present(quint64 generation, const QVariant& result);

    StudioState* state_;
    std::vector<RunRecordPtr> runs_;
    jobs::LatestOnlyRunner runner_;
    CalibrationOutcomePtr outcome_;
    QString savedPath_;
    QListWidget* constantList_;
    QLineEdit* name_;
    QPushButton* fit_;
    QPushButton* save_;
    QPushButton* use_;
    QLabel* summary_;
    QTableWidget* constants_;
    QTableWidget* errors_;
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(moe::ui::CalibrationOutcomePtr)
