#include "ui/common/tab_focus.h"

#include <QAbstractItemView>
#include <QPlainTextEdit>
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
}

}  // namespace moe::ui
