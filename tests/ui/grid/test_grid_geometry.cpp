// GridGeometry by hand: the arrangement that gives the biggest cells for a small folded layout
// (worked out below with the default options), rank lookup at points, gaps that hold no GPU, row
// labels; then invariants at 16, 256, 1024 and 16384 GPUs: every rank drawn once per mesh, each
// cell found again at its centre, blocks apart, the panel filled, and single GPUs back on zoom.
#include <QtTest>

#include "ui/grid/grid_geometry.h"

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

void checkInvariants(const GridGeometry& g, QSizeF area) {
    for (int mesh = 0; mesh < 2; ++mesh) {
        std::vector<int> seen(static_cast<size_t>(g.world), 0);
        for (const GridCell& c : g.cells)
            if (static_cast<int>(c.mesh) == mesh)
                for (int64_t r : g.ranksOf(c)) ++seen[static_cast<size_t>(r)];
        QCOMPARE(std::count(seen.begin(), seen.end(), 1), static_cast<std::ptrdiff_t>(g.world));
        const auto& blocks = g.panels[mesh].blocks;
        for (size_t a = 0; a < blocks.size(); ++a) {
            QVERIFY(QRectF(QPointF(0, 0), area).contains(blocks[a]));
            QVERIFY(g.panels[mesh].rect.contains(blocks[a]));
            for (size_t b = a + 1; b < blocks.size(); ++b) QVERIFY(!blocks[a].intersects(blocks[b]));
        }
    }
    QVERIFY(!g.panels[0].rect.intersects(g.panels[1].rect));
    for (size_t i = 0; i < g.cells.size(); ++i) {
        const GridCell& c = g.cells[i];
        QVERIFY(g.panels[static_cast<int>(c.mesh)].blocks[static_cast<size_t>(c.stage)].contains(c.rect));
        QCOMPARE(g.cellAt(c.rect.center()), static_cast<int>(i));
    }
}

}  // namespace

class TestGridGeometry : public QObject {
    Q_OBJECT
private slots:
    void smallLayoutByHand() {
        // W 8: attention TP 2 · DP 2 · PP 2 (4 GPUs a stage, replicas of 2); MoE EP 4 · EDP 1.
        // Area 400 × 300, margin 6: 388 × 288; label gutter 54. Stacked, each panel is
        // 388 × ((288−12)/2 − 20 = 118) under its title; the best attention block is 2 × 2 with
        // both stages in a row: min((388−54−12)/2/2, (118−15)/2) = 51.5. Side by side, panels are
        // 188 × 268: one GPU a line, two replica bands with a 4 px gap, stages in a row:
        // min((188−54−12)/2, (268−15−4)/4) = 61; the MoE mesh (one band) min(61, 253/4) = 61.
        // 61 beats 51.5, so side by side with 61 px cells.
        const RankGrid grid = makeGrid(8, 2, 1, 2, 4, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(400, 300));
        QCOMPARE(g.level, AggregationLevel::Gpu);
        QVERIFY(g.sideBySide);
        QCOMPARE(g.cellSize, 61.0);
        QCOMPARE(g.panels[0].columns, int64_t{1});
        QCOMPARE(g.panels[0].rows, int64_t{4});
        QCOMPARE(g.panels[0].stageColumns, int64_t{2});
        QCOMPARE(g.panels[0].rect, QRectF(6, 6, 188, 288));
        QCOMPARE(g.panels[1].rect, QRectF(206, 6, 188, 288));
        // Blocks 61 wide; two with a 12 px gap use all of 188 − 54 = 134: x0 = 6 + 54.
        // Attention blocks are 4·61 + 4 (one replica gap) = 248 high, under title and stage label.
        QCOMPARE(g.panels[0].blocks[0], QRectF(60, 41, 61, 248));
        QCOMPARE(g.panels[0].blocks[1], QRectF(133, 41, 61, 248));
        QCOMPARE(g.panels[1].blocks[0], QRectF(260, 41, 61, 244));  // one band: no gap
        QCOMPARE(g.cells.size(), size_t{16});

        // Attention stage 1, slot 3 (tp 1, dp 1): line 3, below the replica gap; rank 1 + 2 + 4.
        const GridCell& c = g.cells[7];
        QCOMPARE(c.mesh, GridMesh::Attention);
        QCOMPARE(c.stage, 1);
        QCOMPARE(c.firstSlot, int64_t{3});
        QCOMPARE(c.rect, QRectF(133, 41 + 3 * 61 + 4, 61, 61));
        QCOMPARE(g.rankAtPoint(c.rect.center()), int64_t{7});
        QCOMPARE(g.cellOfRank(GridMesh::Attention, 7), 7);
        // MoE stage 0, ep 3: line 3; rank 3.
        QCOMPARE(g.rankAtPoint(QPointF(260 + 30, 41 + 3 * 61 + 30)), int64_t{3});
        QCOMPARE(g.cells[static_cast<size_t>(g.cellOfRank(GridMesh::Expert, 3))].rect, QRectF(260, 224, 61, 61));
        // The replica gap, the title and the label gutter hold no GPU.
        QCOMPARE(g.rankAtPoint(QPointF(80, 41 + 122 + 2)), int64_t{-1});
        QCOMPARE(g.rankAtPoint(QPointF(20, 12)), int64_t{-1});
        QCOMPARE(g.rankAtPoint(QPointF(30, 60)), int64_t{-1});
        // Row labels: one per replica band, left of the first block.
        QStringList rowLabels;
        for (const GridLabel& l : g.panels[0].labels)
            if (l.text.startsWith(QLatin1String("dp"))) rowLabels << l.text;
        QCOMPARE(rowLabels, (QStringList{QStringLiteral("dp 0"), QStringLiteral("dp 1")}));
        checkInvariants(g, QSizeF(400, 300));
    }

