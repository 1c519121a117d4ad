// How the Search panel takes height: its rows each at least their minimum for the dock's width,
// and a header (status, notice, runner-up lines) whose height only grows for one width, so the
// result rows never move up under the pointer when a line goes (review 13).
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <algorithm>

#include "ui/search/search_panel.h"

namespace moe::ui {

void SearchPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeResults();
    holdHeaderHeight();
}

int SearchPanel::rowsHeight(int width, const QWidget* except) const {
    const QLayout* rows = layout();
    if (rows == nullptr) return 0;
    const QMargins m = rows->contentsMargins();
    const int inner = width - m.left() - m.right();
    int height = m.top() + m.bottom();
    int shown = 0;
    for (int i = 0; i < rows->count(); ++i) {
        QLayoutItem* item = rows->itemAt(i);
        if (item == nullptr || item->isEmpty() || (except != nullptr && item->widget() == except)) continue;
        int h = item->minimumSize().height();
        if (item->hasHeightForWidth()) h = std::max(h, item->heightForWidth(inner));
        if (const QWidget* w = item->widget()) h = std::max(h, w->minimumHeight());
        height += h;
        ++shown;
    }
    return height + std::max(0, shown - 1) * std::max(0, rows->spacing());
}

int SearchPanel::heightForWidth(int width) const {
    if (layout() == nullptr) return QWidget::heightForWidth(width);
    return rowsHeight(width, nullptr);
}

void SearchPanel::holdHeaderHeight() {
    if (!header_ || !headerScroll_ || !headerScroll_->isVisible() || headerScroll_->width() <= 0) return;
    const int headerWidth = headerScroll_->viewport()->width();
    // An empty runner-up line is no line (it left a blank row above the table).
    runnerUp_->setVisible(!runnerUp_->text().isEmpty());
    header_->layout()->activate();
    const int needed = header_->layout()->hasHeightForWidth() ? header_->layout()->totalHeightForWidth(headerWidth)
                                                              : header_->sizeHint().height();
    // Held for one width: a resized dock wraps the lines anew and starts again from what they need.
    if (headerWidth != heldWidth_ || needed > heldHeight_) {
        heldWidth_ = headerWidth;
        heldHeight_ = needed;
    }
    // At most what leaves the table its rows in the dock's visible height, and never under three
    // lines: the rest of the notes scroll inside the header.
    int visible = height();
    for (const QWidget* p = parentWidget(); p; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QScrollArea*>(p)) {
            visible = area->viewport()->height();
            break;
        }
    // The other rows at the panel's width, and the gap between them and the header.
    const int others = rowsHeight(width(), headerScroll_) + std::max(0, layout()->spacing());
    const int line = fontMetrics().lineSpacing();
    const int floor = 3 * line + 4;
    // Whole lines: a cap between two lines showed the top half of the next one.
    const int cap = std::max(floor, 4 + (visible - others - 4) / line * line);
    const int shown = std::min(heldHeight_, cap);
    if (headerScroll_->minimumHeight() != shown || headerScroll_->maximumHeight() != shown)
        headerScroll_->setFixedHeight(shown);
}

}  // namespace moe::ui
