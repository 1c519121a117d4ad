// moe-plan groups FILE [--rank R] [--all]: the two folded meshes as text, or one rank's groups.
#include <iomanip>
#include <iostream>
#include <sstream>

#include "command_context.h"
#include "core/layout/rank_grid.h"

namespace moe::cli {
namespace {

constexpr int64_t kMaxDrawnWorld = 1024;  // beyond this the text grids stop being readable

const GroupKind kAllKinds[] = {GroupKind::TP,  GroupKind::CP,  GroupKind::DP,  GroupKind::PP,  GroupKind::DpCp,
                               GroupKind::TpCp, GroupKind::EP, GroupKind::ETP, GroupKind::EDP, GroupKind::EtpEp};

// "0-3", "0,4,8,...,60 (16 ranks)" or an explicit short list.
std::string compactRanks(const std::vector<int64_t>& ranks) {
    if (ranks.empty()) return "-";
    if (ranks.size() == 1) return std::to_string(ranks[0]);
    const int64_t step = ranks[1] - ranks[0];
    bool arithmetic = true;
    for (size_t i = 2; i < ranks.size(); ++i) arithmetic &= (ranks[i] - ranks[i - 1] == step);
    std::ostringstream out;
    if (arithmetic && step == 1) {
        out << ranks.front() << "-" << ranks.back();
    } else if (arithmetic && ranks.size() > 4) {
        out << ranks[0] << "," << ranks[1] << ",...," << ranks.back() << " (step " << step << ")";
    } else {
        for (size_t i = 0; i < ranks.size() && i < 16; ++i) out << (i ? "," : "") << ranks[i];
        if (ranks.size() > 16) out << ",...";
    }
    out << " [" << ranks.size() << "]";
    return out.str();
}

nlohmann::json coordinatesJson(const RankCoordinates& c) {
    return {{"rank", c.rank}, {"tp", c.tp}, {"cp", c.cp}, {"dp", c.dp}, {"pp", c.pp}, {"etp", c.etp},
            {"ep", c.ep},     {"edp", c.edp}, {"nvlink_domain", c.domain}, {"node", c.node}};
}

// grid[p][row][col] for the attention mesh (row = dp·CP + cp, col = tp) and the expert mesh
// (row = edp, col = ep·ETP + etp), filled from each rank's coordinates so any rank order works.
struct StageGrids {
    std::vector<std::vector<std::vector<int64_t>>> attention, experts;
};

StageGrids buildGrids(const RankGrid& g) {
    StageGrids s;
    s.attention.assign(static_cast<size_t>(g.pp), std::vector<std::vector<int64_t>>(static_cast<size_t>(g.dp * g.cp), std::vector<int64_t>(static_cast<size_t>(g.tp))));
    s.experts.assign(static_cast<size_t>(g.pp), std::vector<std::vector<int64_t>>(static_cast<size_t>(g.edp), std::vector<int64_t>(static_cast<size_t>(g.ep * g.etp))));
    for (int64_t r = 0; r < g.worldSize(); ++r) {
        const RankCoordinates c = g.coordinates(r);
        s.attention[static_cast<size_t>(c.pp)][static_cast<size_t>(c.dp * g.cp + c.cp)][static_cast<size_t>(c.tp)] = r;
        s.experts[static_cast<size_t>(c.pp)][static_cast<size_t>(c.edp)][static_cast<size_t>(c.ep * g.etp + c.etp)] = r;
    }
    return s;
}

}  // namespace

int runGroups(const ParsedArgs& args) {
    if (args.positional.size() != 1) return reportError(Error{{}, 0, 0, {}, "groups needs exactly one recipe FILE"});
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return reportError(recipe.error());
    auto grid = RankGrid::create(recipe->layout, recipe->hardware.nvlink_domain_size, recipe->hardware.gpus_per_node);
    if (!grid) {
        Error e = grid.error();
        if (e.file.empty()) e.file = args.positional[0];
        return reportError(e);
    }
    const RankGrid& g = *grid;
    std::optional<int64_t> rank;
    if (auto v = args.value("rank")) {
        auto n = parseIntegerOption("rank", *v);
        if (!n) return reportError(n.error());
        if (*n < 0 || *n >= g.worldSize())
            return reportError(Error{{}, 0, 0, "--rank", "rank " + *v + " outside the world of " + std::to_string(g.worldSize()) + " GPUs"});
        rank = *n;
    }
    const bool drawAll = args.has("all") || g.worldSize() <= kMaxDrawnWorld;
    const auto crossings = g.domainCrossings();

    if (args.json) {
        nlohmann::json out = {{"world_size", g.worldSize()}, {"tp", g.tp}, {"cp", g.cp}, {"dp", g.dp}, {"pp", g.pp},
                              {"etp", g.etp}, {"ep", g.ep}, {"edp", g.edp}, {"rank_order", toString(g.order)},
                              {"nvlink_domain_size", g.domain_size}};
        nlohmann::json cross = nlohmann::json::array();
        for (const auto& c : crossings)
            cross.push_back({{"group", toString(c.kind)}, {"crossing", c.groups_crossing}, {"total", c.groups_total}});
        out["domain_crossings"] = cross;
        if (rank) {
            nlohmann::json groups = nlohmann::json::object();
            for (GroupKind k : kAllKinds) groups[toString(k)] = g.groupOf(k, *rank).ranks;
            out["rank"] = coordinatesJson(g.coordinates(*rank));
            out["rank"]["groups"] = groups;
        } else if (drawAll) {
            const StageGrids s = buildGrids(g);
            nlohmann::json stages = nlohmann::json::array();
            for (int64_t p = 0; p < g.pp; ++p)
                stages.push_back({{"stage", p}, {"attention", s.attention[static_cast<size_t>(p)]}, {"experts", s.experts[static_cast<size_t>(p)]}});
            out["stages"] = stages;
        }
        std::cout << out.dump(2) << "\n";
        return kExitOk;
    }

    std::cout << "Attention mesh  TP" << g.tp << " x CP" << g.cp << " x DP" << g.dp << " x PP" << g.pp << "\n"
              << "Expert mesh     ETP" << g.etp << " x EP" << g.ep << " x EDP" << g.edp << " x PP" << g.pp << "\n"
              << "World " << g.worldSize() << " GPUs, order " << toString(g.order) << ", NVLink domains of "
              << g.domain_size << "\n";
    if (rank) {
        const RankCoordinates c = g.coordinates(*rank);
        std::cout << "\nRank " << c.rank << ": tp " << c.tp << ", cp " << c.cp << ", dp " << c.dp << ", pp " << c.pp
                  << " | etp " << c.etp << ", ep " << c.ep << ", edp " << c.edp << " | node " << c.node
                  << ", NVLink domain " << c.domain << "\n";
        for (GroupKind k : kAllKinds) {
            const ProcessGroup pg = g.groupOf(k, *rank);
            std::cout << "  " << std::left << std::setw(7) << toString(k) << compactRanks(pg.ranks)
                      << (pg.crosses_domain ? "   leaves NVLink domain" : "") << "\n";
        }
        return kExitOk;
    }
    if (drawAll) {
        const StageGrids s = buildGrids(g);
        const int width = static_cast<int>(std::to_string(g.worldSize() - 1).size()) + 1;
        for (int64_t p = 0; p < g.pp; ++p) {
            std::cout << "\nStage " << p << "\n  attention (rows dp.cp, columns tp)\n";
            const auto& a = s.attention[static_cast<size_t>(p)];
            for (size_t row = 0; row < a.size(); ++row) {
                std::cout << "    dp" << row / static_cast<size_t>(g.cp) << ".cp" << row % static_cast<size_t>(g.cp) << " |";
                for (int64_t r : a[row]) std::cout << std::setw(width) << r;
                std::cout << "\n";
            }
            std::cout << "  experts (rows edp, columns ep.etp)\n";
            const auto& e = s.experts[static_cast<size_t>(p)];
            for (size_t row = 0; row < e.size(); ++row) {
                std::cout << "    edp" << row << " |";
                for (int64_t r : e[row]) std::cout << std::setw(width) << r;
                std::cout << "\n";
            }
        }
    } else {
        std::cout << "\n(" << g.worldSize() << " GPUs: grids not drawn; use --all, or --rank R for one GPU)\n";
    }
    std::cout << "\nGroups leaving their NVLink domain:\n";
    for (const auto& c : crossings)
        std::cout << "  " << std::left << std::setw(7) << toString(c.kind) << c.groups_crossing << " of " << c.groups_total << "\n";
    return kExitOk;
}

}  // namespace moe::cli
