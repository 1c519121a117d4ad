// Number formatting shared by the estimate, feasibility and search panels: fixed precision per
// magnitude, English grouping under the C locale the tests run in, and a dash for non-finite values.
#include <QLocale>
#include <QtTest>
#include <limits>

#include "core/layout/layout.h"
#include "ui/common/panel_format.h"

using namespace moe::ui;

class TestPanelFormat : public QObject {
    Q_OBJECT
private slots:
    void seconds() {
        QCOMPARE(formatSeconds(0.3194), QStringLiteral("319.4 ms"));
        QCOMPARE(formatSeconds(0.0), QStringLiteral("0.0 ms"));
        QCOMPARE(formatSeconds(1.0), QStringLiteral("1.000 s"));
        QCOMPARE(formatSeconds(9.87654), QStringLiteral("9.877 s"));
        QCOMPARE(formatSeconds(21.119), QStringLiteral("21.12 s"));
        QCOMPARE(formatSeconds(std::numeric_limits<double>::quiet_NaN()), QStringLiteral("—"));
    }

    void counts() {
        QCOMPARE(formatCount(12411.4), QStringLiteral("12,411"));
        QCOMPARE(formatCount(999.5), QStringLiteral("1,000"));
        QCOMPARE(formatCount(0.2), QStringLiteral("0"));
        QCOMPARE(formatCount(-1234567), QStringLiteral("-1,234,567"));
        QCOMPARE(formatCount(std::numeric_limits<double>::infinity()), QStringLiteral("—"));
        // The chosen language's separators (issue 42 §4; test_display_locale): a German default
        // writes "12.411" and "1,500 s", as QLocale writes them.
        const QLocale previous;
        const QLocale german(QLocale::German, QLocale::Germany);
        QLocale::setDefault(german);
        QCOMPARE(formatCount(12411), german.toString(12411));
        QCOMPARE(formatSeconds(1.5), german.toString(1.5, 'f', 3) + QStringLiteral(" s"));
        QLocale::setDefault(previous);
    }

    void microseconds() {
        // The example: 660551005 ns printed as "660551.005" µs; whole µs with grouping now.
        QCOMPARE(formatMicroseconds(660551005), QStringLiteral("660,551"));
        QCOMPARE(formatMicroseconds(100000), QStringLiteral("100"));
        QCOMPARE(formatMicroseconds(42499), QStringLiteral("42.5"));
        QCOMPARE(formatMicroseconds(3250), QStringLiteral("3.25"));
        QCOMPARE(formatMicroseconds(125), QStringLiteral("0.125"));
        QCOMPARE(formatMicroseconds(0), QStringLiteral("0"));
        QCOMPARE(formatMicroseconds(-1500000), QStringLiteral("-1,500"));
    }

    void milliseconds() {
        // The measured step beside a predicted "5.41 s": 5,409,033,000 ns is 5,409.0 ms, not 5,409,033 µs.
        QCOMPARE(formatMilliseconds(5'409'033'000), QStringLiteral("5,409.0"));
        QCOMPARE(formatMilliseconds(100'000'000), QStringLiteral("100.0"));
        QCOMPARE(formatMilliseconds(2'708'000), QStringLiteral("2.71"));
        QCOMPARE(formatMilliseconds(40'000), QStringLiteral("0.040"));
        QCOMPARE(formatMilliseconds(0), QStringLiteral("0"));
        QCOMPARE(formatMilliseconds(-1'500'000'000), QStringLiteral("-1,500.0"));
    }

    void tflopsPercentGib() {
        QCOMPARE(formatTflops(286.4), QStringLiteral("286"));
        QCOMPARE(formatTflops(87.46), QStringLiteral("87.5"));
        QCOMPARE(formatTflops(99.96), QStringLiteral("100.0"));
        QCOMPARE(formatPercent(0.2893), QStringLiteral("28.9 %"));
        QCOMPARE(formatPercent(1.0), QStringLiteral("100.0 %"));
        // A signed change: the sign follows the printed digits (review: the Runs A/B tree read
        // "+0.00 %" for a 0.001 % difference).
        QCOMPARE(formatSignedPercent(2.5, 2), QStringLiteral("+2.50 %"));
        QCOMPARE(formatSignedPercent(-0.3, 2), QStringLiteral("-0.30 %"));
        QCOMPARE(formatSignedPercent(0.001, 2), QStringLiteral("0.00 %"));
        QCOMPARE(formatSignedPercent(-0.004, 2), QStringLiteral("0.00 %"));
        QCOMPARE(formatSignedPercent(0.005, 2), QStringLiteral("+0.01 %"));
        QCOMPARE(formatGib(74.68), QStringLiteral("74.7 GiB"));
        QCOMPARE(formatGib(-3.26), QStringLiteral("-3.3 GiB"));
        // Under a tenth the hundredths stay: 0.012 GiB of headroom is not "0.0 GiB".
        QCOMPARE(formatGib(0.012), QStringLiteral("0.01 GiB"));
        QCOMPARE(formatGib(-0.04), QStringLiteral("-0.04 GiB"));
        QCOMPARE(formatGib(0.0), QStringLiteral("0.0 GiB"));
    }

    void layoutLine() {
        moe::Layout l;
        l.world_size = 64;
        l.tp = 2;
        l.cp = 2;
        l.pp = 2;
        l.ep = 8;
        l.etp = 1;
        l.micro_batch_size = 2;
        // DP = 64 / (2·2·2) = 8; EDP = 64 / (1·8·2) = 4.
        QCOMPARE(formatLayout(l), QStringLiteral("TP2 CP2 PP2 EP8 ETP1 · DP8 EDP4 · MBS2"));
        l.vpp = 4;
        l.etp.reset();  // unset ETP is TP
        QCOMPARE(formatLayout(l), QStringLiteral("TP2 CP2 PP2 VPP4 EP8 ETP2 · DP8 EDP2 · MBS2"));
        l.world_size = 63;
        QVERIFY(formatLayout(l).contains(QStringLiteral("DP? EDP?")));
    }
};

QTEST_APPLESS_MAIN(TestPanelFormat)
#include "test_panel_format.moc"
