#include "core/layout/rank_grid.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "core/common/enum_names.h"

namespace moe {
namespace {

constexpr std::array<EnumEntry<GroupKind>, 10> kGroupKinds{{
    {GroupKind::TP, "tp"},
    {GroupKind::CP, "cp"},
    {GroupKind::DP, "dp"},
    {GroupKind::PP, "pp"},
    {GroupKind::DpCp, "dp_cp"},
    {GroupKind::TpCp, "tp_cp"},
    {GroupKind::EP, "ep"},
    {GroupKind::ETP, "etp"},
    {GroupKind::EDP, "edp"},
    {GroupKind::EtpEp, "etp_ep"},
}};

// Saturating product: an overflowing product can never divide a real world size, so saturation
// turns it into an ordinary "does not divide" error instead of undefined behaviour.
int64_t mulSat(int64_t a, int64_t b) {
    if (a != 0 && b > std::numeric_limits<int64_t>::max() / a) return std::numeric_limits<int64_t>::max();
    return a * b;
}

Error fieldError(const char* field, std::string reason) { return Error{{}, 0, 0, field, std::move(reason)}; }

// Axes (size > 1 only, ascending stride) and a count; size-1 axes never change a rank.
struct AxisList {
    std::array<int64_t, 4> size{};
    std::array<int64_t, 4> stride{};
    int count = 0;
};

// Calls f(value) for base + sum(i_k * stride_k), i_k in [0, size_k). With ascending strides of a
// mixed-radix mesh the lowest axis varying fastest yields the values in ascending order.
template <class F>
void forEachCombination(int64_t base, const AxisList& axes, F&& f) {
    std::array<int64_t, 4> idx{};
    int64_t value = base;
    for (;;) {
        f(value);
        int d = 0;
        for (; d < axes.count; ++d) {
            const auto k = static_cast<size_t>(d);
            if (++idx[k] < axes.size[k]) {
                value += axes.stride[k];
                break;
            }
            value -= (axes.size[k] - 1) * axes.stride[k];
            idx[k] = 0;
        }
        if (d == axes.count) return;
    }
}

}  // namespace

const char* toString(GroupKind k) { return enumToName(kGroupKinds, k).data(); }

const std::vector<GroupKind>& RankGrid::allGroupKinds() {
    static const std::vector<GroupKind> kinds = [] {
        std::vector<GroupKind> out;
        for (const auto& e : kGroupKinds) out.push_back(e.value);
        return out;
    }();
    return kinds;
}

Result<RankGrid> RankGrid::create(const Layout& layout, int nvlinkDomainSize, int gpusPerNode) {
    const auto tooSmall = [](const char* field, const char* what, int64_t v) {
        return fieldError(field, std::string(what) + " must be at least 1, got " + std::to_string(v));
    };
    if (layout.tp < 1) return tooSmall("layout.tp", "TP", layout.tp);
    if (layout.cp < 1) return tooSmall("layout.cp", "CP", layout.cp);
    if (layout.pp < 1) return tooSmall("layout.pp", "PP", layout.pp);
    if (layout.ep < 1) return tooSmall("layout.ep", "EP", layout.ep);
    if (layout.etpOrTp() < 1) return tooSmall("layout.etp", "ETP", layout.etpOrTp());
    if (layout.world_size < 1) return tooSmall("layout.world_size", "world size", layout.world_size);
    if (nvlinkDomainSize < 1) return tooSmall("hardware.nvlink_domain_size", "NVLink domain size", nvlinkDomainSize);
    if (gpusPerNode < 1) return tooSmall("hardware.gpus_per_node", "GPUs per node", gpusPerNode);

    const int64_t w = layout.world_size;
    const int64_t tp = layout.tp, cp = layout.cp, pp = layout.pp, ep = layout.ep, etp = layout.etpOrTp();
    const int64_t attn = mulSat(mulSat(tp, cp), pp);
    const int64_t expert = mulSat(mulSat(etp, ep), pp);
    // Valid world sizes are the multiples of lcm(TP·CP·PP, ETP·EP·PP) (domain §2.1).
    const auto hint = [&] {
        const int64_t g = std::gcd(attn, expert);
        const int64_t l = mulSat(attn / g, expert);
        if (l == std::numeric_limits<int64_t>::max()) return std::string();
        return "; valid world sizes are multiples of lcm(" + std::to_string(attn) + ", " + std::to_string(expert) +
               ") = " + std::to_string(l);
    };
    if (w % attn != 0)
        return fieldError("layout.world_size", "world size " + std::to_string(w) + " is not divisible by TP·CP·PP = " +
                                                   std::to_string(tp) + "·" + std::to_string(cp) + "·" +
                                                   std::to_string(pp) + " = " + std::to_string(attn) + hint());
    if (w % expert != 0)
        return fieldError("layout.world_size", "world size " + std::to_string(w) + " is not divisible by ETP·EP·PP = " +
                                                   std::to_string(etp) + "·" + std::to_string(ep) + "·" +
                                                   std::to_string(pp) + " = " + std::to_string(expert) + hint());

    RankGrid g;
    g.tp = tp;
    g.cp = cp;
    g.pp = pp;
    g.dp = w / attn;
    g.etp = etp;
    g.ep = ep;
    g.edp = w / expert;
    g.order = layout.rank_order;
    g.domain_size = nvlinkDomainSize;
    g.gpus_per_node = gpusPerNode;
    // With dp slowest, a rank's pp coordinate is (r / (TP·CP)) % PP in one mesh and
    // (r / (ETP·EP)) % PP in the other; they agree for every rank only when TP·CP = ETP·EP,
    // i.e. EDP = DP (Megatron asserts this for orders not ending in pp).
    if (g.order == RankOrder::TpCpEpPpDp && pp > 1 && g.edp != g.dp)
        return fieldError("layout.rank_order",
                          std::string("rank order ") + toString(g.order) + " with PP " + std::to_string(pp) +
                              " needs EDP == DP, got EDP " + std::to_string(g.edp) + " vs DP " + std::to_string(g.dp) +
                              " (ETP·EP = " + std::to_string(etp * ep) + " vs TP·CP = " + std::to_string(tp * cp) +
                              "); use " + toString(RankOrder::TpCpEpDpPp) + " or make ETP·EP equal TP·CP");
    return g;
}

int64_t RankGrid::worldSize() const { return tp * cp * dp * pp; }

RankGrid::Axis RankGrid::attentionAxis(int dim) const {
    // Fastest first: tp, cp, then dp and pp in the order's sequence.
    const bool dpSlowest = order == RankOrder::TpCpEpPpDp;
    switch (dim) {
        case 0: return {tp, 1};
        case 1: return {cp, tp};
        case 2: return {dp, dpSlowest ? tp * cp * pp : tp * cp};
        default: return {pp, dpSlowest ? tp * cp : tp * cp * dp};
    }
}

RankGrid::Axis RankGrid::expertAxis(int dim) const {
    // The expert generator has cp = 1 and ep in its place: etp, ep, then edp and pp.
    const bool dpSlowest = order == RankOrder::TpCpEpPpDp;
    switch (dim) {
        case 0: return {etp, 1};
        case 1: return {ep, etp};
        case 2: return {edp, dpSlowest ? etp * ep * pp : etp * ep};
        default: return {pp, dpSlowest ? etp * ep : etp * ep * edp};
    }
}

RankGrid::KindAxes RankGrid::axesOf(GroupKind kind) const {
    KindAxes k;
    bool expert = false;
    switch (kind) {
        case GroupKind::TP: k.varies = {true, false, false, false}; break;
        case GroupKind::CP: k.varies = {false, true, false, false}; break;
        case GroupKind::DP: k.varies = {false, false, true, false}; break;
        case GroupKind::PP: k.varies = {false, false, false, true}; break;
        case GroupKind::DpCp: k.varies = {false, true, true, false}; break;
        case GroupKind::TpCp: k.varies = {true, true, false, false}; break;
        case GroupKind::ETP: k.varies = {true, false, false, false}; expert = true; break;
        case GroupKind::EP: k.varies = {false, true, false, false}; expert = true; break;
        case GroupKind::EDP: k.varies = {false, false, true, false}; expert = true; break;
        case GroupKind::EtpEp: k.varies = {true, true, false, false}; expert = true; break;
    }
    for (int d = 0; d < 4; ++d) k.axes[static_cast<size_t>(d)] = expert ? expertAxis(d) : attentionAxis(d);
    return k;
}

namespace {
// The varying (want = true) or fixed (want = false) axes of size > 1, sorted by stride.
AxisList select(const std::array<int64_t, 4>& sizes, const std::array<int64_t, 4>& strides,
                const std::array<bool, 4>& varies, bool want) {
    AxisList out;
    std::array<size_t, 4> order{0, 1, 2, 3};
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return strides[a] < strides[b]; });
    for (size_t d : order) {
        if (varies[d] != want || sizes[d] <= 1) continue;
        const auto k = static_cast<size_t>(out.count++);
        out.size[k] = sizes[d];
        out.stride[k] = strides[d];
    }
    return out;
}
}  // namespace

