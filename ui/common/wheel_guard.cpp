#include "ui/common/wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QPointer>
#include <QScrollBar>
#include <QWheelEvent>

namespace moe::ui {
namespace {

constexpr const char* kGuardedProperty = "moeWheelGuarded";

QAbstractScrollArea* enclosingScrollArea(QWidget* widget) {
    for (QWidget* w = widget->parentWidget(); w != nullptr; w = w->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) return area;
    return nullptr;
}

// Scroll bars are sliders too, but they belong to their area: never guard those.
bool isScrollBarOfArea(QWidget* widget) {
    return qobject_cast<QScrollBar*>(widget) != nullptr;
}

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Wheel) return false;
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget == nullptr || widget->hasFocus()) return false;
        // Handled here either way, so the widget never sees it and Qt does not propagate it a
        // second time to the area.
        auto* wheel = static_cast<QWheelEvent*>(event);
        if (QAbstractScrollArea* area = enclosingScrollArea(widget)) {
            QWidget* viewport = area->viewport();
            const QPointF at = viewport->mapFromGlobal(wheel->globalPosition());
            QWheelEvent forwarded(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                                  wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted());
            QCoreApplication::sendEvent(viewport, &forwarded);
        }
        event->accept();
        return true;
    }
};

WheelGuard* sharedGuard() {
    static QPointer<WheelGuard> guard;
    if (guard.isNull()) guard = new WheelGuard(QCoreApplication::instance());
    return guard.data();
}

}  // namespace

void guardWheel(QWidget* widget) {
    if (widget == nullptr || widget->property(kGuardedProperty).toBool()) return;
    widget->setProperty(kGuardedProperty, true);
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(sharedGuard());
}

void guardWheelInChildren(QWidget* root) {
    for (auto* spin : root->findChildren<QAbstractSpinBox*>()) guardWheel(spin);
    for (auto* combo : root->findChildren<QComboBox*>()) guardWheel(combo);
    for (auto* slider : root->findChildren<QAbstractSlider*>())
        if (!isScrollBarOfArea(slider)) guardWheel(slider);
}

}  // namespace moe::ui
