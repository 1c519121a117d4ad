#include "ui/help/help_window.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/common/focus_ring.h"
#include "ui/help/help_topics.h"

namespace moe::ui {

namespace {

constexpr int kTopicRole = Qt::UserRole + 1;

}  // namespace

HelpWindow::HelpWindow(QWidget* parent)
    : QDialog(parent),
      search_(new QLineEdit(this)),
      matches_(new QLabel(this)),
      list_(new QTreeWidget(this)),
      text_(new QTextBrowser(this)) {
    // Where the keyboard is, in every pane (review 33: typing meant for the search went to the
    // topic list's type-ahead; neither the list nor the text showed focus).
    new FocusRing(list_);
    new FocusRing(text_);
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("MoE Layout Studio Help"));
    // A window of its own beside the studio, not a dialog that blocks it.
    setWindowFlag(Qt::Window);
    setModal(false);

    search_->setObjectName(QStringLiteral("helpSearch"));
    search_->setPlaceholderText(tr("Search help: a term, a setting or a message"));
    search_->setClearButtonEnabled(true);
    search_->installEventFilter(this);
    list_->installEventFilter(this);
    auto* searchLabel = new QLabel(tr("&Search:"), this);
    searchLabel->setBuddy(search_);
    matches_->setObjectName(QStringLiteral("helpMatches"));

    list_->setObjectName(QStringLiteral("helpTopics"));
    list_->setHeaderHidden(true);
    list_->setRootIsDecorated(true);
    list_->setUniformRowHeights(true);
    QTreeWidgetItem* section = nullptr;
    for (const HelpTopic& t : helpTopics()) {
        if (!section || section->text(0) != t.section) {
            section = new QTreeWidgetItem(list_, {t.section});
            section->setFlags(Qt::ItemIsEnabled);
            QFont bold = section->font(0);
            bold.setBold(true);
            section->setFont(0, bold);
        }
        // The Getting Started page is its own section: one entry under a heading of the same name.
        auto* item = new QTreeWidgetItem(section, {t.title});
        item->setData(0, kTopicRole, t.id);
        item->setToolTip(0, t.title);
    }
    list_->expandAll();

    text_->setObjectName(QStringLiteral("helpText"));
    text_->setOpenLinks(false);
    text_->setTabChangesFocus(true);
    connect(text_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("topic")) showTopic(url.path());
    });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* close = buttons->button(QDialogButtonBox::Close);
    // Enter belongs to the search field and the list, never to Close.
    close->setAutoDefault(false);
    close->setDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(list_);
    splitter->addWidget(text_);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    list_->setMinimumWidth(220);
    // Wide enough for most titles whole (the tooltip has the rest).
    splitter->setSizes({380, 580});

    auto* top = new QHBoxLayout;
    top->addWidget(searchLabel);
    top->addWidget(search_, 1);
    top->addWidget(matches_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    setTabOrder(search_, list_);
    setTabOrder(list_, text_);
    setTabOrder(text_, close);

    // Ctrl+F, as in any viewer (review 39 typed into the topic list's type-ahead instead).
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        search_->setFocus(Qt::ShortcutFocusReason);
        search_->selectAll();
    });
    connect(search_, &QLineEdit::textChanged, this, &HelpWindow::applyFilter);
    connect(search_, &QLineEdit::returnPressed, this, [this] {
        if (QTreeWidgetItem* first = firstVisibleTopic()) {
            showItem(first);
            list_->setFocus(Qt::OtherFocusReason);
            freshQueryOnTyping_ = true;  // the search was answered: the next word asks anew
        }
    });
    // Section headings are not topics: the arrow keys step over them in the direction they move.
    connect(list_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item, QTreeWidgetItem* previous) {
        if (!item) return;
        if (!item->data(0, kTopicRole).isNull()) {
            showItem(item);
            return;
        }
        const bool movingUp = previous && previous == list_->itemBelow(item);
        QTreeWidgetItem* next = movingUp ? list_->itemAbove(item) : list_->itemBelow(item);
        if (!next) next = movingUp ? list_->itemBelow(item) : previous;
        if (next && next != item) list_->setCurrentItem(next);
    });
    // Enter on a topic moves on to its text, so the arrow keys then scroll it.
    connect(list_, &QTreeWidget::activated, this, [this](const QModelIndex& index) {
        if (!index.data(kTopicRole).isNull()) text_->setFocus(Qt::OtherFocusReason);
    });

    // Large enough to read a page without scrolling sideways, never larger than the screen.
    QSize size(960, 640);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableSize() * 0.9);
    resize(size);
    applyFilter({});
    showItem(itemFor(gettingStartedTopicId()));
}

QString HelpWindow::currentTopic() const {
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? item->data(0, kTopicRole).toString() : QString();
}

QStringList HelpWindow::visibleTopics() const {
    QStringList ids;
    for (int s = 0; s < list_->topLevelItemCount(); ++s) {
        const QTreeWidgetItem* section = list_->topLevelItem(s);
        for (int i = 0; i < section->childCount(); ++i)
            if (!section->child(i)->isHidden()) ids << section->child(i)->data(0, kTopicRole).toString();
    }
    return ids;
}

