#pragma once
// What the offer after a crash says it brings back: each kept item in words, so the question is
// never "Kept from 23:44: ." with nothing named (a session that only held an open trace).
#include <QStringList>

#include "ui/state/autosave.h"

namespace moe::ui {

// The items a restore brings back, in the offer's order: unsaved edits, pins, attached runs, the
// open trace, a cluster calibration. Empty when there is nothing to bring back.
[[nodiscard]] QStringList recoveryKeptItems(const RecoveredRecipe& recovered);

}  // namespace moe::ui
