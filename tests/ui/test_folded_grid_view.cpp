// FoldedGridView clicked like a user: the highlighted peers equal RankGrid::groupOf for every
// group kind, in both grids; the tooltip lists every group; a second click clears; painting works.
#include <QImage>
#include <QtTest>

#include "ui/folded_grid_view.h"
#include "ui/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::FoldedGridView;
using moe::ui::GridMesh;
using moe::ui::StudioState;

namespace {

Recipe foldedRecipe() {
    Recipe r = uitest::namedDefaultRecipe("Folded");
    r.layout.world_size = 64;
    r.layout.tp = 2;
    r.layout.cp = 2;
    r.layout.pp = 2;
    r.layout.ep = 8;
    r.layout.etp = 1;
    return r;
}

}  // namespace

class TestFoldedGridView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void clickHighlightsPeersInBothGrids() {
        StudioState state;
        state.resetDocument(foldedRecipe());
        FoldedGridView view(&state);
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.rankGrid().has_value());
        const auto& g = view.geometry();
        QCOMPARE(g.level, ui::AggregationLevel::Gpu);

        const int64_t target = 37;
        const int cell = g.cellOfRank(GridMesh::Attention, target);
        QVERIFY(cell >= 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, g.cells[static_cast<size_t>(cell)].rect.center().toPoint());
        QCOMPARE(view.selectedRank(), target);
        for (GroupKind kind : FoldedGridView::peerKinds())
            QCOMPARE(view.highlighted(kind), view.rankGrid()->groupOf(kind, target).ranks);

        // Clicking the same GPU in the MoE grid toggles the selection off.
        const int moeCell = g.cellOfRank(GridMesh::Expert, target);
        QTest::mouseClick(&view, Qt::LeftButton, {}, g.cells[static_cast<size_t>(moeCell)].rect.center().toPoint());
        QCOMPARE(view.selectedRank(), int64_t{-1});
        QVERIFY(view.highlighted(GroupKind::TP).empty());
    }

    void tooltipListsAllGroups() {
        StudioState state;
        state.resetDocument(foldedRecipe());
        FoldedGridView view(&state);
        const QString tip = view.rankTooltip(5);
        QVERIFY(tip.contains(QStringLiteral("GPU 5")));
        for (GroupKind k : RankGrid::allGroupKinds())
            QVERIFY2(tip.contains(QString::fromLatin1(toString(k)).toUpper() + QStringLiteral(": [")), qPrintable(tip));
        // DP groups of a 64-GPU world with domain 8 leave the domain; the tooltip says so.
        QVERIFY(tip.contains(QStringLiteral("leaves NVLink domain")));
    }

    void editsRebuildTheGrid() {
        StudioState state;
        state.resetDocument(foldedRecipe());
        FoldedGridView view(&state);
        view.resize(900, 500);
        view.selectRank(63);
        QVERIFY(state.applyChange({"layout.world_size", "32"}));
        QCOMPARE(view.rankGrid()->worldSize(), int64_t{32});
        QCOMPARE(view.selectedRank(), int64_t{-1});  // rank 63 no longer exists
        QVERIFY(state.applyChange({"layout.world_size", "33"}));
        QVERIFY(!view.rankGrid().has_value());
        QVERIFY(!view.problem().isEmpty());
        QImage image(view.size(), QImage::Format_ARGB32);
        view.render(&image);  // the "no grid" message paints without a grid
    }

    void manyGpusPaintAggregated() {
        StudioState state;
        Recipe r = foldedRecipe();
        r.layout.world_size = 16384;
        r.layout.pp = 16;
        r.layout.ep = 64;
        state.resetDocument(r);
        FoldedGridView view(&state);
        view.resize(1000, 500);
        QVERIFY(view.geometry().level != ui::AggregationLevel::Gpu);
        // At least a node per cell: 2 meshes × 16384 / 8 cells at most, not 32768.
        QVERIFY(view.geometry().unit >= 8);
        QCOMPARE(view.geometry().cells.size(), size_t(2 * 16384 / view.geometry().unit));
        view.selectRank(1000);
        QCOMPARE(view.highlighted(GroupKind::EP), view.rankGrid()->groupOf(GroupKind::EP, 1000).ranks);
        QImage image(view.size(), QImage::Format_ARGB32);
        view.render(&image);
        QVERIFY(!image.isNull());
    }
};

QTEST_MAIN(TestFoldedGridView)
#include "test_folded_grid_view.moc"
