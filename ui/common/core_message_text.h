#pragma once
// The core's sentences (moe::Message: an id and its arguments) in the studio's language: the id
// through the catalogs (context and id as lupdate collected them from MOE_TR), the numbers in the
// reader's locale, names, flags and keys as they are.
#include <QString>
#include <string_view>

#include "core/common/diagnostic.h"
#include "core/common/error.h"
#include "core/common/message.h"
#include "core/recipe/recipe_fields.h"

namespace moe::ui {

QString coreMessageText(const Message& message);
// A fixed core text marked MOE_TR(context, …) (glossary entries, rule titles and explanations),
// translated.
QString coreText(const char* context, std::string_view text);
// A recipe field's label (FieldDescriptor::help, MOE_TR "recipe_fields"), translated; empty when
// the field has none.
QString fieldLabel(const FieldDescriptor& field);
// A finding's message and suggestion: translated where the core gives them as ids, else its English.
QString findingMessage(const Diagnostic& finding);
QString findingSuggestion(const Diagnostic& finding);
// Where a finding's rule comes from: the studio's own words translated (MOE_TR "sources"), an
// upstream file path as it is.
QString findingSource(const Diagnostic& finding);
// An error's reason, translated where the core gives it as a message (Error::reason_text), else its
// English; and the whole error as Error::toString() lays it out ("file:line:col: field: reason"),
// file, position and field path as they are, only the reason translated. (finding_text.h's
// errorText() names the field by its label instead.)
QString errorReason(const Error& error);
QString coreErrorText(const Error& error);

}  // namespace moe::ui
