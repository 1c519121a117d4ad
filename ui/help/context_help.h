#pragma once
// F1: the help topic for what has the keyboard focus. An editor field opens its glossary entry, a
// selected finding its explanation, anything else the Getting Started page.
#include <QString>

class QWidget;

namespace moe::ui {

class HelpWindow;

// A widget whose parts explain different things (a table's columns) keeps the glossary field of
// the current part in this dynamic property; F1 prefers it to the widget's object name.
inline constexpr const char* kHelpFieldProperty = "helpField";
// A widget that names its Help topic itself (the trace timeline: the keyboard page).
inline constexpr const char* kHelpTopicProperty = "helpTopic";

// The topic id (help_topics.h) for the focus widget `focus` (may be null).
QString contextHelpTopic(const QWidget* focus);
// The Help window of `window`, created on first use as its child (one per window).
HelpWindow* helpWindowOf(QWidget* window);

}  // namespace moe::ui