RankCoordinates RankGrid::coordinates(int64_t rank) const {
    RankCoordinates c;
    c.rank = rank;
    const auto coord = [rank](Axis a) { return (rank / a.stride) % a.size; };
    c.tp = coord(attentionAxis(0));
    c.cp = coord(attentionAxis(1));
    c.dp = coord(attentionAxis(2));
    c.pp = coord(attentionAxis(3));
    c.etp = coord(expertAxis(0));
    c.ep = coord(expertAxis(1));
    c.edp = coord(expertAxis(2));
    c.domain = rank / domain_size;
    c.node = rank / gpus_per_node;
    return c;
}

int64_t RankGrid::groupSize(GroupKind kind) const {
    const KindAxes k = axesOf(kind);
    int64_t n = 1;
    for (size_t d = 0; d < 4; ++d)
        if (k.varies[d]) n *= k.axes[d].size;
    return n;
}

ProcessGroup RankGrid::groupOf(GroupKind kind, int64_t rank) const {
    const KindAxes k = axesOf(kind);
    std::array<int64_t, 4> sizes{}, strides{};
    int64_t base = rank;
    for (size_t d = 0; d < 4; ++d) {
        sizes[d] = k.axes[d].size;
        strides[d] = k.axes[d].stride;
        // The smallest member has every varying coordinate at 0.
        if (k.varies[d]) base -= ((rank / strides[d]) % sizes[d]) * strides[d];
    }
    const AxisList varying = select(sizes, strides, k.varies, true);
    ProcessGroup g;
    g.kind = kind;
    g.ranks.reserve(static_cast<size_t>(groupSize(kind)));
    forEachCombination(base, varying, [&](int64_t r) { g.ranks.push_back(r); });
    g.crosses_domain = g.ranks.front() / domain_size != g.ranks.back() / domain_size;
    return g;
}

