// Issue 42 §4: the numbers the studio shows follow the chosen language (QLocale's default), so a
// figure uses the separators of the spin boxes beside it ("16.300" tokens/s/GPU in pt_BR, not the
// "16,300" a Brazilian reads as 16.3); under C (tests, screenshots) they keep English grouping.
// Expected texts come from QLocale itself: the C-locale text's number printed by the locale.
#include <QLocale>
#include <QtTest>
#include <functional>
#include <vector>

#include "ui/common/band_format.h"
#include "ui/common/panel_format.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

const QLocale kDisplayPt(QLocale::Portuguese, QLocale::Brazil);
const QLocale kDisplayFr(QLocale::French, QLocale::France);
const QLocale kDisplayEn(QLocale::English, QLocale::UnitedStates);

// `value` with `decimals` decimals as `locale` writes it without grouping.
QString ungroupedIn(const QLocale& locale, double value, int decimals) {
    QLocale l = locale;
    l.setNumberOptions(QLocale::OmitGroupSeparator);
    return l.toString(value, 'f', decimals);
}

// A C-locale text ("16,300", "3.5 s", "-3.3 GiB") as `locale` writes the same number: the same
// decimals, grouped when the C text is, the unit after the first space kept.
QString cLocaleTextIn(const QLocale& locale, const QString& cText) {
    const qsizetype space = cText.indexOf(u' ');
    const QString number = space < 0 ? cText : cText.left(space);
    const QString unit = space < 0 ? QString() : cText.mid(space);
    const qsizetype point = number.indexOf(u'.');
    const int decimals = point < 0 ? 0 : static_cast<int>(number.size() - point - 1);
    bool ok = false;
    const double value = kDisplayEn.toDouble(number, &ok);
    if (!ok) return QStringLiteral("<not a number: %1>").arg(cText);
    return (number.contains(u',') ? locale.toString(value, 'f', decimals) : ungroupedIn(locale, value, decimals)) +
           unit;
}

}  // namespace

class TestDisplayLocale : public QObject {
    Q_OBJECT
    QLocale saved_;

private slots:
    void init() { saved_ = QLocale(); }
    void cleanup() { QLocale::setDefault(saved_); }

