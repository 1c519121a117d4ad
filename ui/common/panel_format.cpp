#include "ui/common/panel_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

#include "core/layout/layout.h"
#include "core/perf/step_time_model.h"

namespace moe::ui {

namespace {

const QString kNotANumber = QStringLiteral("—");

bool finite(double v) {
    return std::isfinite(v);
}

const QLocale& englishNumbers() {
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english;
}

const QLocale& fileNumbers() {
    static const QLocale file = [] {
        QLocale l(QLocale::English, QLocale::UnitedStates);
        l.setNumberOptions(QLocale::OmitGroupSeparator);
        return l;
    }();
    return file;
}

// Set by FileNumberScope: this thread is writing text for a file or the clipboard.
thread_local bool tFileNumbers = false;

// The display locale without grouping: for the figures that never had it ("1234.50 s", "412").
QLocale ungroupedDisplayLocale() {
    QLocale locale = displayLocale();
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

}  // namespace

QLocale displayLocale() {
    // Files: C digits without grouping, which every spreadsheet reads as one number ("1,050" in a
    // CSV is 1.05 to a Portuguese spreadsheet, review in Portuguese).
    if (tFileNumbers) return fileNumbers();
    // The chosen language's numbers, as the spin boxes show them; the C locale (tests, screenshots,
    // LANG=C) has no grouping, so it reads as English there.
    QLocale locale;
    if (locale.language() == QLocale::C) return englishNumbers();
    return locale;
}

bool writingForAFile() {
    return tFileNumbers;
}

FileNumberScope::FileNumberScope() : previous_(tFileNumbers) {
    tFileNumbers = true;
}

FileNumberScope::~FileNumberScope() {
    tFileNumbers = previous_;
}

QString formatDecimal(double value, int decimals) {
    return ungroupedDisplayLocale().toString(value, 'f', decimals);
}

QString displayNumberText(const QString& cText) {
    if (tFileNumbers) {
        // The core's grouping commas go too: "18,600" → "18600"; a comma between words stays.
        QString out = cText;
        for (qsizetype i = out.size() - 2; i > 0; --i)
            if (out[i] == u',' && out[i - 1].isDigit() && out[i + 1].isDigit()) out.remove(i, 1);
        return out;
    }
    const QLocale locale = displayLocale();
    if (locale.language() == QLocale::English && locale.territory() == QLocale::UnitedStates) return cText;
    const QString zero = locale.zeroDigit();
    const bool asciiDigits = zero == QStringLiteral("0");
    QString out;
    out.reserve(cText.size());
    for (const QChar c : cText) {
        if (c == u'.')
            out += locale.decimalPoint();
        else if (c == u',')
            out += locale.groupSeparator();
        else if (c == u'-')
            out += locale.negativeSign();
        else if (!asciiDigits && c >= u'0' && c <= u'9')
            out += locale.toString(c.digitValue());  // a locale with digits of its own
        else
            out += c;
    }
    return out;
}

QString formatSeconds(double seconds) {
    if (!finite(seconds)) return kNotANumber;
    if (std::abs(seconds) < 1.0) return QStringLiteral("%1 ms").arg(formatDecimal(seconds * 1000.0, 1));
    return QStringLiteral("%1 s").arg(formatDecimal(seconds, std::abs(seconds) < 10.0 ? 3 : 2));
}

QString formatCount(double value) {
    if (!finite(value)) return kNotANumber;
    return displayLocale().toString(static_cast<qlonglong>(std::llround(value)));
}

QString formatMicroseconds(long long ns) {
    const double us = static_cast<double>(ns) / 1000.0;
    const double magnitude = std::abs(us);
    if (ns == 0) return QStringLiteral("0");
    if (magnitude >= 100.0) return formatCount(us);
    return formatDecimal(us, magnitude >= 10.0 ? 1 : magnitude >= 1.0 ? 2 : 3);
}

QString formatMilliseconds(long long ns) {
    if (ns == 0) return QStringLiteral("0");
    const double ms = static_cast<double>(ns) / 1e6;
    const double magnitude = std::abs(ms);
    if (magnitude >= 100.0) return displayLocale().toString(ms, 'f', 1);
    return formatDecimal(ms, magnitude >= 1.0 ? 2 : 3);
}

QString formatTflops(double tflops) {
    if (!finite(tflops)) return kNotANumber;
    return formatDecimal(tflops, std::abs(tflops) < 100.0 ? 1 : 0);
}

QString formatPercent(double fraction) {
    if (!finite(fraction)) return kNotANumber;
    return QStringLiteral("%1 %").arg(formatDecimal(fraction * 100.0, 1));
}

QString formatSignedPercent(double percent, int decimals) {
    if (!finite(percent)) return kNotANumber;
    const double scale = std::pow(10.0, decimals);
    const double shown = std::round(percent * scale) / scale;
    if (shown == 0.0) return QStringLiteral("%1 %").arg(formatDecimal(0.0, decimals));
    return QStringLiteral("%1%2 %").arg(shown > 0 ? QStringLiteral("+") : QString(), formatDecimal(shown, decimals));
}

QString formatGib(double gib) {
    if (!finite(gib)) return kNotANumber;
    // A headroom of 0.01 GiB must not read "0.0 GiB" beside the CLI's 0.01 (review 23): a figure
    // under a tenth keeps its hundredths.
    const int decimals = gib != 0 && std::abs(gib) < 0.095 ? 2 : 1;
    return QStringLiteral("%1 GiB").arg(formatDecimal(gib, decimals));
}

QString formatLayout(const Layout& l) {
    auto derived = [](int64_t v) { return v > 0 ? QString::number(v) : QStringLiteral("?"); };
    QString text = QStringLiteral("TP%1 CP%2 PP%3").arg(l.tp).arg(l.cp).arg(l.pp);
    if (l.vpp > 1) text += QStringLiteral(" VPP%1").arg(l.vpp);
    text += QStringLiteral(" EP%1 ETP%2 · DP%3 EDP%4 · MBS%5")
                .arg(l.ep)
                .arg(l.etpOrTp())
                .arg(derived(l.dp()), derived(l.edp()))
                .arg(l.micro_batch_size);
    return text;
}

QString formatInteger(long long value) {
    // Grouped as the editor's spin boxes group it: in the chosen language's way ("16.384" in pt_BR),
    // not at all under C ("16384"), where the spin boxes show no grouping either.
    if (tFileNumbers || QLocale().language() == QLocale::C) return QLocale::c().toString(value);
    return displayLocale().toString(value);
}

QString wallName(Wall wall) {
    switch (wall) {
        case Wall::Memory: return QCoreApplication::translate("moe::ui::Wall", "memory");
        case Wall::Communication: return QCoreApplication::translate("moe::ui::Wall", "communication");
        case Wall::HostOverhead: return QCoreApplication::translate("moe::ui::Wall", "host overhead");
        case Wall::Compute: return QCoreApplication::translate("moe::ui::Wall", "compute");
    }
    return {};
}

}  // namespace moe::ui
