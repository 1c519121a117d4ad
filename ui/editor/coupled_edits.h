#pragma once
// Editor edits that carry fields depending on them, so one user action never leaves the recipe in
// a state Megatron refuses: sequence parallelism following TP across 1, the pipeline placement
// chosen anew for a new PP or VPP, and CUDA_DEVICE_MAX_CONNECTIONS unset across GPU generations.
// Pure (no widgets): the editor applies what these return as one undo step.
#include <QString>

#include <optional>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/recipe/recipe.h"

namespace moe::ui {

struct CoupledEdit {
    std::vector<FieldChange> changes;  // the edited field first
    QString undoText;
};

// `path` := `value` with the fields that must follow it, or nothing when the edit stands alone.
std::optional<CoupledEdit> coupledEdit(const Recipe& recipe, const QString& path, const QString& value);

// The recipe on GPU `hardware` (catalog name `ref`); `note` says what else changed ("" if nothing).
Recipe onGpu(const Recipe& recipe, const HardwareSpec& hardware, const std::string& ref, QString* note);

}  // namespace moe::ui
