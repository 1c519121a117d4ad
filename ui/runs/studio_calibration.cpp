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

void StudioCalibration::setCalibration(const Calibration& calibration, const QString& name, const QStringList& fittedOn) {
    calibration_ = std::make_shared<const Calibration>(calibration);
    name_ = name;
    fittedOn_ = fittedOn;
    builtin_ = false;
    emit changed();
}

QString StudioCalibration::describe() const {
    if (builtin_) return tr("the built-in calibration (fitted to published runs)");
    if (fittedOn_.isEmpty()) return tr("the %1 calibration").arg(name_);
    return tr("the %1 calibration (fitted on %2 runs)").arg(name_, fittedOn_.join(QStringLiteral(", ")));
}

QString StudioCalibration::cautionFor(const QString& gpu) const {
    // Review 25 applied a profile fitted on one H100 run to an H200 recipe, unwarned.
    if (builtin_ || fittedOn_.isEmpty() || fittedOn_.contains(gpu)) return {};
    return tr("%1 was fitted on %2 runs only; this recipe runs on %3, where its constants may not hold.")
        .arg(name_, fittedOn_.join(QStringLiteral(", ")), gpu);
}

void StudioCalibration::resetToBuiltin() {
    if (builtin_) return;
    calibration_ = std::make_shared<const Calibration>(builtinCalibration());
    name_ = tr("built-in");
    fittedOn_.clear();
    builtin_ = true;
    emit changed();
}

}  // namespace moe::ui
