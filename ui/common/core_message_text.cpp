#include "ui/common/core_message_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "core/recipe/recipe_fields.h"
#include "ui/common/panel_format.h"

namespace moe::ui {

namespace {

QString argText(const MessageArg& a) {
    switch (a.kind) {
        case MessageArg::Kind::Text:
        case MessageArg::Kind::Code:
            return QString::fromStdString(a.text);
        case MessageArg::Kind::Integer: {
            // Sizes and counts read as identifiers ("TP 8", "world 16384"): the locale's digits,
            // no grouping.
            QLocale locale = displayLocale();
            locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
            bool ok = false;
            const qlonglong v = QString::fromStdString(a.text).toLongLong(&ok);
            return ok ? locale.toString(v) : QString::fromStdString(a.text);
        }
        case MessageArg::Kind::Real: {
            // Without grouping too, as the figures the studio formats itself (formatDecimal): the
            // memory chart read "1008,7 GiB" beside "1.008,72 GiB" in the finding (review 24).
            QLocale locale = displayLocale();
            locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
            return locale.toString(a.number, 'f', a.digits);
        }
        case MessageArg::Kind::Messages: {
            QStringList parts;
            for (const Message& part : a.parts) parts << coreMessageText(part);
            return parts.join(QString::fromStdString(a.text));
        }
    }
    return QString::fromStdString(a.text);
}

}  // namespace

QString coreMessageText(const Message& message) {
    if (message.empty()) return {};
    const QString pattern = QCoreApplication::translate(message.context.c_str(), message.id.c_str());
    std::vector<std::string> texts;
    texts.reserve(message.args.size());
    for (const MessageArg& a : message.args) texts.push_back(argText(a).toStdString());
    return QString::fromStdString(fillPlaceholders(pattern.toStdString(), texts));
}

QString coreText(const char* context, std::string_view text) {
    if (text.empty()) return {};
    const std::string id(text);  // the catalogs key on the NUL-terminated id
    return QCoreApplication::translate(context, id.c_str());
}

QString fieldLabel(const FieldDescriptor& field) {
    return coreText("recipe_fields", field.help);
}

QString findingSource(const Diagnostic& finding) {
    return coreText("sources", finding.source);
}

QString findingMessage(const Diagnostic& finding) {
    return finding.message_text.empty() ? QString::fromStdString(finding.message) : coreMessageText(finding.message_text);
}

QString findingSuggestion(const Diagnostic& finding) {
    return finding.suggestion_text.empty() ? QString::fromStdString(finding.suggestion)
                                           : coreMessageText(finding.suggestion_text);
}

QString errorReason(const Error& error) {
    return error.reason_text.empty() ? QString::fromStdString(error.reason) : coreMessageText(error.reason_text);
}

QString coreErrorText(const Error& error) {
    Error place = error;
    place.reason.clear();
    place.reason_text = {};
    // toString() with an empty reason ends in the separator; the translated reason follows it.
    return QString::fromStdString(place.toString()) + errorReason(error);
}

}  // namespace moe::ui
