#pragma once
// The folded grids' colours and their legend (pure): what every fill and outline means, laid out
// in lines across a strip so the view and the SVG export show the same legend.
#include <QColor>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/layout/rank_grid.h"

namespace moe::ui {

QColor gridKindColour(GroupKind kind);
// A GPU's resting fill: the NVLink domain picks the hue (alternating), the node its shade, in tints
// for the `background` they sit on: pale on a light base, deep on a dark one (pale cells glare in a
// dark window).
// `cellGpus`: GPUs a drawn cell holds; a cell of several NVLink domains alternates by cell.
// `shiftHue`: the other of the two domain hues, for a line of the grid under a line that holds an
// even number of domains (otherwise each domain would sit on one of the same hue).
QColor gridCellFill(int64_t rank, const RankGrid& grid, const QColor& background = Qt::white, int64_t cellGpus = 1,
                    bool shiftHue = false);
QColor gridSelectedFill(const QColor& background = Qt::white);
// Rank numbers on a cell: white on a deep fill, black on a pale one.
QColor gridCellTextColour(const QColor& fill);
QColor gridCrossingOutline(GroupKind kind);

struct LegendItem {
    QColor fill;
    QColor fill2;  // valid: the swatch is split in two (alternating domains)
    QColor outline;
    bool dashed = false;
    QString label;
    bool textOnly = false;  // a hint without a swatch
};

// Legend entries for a grid: domains, nodes (when a domain holds several), the selection, the
// peer kinds whose groups have more than one GPU, and the crossing outline. On a `background` the
// near-black selection swatch would vanish into (a dark palette), the swatch gets an outline that
// reaches 4.5:1 on it. With no GPU selected no cell wears a peer colour or a crossing outline, so
// those entries give way to one hint saying how to see them.
std::vector<LegendItem> gridLegendItems(const RankGrid& grid, const std::vector<GroupKind>& peerKinds,
                                        const QColor& background = QColor(Qt::white), int64_t cellGpus = 1,
                                        bool hasSelection = true);

struct LegendSlot {
    QRectF swatch;
    QRectF text;
    size_t item = 0;
};

// Flows the items left to right in `area`, wrapping into lines of `lineHeight`; items that do not
// fit below the area are left out. `textWidth` measures a label.
std::vector<LegendSlot> flowLegend(const std::vector<LegendItem>& items, QRectF area, double lineHeight,
                                   const std::function<double(const QString&)>& textWidth);

}  // namespace moe::ui
