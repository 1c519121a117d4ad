#include "ui/help/help_topics.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>
#include <string_view>

#include "core/help/glossary.h"
#include "core/perf/calibration.h"
#include "core/rules/rule_explanations.h"
#include "ui/common/core_message_text.h"
#include "ui/common/perf_message_text.h"
#include "ui/help/getting_started.h"

namespace moe::ui {

namespace {

QString fromView(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// Plain text with blank-line paragraphs as HTML paragraphs, and lines that start with "- " as a
// bulleted list (review: the band topic's three cases read as one run-on line).
QString paragraphs(const QString& text) {
    QString html;
    for (const QString& p : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        QStringList prose;
        QStringList items;
        const auto flush = [&] {
            if (!prose.isEmpty())
                html += QStringLiteral("<p>") + prose.join(QLatin1Char(' ')).toHtmlEscaped() + QStringLiteral("</p>");
            if (!items.isEmpty()) {
                html += QStringLiteral("<ul>");
                for (const QString& item : items)
                    html += QStringLiteral("<li>") + item.toHtmlEscaped() + QStringLiteral("</li>");
                html += QStringLiteral("</ul>");
            }
            prose.clear();
            items.clear();
        };
        for (const QString& line : p.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("- "))) {
                if (!prose.isEmpty() && items.isEmpty()) {
                    html +=
                        QStringLiteral("<p>") + prose.join(QLatin1Char(' ')).toHtmlEscaped() + QStringLiteral("</p>");
                    prose.clear();
                }
                items << line.mid(2);
            } else {
                if (!items.isEmpty()) flush();
                prose << line;
            }
        }
        flush();
    }
    return html;
}

QString plainOf(const QString& html) {
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    QString text = html;
    return text.remove(tags);
}

HelpTopic make(QString id, QString section, QString title, QString html, const QString& keywords = {}) {
    HelpTopic t{std::move(id), std::move(section), std::move(title), std::move(html), {}};
    t.searchText = foldedForSearch(t.title + QLatin1Char(' ') + plainOf(t.html) + QLatin1Char(' ') + t.id +
                                   QLatin1Char(' ') + keywords);
    return t;
}

// The constants Calibrate from Runs lists by key, each with what it means, its unit and the range
// a fit keeps it in (review 24 found them explained only in tooltips).
QString calibrationConstantsHtml() {
    QString html = QStringLiteral("<p><b>%1</b></p><table cellspacing=\"0\" cellpadding=\"3\">")
                       .arg(QCoreApplication::translate("HelpTopics", "The constants, as Calibrate from Runs lists them"));
    for (const CalibrationConstant& c : calibrationConstants())
        html += QStringLiteral("<tr><td><code>%1</code></td><td>%2 (%3; %4 to %5)</td></tr>")
                    .arg(QString::fromLatin1(c.key), calibrationConstantWhat(c).toHtmlEscaped(),
                         calibrationConstantUnit(c).toHtmlEscaped())
                    .arg(c.min)
                    .arg(c.max);
    return html + QStringLiteral("</table>");
}

// The keys no menu shows (a review searched Help for "shortcut" and "keyboard" and found nothing);
// every menu command's own shortcut is beside it in its menu and in Help ▸ Keyboard Shortcuts.
QString keyboardHtml() {
    return QCoreApplication::translate(
        "HelpTopics",
        "<p>Every menu command's shortcut stands beside it in its menu, and <b>Help ▸ Keyboard Shortcuts</b> lists "
        "them all. The keys that belong to no menu:</p><ul>"
        "<li><b>Tab</b> / <b>Shift+Tab</b>: the next or previous control, in the order they stand on screen; a frame "
        "shows where the focus is.</li>"
        "<li><b>F1</b>: the help page of the field or finding that has the focus.</li>"
        "<li><b>Ctrl+1</b> to <b>Ctrl+7</b>: open a bottom panel (Estimate, Feasibility, Search, Trace, Compare, "
        "Runs, Memory Assumptions) with the focus in it.</li>"
        "<li>In a size field: <b>Up</b> and <b>Down</b> step to the next size that divides the job; <b>Enter</b> "
        "applies a typed value. On a slider the arrow keys move it one stop.</li>"
        "<li>In a folded grid: the arrow keys walk the GPUs (<b>Enter</b> or <b>Space</b> selects the first), "
        "<b>+</b> and <b>−</b> zoom, <b>0</b> or <b>Home</b> resets the view, <b>Escape</b> clears the "
        "selection.</li>"
        "<li>In the trace timeline: <b>Left</b> and <b>Right</b> move the cursor, <b>Up</b> and <b>Down</b> change "
        "the lane, <b>Ctrl</b>+arrows jump to the next or previous kernel (its name, class and times show as on "
        "hover), <b>Shift</b>+arrows select a time window for the metrics, <b>Enter</b> zooms to it, "
        "<b>Escape</b> clears it, <b>+</b> and <b>−</b> zoom about the cursor, <b>0</b> or <b>Home</b> fits the "
        "trace.</li>"
        "<li><b>Alt+X</b> (Apply Fix): applies the selected finding's fix where one is offered.</li>"
        "<li><b>Ctrl+Z</b> / <b>Ctrl+Shift+Z</b>: undo and redo any edit, also with the focus in a field.</li>"
        "<li>In a dialog: <b>Enter</b> accepts, <b>Escape</b> cancels.</li></ul>");
}

QVector<HelpTopic> buildTopics() {
    QVector<HelpTopic> topics;
    const QString start = QCoreApplication::translate("HelpTopics", "Getting Started");
    const QString glossarySection = QCoreApplication::translate("HelpTopics", "Glossary");
    const QString findings = QCoreApplication::translate("HelpTopics", "Findings explained");
    topics.push_back(make(gettingStartedTopicId(), start, start, gettingStartedHtml()));
    // The reader's search words and the English ones.
    topics.push_back(make(QStringLiteral("keys"), start,
                          QCoreApplication::translate("HelpTopics", "Keyboard shortcuts"), keyboardHtml(),
                          QCoreApplication::translate("HelpTopics", "keyboard shortcut shortcuts keys hotkeys",
                                                      "search words for the keyboard-shortcuts help page") +
                              QStringLiteral(" keyboard shortcut shortcuts keys hotkeys")));
    for (const GlossaryEntry& e : glossary()) {
        QString html = paragraphs(coreText("glossary", e.explanation));
        if (e.id == "calibration") html += calibrationConstantsHtml();
        // The reader's language's search words and the English ones (flag names, terms from the CLI).
        const QString keywords =
            e.keywords.empty() ? QString()
                               : coreText("glossary_keywords", e.keywords) + QLatin1Char(' ') + fromView(e.keywords);
        topics.push_back(
            make(glossaryTopicId(fromView(e.id)), glossarySection, coreText("glossary_terms", e.term), html, keywords));
    }
    for (const RuleExplanation& e : ruleExplanations()) {
        const QString rule = fromView(e.rule);
        // The rule id is not shown (a reader needs the explanation, not an identifier), but a search
        // for an id copied from a report or the CLI still finds the page: make() indexes the id.
        topics.push_back(make(ruleTopicId(rule), findings, coreText("rule_titles", e.title),
                              paragraphs(coreText("rule_explanations", e.explanation))));
    }
    return topics;
}

}  // namespace

