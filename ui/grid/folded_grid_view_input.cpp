// FoldedGridView's input and focus: drag to pan (past a small threshold, else a click selects a
// GPU), wheel and double-click zoom, the keys (zoom, reset, arrows and Enter to walk and select
// GPUs, Escape to clear), and the visible keyboard-focus frame.
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <optional>

#include "ui/export/image_export.h"
#include "ui/grid/folded_grid_view.h"

namespace moe::ui {

namespace {

constexpr double kDragThreshold = 4;  // pixels a press moves before it pans instead of selecting

}  // namespace

void FoldedGridView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    pressed_ = true;
    dragging_ = false;
    pressPos_ = event->position();
    pressPan_ = pan_;
}

void FoldedGridView::mouseMoveEvent(QMouseEvent* event) {
    if (!pressed_ || !(event->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(event);
    const QPointF d = event->position() - pressPos_;
    if (!dragging_ && d.manhattanLength() < kDragThreshold) return;
    dragging_ = true;
    setCursor(Qt::ClosedHandCursor);
    pan_ = pressPan_ - d;
    clampPan();
    update();
}

void FoldedGridView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !pressed_) return QWidget::mouseReleaseEvent(event);
    pressed_ = false;
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
        return;
    }
    // Not through the pinned row labels' column: the cells under it are scrolled off.
    if (!cellArea().contains(event->position())) return;
    const int64_t rank = geometry_.rankAtPoint(toContent(event->position()));
    // Clicking the selected GPU again (or empty space) clears the highlight.
    selectRank(rank == selected_ ? -1 : rank);
}

void FoldedGridView::wheelEvent(QWheelEvent* event) {
    // Sideways (a touchpad, a tilting wheel) pans across, half a notch's angle in pixels; the
    // wheel itself zooms.
    const QPoint sideways = event->pixelDelta().isNull() ? event->angleDelta() / 2 : event->pixelDelta();
    if (event->angleDelta().y() == 0 && sideways.x() != 0) {
        pan_.setX(pan_.x() - sideways.x());
        clampPan();
        update();
        event->accept();
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return QWidget::wheelEvent(event);
    setZoom(zoom_ * std::pow(1.25, steps), event->position());
    event->accept();
}

void FoldedGridView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mouseDoubleClickEvent(event);
    zoomToFinerDetail(event->position());
    event->accept();
}

void FoldedGridView::zoomToFinerDetail(QPointF anchor) {
    const int64_t unit = geometry_.unit;
    // At single GPUs, twice the size.
    if (unit <= 1) return setZoom(zoom_ * 2, anchor);
    while (geometry_.unit >= unit && zoom_ < maxZoom()) setZoom(zoom_ * 1.25, anchor);
}

void FoldedGridView::keyPressEvent(QKeyEvent* event) {
    // Zoom keys hold the selected GPU where it is (review 29: + zoomed about the view's centre and
    // the GPU walked to with the arrows left the view); with none in view, the centre.
    const std::optional<QPointF> selectedAt = selectedCellCentre();
    const QPointF centre = selectedAt && cellArea().contains(*selectedAt) ? *selectedAt : gridViewport().center();
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            setZoom(zoom_ * 1.25, centre);
            keepSelectedInView();
            break;
        case Qt::Key_Minus:
            setZoom(zoom_ / 1.25, centre);
            keepSelectedInView();
            break;
        case Qt::Key_0:
        case Qt::Key_Home:
            resetView();
            break;
        case Qt::Key_Escape:
            selectRank(-1);
            break;
        // Arrows walk the GPUs in rank order (Up and Down by a row of the attention grid); Enter
        // or Space selects the first when none is.
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space: {
            if (!grid_) return QWidget::keyPressEvent(event);
            const int64_t world = grid_->worldSize();
            const int64_t row = std::max<int64_t>(1, geometry_.panels[0].columns * geometry_.unit);
            int64_t next = selected_ < 0 ? 0 : selected_;
            if (selected_ >= 0) {
                if (event->key() == Qt::Key_Left) next -= 1;
                if (event->key() == Qt::Key_Right) next += 1;
                if (event->key() == Qt::Key_Up) next -= row;
                if (event->key() == Qt::Key_Down) next += row;
            }
            selectRank(std::clamp<int64_t>(next, 0, world - 1));
            scrollToSelected();
            // What the pointer's hover shows, for the keyboard: the GPU's rank and groups.
            if (const std::optional<QPointF> at = selectedCellCentre()) {
                QToolTip::showText(mapToGlobal(at->toPoint()), rankTooltip(selected_), this);
                tooltipShown_ = true;  // closed with its layout, as the hover's (review 42)
            }
            break;
        }
        default:
            return QWidget::keyPressEvent(event);
    }
}

