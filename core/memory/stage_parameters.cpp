#include "core/memory/stage_parameters.h"

#include <algorithm>

#include "core/model/parameter_count.h"

namespace moe {

std::vector<StageParameters> stageParameters(const ModelSpec& m, const Layout& layout, const PipelinePlacement& placement) {
    const int64_t tp = std::max(1, layout.tp);
    const int64_t expertShards = int64_t{std::max(1, layout.etpOrTp())} * std::max(1, layout.ep);
    const int64_t h = m.hidden_size;
    const int64_t embeddingShard = h * m.paddedVocab(layout.tp) / tp;  // hV/TP
    const int64_t normWidth = m.norm == NormKind::LayerNorm ? 2 : 1;

    // Layer parameters depend only on the layer's kind; planners call this per candidate.
    struct KindParameters {
        bool moe, linear, mtp;
        LayerParameters params;
    };
    std::vector<KindParameters> kinds;
    auto paramsOf = [&](int layer) -> const LayerParameters& {
        const bool moe = m.isMoeLayer(layer), linear = m.isLinearAttentionLayer(layer), mtp = layer >= m.num_layers;
        for (const auto& k : kinds)
            if (k.moe == moe && k.linear == linear && k.mtp == mtp) return k.params;
        kinds.push_back({moe, linear, mtp, layerParameters(m, layer)});
        return kinds.back().params;
    };
    std::vector<StageParameters> out(static_cast<size_t>(placement.pp));
    for (int p = 0; p < placement.pp; ++p) {
        StageParameters& s = out[static_cast<size_t>(p)];
        s.pp_rank = p;
        int64_t tpSharded = 0;
        int64_t replicated = 0;
        int64_t expert = 0;
        bool hasEmbedding = false;
        bool hasLoss = false;
        for (const VirtualStage* chunk : placement.chunksOf(p)) {
            for (int layer : chunk->decoder_layers) {
                const LayerParameters lp = paramsOf(layer);
                tpSharded += lp.tp_sharded;
                replicated += lp.replicated;
                expert += lp.expert_sharded;
                ++s.decoder_layers;
            }
            for (int j : chunk->mtp_layers) {
                const LayerParameters lp = paramsOf(m.num_layers + j);
                tpSharded += lp.tp_sharded + 2 * h * h;  // + eh-projection (2h -> h), TP-sharded
                replicated += lp.replicated + 2 * h * normWidth;  // + enorm, hnorm
                expert += lp.expert_sharded;
                ++s.mtp_layers;
            }
            hasEmbedding |= chunk->has_embedding;
            hasLoss |= chunk->has_loss;
        }
        int64_t embedding = 0;
        if (hasEmbedding) embedding += embeddingShard;
        if (hasLoss) {
            // Untied: the output layer. Tied with PP > 1: a synced copy on the last stage. Tied
            // with PP = 1: the one matrix already counted as the embedding.
            if (!m.tied_embeddings || !hasEmbedding) embedding += embeddingShard;
            replicated += h * normWidth;  // final norm
        }
        // MTP heads need the embedding; a stage holding MTP without the embedding keeps a copy.
        if (s.mtp_layers > 0 && !hasEmbedding) embedding += embeddingShard;
        s.embedding_per_gpu = embedding;
        s.dense_per_gpu = tpSharded / tp + replicated + embedding;
        s.expert_per_gpu = expert / expertShards;
        s.te_linear_per_gpu = tpSharded / tp + s.expert_per_gpu;
    }
    return out;
}

}  // namespace moe
