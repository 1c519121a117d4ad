#pragma once
// The folded grids' one-sentence verdict on NVLink domains: which kinds of groups leave their
// domain, how many and how far ("all 8 CP groups span 2 racks; EP stays inside one rack"). Pure.
#include <QString>

#include <cstdint>
#include <vector>

#include "core/layout/rank_grid.h"

namespace moe::ui {

struct GroupSpan {
    GroupKind kind = GroupKind::TP;
    int64_t groups = 0;    // groups of this kind
    int64_t crossing = 0;  // groups whose members sit in more than one NVLink domain
    int64_t maxDomains = 1;  // the most domains one group touches
    int64_t minDomains = 1;  // the fewest domains one crossing group touches (equal to max: all alike)
};

// Per kind in `kinds` with groups of more than one GPU: how its groups spread over domains.
std::vector<GroupSpan> groupSpans(const RankGrid& grid, const std::vector<GroupKind>& kinds);

// What a domain is called for this hardware: "node" when it is one node, "rack" when it spans
// several (NVL72), with its plural.
QString domainNoun(const RankGrid& grid, bool plural);

QString domainCrossingSentence(const RankGrid& grid, const std::vector<GroupSpan>& spans);

}  // namespace moe::ui
