#pragma once
// Where each layer lives across pipeline stages (domain §2.4): even split, uneven first/last
// stages, account-for-embedding/loss, or a --pipeline-model-parallel-layout string.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/layout/layout.h"
#include "core/model/model_spec.h"

namespace moe {

enum class StageItemKind { Embedding, Decoder, Mtp, Loss };

// One virtual stage (a model chunk) of one PP rank.
struct VirtualStage {
    int pp_rank = 0;
    int chunk = 0;                     // 0 .. vpp-1
    std::vector<int> decoder_layers;   // global decoder layer indices, ascending
    std::vector<int> mtp_layers;       // MTP indices 0 .. mtp_layers-1
    bool has_embedding = false;
    bool has_loss = false;             // output layer + loss
};

struct PipelinePlacement {
    int pp = 1;
    int vpp = 1;
    // stages[i] is virtual stage i in model order; stage i sits on PP rank i % pp, chunk i / pp.
    std::vector<VirtualStage> stages;
    // Per PP rank: its chunks in chunk order (indices into `stages`).
    [[nodiscard]] std::vector<const VirtualStage*> chunksOf(int ppRank) const;
    [[nodiscard]] int decoderLayersOn(int ppRank) const;
};

// Parsed --pipeline-model-parallel-layout: one entry per virtual stage, in model order.
struct ParsedPipelineLayout {
    std::vector<std::vector<StageItemKind>> stages;
};

// Grammar: E embedding, t decoder, m MTP, L loss, '|' between virtual stages, (...)*n and x*n
// repeat, ',' and spaces ignored. Errors give the character position and the reason.
Result<ParsedPipelineLayout> parsePipelineLayout(const std::string& text);

// Places the model's layers for the layout's mode, enforcing every §2.4 rule (one mode only,
// divisibility by PP and VPP, E first / L last, #t = L, #m = MTP after all decoders in a rank's
// last chunk, never on rank 0 before its last chunk, ...). The error names the rule and the values.
Result<PipelinePlacement> placeLayers(const ModelSpec& model, const Layout& layout);

}  // namespace moe
