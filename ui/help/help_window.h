#pragma once
// The Help window: a search field over the Getting Started page, the glossary and every finding's
// explanation, the matching topics in a list, and the selected one as text. Non-modal; F1 in the
// main window opens it on the topic of the focused field or the selected finding. Keyboard: typing
// filters, Enter goes to the first match, Escape clears the search and then closes, Tab moves
// through search, list, text and Close.
#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace moe::ui {

class HelpWindow : public QDialog {
    Q_OBJECT
public:
    explicit HelpWindow(QWidget* parent = nullptr);

    [[nodiscard]] QLineEdit* searchField() const { return search_; }
    [[nodiscard]] QTreeWidget* topicList() const { return list_; }
    [[nodiscard]] QTextBrowser* textView() const { return text_; }
    // The id of the topic shown (help_topics.h), empty when none is.
    [[nodiscard]] QString currentTopic() const;
    // The ids of the topics the search leaves in the list, in list order.
    [[nodiscard]] QStringList visibleTopics() const;

public slots:
    // Shows, raises and activates the window on topic `id`; clears a search that would hide it.
    // False (and the Getting Started page) when there is no such topic.
    bool showTopic(const QString& id);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Escape anywhere in the window clears an active search first (review 18: Enter in the search
    // moves to the list, and Escape there closed the window); the next Escape closes it.
    void keyPressEvent(QKeyEvent* event) override;

private:
    void applyFilter(const QString& query);
    void showItem(QTreeWidgetItem* item);
    [[nodiscard]] QTreeWidgetItem* itemFor(const QString& id) const;
    [[nodiscard]] QTreeWidgetItem* firstVisibleTopic() const;

    QLineEdit* search_;
    // Enter answered the search and moved to the list: the next word typed there starts a new one.
    bool freshQueryOnTyping_ = false;
    QLabel* matches_;
    QTreeWidget* list_;
    QTextBrowser* text_;
};

}  // namespace moe::ui
