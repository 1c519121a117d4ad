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

// English grouping ("6,551") regardless of the system locale; see the header.
const QLocale& englishNumbers() {
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english;
}

}  // namespace

QString formatSeconds(double seconds) {
    if (!finite(seconds)) return kNotANumber;
    if (std::abs(seconds) < 1.0) return QStringLiteral("%1 ms").arg(seconds * 1000.0, 0, 'f', 1);
    return QStringLiteral("%1 s").arg(seconds, 0, 'f', std::abs(seconds) < 10.0 ? 3 : 2);
}

QString formatCount(double value) {
    if (!finite(value)) return kNotANumber;
    return englishNumbers().toString(static_cast<qlonglong>(std::llround(value)));
}

QString formatMicroseconds(long long ns) {
    const double us = static_cast<double>(ns) / 1000.0;
    const double magnitude = std::abs(us);
    if (ns == 0) return QStringLiteral("0");
    if (magnitude >= 100.0) return formatCount(us);
    return QString::number(us, 'f', magnitude >= 10.0 ? 1 : magnitude >= 1.0 ? 2 : 3);
}

QString formatMilliseconds(long long ns) {
    if (ns == 0) return QStringLiteral("0");
    const double ms = static_cast<double>(ns) / 1e6;
    const double magnitude = std::abs(ms);
    if (magnitude >= 100.0) return englishNumbers().toString(ms, 'f', 1);
    return QString::number(ms, 'f', magnitude >= 1.0 ? 2 : 3);
}

QString formatTflops(double tflops) {
    if (!finite(tflops)) return kNotANumber;
    return QString::number(tflops, 'f', std::abs(tflops) < 100.0 ? 1 : 0);
}

QString formatPercent(double fraction) {
    if (!finite(fraction)) return kNotANumber;
    return QStringLiteral("%1 %").arg(fraction * 100.0, 0, 'f', 1);
}

QString formatGib(double gib) {
    if (!finite(gib)) return kNotANumber;
    // A headroom of 0.01 GiB must not read "0.0 GiB" beside the CLI's 0.01 (review 23): a figure
    // under a tenth keeps its hundredths.
    const int decimals = gib != 0 && std::abs(gib) < 0.095 ? 2 : 1;
    return QStringLiteral("%1 GiB").arg(gib, 0, 'f', decimals);
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

QString formatInteger(long long value) { return QLocale::c().toString(value); }

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
