#include "ui/common/flow_layout.h"

#include <QSpacerItem>
#include <QWidget>
#include <algorithm>

namespace moe::ui {

namespace {

bool expandsSideways(const QLayoutItem* item) {
    return item->expandingDirections().testFlag(Qt::Horizontal);
}

// The width an item needs to stay on a row: its size hint, or only its minimum when it expands
// (it then takes what is left, as with a stretch factor in a QHBoxLayout).
int rowWidthOf(const QLayoutItem* item) {
    return expandsSideways(item) ? item->minimumSize().width() : item->sizeHint().width();
}

}  // namespace

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) {}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addStretch() {
    addItem(new QSpacerItem(0, 0, QSizePolicy::Expanding, QSizePolicy::Minimum));
}

void FlowLayout::addLayout(QLayout* layout) {
    addChildLayout(layout);
    addItem(layout);
}

void FlowLayout::addItem(QLayoutItem* item) {
    items_.append(item);
    invalidate();
}

QLayoutItem* FlowLayout::takeAt(int index) {
    if (index < 0 || index >= items_.size()) return nullptr;
    QLayoutItem* item = items_.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const {
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty() && expandsSideways(item)) return Qt::Horizontal;
    return {};
}

int FlowLayout::heightForWidth(int width) const {
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const {
    QSize size;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty()) size = size.expandedTo(item->minimumSize().expandedTo(QSize(rowWidthOf(item), 0)));
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const {
    // One row.
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        const QSize hint = item->sizeHint();
        width += hint.width();
        height = std::max(height, hint.height());
        ++shown;
    }
    if (shown > 1) width += (shown - 1) * horizontalSpacing();
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool place) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int hSpace = horizontalSpacing();
    const int vSpace = verticalSpacing();
    // Rows first (which items go together), then each row's widths and height.
    QList<QList<QLayoutItem*>> rows(1);
    int used = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        const int need = rowWidthOf(item);
        if (!rows.last().isEmpty() && used + hSpace + need > area.width()) {
            rows.append(QList<QLayoutItem*>());
            used = 0;
        }
        used += (rows.last().isEmpty() ? 0 : hSpace) + need;
        rows.last().append(item);
    }
    int y = area.y();
    bool firstRow = true;
    for (const QList<QLayoutItem*>& row : rows) {
        if (row.isEmpty()) continue;
        // The widths: hints (or minimums for what expands), the rest shared by what expands;
        // a lone item wider than the row gets the row, down to its minimum.
        QList<int> widths;
        int total = 0;
        int expanding = 0;
        for (const QLayoutItem* item : row) {
            widths << rowWidthOf(item);
            total += widths.last();
            if (expandsSideways(item)) ++expanding;
        }
        total += static_cast<int>(row.size() - 1) * hSpace;
        int extra = area.width() - total;
        if (extra > 0 && expanding > 0) {
            for (int i = 0; i < row.size(); ++i) {
                if (!expandsSideways(row[i])) continue;
                const int share = extra / expanding--;
                const int grown = std::min(widths[i] + share, std::max(widths[i], row[i]->maximumSize().width()));
                extra -= grown - widths[i];
                widths[i] = grown;
            }
        } else if (extra < 0 && row.size() == 1) {
            widths[0] = std::max(row[0]->minimumSize().width(), area.width());
        }
        int height = 0;
        for (int i = 0; i < row.size(); ++i)
            height = std::max(
                height, row[i]->hasHeightForWidth() ? row[i]->heightForWidth(widths[i]) : row[i]->sizeHint().height());
        if (!firstRow) y += vSpace;
        firstRow = false;
        if (place) {
            int x = area.x();
            for (int i = 0; i < row.size(); ++i) {
                row[i]->setGeometry(QRect(x, y, widths[i], height));
                x += widths[i] + hSpace;
            }
        }
        y += height;
    }
    return y - area.y() + contentsMargins().top() + contentsMargins().bottom();
}

int FlowLayout::horizontalSpacing() const {
    return spacing() >= 0 ? spacing() : styleSpacing(QStyle::PM_LayoutHorizontalSpacing);
}

int FlowLayout::verticalSpacing() const {
    return vSpace_ >= 0 ? vSpace_ : styleSpacing(QStyle::PM_LayoutVerticalSpacing);
}

int FlowLayout::styleSpacing(QStyle::PixelMetric metric) const {
    // As QBoxLayout: the style's spacing for the widget the layout is on (or its parent layout's).
    QObject* p = parent();
    if (p == nullptr) return -1;
    if (p->isWidgetType()) {
        auto* w = static_cast<QWidget*>(p);
        return w->style()->pixelMetric(metric, nullptr, w);
    }
    return static_cast<QLayout*>(p)->spacing();
}

}  // namespace moe::ui
