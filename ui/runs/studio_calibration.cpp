#include "ui/runs/studio_calibration.h"

#include "ui/state/studio_state.h"

namespace moe::ui {

StudioCalibration::StudioCalibration(QObject* parent)
    : QObject(parent), calibration_(std::make_shared<const Calibration>(builtinCalibration())), name_(tr("built-in")) {
    setObjectName(QStringLiteral("studioCalibration"));
}

StudioCalibration* StudioCalibration::of(StudioState* state) {
    if (auto* existing = state->findChild<StudioCalibration*>(QString(), Qt::FindDirectChildrenOnly)) return existing;
    return new StudioCalibration(state);
}

void StudioCalibration::setCalibration(const Calibration& calibration, const QString& name) {
    calibration_ = std::make_shared<const Calibration>(calibration);
    name_ = name;
    builtin_ = false;
    emit changed();
}

void StudioCalibration::resetToBuiltin() {
    if (builtin_) return;
    calibration_ = std::make_shared<const Calibration>(builtinCalibration());
    name_ = tr("built-in");
    builtin_ = true;
    emit changed();
}

}  // namespace moe::ui