    void cKeepsTheEnglishTexts() {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(displayLocale(), kDisplayEn);
        QCOMPARE(formatCount(18600), QStringLiteral("18,600"));
        QCOMPARE(formatSeconds(3.5), QStringLiteral("3.500 s"));
        QCOMPARE(formatSecondsInBand(3.5, uitest::symmetricBand(0.20)), QStringLiteral("3.5 s"));
        QCOMPARE(formatCountInBand(16311, uitest::symmetricBand(0.05)), QStringLiteral("16,300"));
        QCOMPARE(formatTflops(87.46), QStringLiteral("87.5"));
        QCOMPARE(formatPercent(0.2893), QStringLiteral("28.9 %"));
        QCOMPARE(formatGib(74.68), QStringLiteral("74.7 GiB"));
        QCOMPARE(formatMilliseconds(5'409'033'000), QStringLiteral("5,409.0"));
        QCOMPARE(formatMicroseconds(660551005), QStringLiteral("660,551"));
        QCOMPARE(formatInteger(16384), QStringLiteral("16384"));  // as the C spin boxes show it
        QCOMPARE(displayNumberText(QStringLiteral("-1,234.5")), QStringLiteral("-1,234.5"));
    }

    void portugueseSeparators() {
        // Every formatter under C first, then under pt_BR: the same number in pt_BR's way.
        QLocale::setDefault(QLocale::c());
        const Uncertainty band = uitest::symmetricBand(0.20), narrow = uitest::symmetricBand(0.05);
        const std::vector<std::function<QString()>> figures = {
            [] { return formatCount(16300); },
            [&] { return formatCountInBand(16311, narrow); },
            [&] { return formatSecondsInBand(3.5, band); },
            [&] { return formatSecondsInBand(0.3194, band); },
            [] { return formatPredictedSeconds(25.43); },
            [] { return formatSeconds(3.5); },
            [] { return formatSeconds(0.3194); },
            [] { return formatSeconds(1234.5); },
            [] { return formatTflops(87.46); },
            [] { return formatTflops(1153.2); },
            [&] { return formatTflopsInBand(1153.2, band); },
            [&] { return formatTflopsInBand(87.46, narrow); },
            [] { return formatPercent(0.2893); },
            [&] { return formatPercentInBand(0.4613, narrow); },
            [] { return formatGib(-3.26); },
            [] { return formatGib(0.012); },
            [] { return formatMilliseconds(5'409'033'000); },
            [] { return formatMilliseconds(2'708'000); },
            [] { return formatMicroseconds(660551005); },
            [] { return formatMicroseconds(42499); },
            [] { return formatDecimal(1.25, 2); },
        };
        QStringList inC;
        for (const auto& figure : figures) inC << figure();
        QCOMPARE(inC[0], QStringLiteral("16,300"));
        QCOMPARE(inC[2], QStringLiteral("3.5 s"));

        QLocale::setDefault(kDisplayPt);
        QCOMPARE(displayLocale(), kDisplayPt);
        for (size_t i = 0; i < figures.size(); ++i)
            QCOMPARE(figures[i](), cLocaleTextIn(kDisplayPt, inC[static_cast<qsizetype>(i)]));
        // The reviewer's case: 16,300 tokens/s/GPU must read as sixteen thousand in pt_BR.
        QCOMPARE(formatCount(16300), QStringLiteral("16.300"));
        QCOMPARE(formatSecondsInBand(3.5, band), QStringLiteral("3,5 s"));
        QCOMPARE(formatInteger(16384), kDisplayPt.toString(16384));  // grouped as pt_BR's spin boxes
        // The same digits as the C text, the locale's separators.
        QCOMPARE(displayNumberText(QStringLiteral("-1,234.5")), kDisplayPt.toString(-1234.5, 'f', 1));
        QCOMPARE(displayNumberText(QStringLiteral("9.90 s")), ungroupedIn(kDisplayPt, 9.9, 2) + QStringLiteral(" s"));
        // Units, bands and layouts stay as they are.
        QCOMPARE(bandText(uitest::symmetricBand(0.14)), QStringLiteral("±14 %"));
    }

    void frenchSeparators() {
        QLocale::setDefault(kDisplayFr);
        QCOMPARE(formatCount(16300), kDisplayFr.toString(16300));
        QVERIFY(formatCount(16300) != QStringLiteral("16,300"));
        QCOMPARE(formatSecondsInBand(3.5, uitest::symmetricBand(0.20)),
                 ungroupedIn(kDisplayFr, 3.5, 1) + QStringLiteral(" s"));
        QCOMPARE(formatMilliseconds(5'409'033'000), kDisplayFr.toString(5409.0, 'f', 1));
    }

    void fileNumbersScopeIsUngroupedEnglishWhateverTheLanguage() {
        QLocale::setDefault(kDisplayPt);
        {
            const FileNumberScope file;
            // English digits without grouping, as the C locale writes them: "1,050" in a CSV is 1.05
            // to a Portuguese spreadsheet (review in Portuguese).
            QCOMPARE(displayLocale().language(), QLocale::English);
            QVERIFY(displayLocale().numberOptions() & QLocale::OmitGroupSeparator);
            QCOMPARE(formatCount(16300), QStringLiteral("16300"));
            QCOMPARE(displayNumberText(QStringLiteral("18,600 tokens, then 3.5 s")),
                     QStringLiteral("18600 tokens, then 3.5 s"));
            QCOMPARE(formatSecondsInBand(3.5, uitest::symmetricBand(0.20)), QStringLiteral("3.5 s"));
            QCOMPARE(formatInteger(16384), QStringLiteral("16384"));
            {
                const FileNumberScope nested;
                QCOMPARE(formatGib(74.68), QStringLiteral("74.7 GiB"));
            }
            QCOMPARE(formatPercent(0.2893), QStringLiteral("28.9 %"));
        }
        QCOMPARE(formatCount(16300), kDisplayPt.toString(16300));
    }
};

QTEST_APPLESS_MAIN(TestDisplayLocale)
#include "test_display_locale.moc"
