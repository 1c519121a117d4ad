// RankGrid: Megatron's rank order and process groups (domain §2.2) and the NVLink-domain check
// (§2.3). Expectations are hand-computed from the §2.2 formulas; the arithmetic is in comments.
#include <QtTest>

#include <algorithm>
#include <numeric>
#include <set>

#include "core/layout/rank_grid.h"

using namespace moe;

namespace {

struct Sizes {
    int64_t world = 1;
    int tp = 1, cp = 1, pp = 1, ep = 1;
    std::optional<int> etp = 1;
    RankOrder order = RankOrder::TpCpEpDpPp;
};

Layout layoutOf(const Sizes& s) {
    Layout l;
    l.world_size = s.world;
    l.tp = s.tp;
    l.cp = s.cp;
    l.pp = s.pp;
    l.ep = s.ep;
    l.etp = s.etp;
    l.rank_order = s.order;
    return l;
}

RankGrid makeGrid(const Sizes& s, int domain = 8, int gpusPerNode = 8) {
    auto g = RankGrid::create(layoutOf(s), domain, gpusPerNode);
    if (!g) qFatal("unexpected grid error: %s", g.error().toString().c_str());
    return *g;
}

using Groups = std::vector<std::vector<int64_t>>;

Groups ranksOf(const std::vector<ProcessGroup>& groups) {
    Groups out;
    for (const auto& g : groups) out.push_back(g.ranks);
    return out;
}

QString groupsText(const Groups& groups) {
    QStringList parts;
    for (const auto& g : groups) {
        QStringList members;
        for (int64_t r : g) members << QString::number(r);
        parts << "{" + members.join(',') + "}";
    }
    return parts.join(' ');
}

// The §2.2 formula, written out independently of the implementation's strides.
int64_t attentionRank(const RankGrid& g, const RankCoordinates& c) {
    if (g.order == RankOrder::TpCpEpDpPp) return c.tp + g.tp * (c.cp + g.cp * (c.dp + g.dp * c.pp));
    return c.tp + g.tp * (c.cp + g.cp * (c.pp + g.pp * c.dp));
}
int64_t expertRank(const RankGrid& g, const RankCoordinates& c) {
    if (g.order == RankOrder::TpCpEpDpPp) return c.etp + g.etp * (c.ep + g.ep * (c.edp + g.edp * c.pp));
    return c.etp + g.etp * (c.ep + g.ep * (c.pp + g.pp * c.edp));
}

// Coordinates a group of `kind` keeps fixed: two ranks share a group iff these are equal.
std::vector<int64_t> fixedCoords(GroupKind kind, const RankCoordinates& c) {
    switch (kind) {
        case GroupKind::TP: return {c.cp, c.dp, c.pp};
        case GroupKind::CP: return {c.tp, c.dp, c.pp};
        case GroupKind::DP: return {c.tp, c.cp, c.pp};
        case GroupKind::PP: return {c.tp, c.cp, c.dp};
        case GroupKind::DpCp: return {c.tp, c.pp};
        case GroupKind::TpCp: return {c.dp, c.pp};
        case GroupKind::EP: return {c.etp, c.edp, c.pp};
        case GroupKind::ETP: return {c.ep, c.edp, c.pp};
        case GroupKind::EDP: return {c.etp, c.ep, c.pp};
        case GroupKind::EtpEp: return {c.edp, c.pp};
    }
    return {};
}

int64_t expectedSize(const RankGrid& g, GroupKind kind) {
    switch (kind) {
        case GroupKind::TP: return g.tp;
        case GroupKind::CP: return g.cp;
        case GroupKind::DP: return g.dp;
        case GroupKind::PP: return g.pp;
        case GroupKind::DpCp: return g.dp * g.cp;
        case GroupKind::TpCp: return g.tp * g.cp;
        case GroupKind::EP: return g.ep;
        case GroupKind::ETP: return g.etp;
        case GroupKind::EDP: return g.edp;
        case GroupKind::EtpEp: return g.etp * g.ep;
    }
    return 0;
}

int64_t crossingOf(const RankGrid& g, GroupKind kind) {
    for (const auto& c : g.domainCrossings())
        if (c.kind == kind) return c.groups_crossing;
    return -1;
}

}  // namespace

