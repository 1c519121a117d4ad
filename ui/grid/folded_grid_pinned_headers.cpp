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

std::vector<FoldedGridView::PinnedLabel> FoldedGridView::pinnedStageLabels() const {
    std::vector<PinnedLabel> out;
    const QRectF visible(pan_, gridViewport().size());
    const QFontMetricsF metrics(labelFontOf(font()));
    const std::array<double, 2> pinnedTitle = pinnedTitleHeights();
    const std::vector<PinnedLabel> rowLabels = pinnedRowLabels();
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
            // Right of a row label pinned at the same height (review 15: "PP stage 0" over "dp 20–23").
            for (const PinnedLabel& row : rowLabels)
                if (row.mesh == mesh && row.rect.intersects(at)) at.moveLeft(row.rect.right() + 2);
            if (at.left() >= right - visible.left()) continue;  // no room left beside the row label
            out.push_back({mesh, at, text});
        }
    }
    return out;
}

void FoldedGridView::paintPinnedHeaders(QPainter& p) {
    p.save();
    p.setClipRect(gridViewport());
    const QColor band = palette().base().color();
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
    const std::vector<PinnedLabel> rowLabels = pinnedRowLabels();
    for (const PinnedLabel& l : rowLabels) {
        p.fillRect(l.rect, band);
        p.drawText(l.rect.adjusted(2, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, l.text);
    }
    // The column's edge, per mesh (stacked meshes have a gap between their label columns).
    p.setPen(QPen(palette().mid().color(), 1));
    for (int mesh = 0; mesh < 2; ++mesh) {
        double top = 0, bottom = 0, right = -1;
        for (const PinnedLabel& l : rowLabels) {
            if (l.mesh != mesh) continue;
            top = right < 0 ? l.rect.top() : std::min(top, l.rect.top());
            bottom = std::max(bottom, l.rect.bottom());
            right = l.rect.right();
        }
        if (right >= 0) p.drawLine(QPointF(right + 0.5, top), QPointF(right + 0.5, bottom));
    }
    p.setPen(palette().placeholderText().color());
    for (const PinnedLabel& l : pinnedStageLabels()) {
        p.fillRect(l.rect, band);
        p.drawText(l.rect.adjusted(3, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, l.text);
    }
    p.restore();
}

}  // namespace moe::ui
