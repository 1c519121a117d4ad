#pragma once
// Findings and errors in the words a user reads in the window: a finding by its title (rule ids
// stay in tooltips and copy actions), an error by the field's label rather than its recipe path.
#include <QString>

#include "core/common/diagnostic.h"
#include "core/common/error.h"

namespace moe::ui {

// The finding's title from the rule explanations ("Experts do not divide by EP"); empty for a
// rule without one.
QString findingTitle(const Diagnostic& finding);

// "Experts do not divide by EP: 8 experts over EP 256 …": the rule's title, then its message.
QString findingText(const Diagnostic& finding);

// "Pipeline parallel size: must divide …": the field's label from the recipe registry where the
// error names a recipe field, its file and line where it has them.
QString errorText(const Error& error);

}  // namespace moe::ui
