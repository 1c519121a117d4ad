#pragma once
// The step-time model's sentences in the studio's language: the wall's reason and lever, the next
// lever's gain, the uncertainty band's basis and description, a calibration constant's meaning and
// unit (core/perf, MOE_TR contexts "perf" and "calibration_constants"). Where the core gives no id
// (a bare flag, a basis of names alone, a band read back from an older record) its English stands.
#include <QString>
#include <string>

#include "core/common/message.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"

namespace moe::ui {

// The message translated, or `english` where the message is empty.
QString messageOr(const Message& message, const std::string& english);

// "Blackwell, FP8, any dispatcher"
QString uncertaintyBasisText(const Uncertainty& band);
// The basis with why it widened and every way the recipe is outside the calibration, as the CLI's
// "basis:" says it (Uncertainty::fullBasis()), translated.
QString uncertaintyFullBasisText(const Uncertainty& band);
// Uncertainty::description(): "±12 % (80 % of the cross-validated errors of 42 published rows;
// basis: Hopper, BF16, any dispatcher (fewer than 10 rows of Hopper, BF16, alltoall))"
QString uncertaintyDescription(const Uncertainty& band);

// CalibrationConstant::what and ::unit
QString calibrationConstantWhat(const CalibrationConstant& constant);
QString calibrationConstantUnit(const CalibrationConstant& constant);

}  // namespace moe::ui
