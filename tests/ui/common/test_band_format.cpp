// Figures printed with the digits an uncertainty band supports, in the panels' units: the place of
// the leading digit of value × half-width (hand-computed below), English grouping for counts, and
// the panels' usual formats when no band is known.
#include <QtTest>

#include "ui/common/band_format.h"
#include "ui/common/panel_format.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

class TestBandFormat : public QObject {
    Q_OBJECT
private slots:
    void roundedToTheBand() {
        const Uncertainty ten = uitest::symmetricBand(0.10);
        // Digits by the Particle Data Group's rule (two significant digits of uncertainty when its
        // leading three are 100-354, else one; core bandDigitExponent).
        // 12,411 tokens/s ± 10 % = ± 1241 (two digits): hundreds.
        QCOMPARE(formatCountInBand(12411.4, ten), QStringLiteral("12,400"));
        // 3189 ± 319 (two digits): tens.
        QCOMPARE(formatCountInBand(3189.0, ten), QStringLiteral("3,190"));
        // 1153.2 TFLOP/s ± 115 (two digits): tens, not "1153".
        QCOMPARE(formatTflopsInBand(1153.2, ten), QStringLiteral("1150"));
        // 87.5 TFLOP/s ± 8.75 (one digit): units.
        QCOMPARE(formatTflopsInBand(87.5, ten), QStringLiteral("88"));
        // 21.119 s ± 2.11 s: tenths; 9.877 s ± 0.988 s (up to 1.0): tenths; 0.3194 s ± 31.9 ms: ms.
        QCOMPARE(formatSecondsInBand(21.119, ten), QStringLiteral("21.1 s"));
        QCOMPARE(formatSecondsInBand(9.87654, ten), QStringLiteral("9.9 s"));
        QCOMPARE(formatSecondsInBand(0.3194, ten), QStringLiteral("319 ms"));
        // MFU 0.4213 = 42.13 % ± 4.2 points (one digit): whole per cent.
        QCOMPARE(formatPercentInBand(0.4213, ten), QStringLiteral("42 %"));
        QCOMPARE(bandText(ten), QStringLiteral("±10 %"));
        // A narrow band keeps more digits: 12,411 ± 1 % = ± 124 (two digits): tens.
        QCOMPARE(formatCountInBand(12411.4, uitest::symmetricBand(0.01)), QStringLiteral("12,410"));
    }
    void withoutABandThePanelsFormats() {
        const Uncertainty none;
        QCOMPARE(formatCountInBand(12411.4, none), formatCount(12411.4));
        QCOMPARE(formatTflopsInBand(87.5, none), formatTflops(87.5));
        QCOMPARE(formatSecondsInBand(21.119, none), formatSeconds(21.119));
        QCOMPARE(formatPercentInBand(0.4213, none), formatPercent(0.4213));
        QCOMPARE(bandText(none), QStringLiteral("±? %"));
        // Outside the calibration the band is the widest error anywhere: said beside it.
        Uncertainty outside = uitest::symmetricBand(0.10);
        outside.outside = {"CP 16 (every published row has CP 1)"};
        QCOMPARE(bandText(outside), QStringLiteral("±10 % (extrapolated)"));
    }
};

QTEST_APPLESS_MAIN(TestBandFormat)
#include "test_band_format.moc"
