// layout.* fields of the recipe registry (see recipe_fields.h).
#include "core/recipe/field_builders.h"

namespace moe {

void appendLayoutFields(std::vector<FieldDescriptor>& out) {
    using namespace fields;
    constexpr int kMaxDim = 1 << 20;
    out.push_back(integer<int>("layout.tp", "Tensor parallel size", [](auto& r) -> auto& { return r.layout.tp; }, 1, kMaxDim));
    out.push_back(integer<int>("layout.cp", "Context parallel size", [](auto& r) -> auto& { return r.layout.cp; }, 1, kMaxDim));
    out.push_back(integer<int>("layout.pp", "Pipeline parallel size", [](auto& r) -> auto& { return r.layout.pp; }, 1, kMaxDim));
    out.push_back(integer<int>("layout.vpp", "Virtual stages per pipeline rank (1 = off)", [](auto& r) -> auto& { return r.layout.vpp; }, 1, kMaxDim));
    out.push_back(integer<int>("layout.ep", "Expert parallel size", [](auto& r) -> auto& { return r.layout.ep; }, 1, kMaxDim));
    out.push_back(optionalInteger<int>("layout.etp", "Expert tensor parallel size (null = TP, Megatron's default)", [](auto& r) -> auto& { return r.layout.etp; }, 1));
    out.push_back(boolean("layout.sequence_parallel", "Sequence parallelism", [](auto& r) -> auto& { return r.layout.sequence_parallel; }));
    out.push_back(text("layout.pipeline_layout", "--pipeline-model-parallel-layout string (empty = none)", [](auto& r) -> auto& { return r.layout.pipeline_layout; }));
    out.push_back(optionalInteger<int>("layout.first_stage_layers", "Decoder layers on the first pipeline stage", [](auto& r) -> auto& { return r.layout.first_stage_layers; }, 0));
    out.push_back(optionalInteger<int>("layout.last_stage_layers", "Decoder layers on the last pipeline stage", [](auto& r) -> auto& { return r.layout.last_stage_layers; }, 0));
    out.push_back(boolean("layout.account_for_embedding_in_pipeline_split", "Embedding counts as a layer in the split", [](auto& r) -> auto& { return r.layout.account_for_embedding_in_pipeline_split; }));
    out.push_back(boolean("layout.account_for_loss_in_pipeline_split", "Loss counts as a layer in the split", [](auto& r) -> auto& { return r.layout.account_for_loss_in_pipeline_split; }));
    out.push_back(optionalInteger<int>("layout.microbatch_group_size_per_vp_stage", "Interleaved schedule group size (null = PP)", [](auto& r) -> auto& { return r.layout.microbatch_group_size_per_vp_stage; }, 1));
    out.push_back(enumeration("layout.cp_comm_type", "Context-parallel communication", [](auto& r) -> auto& { return r.layout.cp_comm_type; },
                              cpCommTypeFromString, [](CpCommType v) { return std::string(toString(v)); }, cpCommTypeChoices));
    out.push_back(integerList("layout.hierarchical_cp_sizes", "Inner/outer CP sizes for a2a+p2p", [](auto& r) -> auto& { return r.layout.hierarchical_cp_sizes; }, 1));
    out.push_back(enumeration("layout.rank_order", "Rank order (first varies fastest)", [](auto& r) -> auto& { return r.layout.rank_order; },
                              rankOrderFromString, [](RankOrder v) { return std::string(toString(v)); }, rankOrderChoices));
    out.push_back(integer<int>("layout.micro_batch_size", "Micro-batch size (MBS)", [](auto& r) -> auto& { return r.layout.micro_batch_size; }, 1, 1 << 20));
    out.push_back(integer<int64_t>("layout.global_batch_size", "Global batch size (GBS)", [](auto& r) -> auto& { return r.layout.global_batch_size; }, 1, int64_t{1} << 32));
    out.push_back(integer<int64_t>("layout.seq_length", "Sequence length", [](auto& r) -> auto& { return r.layout.seq_length; }, 1, int64_t{1} << 30));
    out.push_back(integer<int64_t>("layout.world_size", "GPU count (world size)", [](auto& r) -> auto& { return r.layout.world_size; }, 1, int64_t{1} << 24));
}

}  // namespace moe
