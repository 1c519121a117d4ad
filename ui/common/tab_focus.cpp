#include "ui/common/tab_focus.h"

#include <QAbstractItemView>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QTextEdit>

namespace moe::ui {

void releaseTabKey(QWidget* root) {
    if (root == nullptr) return;
    QList<QAbstractItemView*> views = root->findChildren<QAbstractItemView*>();
    if (auto* self = qobject_cast<QAbstractItemView*>(root)) views << self;
    for (QAbstractItemView* view : views) view->setTabKeyNavigation(false);
    QList<QPlainTextEdit*> plain = root->findChildren<QPlainTextEdit*>();
    if (auto* self = qobject_cast<QPlainTextEdit*>(root)) plain << self;
    for (QPlainTextEdit* edit : plain) edit->setTabChangesFocus(true);
    QList<QTextEdit*> rich = root->findChildren<QTextEdit*>();
    if (auto* self = qobject_cast<QTextEdit*>(root)) rich << self;
    for (QTextEdit* edit : rich) edit->setTabChangesFocus(true);
    // A scroll area that only holds a form or a panel is no focus stop of its own: it draws no
    // focus and Tab would seem to vanish into it. Its controls are the stops, and it scrolls to them.
    QList<QScrollArea*> areas = root->findChildren<QScrollArea*>();
    if (auto* self = qobject_cast<QScrollArea*>(root)) areas << self;
    for (QScrollArea* area : areas) area->setFocusPolicy(Qt::NoFocus);
}

}  // namespace moe::ui
