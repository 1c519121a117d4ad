#pragma once
// Figures of an estimate printed with only the digits its uncertainty band supports (the rule of
// core/perf/estimate_uncertainty: the place of the leading digit of value × half-width), in the
// units and grouping of panel_format. With no band known they read as panel_format prints them.
#include <QString>

#include "core/perf/estimate_uncertainty.h"

namespace moe::ui {

// "98 s", "9.9 s", "850 ms" (the band's digits), or formatSeconds without a band.
QString formatSecondsInBand(double seconds, const Uncertainty& band);
// A predicted time with no band at hand: three significant figures ("25.4 s", "388 ms").
QString formatPredictedSeconds(double seconds);
// A predicted step at the digits of the estimate's band where there is one (review 30: the
// timeline said 407 s where the Estimate said 410 s for one step), else formatPredictedSeconds.
QString formatPredictedSecondsInBand(double seconds, const Uncertainty& band);
// "11,000" (rounded to the band, thousands grouped), or formatCount without a band.
QString formatCountInBand(double value, const Uncertainty& band);
// "1200", "87", or formatTflops without a band.
QString formatTflopsInBand(double tflops, const Uncertainty& band);
// A fraction as a percentage: 0.4613 at ±12 % → "46 %", or formatPercent without a band.
QString formatPercentInBand(double fraction, const Uncertainty& band);
// "±14 %", "±? %" without a band.
// "±12 %"; "±19 % (extrapolated)" when the recipe is outside what the published runs cover.
QString bandText(const Uncertainty& band);

}  // namespace moe::ui
