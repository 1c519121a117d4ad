#pragma once
// Where every GPU of the folded grids is drawn (pure, no widgets, testable by hand). Two mesh
// panels, attention (TP·CP columns, DP rows) and MoE (ETP·EP columns, EDP rows), stacked or side
// by side, whichever gives bigger cells. In a panel, one block per pipeline stage, arranged in as
// many block rows as fill the space; in a block the stage's GPUs in slot order (tp fastest), the
// line width chosen among divisors of the stage so that DP replicas stay whole (a line holds one
// replica, several replicas side by side with a gap, or a replica wraps over a band of lines).
// When single GPUs would be smaller than `minCell`, consecutive slots are aggregated per node,
// then per NVLink domain: the level of detail follows the area, so zooming (a larger area)
// brings single GPUs back.
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

#include "core/layout/rank_grid.h"

namespace moe::ui {

enum class GridMesh { Attention = 0, Expert = 1 };
// Group: several NVLink domains a cell (powers of two of the domain), when even one domain a cell
// would be thinner than minCell (16384 GPUs in a dock).
enum class AggregationLevel { Gpu, Node, Domain, Group };

struct GridCell {
    GridMesh mesh = GridMesh::Attention;
    int stage = 0;
    int64_t firstSlot = 0;  // index of the first GPU in the block's slot order
    int64_t count = 1;      // GPUs in the cell (1 unless aggregated)
    QRectF rect;
};

struct GridLayoutOptions {
    double margin = 6;
    double titleHeight = 20;       // mesh title strip
    double stageLabelHeight = 15;  // "PP stage N" above each block
    double gutter = 54;            // left of the blocks: row (DP / EDP) labels
    double stageGap = 12;
    double replicaGap = 4;  // between DP replicas drawn on one line or band
    double meshGap = 12;
    double maxCell = 120;
    double minCell = 7;  // below this, aggregate to the next level
    // A zoomed view keeps the arrangement it had at zoom 1 (meshes stacked or side by side, blocks
    // per block row), so zooming scales the picture instead of re-flowing it and the GPU under
    // the cursor can stay there. Unset: the arrangement with the biggest cells.
    std::optional<bool> sideBySide;
    int64_t stageColumns[2] = {0, 0};  // 0: free
    // Side by side, the MoE mesh right after the attention blocks rather than in the right half:
    // zoomed, the room each mesh leaves in its half grows with the zoom, until the meshes are more
    // than a window apart with nothing between them to pan over.
    bool packSideBySide = false;
};

// A GPU and where a point lies on it, in the GPU's own width and height: what a zoom or a resize
// keeps in place while cells grow, shrink or re-flow around it.
struct GridAnchor {
    GridMesh mesh = GridMesh::Attention;
    int64_t rank = -1;  // -1: no anchor (a geometry without cells)
    QPointF within;     // 0..1 across and down the GPU's share of its cell
};

// A text label placed by the geometry (row labels in the gutter, stage labels above blocks).
struct GridLabel {
    QRectF rect;
    QString text;    // a stage label's is its untranslated name; the view draws its own translated forms
    int stage = -1;  // the pipeline stage a stage label names; -1 for a row label
};

struct GridGeometry {
    GridLayoutOptions options;
    AggregationLevel level = AggregationLevel::Gpu;
    int64_t unit = 1;  // GPUs per cell
    int64_t world = 0;
    int64_t stages = 1;
    int64_t gpusPerStage = 0;
    double cellSize = 0;
    bool sideBySide = false;  // meshes left and right instead of top and bottom
    struct Panel {
        QRectF rect;          // the whole mesh panel
        QRectF title;         // its title strip
        int64_t columns = 1;  // cells per line in a block
        int64_t rows = 1;     // lines per block
        int64_t inner = 1;    // cells per replica (TP·CP or ETP·EP over the unit; 0: not whole)
        int64_t stageColumns = 1;  // blocks per block row
        std::vector<QRectF> blocks;  // one per stage
        std::vector<GridLabel> labels;
    };
    Panel panels[2];
    std::vector<GridCell> cells;  // attention cells first, then expert; stage-major, slot order

    static GridGeometry compute(const RankGrid& grid, QSizeF area, const GridLayoutOptions& options = {});

    // The bounding box of every block (what the grids occupy) and its share of `area`.
    [[nodiscard]] QRectF contentBounds() const;
    [[nodiscard]] double coverage(QSizeF area) const;

    // Rank of the GPU at a block slot.
    [[nodiscard]] int64_t rankAt(GridMesh mesh, int stage, int64_t slot) const;
    // Index into `cells` of the cell under `p`, or -1 (gaps, titles and labels hold none).
    [[nodiscard]] int cellAt(QPointF p) const;
    // The rank drawn at `p` (the first GPU of an aggregated cell), or -1.
    [[nodiscard]] int64_t rankAtPoint(QPointF p) const;
    // Index into `cells` of the cell drawing `rank` in `mesh`.
    [[nodiscard]] int cellOfRank(GridMesh mesh, int64_t rank) const;
    // The slot of `rank` in its stage's block of `mesh` (-1 for a rank outside the world).
    [[nodiscard]] int64_t slotOfRank(GridMesh mesh, int64_t rank) const;
    // Index into `cells` of the cell nearest to `p` in the panel holding `p` (or any panel when
    // none does), so a point in a gap or a label still names a GPU; -1 without cells.
    [[nodiscard]] int nearestCell(QPointF p) const;
    // Ranks a cell stands for.
    [[nodiscard]] std::vector<int64_t> ranksOf(const GridCell& cell) const;

    // The GPU at (or nearest to) `p` and where `p` lies on it; from a gap or a label, the GPU's
    // near edge: gaps and labels keep their size while cells grow, so an offset outside the GPU
    // would drift onto its neighbours.
    [[nodiscard]] GridAnchor anchorAt(QPointF p) const;
    // Where `anchor` lies in this geometry (nullopt for an anchor without a GPU).
    [[nodiscard]] std::optional<QPointF> pointOf(const GridAnchor& anchor) const;
    // What panning may show of a mesh: its blocks and labels, its title's top, and the margin.
    [[nodiscard]] QRectF scrollBounds(GridMesh mesh) const;
    // The pan (the view's top-left in the content) nearest to `pan` for a view of `view` over the
    // zoomed `area` this geometry fills: two fifths of the view, across and down, on one mesh's
    // scrollBounds() (all of a mesh smaller than that), and never before the area's top-left.
    // Zoom 1 (area = view) gives no pan.
    [[nodiscard]] QPointF clampPan(QPointF pan, QSizeF view, QSizeF area) const;

private:
    // Top-left of cell `i` of a block, relative to the block (replica gaps included).
    [[nodiscard]] QPointF cellOffset(const Panel& p, int64_t i) const;
    // slotRank_[mesh][stage * gpusPerStage + slot] and its inverse rankSlot_[mesh][rank].
    std::vector<int64_t> slotRank_[2];
    std::vector<int64_t> rankSlot_[2];
    std::vector<int64_t> rankStage_;
    int firstCellOfMesh_[2] = {0, 0};
    int64_t cellsPerStage_ = 0;
};

}  // namespace moe::ui
