#include "ui/common/fade_overlay.h"

#include <QEvent>
#include <QPainter>

namespace moe::ui {

FadeOverlay::FadeOverlay(QWidget* target) : QWidget(target) {
    setObjectName(QStringLiteral("fadeOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);  // hover and tooltips still reach the plot
    setGeometry(target->rect());
    target->installEventFilter(this);
    hide();
}

void FadeOverlay::setFaded(bool faded) {
    if (faded) {
        setGeometry(parentWidget()->rect());
        raise();
    }
    setVisible(faded);
}

bool FadeOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void FadeOverlay::paintEvent(QPaintEvent*) {
    // About two thirds of the window colour over the plot: the same weight as a disabled view.
    QColor veil = palette().color(QPalette::Window);
    veil.setAlpha(165);
    QPainter(this).fillRect(rect(), veil);
}

}  // namespace moe::ui
