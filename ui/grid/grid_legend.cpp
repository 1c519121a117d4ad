#include "ui/grid/grid_legend.h"

#include <QStringList>

#include <QCoreApplication>
#include <algorithm>

#include "ui/common/contrast.h"

namespace moe::ui {

// The legend's own tr(): a class, so that lupdate files its texts under the context the running
// studio looks up (a file-local tr() helper gave lupdate no context of its own).
struct GridLegend {
    Q_DECLARE_TR_FUNCTIONS(moe::ui::GridLegend)
};

namespace {

const QColor kDomainTint[2] = {QColor(0xc9, 0xd9, 0xee), QColor(0xee, 0xdc, 0xc4)};
const QColor kDomainTintDark[2] = {QColor(0x33, 0x4b, 0x6e), QColor(0x63, 0x4d, 0x31)};

bool darkBase(const QColor& background) {
    return relativeLuminance(background) < 0.2;
}

QColor domainTint(int64_t domain, const QColor& background) {
    // Index first: GCC's sanitizer build read the ternary-of-arrays form as "maybe uninitialized".
    const size_t parity = domain % 2 == 0 ? 0 : 1;
    return darkBase(background) ? kDomainTintDark[parity] : kDomainTint[parity];
}

// The alternate node of a rack: a shade away from the base, so it reads on both schemes.
QColor nodeShade(const QColor& tint, const QColor& background) {
    return darkBase(background) ? tint.lighter(125) : tint.darker(110);
}

}  // namespace

QColor gridKindColour(GroupKind k) {
    switch (k) {
        case GroupKind::TP:
            return {0xd6, 0x45, 0x45};
        case GroupKind::CP:
            return {0xe8, 0x9a, 0x2c};
        case GroupKind::DP:
            return {0x3d, 0x7e, 0xd6};
        case GroupKind::PP:
            return {0x7a, 0x7a, 0x7a};
        case GroupKind::EP:
            return {0x3c, 0xa8, 0x5b};
        case GroupKind::ETP:
            return {0x9b, 0x59, 0xb6};
        case GroupKind::EDP:
            return {0x1a, 0xa3, 0xa3};
        default:
            return {0x80, 0x80, 0x80};
    }
}

QColor gridCellFill(int64_t rank, const RankGrid& grid, const QColor& background, int64_t cellGpus, bool shiftHue) {
    const int64_t node = rank / std::max<int64_t>(1, grid.gpus_per_node);
    // A cell of several domains: neighbouring cells alternate (by domain, every cell would start
    // on an even domain and take one hue).
    const int64_t domain = rank / std::max<int64_t>({1, grid.domain_size, cellGpus}) + (shiftHue ? 1 : 0);
    QColor fill = domainTint(domain, background);
    if (grid.domain_size > grid.gpus_per_node && node % 2) fill = nodeShade(fill, background);
    return fill;
}

QColor gridSelectedFill(const QColor& background) {
    // The selection is the one cell of the opposite lightness to the grid around it.
    return darkBase(background) ? QColor(0xf2, 0xf2, 0xf2) : QColor(0x20, 0x20, 0x20);
}

QColor gridCellTextColour(const QColor& fill) {
    return contrastRatio(Qt::white, fill) >= contrastRatio(Qt::black, fill) ? QColor(Qt::white) : QColor(Qt::black);
}

QColor gridCrossingOutline(GroupKind kind) {
    return gridKindColour(kind).darker(170);
}

std::vector<LegendItem> gridLegendItems(const RankGrid& grid, const std::vector<GroupKind>& peerKinds,
                                        const QColor& background, int64_t cellGpus, bool hasSelection) {
    std::vector<LegendItem> items;
    const bool racks = grid.domain_size > grid.gpus_per_node;
    const int64_t domainsPerCell = cellGpus / std::max<int64_t>(1, grid.domain_size);
    items.push_back({domainTint(0, background), domainTint(1, background), {}, false,
                     domainsPerCell > 1 ? (racks ? GridLegend::tr("cell of %1 NVLink domains (racks), alternating hue")
                                                 : GridLegend::tr("cell of %1 NVLink domains (nodes), alternating hue"))
                                              .arg(domainsPerCell)
                     : racks ? GridLegend::tr("NVLink domain (rack), alternating hue")
                             : GridLegend::tr("NVLink domain (node), alternating hue")});
    if (racks && cellGpus <= grid.gpus_per_node)  // nodes are told apart only where a cell is no bigger
        items.push_back({domainTint(0, background), nodeShade(domainTint(0, background), background), {}, false,
                         GridLegend::tr("node, alternating shade")});
    QStringList shownKinds;
    for (GroupKind k : peerKinds)
        if (grid.groupSize(k) > 1) shownKinds << QString::fromLatin1(toString(k)).toUpper();
    if (!hasSelection) {
        if (!shownKinds.isEmpty())
            items.push_back({{}, {}, {}, false, GridLegend::tr("click a GPU to colour its %1 peers").arg(shownKinds.join(QStringLiteral(", "))), true});
    } else {
        const QColor selected = gridSelectedFill(background);
        const QColor selectedEdge = contrastRatio(selected, background) >= 4.5 ? QColor() : legibleOn(selected, background);
        items.push_back({selected, {}, selectedEdge, false, GridLegend::tr("selected GPU")});
        for (GroupKind k : peerKinds)
            if (grid.groupSize(k) > 1)
                items.push_back(
                    {gridKindColour(k), {}, {}, false, GridLegend::tr("%1 peers").arg(QString::fromLatin1(toString(k)).toUpper())});
        // Drawn around the selected GPU's peers only.
        items.push_back({Qt::transparent, {}, darkBase(background) ? QColor(0xc0, 0xc0, 0xc0) : QColor(0x40, 0x40, 0x40),
                         true, GridLegend::tr("peer group leaves its NVLink domain")});
    }
    return items;
}

std::vector<LegendSlot> flowLegend(const std::vector<LegendItem>& items, QRectF area, double lineHeight,
                                   const std::function<double(const QString&)>& textWidth) {
    std::vector<LegendSlot> out;
    const double box = std::max(6.0, lineHeight - 6);
    double x = area.left(), y = area.top();
    for (size_t i = 0; i < items.size(); ++i) {
        const double swatch = items[i].textOnly ? 0.0 : box + 4;
        const double w = swatch + textWidth(items[i].label) + 14;
        if (x > area.left() && x + w > area.right()) {
            x = area.left();
            y += lineHeight;
        }
        if (y + lineHeight > area.bottom() + 0.5) break;
        const double top = y + (lineHeight - box) / 2;
        out.push_back({QRectF(x, top, items[i].textOnly ? 0.0 : box, box), QRectF(x + swatch, y, w - swatch - 14, lineHeight), i});
        x += w;
    }
    return out;
}

}  // namespace moe::ui
