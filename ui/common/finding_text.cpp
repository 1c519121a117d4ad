#include "ui/common/finding_text.h"

#include "core/recipe/recipe_fields.h"
#include "core/rules/rule_explanations.h"
#include "ui/common/core_message_text.h"

namespace moe::ui {

QString findingTitle(const Diagnostic& finding) {
    const RuleExplanation* e = findRuleExplanation(finding.rule);
    return e ? coreText("rule_titles", e->title) : QString();
}

QString findingText(const Diagnostic& finding) {
    const QString message = findingMessage(finding);
    const QString title = findingTitle(finding);
    return title.isEmpty() ? message : title + QStringLiteral(": ") + message;
}

QString errorText(const Error& error) {
    Error shown = error;
    // The field's label and the reason in the studio's language (issue 42).
    if (const FieldDescriptor* f = findRecipeField(error.field); f && !f->help.empty())
        shown.field = fieldLabel(*f).toStdString();
    return coreErrorText(shown);
}

}  // namespace moe::ui
