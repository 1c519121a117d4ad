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
    holdHeaderHeight();
}

int SearchPanel::heightForWidth(int width) const {
    const QLayout* rows = layout();
    if (rows == nullptr) return QWidget::heightForWidth(width);
    const QMargins m = rows->contentsMargins();
    const int inner = width - m.left() - m.right();
    int height = m.top() + m.bottom();
    int shown = 0;
    for (int i = 0; i < rows->count(); ++i) {
        QLayoutItem* item = rows->itemAt(i);
        if (item == nullptr || item->isEmpty()) continue;
        int h = item->minimumSize().height();
        if (item->hasHeightForWidth()) h = std::max(h, item->heightForWidth(inner));
        if (const QWidget* w = item->widget()) h = std::max(h, w->minimumHeight());
        height += h;
        ++shown;
    }
    return height + std::max(0, shown - 1) * std::max(0, rows->spacing());
}

void SearchPanel::holdHeaderHeight() {
    if (!header_ || !headerScroll_ || !headerScroll_->isVisible() || headerScroll_->width() <= 0) return;
    const int width = headerScroll_->viewport()->width();
    // An empty runner-up line is no line (it left a blank row above the table).
    runnerUp_->setVisible(!runnerUp_->text().isEmpty());
    header_->layout()->activate();
    const int needed = header_->layout()->hasHeightForWidth() ? header_->layout()->totalHeightForWidth(width)
                                                              : header_->sizeHint().height();
    // Held for one width: a resized dock wraps the lines anew and starts again from what they need.
    if (width != heldWidth_ || needed > heldHeight_) {
        heldWidth_ = width;
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
    const QLayout* rows = layout();
    int others = rows->contentsMargins().top() + rows->contentsMargins().bottom();
    int count = 0;
    for (int i = 0; i < rows->count(); ++i) {
        QLayoutItem* item = rows->itemAt(i);
        if (!item || item->isEmpty() || item->widget() == headerScroll_) continue;
        const int inner = width;
        int h = item->minimumSize().height();
        if (item->hasHeightForWidth()) h = std::max(h, item->heightForWidth(inner));
        others += h;
        ++count;
    }
    others += count * std::max(0, rows->spacing());
    const int line = fontMetrics().lineSpacing();
    const int floor = 3 * line + 4;
    // Whole lines: a cap between two lines showed the top half of the next one.
    const int cap = std::max(floor, 4 + (visible - others - 4) / line * line);
    const int shown = std::min(heldHeight_, cap);
    if (headerScroll_->minimumHeight() != shown || headerScroll_->maximumHeight() != shown)
        headerScroll_->setFixedHeight(shown);
}

}  // namespace moe::ui
