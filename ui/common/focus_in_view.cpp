#include "ui/common/focus_in_view.h"

#include <QApplication>
#include <QFocusEvent>
#include <QScrollArea>
#include <QScrollBar>

namespace moe::ui {

namespace {

void showFocused(QScrollArea* area, QWidget* focused) {
    area->ensureWidgetVisible(focused);
    // Larger than the view: its top (left) edge, where reading starts. QScrollArea showed the trace
    // timeline's last lanes, with its ruler and the lane the keyboard cursor stood on scrolled away.
    const QRect rect(focused->mapTo(area->widget(), QPoint(0, 0)), focused->size());
    const QSize view = area->viewport()->size();
    if (rect.height() > view.height()) area->verticalScrollBar()->setValue(rect.top());
    if (rect.width() > view.width()) area->horizontalScrollBar()->setValue(rect.left());
}

}  // namespace

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
            showFocused(area, focused);
    return false;
}

}  // namespace moe::ui
