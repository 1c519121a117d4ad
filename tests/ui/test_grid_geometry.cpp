// GridGeometry by hand: cell rects for a small folded layout, rank lookup at points, the
// inverse (cell of a rank), and aggregation per node / NVLink domain for large worlds.
#include <QtTest>

#include "ui/grid_geometry.h"

using namespace moe;
using namespace moe::ui;

namespace {

RankGrid makeGrid(int64_t world, int tp, int cp, int pp, int ep, int etp, int domain = 8, int node = 8) {
    Layout l;
    l.world_size = world;
    l.tp = tp;
    l.cp = cp;
    l.pp = pp;
    l.ep = ep;
    l.etp = etp;
    Result<RankGrid> g = RankGrid::create(l, domain, node);
    if (!g.ok()) qFatal("grid: %s", g.error().toString().c_str());
    return g.value();
}

}  // namespace

class TestGridGeometry : public QObject {
    Q_OBJECT
private slots:
    void smallLayoutByHand() {
        // W 8: attention TP 2 · DP 2 · PP 2; MoE EP 4 · ETP 1 · EDP 1 · PP 2.
        const RankGrid grid = makeGrid(8, 2, 1, 2, 4, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(400, 300));
        QCOMPARE(g.level, AggregationLevel::Gpu);
        // Width per cell: (384 − 10) / (2 stages · 4 MoE columns) = 46.75; height 116 / 2 = 58;
        // the 26 px cap wins.
        QCOMPARE(g.cellSize, 26.0);
        QCOMPARE(g.panels[0].columns, int64_t{2});
        QCOMPARE(g.panels[0].rows, int64_t{2});
        QCOMPARE(g.panels[1].columns, int64_t{4});
        QCOMPARE(g.panels[1].rows, int64_t{1});
        // Panels: height (300 − 16 − 16) / 2 = 134; titles 18 high.
        QCOMPARE(g.panels[0].title, QRectF(8, 8, 384, 18));
        QCOMPARE(g.panels[1].title, QRectF(8, 158, 384, 18));
        QCOMPARE(g.panels[0].blocks[1], QRectF(8 + 2 * 26 + 10, 26, 52, 52));
        QCOMPARE(g.panels[1].blocks[1], QRectF(8 + 4 * 26 + 10, 176, 104, 26));
        QCOMPARE(g.cells.size(), size_t{16});

        // Attention stage 1, tp 1, dp 1: slot 3 at (70 + 26, 26 + 26); rank 1 + 2·1 + 4·1 = 7.
        const GridCell& c = g.cells[7];
        QCOMPARE(c.mesh, GridMesh::Attention);
        QCOMPARE(c.stage, 1);
        QCOMPARE(c.firstSlot, int64_t{3});
        QCOMPARE(c.rect, QRectF(96, 52, 26, 26));
        QCOMPARE(g.rankAtPoint(c.rect.center()), int64_t{7});
        QCOMPARE(g.cellOfRank(GridMesh::Attention, 7), 7);
        // MoE stage 0, ep 3: x 8 + 3·26; rank 3.
        QCOMPARE(g.rankAtPoint(QPointF(8 + 3 * 26 + 13, 176 + 13)), int64_t{3});
        QCOMPARE(g.cells[static_cast<size_t>(g.cellOfRank(GridMesh::Expert, 3))].rect, QRectF(86, 176, 26, 26));
        // Gaps and titles hold no GPU.
        QCOMPARE(g.rankAtPoint(QPointF(65, 30)), int64_t{-1});
        QCOMPARE(g.rankAtPoint(QPointF(20, 12)), int64_t{-1});
    }

    void everyRankIsDrawnOncePerMesh() {
        const RankGrid grid = makeGrid(64, 2, 2, 2, 8, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(900, 500));
        for (int mesh = 0; mesh < 2; ++mesh) {
            std::vector<int> seen(64, 0);
            for (const GridCell& c : g.cells)
                if (static_cast<int>(c.mesh) == mesh)
                    for (int64_t r : g.ranksOf(c)) ++seen[static_cast<size_t>(r)];
            QCOMPARE(std::count(seen.begin(), seen.end(), 1), std::ptrdiff_t{64});
        }
        for (int64_t r = 0; r < 64; ++r) {
            const int cell = g.cellOfRank(GridMesh::Expert, r);
            QCOMPARE(g.rankAtPoint(g.cells[static_cast<size_t>(cell)].rect.center()), r);
        }
    }

    void largeWorldsAggregate() {
        // 4096 GPUs > 2048: never one cell per GPU.
        const RankGrid grid = makeGrid(4096, 2, 4, 8, 64, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(1000, 600));
        QVERIFY(g.level != AggregationLevel::Gpu);
        QCOMPARE(g.unit, int64_t{8});  // node and domain are both 8 GPUs here
        // 512 GPUs per stage in nodes of 8: 64 cells per stage, 8 × 8.
        QCOMPARE(g.panels[0].columns, int64_t{8});
        QCOMPARE(g.panels[0].rows, int64_t{8});
        QCOMPARE(g.cells.size(), size_t{2 * 8 * 64});
        // An aggregated cell stands for the eight GPUs of one node in the default rank order.
        const std::vector<int64_t> ranks = g.ranksOf(g.cells[1]);
        QCOMPARE(ranks, (std::vector<int64_t>{8, 9, 10, 11, 12, 13, 14, 15}));
    }

    void tinyAreaFallsBackToDomains() {
        // NVL72-like: domain 72, node 4; 288 GPUs per stage. In 200 × 160, nodes (72 cells of
        // 9 × 8 per stage) get (184 − 30) / 36 = 4.3 px < 6, so cells become whole domains.
        const RankGrid grid = makeGrid(1152, 1, 4, 4, 72, 1, 72, 4);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(200, 160));
        QCOMPARE(g.level, AggregationLevel::Domain);
        QCOMPARE(g.unit, int64_t{72});
        QCOMPARE(g.cells.size(), size_t{2 * 4 * 4});  // 288 GPUs per stage = 4 domains
    }
};

QTEST_APPLESS_MAIN(TestGridGeometry)
#include "test_grid_geometry.moc"