std::vector<ProcessGroup> RankGrid::groups(GroupKind kind) const {
    const KindAxes k = axesOf(kind);
    std::array<int64_t, 4> sizes{}, strides{};
    for (size_t d = 0; d < 4; ++d) {
        sizes[d] = k.axes[d].size;
        strides[d] = k.axes[d].stride;
    }
    const AxisList varying = select(sizes, strides, k.varies, true);
    const AxisList fixed = select(sizes, strides, k.varies, false);
    std::vector<ProcessGroup> out;
    out.reserve(static_cast<size_t>(worldSize() / groupSize(kind)));
    // Leaders (smallest members) come out ascending, so the groups are ordered by smallest member.
    forEachCombination(0, fixed, [&](int64_t leader) {
        ProcessGroup g;
        g.kind = kind;
        forEachCombination(leader, varying, [&](int64_t r) { g.ranks.push_back(r); });
        g.crosses_domain = g.ranks.front() / domain_size != g.ranks.back() / domain_size;
        out.push_back(std::move(g));
    });
    return out;
}

std::vector<DomainCrossing> RankGrid::domainCrossings() const {
    std::vector<DomainCrossing> out;
    for (GroupKind kind : allGroupKinds()) {
        const KindAxes k = axesOf(kind);
        std::array<int64_t, 4> sizes{}, strides{};
        int64_t span = 0;  // largest member minus smallest member, the same for every group
        for (size_t d = 0; d < 4; ++d) {
            sizes[d] = k.axes[d].size;
            strides[d] = k.axes[d].stride;
            if (k.varies[d]) span += (sizes[d] - 1) * strides[d];
        }
        // Domains are contiguous rank ranges, so a group crosses iff its smallest and largest
        // members sit in different domains: O(1) per group, O(world / group size) per kind.
        DomainCrossing dc{kind, 0, 0};
        forEachCombination(0, select(sizes, strides, k.varies, false), [&](int64_t leader) {
            ++dc.groups_total;
            if (leader / domain_size != (leader + span) / domain_size) ++dc.groups_crossing;
        });
        out.push_back(dc);
    }
    return out;
}

}  // namespace moe
