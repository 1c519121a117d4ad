// layout.* fields of the recipe registry (see recipe_fields.h).
#include "core/common/message.h"
#include "core/recipe/field_builders.h"

namespace moe {

void appendLayoutFields(std::vector<FieldDescriptor>& out) {
    using namespace fields;
    constexpr int kMaxDim = 1 << 20;
    out.push_back(integer<int>(
        "layout.tp", MOE_TR("recipe_fields", "Tensor parallel size"), [](auto& r) -> auto& { return r.layout.tp; }, 1,
        kMaxDim));
    out.push_back(integer<int>(
        "layout.cp", MOE_TR("recipe_fields", "Context parallel size"), [](auto& r) -> auto& { return r.layout.cp; }, 1,
        kMaxDim));
    out.push_back(integer<int>(
        "layout.pp", MOE_TR("recipe_fields", "Pipeline parallel size"), [](auto& r) -> auto& { return r.layout.pp; }, 1,
        kMaxDim));
    out.push_back(integer<int>(
        "layout.vpp", MOE_TR("recipe_fields", "Virtual stages per pipeline rank (1 = off)"),
        [](auto& r) -> auto& { return r.layout.vpp; }, 1, kMaxDim));
    out.push_back(integer<int>(
        "layout.ep", MOE_TR("recipe_fields", "Expert parallel size"), [](auto& r) -> auto& { return r.layout.ep; }, 1,
        kMaxDim));
    out.push_back(optionalInteger<int>(
        "layout.etp", MOE_TR("recipe_fields", "Expert tensor parallel size (null = TP, Megatron's default)"),
        [](auto& r) -> auto& { return r.layout.etp; }, 1));
    out.push_back(boolean(
        "layout.sequence_parallel", MOE_TR("recipe_fields", "Sequence parallelism"),
        [](auto& r) -> auto& { return r.layout.sequence_parallel; }));
    out.push_back(text(
        "layout.pipeline_layout", MOE_TR("recipe_fields", "--pipeline-model-parallel-layout string (empty = none)"),
        [](auto& r) -> auto& { return r.layout.pipeline_layout; }));
    out.push_back(optionalInteger<int>(
        "layout.first_stage_layers", MOE_TR("recipe_fields", "Decoder layers on the first pipeline stage"),
        [](auto& r) -> auto& { return r.layout.first_stage_layers; }, 0));
    out.push_back(optionalInteger<int>(
        "layout.last_stage_layers", MOE_TR("recipe_fields", "Decoder layers on the last pipeline stage"),
        [](auto& r) -> auto& { return r.layout.last_stage_layers; }, 0));
    out.push_back(boolean(
        "layout.account_for_embedding_in_pipeline_split",
        MOE_TR("recipe_fields", "Embedding counts as a layer in the split"),
        [](auto& r) -> auto& { return r.layout.account_for_embedding_in_pipeline_split; }));
    out.push_back(boolean(
        "layout.account_for_loss_in_pipeline_split", MOE_TR("recipe_fields", "Loss counts as a layer in the split"),
        [](auto& r) -> auto& { return r.layout.account_for_loss_in_pipeline_split; }));
    out.push_back(optionalInteger<int>(
        "layout.microbatch_group_size_per_vp_stage",
        MOE_TR("recipe_fields", "Interleaved schedule group size (null = PP)"),
        [](auto& r) -> auto& { return r.layout.microbatch_group_size_per_vp_stage; }, 1));
    out.push_back(enumeration(
        "layout.cp_comm_type", MOE_TR("recipe_fields", "Context-parallel communication"),
        [](auto& r) -> auto& { return r.layout.cp_comm_type; }, cpCommTypeFromString,
        [](CpCommType v) { return std::string(toString(v)); }, cpCommTypeChoices));
    out.push_back(integerList(
        "layout.hierarchical_cp_sizes", MOE_TR("recipe_fields", "Inner/outer CP sizes for a2a+p2p"),
        [](auto& r) -> auto& { return r.layout.hierarchical_cp_sizes; }, 1));
    out.push_back(enumeration(
        "layout.rank_order", MOE_TR("recipe_fields", "Rank order (first varies fastest)"),
        [](auto& r) -> auto& { return r.layout.rank_order; }, rankOrderFromString,
        [](RankOrder v) { return std::string(toString(v)); }, rankOrderChoices));
    out.push_back(integer<int>(
        "layout.micro_batch_size", MOE_TR("recipe_fields", "Micro-batch size (MBS)"),
        [](auto& r) -> auto& { return r.layout.micro_batch_size; }, 1, 1 << 20));
    out.push_back(integer<int64_t>(
        "layout.global_batch_size", MOE_TR("recipe_fields", "Global batch size (GBS)"),
        [](auto& r) -> auto& { return r.layout.global_batch_size; }, 1, int64_t{1} << 32));
    out.push_back(integer<int64_t>(
        "layout.seq_length", MOE_TR("recipe_fields", "Sequence length"),
        [](auto& r) -> auto& { return r.layout.seq_length; }, 1, int64_t{1} << 30));
    out.push_back(integer<int64_t>(
        "layout.world_size", MOE_TR("recipe_fields", "GPU count (world size)"),
        [](auto& r) -> auto& { return r.layout.world_size; }, 1, int64_t{1} << 24));
}

}  // namespace moe
