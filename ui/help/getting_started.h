#pragma once
// The Help window's Getting Started page: what each panel of the studio is for, and a short walk
// from a model and a GPU to a Megatron-LM launch script or a Megatron-Bridge YAML.
#include <QString>

namespace moe::ui {

// Rich text; links of the form "topic:<id>" open other help topics (ui/help/help_topics.h).
QString gettingStartedHtml();

}  // namespace moe::ui
