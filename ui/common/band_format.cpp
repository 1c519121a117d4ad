#include "ui/common/band_format.h"

#include <QCoreApplication>
#include <cmath>

#include "ui/common/panel_format.h"

namespace moe::ui {

namespace {

double halfWidthOf(const Uncertainty& band) { return band.known() ? band.halfWidth() : 0.0; }

// core's formatToBand prints in the C locale ("9.9"); shown in the display locale, same digits.
QString bandDigits(double value, double halfWidth) {
    return displayNumberText(QString::fromStdString(formatToBand(value, halfWidth)));
}

}  // namespace

QString formatSecondsInBand(double seconds, const Uncertainty& band) {
    const double w = halfWidthOf(band);
    if (w <= 0 || !std::isfinite(seconds)) return formatSeconds(seconds);
    if (std::abs(seconds) < 1.0) return bandDigits(seconds * 1000.0, w) + QStringLiteral(" ms");
    return bandDigits(seconds, w) + QStringLiteral(" s");
}

QString formatPredictedSeconds(double seconds) {
    if (!std::isfinite(seconds)) return formatSeconds(seconds);
    if (std::abs(seconds) < 1.0) return bandDigits(seconds * 1000.0, 0) + QStringLiteral(" ms");
    return bandDigits(seconds, 0) + QStringLiteral(" s");
}

QString formatPredictedSecondsInBand(double seconds, const Uncertainty& band) {
    return halfWidthOf(band) > 0 ? formatSecondsInBand(seconds, band) : formatPredictedSeconds(seconds);
}

QString formatCountInBand(double value, const Uncertainty& band) {
    const double w = halfWidthOf(band);
    if (w <= 0 || !std::isfinite(value)) return formatCount(value);
    // Rounded to the band first; a count that keeps decimals (below 10 at a narrow band) is a count
    // no longer, so it prints as the band's digits without grouping.
    if (bandDigitExponent(value, w) < 0) return bandDigits(value, w);
    return formatCount(roundToBand(value, w));
}

QString formatTflopsInBand(double tflops, const Uncertainty& band) {
    const double w = halfWidthOf(band);
    if (w <= 0 || !std::isfinite(tflops)) return formatTflops(tflops);
    return bandDigits(tflops, w);
}

QString formatPercentInBand(double fraction, const Uncertainty& band) {
    const double w = halfWidthOf(band);
    if (w <= 0 || !std::isfinite(fraction)) return formatPercent(fraction);
    return bandDigits(100.0 * fraction, w) + QStringLiteral(" %");
}

QString bandText(const Uncertainty& band) {
    const QString text = QString::fromStdString(band.text());
    // Outside what the published runs cover, the band is the model's widest error anywhere: the
    // headline says so, not only the fine print (review: "400 s ±19 %" for a CP 16 layout).
    if (band.known() && !band.outside.empty())
        return QCoreApplication::translate("moe::ui::BandFormat", "%1 (extrapolated)",
                                           "an uncertainty band outside the calibration")
            .arg(text);
    return text;
}

}  // namespace moe::ui
