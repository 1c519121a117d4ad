#include "ui/grid/grid_geometry.h"

#include <algorithm>
#include <cmath>

namespace moe::ui {

namespace {

int64_t ceilDiv(int64_t a, int64_t b) { return b > 0 ? (a + b - 1) / b : 0; }

std::vector<int64_t> divisors(int64_t n) {
    std::vector<int64_t> small, large;
    for (int64_t d = 1; d * d <= n; ++d) {
        if (n % d) continue;
        small.push_back(d);
        if (d != n / d) large.push_back(n / d);
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    return small;
}

// How replicas sit in a block of `columns` cells per line when a replica is `inner` cells.
struct ReplicaShape {
    bool lineGroups = false;  // several replicas per line: a gap every `inner` columns
    bool bands = false;       // a replica wraps over inner / columns lines: a gap every band
    int64_t bandRows = 1;
};

ReplicaShape replicaShape(int64_t columns, int64_t inner) {
    ReplicaShape r;
    r.lineGroups = inner >= 2 && columns > inner && columns % inner == 0;
    r.bands = inner >= 2 && inner > columns && inner % columns == 0;
    r.bandRows = r.bands ? inner / columns : 1;
    return r;
}

struct BlockChoice {
    int64_t columns = 1, rows = 1, stageColumns = 1;
    double cell = 0;
};

// Block width and height in pixels for a cell size.
QSizeF blockSize(int64_t columns, int64_t rows, int64_t inner, double s, double gap) {
    const ReplicaShape r = replicaShape(columns, inner);
    const double w = static_cast<double>(columns) * s + (r.lineGroups ? static_cast<double>(columns / inner - 1) * gap : 0);
    const double h = static_cast<double>(rows) * s + (r.bands ? static_cast<double>(rows / r.bandRows - 1) * gap : 0);
    return {w, h};
}

// The line width and block arrangement giving the biggest cells for `cellsPerStage` cells per
// stage in a panel of `area` (title strip excluded). Ties keep the natural shape (one replica
// per line, all stages in one row), which is tried first.
BlockChoice bestBlocks(QSizeF area, int64_t stages, int64_t cellsPerStage, int64_t inner, bool gpuLevel,
                       const GridLayoutOptions& o, int64_t lockedStageColumns) {
    std::vector<int64_t> candidates = divisors(cellsPerStage);
    if (gpuLevel && inner >= 1)
        candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                        [&](int64_t c) { return c % inner != 0 && inner % c != 0; }),
                         candidates.end());
    // The natural shape (one replica a line) first, so it wins ties.
    std::stable_partition(candidates.begin(), candidates.end(), [&](int64_t c) { return c == inner; });
    BlockChoice best;
    best.cell = -1;
    for (int64_t columns : candidates) {
        const int64_t rows = cellsPerStage / columns;
        const ReplicaShape r = replicaShape(columns, inner);
        const double hGaps = r.lineGroups ? static_cast<double>(columns / inner - 1) * o.replicaGap : 0;
        const double vGaps = r.bands ? static_cast<double>(rows / r.bandRows - 1) * o.replicaGap : 0;
        for (int64_t sc = stages; sc >= 1; --sc) {
            if (lockedStageColumns > 0 && sc != std::min(lockedStageColumns, stages)) continue;
            const int64_t sr = ceilDiv(stages, sc);
            if (lockedStageColumns <= 0 && sc < stages && ceilDiv(stages, sc - 1) == sr && sc > 1)
                continue;  // same rows, fewer columns
            const double availW = area.width() - o.gutter - static_cast<double>(sc - 1) * o.stageGap;
            const double availH = area.height() - static_cast<double>(sr) * o.stageLabelHeight -
                                  static_cast<double>(sr - 1) * o.stageGap;
            const double sw = (availW / static_cast<double>(sc) - hGaps) / static_cast<double>(columns);
            const double sh = (availH / static_cast<double>(sr) - vGaps) / static_cast<double>(rows);
            const double s = std::min({sw, sh, o.maxCell});
            if (s > best.cell + 0.25) best = {columns, rows, sc, s};
        }
    }
    return best;
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
    g.rankStage_.assign(static_cast<size_t>(g.world), 0);
    for (int64_t r = 0; r < g.world; ++r) {
        const RankCoordinates c = grid.coordinates(r);
        const int64_t a = c.tp + grid.tp * (c.cp + grid.cp * c.dp);
        const int64_t e = c.etp + grid.etp * (c.ep + grid.ep * c.edp);
        g.slotRank_[0][static_cast<size_t>(c.pp * g.gpusPerStage + a)] = r;
        g.slotRank_[1][static_cast<size_t>(c.pp * g.gpusPerStage + e)] = r;
        g.rankSlot_[0][static_cast<size_t>(r)] = a;
        g.rankSlot_[1][static_cast<size_t>(r)] = e;
        g.rankStage_[static_cast<size_t>(r)] = c.pp;
    }