const QVector<HelpTopic>& helpTopics() {
    static const QVector<HelpTopic> topics = buildTopics();
    return topics;
}

const HelpTopic* findHelpTopic(const QString& id) {
    for (const HelpTopic& t : helpTopics())
        if (t.id == id) return &t;
    return nullptr;
}

QString gettingStartedTopicId() {
    return QStringLiteral("start");
}

QString glossaryTopicId(const QString& entryId) {
    return QStringLiteral("glossary/") + entryId;
}

QString ruleTopicId(const QString& rule) {
    return QStringLiteral("rule/") + rule;
}

QString topicForEditorObject(const QString& objectName) {
    static const QString editorPrefix = QStringLiteral("editor.");
    if (!objectName.startsWith(editorPrefix)) return {};
    QString key = objectName.mid(editorPrefix.size());
    // A size's slider and a derived value's label explain the same thing as the field itself.
    for (const QString& prefix : {QStringLiteral("slider."), QStringLiteral("derived.")})
        if (key.startsWith(prefix)) key = key.mid(prefix.size());
    const GlossaryEntry* e = glossaryEntryForField(key.toStdString());
    return e ? glossaryTopicId(fromView(e->id)) : QString();
}

QString foldedForSearch(const QString& text) {
    // Lower case without accents: "hierarquico" finds "hierárquico", so a keyboard without the
    // accent still finds the topic (review in Portuguese). Canonical
    // decomposition, then the combining marks dropped; Chinese has none, so it is unchanged.
    const QString decomposed = text.toLower().normalized(QString::NormalizationForm_D);
    QString folded;
    folded.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing) folded += c;
    return folded;
}

bool topicMatches(const HelpTopic& topic, const QString& query) {
    // Each word must start a word of the topic: "ep" finds EP, not every "step". Chinese (and
    // Japanese) text has no spaces between words, so a word in those scripts matches anywhere
    // (review in Chinese: 挤压 missed "DP 被挤压").
    const auto unspaced = [](const QString& word) {
        return std::any_of(word.begin(), word.end(), [](QChar c) {
            const QChar::Script s = c.script();
            return s == QChar::Script_Han || s == QChar::Script_Hiragana || s == QChar::Script_Katakana;
        });
    };
    const auto startsAWord = [&](const QString& word) {
        if (unspaced(word)) return topic.searchText.contains(word);
        for (qsizetype at = topic.searchText.indexOf(word); at >= 0; at = topic.searchText.indexOf(word, at + 1))
            if (at == 0 || !topic.searchText.at(at - 1).isLetterOrNumber()) return true;
        return false;
    };
    for (const QString& word : foldedForSearch(query).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!startsAWord(word)) return false;
    return true;
}

}  // namespace moe::ui
