#pragma once
// The parallel layout of one training job: Parallel Folding's two meshes that share PP
// (attention TP x CP x DP x PP, experts ETP x EP x EDP x PP), pipeline placement, batch shape.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace moe {

enum class CpCommType { P2P, A2A, AllGather, A2AP2P };

// Megatron's rank order; the first letter varies fastest.
enum class RankOrder {
    TpCpEpDpPp,  // default "tp-cp-ep-dp-pp"
    TpCpEpPpDp,  // --use-tp-pp-dp-mapping
};

struct Layout {
    int tp = 1;
    int cp = 1;
    int pp = 1;
    int vpp = 1;  // virtual stages per PP rank (1 = off)
    int ep = 1;
    std::optional<int> etp;  // unset means ETP = TP (Megatron default), flagged as a warning
    bool sequence_parallel = false;

    // Pipeline placement: at most one of layout string / uneven stages / account-for.
    std::string pipeline_layout;                 // --pipeline-model-parallel-layout
    std::optional<int> first_stage_layers;       // --decoder-first-pipeline-num-layers
    std::optional<int> last_stage_layers;        // --decoder-last-pipeline-num-layers
    bool account_for_embedding_in_pipeline_split = false;
    bool account_for_loss_in_pipeline_split = false;
    std::optional<int> microbatch_group_size_per_vp_stage;  // default PP

    CpCommType cp_comm_type = CpCommType::P2P;
    std::vector<int> hierarchical_cp_sizes;      // for a2a+p2p
    RankOrder rank_order = RankOrder::TpCpEpDpPp;

    int micro_batch_size = 1;
    int64_t global_batch_size = 1;
    int64_t seq_length = 4096;
    int64_t world_size = 1;

    bool operator==(const Layout&) const = default;

    [[nodiscard]] int etpOrTp() const { return etp.value_or(tp); }
    // Derived sizes; 0 when the world does not divide (validation reports why).
    [[nodiscard]] int64_t dp() const;
    [[nodiscard]] int64_t edp() const;
    // Microbatches per step per DP rank, m = GBS / (MBS * DP); 0 when not an integer.
    [[nodiscard]] int64_t microbatchesPerStep() const;
};

const char* toString(CpCommType v);
const char* toString(RankOrder v);
std::optional<CpCommType> cpCommTypeFromString(const std::string& s);
std::optional<RankOrder> rankOrderFromString(const std::string& s);
std::string cpCommTypeChoices();
std::string rankOrderChoices();

}  // namespace moe