    void replicasSideBySideGetGaps() {
        // W 16, TP 1 · DP 16, EP 8 · EDP 2, one stage, 1200 × 500: a 16-wide attention line
        // would be 16 cells of (1188−44)/16 = 71.5 but only 500 high; the chosen line holds one
        // replica per EP group (8 wide) with its DP replicas; every cell is found again.
        const RankGrid grid = makeGrid(16, 1, 1, 1, 8, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(1200, 500));
        QCOMPARE(g.level, AggregationLevel::Gpu);
        QVERIFY(g.cellSize >= 60);  // 16 GPUs fill the panel: not an 8 px strip
        QVERIFY(g.coverage(QSizeF(1200, 500)) > 0.3);
        checkInvariants(g, QSizeF(1200, 500));
    }

    void hugeWorldInASmallDockGroupsDomains() {
        // The review's case: 16384 H100 (node = domain = 8), TP 2, PP 8, EP 64, in a 560 × 250
        // dock panel. One node a cell gives 2048 / 8 = 256 cells a stage, 16 stage blocks: about
        // 3 px cells. Groups of 2^k domains are tried until a cell is at least minCell.
        const RankGrid grid = makeGrid(16384, 2, 1, 8, 64, 1, 8, 8);
        const QSizeF area(560, 250);
        const GridGeometry g = GridGeometry::compute(grid, area);
        checkInvariants(g, area);
        QCOMPARE(g.level, AggregationLevel::Group);
        QVERIFY(g.cellSize >= GridLayoutOptions{}.minCell);
        QVERIFY(g.unit > 8 && g.unit % 8 == 0 && (g.unit & (g.unit - 1)) == 0);  // 2^k nodes
        // Every cell stands for `unit` GPUs: the stage's 2048 GPUs in 2048 / unit cells per mesh.
        QCOMPARE(static_cast<int64_t>(g.cells.size()), 2 * 8 * (2048 / g.unit));
    }

