#include "ui/common/focus_ring.h"

#include <QEvent>
#include <QPainter>

namespace moe::ui {

FocusRing::FocusRing(QWidget* target) : QWidget(target) {
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(target->rect());
    setVisible(target->hasFocus());
    target->installEventFilter(this);
}

bool FocusRing::eventFilter(QObject* watched, QEvent* event) {
    auto* target = qobject_cast<QWidget*>(parent());
    if (watched == target) {
        switch (event->type()) {
            case QEvent::Resize:
                setGeometry(target->rect());
                break;
            case QEvent::FocusIn:
                setGeometry(target->rect());
                raise();
                show();
                break;
            case QEvent::FocusOut:
                hide();
                break;
            default:
                break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FocusRing::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
}

}  // namespace moe::ui