    const double W = area.width() - 2 * o.margin;
    const double H = area.height() - 2 * o.margin;
    const int64_t replicaGpus[2] = {grid.tp * grid.cp, grid.etp * grid.ep};
    const int64_t node = std::max<int64_t>(1, grid.gpus_per_node);
    const int64_t domain = std::max<int64_t>(1, grid.domain_size);

    std::vector<std::pair<AggregationLevel, int64_t>> levels = {{AggregationLevel::Gpu, 1}};
    if (node > 1) levels.emplace_back(AggregationLevel::Node, node);
    if (domain > node || levels.size() == 1) levels.emplace_back(AggregationLevel::Domain, domain);
    // Beyond one domain a cell, groups of 2, 4, … domains, so a huge world still draws cells a
    // person can see and hover rather than hairline stripes.
    for (int64_t u = levels.back().second * 2; u <= g.gpusPerStage / 2; u *= 2) levels.emplace_back(AggregationLevel::Group, u);

    BlockChoice chosen[2];
    for (const auto& [level, unit] : levels) {
        const int64_t n = ceilDiv(g.gpusPerStage, unit);
        const bool gpuLevel = level == AggregationLevel::Gpu;
        int64_t inner[2];
        for (int m = 0; m < 2; ++m) inner[m] = replicaGpus[m] % unit == 0 ? replicaGpus[m] / unit : 0;
        // Stacked, then side by side; the arrangement with the bigger common cell wins.
        double bestCell = -1;
        for (int side = 0; side < 2; ++side) {
            if (o.sideBySide && *o.sideBySide != (side == 1)) continue;
            const QSizeF panel = side ? QSizeF((W - o.meshGap) / 2, H - o.titleHeight)
                                      : QSizeF(W, (H - o.meshGap) / 2 - o.titleHeight);
            BlockChoice c[2];
            for (int m = 0; m < 2; ++m) c[m] = bestBlocks(panel, g.stages, n, inner[m], gpuLevel, o, o.stageColumns[m]);
            const double cell = std::min(c[0].cell, c[1].cell);
            if (cell > bestCell + 0.25) {
                bestCell = cell;
                g.sideBySide = side == 1;
                chosen[0] = c[0];
                chosen[1] = c[1];
            }
        }
        g.level = level;
        g.unit = unit;
        g.cellSize = std::max(1.0, std::floor(bestCell));
        for (int m = 0; m < 2; ++m) g.panels[m].inner = inner[m];
        if (bestCell >= o.minCell) break;
    }

