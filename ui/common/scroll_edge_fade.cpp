#include "ui/common/scroll_edge_fade.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <algorithm>

namespace moe::ui {

FadedEdges fadedEdges(int value, int minimum, int maximum) {
    if (maximum <= minimum) return {};
    return {value > minimum, value < maximum};
}

ScrollEdgeFade::ScrollEdgeFade(QAbstractScrollArea* area) : QWidget(area->viewport()), area_(area) {
    setObjectName(QStringLiteral("scrollEdgeFade"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    area->viewport()->installEventFilter(this);
    QScrollBar* bar = area->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, &ScrollEdgeFade::update_edges);
    connect(bar, &QScrollBar::rangeChanged, this, &ScrollEdgeFade::update_edges);
    update_edges();
}

int ScrollEdgeFade::bandHeight() const {
    return fontMetrics().lineSpacing() * 3 / 2;
}

void ScrollEdgeFade::update_edges() {
    const QScrollBar* bar = area_->verticalScrollBar();
    edges_ = fadedEdges(bar->value(), bar->minimum(), bar->maximum());
    setGeometry(area_->viewport()->rect());
    setVisible(edges_.top || edges_.bottom);
    if (isVisible()) {
        raise();
        update();
    }
}

bool ScrollEdgeFade::eventFilter(QObject* watched, QEvent* event) {
    // A child added to the viewport later (a scroll area's widget) would paint over the fade.
    // The viewport is this overlay's parent: compared without asking the scroll area, which may be
    // half destroyed when its viewport's last events arrive (UBSan).
    if ((event->type() == QEvent::Resize || event->type() == QEvent::ChildAdded) && watched == parentWidget())
        update_edges();
    return QWidget::eventFilter(watched, event);
}

void ScrollEdgeFade::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    // The colour under the text: a scroll area's widget fills with its own (the window's in a dock),
    // a list's viewport with the base colour.
    const auto* scroll = qobject_cast<const QScrollArea*>(area_);
    const QWidget* ground = scroll && scroll->widget() ? scroll->widget() : area_->viewport();
    const QColor solid = ground->palette().color(ground->backgroundRole());
    QColor clear = solid;
    clear.setAlpha(0);
    const int band = std::min(bandHeight(), height() / 3);
    if (edges_.bottom) {
        QLinearGradient g(0, height() - band, 0, height());
        g.setColorAt(0, clear);
        g.setColorAt(1, solid);
        painter.fillRect(QRect(0, height() - band, width(), band), g);
    }
    if (edges_.top) {
        QLinearGradient g(0, 0, 0, band);
        g.setColorAt(0, solid);
        g.setColorAt(1, clear);
        painter.fillRect(QRect(0, 0, width(), band), g);
    }
}

}  // namespace moe::ui
