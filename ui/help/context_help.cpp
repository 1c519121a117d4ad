#include "ui/help/context_help.h"

#include <QWidget>

#include "core/help/glossary.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/help/help_topics.h"
#include "ui/help/help_window.h"

namespace moe::ui {

QString contextHelpTopic(const QWidget* focus) {
    // Walk out from the focus: a spin box's line edit, a list's viewport or the findings table sit
    // inside the widget that names the field or holds the finding.
    for (const QWidget* w = focus; w; w = w->parentWidget()) {
        if (const QString topic = topicForEditorObject(w->objectName()); !topic.isEmpty()) return topic;
        if (const QVariant own = w->property(kHelpTopicProperty); own.isValid() && findHelpTopic(own.toString()))
            return own.toString();
        // Panels name their widgets after what they show ("runs.baseline"), or say what the current
        // cell shows in kHelpFieldProperty: the glossary entry that lists that name explains it.
        const QVariant field = w->property(kHelpFieldProperty);
        const std::string key = (field.isValid() ? field.toString() : w->objectName()).toStdString();
        if (const GlossaryEntry* e = glossaryEntryForField(key))
            return glossaryTopicId(QString::fromUtf8(e->id.data(), static_cast<qsizetype>(e->id.size())));
        if (const auto* findings = qobject_cast<const DiagnosticsView*>(w)) {
            const QString rule = findings->currentRule();
            if (!rule.isEmpty() && findHelpTopic(ruleTopicId(rule))) return ruleTopicId(rule);
            break;
        }
        if (w->isWindow()) break;
    }
    return gettingStartedTopicId();
}

HelpWindow* helpWindowOf(QWidget* window) {
    if (auto* existing = window->findChild<HelpWindow*>(QString(), Qt::FindDirectChildrenOnly)) return existing;
    return new HelpWindow(window);
}

}  // namespace moe::ui
