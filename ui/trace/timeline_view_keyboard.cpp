// TimelineView's keyboard: the cursor the keys move (TimelineCursor holds its arithmetic), the window
// Shift+arrows stretch, and the tooltip that says what the cursor stands on.
#include <QKeyEvent>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "ui/common/panel_format.h"
#include "ui/trace/timeline_view.h"

namespace moe::ui {

QString TimelineView::keyHint() {
    return tr(
        "Keys: arrows move the cursor, Ctrl+←→ jumps between kernels, Shift+←→ selects a window (Enter "
        "zooms to it), + and − zoom, 0 fits");
}

QString TimelineView::shortKeyHint() {
    return tr("Keys: ←→↑↓ + − 0; F1: all");
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    if (!doc_ || doc_->lanes.empty()) return QWidget::keyPressEvent(event);
    const int lanes = static_cast<int>(doc_->lanes.size());
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const int visibleLanes = std::max(1, (height() - layout_.top) / (layout_.laneHeight + layout_.gap));
    if (bringCursorIntoView(cursor_, geometry_)) cursor_.lane = std::clamp(cursor_.lane, 0, lanes - 1);
    switch (event->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right: {
            const int direction = event->key() == Qt::Key_Right ? 1 : -1;
            if (!shift)
                cursor_.anchor.reset();
            else if (!cursor_.anchor)
                cursor_.anchor = cursor_.time;
            if (ctrl)
                jumpCursorToEvent(cursor_, geometry_, doc_->lanes[static_cast<size_t>(cursor_.lane)].events, direction);
            else
                stepCursor(cursor_, geometry_, direction);
            if (shift) applyCursorSelection();
            break;
        }
        case Qt::Key_Up:
        case Qt::Key_Down:
            moveCursorLane(cursor_, event->key() == Qt::Key_Down ? 1 : -1, lanes);
            keepCursorLaneInView();
            break;
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            moveCursorLane(cursor_, event->key() == Qt::Key_PageDown ? visibleLanes : -visibleLanes, lanes);
            keepCursorLaneInView();
            break;
        case Qt::Key_Plus:
        case Qt::Key_Equal:
        case Qt::Key_Minus: {
            const double factor = event->key() == Qt::Key_Minus ? 1 / kWheelZoomPerStep : kWheelZoomPerStep;
            geometry_.zoom(factor, geometry_.timeToX(cursor_.time));
            keepTimeInView(geometry_, cursor_.time);
            break;
        }
        case Qt::Key_0:
        case Qt::Key_Home:
            geometry_.fitAll();
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (!hasSelection()) return QWidget::keyPressEvent(event);
            zoomToSelection();
            break;
        case Qt::Key_Escape:
            // With nothing to clear, Escape goes on to the dialog or window around the timeline.
            if (!hasSelection() && !cursor_.anchor) return QWidget::keyPressEvent(event);
            cursor_.anchor.reset();
            clearSelection();
            break;
        default:
            return QWidget::keyPressEvent(event);
    }
    event->accept();
    update();
    showCursorToolTip();
}

void TimelineView::keepCursorLaneInView() {
    layout_.scrollY = scrollToShowLane(layout_, cursor_.lane, static_cast<int>(doc_->lanes.size()), height());
    clampScroll();
}

void TimelineView::applyCursorSelection() {
    const auto window = cursorSelection(cursor_, geometry_);
    if (!window) {
        clearSelection();
        return;
    }
    if (window->first == selBegin_ && window->second == selEnd_) return;
    selBegin_ = window->first;
    selEnd_ = window->second;
    emit windowSelected(selBegin_, selEnd_);
}

int TimelineView::cursorPixelX() const {
    const double x = std::clamp(geometry_.timeToX(cursor_.time), 0.0, static_cast<double>(geometry_.width() - 1));
    return kHeaderWidth + static_cast<int>(std::lround(x));
}

QString TimelineView::cursorToolTip() const {
    if (!doc_ || doc_->lanes.empty()) return {};
    const QString onEvent = toolTipAt(QPoint(cursorPixelX(), layout_.laneTop(cursor_.lane) + layout_.laneHeight / 2));
    if (!onEvent.isEmpty()) return onEvent;
    return tr("<b>%1</b><br>%2: no event here")
        .arg(shownLaneLabel(doc_->lanes[static_cast<size_t>(cursor_.lane)]).toHtmlEscaped(), displayNumberText(QString::fromStdString(formatTimelineTime(cursor_.time))));
}

void TimelineView::showCursorToolTip() {
    const QString text = cursorToolTip();
    if (text.isEmpty()) return QToolTip::hideText();
    QToolTip::showText(mapToGlobal(QPoint(cursorPixelX(), layout_.laneTop(cursor_.lane) + layout_.laneHeight)), text,
                       this);
}

void TimelineView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    // Entered by Tab or a click, the cursor stands on what is shown: a lane in view, a time in view.
    if (doc_ && !doc_->lanes.empty()) {
        bringCursorIntoView(cursor_, geometry_);
        const int lanes = static_cast<int>(doc_->lanes.size());
        const int top = layout_.laneTop(cursor_.lane);
        if (top < layout_.top || top + layout_.laneHeight > height())
            cursor_.lane = std::clamp(
                (layout_.scrollY + layout_.laneHeight + layout_.gap - 1) / (layout_.laneHeight + layout_.gap), 0,
                lanes - 1);
    }
    update();
}

void TimelineView::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace moe::ui