    void worldSizesFillThePanel_data() {
        QTest::addColumn<int>("world");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("cp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("ep");
        QTest::addColumn<int>("domain");
        QTest::addColumn<int>("node");
        QTest::newRow("16") << 16 << 1 << 1 << 1 << 8 << 8 << 8;
        QTest::newRow("256 NVL72-like") << 256 << 1 << 1 << 4 << 64 << 64 << 4;
        QTest::newRow("1024 DeepSeek-V3") << 1024 << 2 << 1 << 16 << 64 << 8 << 8;
        QTest::newRow("16384") << 16384 << 2 << 4 << 16 << 64 << 8 << 8;
    }

    void worldSizesFillThePanel() {
        QFETCH(int, world);
        QFETCH(int, tp);
        QFETCH(int, cp);
        QFETCH(int, pp);
        QFETCH(int, ep);
        QFETCH(int, domain);
        QFETCH(int, node);
        const RankGrid grid = makeGrid(world, tp, cp, pp, ep, 1, domain, node);
        const QSizeF area(1000, 560);
        const GridGeometry g = GridGeometry::compute(grid, area);
        checkInvariants(g, area);
        // The blocks' bounding box covers at least a third of the area (the rest is titles,
        // labels and gaps); the old one-column strip covered under a fifth.
        QVERIFY2(g.coverage(area) >= 0.33, qPrintable(QString::number(g.coverage(area))));
        // Every world reaches cells a person can see: beyond one NVLink domain a cell, groups of
        // domains (the review saw 16384 GPUs as hairline stripes of one node a cell).
        QVERIFY2(g.cellSize >= GridLayoutOptions{}.minCell, qPrintable(QString::number(g.cellSize)));
        // Zooming in (a larger area) comes down to single GPUs.
        const GridGeometry zoomed = GridGeometry::compute(grid, area * 16);
        QCOMPARE(zoomed.level, AggregationLevel::Gpu);
        if (world == 16384) {
            QVERIFY(g.level != AggregationLevel::Gpu);  // 32768 cells would be under 7 px
            QCOMPARE(zoomed.cells.size(), size_t{2 * 16384});
        }
    }

    void rowLabelsNameEveryReplica() {
        // W 1024, TP 2 · DP 64 · PP 8 (the DeepSeek-V3 H100 recipe) in a 980 × 420 panel (1920 × 1080 window): cells of
        // about 7 px are lower than a label, so one label spans several lines. Read down the
        // first block row, the labels' replica ranges must follow each other with no replica
        // skipped or named twice (review 12 read "dp 0–1, dp 4–5": replicas 2–3 had no label),
        // and each label must cover exactly the lines it names.
        const RankGrid grid = makeGrid(1024, 2, 1, 8, 64, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(980, 420));
        QCOMPARE(g.level, AggregationLevel::Gpu);
        QVERIFY(g.cellSize < 11);  // the case under test: lines lower than a label
        for (int mesh = 0; mesh < 2; ++mesh) {
            const GridGeometry::Panel& p = g.panels[mesh];
            const double firstTop = p.blocks.front().top();
            int64_t next = 0;
            double lastBottom = firstTop;
            for (const GridLabel& l : p.labels) {
                if (l.text.startsWith(QLatin1String("PP")) || l.rect.top() >= p.blocks.front().bottom()) continue;
                const QStringList parts = l.text.section(QLatin1Char(' '), 1).split(QChar(0x2013));
                const int64_t a = parts.front().toLongLong(), z = parts.back().toLongLong();
                QCOMPARE(a, next);
                QVERIFY(z >= a);
                next = z + 1;
                QVERIFY(qAbs(l.rect.top() - lastBottom) < 0.5 || qAbs(l.rect.top() - lastBottom - 4) < 0.5);
                lastBottom = l.rect.bottom();
            }
            QCOMPARE(next, mesh == 0 ? grid.dp : grid.edp);
            QVERIFY(qAbs(lastBottom - p.blocks.front().bottom()) < 0.5);
        }
        checkInvariants(g, QSizeF(980, 420));
    }

    void aggregatedRowLabelsNameEachReplicaOnce() {
        // Review 15: DeepSeek-V3 on 16384 GB200 (TP1 EP32 PP4, NVLink domains of 72) at 1280x800.
        // Cells of several racks split EDP replicas over two lines, and the labels read "edp 0–13",
        // "edp 13–26": replica 13 in two bands. Each replica is named once, where it begins, the
        // ranges follow each other without a gap, and together they name every replica.
        const RankGrid grid = makeGrid(16384, 1, 1, 4, 32, 1, 72, 4);
        for (const QSizeF area : {QSizeF(560, 230), QSizeF(900, 420), QSizeF(1200, 600)}) {
            const GridGeometry g = GridGeometry::compute(grid, area);
            for (int mesh = 0; mesh < 2; ++mesh) {
                const GridGeometry::Panel& p = g.panels[mesh];
                int64_t next = 0;
                double lastBottom = -1;
                for (const GridLabel& l : p.labels) {
                    if (l.text.startsWith(QLatin1String("PP")) || l.rect.top() >= p.blocks.front().bottom()) continue;
                    const QStringList parts = l.text.section(QLatin1Char(' '), 1).split(QChar(0x2013));
                    const int64_t a = parts.front().toLongLong(), z = parts.back().toLongLong();
                    QVERIFY2(a == next, qPrintable(QStringLiteral("%1 after replica %2 (%3x%4)")
                                                       .arg(l.text).arg(next - 1).arg(area.width()).arg(area.height())));
                    QVERIFY(z >= a);
                    QVERIFY(l.rect.top() >= lastBottom - 0.5);  // labels do not overlap
                    lastBottom = l.rect.bottom();
                    next = z + 1;
                }
                QCOMPARE(next, mesh == 0 ? grid.dp : grid.edp);
            }
        }
    }

    void largeWorldsAggregatePerNode() {
        // 4096 GPUs in 1000 × 600: 8 stages of 512; single GPUs would be about
        // sqrt(1000·600 / 8192) ≈ 8.5 px minus labels and gaps, under 7 → nodes of 8 GPUs.
        const RankGrid grid = makeGrid(4096, 2, 4, 8, 64, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(1000, 600));
        QCOMPARE(g.level, AggregationLevel::Node);
        QCOMPARE(g.unit, int64_t{8});
        QCOMPARE(g.cells.size(), size_t{2 * 8 * 64});
        // An aggregated cell stands for the eight GPUs of one node in the default rank order.
        const std::vector<int64_t> ranks = g.ranksOf(g.cells[1]);
        QCOMPARE(ranks, (std::vector<int64_t>{8, 9, 10, 11, 12, 13, 14, 15}));
        // 64 node cells per stage in whole lines: no blank cell at the end of a block.
        QCOMPARE(g.panels[0].columns * g.panels[0].rows, int64_t{64});
        checkInvariants(g, QSizeF(1000, 600));
    }

    void anchorsFollowTheirGpuThroughAZoom() {
        // A point on a GPU is found again on the same GPU, at the same place on it, after a zoom
        // re-flows the blocks and changes the level of detail (nodes of 8 at 1, single GPUs at 4).
        const RankGrid grid = makeGrid(4096, 2, 4, 8, 64, 1);
        const GridGeometry whole = GridGeometry::compute(grid, QSizeF(1000, 600));
        QCOMPARE(whole.level, AggregationLevel::Node);
        const GridGeometry zoomed = GridGeometry::compute(grid, QSizeF(4000, 2400));
        QCOMPARE(zoomed.level, AggregationLevel::Gpu);
        // A quarter into the third GPU of a MoE node cell, two thirds down.
        const GridCell& cell = whole.cells[static_cast<size_t>(whole.cellOfRank(GridMesh::Expert, 1234))];
        const QPointF p(cell.rect.left() + (2 + 0.25) / 8 * cell.rect.width(),
                        cell.rect.top() + cell.rect.height() * 2 / 3);
        const GridAnchor a = whole.anchorAt(p);
        QCOMPARE(a.mesh, GridMesh::Expert);
        QCOMPARE(a.rank, whole.rankAt(cell.mesh, cell.stage, cell.firstSlot + 2));
        QVERIFY(qAbs(a.within.x() - 0.25) < 1e-9 && qAbs(a.within.y() - 2.0 / 3) < 1e-9);
        const std::optional<QPointF> back = whole.pointOf(a);
        QVERIFY(back && qAbs(back->x() - p.x()) < 1e-9 && qAbs(back->y() - p.y()) < 1e-9);
        const std::optional<QPointF> there = zoomed.pointOf(a);
        QVERIFY(there);
        const GridCell& gpu = zoomed.cells[static_cast<size_t>(zoomed.cellAt(*there))];
        QCOMPARE(zoomed.rankAt(gpu.mesh, gpu.stage, gpu.firstSlot), a.rank);
        QCOMPARE(gpu.mesh, GridMesh::Expert);
        QVERIFY((*there - (gpu.rect.topLeft() + QPointF(0.25 * gpu.rect.width(), 2.0 / 3 * gpu.rect.height())))
                    .manhattanLength() < 1e-9);
        // From a gap the nearest GPU's near edge; no anchor without cells.
        const QRectF& b0 = whole.panels[0].blocks[0];
        const GridAnchor gap = whole.anchorAt(QPointF(b0.right() + 3, b0.top() + 1));
        QCOMPARE(gap.mesh, GridMesh::Attention);
        QCOMPARE(gap.within.x(), 0.98);
        QVERIFY(!GridGeometry{}.pointOf(gap));
        QCOMPARE(GridGeometry{}.anchorAt(QPointF(10, 10)).rank, int64_t{-1});
    }

    void scrollBoundsHoldTheGridsAndTheirLabels() {
        // The layout worked out in smallLayoutByHand: attention row labels from x 6, titles from
        // y 6, attention blocks to 194 across and 289 down, the MoE gutter from 206 and its stage 1
        // block to 394 and 285; each with the 6 px margin around it.
        const RankGrid grid = makeGrid(8, 2, 1, 2, 4, 1);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(400, 300));
        QCOMPARE(g.scrollBounds(GridMesh::Attention), QRectF(0, 0, 200, 295));
        QCOMPARE(g.scrollBounds(GridMesh::Expert), QRectF(200, 0, 200, 291));
        // At zoom 1 there is nothing to pan to.
        QCOMPARE(g.clampPan(QPointF(50, -20), QSizeF(400, 300), QSizeF(400, 300)), QPointF(0, 0));
        for (const QSizeF area : {QSizeF(1600, 1200), QSizeF(4000, 3000)}) {
            const GridGeometry z = GridGeometry::compute(grid, area);
            for (const GridMesh mesh : {GridMesh::Attention, GridMesh::Expert}) {
                const QRectF bounds = z.scrollBounds(mesh);
                const GridGeometry::Panel& p = z.panels[static_cast<int>(mesh)];
                for (const QRectF& b : p.blocks) QVERIFY(bounds.contains(b));
                for (const GridLabel& l : p.labels) QVERIFY(bounds.contains(l.rect));
                QVERIFY(QRectF(QPointF(), area).contains(bounds));
            }
        }
    }

