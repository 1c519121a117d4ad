#pragma once
// Parameters held by one GPU of each pipeline rank, placed where the layers really are (domain
// §4.1): decoder layers of all its chunks, the embedding on the first stage, output layer and final
// norm with the loss, MTP layers (+ eh-projection) where the layout puts them.
#include <cstdint>
#include <vector>

#include "core/layout/layout.h"
#include "core/layout/pipeline_layout.h"
#include "core/model/model_spec.h"

namespace moe {

struct StageParameters {
    int pp_rank = 0;
    int decoder_layers = 0;
    int mtp_layers = 0;
    // Per GPU, after sharding.
    int64_t dense_per_gpu = 0;     // TP-sharded / TP + replicated (+ embedding/output shards)
    int64_t expert_per_gpu = 0;    // routed experts / (ETP·EP)
    int64_t embedding_per_gpu = 0; // embedding + output-layer share of dense_per_gpu
    int64_t te_linear_per_gpu = 0; // GEMM weights (TE linears), for FP8 weight-copy overheads
    [[nodiscard]] int64_t total() const { return dense_per_gpu + expert_per_gpu; }
};

std::vector<StageParameters> stageParameters(const ModelSpec& model, const Layout& layout,
                                             const PipelinePlacement& placement);

}  // namespace moe
