#pragma once
// "what: #fg on #bg = 4.52:1", the message of a contrast check that fails (test_contrast,
// test_status_colours).
#include <QColor>
#include <QString>

#include "ui/common/contrast.h"

namespace moe::uitest {

inline QString contrastText(const char* what, const QColor& fg, const QColor& bg) {
    return QStringLiteral("%1: %2 on %3 = %4:1")
        .arg(QLatin1String(what), fg.name(), bg.name())
        .arg(ui::contrastRatio(fg, bg), 0, 'f', 2);
}

}  // namespace moe::uitest