    void clampedPansReachEveryBlockAndNeverShowNothing() {
        // 256 GPUs, TP 2 · CP 2 · PP 4, EP 32, zoomed 1.5 to 8 times in a 900 × 520 view: the pan
        // that would centre any block of either mesh clamps to one that shows all of it (each
        // block is smaller than the view here), and no pan, however wild, leaves both meshes.
        const RankGrid grid = makeGrid(256, 2, 2, 4, 32, 1);
        const QSizeF view(900, 520);
        for (const double zoom : {1.5, 2.0, 4.0, 8.0}) {
            const QSizeF area = view * zoom;
            const GridGeometry g = GridGeometry::compute(grid, area);
            for (const GridGeometry::Panel& p : g.panels)
                for (const QRectF& b : p.blocks) {
                    if (b.width() > view.width() || b.height() > view.height()) continue;
                    const QPointF pan =
                        g.clampPan(b.center() - QPointF(view.width() / 2, view.height() / 2), view, area);
                    QVERIFY2(QRectF(pan, view).contains(b),
                             qPrintable(QStringLiteral("zoom %1: block at %2,%3 out of reach")
                                            .arg(zoom)
                                            .arg(b.left())
                                            .arg(b.top())));
                }
            for (const QPointF wild : {QPointF(-5000, -5000), QPointF(1e6, 1e6), QPointF(1e6, -5), QPointF(-5, 1e6)}) {
                const QRectF shown(g.clampPan(wild, view, area), view);
                QVERIFY(shown.left() >= 0 && shown.top() >= 0);
                // Two fifths of the view, across and down, on one mesh (or all of it), and so a block.
                bool onMesh = false;
                for (const GridMesh mesh : {GridMesh::Attention, GridMesh::Expert}) {
                    const QRectF bounds = g.scrollBounds(mesh);
                    const QRectF on = shown.intersected(bounds);
                    onMesh = onMesh ||
                             ((on.width() >= 0.4 * view.width() - 1e-9 || on.width() >= bounds.width() - 1e-9) &&
                              (on.height() >= 0.4 * view.height() - 1e-9 || on.height() >= bounds.height() - 1e-9));
                }
                bool block = false;
                for (const GridGeometry::Panel& p : g.panels)
                    for (const QRectF& b : p.blocks) block = block || shown.intersects(b);
                QVERIFY2(onMesh && block, qPrintable(QStringLiteral("zoom %1: nothing shown at %2,%3")
                                                         .arg(zoom)
                                                         .arg(shown.left())
                                                         .arg(shown.top())));
            }
        }
        // A mesh smaller than two fifths of the view (a few GPUs of at most maxCell) stays whole in it.
        const RankGrid small = makeGrid(8, 2, 1, 2, 4, 1);
        const QSizeF large(3000, 1000);
        const GridGeometry g = GridGeometry::compute(small, QSizeF(3600, 2000));
        const QRectF moe = g.scrollBounds(GridMesh::Expert);
        QVERIFY2(moe.width() < 0.4 * large.width() && moe.height() < 0.4 * large.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(moe.width()).arg(moe.height())));
        QVERIFY(QRectF(g.clampPan(QPointF(1e6, 1e6), large, QSizeF(3600, 2000)), large).contains(moe));
    }

    void zoomedSideBySideMeshesSitNextToEachOther() {
        // 256 GPUs side by side (1200 × 362, the view's grid area), zoomed 6 times with the zoom-1
        // arrangement: cells are bounded by the height, so each mesh fills a fraction of its half
        // and the halves' spare room grows with the zoom. Packed, the MoE mesh's row labels start
        // a mesh gap after the attention blocks; every cell is still found at its centre.
        const RankGrid grid = makeGrid(256, 2, 2, 2, 64, 1);
        const GridGeometry whole = GridGeometry::compute(grid, QSizeF(1200, 362));
        QVERIFY(whole.sideBySide);
        GridLayoutOptions o;
        o.sideBySide = true;
        for (int m = 0; m < 2; ++m) o.stageColumns[m] = whole.panels[m].stageColumns;
        const GridGeometry apart = GridGeometry::compute(grid, QSizeF(7200, 2172), o);
        o.packSideBySide = true;
        const GridGeometry packed = GridGeometry::compute(grid, QSizeF(7200, 2172), o);
        double attentionEnd = 0, moeStart = 1e9;
        for (const QRectF& b : packed.panels[0].blocks) attentionEnd = std::max(attentionEnd, b.right());
        for (const GridLabel& l : packed.panels[1].labels) moeStart = std::min(moeStart, l.rect.left());
        QCOMPARE(moeStart, attentionEnd + o.meshGap);
        QVERIFY(packed.panels[1].blocks[0].left() < apart.panels[1].blocks[0].left() - 500);  // a real gap before
        QCOMPARE(packed.cellSize, apart.cellSize);
        checkInvariants(packed, QSizeF(7200, 2172));
    }

    void tinyAreaFallsBackToDomains() {
        // NVL72-like: domain 72, node 4; 288 GPUs per stage. In 200 × 160 nodes would be a few
        // pixels, so cells become whole domains: 288 / 72 = 4 per stage.
        const RankGrid grid = makeGrid(1152, 1, 4, 4, 72, 1, 72, 4);
        const GridGeometry g = GridGeometry::compute(grid, QSizeF(200, 160));
        QCOMPARE(g.level, AggregationLevel::Domain);
        QCOMPARE(g.unit, int64_t{72});
        QCOMPARE(g.cells.size(), size_t{2 * 4 * 4});
    }
};

QTEST_APPLESS_MAIN(TestGridGeometry)
#include "test_grid_geometry.moc"