class TestRankGrid : public QObject {
    Q_OBJECT
private slots:
    void domainExampleGroups() {
        // Domain §2.2: W=16, TP2 CP2 PP2 → DP = 16/(2·2·2) = 2; ETP1 EP4 → EDP = 16/(1·4·2) = 2.
        const RankGrid g = makeGrid({.world = 16, .tp = 2, .cp = 2, .pp = 2, .ep = 4});
        QCOMPARE(g.worldSize(), int64_t{16});
        QCOMPARE(g.dp, int64_t{2});
        QCOMPARE(g.edp, int64_t{2});
        // TP varies t (stride 1).
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::TP))),
                 groupsText({{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}, {12, 13}, {14, 15}}));
        // CP varies c, stride TP = 2.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::CP))),
                 groupsText({{0, 2}, {1, 3}, {4, 6}, {5, 7}, {8, 10}, {9, 11}, {12, 14}, {13, 15}}));
        // DP varies q, stride TP·CP = 4.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::DP))),
                 groupsText({{0, 4}, {1, 5}, {2, 6}, {3, 7}, {8, 12}, {9, 13}, {10, 14}, {11, 15}}));
        // DP×CP varies c (stride 2) and q (stride 4): {b, b+2, b+4, b+6}.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::DpCp))),
                 groupsText({{0, 2, 4, 6}, {1, 3, 5, 7}, {8, 10, 12, 14}, {9, 11, 13, 15}}));
        // PP varies p, stride TP·CP·DP = 8.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::PP))),
                 groupsText({{0, 8}, {1, 9}, {2, 10}, {3, 11}, {4, 12}, {5, 13}, {6, 14}, {7, 15}}));
        // TP×CP varies t and c: blocks of TP·CP = 4.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::TpCp))),
                 groupsText({{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15}}));
        // EP varies e, stride ETP = 1, size 4.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::EP))),
                 groupsText({{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15}}));
        // EDP varies f, stride ETP·EP = 4.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::EDP))),
                 groupsText({{0, 4}, {1, 5}, {2, 6}, {3, 7}, {8, 12}, {9, 13}, {10, 14}, {11, 15}}));
        // ETP = 1: singletons; ETP×EP = EP here.
        QCOMPARE(g.groups(GroupKind::ETP).size(), size_t{16});
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::EtpEp))), groupsText(ranksOf(g.groups(GroupKind::EP))));
        // groupOf agrees with the listing: rank 13 is in CP {13,15}, DP {9,13}, EDP {9,13}, PP {5,13}.
        QCOMPARE(groupsText({g.groupOf(GroupKind::CP, 13).ranks}), groupsText({{13, 15}}));
        QCOMPARE(groupsText({g.groupOf(GroupKind::DP, 13).ranks}), groupsText({{9, 13}}));
        QCOMPARE(groupsText({g.groupOf(GroupKind::DpCp, 13).ranks}), groupsText({{9, 11, 13, 15}}));
        QCOMPARE(groupsText({g.groupOf(GroupKind::EDP, 13).ranks}), groupsText({{9, 13}}));
        QCOMPARE(groupsText({g.groupOf(GroupKind::PP, 13).ranks}), groupsText({{5, 13}}));
        QCOMPARE(g.groupOf(GroupKind::PP, 13).kind, GroupKind::PP);
    }

    void coordinatesOfRank13() {
        const RankGrid g = makeGrid({.world = 16, .tp = 2, .cp = 2, .pp = 2, .ep = 4}, 8, 4);
        const RankCoordinates c = g.coordinates(13);
        // Attention: 13 = t + 2·(c + 2·(q + 2·p)) = 1 + 2·(0 + 2·(1 + 2·1)) = 1 + 2·6.
        QCOMPARE(c.rank, int64_t{13});
        QCOMPARE(c.tp, int64_t{1});
        QCOMPARE(c.cp, int64_t{0});
        QCOMPARE(c.dp, int64_t{1});
        QCOMPARE(c.pp, int64_t{1});
        // Expert: 13 = u + 1·(e + 4·(f + 2·p)) = 0 + (1 + 4·(1 + 2·1)) = 1 + 12.
        QCOMPARE(c.etp, int64_t{0});
        QCOMPARE(c.ep, int64_t{1});
        QCOMPARE(c.edp, int64_t{1});
        // Domain 13/8 = 1; node 13/4 = 3.
        QCOMPARE(c.domain, int64_t{1});
        QCOMPARE(c.node, int64_t{3});
    }

    void everyKindPartitionsTheWorld_data() {
        QTest::addColumn<int>("world");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("cp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("etp");
        QTest::addColumn<int>("ep");
        QTest::addColumn<bool>("dpSlowest");
        // DP = 96/(2·3·2) = 8, EDP = 96/(1·4·2) = 12: unequal meshes.
        QTest::newRow("W96 tp2 cp3 pp2 etp1 ep4") << 96 << 2 << 3 << 2 << 1 << 4 << false;
        // DP = 64/(4·1·4) = 4, EDP = 64/(2·8·4) = 1.
        QTest::newRow("W64 tp4 pp4 etp2 ep8") << 64 << 4 << 1 << 4 << 2 << 8 << false;
        // tp-cp-ep-pp-dp needs EDP = DP: DP = 48/(2·2·2) = 6, EDP = 48/(1·4·2) = 6.
        QTest::newRow("W48 tp2 cp2 pp2 ep4, dp slowest") << 48 << 2 << 2 << 2 << 1 << 4 << true;
        QTest::newRow("W8 all ones") << 8 << 1 << 1 << 1 << 1 << 1 << false;
    }
    void everyKindPartitionsTheWorld() {
        QFETCH(int, world);
        QFETCH(int, tp);
        QFETCH(int, cp);
        QFETCH(int, pp);
        QFETCH(int, etp);
        QFETCH(int, ep);
        QFETCH(bool, dpSlowest);
        const RankGrid g = makeGrid({.world = world, .tp = tp, .cp = cp, .pp = pp, .ep = ep, .etp = etp,
                                     .order = dpSlowest ? RankOrder::TpCpEpPpDp : RankOrder::TpCpEpDpPp});
        std::vector<RankCoordinates> coords;
        for (int64_t r = 0; r < world; ++r) {
            coords.push_back(g.coordinates(r));
            // Coordinates reproduce the rank through both §2.2 formulas.
            QCOMPARE(attentionRank(g, coords.back()), r);
            QCOMPARE(expertRank(g, coords.back()), r);
        }
        for (GroupKind kind : RankGrid::allGroupKinds()) {
            const auto groups = g.groups(kind);
            const int64_t size = expectedSize(g, kind);
            QCOMPARE(g.groupSize(kind), size);
            QCOMPARE(int64_t(groups.size()) * size, int64_t{world});
            std::vector<int> seen(static_cast<size_t>(world), 0);
            int64_t prevSmallest = -1;
            for (const auto& grp : groups) {
                QCOMPARE(grp.kind, kind);
                QCOMPARE(int64_t(grp.ranks.size()), size);
                QVERIFY(std::is_sorted(grp.ranks.begin(), grp.ranks.end()));
                QVERIFY(grp.ranks.front() > prevSmallest);  // ordered by smallest member
                prevSmallest = grp.ranks.front();
                const auto key = fixedCoords(kind, coords[size_t(grp.ranks.front())]);
                for (int64_t r : grp.ranks) {
                    ++seen[size_t(r)];
                    // Same group ⇔ same fixed coordinates (checked against coordinates()).
                    QVERIFY(fixedCoords(kind, coords[size_t(r)]) == key);
                    QCOMPARE(groupsText({g.groupOf(kind, r).ranks}), groupsText({grp.ranks}));
                }
            }
            for (int n : seen) QCOMPARE(n, 1);  // each rank in exactly one group
        }
    }

    void dpSlowestOrderSmallWorld() {
        // tp-cp-ep-pp-dp, W=16, TP2 CP1 PP2 → DP 4; ETP1 EP2 → EDP 16/(1·2·2) = 4 = DP.
        // Attention rank = t + 2·(p + 2·q); expert rank = e + 2·(p + 2·f).
        const RankGrid g =
            makeGrid({.world = 16, .tp = 2, .cp = 1, .pp = 2, .ep = 2, .order = RankOrder::TpCpEpPpDp});
        // PP varies p, stride TP·CP = 2.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::PP))),
                 groupsText({{0, 2}, {1, 3}, {4, 6}, {5, 7}, {8, 10}, {9, 11}, {12, 14}, {13, 15}}));
        // DP varies q, stride TP·CP·PP = 4.
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::DP))),
                 groupsText({{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}}));
        QCOMPARE(groupsText(ranksOf(g.groups(GroupKind::EDP))), groupsText(ranksOf(g.groups(GroupKind::DP))));
        // EP varies e, stride 1.
        QCOMPARE(groupsText({g.groupOf(GroupKind::EP, 6).ranks}), groupsText({{6, 7}}));
        // Rank 6 = 0 + 2·(1 + 2·1): t 0, p 1, q 1; expert 6 = 0 + 2·(1 + 2·1): e 0, p 1, f 1.
        const RankCoordinates c = g.coordinates(6);
        QCOMPARE(c.tp, int64_t{0});
        QCOMPARE(c.pp, int64_t{1});
        QCOMPARE(c.dp, int64_t{1});
        QCOMPARE(c.ep, int64_t{0});
        QCOMPARE(c.edp, int64_t{1});
        // The default order on the same sizes puts PP at stride TP·CP·DP = 8 instead.
        const RankGrid d = makeGrid({.world = 16, .tp = 2, .cp = 1, .pp = 2, .ep = 2});
        QCOMPARE(groupsText({d.groupOf(GroupKind::PP, 6).ranks}), groupsText({{6, 14}}));
        QCOMPARE(d.coordinates(6).pp, int64_t{0});
    }

    void etpDefaultsToTp() {
        // ETP unset → ETP = TP = 2: ETP·EP·PP = 2·4·2 = 16, so W = 16 gives EDP 1 ...
        Sizes s{.world = 16, .tp = 2, .pp = 2, .ep = 4, .etp = std::nullopt};
        const RankGrid g = makeGrid(s);
        QCOMPARE(g.etp, int64_t{2});
        QCOMPARE(g.edp, int64_t{1});
        QCOMPARE(groupsText({g.groupOf(GroupKind::ETP, 5).ranks}), groupsText({{4, 5}}));
        // ... and W = 8 fails the expert mesh (8 % 16 = 8) though TP·CP·PP = 4 divides it.
        s.world = 8;
        const auto bad = RankGrid::create(layoutOf(s), 8, 8);
        QVERIFY(!bad);
        QVERIFY2(bad.error().reason.find("ETP·EP·PP = 2·4·2 = 16") != std::string::npos, bad.error().reason.c_str());
    }

    void errors() {
        // 12 % (2·2·2) = 4: attention mesh does not divide. lcm(8, 1·4·2 = 8) = 8.
        auto e = RankGrid::create(layoutOf({.world = 12, .tp = 2, .cp = 2, .pp = 2, .ep = 4}), 8, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("layout.world_size"));
        QVERIFY2(e.error().reason.find("world size 12") != std::string::npos, e.error().reason.c_str());
        QVERIFY2(e.error().reason.find("TP·CP·PP = 2·2·2 = 8") != std::string::npos, e.error().reason.c_str());
        QVERIFY2(e.error().reason.find("lcm(8, 8) = 8") != std::string::npos, e.error().reason.c_str());
        // 16 % (1·3·2 = 6) = 4: expert mesh does not divide; lcm(2·1·2 = 4, 6) = 12.
        e = RankGrid::create(layoutOf({.world = 16, .tp = 2, .pp = 2, .ep = 3}), 8, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("layout.world_size"));
        QVERIFY2(e.error().reason.find("ETP·EP·PP = 1·3·2 = 6") != std::string::npos, e.error().reason.c_str());
        QVERIFY2(e.error().reason.find("= 12") != std::string::npos, e.error().reason.c_str());
        // tp-cp-ep-pp-dp with PP 2: DP = 16/(2·2·2) = 2, EDP = 16/(1·2·2) = 4 ≠ 2.
        const Sizes mismatched{.world = 16, .tp = 2, .cp = 2, .pp = 2, .ep = 2, .order = RankOrder::TpCpEpPpDp};
        e = RankGrid::create(layoutOf(mismatched), 8, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("layout.rank_order"));
        QVERIFY2(e.error().reason.find("EDP 4 vs DP 2") != std::string::npos, e.error().reason.c_str());
        // The same sizes are fine in the default order, and with PP 1 (only one stage to agree on).
        QVERIFY(RankGrid::create(layoutOf({.world = 16, .tp = 2, .cp = 2, .pp = 2, .ep = 2}), 8, 8));
        QVERIFY(RankGrid::create(
            layoutOf({.world = 8, .tp = 2, .cp = 2, .pp = 1, .ep = 2, .order = RankOrder::TpCpEpPpDp}), 8, 8));
        // Sizes below 1.
        e = RankGrid::create(layoutOf({.world = 8, .tp = 0}), 8, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("layout.tp"));
        QVERIFY(e.error().reason.find("got 0") != std::string::npos);
        e = RankGrid::create(layoutOf({.world = 8, .ep = -1}), 8, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("layout.ep"));
        e = RankGrid::create(layoutOf({.world = 0}), 8, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("layout.world_size"));
        e = RankGrid::create(layoutOf({.world = 8}), 0, 8);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("hardware.nvlink_domain_size"));
    }

    void domainCrossingHgx() {
        // D = 8, W = 64: TP8 (DP = 64/8 = 8), ETP1 EP16 (EDP = 64/16 = 4).
        const RankGrid g = makeGrid({.world = 64, .tp = 8, .ep = 16}, 8);
        const auto all = g.domainCrossings();
        QCOMPARE(all.size(), size_t{10});
        for (size_t i = 0; i < all.size(); ++i) QCOMPARE(all[i].kind, RankGrid::allGroupKinds()[i]);
        // TP groups {8k..8k+7} are exactly domain k: 0 of 8 cross.
        QCOMPARE(crossingOf(g, GroupKind::TP), int64_t{0});
        QVERIFY(!g.groupOf(GroupKind::TP, 13).crosses_domain);
        // EP groups {16k..16k+15} span domains 2k and 2k+1: all 4 cross.
        QCOMPARE(crossingOf(g, GroupKind::EP), int64_t{4});
        QVERIFY(g.groupOf(GroupKind::EP, 13).crosses_domain);
        // DP groups {t, t+8, ..., t+56} touch all 8 domains: all 8 cross.
        QCOMPARE(crossingOf(g, GroupKind::DP), int64_t{8});
        for (const auto& c : all) {
            QCOMPARE(c.groups_total, int64_t{64} / g.groupSize(c.kind));
            // Brute force: count groups whose members span more than one domain.
            int64_t n = 0;
            for (const auto& grp : g.groups(c.kind)) {
                std::set<int64_t> domains;
                for (int64_t r : grp.ranks) domains.insert(r / 8);
                QCOMPARE(grp.crosses_domain, domains.size() > 1);
                n += domains.size() > 1 ? 1 : 0;
            }
            QCOMPARE(c.groups_crossing, n);
        }
    }

    void epInsideRule_data() {
        QTest::addColumn<int>("domain");
        QTest::addColumn<int>("etp");
        QTest::addColumn<int>("ep");
        QTest::addColumn<bool>("inside");  // ETP·EP ≤ D and D % (ETP·EP) == 0 (domain §2.3)
        QTest::newRow("D8 ep8") << 8 << 1 << 8 << true;       // 8 ≤ 8, 8 % 8 = 0
        QTest::newRow("D8 etp2 ep4") << 8 << 2 << 4 << true;  // 8 ≤ 8, 8 % 8 = 0
        QTest::newRow("D8 ep2") << 8 << 1 << 2 << true;       // 2 ≤ 8, 8 % 2 = 0
        QTest::newRow("D8 etp2 ep8") << 8 << 2 << 8 << false; // 16 > 8
        QTest::newRow("D8 ep3") << 8 << 1 << 3 << false;      // 3 ≤ 8 but 8 % 3 = 2
        QTest::newRow("D4 etp4 ep2") << 4 << 4 << 2 << false; // 8 > 4
        QTest::newRow("D72 ep8") << 72 << 1 << 8 << true;     // 72 % 8 = 0
        QTest::newRow("D72 ep64") << 72 << 1 << 64 << false;  // 72 % 64 = 8
        QTest::newRow("D72 etp2 ep36") << 72 << 2 << 36 << true;
    }
    void epInsideRule() {
        QFETCH(int, domain);
        QFETCH(int, etp);
        QFETCH(int, ep);
        QFETCH(bool, inside);
        // World = 4 · lcm(D, ETP·EP) spans several domains; TP = ETP keeps the attention mesh valid.
        const int64_t world = 4 * std::lcm(int64_t{domain}, int64_t{etp} * ep);
        const RankGrid g = makeGrid({.world = world, .tp = etp, .ep = ep, .etp = etp}, domain);
        QCOMPARE(crossingOf(g, GroupKind::EP) == 0, inside);
    }

    void sixteenThousandGpus() {
        // W = 16384, TP8 CP2 PP8 → DP = 16384/128 = 128; ETP1 EP64 → EDP = 16384/512 = 32; D = 72.
        const RankGrid g = makeGrid({.world = 16384, .tp = 8, .cp = 2, .pp = 8, .ep = 64}, 72);
        // Rank 12345 = t + 8·(c + 2·(q + 128·p)): 12345 = 1 + 8·1543; 1543 = 1 + 2·771; 771 = 3 + 128·6.
        const RankCoordinates c = g.coordinates(12345);
        QCOMPARE(c.tp, int64_t{1});
        QCOMPARE(c.cp, int64_t{1});
        QCOMPARE(c.dp, int64_t{3});
        QCOMPARE(c.pp, int64_t{6});
        // Expert: 12345 = e + 64·(f + 32·p): 12345 = 57 + 64·192; 192 = 0 + 32·6.
        QCOMPARE(c.ep, int64_t{57});
        QCOMPARE(c.edp, int64_t{0});
        const ProcessGroup dp = g.groupOf(GroupKind::DP, 12345);
        QCOMPARE(dp.ranks.size(), size_t{128});
        // Smallest member has q = 0: 1 + 8·(1 + 2·(0 + 128·6)) = 1 + 8·1537 = 12297; stride 16.
        QCOMPARE(dp.ranks.front(), int64_t{12297});
        QCOMPARE(dp.ranks[1], int64_t{12313});
        QCOMPARE(dp.ranks.back(), int64_t{12297 + 127 * 16});
        // EP groups are the 256 blocks [64k, 64k+63]; one crosses iff a multiple of 72 lies in
        // (64k, 64k+63]. The pattern repeats every lcm(64, 72) = 576 ranks = 9 blocks: k = 0 and 8
        // (ends 63 < 72 and 575 < 576) stay inside, k = 1..7 contain 72, 144, ..., 504 and cross.
        // 256 = 28·9 + 4 blocks → 28·7 + 3 (k = 1, 2, 3 of the last partial period) = 199.
        QCOMPARE(crossingOf(g, GroupKind::EP), int64_t{199});
        // TP groups [8k, 8k+7]: 72 = 9·8, so no block of 8 straddles a domain boundary: 0 cross.
        QCOMPARE(crossingOf(g, GroupKind::TP), int64_t{0});
        // PP groups have stride 2048 > 72: all 16384/8 = 2048 cross.
        QCOMPARE(crossingOf(g, GroupKind::PP), int64_t{2048});
        QCOMPARE(g.groups(GroupKind::EDP).size(), size_t{16384 / 32});
        // Speed is measured by bench/bench_planning, not asserted here (project rule).
    }

    void kindNames() {
        QCOMPARE(QString(toString(GroupKind::DpCp)), QString("dp_cp"));
        QCOMPARE(QString(toString(GroupKind::EtpEp)), QString("etp_ep"));
        QCOMPARE(QString(toString(GroupKind::EDP)), QString("edp"));
        QCOMPARE(RankGrid::allGroupKinds().size(), size_t{10});
    }
};

QTEST_GUILESS_MAIN(TestRankGrid)
#include "test_rank_grid.moc"