    g.cellsPerStage_ = ceilDiv(g.gpusPerStage, g.unit);
    const double s = g.cellSize;
    const QString rowName[2] = {QStringLiteral("dp"), QStringLiteral("edp")};
    for (int mesh = 0; mesh < 2; ++mesh) {
        Panel& p = g.panels[mesh];
        p.columns = chosen[mesh].columns;
        p.rows = chosen[mesh].rows;
        p.stageColumns = chosen[mesh].stageColumns;
        p.rect = g.sideBySide ? QRectF(o.margin + mesh * ((W + o.meshGap) / 2), o.margin, (W - o.meshGap) / 2, H)
                              : QRectF(o.margin, o.margin + mesh * ((H + o.meshGap) / 2), W, (H - o.meshGap) / 2);
        p.title = QRectF(p.rect.left(), p.rect.top(), p.rect.width(), o.titleHeight);
        const QSizeF block = blockSize(p.columns, p.rows, p.inner, s, o.replicaGap);
        const int64_t sc = p.stageColumns;
        const double used = static_cast<double>(sc) * block.width() + static_cast<double>(sc - 1) * o.stageGap;
        const double x0 = p.rect.left() + o.gutter + std::max(0.0, (p.rect.width() - o.gutter - used) / 2);
        const double y0 = p.title.bottom();
        p.blocks.clear();
        p.labels.clear();
        for (int64_t stage = 0; stage < g.stages; ++stage) {
            const double x = x0 + static_cast<double>(stage % sc) * (block.width() + o.stageGap);
            const double y = y0 + static_cast<double>(stage / sc) * (o.stageLabelHeight + block.height() + o.stageGap) +
                             o.stageLabelHeight;
            p.blocks.emplace_back(QPointF(x, y), block);
            p.labels.push_back({QRectF(x, y - o.stageLabelHeight, block.width(), o.stageLabelHeight),
                                QStringLiteral("PP stage %1").arg(stage), static_cast<int>(stage)});
        }
        // Row labels in the gutter, left of the first block of each block row: which replicas a
        // line holds. Lines lower than the text share one label over the lines it spans ("dp 0–3"
        // over two lines), so no line goes unnamed. A label names the replicas that begin in its
        // lines: where aggregated cells split a replica over two lines, it is named once, where it
        // begins (review 15 read "edp 0–13", "edp 13–26" as replica 13 in two bands). A last group
        // of lines too low for its text joins the group above it.
        const int64_t every = std::max<int64_t>(1, static_cast<int64_t>(std::ceil(11.0 / s)));
        const int64_t replica = std::max<int64_t>(1, replicaGpus[mesh]);
        const ReplicaShape shape = replicaShape(p.columns, p.inner);
        const int64_t step = shape.bands ? shape.bandRows : every;
        std::vector<std::pair<int64_t, int64_t>> groups;  // first line, lines spanned
        for (int64_t row = 0; row < p.rows; row += step) {
            const int64_t spanned = std::min(step, p.rows - row);
            if (spanned < step && !groups.empty() && !shape.bands)
                groups.back().second += spanned;
            else
                groups.emplace_back(row, spanned);
        }
        for (int64_t stage = 0; stage < g.stages; stage += sc) {
            const QRectF& b = p.blocks[static_cast<size_t>(stage)];
            for (const auto& [row, spanned] : groups) {
                const int64_t first = row * p.columns * g.unit;
                const int64_t last = std::min(g.gpusPerStage, (row + spanned) * p.columns * g.unit) - 1;
                const int64_t a = (first + replica - 1) / replica, z = last / replica;
                if (a > z) continue;  // only the continuation of a replica named above
                const QPointF at = g.cellOffset(p, row * p.columns);
                const double bottom = g.cellOffset(p, (row + spanned - 1) * p.columns).y() + s;
                p.labels.push_back({QRectF(b.left() - o.gutter, b.top() + at.y(), o.gutter - 4, bottom - at.y()),
                                    a == z ? QStringLiteral("%1 %2").arg(rowName[mesh]).arg(a)
                                           : QStringLiteral("%1 %2–%3").arg(rowName[mesh]).arg(a).arg(z)});
            }
        }
        g.firstCellOfMesh_[mesh] = static_cast<int>(g.cells.size());
        for (int64_t stage = 0; stage < g.stages; ++stage) {
            const QRectF& b = p.blocks[static_cast<size_t>(stage)];
            for (int64_t i = 0; i < g.cellsPerStage_; ++i) {
                GridCell c;
                c.mesh = static_cast<GridMesh>(mesh);
                c.stage = static_cast<int>(stage);
                c.firstSlot = i * g.unit;
                c.count = std::min(g.unit, g.gpusPerStage - c.firstSlot);
                c.rect = QRectF(b.topLeft() + g.cellOffset(p, i), QSizeF(s, s));
                g.cells.push_back(c);
            }
        }
    }
    if (!g.sideBySide && !g.panels[0].blocks.empty()) {
        // Stacked: the MoE mesh follows the attention blocks instead of waiting below the empty
        // lower part of an equal half (a white band that zooming doubles).
        Panel& top = g.panels[0];
        const double used = top.blocks.back().bottom() - top.rect.top();
        const double unused = top.rect.height() - used;
        if (unused > 0.5) {
            top.rect.setHeight(used);
            Panel& below = g.panels[1];
            const QPointF up(0, -unused);
            below.rect.translate(up);
            below.title.translate(up);
            for (QRectF& b : below.blocks) b.translate(up);
            for (GridLabel& l : below.labels) l.rect.translate(up);
            for (size_t i = static_cast<size_t>(g.firstCellOfMesh_[1]); i < g.cells.size(); ++i) g.cells[i].rect.translate(up);
        }
    }
    if (g.sideBySide && o.packSideBySide && !g.panels[0].blocks.empty() && !g.panels[1].blocks.empty()) {
        Panel& left = g.panels[0];
        Panel& right = g.panels[1];
        double leftEnd = left.rect.left(), rightStart = right.rect.right();
        for (const QRectF& b : left.blocks) leftEnd = std::max(leftEnd, b.right());
        for (const QRectF& b : right.blocks) rightStart = std::min(rightStart, b.left());
        for (const GridLabel& l : right.labels) rightStart = std::min(rightStart, l.rect.left());
        const double shift = rightStart - (leftEnd + o.meshGap);
        if (shift > 0.5) {
            left.rect.setRight(leftEnd);
            left.title.setRight(leftEnd);
            const QPointF by(-shift, 0);
            right.rect.translate(by);
            right.title.translate(by);
            for (QRectF& b : right.blocks) b.translate(by);
            for (GridLabel& l : right.labels) l.rect.translate(by);
            for (size_t i = static_cast<size_t>(g.firstCellOfMesh_[1]); i < g.cells.size(); ++i)
                g.cells[i].rect.translate(by);
            right.rect.setLeft(leftEnd + o.meshGap);
            right.title.setLeft(leftEnd + o.meshGap);
        }
    }
    return g;
}

QPointF GridGeometry::cellOffset(const Panel& p, int64_t i) const {
    const int64_t col = i % p.columns, row = i / p.columns;
    const ReplicaShape r = replicaShape(p.columns, p.inner);
    const double gap = options.replicaGap;
    double x = static_cast<double>(col) * cellSize, y = static_cast<double>(row) * cellSize;
    if (r.lineGroups) x += static_cast<double>(col / p.inner) * gap;
    if (r.bands) y += static_cast<double>(row / r.bandRows) * gap;
    return {x, y};
}

QRectF GridGeometry::contentBounds() const {
    QRectF box;
    for (const Panel& p : panels)
        for (const QRectF& b : p.blocks) box = box.isNull() ? b : box.united(b);
    return box;
}

double GridGeometry::coverage(QSizeF area) const {
    const QRectF box = contentBounds();
    const double total = area.width() * area.height();
    return total > 0 ? box.width() * box.height() / total : 0;
}

int64_t GridGeometry::rankAt(GridMesh mesh, int stage, int64_t slot) const {
    const auto& v = slotRank_[static_cast<int>(mesh)];
    const int64_t i = stage * gpusPerStage + slot;
    return i >= 0 && i < static_cast<int64_t>(v.size()) ? v[static_cast<size_t>(i)] : -1;
}

namespace {

// Index along one axis of a block, or -1 in a gap: `group` cells then a gap, repeated.
int64_t axisIndex(double d, double s, int64_t group, double gap) {
    if (group <= 0) return static_cast<int64_t>(d / s);
    const double groupSpan = static_cast<double>(group) * s + gap;
    const auto g = static_cast<int64_t>(d / groupSpan);
    const double rem = d - static_cast<double>(g) * groupSpan;
    if (rem >= static_cast<double>(group) * s) return -1;
    return g * group + static_cast<int64_t>(rem / s);
}

}  // namespace

int GridGeometry::cellAt(QPointF p) const {
    for (int mesh = 0; mesh < 2; ++mesh) {
        const Panel& panel = panels[mesh];
        const ReplicaShape r = replicaShape(panel.columns, panel.inner);
        for (size_t stage = 0; stage < panel.blocks.size(); ++stage) {
            const QRectF& b = panel.blocks[stage];
            // Half-open, so a point on a shared edge belongs to one cell only.
            if (p.x() < b.left() || p.y() < b.top() || p.x() >= b.right() || p.y() >= b.bottom()) continue;
            const int64_t col = axisIndex(p.x() - b.left(), cellSize, r.lineGroups ? panel.inner : 0, options.replicaGap);
            const int64_t row = axisIndex(p.y() - b.top(), cellSize, r.bands ? r.bandRows : 0, options.replicaGap);
            if (col < 0 || row < 0 || col >= panel.columns) return -1;
            const int64_t i = row * panel.columns + col;
            if (i >= cellsPerStage_) return -1;
            return firstCellOfMesh_[mesh] + static_cast<int>(static_cast<int64_t>(stage) * cellsPerStage_ + i);
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
    const int64_t stage = rankStage_[static_cast<size_t>(rank)];
    return firstCellOfMesh_[m] + static_cast<int>(stage * cellsPerStage_ + slot / unit);
}

int64_t GridGeometry::slotOfRank(GridMesh mesh, int64_t rank) const {
    if (rank < 0 || rank >= world) return -1;
    return rankSlot_[static_cast<int>(mesh)][static_cast<size_t>(rank)];
}

int GridGeometry::nearestCell(QPointF p) const {
    if (const int exact = cellAt(p); exact >= 0) return exact;
    // Prefer the panel under the point: the anchor of a zoom should not jump to the other mesh.
    int panelOfPoint = -1;
    for (int mesh = 0; mesh < 2; ++mesh)
        if (panels[mesh].rect.contains(p)) panelOfPoint = mesh;
    int best = -1;
    double bestDistance = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        const GridCell& c = cells[i];
        if (panelOfPoint >= 0 && static_cast<int>(c.mesh) != panelOfPoint) continue;
        const double dx = std::max({c.rect.left() - p.x(), 0.0, p.x() - c.rect.right()});
        const double dy = std::max({c.rect.top() - p.y(), 0.0, p.y() - c.rect.bottom()});
        const double d = dx * dx + dy * dy;
        if (best < 0 || d < bestDistance) {
            best = static_cast<int>(i);
            bestDistance = d;
        }
    }
    return best;
}

GridAnchor GridGeometry::anchorAt(QPointF p) const {
    GridAnchor a;
    const int i = nearestCell(p);
    if (i < 0) return a;
    // Inside an aggregated cell, the GPU at the point's share of the cell's width.
    const GridCell& c = cells[static_cast<size_t>(i)];
    const double fx = (p.x() - c.rect.left()) / c.rect.width();
    const double fy = (p.y() - c.rect.top()) / c.rect.height();
    const auto count = static_cast<double>(c.count);
    const int64_t sub = std::clamp<int64_t>(static_cast<int64_t>(std::floor(fx * count)), 0, c.count - 1);
    a.mesh = c.mesh;
    a.rank = rankAt(c.mesh, c.stage, c.firstSlot + sub);
    a.within = QPointF(std::clamp(fx * count - static_cast<double>(sub), 0.02, 0.98), std::clamp(fy, 0.02, 0.98));
    return a;
}

std::optional<QPointF> GridGeometry::pointOf(const GridAnchor& anchor) const {
    const int i = anchor.rank >= 0 ? cellOfRank(anchor.mesh, anchor.rank) : -1;
    if (i < 0 || i >= static_cast<int>(cells.size())) return std::nullopt;
    const GridCell& c = cells[static_cast<size_t>(i)];
    const auto offset = static_cast<double>(slotOfRank(anchor.mesh, anchor.rank) - c.firstSlot);
    return QPointF(c.rect.left() + (offset + anchor.within.x()) / static_cast<double>(c.count) * c.rect.width(),
                   c.rect.top() + anchor.within.y() * c.rect.height());
}

QRectF GridGeometry::scrollBounds(GridMesh mesh) const {
    const Panel& p = panels[static_cast<int>(mesh)];
    QRectF box;
    for (const QRectF& b : p.blocks) box = box.isNull() ? b : box.united(b);
    for (const GridLabel& l : p.labels) box = box.isNull() ? l.rect : box.united(l.rect);
    if (box.isNull()) return box;
    // Only the title's top: it is as wide as the panel, the grids may be narrower.
    box.setTop(std::min(box.top(), p.title.top()));
    return box.adjusted(-options.margin, -options.margin, options.margin, options.margin);
}

namespace {

// Per axis: two fifths of the view on [lo, hi] (all of [lo, hi] when it is shorter), never before
// the area's start; no pan while the area is no larger than the view (zoom 1).
QPointF clampPanTo(QPointF pan, QSizeF view, QSizeF area, const QRectF& bounds) {
    auto axis = [](double p, double viewExtent, double areaExtent, double lo, double hi) {
        if (areaExtent <= viewExtent + 0.5 || hi <= lo) return 0.0;
        const double need = std::min(hi - lo, 0.4 * viewExtent);
        return std::clamp(p, std::max(0.0, lo + need - viewExtent), std::max(0.0, hi - need));
    };
    return {axis(pan.x(), view.width(), area.width(), bounds.left(), bounds.right()),
            axis(pan.y(), view.height(), area.height(), bounds.top(), bounds.bottom())};
}

}  // namespace

QPointF GridGeometry::clampPan(QPointF pan, QSizeF view, QSizeF area) const {
    // The pans that keep a mesh in view, per mesh, and the nearest of them: one box around both
    // meshes let the view rest on a corner of it that holds neither (meshes of other widths,
    // blocks spread apart). The shares of the two meshes overlap, so a drag goes from one to the
    // other without a jump. Not held inside the zoomed area on its far side: a zoom over the MoE
    // mesh's last rows keeps its GPU under the cursor by showing a little past the edge (titles
    // and gaps do not grow with the cells), which the area's bound forbade.
    QPointF best = pan;
    double bestDistance = -1;
    for (const GridMesh mesh : {GridMesh::Attention, GridMesh::Expert}) {
        const QRectF bounds = scrollBounds(mesh);
        if (bounds.isNull()) continue;
        const QPointF p = clampPanTo(pan, view, area, bounds);
        const double d = (p - pan).manhattanLength();
        if (bestDistance < 0 || d < bestDistance) {
            best = p;
            bestDistance = d;
        }
    }
    return bestDistance < 0 ? QPointF() : best;
}

std::vector<int64_t> GridGeometry::ranksOf(const GridCell& cell) const {
    std::vector<int64_t> out;
    out.reserve(static_cast<size_t>(cell.count));
    for (int64_t i = 0; i < cell.count; ++i) out.push_back(rankAt(cell.mesh, cell.stage, cell.firstSlot + i));
    return out;
}

}  // namespace moe::ui
