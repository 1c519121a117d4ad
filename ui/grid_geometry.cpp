#include "ui/grid_geometry.h"

#include <algorithm>
#include <cmath>

namespace moe::ui {

namespace {

int64_t ceilDiv(int64_t a, int64_t b) { return b > 0 ? (a + b - 1) / b : 0; }

// Cell size that fits `stages` blocks of columns × rows side by side in width × height.
double fitCell(double width, double height, int64_t stages, int64_t columns, int64_t rows, double gap) {
    const double w = (width - static_cast<double>(stages - 1) * gap) / static_cast<double>(stages * columns);
    const double h = height / static_cast<double>(rows);
    return std::min(w, h);
}

}  // namespace

GridGeometry GridGeometry::compute(const RankGrid& grid, QSizeF area, const GridLayoutOptions& o) {
    GridGeometry g;
    g.options = o;
    g.world = grid.worldSize();
    g.stages = std::max<int64_t>(1, grid.pp);
    g.gpusPerStage = g.world / g.stages;

    // Slot of every rank in its stage block, from RankGrid's own coordinates (so any rank order
    // is drawn consistently with the groups it reports).
    for (auto& v : g.slotRank_) v.assign(static_cast<size_t>(g.world), 0);
    for (auto& v : g.rankSlot_) v.assign(static_cast<size_t>(g.world), 0);
    for (int64_t r = 0; r < g.world; ++r) {
        const RankCoordinates c = grid.coordinates(r);
        const int64_t a = c.tp + grid.tp * (c.cp + grid.cp * c.dp);
        const int64_t e = c.etp + grid.etp * (c.ep + grid.ep * c.edp);
        g.slotRank_[0][static_cast<size_t>(c.pp * g.gpusPerStage + a)] = r;
        g.slotRank_[1][static_cast<size_t>(c.pp * g.gpusPerStage + e)] = r;
        g.rankSlot_[0][static_cast<size_t>(r)] = a;
        g.rankSlot_[1][static_cast<size_t>(r)] = e;
    }

    const double width = area.width() - 2 * o.margin;
    const double panelHeight = (area.height() - 2 * o.margin - o.meshGap) / 2;
    const double blockHeight = panelHeight - o.titleHeight;

    const auto gpuShape = [&](int mesh) -> std::pair<int64_t, int64_t> {
        return mesh == 0 ? std::pair{grid.tp * grid.cp, grid.dp} : std::pair{grid.etp * grid.ep, grid.edp};
    };
    // Tries Gpu, Node, Domain in turn; the first level whose cells are big enough wins.
    const AggregationLevel levels[] = {AggregationLevel::Gpu, AggregationLevel::Node, AggregationLevel::Domain};
    for (AggregationLevel level : levels) {
        const int64_t unit = level == AggregationLevel::Gpu    ? 1
                             : level == AggregationLevel::Node ? std::max<int64_t>(1, grid.gpus_per_node)
                                                               : std::max<int64_t>(1, grid.domain_size);
        double cell = o.maxCell;
        for (int mesh = 0; mesh < 2; ++mesh) {
            auto [cols, rows] = gpuShape(mesh);
            if (unit > 1) {
                // Aggregated blocks are near-square runs of consecutive slots.
                const int64_t n = ceilDiv(g.gpusPerStage, unit);
                cols = std::max<int64_t>(1, static_cast<int64_t>(std::ceil(std::sqrt(static_cast<double>(n)))));
                rows = ceilDiv(n, cols);
            }
            g.panels[mesh].columns = cols;
            g.panels[mesh].rows = rows;
            cell = std::min(cell, fitCell(width, blockHeight, g.stages, cols, rows, o.stageGap));
        }
        g.level = level;
        g.unit = unit;
        g.cellSize = std::max(1.0, std::floor(cell));
        const bool tooMany = level == AggregationLevel::Gpu && g.world > o.aggregateAbove;
        if (!tooMany && cell >= o.minCell) break;
    }

    g.cellsPerStage_ = ceilDiv(g.gpusPerStage, g.unit);
    const double s = g.cellSize;
    for (int mesh = 0; mesh < 2; ++mesh) {
        Panel& p = g.panels[mesh];
        const double top = o.margin + mesh * (panelHeight + o.meshGap);
        p.title = QRectF(o.margin, top, width, o.titleHeight);
        p.blocks.clear();
        for (int64_t stage = 0; stage < g.stages; ++stage) {
            const double x = o.margin + static_cast<double>(stage) * (static_cast<double>(p.columns) * s + o.stageGap);
            p.blocks.emplace_back(x, top + o.titleHeight, static_cast<double>(p.columns) * s, static_cast<double>(p.rows) * s);
        }
        if (mesh == 1) g.firstCellOfMesh_ = {0, static_cast<int>(g.cells.size())};
        for (int64_t stage = 0; stage < g.stages; ++stage) {
            const QRectF& block = p.blocks[static_cast<size_t>(stage)];
            for (int64_t i = 0; i < g.cellsPerStage_; ++i) {
                GridCell c;
                c.mesh = static_cast<GridMesh>(mesh);
                c.stage = static_cast<int>(stage);
                c.firstSlot = i * g.unit;
                c.count = std::min(g.unit, g.gpusPerStage - c.firstSlot);
                c.rect = QRectF(block.x() + static_cast<double>(i % p.columns) * s,
                                block.y() + static_cast<double>(i / p.columns) * s, s, s);
                g.cells.push_back(c);
            }
        }
    }
    return g;
}

int64_t GridGeometry::rankAt(GridMesh mesh, int stage, int64_t slot) const {
    const auto& v = slotRank_[static_cast<int>(mesh)];
    const int64_t i = stage * gpusPerStage + slot;
    return i >= 0 && i < static_cast<int64_t>(v.size()) ? v[static_cast<size_t>(i)] : -1;
}

int GridGeometry::cellAt(QPointF p) const {
    for (int mesh = 0; mesh < 2; ++mesh) {
        const Panel& panel = panels[mesh];
        for (size_t stage = 0; stage < panel.blocks.size(); ++stage) {
            const QRectF& b = panel.blocks[stage];
            // Half-open, so a point on a shared edge belongs to one cell only.
            if (p.x() < b.left() || p.y() < b.top() || p.x() >= b.right() || p.y() >= b.bottom()) continue;
            const auto col = static_cast<int64_t>((p.x() - b.left()) / cellSize);
            const auto row = static_cast<int64_t>((p.y() - b.top()) / cellSize);
            const int64_t i = row * panel.columns + col;
            if (i >= cellsPerStage_) return -1;
            const int64_t index = firstCellOfMesh_[static_cast<size_t>(mesh)] + static_cast<int64_t>(stage) * cellsPerStage_ + i;
            return static_cast<int>(index);
        }
    }
    return -1;
}

int64_t GridGeometry::rankAtPoint(QPointF p) const {
    const int i = cellAt(p);
    if (i < 0) return -1;
    const GridCell& c = cells[static_cast<size_t>(i)];
    return rankAt(c.mesh, c.stage, c.firstSlot);
}

int GridGeometry::cellOfRank(GridMesh mesh, int64_t rank) const {
    if (rank < 0 || rank >= world) return -1;
    const int m = static_cast<int>(mesh);
    const int64_t slot = rankSlot_[m][static_cast<size_t>(rank)];
    // The stage is wherever slotRank_ holds this rank at that slot.
    for (int64_t stage = 0; stage < stages; ++stage) {
        if (slotRank_[m][static_cast<size_t>(stage * gpusPerStage + slot)] == rank)
            return firstCellOfMesh_[static_cast<size_t>(m)] + static_cast<int>(stage * cellsPerStage_ + slot / unit);
    }
    return -1;
}

std::vector<int64_t> GridGeometry::ranksOf(const GridCell& cell) const {
    std::vector<int64_t> out;
    out.reserve(static_cast<size_t>(cell.count));
    for (int64_t i = 0; i < cell.count; ++i) out.push_back(rankAt(cell.mesh, cell.stage, cell.firstSlot + i));
    return out;
}

}  // namespace moe::ui
