#pragma once
// A parallel group's kind as the grids and their captions write it: "TP", "EDP", "DP_CP".
#include <QString>

#include "core/layout/rank_grid.h"

namespace moe::ui {

inline QString groupKindLabel(GroupKind kind) { return QString::fromLatin1(toString(kind)).toUpper(); }

}  // namespace moe::ui
