#include "ui/common/contrast.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace moe::ui {

namespace {

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

// `c` moved towards `target` by t in [0, 1], in sRGB.
QColor mix(const QColor& c, const QColor& target, double t) {
    return QColor::fromRgbF(static_cast<float>(c.redF() + (target.redF() - c.redF()) * t),
                            static_cast<float>(c.greenF() + (target.greenF() - c.greenF()) * t),
                            static_cast<float>(c.blueF() + (target.blueF() - c.blueF()) * t));
}

// The smallest move towards `target` that reaches the ratio (bisection), or nothing.
std::optional<QColor> towards(const QColor& c, const QColor& target, const QColor& background, double minRatio) {
    if (contrastRatio(target, background) < minRatio) return std::nullopt;
    double lo = 0, hi = 1;
    for (int i = 0; i < 20; ++i) {
        const double mid = (lo + hi) / 2;
        (contrastRatio(mix(c, target, mid), background) >= minRatio ? hi : lo) = mid;
    }
    QColor out = mix(c, target, hi);
    // Rounding to 8-bit channels can fall just short: one more step.
    for (double t = hi; contrastRatio(out, background) < minRatio && t < 1; t = std::min(1.0, t + 0.01))
        out = mix(c, target, t);
    return out;
}

}  // namespace

double relativeLuminance(const QColor& colour) {
    const QColor c = colour.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor composite(const QColor& over, const QColor& under) {
    const double a = over.alphaF();
    return QColor::fromRgbF(static_cast<float>(over.redF() * a + under.redF() * (1 - a)),
                            static_cast<float>(over.greenF() * a + under.greenF() * (1 - a)),
                            static_cast<float>(over.blueF() * a + under.blueF() * (1 - a)));
}

QColor legibleOn(const QColor& preferred, const QColor& background, double minRatio) {
    const QColor c = QColor(preferred.rgb());  // opaque
    if (contrastRatio(c, background) >= minRatio) return c;
    const bool darkBackground = relativeLuminance(background) < 0.18;  // 0.18: equal contrast with black and white
    const QColor first = darkBackground ? QColor(Qt::white) : QColor(Qt::black);
    const QColor second = darkBackground ? QColor(Qt::black) : QColor(Qt::white);
    if (auto out = towards(c, first, background, minRatio)) return *out;
    if (auto out = towards(c, second, background, minRatio)) return *out;
    return contrastRatio(first, background) >= contrastRatio(second, background) ? first : second;
}

}  // namespace moe::ui
