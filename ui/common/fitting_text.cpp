#include "ui/common/fitting_text.h"

namespace moe::ui {

QString fittingText(const QStringList& longestFirst, const QFontMetrics& metrics, double width) {
    if (longestFirst.isEmpty()) return {};
    for (const QString& text : longestFirst)
        if (metrics.horizontalAdvance(text) <= width) return text;
    return metrics.elidedText(longestFirst.back(), Qt::ElideRight, static_cast<int>(width));
}

}  // namespace moe::ui
