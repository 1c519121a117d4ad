#pragma once
// The topics of the Help window: the Getting Started page, one per glossary entry
// (core/help/glossary.h) and one per finding explanation (core/rules/rule_explanations.h), with
// the ids F1 uses to open them.
#include <QString>
#include <QVector>

namespace moe::ui {

struct HelpTopic {
    QString id;       // "start", "glossary/<entry id>", "rule/<rule id>"
    QString section;  // the group it is listed under
    QString title;
    QString html;        // the body as rich text
    QString searchText;  // title, body and id folded by foldedForSearch, for the search field
};

// Every topic: Getting Started first, then the glossary, then the finding explanations.
const QVector<HelpTopic>& helpTopics();
const HelpTopic* findHelpTopic(const QString& id);

QString gettingStartedTopicId();
QString glossaryTopicId(const QString& entryId);
QString ruleTopicId(const QString& rule);
// The glossary topic for an editor widget, by its object name ("editor.layout.tp",
// "editor.slider.layout.tp", "editor.derived.dp"); empty when no entry explains that field.
QString topicForEditorObject(const QString& objectName);
// Lower case without diacritics (NFD, combining marks dropped): what the Help search compares.
QString foldedForSearch(const QString& text);
// True when every word of `query` starts a word of the topic (case- and accent-insensitive); an
// empty query matches.
bool topicMatches(const HelpTopic& topic, const QString& query);

}  // namespace moe::ui
