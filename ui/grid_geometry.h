#pragma once
// Where every GPU of the folded grids is drawn (pure, no widgets, testable by hand). Two panels,
// attention on top and MoE below; in each, one block per pipeline stage, left to right. In a
// block, cells follow the mesh coordinates: attention columns = TP·CP (tp fastest), rows = DP;
// MoE columns = ETP·EP, rows = EDP. With many GPUs (or cells too small to see) consecutive
// cells of a block are aggregated per node, then per NVLink domain, so painting stays O(cells).
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <cstdint>
#include <vector>

#include "core/layout/rank_grid.h"

namespace moe::ui {

enum class GridMesh { Attention = 0, Expert = 1 };
enum class AggregationLevel { Gpu, Node, Domain };

struct GridCell {
    GridMesh mesh = GridMesh::Attention;
    int stage = 0;
    int64_t firstSlot = 0;  // index of the first GPU in the block's row-major order
    int64_t count = 1;      // GPUs in the cell (1 unless aggregated)
    QRectF rect;
};

struct GridLayoutOptions {
    double margin = 8;
    double titleHeight = 18;
    double stageGap = 10;
    double meshGap = 16;
    double maxCell = 26;
    double minCell = 6;              // below this, aggregate to the next level
    int64_t aggregateAbove = 2048;   // GPUs; above this, never draw single GPUs
};

struct GridGeometry {
    GridLayoutOptions options;
    AggregationLevel level = AggregationLevel::Gpu;
    int64_t unit = 1;  // GPUs per cell
    int64_t world = 0;
    int64_t stages = 1;
    int64_t gpusPerStage = 0;
    double cellSize = 0;
    // Per mesh: block columns and rows (in cells), title strip, and one rect per stage block.
    struct Panel {
        int64_t columns = 1;
        int64_t rows = 1;
        QRectF title;
        std::vector<QRectF> blocks;
    };
    Panel panels[2];
    std::vector<GridCell> cells;  // attention cells first, then expert; stage-major, slot order

    static GridGeometry compute(const RankGrid& grid, QSizeF area, const GridLayoutOptions& options = {});

    // Rank of the GPU at a block slot (row-major: attention tp + TP·(cp + CP·dp); MoE likewise).
    [[nodiscard]] int64_t rankAt(GridMesh mesh, int stage, int64_t slot) const;
    // Index into `cells` of the cell under `p`, or -1.
    [[nodiscard]] int cellAt(QPointF p) const;
    // The rank drawn at `p` (the first GPU of an aggregated cell), or -1.
    [[nodiscard]] int64_t rankAtPoint(QPointF p) const;
    // Index into `cells` of the cell drawing `rank` in `mesh`.
    [[nodiscard]] int cellOfRank(GridMesh mesh, int64_t rank) const;
    // Ranks a cell stands for.
    [[nodiscard]] std::vector<int64_t> ranksOf(const GridCell& cell) const;

private:
    // slotRank_[mesh][stage * gpusPerStage + slot] and its inverse rankSlot_[mesh][rank].
    std::vector<int64_t> slotRank_[2];
    std::vector<int64_t> rankSlot_[2];
    std::vector<int> firstCellOfMesh_;  // index of the first expert cell in `cells` at [1]
    int64_t cellsPerStage_ = 0;
};

}  // namespace moe::ui
