#include "core/layout/layout.h"

#include <array>

#include "core/common/enum_names.h"

namespace moe {
namespace {
constexpr std::array<EnumEntry<CpCommType>, 4> kCpComm{{
    {CpCommType::P2P, "p2p"},
    {CpCommType::A2A, "a2a"},
    {CpCommType::AllGather, "allgather"},
    {CpCommType::A2AP2P, "a2a+p2p"},
}};
constexpr std::array<EnumEntry<RankOrder>, 2> kRankOrder{{
    {RankOrder::TpCpEpDpPp, "tp-cp-ep-dp-pp"},
    {RankOrder::TpCpEpPpDp, "tp-cp-ep-pp-dp"},
}};
}  // namespace

const char* toString(CpCommType v) { return enumToName(kCpComm, v).data(); }
const char* toString(RankOrder v) { return enumToName(kRankOrder, v).data(); }
std::optional<CpCommType> cpCommTypeFromString(const std::string& s) { return enumFromName(kCpComm, s); }
std::optional<RankOrder> rankOrderFromString(const std::string& s) { return enumFromName(kRankOrder, s); }
std::string cpCommTypeChoices() { return enumChoices(kCpComm); }
std::string rankOrderChoices() { return enumChoices(kRankOrder); }

int64_t Layout::dp() const {
    const int64_t denom = int64_t{tp} * cp * pp;
    if (denom <= 0 || world_size <= 0 || world_size % denom != 0) return 0;
    return world_size / denom;
}

int64_t Layout::edp() const {
    const int64_t denom = int64_t{etpOrTp()} * ep * pp;
    if (denom <= 0 || world_size <= 0 || world_size % denom != 0) return 0;
    return world_size / denom;
}

int64_t Layout::microbatchesPerStep() const {
    const int64_t d = dp();
    const int64_t denom = d * micro_batch_size;
    if (denom <= 0 || global_batch_size % denom != 0) return 0;
    return global_batch_size / denom;
}

}  // namespace moe
