#include "ui/common/focus_in_view.h"

#include <QApplication>
#include <QFocusEvent>
#include <QScrollArea>

namespace moe::ui {

FocusInView::FocusInView(QObject* parent) : QObject(parent) {
    qApp->installEventFilter(this);
}

bool FocusInView::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::FocusIn || !watched->isWidgetType()) return false;
    const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
    if (reason != Qt::TabFocusReason && reason != Qt::BacktabFocusReason && reason != Qt::ShortcutFocusReason)
        return false;
    auto* focused = static_cast<QWidget*>(watched);
    for (QWidget* p = focused->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p); area && area->widget() && area->widget()->isAncestorOf(focused))
            area->ensureWidgetVisible(focused);
    return false;
}

}  // namespace moe::ui
