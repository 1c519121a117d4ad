#pragma once
// The calibration the studio's estimates use: the built-in constants, or a named cluster profile
// fitted on the user's runs (Runs ▸ Calibrate from Runs…). Like the runs themselves it belongs to
// the session, not to the recipe: never saved into it and not on the undo stack. One instance hangs
// off the StudioState (StudioCalibration::of), so panels find it without knowing each other.
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

#include "core/perf/calibration.h"

namespace moe::ui {

class StudioState;

class StudioCalibration : public QObject {
    Q_OBJECT
public:
    // The state's instance, created on first use as a child of the state.
    static StudioCalibration* of(StudioState* state);

    // An immutable snapshot, safe to hand to a background job.
    [[nodiscard]] std::shared_ptr<const Calibration> calibration() const { return calibration_; }
    // "built-in", or the cluster profile's name.
    [[nodiscard]] const QString& name() const { return name_; }
    [[nodiscard]] bool isBuiltin() const { return builtin_; }

    // `fittedOn`: the GPUs of the runs a cluster profile was fitted to (empty: not known).
    void setCalibration(const Calibration& calibration, const QString& name, const QStringList& fittedOn = {});
    [[nodiscard]] const QStringList& fittedOn() const { return fittedOn_; }
    // Words for the panels: "the built-in calibration", "the lab-h100 calibration (fitted on
    // H100-SXM runs)"; with `gpu`, a caution when the profile was fitted on other GPUs only.
    [[nodiscard]] QString describe() const;
    [[nodiscard]] QString cautionFor(const QString& gpu) const;
    void resetToBuiltin();

signals:
    void changed();

private:
    explicit StudioCalibration(QObject* parent);

    std::shared_ptr<const Calibration> calibration_;
    QString name_;
    QStringList fittedOn_;
    bool builtin_ = true;
};

}  // namespace moe::ui
