#pragma once
// Shared by the GUI tests that look for a finding in the diagnostics view.
#include <string>

#include "ui/diagnostics/diagnostics_model.h"

namespace moe::uitest {

// Row of the first finding with rule id `rule`, or -1.
inline int diagnosticRow(const moe::ui::DiagnosticsModel& model, const std::string& rule) {
    for (size_t i = 0; i < model.diagnostics().size(); ++i)
        if (model.diagnostics()[i].rule == rule) return static_cast<int>(i);
    return -1;
}

}  // namespace moe::uitest
