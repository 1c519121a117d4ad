#include "ui/common/perf_message_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "ui/common/core_message_text.h"

namespace moe::ui {

// The basis with why it widened and where the recipe is outside the calibration.
QString uncertaintyFullBasisText(const Uncertainty& band) {
    QStringList why;
    if (!band.widened.empty()) why << messageOr(band.widened_message, band.widened);
    const bool outsideIds = band.outside_messages.size() == band.outside.size();
    for (size_t i = 0; i < band.outside.size(); ++i)
        why << QCoreApplication::translate("moe::ui::PerfMessageText", "outside the calibration: %1")
                   .arg(outsideIds ? coreMessageText(band.outside_messages[i])
                                   : QString::fromStdString(band.outside[i]));
    const QString basis = uncertaintyBasisText(band);
    return why.isEmpty() ? basis
                         : QCoreApplication::translate("moe::ui::PerfMessageText", "%1 (%2)")
                               .arg(basis, why.join(QStringLiteral("; ")));
}

QString messageOr(const Message& message, const std::string& english) {
    return message.empty() ? QString::fromStdString(english) : coreMessageText(message);
}

QString uncertaintyBasisText(const Uncertainty& band) {
    return messageOr(band.basis_message, band.basis);
}


QString uncertaintyDescription(const Uncertainty& band) {
    if (!band.known()) return coreMessageText(Uncertainty::unknownMessage());
    return QCoreApplication::translate("moe::ui::PerfMessageText", "%1 (%2; basis: %3)")
        .arg(QString::fromStdString(band.text()), coreMessageText(band.shareMessage()), uncertaintyFullBasisText(band));
}

QString calibrationConstantWhat(const CalibrationConstant& constant) {
    return coreText("calibration_constants", constant.what);
}

QString calibrationConstantUnit(const CalibrationConstant& constant) {
    return coreText("calibration_constants", constant.unit);
}

}  // namespace moe::ui
