#pragma once
// Global rank -> coordinates and process groups for Parallel Folding (domain §2.2), for Megatron's
// default order tp-cp-ep-dp-pp (and --use-tp-pp-dp-mapping), plus the NVLink-domain check (§2.3).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/layout/layout.h"

namespace moe {

enum class GroupKind { TP, CP, DP, PP, DpCp, TpCp, EP, ETP, EDP, EtpEp };

const char* toString(GroupKind k);  // "tp", "cp", "dp", "pp", "dp_cp", "tp_cp", "ep", "etp", "edp", "etp_ep"

struct RankCoordinates {
    int64_t rank = 0;
    // Attention (dense) mesh.
    int64_t tp = 0, cp = 0, dp = 0, pp = 0;
    // Expert mesh (shares pp with the attention mesh).
    int64_t etp = 0, ep = 0, edp = 0;
    int64_t domain = 0;  // NVLink domain index: rank / domain size
    int64_t node = 0;    // rank / GPUs per node
};

// All groups of one kind partition the world; `crosses_domain` when members span NVLink domains.
struct ProcessGroup {
    GroupKind kind = GroupKind::TP;
    std::vector<int64_t> ranks;  // ascending
    bool crosses_domain = false;
};

struct DomainCrossing {
    GroupKind kind;
    int64_t groups_crossing = 0;  // how many groups of this kind leave their NVLink domain
    int64_t groups_total = 0;
};

class RankGrid {
public:
    // Fails (with the reason) when the world does not divide into either mesh, or a size is < 1.
    static Result<RankGrid> create(const Layout& layout, int nvlinkDomainSize, int gpusPerNode);

    [[nodiscard]] int64_t worldSize() const;
    [[nodiscard]] RankCoordinates coordinates(int64_t rank) const;
    // The group of `kind` that contains `rank`.
    [[nodiscard]] ProcessGroup groupOf(GroupKind kind, int64_t rank) const;
    // Every group of `kind`, ordered by smallest member. Materialises all groups: cost O(world).
    [[nodiscard]] std::vector<ProcessGroup> groups(GroupKind kind) const;
    // Per kind, how many groups cross an NVLink-domain boundary.
    [[nodiscard]] std::vector<DomainCrossing> domainCrossings() const;
    // Members per group of `kind` (e.g. TP for GroupKind::TP, DP*CP for GroupKind::DpCp).
    [[nodiscard]] int64_t groupSize(GroupKind kind) const;
    // Every group kind, in enum order (what domainCrossings() reports on).
    static const std::vector<GroupKind>& allGroupKinds();

    // Sizes as used by the grid.
    int64_t tp = 1, cp = 1, dp = 1, pp = 1, etp = 1, ep = 1, edp = 1;
    RankOrder order = RankOrder::TpCpEpDpPp;
    int64_t domain_size = 8;
    int64_t gpus_per_node = 8;

private:
    RankGrid() = default;

    // One mesh dimension: coordinate = (rank / stride) % size.
    struct Axis {
        int64_t size = 1;
        int64_t stride = 1;
    };
    // The four axes of the mesh `kind` lives in and which of them the group varies.
    struct KindAxes {
        std::array<Axis, 4> axes{};
        std::array<bool, 4> varies{};
    };
    [[nodiscard]] KindAxes axesOf(GroupKind kind) const;
    [[nodiscard]] Axis attentionAxis(int dim) const;  // 0 tp, 1 cp, 2 dp, 3 pp
    [[nodiscard]] Axis expertAxis(int dim) const;     // 0 etp, 1 ep, 2 edp, 3 pp
};

}  // namespace moe