std::optional<QRectF> FoldedGridView::selectedCell() const {
    if (selected_ < 0) return std::nullopt;
    // Of the GPU's two cells, the one nearer the view's centre: the keys walk the mesh in view.
    const QRectF area = cellArea().translated(pan_);
    std::optional<QRectF> best;
    double nearest = -1;
    for (const GridMesh mesh : {GridMesh::Attention, GridMesh::Expert}) {
        const int i = geometry_.cellOfRank(mesh, selected_);
        if (i < 0) continue;
        const QRectF r = geometry_.cells[static_cast<size_t>(i)].rect;
        const double d = (r.center() - area.center()).manhattanLength();
        if (nearest < 0 || d < nearest) {
            best = r;
            nearest = d;
        }
    }
    return best;
}

std::optional<QPointF> FoldedGridView::selectedCellCentre() const {
    const std::optional<QRectF> cell = selectedCell();
    if (!cell) return std::nullopt;
    return cell->center() - pan_;  // content to widget coordinates
}

void FoldedGridView::keepSelectedInView() {
    // In widget coordinates, against the cell area as it is for the pan (the pinned title and
    // stage labels appear once the view is scrolled down): a few rounds settle it.
    for (int round = 0; round < 3 && selected_ >= 0; ++round) {
        const std::optional<QPointF> at = selectedCellCentre();
        if (!at) return;
        const QRectF area = cellArea().adjusted(4, 4, -4, -4);
        if (area.contains(*at)) return;
        QPointF by;
        if (at->x() < area.left())
            by.setX(at->x() - area.left());
        else if (at->x() > area.right())
            by.setX(at->x() - area.right());
        if (at->y() < area.top())
            by.setY(at->y() - area.top());
        else if (at->y() > area.bottom())
            by.setY(at->y() - area.bottom());
        const QPointF before = pan_;
        pan_ += by;
        clampPan();
        update();
        if (pan_ == before) return;
    }
}

void FoldedGridView::scrollToSelected() {
    if (zoom_ <= 1 || selected_ < 0) return;
    const std::optional<QRectF> selected = selectedCell();
    if (!selected) return;
    const QRectF cell = *selected;
    const QRectF area = cellArea().translated(pan_);
    // Clear of the pinned title and stage label at the top as well.
    const GridLayoutOptions o;
    const QRectF room = area.adjusted(o.margin, o.titleHeight + o.stageLabelHeight, -o.margin, -o.margin);
    QPointF by;
    if (cell.left() < room.left())
        by.setX(cell.left() - room.left());
    else if (cell.right() > room.right())
        by.setX(cell.right() - room.right());
    if (cell.top() < room.top())
        by.setY(cell.top() - room.top());
    else if (cell.bottom() > room.bottom())
        by.setY(cell.bottom() - room.bottom());
    if (by.isNull()) return;
    pan_ += by;
    clampPan();
    update();
}

void FoldedGridView::paintFocusFrame(QPainter& p) const {
    // Keyboard focus is seen: a frame in the highlight colour, which both schemes keep legible
    // on their base; never in an exported picture.
    if (!hasFocus() || isExportingImage(this)) return;
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
}

void FoldedGridView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    update();
}

void FoldedGridView::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace moe::ui
