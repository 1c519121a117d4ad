// FoldedGridView's pinned headers: zoomed in, each mesh's title stays at the top edge over its own
// columns, the stage labels under it over their blocks and the row labels at the left edge, so a
// zoomed view still says what it shows.
#include <QPainter>
#include <algorithm>
#include <array>

#include "ui/common/fitting_text.h"
#include "ui/grid/folded_grid_view.h"

namespace moe::ui {

std::vector<FoldedGridView::PinnedTitle> FoldedGridView::pinnedTitles() const {
    // Zoomed in, a panel's title scrolls away with the grid: while the panel is on screen it stays
    // pinned to the top edge, over this panel's own columns only (side by side, each mesh keeps
    // its own), in the form that fits them.
    std::vector<PinnedTitle> out;
    const QRectF visible(pan_, gridViewport().size());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    for (int mesh = 0; mesh < 2; ++mesh) {
        const auto& panel = geometry_.panels[mesh];
        if (!visible.intersects(panel.rect)) continue;
        if (panel.title.top() >= visible.top() || panel.rect.bottom() <= visible.top() + panel.title.height()) continue;
        const double left = std::max(panel.rect.left(), visible.left()) - visible.left();
        const double right = std::min(panel.rect.right(), visible.right()) - visible.left();
        const QRectF strip(left, 0, std::max(0.0, right - left), panel.title.height());
        const double textWidth = strip.width() - GridLayoutOptions{}.margin;
        out.push_back({mesh, strip, fittingText(titleVariants()[static_cast<size_t>(mesh)], fm, textWidth)});
    }
    return out;
}

namespace {

// The labels' font: the view's, a tenth smaller.
QFont labelFontOf(const QFont& viewFont) {
    QFont f = viewFont;
    f.setPointSizeF(f.pointSizeF() * 0.9);
    return f;
}

}  // namespace

std::array<double, 2> FoldedGridView::pinnedTitleHeights() const {
    std::array<double, 2> heights{};  // per mesh: height of its pinned title; labels stay below
    for (const PinnedTitle& t : pinnedTitles()) heights[static_cast<size_t>(t.mesh)] = t.strip.height();
    return heights;
}

std::vector<FoldedGridView::PinnedLabel> FoldedGridView::pinnedRowLabels() const {
    std::vector<PinnedLabel> out;
    const QRectF visible(pan_, gridViewport().size());
    const QFontMetricsF labelMetrics(labelFontOf(font()));
    const std::array<double, 2> pinnedTitle = pinnedTitleHeights();
    for (int mesh = 0; mesh < 2; ++mesh) {
        const auto& panel = geometry_.panels[mesh];
        if (!visible.intersects(panel.rect)) continue;
        for (const GridLabel& l : panel.labels) {
            // Pinned as soon as any of it scrolls off (a half-hidden "dp 36–39" reads "6–39").
            if (l.stage >= 0 || l.rect.left() >= visible.left()) continue;
            if (l.rect.bottom() < visible.top() || l.rect.top() > visible.bottom()) continue;
            QRectF at(0, l.rect.top() - visible.top(), std::min(l.rect.width() + 4, labelMetrics.horizontalAdvance(l.text) + 6.0),
                      l.rect.height());
            // The first visible row keeps its label in the part of it below the pinned title.
            const double below = pinnedTitle[static_cast<size_t>(mesh)];
            if (at.top() < below) {
                if (at.bottom() - below < 0.5 * at.height()) continue;
                at.setTop(below);
            }
            out.push_back({mesh, at, l.text});
        }
    }
    // One column as wide as its widest label, edged by a line: labels each as wide as their text
    // left a ragged edge with cells peeking between them, read as labels over the grid (review 18).
    double widest = 0;
    for (const PinnedLabel& l : out) widest = std::max(widest, l.rect.width());
    for (PinnedLabel& l : out) l.rect.setWidth(widest);
    return out;
}

QRectF FoldedGridView::cellArea() const {
    QRectF area = gridViewport();
    double column = 0;  // the pinned column's right edge; its edge line takes the next pixel
    for (const PinnedLabel& l : pinnedRowLabels()) column = std::max(column, l.rect.right());
    if (column > 0) area.setLeft(column + 1);
    // And below the pinned titles and stage labels: cells scroll under them too (review entry 6:
    // "PP stage 0" over the first cells' numbers at 1024 GPUs).
    double band = 0;
    for (const PinnedTitle& t : pinnedTitles()) band = std::max(band, t.strip.bottom());
    for (const PinnedLabel& l : pinnedStageLabels()) band = std::max(band, l.rect.bottom());
    if (band > 0) area.setTop(std::max(area.top(), area.top() + band));
    return area;
}

FoldedGridView::CellTextMode FoldedGridView::cellTextMode() const {
    CellTextMode mode;
    if (!grid_) return mode;
    const double s = geometry_.cellSize;
    const QString widestRank = QString::number(std::max<int64_t>(0, grid_->worldSize() - 1));
    mode.numbers = s >= fontMetrics().horizontalAdvance(widestRank) + 4;
    mode.twoLines = mode.numbers && s >= 2.6 * fontMetrics().height();
    return mode;
}

QRectF FoldedGridView::cellTextBounds(const QRectF& r, const QString& text) const {
    // As drawCellText lays it out: lines of the first line's height, centred as a whole.
    const QStringList lines = text.split(QLatin1Char('\n'));
    double width = 0;
    for (const QString& line : lines) width = std::max(width, textWidth(font(), line));
    const double height = laidOutText(font(), lines.front()).size().height() * static_cast<double>(lines.size());
    QRectF bounds(0, 0, width, height);
    bounds.moveCenter(r.center());
    return bounds;
}

std::optional<QRectF> FoldedGridView::cellTextRect(size_t i) const {
    const CellTextMode mode = cellTextMode();
    if (!mode.numbers || i >= geometry_.cells.size()) return std::nullopt;
    const GridCell& cell = geometry_.cells[i];
    const QRectF cells = cellArea().translated(pan_);
    if (!cells.intersects(cell.rect)) return std::nullopt;
    // The cell as painted (inside its border) and the text centred in it.
    const QRectF r = geometry_.cellSize >= 5 ? cell.rect.adjusted(0.5, 0.5, -0.5, -0.5) : cell.rect;
    const QString text = cellText(cell, mode.twoLines);
    const std::optional<QRectF> place = cellTextPlace(r, text, cells.left());
    if (!place) return std::nullopt;
    return cellTextBounds(*place, text).translated(-pan_);
}

std::optional<QRectF> FoldedGridView::cellTextPlace(const QRectF& r, const QString& text, double left) const {
    if (r.left() >= left) return r;
    // Beside the column the number moves into the cell's visible part, whole, or is left out.
    const QRectF shown(QPointF(left, r.top()), r.bottomRight());
    if (shown.width() <= 0 || cellTextBounds(shown, text).left() < left) return std::nullopt;
    return shown;
}

std::vector<FoldedGridView::PinnedLabel> FoldedGridView::pinnedStageLabels() const {
    std::vector<PinnedLabel> out;
    const QRectF visible(pan_, gridViewport().size());
    const QFontMetricsF metrics(labelFontOf(font()));
    const std::array<double, 2> pinnedTitle = pinnedTitleHeights();
    double column = 0;
    for (const PinnedLabel& row : pinnedRowLabels()) column = std::max(column, row.rect.right());
    for (int mesh = 0; mesh < 2; ++mesh) {
        const auto& panel = geometry_.panels[mesh];
        const double top = visible.top() + pinnedTitle[static_cast<size_t>(mesh)];
        // The stage labels come first in a panel's labels, one per block, in stage order.
        for (size_t stage = 0; stage < panel.blocks.size() && stage < panel.labels.size(); ++stage) {
            const GridLabel& l = panel.labels[stage];
            const QRectF& block = panel.blocks[stage];
            if (l.rect.top() >= top || block.bottom() <= top + l.rect.height()) continue;
            if (block.right() <= visible.left() || block.left() >= visible.right()) continue;
            const double left = std::max(block.left(), visible.left()), right = std::min(block.right(), visible.right());
            // "PP stage 3", "PP 3" or "3", as wide as there is room.
            const QString text = stageLabelText(static_cast<int>(stage), right - left,
                                                [&](const QString& t) { return metrics.horizontalAdvance(t) + 6; });
            const double width = std::min(right - left, metrics.horizontalAdvance(text) + 6.0);
            QRectF at(left - visible.left(), top - visible.top(), width, l.rect.height());
            // Right of the pinned row labels' column (review 15: "PP stage 0" over "dp 20–23").
            if (column > 0 && at.left() < column + 2) at.moveLeft(column + 2);
            if (at.left() >= right - visible.left()) continue;  // no room left beside the row label
            out.push_back({mesh, at, text});
        }
    }
    return out;
}

void FoldedGridView::paintPinnedHeaders(QPainter& p) {
    p.save();
    const QRectF viewport = gridViewport();
    p.setClipRect(viewport);
    const QColor band = palette().base().color();
    // The row labels' column, the whole height of the view and edged by a line: the cells scroll
    // under it (they are clipped to cellArea()), so no label sits over a GPU's number.
    const std::vector<PinnedLabel> rowLabels = pinnedRowLabels();
    const QRectF cells = cellArea();
    if (cells.top() > viewport.top())
        p.fillRect(QRectF(viewport.topLeft(), QPointF(viewport.right(), cells.top())), band);
    if (cells.left() > viewport.left()) {
        p.fillRect(QRectF(viewport.topLeft(), QPointF(cells.left(), viewport.bottom())), band);
        p.setPen(QPen(palette().mid().color(), 1));
        p.drawLine(QPointF(cells.left() - 0.5, viewport.top()), QPointF(cells.left() - 0.5, viewport.bottom()));
    }
    QFont bold = font();
    bold.setBold(true);
    for (const PinnedTitle& t : pinnedTitles()) {
        p.fillRect(t.strip, band);
        p.setFont(bold);
        p.setPen(palette().text().color());
        p.drawText(t.strip.adjusted(GridLayoutOptions{}.margin, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, t.text);
    }
    // Row labels whose gutter scrolled off to the left stay pinned to the left edge.
    p.setFont(labelFontOf(font()));
    p.setPen(palette().placeholderText().color());
    for (const PinnedLabel& l : rowLabels) {
        p.fillRect(l.rect, band);
        p.drawText(l.rect.adjusted(2, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, l.text);
    }
    for (const PinnedLabel& l : pinnedStageLabels()) {
        p.fillRect(l.rect, band);
        p.drawText(l.rect.adjusted(3, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, l.text);
    }
    p.restore();
}

}  // namespace moe::ui