bool HelpWindow::showTopic(const QString& id) {
    QTreeWidgetItem* item = itemFor(id);
    if (item && item->isHidden()) search_->clear();  // the search must not hide what was asked for
    const bool found = item != nullptr;
    showItem(found ? item : itemFor(gettingStartedTopicId()));
    show();
    raise();
    activateWindow();
    return found;
}

bool HelpWindow::eventFilter(QObject* watched, QEvent* event) {
    // Typing in the topic list goes to the search (review 19: after Enter moved to the list, the
    // next words reached nothing); arrows, Enter and Tab keep their list meaning.
    if (watched == list_ && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const QString text = key->text();
        const bool typing = !text.isEmpty() && text.at(0).isPrint() &&
                            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        if (typing) {
            search_->setFocus(Qt::OtherFocusReason);
            // A new word starts a new search (a review typed a second term after Enter and got both
            // run together); a leading space goes on with the one shown (review 19).
            if (freshQueryOnTyping_ && !text.at(0).isSpace()) search_->selectAll();
            freshQueryOnTyping_ = false;
            search_->insert(text);
            return true;
        }
    }
    // Escape in a search with text clears it; the next Escape closes the window (QDialog).
    if (watched == search_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && !search_->text().isEmpty()) {
        search_->clear();
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void HelpWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier && !search_->text().isEmpty()) {
        search_->clear();
        search_->setFocus(Qt::ShortcutFocusReason);
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

void HelpWindow::applyFilter(const QString& query) {
    int shown = 0;
    int total = 0;
    for (int s = 0; s < list_->topLevelItemCount(); ++s) {
        QTreeWidgetItem* section = list_->topLevelItem(s);
        int inSection = 0;
        for (int i = 0; i < section->childCount(); ++i) {
            QTreeWidgetItem* item = section->child(i);
            const HelpTopic* topic = findHelpTopic(item->data(0, kTopicRole).toString());
            const bool match = topic && topicMatches(*topic, query);
            item->setHidden(!match);
            inSection += match ? 1 : 0;
            ++total;
        }
        section->setHidden(inSection == 0);
        shown += inSection;
    }
    if (query.trimmed().isEmpty())
        matches_->setText(tr("%1 topics").arg(total));
    else if (shown == 0)
        matches_->setText(tr("Nothing matches"));
    else
        matches_->setText(shown == 1 ? tr("1 match") : tr("%1 matches").arg(shown));
    // Keep the text in step with the list: the first match replaces a topic the search hid.
    const QTreeWidgetItem* current = list_->currentItem();
    if (!current || current->isHidden()) {
        if (QTreeWidgetItem* first = firstVisibleTopic()) {
            showItem(first);
        } else {
            // Nothing matches: the text must not go on showing a page the search did not find.
            list_->setCurrentItem(nullptr);
            text_->setHtml(tr("<p>No topic matches “%1”. Try a shorter word, or one of the glossary's terms (TP, "
                              "EP, recompute, dispatcher…).</p>")
                               .arg(query.toHtmlEscaped()));
        }
    }
}

void HelpWindow::showItem(QTreeWidgetItem* item) {
    if (!item) return;
    const HelpTopic* topic = findHelpTopic(item->data(0, kTopicRole).toString());
    if (!topic) return;
    if (list_->currentItem() != item) list_->setCurrentItem(item);
    list_->scrollToItem(item);
    text_->setHtml(QStringLiteral("<h2>%1</h2>").arg(topic->title.toHtmlEscaped()) + topic->html);
}

QTreeWidgetItem* HelpWindow::itemFor(const QString& id) const {
    for (int s = 0; s < list_->topLevelItemCount(); ++s) {
        QTreeWidgetItem* section = list_->topLevelItem(s);
        for (int i = 0; i < section->childCount(); ++i)
            if (section->child(i)->data(0, kTopicRole).toString() == id) return section->child(i);
    }
    return nullptr;
}

QTreeWidgetItem* HelpWindow::firstVisibleTopic() const {
    // The topic a search is about, not merely the first listed that mentions it: a title holding
    // the whole query ("SP — sequence parallelism" for "sequence parallelism"), else one holding
    // each of its words, else the first match (TP's page mentions sequence parallelism too).
    // Folded as the filter folds (review: "nao cabe" listed "Não cabe na memória da GPU" but Enter
    // opened the first topic that mentioned it).
    const QString query = foldedForSearch(search_->text().trimmed());
    const QStringList words = query.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QTreeWidgetItem* first = nullptr;
    QTreeWidgetItem* allWords = nullptr;
    for (int s = 0; s < list_->topLevelItemCount(); ++s) {
        QTreeWidgetItem* section = list_->topLevelItem(s);
        for (int i = 0; i < section->childCount(); ++i) {
            QTreeWidgetItem* item = section->child(i);
            if (item->isHidden()) continue;
            if (!first) first = item;
            if (query.isEmpty()) return first;
            const HelpTopic* topic = findHelpTopic(item->data(0, kTopicRole).toString());
            const QString title = foldedForSearch(topic ? topic->title : item->text(0));
            if (title.contains(query)) return item;
            if (!allWords && std::all_of(words.begin(), words.end(), [&](const QString& w) { return title.contains(w); }))
                allWords = item;
        }
    }
    return allWords ? allWords : first;
}

}  // namespace moe::ui
